import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { canonicalAddress, isLoopbackAddress, isLoopbackHost } from '../lib/hostNames';
import { WEBHOOK_MESSAGES } from '../../contract/webhooks';

/**
 * Where a webhook may be sent, so that the outbound requests cannot be turned against the
 * machine's own services or its network (issues 16 and 26). An allowlist, not a blocklist: only
 * global unicast addresses are accepted, so an address range nobody thought of is refused.
 * - outside sandbox mode: https only, to a global unicast address. The address is checked when the
 *   URL is saved (when it is written as an address) and again, on every address the name resolves
 *   to, at send time (a name may resolve elsewhere later);
 * - in sandbox mode: also loopback, over http or https (a listener on the developer's machine).
 */

/** IPv4 ranges that are not global unicast (RFC 6890 and its successors). */
const NOT_GLOBAL_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  NOT_GLOBAL_V4.addSubnet(net, prefix, 'ipv4');
}

/** IPv6: global unicast is 2000::/3 ... */
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
/** ... less its special-purpose blocks: IETF protocol assignments (Teredo, benchmarking, ORCHID), documentation, 6to4 (which carries any IPv4 address). */
const NOT_GLOBAL_V6 = new BlockList();
for (const [net, prefix] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20]] as const) {
  NOT_GLOBAL_V6.addSubnet(net, prefix, 'ipv6');
}

/** Global unicast: reachable on the public internet, and not documentation, benchmarking or the like. */
export function isGlobalUnicast(address: string): boolean {
  const plain = canonicalAddress(address);
  if (plain.family === 'ipv4') return !NOT_GLOBAL_V4.check(plain.address, 'ipv4');
  return GLOBAL_V6.check(plain.address, 'ipv6') && !NOT_GLOBAL_V6.check(plain.address, 'ipv6');
}

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a URL as it is saved: the scheme, and the host when it is an address or `localhost`.
 * Names are checked again on their resolved addresses at send time (guardedLookup). Returns the
 * message to answer with, or null when the URL may be saved.
 */
export function refuseUrl(text: string, sandbox: boolean): string | null {
  const url = new URL(text);
  const host = hostOf(url).toLowerCase();
  const literal = isIP(host) !== 0;
  const loopback = isLoopbackHost(host);
  if (sandbox && loopback) return null;
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.urlScheme;
  if (loopback || (literal && !isGlobalUnicast(host))) return WEBHOOK_MESSAGES.urlPrivate;
  return null;
}

/** Whether a delivery may connect to this resolved address for a URL of this scheme. */
export function addressAllowed(address: string, protocol: string, sandbox: boolean): boolean {
  if (sandbox && isLoopbackAddress(address)) return true;
  return protocol === 'https:' && isGlobalUnicast(address);
}

/**
 * A target refused before anything was sent. Its message is the same whatever the address was: the
 * delivery log does not tell a merchant where a name resolves inside our network.
 */
export class RefusedTargetError extends Error {
  readonly code = 'EWEBHOOKREFUSED';
  constructor() {
    super(WEBHOOK_MESSAGES.destinationNotAllowed);
  }
}

/**
 * A `lookup` for http.request that resolves the name and refuses the connection when any address
 * it would use is not allowed: the check happens on the addresses the socket may connect to, at send time.
 */
export function guardedLookup(protocol: string, sandbox: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (!addresses.every(({ address }) => addressAllowed(address, protocol, sandbox))) return callback(new RefusedTargetError(), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      callback(null, first.address, first.family);
    });
  };
}

/** The address check for a URL whose host is an address (no lookup happens for those). */
export function refuseLiteralHost(url: URL, sandbox: boolean): string | null {
  const host = hostOf(url);
  if (isIP(host) === 0 || addressAllowed(host, url.protocol, sandbox)) return null;
  return WEBHOOK_MESSAGES.destinationNotAllowed;
}
