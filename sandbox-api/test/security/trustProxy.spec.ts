import { describe, expect, it } from 'vitest';
import { PAYMENT_LINK_MESSAGES } from '../../../contract/paymentLinks';
import { CROSS_SITE_REFUSED } from '../../plugins/authGuard';
import { PRODUCTION_ENV, useHarness, type Harness } from '../harness';

/**
 * Issue 26, section 2.1: behind TRUST_PROXY the client's address is the right-most X-Forwarded-For
 * entry that is not a trusted proxy, never the left-most one, which the client writes; and no
 * security decision reads X-Forwarded-Host.
 */

const BALANCER = '10.0.0.2';
const h = useHarness({ env: { TRUST_PROXY: BALANCER } });
const production = useHarness({ env: { ...PRODUCTION_ENV, TRUST_PROXY: BALANCER } });

async function credentialsOf(harness: Harness, email: string) {
  const { rows } = await harness.db.query<{ api_key: string; api_secret_encrypted: string }>(
    'SELECT m.api_key, m.api_secret_encrypted FROM merchants m JOIN users u ON u.id = m.id WHERE u.email = $1',
    [email],
  );
  return { 'x-api-key': rows[0].api_key, 'x-api-secret': harness.app.services.secrets.decrypt(rows[0].api_secret_encrypted) };
}

const createLink = async (remoteAddress: string, forwardedFor?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/payment-links',
    remoteAddress,
    headers: { ...(await credentialsOf(h, 'merchant@sandbox.test')), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { amount: 5, network: 'USDT-TRC20' },
  });

describe('the API\'s IP whitelist behind the balancer', () => {
  // merchant@ keeps 203.0.113.10 active (demo data).
  it('refuses a forged left-most X-Forwarded-For entry that names a whitelisted address', async () => {
    const response = await createLink(BALANCER, '203.0.113.10, 198.51.100.99');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: PAYMENT_LINK_MESSAGES.ipRefused('198.51.100.99') });
  });

  it('refuses a client that connects directly and writes the header itself', async () => {
    const response = await createLink('198.51.100.99', '203.0.113.10');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: PAYMENT_LINK_MESSAGES.ipRefused('198.51.100.99') });
  });

  it('accepts the whitelisted client the balancer forwards, whatever it wrote before', async () => {
    expect((await createLink(BALANCER, '198.51.100.99, 203.0.113.10')).statusCode).toBe(201);
  });
});

describe('the address of sign-in limits and the activity log', () => {
  it('is the right-most address the balancer added, not the forged left-most one', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '192.0.2.1, 198.51.100.42' },
      payload: { email: 'finance@sandbox.test', password: 'wrong-password' },
    });
    expect(response.statusCode, response.body).toBe(401);
    const { rows: activity } = await h.db.query<{ ip: string }>(
      `SELECT ip FROM activity_log WHERE type = 'sign_in.failed' AND actor_email = 'finance@sandbox.test' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(activity).toEqual([{ ip: '198.51.100.42' }]);
    const { rows: limits } = await h.db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(limits.some(({ key }) => key.includes('198.51.100.42'))).toBe(true);
    expect(limits.some(({ key }) => key.includes('192.0.2.1') || key.includes(BALANCER))).toBe(false);
  });
});

describe('X-Forwarded-Host decides nothing', () => {
  it('does not make a foreign Origin same-origin (CSRF)', async () => {
    const cookie = `__Host-sid=${await production.loginAs('merchant@sandbox.test')}`;
    const response = await production.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      remoteAddress: BALANCER,
      headers: { cookie, origin: 'https://evil.example', host: 'dashboard.example.com', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: CROSS_SITE_REFUSED });
  });

  it('does not reach the Content-Security-Policy', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: BALANCER,
      headers: { host: 'dashboard.example.com', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.headers['content-security-policy']).toContain('wss://dashboard.example.com');
    expect(response.headers['content-security-policy']).not.toContain('evil.example');
  });
});
