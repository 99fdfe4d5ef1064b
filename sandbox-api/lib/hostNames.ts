import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';

/**
 * This machine's names: localhost, its host name and every address of its network interfaces,
 * lower-case, IPv6 without brackets or zone (read each time: DHCP may change them).
 */
export function ownHostNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) names.add(address.replace(/%.*$/, '').toLowerCase());
  }
  return names;
}

/** localhost (and its subdomains, RFC 6761), 127.0.0.0/8, ::1 and IPv4-mapped 127.x: only this machine reaches them. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1' || name.startsWith('::ffff:127.');
}

/** A loopback name or one of this machine's own names (host without brackets or port). */
export function isOwnHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return isLoopbackHost(name) || ownHostNames().has(name);
}
