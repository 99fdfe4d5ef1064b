import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENT_LINK_MESSAGES, PAYMENT_LINK_SESSION_PATH, type PaymentLink } from '../../contract/paymentLinks';
import { AUTH_MESSAGES } from '../../contract/auth';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const URL = `/api${PAYMENT_LINK_SESSION_PATH}`;

const create = (headers: Record<string, string>, payload: object = { amount: 12.34, network: 'USDT-TRC20', orderReference: 'SESSION-1' }) =>
  h.app.inject({ method: 'POST', url: URL, headers, payload });

async function secretOf(merchantEmail: string): Promise<{ apiKey: string; apiSecret: string }> {
  const { rows } = await h.db.query<{ api_key: string; api_secret_encrypted: string }>(
    'SELECT m.api_key, m.api_secret_encrypted FROM merchants m JOIN users u ON u.id = m.id WHERE u.email = $1',
    [merchantEmail],
  );
  return { apiKey: rows[0].api_key, apiSecret: h.app.services.secrets.decrypt(rows[0].api_secret_encrypted) };
}

describe(`POST /api${PAYMENT_LINK_SESSION_PATH} (DECISIONS.md section 5: payment links for every holder of qr-code-generation)`, () => {
  it.each([
    ['merchant', 'merchant@sandbox.test'],
    ['sub_merchant', 'finance@sandbox.test'],
    ['super_operation', 'superops@sandbox.test'],
    ['operation', 'ops@sandbox.test'],
  ])('lets %s create a link of its own merchant, and the answer carries no credential', async (_role, email) => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const otherId = await h.userId('other@sandbox.test');
    const { rows: before } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE merchant_id = $1', [otherId]);
    const response = await create(bearer(await h.loginAs(email)));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { message: string; data: PaymentLink };
    expect(body.message).toBe(PAYMENT_LINK_MESSAGES.created);
    expect(body.data).toMatchObject({ status: 'initiated', amount: 12.34, network: 'USDT-TRC20', orderReference: 'SESSION-1' });
    expect(body.data.url).toMatch(new RegExp(`/pay/${body.data._id}$`));
    const { rows } = await h.db.query<{ merchant_id: string; type: string }>('SELECT merchant_id, type FROM transactions WHERE id = $1', [body.data._id]);
    expect(rows[0]).toEqual({ merchant_id: merchantId, type: 'deposit' });
    // Another merchant's data is never involved, and the secret never travels to the caller.
    const { rows: after } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE merchant_id = $1', [otherId]);
    expect(after[0].n).toBe(before[0].n);
    const { apiKey, apiSecret } = await secretOf('merchant@sandbox.test');
    expect(response.body).not.toContain(apiSecret);
    expect(response.body).not.toContain(apiKey);
  });

  it("signs with the caller's own merchant: other@'s team gets other@'s link", async () => {
    const response = await create(bearer(await h.loginAs('other@sandbox.test')));
    expect(response.statusCode).toBe(201);
    const { rows } = await h.db.query<{ merchant_id: string }>('SELECT merchant_id FROM transactions WHERE id = $1', [(response.json() as { data: PaymentLink }).data._id]);
    expect(rows[0].merchant_id).toBe(await h.userId('other@sandbox.test'));
  });

  it.each(['super_merchant', 'admin'])('answers 403 to a %s session, whose role lacks qr-code-generation, and creates nothing', async (role) => {
    const email = `${role}-${randomUUID()}@example.test`;
    await h.db.query(`INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'No QR', 'x', $2)`, [email, role]);
    const { rows: before } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions');
    const response = await create(bearer(await h.loginAs(email)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
    const { rows: after } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions');
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers 401 without a session, even with the API key and secret', async () => {
    const response = await create({ 'x-api-key': (await secretOf('merchant@sandbox.test')).apiKey, 'x-api-secret': (await secretOf('merchant@sandbox.test')).apiSecret });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it('answers 400 to a bad amount', async () => {
    const response = await create(bearer(await h.loginAs('ops@sandbox.test')), { amount: -1, network: 'USDT-TRC20' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe('amount: must be a positive number');
  });
});
