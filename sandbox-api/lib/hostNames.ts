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

/**
 * An address in one canonical form: IPv6 compressed and lower-case (as the URL parser writes it),
 * without a zone, and an IPv4 address written as IPv6 (::ffff:10.0.0.1, ::ffff:a00:1) as the IPv4
 * address it is.
 */
export function canonicalAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  if (isIP(address) === 4) return { address, family: 'ipv4' };
  const canonical = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return { address: canonical, family: 'ipv6' };
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
}

/** 127.0.0.0/8 and ::1, in any spelling (an IPv4-mapped 127.x included). */
export function isLoopbackAddress(address: string): boolean {
  const plain = canonicalAddress(address);
  return plain.family === 'ipv4' ? plain.address.startsWith('127.') : plain.address === '::1';
}

/** localhost (and its subdomains, RFC 6761) or a loopback address: only this machine reaches them. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIP(name.replace(/%.*$/, '')) !== 0 && isLoopbackAddress(name);
}

/** A loopback name or one of this machine's own names (host without brackets or port). */
export function isOwnHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return isLoopbackHost(name) || ownHostNames().has(name);
}
