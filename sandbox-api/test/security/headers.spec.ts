import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentLink } from '../../../contract/paymentLinks';
import { HOSTED_PAGE_SCRIPT_PATH } from '../../paymentLinks/hostedPage';
import { PERMISSIONS_POLICY } from '../../plugins/securityHeaders';
import { useHarness, type Harness, PRODUCTION_ENV } from '../harness';

/**
 * Issue 8, headers on every response: the policy and the browser protections on API answers,
 * errors, 404s, the dashboard's files and the hosted payment page, in sandbox and production mode.
 */

const staticDir = mkdtempSync(path.join(tmpdir(), 'headers-spec-'));
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Dashboard</title><script type="module" src="/assets/app.js"></script>');
writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("dashboard");');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const sandbox = useHarness({ env: { STATIC_DIR: staticDir } });
const production = useHarness({ env: { ...PRODUCTION_ENV, STATIC_DIR: staticDir } });

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name, sources];
  }));
}

async function paymentLinkId(h: Harness): Promise<string> {
  // A merchant without an active IP whitelist, so the link can be created from the test's address in both modes.
  const { rows } = await h.db.query<{ api_key: string; api_secret_encrypted: string }>(
    `SELECT m.api_key, m.api_secret_encrypted FROM merchants m
      WHERE NOT EXISTS (SELECT 1 FROM ip_whitelist w WHERE w.merchant_id = m.id AND w.status = 'active') LIMIT 1`,
  );
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/payment-links',
    headers: { 'x-api-key': rows[0].api_key, 'x-api-secret': h.app.services.secrets.decrypt(rows[0].api_secret_encrypted) },
    payload: { amount: 12, network: 'USDT-TRC20' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: PaymentLink }).data._id;
}

type Request = { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> };

const KINDS: [string, number, (linkId: string) => Request][] = [
  ['API JSON', 200, () => ({ method: 'GET', url: '/api/health' })],
  ['API 401', 401, () => ({ method: 'GET', url: '/api/auth/me' })],
  ['API 400 (malformed JSON)', 400, () => ({ method: 'POST', url: '/api/auth/login', payload: '{', headers: { 'content-type': 'application/json' } })],
  ['API 404', 404, () => ({ method: 'GET', url: '/api/no-such-route' })],
  ['404 outside the API', 404, () => ({ method: 'GET', url: '/no-such-file.txt' })],
  ['index.html', 200, () => ({ method: 'GET', url: '/' })],
  ['a static asset', 200, () => ({ method: 'GET', url: '/assets/app.js' })],
  ['the hosted payment page', 200, (id) => ({ method: 'GET', url: `/pay/${id}` })],
  ['the hosted page script', 200, () => ({ method: 'GET', url: HOSTED_PAGE_SCRIPT_PATH })],
];

describe.each([
  ['sandbox', sandbox, false],
  ['production', production, true],
] as const)('security headers in %s mode', (_mode, h, isProduction) => {
  let linkId = '';

  it.each(KINDS)('%s carries the policy and the protections', async (_kind, status, request) => {
    linkId ||= await paymentLinkId(h);
    const response = await h.app.inject(request(linkId));
    expect(response.statusCode, response.body).toBe(status);

    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    const publicHost = new URL(h.config.publicUrl).host;
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:80', 'wss://localhost:80', `ws://${publicHost}`, `wss://${publicHost}`]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(['strict-origin-when-cross-origin', 'no-referrer']).toContain(response.headers['referrer-policy']);
    if (isProduction) expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    else expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    if (request(linkId).url.startsWith('/api')) expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a JSON answer', { method: 'GET', url: '/api/health' }],
    ['a session answer', { method: 'GET', url: '/api/auth/session' }],
    ['a 405-like unknown method', { method: 'DELETE', url: '/api/health' }],
    ['a bare /api', { method: 'GET', url: '/api' }],
    ['a query on an unknown route', { method: 'GET', url: '/api/nothing?x=1' }],
  ] as const)('every /api answer is no-store: %s', async (_kind, request) => {
    const response = await h.app.inject(request);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the merchant logo, an image of a signed-in merchant, is no-store too', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    await h.db.query(`UPDATE merchants SET logo = $2, logo_mime = 'image/png' WHERE id = $1`, [merchantId, Buffer.from('89504e470d0a1a0a', 'hex')]);
    const response = await h.app.inject({ method: 'GET', url: `/api/merchant/${merchantId}/logo`, headers: { authorization: `Bearer ${await h.loginAs('merchant@sandbox.test')}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the hosted payment page runs no inline script: its code is a served file', async () => {
    linkId ||= await paymentLinkId(h);
    const page = await h.app.inject({ method: 'GET', url: `/pay/${linkId}` });
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      // A JSON data block is not executed, so the policy does not apply to it.
      if (attributes.includes('type="application/json"')) continue;
      expect(attributes).toContain(`src="${HOSTED_PAGE_SCRIPT_PATH}"`);
      expect(body.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    // The hosted page keeps its own stricter referrer policy.
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const script = await h.app.inject({ method: 'GET', url: HOSTED_PAGE_SCRIPT_PATH });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch('/api/pay/' + link.id)");
  });
});

describe('the policy names only this host for websockets', () => {
  it('ignores a Host header that is not a plain host name', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/api/health', headers: { host: "evil.test; script-src *" } });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('evil.test');
    expect(directives(policy).get('script-src')).toEqual(["'self'"]);
  });
});
