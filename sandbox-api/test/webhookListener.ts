import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that stands for a merchant's webhook receiver in the tests: it
 * records every request (path, headers, raw body, arrival time) and answers each path with the
 * statuses planned for it, one per request, then 200. A status of 0 never answers (timeouts).
 */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookListener {
  /** http://127.0.0.1:PORT */
  url: string;
  received: ReceivedRequest[];
  /** Requests that reached a path. */
  at(path: string): ReceivedRequest[];
  /** The statuses the next requests to a path get, in order; 3xx ones carry a Location. */
  plan(path: string, statuses: number[]): void;
  close(): Promise<void>;
}

/** holdMs: each answer waits this long (a slow receiver, so a burst has deliveries in flight). */
export async function startWebhookListener(options: { holdMs?: number } = {}): Promise<WebhookListener> {
  const received: ReceivedRequest[] = [];
  const plans = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ method: request.method ?? '', path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = plans.get(path)?.shift() ?? 200;
      if (status === 0) return;
      if (status >= 300 && status < 400) response.setHeader('location', `${path}/elsewhere`);
      const answer = () => response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      if (options.holdMs) setTimeout(answer, options.holdMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    at: (path) => received.filter((request) => request.path === path),
    plan: (path, statuses) => plans.set(path, [...statuses]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
