import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A real socket.io server for component tests, with the page moved onto its origin: in the
 * product the dashboard and the socket share one origin, so the app connects to it unchanged.
 */
export interface TestSocketServer {
  /** Every connection made, in order; a closed one stays, with `disconnected` true. */
  connections: Socket[];
  /** Raises an event on every open connection. */
  emit(event: string, payload: unknown): void;
  close(): Promise<void>;
}

interface JsdomHandle {
  reconfigure(options: { url: string }): void;
}

const page = () => (globalThis as unknown as { jsdom: JsdomHandle }).jsdom;

/** `options` may narrow the server, e.g. to one transport, as a gateway behind some proxies is. */
export async function startSocketServer(options: Partial<ServerOptions> = {}): Promise<TestSocketServer> {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', serveClient: false, ...options });
  const connections: Socket[] = [];
  io.on('connection', (socket) => connections.push(socket));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const before = window.location.href;
  page().reconfigure({ url: `http://localhost:${port}/` });

  return {
    connections,
    emit: (event, payload) => io.emit(event, payload),
    async close() {
      page().reconfigure({ url: before });
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

/** A gateway origin without socket.io: every request, a websocket upgrade among them, is counted and refused. */
export interface MissingSocketServer {
  /** `GET /socket.io/?...` and `UPGRADE /socket.io/?...` lines, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startMissingSocketServer({ status = 404, body = 'Not Found' }: { status?: number; body?: string } = {}): Promise<MissingSocketServer> {
  const requests: string[] = [];
  const http = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
  });
  http.on('upgrade', (request, socket) => {
    requests.push(`UPGRADE ${request.url}`);
    socket.end(`HTTP/1.1 ${status} Not Found\r\nConnection: close\r\n\r\n`);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const before = window.location.href;
  page().reconfigure({ url: `http://localhost:${port}/` });
  return {
    requests,
    async close() {
      page().reconfigure({ url: before });
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/**
 * A fresh socket server for each test of the calling file, closed after the test once its render
 * is unmounted (a mounted app would reconnect to it). The handle reads the current test's server.
 */
export function socketServerPerTest(): TestSocketServer {
  let current: TestSocketServer | undefined;
  beforeEach(async () => {
    current = await startSocketServer();
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await current?.close();
    current = undefined;
  });
  const server = () => {
    if (!current) throw new Error('socketServerPerTest: no server outside a test');
    return current;
  };
  return {
    get connections() {
      return server().connections;
    },
    emit: (event, payload) => server().emit(event, payload),
    close: () => server().close(),
  };
}
