import { describe, expect, it } from 'vitest';
import { PAYMENT_LINK_MESSAGES, PAYMENT_LINK_SESSION_PATH, PAYMENT_LINKS_PER_MINUTE, type PaymentLink } from '../../contract/paymentLinks';
import type { WebhookPayload } from '../../contract/webhooks';
import { expireOverdueDeposits } from '../paymentLinks/expirySweep';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

async function credentialsOf(email: string) {
  const { rows } = await h.db.query<{ id: string; api_key: string; api_secret_encrypted: string }>(
    'SELECT m.id, m.api_key, m.api_secret_encrypted FROM merchants m JOIN users u ON u.id = m.id WHERE u.email = $1',
    [email],
  );
  return { merchantId: rows[0].id, apiKey: rows[0].api_key, apiSecret: h.app.services.secrets.decrypt(rows[0].api_secret_encrypted) };
}

function create(headers: Record<string, string>, body: unknown = { amount: 25.5, network: 'USDT-TRC20', orderReference: 'ORDER-1' }, remoteAddress?: string) {
  return h.app.inject({ method: 'POST', url: '/api/payment-links', headers, payload: body as object, remoteAddress });
}

const keyHeaders = (c: { apiKey: string; apiSecret: string }) => ({ 'x-api-key': c.apiKey, 'x-api-secret': c.apiSecret });

describe('POST /api/payment-links', () => {
  it('creates an initiated deposit with a fresh address and an expiry from the timer', async () => {
    const c = await credentialsOf('other@sandbox.test');
    const response = await create(keyHeaders(c));
    expect(response.statusCode, response.body).toBe(201);
    const link = (response.json() as { data: PaymentLink }).data;
    expect(link).toMatchObject({ status: 'initiated', amount: 25.5, network: 'USDT-TRC20', orderReference: 'ORDER-1', sandbox: true });
    expect(link.url).toBe(`${h.config.publicUrl}/pay/${link._id}`);
    expect(link.walletAddress).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(link.transactionTimer - 1);
    expect(minutes).toBeLessThanOrEqual(link.transactionTimer);
    const { rows } = await h.db.query<{ merchant_id: string; type: string }>('SELECT merchant_id, type FROM transactions WHERE id = $1', [link._id]);
    expect(rows[0]).toEqual({ merchant_id: c.merchantId, type: 'deposit' });
  });

  it.each([
    ['no credentials', {}],
    ['a wrong secret', { 'x-api-secret': 'not-the-secret' }],
    ['an unknown key', { 'x-api-key': 'ak_unknown' }],
  ])('answers 401 to %s', async (_, override) => {
    const c = await credentialsOf('other@sandbox.test');
    const headers = Object.keys(override).length === 0 ? {} : { ...keyHeaders(c), ...override };
    const response = await create(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: PAYMENT_LINK_MESSAGES.badCredentials });
  });

  it('does not take a session instead of the key', async () => {
    const response = await create(bearer(await h.loginAs('merchant@sandbox.test')));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an IP outside the merchant\'s active whitelist, and accepts a listed one', async () => {
    // merchant@ keeps 203.0.113.10 active and 203.0.113.24 blocked (demo data).
    const c = await credentialsOf('merchant@sandbox.test');
    for (const ip of ['198.51.100.99', '203.0.113.24']) {
      const refused = await create(keyHeaders(c), undefined, ip);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: PAYMENT_LINK_MESSAGES.ipRefused(ip) });
    }
    expect((await create(keyHeaders(c), undefined, '203.0.113.10')).statusCode).toBe(201);
  });

  it('limits each merchant to PAYMENT_LINKS_PER_MINUTE links a minute over both paths, with a 429 that creates nothing', async () => {
    const c = await credentialsOf('merchant@sandbox.test');
    const headers = bearer(await h.loginAs('merchant@sandbox.test'));
    const statuses: number[] = [];
    for (let i = 0; i <= PAYMENT_LINKS_PER_MINUTE && !statuses.includes(429); i += 1) {
      statuses.push((await h.app.inject({ method: 'POST', url: `/api${PAYMENT_LINK_SESSION_PATH}`, headers, payload: { amount: 1 } })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(PAYMENT_LINKS_PER_MINUTE);

    const count = async () =>
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE merchant_id = $1 AND type = 'deposit'`, [c.merchantId])).rows[0].n;
    const before = await count();
    const byKey = await create(keyHeaders(c), undefined, '203.0.113.10');
    expect(byKey.statusCode).toBe(429);
    expect(byKey.json()).toEqual({ success: false, message: PAYMENT_LINK_MESSAGES.tooMany });
    expect(Number(byKey.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(byKey.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await count()).toBe(before);
    // Another merchant is not held up.
    expect((await create(keyHeaders(await credentialsOf('other@sandbox.test')))).statusCode).toBe(201);
  });

  it('answers 400 to a bad amount', async () => {
    const c = await credentialsOf('other@sandbox.test');
    const response = await create(keyHeaders(c), { amount: -1, network: 'USDT-TRC20' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe('amount: must be a positive number');
  });
});

describe('the hosted payment page', () => {
  it("speaks the payer's browser language (Accept-Language), English otherwise, also on a link that does not exist", async () => {
    const c = await credentialsOf('other@sandbox.test');
    const link = ((await create(keyHeaders(c), { amount: 40, network: 'USDT-ERC20' })).json() as { data: PaymentLink }).data;
    const page = (language?: string, id = link._id) =>
      h.app.inject({ method: 'GET', url: `/pay/${id}`, headers: language ? { 'accept-language': language } : {} });
    const spanish = await page('fr-FR, es-MX;q=0.8, en;q=0.5');
    expect(spanish.headers['content-language']).toBe('es');
    expect(spanish.headers.vary).toContain('Accept-Language');
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>Pago de 40.00 USDT</h1>');
    expect(spanish.body).toContain('Envía exactamente 40.00 USDT a la dirección de abajo.');
    expect(spanish.body).toContain('Copiar dirección');
    const portuguese = await page('pt-BR,pt;q=0.9');
    expect(portuguese.body).toContain('<html lang="pt-BR">');
    expect(portuguese.body).toContain('Envie exatamente 40.00 USDT para o endereço abaixo.');
    for (const language of [undefined, 'de-DE', 'en-GB, es;q=0.9']) {
      const english = await page(language);
      expect(english.body, language).toContain('<html lang="en">');
      expect(english.body, language).toContain('<h1>Payment of 40.00 USDT</h1>');
    }
    const missing = await page('es', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Enlace de pago no encontrado</h1>');
  });

  it('serves the page and simulates a payment that confirms the deposit and notifies the merchant', async () => {
    const c = await credentialsOf('other@sandbox.test');
    const link = ((await create(keyHeaders(c), { amount: 40, network: 'USDT-ERC20' })).json() as { data: PaymentLink }).data;
    const page = await h.app.inject({ method: 'GET', url: `/pay/${link._id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(link.walletAddress);
    expect(page.body).toContain('Simulate payment (overpaid)');
    expect(page.body).toContain('<svg');

    const paid = await h.app.inject({ method: 'POST', url: `/api/pay/${link._id}/simulate`, payload: { outcome: 'overpaid' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as { data: PaymentLink }).data).toMatchObject({ status: 'confirmed', actualBalance: 42 });
    const again = await h.app.inject({ method: 'POST', url: `/api/pay/${link._id}/simulate`, payload: { outcome: 'exact' } });
    expect(again.statusCode).toBe(409);
    const { rows } = await h.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND title = 'Deposit confirmed'`,
      [c.merchantId],
    );
    expect(rows[0].count).toBeGreaterThan(0);
  });

  it('takes the remainder of an underpaid link (issue 29), and nothing once it is paid in full', async () => {
    const c = await credentialsOf('other@sandbox.test');
    const link = ((await create(keyHeaders(c), { amount: 40 })).json() as { data: PaymentLink }).data;
    const short = await h.app.inject({ method: 'POST', url: `/api/pay/${link._id}/simulate`, payload: { outcome: 'underpaid' } });
    expect((short.json() as { data: PaymentLink }).data).toMatchObject({ status: 'confirmed', actualBalance: 36 });
    const rest = await h.app.inject({ method: 'POST', url: `/api/pay/${link._id}/simulate`, payload: { outcome: 'exact' } });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((rest.json() as { data: PaymentLink }).data).toMatchObject({ status: 'confirmed', actualBalance: 40 });
    expect((await h.app.inject({ method: 'POST', url: `/api/pay/${link._id}/simulate`, payload: {} })).statusCode).toBe(409);
  });

  it('turns a link whose time ran out into expired', async () => {
    const c = await credentialsOf('other@sandbox.test');
    const link = ((await create(keyHeaders(c))).json() as { data: PaymentLink }).data;
    await h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [link._id]);
    const read = await h.app.inject({ method: 'GET', url: `/api/pay/${link._id}` });
    expect((read.json() as { data: PaymentLink }).data.status).toBe('expired');
    expect((await h.app.inject({ method: 'POST', url: `/api/pay/${link._id}/simulate`, payload: {} })).statusCode).toBe(409);
  });

  it('queues deposit.expired when a read expires the link, as the sweep does', async () => {
    const c = await credentialsOf('other@sandbox.test');
    // Port 9 on loopback refuses at once: what matters here is what was queued.
    const { rows: endpoints } = await h.db.query<{ id: string }>(
      `INSERT INTO webhook_endpoints (merchant_id, url, events, secret_encrypted, secret_hint)
       VALUES ($1, 'http://127.0.0.1:9/expired', ARRAY['deposit.expired'], $2, 'test') RETURNING id`,
      [c.merchantId, h.app.services.secrets.encrypt('whsec_expired')],
    );
    const link = ((await create(keyHeaders(c))).json() as { data: PaymentLink }).data;
    await h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [link._id]);
    expect(((await h.app.inject({ method: 'GET', url: `/api/pay/${link._id}` })).json() as { data: PaymentLink }).data.status).toBe('expired');
    expect((await h.app.inject({ method: 'GET', url: `/pay/${link._id}` })).statusCode).toBe(200);

    const { rows } = await h.db.query<{ event_type: string; payload: WebhookPayload }>(
      'SELECT event_type, payload FROM webhook_deliveries WHERE endpoint_id = $1',
      [endpoints[0].id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].event_type).toBe('deposit.expired');
    expect(rows[0].payload.data).toMatchObject({ _id: link._id, status: 'expired', amount: 25.5, referenceId: 'ORDER-1' });
    await h.db.query('DELETE FROM webhook_endpoints WHERE id = $1', [endpoints[0].id]);
  });

  it('expires unpaid links on the sweep too, without anyone looking', async () => {
    const c = await credentialsOf('other@sandbox.test');
    const link = ((await create(keyHeaders(c))).json() as { data: PaymentLink }).data;
    await h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [link._id]);
    expect(await expireOverdueDeposits(h.app.services)).toBeGreaterThanOrEqual(1);
    const { rows } = await h.db.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [link._id]);
    expect(rows[0].status).toBe('expired');
  });

  it('answers 404 for an id that is not a link', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/pay/not-a-link' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/pay/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
