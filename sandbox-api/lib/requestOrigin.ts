import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ownHostNames } from './hostNames';

/**
 * The origin that links in answers and mail point at: payment links, their QR codes and the
 * password-reset link (issue 12). PUBLIC_URL when it is set, and always in production. Otherwise
 * (sandbox mode) the origin the request was sent to, so a dashboard opened at http://192.168.1.20:8080
 * from another machine on the LAN gets links that work there, but only when the Host header names
 * this server: one of its own interface addresses or localhost names, on the port it listens on.
 * Any other Host (a spoofed one, a proxy's) falls back to the default, http://localhost:PORT.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'sandbox' | 'publicUrl' | 'publicUrlSet' | 'port'>): string {
  if (!config.sandbox || config.publicUrlSet) return config.publicUrl;
  // The raw header, not request.host: behind TRUST_PROXY that would be X-Forwarded-Host, anybody's to set.
  const host = request.headers.host;
  if (!host || !/^[\w.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i.test(host)) return config.publicUrl;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return config.publicUrl;
  }
  const port = url.port === '' ? 80 : Number(url.port);
  if (port !== listeningPort(request, config) || !ownHostNames().has(url.hostname.replace(/^\[|\]$/g, '').toLowerCase())) {
    return config.publicUrl;
  }
  return `http://${url.host}`;
}

/** The port the server listens on; config.port when it does not listen (app.inject in tests). */
function listeningPort(request: FastifyRequest, config: Pick<Config, 'port'>): number {
  const address = request.server.server.address();
  return address && typeof address === 'object' ? address.port : config.port;
}
