import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type CreatedWebhookEndpoint,
  type WebhookDeliveryRecord,
  type WebhookPayload,
} from '../../contract/webhooks';
import { tronAddressFromBytes } from '../../contract/addresses';
import { loadConfig } from '../config';
import { expireOverdueDeposits } from '../paymentLinks/expirySweep';
import { createSimulatedDeposit } from '../simulator/deposits';
import { bearer, createHarness, PRODUCTION_ENV, useHarness, type Harness } from '../test/harness';
import { steppedUp } from '../test/stepUp';
import { startWebhookListener, type ReceivedRequest, type WebhookListener } from '../test/webhookListener';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from './send';
import { verifyWebhookSignature } from './signature';
import { WEBHOOK_MAX_ATTEMPTS } from './store';
import { retryDelayMs, WebhookWorker } from './worker';

/**
 * Webhook delivery end to end inside the sandbox (issue 16): events queued where the sandbox
 * decides them, the app's own worker sending them to a real HTTP listener started here, signed,
 * retried with backoff, redelivered, refused for forbidden targets, and each sent once when two
 * workers claim at the same time. Retries are shortened through the configuration.
 */
const TEST_ENV = { WEBHOOK_POLL_MS: '20', WEBHOOK_RETRY_BASE_MS: '100' };
const h = useHarness({ env: TEST_ENV });
let listener: WebhookListener;

const MERCHANT = 'merchant@sandbox.test';
const as = async (email = MERCHANT) => bearer(await h.loginAs(email));

beforeAll(async () => {
  listener = await startWebhookListener();
});
afterAll(async () => {
  await listener.close();
});

async function endpoint(path: string, events: readonly string[], extra: object = {}, harness: Pick<Harness, 'app' | 'loginAs'> = h) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v2/webhooks',
    payload: { url: `${listener.url}${path}`, events, ...extra },
    headers: await steppedUp(harness, MERCHANT),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedWebhookEndpoint;
}

async function deliveries(endpointId: string, harness: Pick<Harness, 'app' | 'loginAs'> = h): Promise<WebhookDeliveryRecord[]> {
  const filter = encodeURIComponent(JSON.stringify({ endpointId }));
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/v2/webhook-deliveries?filter=${filter}&range=[0,99]&sort=["createdAt","ASC"]`,
    headers: bearer(await harness.loginAs(MERCHANT)),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as WebhookDeliveryRecord[];
}

/** Waits until every delivery of the endpoint is settled (no longer pending or sending). */
async function settled(endpointId: string, count = 1, harness: Pick<Harness, 'app' | 'loginAs'> = h): Promise<WebhookDeliveryRecord[]> {
  return vi.waitFor(
    async () => {
      const list = await deliveries(endpointId, harness);
      expect(list.length).toBeGreaterThanOrEqual(count);
      expect(list.filter((delivery) => delivery.status === 'pending' || delivery.status === 'sending')).toEqual([]);
      return list;
    },
    { timeout: 10_000, interval: 25 },
  );
}

function verifies(request: ReceivedRequest, secret: string): boolean {
  return verifyWebhookSignature(secret, String(request.headers['x-webhook-timestamp']), request.body, String(request.headers['x-signature']));
}

const payloadOf = (request: ReceivedRequest) => JSON.parse(request.body) as WebhookPayload;

/** A delivery put straight into the queue, as an event would (with a smaller attempt budget when asked). */
async function queue(endpointId: string, extra: { maxAttempts?: number; status?: string; claimedMsAgo?: number } = {}): Promise<string> {
  const payload: WebhookPayload = { id: randomUUID(), type: 'webhook.test', createdAt: new Date().toISOString(), data: { queued: true } };
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (merchant_id, endpoint_id, event_id, event_type, payload, max_attempts, status, attempts, next_attempt_at, claimed_until)
     SELECT merchant_id, id, $2::uuid, 'webhook.test', $3::jsonb, $4, $5, CASE WHEN $5 = 'sending' THEN 1 ELSE 0 END, now(),
            CASE WHEN $5 = 'sending' THEN now() - $6 * interval '1 millisecond' END
       FROM webhook_endpoints WHERE id = $1 RETURNING id`,
    [endpointId, payload.id, JSON.stringify(payload), extra.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS, extra.status ?? 'pending', extra.claimedMsAgo ?? 0],
  );
  return rows[0].id;
}

describe('a payment delivers a signed webhook', () => {
  it('a confirmed deposit is POSTed once to each enabled endpoint that subscribes to it, and the signature verifies', async () => {
    const subscribed = await endpoint('/deposit', ['deposit.confirmed', 'deposit.underpaid']);
    const otherEvents = await endpoint('/payouts-only', ['payout.completed']);
    const disabled = await endpoint('/disabled', ['deposit.confirmed'], { enabled: false });

    const paid = await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/deposit', payload: { email: MERCHANT, amount: '12.50' } });
    expect(paid.statusCode).toBe(201);
    const deposit = (paid.json() as { data: { _id: string } }).data;

    const [delivery] = await settled(subscribed.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastResponseCode: 200, lastError: null, eventType: 'deposit.confirmed' });
    expect(delivery.lastDurationMs).toEqual(expect.any(Number));
    expect(delivery.deliveredAt).not.toBeNull();

    const [request] = listener.at('/deposit');
    expect(listener.at('/deposit')).toHaveLength(1);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-webhook-event']).toBe('deposit.confirmed');
    expect(request.headers['x-webhook-delivery']).toBe(delivery.id);
    expect(Math.abs(Number(request.headers['x-webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifies(request, subscribed.secret)).toBe(true);
    expect(verifies(request, otherEvents.secret)).toBe(false);
    expect(verifies({ ...request, body: request.body.replace('12.5', '99.5') }, subscribed.secret)).toBe(false);
    expect(payloadOf(request)).toMatchObject({
      id: delivery.eventId,
      type: 'deposit.confirmed',
      data: { _id: deposit._id, status: 'confirmed', amount: 12.5, outcome: 'exact' },
    });

    expect(await deliveries(otherEvents.id)).toEqual([]);
    expect(await deliveries(disabled.id)).toEqual([]);
    expect(listener.at('/payouts-only')).toEqual([]);
    expect(listener.at('/disabled')).toEqual([]);
  });

  it('every event the sandbox decides is delivered: deposit underpaid, overpaid, expired; payout completed, rejected, failed; complaint updated; payment issue opened, resolved; payer refund claimed, sent', async () => {
    const all = await endpoint('/all', WEBHOOK_EVENT_TYPES);
    const merchantId = await h.userId(MERCHANT);
    for (const outcome of ['underpaid', 'overpaid']) {
      expect((await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/deposit', payload: { email: MERCHANT, outcome } })).statusCode).toBe(201);
    }
    const unpaid = await createSimulatedDeposit(h.app.services, merchantId, { amount: '5.00' });
    await h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [unpaid._id]);
    expect(await expireOverdueDeposits(h.app.services)).toBeGreaterThanOrEqual(1);

    const payout = async () => {
      const { rows } = await h.db.query<{ id: string }>(
        `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, client_wallet)
         VALUES ($1, 'payout', 'pending', 'USDT-TRC20', 1, $2, 'TWebhookSpecClientWallet') RETURNING id`,
        [merchantId, `PAY-HOOK-${randomUUID().slice(0, 8)}`],
      );
      return rows[0].id;
    };
    for (const outcome of ['completed', 'rejected', 'failed']) {
      const settledPayout = await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/payout', payload: { payoutId: await payout(), outcome } });
      expect(settledPayout.statusCode, settledPayout.body).toBe(200);
    }
    const complained = await payout();
    expect((await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/complaint', payload: { payoutId: complained } })).statusCode).toBe(201);
    const { rows } = await h.db.query<{ id: string }>('SELECT id FROM complaints WHERE withdrawal_id = $1', [complained]);
    const answered = await h.app.inject({
      method: 'PUT',
      url: `/api/refund/merchant/${rows[0].id}`,
      payload: { action: 'approve', status: 'resolved', adminNotes: 'Refunded' },
      headers: await as(),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // The underpaid and overpaid deposits opened payment issues (issue 29); accepting one resolves it.
    const { rows: issues } = await h.db.query<{ id: string }>(`SELECT id FROM payment_issues WHERE merchant_id = $1 AND kind = 'overpaid' AND status = 'open' LIMIT 1`, [merchantId]);
    const accepted = await h.app.inject({ method: 'POST', url: `/api/v2/payment-issues/${issues[0].id}/accept`, payload: { note: 'Keep the extra' }, headers: await as() });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A payer refund of the underpaid one (issue 29): the payer claims it, the settlement sends it.
    const { rows: short } = await h.db.query<{ id: string }>(`SELECT id FROM payment_issues WHERE merchant_id = $1 AND kind = 'underpaid' AND status = 'open' LIMIT 1`, [merchantId]);
    const refund = await h.app.inject({ method: 'POST', url: `/api/v2/payment-issues/${short[0].id}/refund`, headers: await as() });
    expect(refund.statusCode, refund.body).toBe(201);
    const refundId = (refund.json() as { id: string }).id;
    const claimed = await h.app.inject({ method: 'POST', url: `/api/claim/${refundId}`, payload: { address: tronAddressFromBytes(new Uint8Array(20).fill(7)) } });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { rows: refundPayout } = await h.db.query<{ payout_id: string }>('SELECT payout_id FROM payer_refunds WHERE id = $1', [refundId]);
    expect((await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/payout', payload: { payoutId: refundPayout[0].payout_id } })).statusCode).toBe(200);

    const list = await settled(all.id, 14);
    expect(list.every((delivery) => delivery.status === 'succeeded')).toBe(true);
    const types = listener.at('/all').map((request) => payloadOf(request).type);
    // Approval events need a payout policy: routes/payoutApprovals.spec.ts sees them queued.
    const approvalEvents: readonly string[] = ['payout.approval_requested', 'payout.approved', 'payout.approval_rejected'];
    expect(new Set(types)).toEqual(new Set(WEBHOOK_EVENT_TYPES.filter((type) => type !== 'deposit.confirmed' && !approvalEvents.includes(type))));
    expect(listener.at('/all').every((request) => verifies(request, all.secret))).toBe(true);
    const expired = listener.at('/all').map(payloadOf).find((payload) => payload.type === 'deposit.expired' && payload.data._id === unpaid._id);
    expect(expired?.data).toMatchObject({ status: 'expired', amount: 5 });
    const complaint = listener.at('/all').map(payloadOf).find((payload) => payload.type === 'complaint.updated');
    expect(complaint?.data).toMatchObject({ _id: rows[0].id, status: 'resolved', withdrawalId: complained, updatedBy: 'merchant' });
  });
});

describe('retries, redelivery and test events', () => {
  it('a failing listener is retried with growing waits, then succeeds; the log shows the attempts', async () => {
    const flaky = await endpoint('/flaky', ['payout.failed']);
    listener.plan('/flaky', [500, 503]);
    const test = await h.app.inject({ method: 'POST', url: `/api/v2/webhooks/${flaky.id}/test`, headers: await as() });
    expect(test.statusCode).toBe(201);
    expect(test.json()).toMatchObject({ status: 'pending', attempts: 0, eventType: 'webhook.test' });

    const [delivery] = await settled(flaky.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastResponseCode: 200, lastError: null, nextAttemptAt: null });
    const tries = listener.at('/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((request) => request.body)).size).toBe(1);
    expect(tries.every((request) => request.headers['x-webhook-delivery'] === delivery.id && verifies(request, flaky.secret))).toBe(true);
    // Backoff: 100 ms, then 200 ms (WEBHOOK_RETRY_BASE_MS doubled), less a poll's slack.
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(90);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(190);
  });

  it('a delivery that never gets a 2xx fails after its last attempt, with the last answer and why', async () => {
    const broken = await endpoint('/broken', ['payout.failed']);
    listener.plan('/broken', [500, 502]);
    await queue(broken.id, { maxAttempts: 2 });
    const [delivery] = await settled(broken.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2, lastResponseCode: 502, lastError: 'the endpoint answered 502', nextAttemptAt: null });
    expect(listener.at('/broken')).toHaveLength(2);
  });

  it('a redirect is not followed: it counts as a failed attempt', async () => {
    const moved = await endpoint('/moved', ['payout.failed']);
    listener.plan('/moved', [302]);
    await queue(moved.id, { maxAttempts: 1 });
    const [delivery] = await settled(moved.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastResponseCode: 302 });
    expect(listener.at('/moved/elsewhere')).toEqual([]);
  });

  it('Redeliver sends the same event again as a new delivery, leaving the first one as it was', async () => {
    const target = await endpoint('/again', ['deposit.expired']);
    await queue(target.id);
    const [first] = await settled(target.id);
    const again = await h.app.inject({ method: 'POST', url: `/api/v2/webhook-deliveries/${first.id}/redeliver`, headers: await as() });
    expect(again.statusCode).toBe(201);
    const created = again.json() as WebhookDeliveryRecord;
    expect(created).toMatchObject({ eventId: first.eventId, endpointId: target.id, status: 'pending', attempts: 0 });
    expect(created.id).not.toBe(first.id);

    const list = await settled(target.id, 2);
    expect(list.find((delivery) => delivery.id === first.id)).toEqual(first);
    expect(list.find((delivery) => delivery.id === created.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    const [one, two] = listener.at('/again');
    expect(two.body).toBe(one.body);
    expect(two.headers['x-webhook-delivery']).toBe(created.id);
    expect(verifies(two, target.secret)).toBe(true);
  });

  it('Send test event reaches an endpoint whatever it subscribes to, even a disabled one', async () => {
    const off = await endpoint('/test-event', ['complaint.updated'], { enabled: false });
    const test = await h.app.inject({ method: 'POST', url: `/api/v2/webhooks/${off.id}/test`, headers: await as() });
    expect(test.statusCode).toBe(201);
    await settled(off.id);
    const [request] = listener.at('/test-event');
    expect(request.headers['x-webhook-event']).toBe('webhook.test');
    expect(payloadOf(request)).toMatchObject({ type: 'webhook.test', data: { message: expect.any(String) } });
    expect(verifies(request, off.secret)).toBe(true);
  });

  it('by default a failed delivery is retried at least 5 times over at least 10 minutes, each attempt within 5 s', () => {
    const { webhookRetryBaseMs } = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV });
    const retries = WEBHOOK_MAX_ATTEMPTS - 1;
    expect(retries).toBeGreaterThanOrEqual(5);
    const waited = Array.from({ length: retries }, (_, i) => retryDelayMs(webhookRetryBaseMs, i + 1)).reduce((sum, wait) => sum + wait, 0);
    expect(waited).toBeGreaterThanOrEqual(10 * 60_000);
    expect(WEBHOOK_TIMEOUT_MS).toBe(5000);
  });

  it('an endpoint that does not answer in time is a failed attempt', async () => {
    listener.plan('/silent', [0]);
    const outcome = await sendWebhook(
      { url: `${listener.url}/silent`, secret: 's', deliveryId: randomUUID(), eventType: 'webhook.test', body: '{}' },
      { sandbox: true, timeoutMs: 150 },
    );
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'no answer within 0.15 s', refused: false });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(140);
  });
});

describe('claims: each delivery is sent once', () => {
  it('two workers claiming at the same time send each of a burst exactly once', async () => {
    const burst = await endpoint('/burst', ['payout.failed']);
    await h.app.webhookWorker.stop();
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 16; i += 1) ids.add(await queue(burst.id));
      const workers = [1, 2].map(() => new WebhookWorker({ ...h.app.services, db: h.db, config: h.config }));
      // Both workers claim at the same time, round after round, until the burst is out. One round
      // sends it all on a quiet machine; on PostgreSQL under Leg 2's load a round once ended after 4
      // (the next round sends the rest, as the scheduled worker does). What this test pins is that
      // concurrent claims never send a delivery twice. Other tests' stragglers may be due too; the
      // burst's own deliveries are checked one by one below.
      for (let round = 0; round < 5 && listener.at('/burst').length < 16; round += 1) {
        await Promise.all(workers.map((worker) => worker.runOnce()));
      }
      const sent = listener.at('/burst').map((request) => String(request.headers['x-webhook-delivery']));
      expect(sent.sort()).toEqual([...ids].sort());
      const list = await deliveries(burst.id);
      expect(list.every((delivery) => delivery.status === 'succeeded' && delivery.attempts === 1)).toBe(true);
    } finally {
      h.app.webhookWorker.start();
    }
  });

  it('stopping the worker (as closing the app does on shutdown) lets the attempts in flight finish and claims no more', async () => {
    const slow = await startWebhookListener({ holdMs: 300 });
    let endpointId = '';
    try {
      const created = await h.app.inject({
        method: 'POST',
        url: '/api/v2/webhooks',
        payload: { url: `${slow.url}/slow`, events: ['payout.failed'] },
        headers: await steppedUp(h, MERCHANT),
      });
      const { id } = created.json() as CreatedWebhookEndpoint;
      endpointId = id;
      for (let i = 0; i < 6; i += 1) await queue(id);
      await vi.waitFor(() => expect(slow.received.length).toBeGreaterThan(0), { timeout: 5000, interval: 5 });
      await h.app.webhookWorker.stop();
      const list = await deliveries(id);
      expect(list.filter((row) => row.status === 'sending')).toEqual([]);
      expect(list.filter((row) => row.status === 'succeeded')).toHaveLength(slow.received.length);
      expect(list.filter((row) => row.status === 'pending' && row.attempts === 0).length).toBeGreaterThanOrEqual(2);
    } finally {
      // The listener goes away: what is left unsent would only be retried against a closed port.
      await h.db.query('DELETE FROM webhook_endpoints WHERE id = $1', [endpointId]);
      h.app.webhookWorker.start();
      await slow.close();
    }
  });

  it('a delivery left sending by a process that stopped mid-send becomes interrupted and is not sent again by itself', async () => {
    const crashed = await endpoint('/crashed', ['payout.failed']);
    const id = await queue(crashed.id, { status: 'sending', claimedMsAgo: 1000 });
    const [delivery] = await settled(crashed.id);
    expect(delivery).toMatchObject({ id, status: 'interrupted', attempts: 1, nextAttemptAt: null });
    expect(delivery.lastError).toMatch(/interrupted/);
    expect(listener.at('/crashed')).toEqual([]);
    // A live claim is left alone.
    const live = await queue(crashed.id, { status: 'sending', claimedMsAgo: -60_000 });
    await h.app.webhookWorker.runOnce();
    expect((await deliveries(crashed.id)).find((row) => row.id === live)).toMatchObject({ status: 'sending' });
    await h.db.query('DELETE FROM webhook_deliveries WHERE id = $1', [live]);
  });
});

describe('outbound requests cannot be turned against the machine', () => {
  it('in sandbox mode, http is sent only to loopback addresses', async () => {
    const outcome = await sendWebhook(
      { url: 'http://10.255.255.1/hook', secret: 's', deliveryId: randomUUID(), eventType: 'webhook.test', body: '{}' },
      { sandbox: true },
    );
    expect(outcome).toMatchObject({ ok: false, refused: true, statusCode: null, error: WEBHOOK_MESSAGES.destinationNotAllowed });
  });

  it('in sandbox mode, https is sent to loopback or a global unicast address only: a private one is refused when saved', async () => {
    const headers = await steppedUp(h, MERCHANT);
    const save = (url: string) => h.app.inject({ method: 'POST', url: '/api/v2/webhooks', payload: { url, events: ['deposit.confirmed'] }, headers });
    for (const target of ['https://10.0.0.8/hook', 'https://192.168.1.20/hook', 'https://[fd00::1]/hook']) {
      const response = await save(target);
      expect(response.statusCode, target).toBe(400);
      expect(response.json(), target).toMatchObject({ message: WEBHOOK_MESSAGES.urlPrivate });
    }
    const outcome = await sendWebhook(
      { url: 'https://192.168.1.20/hook', secret: 's', deliveryId: randomUUID(), eventType: 'webhook.test', body: '{}' },
      { sandbox: true },
    );
    expect(outcome).toMatchObject({ ok: false, refused: true, error: WEBHOOK_MESSAGES.destinationNotAllowed });
    for (const target of ['https://localhost/hook', 'https://[::1]:8443/hook', 'https://8.8.8.8/hook']) {
      const response = await save(target);
      expect(response.statusCode, target).toBe(201);
      await h.db.query('DELETE FROM webhook_endpoints WHERE id = $1', [(response.json() as CreatedWebhookEndpoint).id]);
    }
  });

  describe('in production', () => {
    let production: Harness;
    beforeAll(async () => {
      production = await createHarness({ env: { ...PRODUCTION_ENV, ...TEST_ENV } });
    });
    afterAll(async () => {
      await production.close();
    });

    it('refuses to save private, loopback, link-local and plain-http targets', async () => {
      const headers = await steppedUp(production, MERCHANT);
      for (const target of [
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://api.localhost/hook',
        'https://10.0.0.8/hook',
        'https://192.168.1.1/hook',
        'https://172.20.0.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://[fe80::1]/hook',
        'https://[fd00::1]/hook',
        'https://0.0.0.0/hook',
        // Not global unicast, though no blocklist named them: discard-only, IPv4-compatible,
        // 6to4 (which carries any IPv4 address), NAT64, IETF protocol assignments, benchmarking,
        // documentation, and mapped IPv4 written in hex.
        'https://[100::1]/hook',
        'https://[::7f00:1]/hook',
        'https://[2002:7f00:1::1]/hook',
        'https://[64:ff9b::a00:1]/hook',
        'https://[2001::1]/hook',
        'https://[2001:2::1]/hook',
        'https://[2001:db8::1]/hook',
        'https://[3fff::1]/hook',
        'https://[::ffff:a00:1]/hook',
        'https://100.64.0.1/hook',
        'https://198.18.0.1/hook',
        'https://192.0.2.1/hook',
        'https://255.255.255.255/hook',
      ]) {
        const response = await production.app.inject({ method: 'POST', url: '/api/v2/webhooks', payload: { url: target, events: ['deposit.confirmed'] }, headers });
        expect(response.statusCode, target).toBe(400);
        expect(response.json(), target).toMatchObject({ message: WEBHOOK_MESSAGES.urlPrivate });
      }
      const http = await production.app.inject({ method: 'POST', url: '/api/v2/webhooks', payload: { url: 'http://hooks.example.com/', events: ['deposit.confirmed'] }, headers });
      expect(http.json()).toMatchObject({ message: WEBHOOK_MESSAGES.urlScheme });
      for (const target of ['https://hooks.example.com/', 'https://8.8.8.8/hook', 'https://[2606:4700:4700::1111]/hook']) {
        expect((await production.app.inject({ method: 'POST', url: '/api/v2/webhooks', payload: { url: target, events: ['deposit.confirmed'] }, headers })).statusCode, target).toBe(201);
      }
    });

    it('checks the address a name resolves to when sending, and refuses loopback without connecting', async () => {
      // A name that passed when saved and now resolves to this machine (here: localhost, written in directly).
      const port = new URL(listener.url).port;
      const merchantId = await production.userId(MERCHANT);
      const { rows } = await production.db.query<{ id: string }>(
        `INSERT INTO webhook_endpoints (merchant_id, url, events, secret_encrypted, secret_hint)
         VALUES ($1, $2, ARRAY['deposit.confirmed'], $3, 'test') RETURNING id`,
        [merchantId, `https://localhost:${port}/rebound`, production.app.services.secrets.encrypt('whsec_production')],
      );
      const test = await production.app.inject({ method: 'POST', url: `/api/v2/webhooks/${rows[0].id}/test`, headers: bearer(await production.loginAs(MERCHANT)) });
      expect(test.statusCode).toBe(201);
      const [delivery] = await settled(rows[0].id, 1, production);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastResponseCode: null });
      // The log says the target was refused, not where the name led.
      expect(delivery.lastError).toBe(WEBHOOK_MESSAGES.destinationNotAllowed);
      expect(listener.at('/rebound')).toEqual([]);
    });
  });
});
