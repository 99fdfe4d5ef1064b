import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isLoopbackHost, isOwnHost } from '../lib/hostNames';
import { forbidden, HttpError } from '../lib/httpErrors';
import type { App } from './zod';

/**
 * What keeps the sandbox's public demo data to the developer's machine (issue 26, section 2.4).
 *
 * - Host check: in sandbox mode a request must be addressed to one of this machine's own names
 *   (localhost, 127.0.0.1, [::1], its host name and interface addresses) or to PUBLIC_URL's host.
 *   A web page that rebinds its own name to 127.0.0.1 (DNS rebinding) sends its name, and is refused.
 * - Routes with `config: { loopbackOnly: true }` (the mailbox, the simulators) answer loopback
 *   peers only, unless HOST opened the sandbox to the network.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sandbox helpers that must not answer the network unless HOST asked for it. */
    loopbackOnly?: boolean;
  }
}

export const misdirected = (host: string) =>
  `This sandbox answers requests addressed to this machine only (localhost, 127.0.0.1, its host name or addresses, or PUBLIC_URL); Host "${host}" is refused.`;

export const LOOPBACK_ONLY =
  'The sandbox mailbox and simulators answer this machine only. Start the sandbox with HOST=0.0.0.0 to open them to your network.';

/** The host name of a Host header (no port, no brackets), or null when it is not a plain host[:port]. */
function hostNameOf(header: string): string | null {
  const match = /^(?:([a-z0-9.-]+)|\[([0-9a-f:.]+)\])(?::\d{1,5})?$/i.exec(header);
  return match ? (match[1] ?? match[2]).toLowerCase() : null;
}

/** Both the peer and, behind a trusted proxy, the client it forwards for must be this machine. */
function fromLoopback(request: FastifyRequest): boolean {
  return isLoopbackHost(request.socket.remoteAddress ?? '') && isLoopbackHost(request.ip);
}

export function installSandboxAccess(app: App, config: Pick<Config, 'sandbox' | 'lanAccess' | 'publicUrl' | 'publicUrlSet'>): void {
  if (!config.sandbox) return;
  const publicHost = config.publicUrlSet ? new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase() : null;
  app.addHook('onRequest', async (request) => {
    // The Host header the client sent, never X-Forwarded-Host (request.host under TRUST_PROXY).
    const header = request.headers.host ?? '';
    const name = hostNameOf(header);
    if (name === null || (name !== publicHost && !isOwnHost(name))) throw new HttpError(421, misdirected(header));
    if (request.routeOptions.config.loopbackOnly && !config.lanAccess && !fromLoopback(request)) throw forbidden(LOOPBACK_ONLY);
  });
}
