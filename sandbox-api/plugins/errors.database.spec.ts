import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SandboxApp } from '../app';
import { loadConfig } from '../config';
import { ChangeFeed } from '../db/changes';
import { PgDb } from '../db/pg';
import { MESSAGES } from './errors';

/**
 * A PostgreSQL server that cannot be reached answers 503 with a clear message, through the real
 * `pg` driver: one port where nothing listens (a stopped server) and one that accepts connections
 * and never answers (a network black hole, which the pool's connect timeout ends).
 */
const UNAVAILABLE = { success: false, message: MESSAGES.unavailable };
const sockets = new Set<Socket>();

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const blackHole = createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => undefined);
});

async function appOn(port: number): Promise<SandboxApp> {
  const url = `postgres://nobody:secret@127.0.0.1:${port}/sandbox`;
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 300, max: 2 });
  pool.on('error', () => undefined);
  return buildApp({ config: loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent-static-dir', DATABASE_URL: url }), db: new PgDb(pool, { url }, new ChangeFeed()) });
}

let stopped: SandboxApp;
let silent: SandboxApp;

beforeAll(async () => {
  stopped = await appOn(await closedPort());
  silent = await appOn(await listen(blackHole));
});

afterAll(async () => {
  for (const app of [stopped, silent]) await app?.close();
  await Promise.all([stopped?.services.db.close(), silent?.services.db.close()]);
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => blackHole.close(resolve));
});

describe('when PostgreSQL cannot be reached', () => {
  it.each([
    ['GET', '/api/health', undefined],
    ['POST', '/api/auth/login', { email: 'merchant@sandbox.test', password: 'Sandbox#2026' }],
    ['GET', '/api/wallet-balance', undefined],
  ] as const)('%s %s answers 503 with the unavailable message and Retry-After (connection refused)', async (method, url, payload) => {
    const response = await stopped.inject({ method, url, payload, headers: { authorization: 'Bearer some-session-token' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('answers 503 when the server accepts the connection but never answers (connect timeout)', async () => {
    const response = await silent.inject({ method: 'GET', url: '/api/dashboard/merchant', headers: { authorization: 'Bearer some-session-token' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
  });
});
