import { randomUUID } from 'node:crypto';
import { hostname, networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, useHarness, type Harness } from '../test/harness';
import { LOOPBACK_ONLY, misdirected } from './sandboxAccess';

/** Issue 26, section 2.4: the sandbox answers its own machine's names, and its helpers its own machine. */

const h = useHarness();
const lan = useHarness({ env: { HOST: '0.0.0.0' } });
const named = useHarness({ env: { PUBLIC_URL: 'http://dashboard.lan:8080' }, seed: false });
const production = useHarness({ env: PRODUCTION_ENV, seed: false });
const behindLocalProxy = useHarness({ env: { TRUST_PROXY: 'loopback' }, seed: false });

const LAN_PEER = '192.168.1.50';

const health = (harness: Harness, host: string) => harness.app.inject({ method: 'GET', url: '/api/health', headers: { host } });

function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address.replace(/%.*$/, '')}]` : entry.address));
}

describe('the Host check (DNS rebinding)', () => {
  it('answers requests addressed to this machine\'s own names, on any port', async () => {
    for (const host of ['localhost:8080', 'LOCALHOST', '127.0.0.1:5173', '[::1]:8080', `${hostname()}:8080`, ...interfaceAddresses()]) {
      const response = await health(h, host);
      expect(response.statusCode, `${host}: ${response.body}`).toBe(200);
    }
  });

  it('refuses any other Host with 421 and a clear message, on API paths, pages and unknown paths alike', async () => {
    for (const host of ['evil.example:8080', 'evil.example', '203.0.113.7:8080', 'localhost.evil.example', 'user@localhost:8080', 'localhost:8080/x']) {
      for (const url of ['/api/health', '/api/sandbox/mailbox?to=merchant@sandbox.test', `/pay/${randomUUID()}`, '/nowhere']) {
        const response = await h.app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host} ${url}`).toBe(421);
        expect(response.json()).toEqual({ success: false, message: misdirected(host) });
      }
    }
  });

  it('refuses a foreign Host even when X-Forwarded-Host names this machine', async () => {
    const response = await behindLocalProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'evil.example:8080', 'x-forwarded-host': 'localhost:8080' },
    });
    expect(response.statusCode).toBe(421);
  });

  it('answers PUBLIC_URL\'s host too', async () => {
    expect((await health(named, 'dashboard.lan:8080')).statusCode).toBe(200);
    expect((await health(named, 'evil.example:8080')).statusCode).toBe(421);
  });

  it('does not apply in production, where the balancer routes by name', async () => {
    expect((await health(production, 'dashboard.example.com')).statusCode).toBe(200);
  });
});

describe('the mailbox and the simulators answer this machine only', () => {
  const helpers = () => [
    { method: 'GET' as const, url: '/api/sandbox/mailbox?to=merchant@sandbox.test' },
    { method: 'POST' as const, url: '/api/sandbox/simulate/deposit', payload: {} },
    { method: 'POST' as const, url: '/api/sandbox/simulate/refund', payload: {} },
    { method: 'POST' as const, url: '/api/sandbox/simulate/payout', payload: {} },
    { method: 'POST' as const, url: '/api/sandbox/simulate/complaint', payload: { payoutId: randomUUID() } },
    { method: 'POST' as const, url: `/api/pay/${randomUUID()}/simulate`, payload: {} },
  ];

  it('refuses a peer on the network with 403, and changes nothing', async () => {
    const { rows: before } = await h.db.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions');
    for (const request of helpers()) {
      const response = await h.app.inject({ ...request, remoteAddress: LAN_PEER });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toEqual({ success: false, message: LOOPBACK_ONLY });
    }
    const { rows: after } = await h.db.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions');
    expect(after).toEqual(before);
  });

  it('answers loopback peers (IPv4, IPv6 and IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await h.app.inject({ method: 'GET', url: '/api/sandbox/mailbox?to=merchant@sandbox.test', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
    // Past the check: the unknown payment link is the route's own 404.
    expect((await h.app.inject({ method: 'POST', url: `/api/pay/${randomUUID()}/simulate`, payload: {} })).statusCode).toBe(404);
  });

  it('refuses a network client that a trusted local proxy forwards', async () => {
    const forwarded = { method: 'GET' as const, url: '/api/sandbox/mailbox?to=merchant@sandbox.test', remoteAddress: '127.0.0.1' };
    expect((await behindLocalProxy.app.inject({ ...forwarded, headers: { 'x-forwarded-for': LAN_PEER } })).statusCode).toBe(403);
    expect((await behindLocalProxy.app.inject(forwarded)).statusCode).toBe(200);
  });

  it('answers the network when HOST opened the sandbox to it', async () => {
    const response = await lan.app.inject({ method: 'GET', url: '/api/sandbox/mailbox?to=merchant@sandbox.test', remoteAddress: LAN_PEER });
    expect(response.statusCode).toBe(200);
    const deposit = await lan.app.inject({ method: 'POST', url: '/api/sandbox/simulate/deposit', payload: {}, remoteAddress: LAN_PEER });
    expect(deposit.statusCode, deposit.body).toBe(201);
  });

  it('leaves the rest of the API to the network', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: LAN_PEER })).statusCode).toBe(200);
  });
});
