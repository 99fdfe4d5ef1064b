import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type CreatedWebhookEndpoint,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from '../../contract/webhooks';
import { STEP_UP_MESSAGES, STEP_UP_REQUIRED } from '../../contract/stepUp';
import { bearer, useHarness } from '../test/harness';
import { steppedUp } from '../test/stepUp';

/**
 * Webhook endpoints and the delivery log in the simple-REST dialect (issue 16): CRUD, the secret
 * shown once and kept encrypted, merchant scope, validation and the activity record. Delivery
 * itself (the worker, signatures, retries, SSRF) is in sandbox-api/webhooks/delivery.spec.ts.
 */
const h = useHarness();

// Nothing here is about sending: the worker stays off, so no test reaches out to the URLs it saves.
beforeAll(async () => {
  await h.app.webhookWorker.stop();
});

const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const OTHER = 'other@sandbox.test';

const as = async (email: string) => bearer(await h.loginAs(email));

function url(path: string, query: Record<string, unknown> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, JSON.stringify(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Adding or changing an endpoint asks for a step-up (issue 28): these calls come from a confirmed session. */
const confirmed = (email: string) => steppedUp(h, email);

async function create(email: string, payload: object) {
  return h.app.inject({ method: 'POST', url: '/api/v2/webhooks', payload, headers: await confirmed(email) });
}

async function createOk(email: string, payload: object = {}): Promise<CreatedWebhookEndpoint> {
  const response = await create(email, { url: 'https://hooks.example.com/usdt', events: ['deposit.confirmed'], ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedWebhookEndpoint;
}

async function webhookActivity(email = MERCHANT): Promise<ActivityRecord[]> {
  const response = await h.app.inject({
    method: 'GET',
    url: url('/api/v2/activity', { filter: { type: 'webhook.changed' }, range: [0, 99] }),
    headers: await as(email),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ActivityRecord[];
}

describe('POST /api/v2/webhooks', () => {
  it('creates an endpoint and shows its signing secret once; the database keeps it encrypted', async () => {
    const created = await createOk(MERCHANT, { url: 'https://hooks.example.com/once', events: ['deposit.confirmed', 'payout.failed'] });
    expect(created).toMatchObject({ url: 'https://hooks.example.com/once', events: ['deposit.confirmed', 'payout.failed'], enabled: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.secretHint).toBe(created.secret.slice(-4));

    const one = await h.app.inject({ method: 'GET', url: `/api/v2/webhooks/${created.id}`, headers: await as(MERCHANT) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ...created, secret: undefined });
    expect(one.body).not.toContain(created.secret);

    const { rows } = await h.db.query<{ secret_encrypted: string }>('SELECT secret_encrypted FROM webhook_endpoints WHERE id = $1', [created.id]);
    expect(rows[0].secret_encrypted).not.toContain(created.secret);
    expect(h.app.services.secrets.decrypt(rows[0].secret_encrypted)).toBe(created.secret);
  });

  it('refuses what is not an endpoint: no events, an unknown event, a URL with credentials, another scheme', async () => {
    for (const payload of [
      { url: 'https://hooks.example.com/x', events: [] },
      { url: 'https://hooks.example.com/x', events: ['deposit.refunded'] },
      { url: 'https://hooks.example.com/x', events: ['deposit.confirmed', 'deposit.confirmed'] },
      { url: 'https://user:pass@hooks.example.com/x', events: ['deposit.confirmed'] },
      { url: 'ftp://hooks.example.com/x', events: ['deposit.confirmed'] },
      { url: 'not a url', events: ['deposit.confirmed'] },
      { events: ['deposit.confirmed'] },
    ]) {
      const response = await create(MERCHANT, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('in sandbox mode takes https to global unicast addresses and http only to this machine', async () => {
    for (const target of ['https://8.8.8.8/hook', 'http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://[::1]:9/hook']) {
      expect((await create(MERCHANT, { url: target, events: ['deposit.expired'] })).statusCode, target).toBe(201);
    }
    for (const target of ['http://hooks.example.com/hook', 'http://10.1.2.3/hook', 'http://169.254.169.254/latest']) {
      const response = await create(MERCHANT, { url: target, events: ['deposit.expired'] });
      expect(response.statusCode, target).toBe(400);
      expect(response.json()).toMatchObject({ message: WEBHOOK_MESSAGES.urlScheme });
    }
    const privateTarget = await create(MERCHANT, { url: 'https://10.1.2.3/hook', events: ['deposit.expired'] });
    expect(privateTarget.statusCode).toBe(400);
    expect(privateTarget.json()).toMatchObject({ message: WEBHOOK_MESSAGES.urlPrivate });
  });

  it(`allows at most ${WEBHOOK_ENDPOINTS_MAX} endpoints per merchant`, async () => {
    const other = await h.userId(OTHER);
    await h.db.query(
      `INSERT INTO webhook_endpoints (merchant_id, url, events, secret_encrypted, secret_hint)
       SELECT $1, 'https://hooks.example.com/' || n, ARRAY['deposit.confirmed'], 'sealed', 'abcd' FROM generate_series(1, $2::int) n`,
      [other, WEBHOOK_ENDPOINTS_MAX],
    );
    const response = await create(OTHER, { url: 'https://hooks.example.com/one-more', events: ['deposit.confirmed'] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: WEBHOOK_MESSAGES.tooMany });
    await h.db.query('DELETE FROM webhook_endpoints WHERE merchant_id = $1', [other]);
  });
});

describe('adding or changing an endpoint asks for a step-up confirmation (issue 28)', () => {
  const endpointRows = async () => (await h.db.query('SELECT id, url, events, enabled FROM webhook_endpoints ORDER BY id')).rows;

  it('without it, POST and PUT answer 403 stepUpRequired, change nothing and record nothing', async () => {
    const created = await createOk(MERCHANT, { url: 'https://stepup.example.com/hook' });
    const [rows, activity] = [await endpointRows(), await webhookActivity()];
    for (const email of [MERCHANT, FINANCE]) {
      const headers = await as(email);
      for (const request of [
        { method: 'POST', url: '/api/v2/webhooks', payload: { url: 'https://stepup.example.com/new', events: ['deposit.confirmed'] } },
        { method: 'PUT', url: `/api/v2/webhooks/${created.id}`, payload: { url: 'https://elsewhere.example.com/hook' } },
        { method: 'PUT', url: `/api/v2/webhooks/${created.id}`, payload: { enabled: false } },
      ] as const) {
        const response = await h.app.inject({ ...request, headers });
        expect(response.statusCode, `${email} ${request.method} ${JSON.stringify(request.payload)}`).toBe(403);
        expect(response.json()).toEqual({ success: false, message: STEP_UP_MESSAGES.required, reason: STEP_UP_REQUIRED });
        expect(response.body).not.toContain('whsec_');
      }
    }
    expect(await endpointRows()).toEqual(rows);
    expect(await webhookActivity()).toEqual(activity);
  });

  it('with it, the same session adds and changes endpoints; removing one, or sending a test event, never asks', async () => {
    const headers = await confirmed(FINANCE);
    const added = await h.app.inject({ method: 'POST', url: '/api/v2/webhooks', payload: { url: 'https://stepup.example.com/added', events: ['payout.failed'] }, headers });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as CreatedWebhookEndpoint;
    const moved = await h.app.inject({ method: 'PUT', url: `/api/v2/webhooks/${id}`, payload: { url: 'https://stepup.example.com/moved' }, headers });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id, url: 'https://stepup.example.com/moved' });

    const unconfirmed = await as(FINANCE);
    expect((await h.app.inject({ method: 'POST', url: `/api/v2/webhooks/${id}/test`, headers: unconfirmed })).statusCode).toBe(201);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/v2/webhooks/${id}`, headers: unconfirmed })).statusCode).toBe(200);
    const changes = (await webhookActivity()).filter((record) => record.targetId === id).map((record) => record.details.change);
    expect(changes).toEqual(['deleted', 'updated', 'created']);
  });

  it('a role without api-credentials hears access denied, confirmed or not', async () => {
    for (const email of ['ops@sandbox.test', 'superops@sandbox.test']) {
      for (const headers of [await as(email), await confirmed(email)]) {
        const response = await h.app.inject({ method: 'POST', url: '/api/v2/webhooks', payload: { url: 'https://ops.example.com/hook', events: ['deposit.confirmed'] }, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).not.toHaveProperty('reason');
      }
    }
  });
});

describe('GET /api/v2/webhooks (simple-REST list)', () => {
  it('answers the page with a Content-Range header, sorted and filtered', async () => {
    const finance = await h.userId(FINANCE);
    const merchant = await h.userId(MERCHANT);
    expect(finance).not.toBe(merchant);
    const a = await createOk(FINANCE, { url: 'https://a.example.com/hook' });
    const b = await createOk(FINANCE, { url: 'https://b.example.com/hook', enabled: false });

    const all = await h.app.inject({ method: 'GET', url: url('/api/v2/webhooks', { sort: ['url', 'ASC'], range: [0, 999] }), headers: await as(MERCHANT) });
    expect(all.statusCode).toBe(200);
    const records = all.json() as WebhookEndpointRecord[];
    expect(all.headers['content-range']).toBe(`webhooks 0-${records.length - 1}/${records.length}`);
    expect(records.map((record) => record.url)).toEqual([...records.map((record) => record.url)].sort());
    expect(records.map((record) => record.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(all.body).not.toContain('whsec_');

    const page = await h.app.inject({ method: 'GET', url: url('/api/v2/webhooks', { range: [0, 0], filter: { enabled: false } }), headers: await as(FINANCE) });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['content-range']).toMatch(/^webhooks 0-0\/\d+$/);
    const byId = await h.app.inject({ method: 'GET', url: url('/api/v2/webhooks', { filter: { id: [a.id] } }), headers: await as(MERCHANT) });
    expect((byId.json() as WebhookEndpointRecord[]).map((record) => record.id)).toEqual([a.id]);
  });

  it('refuses a malformed sort, range or filter with 400', async () => {
    for (const query of [{ sort: ['secret', 'ASC'] }, { range: [5, 1] }, { range: [0, 5000] }, { filter: { merchantId: 'x' } }]) {
      const response = await h.app.inject({ method: 'GET', url: url('/api/v2/webhooks', query), headers: await as(MERCHANT) });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('PUT and DELETE /api/v2/webhooks/:id', () => {
  it("updates what simple-REST sends back (ignoring the server's own fields) and records the change", async () => {
    const created = await createOk(MERCHANT, { url: 'https://edit.example.com/hook' });
    const { secret: _secret, ...record } = created;
    const response = await h.app.inject({
      method: 'PUT',
      url: `/api/v2/webhooks/${created.id}`,
      payload: { ...record, events: ['deposit.confirmed', 'complaint.updated'], enabled: false, secretHint: 'zzzz', createdAt: '2000-01-01T00:00:00Z' },
      headers: await confirmed(FINANCE),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, events: ['deposit.confirmed', 'complaint.updated'], enabled: false, secretHint: created.secretHint, createdAt: created.createdAt });

    const [change] = await webhookActivity();
    expect(change).toMatchObject({
      actorEmail: FINANCE,
      targetType: 'webhook',
      targetId: created.id,
      targetLabel: 'https://edit.example.com/hook',
      details: { change: 'updated', changed: ['events', 'enabled'], before: { events: ['deposit.confirmed'], enabled: true } },
    });
  });

  it('deletes an endpoint with its deliveries and records the creation and the deletion', async () => {
    const created = await createOk(MERCHANT, { url: 'https://delete.example.com/hook' });
    const test = await h.app.inject({ method: 'POST', url: `/api/v2/webhooks/${created.id}/test`, headers: await as(MERCHANT) });
    expect(test.statusCode).toBe(201);
    const removed = await h.app.inject({ method: 'DELETE', url: `/api/v2/webhooks/${created.id}`, headers: await as(MERCHANT) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: created.id, url: 'https://delete.example.com/hook' });
    expect((await h.app.inject({ method: 'GET', url: `/api/v2/webhooks/${created.id}`, headers: await as(MERCHANT) })).statusCode).toBe(404);
    const { rows } = await h.db.query('SELECT 1 FROM webhook_deliveries WHERE endpoint_id = $1', [created.id]);
    expect(rows).toEqual([]);

    const mine = (await webhookActivity()).filter((record) => record.targetId === created.id);
    expect(mine.map((record) => record.details.change)).toEqual(['deleted', 'created']);
  });

  it('answers 404 for an unknown id, and 400 for a bad change', async () => {
    const created = await createOk(MERCHANT);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await h.app.inject({ method, url: `/api/v2/webhooks/${unknown}`, headers: await as(MERCHANT) })).statusCode).toBe(404);
    }
    expect((await h.app.inject({ method: 'PUT', url: `/api/v2/webhooks/not-an-id`, payload: { enabled: true }, headers: await confirmed(MERCHANT) })).statusCode).toBe(404);
    const bad = await h.app.inject({ method: 'PUT', url: `/api/v2/webhooks/${created.id}`, payload: { url: 'http://hooks.example.com/' }, headers: await confirmed(MERCHANT) });
    expect(bad.statusCode).toBe(400);
  });
});

describe("another merchant's endpoints and deliveries", () => {
  it('are never listed, read, changed, tested or redelivered', async () => {
    const theirs = await createOk(OTHER, { url: 'https://other.example.com/hook' });
    const test = await h.app.inject({ method: 'POST', url: `/api/v2/webhooks/${theirs.id}/test`, headers: await as(OTHER) });
    const delivery = test.json() as WebhookDeliveryRecord;

    for (const email of [MERCHANT, FINANCE]) {
      // Confirmed, so that a change names the endpoint and is refused for that, not for the step-up.
      const headers = await confirmed(email);
      const endpoints = await h.app.inject({ method: 'GET', url: url('/api/v2/webhooks', { range: [0, 999] }), headers });
      expect(endpoints.body).not.toContain(theirs.id);
      const deliveries = await h.app.inject({ method: 'GET', url: url('/api/v2/webhook-deliveries', { range: [0, 999] }), headers });
      expect(deliveries.body).not.toContain(delivery.id);
      const filtered = await h.app.inject({ method: 'GET', url: url('/api/v2/webhook-deliveries', { filter: { endpointId: theirs.id } }), headers });
      expect(filtered.json()).toEqual([]);
      expect(filtered.headers['content-range']).toBe('webhook-deliveries */0');
      for (const request of [
        { method: 'GET', url: `/api/v2/webhooks/${theirs.id}` },
        { method: 'PUT', url: `/api/v2/webhooks/${theirs.id}`, payload: { enabled: false } },
        { method: 'DELETE', url: `/api/v2/webhooks/${theirs.id}` },
        { method: 'POST', url: `/api/v2/webhooks/${theirs.id}/test` },
        { method: 'GET', url: `/api/v2/webhook-deliveries/${delivery.id}` },
        { method: 'POST', url: `/api/v2/webhook-deliveries/${delivery.id}/redeliver` },
      ] as const) {
        expect((await h.app.inject({ ...request, headers })).statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    }
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1', [theirs.id]);
    expect(rows[0].n).toBe(1);
    expect((await h.app.inject({ method: 'GET', url: `/api/v2/webhooks/${theirs.id}`, headers: await as(OTHER) })).json()).toMatchObject({ enabled: true });
  });

  it('operation roles, without api-credentials, are refused', async () => {
    for (const email of ['ops@sandbox.test', 'superops@sandbox.test']) {
      const response = await h.app.inject({ method: 'GET', url: '/api/v2/webhooks', headers: await as(email) });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('test events and redeliveries make the server send requests', () => {
  it('are limited per merchant: past the limit they answer 429 with Retry-After and queue nothing', async () => {
    const endpoint = await createOk(MERCHANT, { url: 'https://limited.example.com/hook' });
    const merchantId = await h.userId(MERCHANT);
    await h.db.query(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 30, now() + interval '10 minutes')
       ON CONFLICT (key) DO UPDATE SET count = 30, reset_at = EXCLUDED.reset_at`,
      [`webhook-send:merchant:${merchantId}`],
    );
    try {
      const response = await h.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpoint.id}/test`, headers: await as(FINANCE) });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ message: WEBHOOK_MESSAGES.tooManySends });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const { rows } = await h.db.query('SELECT 1 FROM webhook_deliveries WHERE endpoint_id = $1', [endpoint.id]);
      expect(rows).toEqual([]);
    } finally {
      await h.db.query('DELETE FROM rate_limits WHERE key = $1', [`webhook-send:merchant:${merchantId}`]);
    }
  });
});

describe('GET /api/v2/webhook-deliveries', () => {
  it('lists the merchant’s deliveries, filtered by endpoint, with a Content-Range header', async () => {
    const first = await createOk(MERCHANT, { url: 'https://log-a.example.com/hook' });
    const second = await createOk(MERCHANT, { url: 'https://log-b.example.com/hook' });
    const headers = await as(MERCHANT);
    for (const endpoint of [first, first, second]) {
      expect((await h.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpoint.id}/test`, headers })).statusCode).toBe(201);
    }
    const response = await h.app.inject({
      method: 'GET',
      url: url('/api/v2/webhook-deliveries', { filter: { endpointId: first.id }, sort: ['createdAt', 'DESC'], range: [0, 9] }),
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('webhook-deliveries 0-1/2');
    const deliveries = response.json() as WebhookDeliveryRecord[];
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ endpointId: first.id, endpointUrl: 'https://log-a.example.com/hook', eventType: 'webhook.test', maxAttempts: 8 });
      expect(delivery.payload).toMatchObject({ id: delivery.eventId, type: 'webhook.test' });
    }
    const one = await h.app.inject({ method: 'GET', url: `/api/v2/webhook-deliveries/${deliveries[0].id}`, headers });
    expect(one.json()).toMatchObject({ id: deliveries[0].id, eventId: deliveries[0].eventId });
  });
});
