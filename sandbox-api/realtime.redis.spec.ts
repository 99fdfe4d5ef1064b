import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp, type SandboxApp } from './app';
import { useHarness } from './test/harness';

/**
 * Two API processes behind a load balancer (DECISIONS.md section 1): an event raised by one reaches
 * a socket held by the other through the socket.io Redis adapter. Debian's redis-server stands in
 * for the shared Redis; both apps share one database, as two processes on one PostgreSQL would.
 */
let redis: ChildProcess;
let redisUrl: string;
const apps: SandboxApp[] = [];
const sockets: Socket[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  await new Promise<void>((resolve, reject) => {
    redis.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)));
    redis.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  redisUrl = `redis://127.0.0.1:${port}`;
});

const h = useHarness();

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close();
  redis?.kill('SIGTERM');
});

describe('socket.io across two API processes', () => {
  it('delivers an event raised by process A to a socket connected to process B', async () => {
    const config = { ...h.config, redisUrl };
    const [a, b] = await Promise.all([buildApp({ config, db: h.db }), buildApp({ config, db: h.db })]);
    apps.push(a, b);
    const urlB = await b.listen({ host: '127.0.0.1', port: 0 });

    const merchantId = await h.userId('merchant@sandbox.test');
    const socket = connect(urlB, { transports: ['websocket'], reconnection: false, auth: { token: await h.loginAs('merchant@sandbox.test') } });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });

    const received = new Promise((resolve) => socket.once(`refund-update-${merchantId}`, resolve));
    await a.realtime.emitToMerchantUsers(merchantId, (userId) => `refund-update-${userId}`, { status: 'confirmed', type: 'refund_created' });
    expect(await received).toEqual({ status: 'confirmed', type: 'refund_created' });
  });
});
