import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../contract/permissions';
import { BODY_LIMIT } from './app';
import { installAuthGuard } from './plugins/authGuard';
import { MESSAGES } from './plugins/errors';
import type { App } from './plugins/zod';
import { bearer, createHarness, useHarness, PRODUCTION_ENV } from './test/harness';

const h = useHarness();

/** Row counts of every table: a refused request must leave all of them as they were. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = [
    'users', 'sessions', 'one_time_codes', 'login_challenges', 'merchants', 'wallets', 'transactions', 'complaints',
    'notifications', 'ip_whitelist', 'wallet_service_types', 'mail_outbox',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await h.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n;
  return counts;
}

describe('the route table', () => {
  it('lists every API route with its auth mode, and permissions only from the contract', () => {
    const api = h.app.routeTable.filter((route) => route.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(10);
    for (const route of api) {
      expect(['public', 'session', 'optional'], `${route.method} ${route.url}`).toContain(route.auth);
      if (route.permission) {
        expect(PERMISSIONS).toContain(route.permission);
        expect(route.auth).toBe('session');
      }
    }
    expect(api).toContainEqual({ method: 'PUT', url: '/api/auth/change-password', auth: 'session', permission: 'change-password', stepUp: false });
    expect(api).toContainEqual({ method: 'POST', url: '/api/auth/login', auth: 'public', permission: null, stepUp: false });
    expect(api).toContainEqual({ method: 'POST', url: '/api/v2/payout-approvals/:id/approve', auth: 'session', permission: 'approved-payout-requests', stepUp: true });
  });

  it('answers every session route with 401 when no one is signed in', async () => {
    for (const route of h.app.routeTable.filter((entry) => entry.auth === 'session')) {
      const response = await h.app.inject({ method: route.method as 'GET', url: route.url.replace(':id', '00000000-0000-4000-8000-000000000000') });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses to start with an API route that declares no auth mode', async () => {
    const app = Fastify();
    installAuthGuard(app as unknown as App, { db: h.db, config: h.config });
    expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/must declare config.auth/);
    expect(() => app.get('/api/odd', { config: { auth: 'session', permission: 'fly' as never } }, async () => 'x')).toThrow(
      /unknown permission fly/,
    );
    await app.close();
  });
});

describe('bad input gets a clear 4xx and changes nothing', () => {
  const cases: { name: string; request: InjectOptions; status: number; message: string | RegExp }[] = [
    {
      name: 'malformed JSON',
      request: { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "merchant@sandbox.test",' },
      status: 400,
      message: MESSAGES.malformedJson,
    },
    {
      name: 'missing fields',
      request: { method: 'POST', url: '/api/auth/login', payload: {} },
      status: 400,
      message: 'email: is required; password: is required',
    },
    {
      name: 'wrong types',
      request: { method: 'POST', url: '/api/auth/login', payload: { email: ['merchant@sandbox.test'], password: 12345678, rememberMe: 'yes' } },
      status: 400,
      message: 'email: must be a string; password: must be a string; rememberMe: must be a boolean',
    },
    {
      name: 'a JSON array instead of an object',
      request: { method: 'POST', url: '/api/auth/forgot-password', payload: [1, 2] },
      status: 400,
      message: 'body: must be an object',
    },
    {
      name: 'a body too large',
      request: { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(BODY_LIMIT) }) },
      status: 413,
      message: 'Request body is too large: the limit is 1024 KB',
    },
    {
      name: 'a form post instead of JSON',
      request: { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a&password=b' },
      status: 415,
      message: MESSAGES.unsupportedMediaType,
    },
    {
      name: 'an over-long password',
      request: { method: 'POST', url: '/api/auth/login', payload: { email: 'merchant@sandbox.test', password: 'x'.repeat(300) } },
      status: 400,
      message: /^password: /,
    },
    {
      name: 'a bad page number',
      request: { method: 'GET', url: '/api/notifications?page=0&limit=abc' },
      status: 400,
      message: /^page: page must be 1 or more; limit: /,
    },
    {
      name: 'a prototype-pollution key',
      request: { method: 'POST', url: '/api/auth/forgot-password', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}}' },
      status: 400,
      message: 'email: is required',
    },
  ];

  it.each(cases)('$name', async ({ request, status, message }) => {
    const token = await h.loginAs('merchant@sandbox.test');
    const before = await snapshot();
    const response = await h.app.inject({ ...request, headers: { ...bearer(token), ...request.headers } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.success).toBe(false);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+|node_modules/);
    expect(await snapshot()).toEqual(before);
    // Nothing reached Object.prototype.
    expect(({}) as Record<string, unknown>).not.toHaveProperty('admin');
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Resource not found.' });
  });
});

describe('outside /api', () => {
  it('serves the built dashboard from STATIC_DIR, with fingerprinted assets cached for good', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dashboard</title>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const withStatic = await createHarness({ seed: false, env: { STATIC_DIR: dir } });
    try {
      const index = await withStatic.app.inject({ method: 'GET', url: '/' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<title>Dashboard</title>');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await withStatic.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missingApi = await withStatic.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(missingApi.statusCode).toBe(404);
      expect(missingApi.json().success).toBe(false);
    } finally {
      await withStatic.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the build\'s brotli or gzip copy to a browser that accepts it, and the plain file otherwise', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    const file = path.join(dir, 'assets', 'app-abc123.js');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dashboard</title>');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    const withStatic = await createHarness({ seed: false, env: { STATIC_DIR: dir } });
    const get = (encoding?: string) =>
      withStatic.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    try {
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await withStatic.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no sandbox mailbox in production', async () => {
    const production = await createHarness({ seed: false, env: PRODUCTION_ENV });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/sandbox/mailbox?to=merchant@sandbox.test' });
      expect(response.statusCode).toBe(404);
      expect(production.app.routeTable.some((route) => route.url.startsWith('/api/sandbox'))).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('when the database is unreachable', () => {
  it('answers 503 with a clear message and no stack trace', async () => {
    const broken = await createHarness({ seed: false });
    await broken.db.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.unavailable });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await broken.app.close();
    }
  });
});
