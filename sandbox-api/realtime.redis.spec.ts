import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp, type SandboxApp } from './app';
import { useHarness } from './test/harness';
import { startRedisServer, type RedisServer } from '../tests/e2e/support/redisServer';

/**
 * Two API processes behind a load balancer (DECISIONS.md section 1): an event raised by one reaches
 * a socket held by the other through the socket.io Redis adapter. Debian's redis-server stands in
 * for the shared Redis; both apps share one database, as two processes on one PostgreSQL would.
 */
let redis: RedisServer;
const apps: SandboxApp[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});

const h = useHarness();

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close();
  await redis?.stop();
});

describe('socket.io across two API processes', () => {
  it('delivers an event raised by process A to a socket connected to process B', async () => {
    const config = { ...h.config, redisUrl: redis.url };
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

  it("a role change made through process A re-reads the user's socket on process B at once", async () => {
    const config = { ...h.config, redisUrl: redis.url };
    const [a, b] = await Promise.all([buildApp({ config, db: h.db }), buildApp({ config, db: h.db })]);
    apps.push(a, b);
    const urlB = await b.listen({ host: '127.0.0.1', port: 0 });
    const manager = { authorization: `Bearer ${await h.loginAs('merchant@sandbox.test')}` };
    const created = await a.inject({
      method: 'POST',
      url: '/api/subusers',
      headers: manager,
      payload: { email: 'redis-role@sandbox.test', name: 'Redis Role', role: 'operation', password: 'secret1' },
    });
    const id = created.json().data._id as string;
    const socket = connect(urlB, { transports: ['websocket'], reconnection: false, auth: { token: await h.loginAs('redis-role@sandbox.test') } });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const roleOnB = async () => {
      const [server] = await b.realtime.io.local.fetchSockets();
      return (server.data as { user: { role: string } }).user.role;
    };
    expect(await roleOnB()).toBe('operation');
    const edited = await a.inject({ method: 'PUT', url: `/api/subusers/${id}`, headers: manager, payload: { name: 'Redis Role', email: 'redis-role@sandbox.test', role: 'super_operation' } });
    expect(edited.statusCode).toBe(200);
    await expect.poll(roleOnB, { timeout: 2_000 }).toBe('super_operation');
  });
});
