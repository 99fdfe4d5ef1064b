import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import type { ApiCredentialsBody, MerchantBody } from '../../contract/credentials';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

const get = async (email: string | null, url: string) =>
  h.app.inject({ method: 'GET', url: `/api${url}`, headers: email ? bearer(await h.loginAs(email)) : {} });

async function storedCredentials(merchantEmail: string) {
  const { rows } = await h.db.query<{ api_key: string; api_secret_encrypted: string }>(
    'SELECT api_key, api_secret_encrypted FROM merchants WHERE id = $1',
    [await h.userId(merchantEmail)],
  );
  return { apiKey: rows[0].api_key, apiSecret: h.app.services.secrets.decrypt(rows[0].api_secret_encrypted), sealed: rows[0].api_secret_encrypted };
}

describe('GET /api/merchant/:userId', () => {
  it('answers the main merchant its profile and its decrypted credentials', async () => {
    const id = await h.userId('merchant@sandbox.test');
    const response = await get('merchant@sandbox.test', `/merchant/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as MerchantBody;
    const stored = await storedCredentials('merchant@sandbox.test');
    expect(body.apiKey).toBe(stored.apiKey);
    expect(body.apiSecret).toBe(stored.apiSecret);
    expect(body.apiSecret).not.toBe(stored.sealed);
    expect(body.data).toMatchObject({ _id: id, userId: id, email: 'merchant@sandbox.test', transactionTimer: expect.any(Number), autoWithdraw: expect.any(Boolean) });
  });

  it('records no "API secret revealed" for a load, however many (only POST /api/v2/credentials/reveal does)', async () => {
    const id = await h.userId('merchant@sandbox.test');
    const count = async () =>
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM activity_log WHERE merchant_id = $1 AND type = 'api_secret.revealed'`, [id])).rows[0].n;
    const before = await count();
    const token = await h.loginAs('merchant@sandbox.test');
    for (let load = 0; load < 6; load++) {
      const response = await h.app.inject({ method: 'GET', url: `/api/merchant/${id}`, headers: bearer(token) });
      expect(response.json()).toHaveProperty('apiSecret', (await storedCredentials('merchant@sandbox.test')).apiSecret);
    }
    expect(await count()).toBe(before);
  });

  it('answers a sub-user with api-credentials its parent merchant\'s credentials', async () => {
    const financeId = await h.userId('finance@sandbox.test');
    const body = (await get('finance@sandbox.test', `/merchant/${financeId}`)).json() as MerchantBody;
    const stored = await storedCredentials('merchant@sandbox.test');
    expect(body.apiKey).toBe(stored.apiKey);
    expect(body.apiSecret).toBe(stored.apiSecret);
    expect(body.data.merchantId).toBe(await h.userId('merchant@sandbox.test'));
  });

  it.each(['ops@sandbox.test', 'superops@sandbox.test'])('answers %s the profile but no credentials (no api-credentials)', async (email) => {
    const response = await get(email, `/merchant/${await h.userId(email)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as MerchantBody;
    expect(body.apiKey).toBeUndefined();
    expect(body.apiSecret).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain((await storedCredentials('merchant@sandbox.test')).apiSecret);
    expect(body.data.transactionTimer).toEqual(expect.any(Number));
  });

  it('answers 404 for another merchant\'s id, a sibling\'s id, an unknown id and a non-id', async () => {
    const ids = [await h.userId('other@sandbox.test'), await h.userId('ops@sandbox.test'), randomUUID(), 'not-an-id'];
    for (const id of ids) {
      const response = await get('finance@sandbox.test', `/merchant/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('apiSecret');
    }
  });

  it('answers 401 without a session', async () => {
    const response = await get(null, `/merchant/${await h.userId('merchant@sandbox.test')}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });
});

describe('GET /api/merchant/:userId/api-credentials', () => {
  it.each(['merchant@sandbox.test', 'finance@sandbox.test'])('refuses the merchant role %s with 403', async (email) => {
    const response = await get(email, `/merchant/${await h.userId(email)}/api-credentials`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
  });

  it('answers an admin any merchant\'s credentials, and 404 for an unknown user', async () => {
    const email = `admin-${randomUUID()}@example.test`;
    await h.db.query(`INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'Admin', 'x', 'admin')`, [email]);
    const financeId = await h.userId('finance@sandbox.test');
    const response = await get(email, `/merchant/${financeId}/api-credentials`);
    expect(response.statusCode).toBe(200);
    const stored = await storedCredentials('merchant@sandbox.test');
    expect((response.json() as ApiCredentialsBody).data).toMatchObject({ userId: financeId, apiKey: stored.apiKey, apiSecret: stored.apiSecret });
    expect((await get(email, `/merchant/${randomUUID()}/api-credentials`)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await get(null, `/merchant/${randomUUID()}/api-credentials`)).statusCode).toBe(401);
  });
});
