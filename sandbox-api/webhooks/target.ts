import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '../../contract/webhooks';

/**
 * Where a webhook may be sent, so that the outbound requests cannot be turned against the
 * machine's own services (issue 16):
 * - outside sandbox mode: https only, and never to a private, loopback, link-local (or otherwise
 *   special) address. The address is checked when the URL is saved and again, on the resolved
 *   address the socket connects to, at send time (a name may resolve elsewhere later);
 * - in sandbox mode: https anywhere, http only to loopback (a listener on the developer's machine).
 */
const FORBIDDEN = new BlockList();
// IPv4: "this network", private, carrier-grade NAT, loopback, link-local, IETF protocol
// assignments, documentation, benchmarking, multicast and reserved, broadcast.
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
}
// IPv6: unspecified, loopback, unique local, link-local, site-local, multicast, documentation, NAT64.
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96],
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function normalize(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export const isLoopbackAddress = (address: string) => {
  const { address: plain, family } = normalize(address);
  return LOOPBACK.check(plain, family);
};
export const isForbiddenAddress = (address: string) => {
  const { address: plain, family } = normalize(address);
  return FORBIDDEN.check(plain, family);
};

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a URL as it is saved: the scheme, and the host when it is an address or `localhost`.
 * Names are checked again on their resolved address at send time (checkAddress). Returns the
 * message to answer with, or null when the URL may be saved.
 */
export function refuseUrl(text: string, sandbox: boolean): string | null {
  const url = new URL(text);
  const host = hostOf(url).toLowerCase();
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (sandbox) {
    if (url.protocol === 'https:') return null;
    return loopbackName || (isIP(host) !== 0 && isLoopbackAddress(host)) ? null : WEBHOOK_MESSAGES.urlScheme;
  }
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.urlScheme;
  if (loopbackName || (isIP(host) !== 0 && isForbiddenAddress(host))) return WEBHOOK_MESSAGES.urlPrivate;
  return null;
}

/** Why a resolved address may not be connected to for this URL, or null when it may. */
export function refuseAddress(address: string, protocol: string, sandbox: boolean): string | null {
  if (sandbox) {
    if (protocol === 'https:' || isLoopbackAddress(address)) return null;
    return `refused: http is allowed only to loopback in sandbox mode (${address})`;
  }
  if (protocol !== 'https:') return 'refused: only https is allowed';
  return isForbiddenAddress(address) ? `refused: ${address} is a private, loopback or link-local address` : null;
}

/** An error that says the target was refused (not a network failure). */
export class RefusedTargetError extends Error {
  readonly code = 'EWEBHOOKREFUSED';
}

/**
 * A `lookup` for http.request that resolves the name and refuses the connection when any address
 * it would use is forbidden: the check happens on the address the socket connects to, at send time.
 */
export function guardedLookup(protocol: string, sandbox: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      for (const { address } of addresses) {
        const refusal = refuseAddress(address, protocol, sandbox);
        if (refusal) return callback(new RefusedTargetError(refusal), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      callback(null, first.address, first.family);
    });
  };
}

/** The address check for a URL whose host is an address (no lookup happens for those). */
export function refuseLiteralHost(url: URL, sandbox: boolean): string | null {
  const host = hostOf(url);
  return isIP(host) === 0 ? null : refuseAddress(host, url.protocol, sandbox);
}
