import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { App } from './zod';

/**
 * Browser protections on every answer the app sends: API JSON, errors, 404s, the dashboard's
 * static files and the hosted payment page (issue 8); no-store on every /api answer (issue 26). Socket.io answers its own handshakes outside
 * Fastify; its protection is the Origin check in realtime.ts.
 *
 * The policy allows only the app's own origin: no inline or foreign scripts, no framing.
 * style-src needs 'unsafe-inline' because MUI's styling engine (emotion) injects <style> elements
 * at run time and MUI sets style attributes; scripts stay strictly 'self', which is what stops an
 * injected script. img-src allows data: for QR codes and the logo picker's preview (a data URL).
 * connect-src names ws:/wss: of this host as well as 'self' for browsers that do not yet match
 * websockets under 'self' (socket.io upgrades to a websocket on the same origin).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
} as const;

/** One year, the value preload lists ask for; only sent in production, where TLS is a given. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features nobody here uses (the dashboard and the pay page need none of them), so an
 * injected or framed script cannot ask for them either.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()';

/**
 * API answers carry sessions, balances and keys: no browser or proxy keeps a copy (ASVS 8.2.1),
 * whatever a route set. Static files and the pay page's logo, outside /api, set their own.
 */
const API_CACHE_CONTROL = 'no-store';
const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A Host header goes into the policy only when it is a plain host[:port], never anything that could add a directive. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function websocketSources(hosts: string[]): string[] {
  return [...new Set(hosts.filter((host) => PLAIN_HOST.test(host)))].flatMap((host) => [`ws://${host}`, `wss://${host}`]);
}

export function contentSecurityPolicy(hosts: string[]): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const all = name === 'connect-src' ? [...sources, ...websocketSources(hosts)] : sources;
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}

/** Host headers come from the client: only this many policies are kept, so no client can grow the map. */
const MAX_REMEMBERED_HOSTS = 32;

export function installSecurityHeaders(app: App, config: Pick<Config, 'sandbox' | 'publicUrl'>): void {
  const ownHost = new URL(config.publicUrl).host;
  const production = !config.sandbox;
  // Built once: requests nearly always arrive on the public host; another Host's policy is built
  // once too (a few of them: 127.0.0.1, a LAN address), up to a bound, past which it is built per answer.
  const ownPolicy = contentSecurityPolicy([ownHost]);
  const otherPolicies = new Map<string, string>();
  const policyFor = (host: string): string => {
    if (host === ownHost) return ownPolicy;
    let policy = otherPolicies.get(host);
    if (policy === undefined) {
      policy = contentSecurityPolicy([host, ownHost]);
      if (otherPolicies.size < MAX_REMEMBERED_HOSTS) otherPolicies.set(host, policy);
    }
    return policy;
  };

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const headers: Record<string, string> = {
      // The Host header the client sent, never X-Forwarded-Host (request.host under TRUST_PROXY).
      'content-security-policy': policyFor(request.headers.host ?? ''),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      // No other site's window keeps a handle on ours, and no other site loads our files
      // (the dashboard and the pay page load their scripts, styles and images from this origin).
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      ...(production ? { 'strict-transport-security': HSTS } : {}),
    };
    // A route that set a stricter value of its own (the hosted page's no-referrer) keeps it.
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (isApi(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
    return payload;
  });
}
