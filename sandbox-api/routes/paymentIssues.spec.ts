import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import type { MerchantSettings } from '../../contract/merchantSettings';
import { PAYMENT_ISSUE_GATEWAY_ACTOR, PAYMENT_ISSUE_MESSAGES, type PaymentIssueRecord } from '../../contract/paymentIssues';
import type { PaymentLink } from '../../contract/paymentLinks';
import type { Transaction } from '../../contract/transactions';
import { DEMO_PASSWORD } from '../db/seed';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const ISSUES = '/api/v2/payment-issues';
const SETTINGS = '/api/v2/merchant-settings';
const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const SUPEROPS = 'superops@sandbox.test';
const OPS = 'ops@sandbox.test';
const OTHER = 'other@sandbox.test';
const EVENTS = ['payment_issue.opened', 'payment_issue.resolved', 'deposit.confirmed', 'deposit.underpaid', 'deposit.overpaid', 'deposit.expired'];

interface Simulated {
  _id: string;
  amount: number;
  actualBalance: number;
  status: string;
}

async function deposit(payload: { amount: string; outcome?: string; late?: boolean; email?: string; network?: string }): Promise<Simulated> {
  const response = await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/deposit', payload: { email: MERCHANT, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Simulated }).data;
}

const payLink = (id: string, outcome = 'exact') => h.app.inject({ method: 'POST', url: `/api/pay/${id}/simulate`, payload: { outcome } });

const get = async (email: string, url: string) => h.app.inject({ method: 'GET', url, headers: bearer(await h.loginAs(email)) });

async function issueOf(depositId: string, email = MERCHANT): Promise<PaymentIssueRecord | undefined> {
  const response = await get(email, `${ISSUES}?filter=${encodeURIComponent(JSON.stringify({ transactionId: depositId }))}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PaymentIssueRecord[])[0];
}

const accept = async (email: string, id: string, payload: object | undefined = { note: 'Customer agreed, goods shipped' }) =>
  h.app.inject({ method: 'POST', url: `${ISSUES}/${id}/accept`, headers: bearer(await h.loginAs(email)), payload });

const putSettings = async (email: string, payload: unknown) =>
  h.app.inject({ method: 'PUT', url: SETTINGS, headers: bearer(await h.loginAs(email)), payload: payload as object });

async function webhookEvents(type: string, issueId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await h.db.query<{ payload: { data: Record<string, unknown> } }>(
    `SELECT payload FROM webhook_deliveries WHERE event_type = $1 AND payload->'data'->>'id' = $2 ORDER BY created_at`,
    [type, issueId],
  );
  return rows.map((row) => row.payload.data);
}

async function activityOf(issueId: string): Promise<ActivityRecord[]> {
  const response = await get(MERCHANT, `/api/v2/activity?filter=${encodeURIComponent(JSON.stringify({ type: ['payment_issue.accepted', 'payment_issue.resolved'] }))}&range=[0,999]`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ActivityRecord[]).filter((record) => record.targetId === issueId);
}

beforeAll(async () => {
  // Every event of this flow reaches an endpoint's delivery log, so the spec can read what was queued.
  const token = await h.loginAs(MERCHANT);
  const up = await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: bearer(token), payload: { password: DEMO_PASSWORD } });
  expect(up.statusCode, up.body).toBe(200);
  const hook = await h.app.inject({ method: 'POST', url: '/api/v2/webhooks', headers: bearer(token), payload: { url: 'https://issues.example.invalid/hook', events: EVENTS } });
  expect(hook.statusCode, hook.body).toBe(201);
});

describe('creation when a deposit is confirmed', () => {
  it('an exact payment opens nothing', async () => {
    const paid = await deposit({ amount: '25.00' });
    expect(paid).toMatchObject({ status: 'confirmed', actualBalance: 25 });
    expect(await issueOf(paid._id)).toBeUndefined();
  });

  it('an underpayment opens an underpaid record with the payment, and queues payment_issue.opened', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid', network: 'USDT-ERC20' });
    const issue = await issueOf(paid._id);
    expect(issue).toMatchObject({
      transactionId: paid._id,
      kind: 'underpaid',
      currencyType: 'USDT-ERC20',
      expected: 60,
      received: 54,
      difference: -6,
      status: 'open',
      resolution: null,
      note: null,
      resolvedBy: null,
    });
    expect(issue?.payments).toEqual([{ amount: 54, at: expect.any(String) as string }]);
    expect(await webhookEvents('payment_issue.opened', issue!.id)).toEqual([expect.objectContaining({ id: issue!.id, kind: 'underpaid', status: 'open' })]);
    // getOne answers the same record.
    const one = await get(FINANCE, `${ISSUES}/${issue!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(issue);
  });

  it('an overpayment opens an overpaid record, and the link takes nothing more', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'overpaid' });
    expect(await issueOf(paid._id)).toMatchObject({ kind: 'overpaid', expected: 60, received: 63, difference: 3, status: 'open' });
    const again = await payLink(paid._id);
    expect(again.statusCode).toBe(409);
    expect((await issueOf(paid._id))?.payments).toHaveLength(1);
  });

  it('a payment after the link expired opens a late record; the deposit is confirmed with what came', async () => {
    const paid = await deposit({ amount: '30.00', late: true });
    expect(paid).toMatchObject({ status: 'confirmed', actualBalance: 30 });
    expect(await issueOf(paid._id)).toMatchObject({ kind: 'late', expected: 30, received: 30, difference: 0, status: 'open' });
    const { rows } = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE event_type = 'deposit.expired' AND payload->'data'->>'_id' = $1`, [paid._id]);
    expect(rows[0].n).toBe(1);
  });
});

describe('an underpaid link takes the remainder', () => {
  it('a second payment of the remainder completes the deposit and resolves the record by itself', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid' });
    const opened = (await issueOf(paid._id))!;
    const rest = await payLink(paid._id, 'exact');
    expect(rest.statusCode, rest.body).toBe(200);
    expect((rest.json() as { data: PaymentLink }).data).toMatchObject({ status: 'confirmed', actualBalance: 60 });

    const transaction = (await get(MERCHANT, `/api/dashboard/transaction/${paid._id}`)).json() as { data: Transaction };
    expect(transaction.data).toMatchObject({ actualBalance: 60, paymentStatus: 'Exact Paid', fee: 0.6, netAmount: 59.4 });

    const resolved = (await issueOf(paid._id))!;
    expect(resolved).toMatchObject({ id: opened.id, received: 60, difference: 0, status: 'resolved', resolution: 'paid_in_full', resolvedBy: null });
    expect(resolved.payments.map((payment) => payment.amount)).toEqual([54, 6]);
    expect(await webhookEvents('payment_issue.resolved', opened.id)).toEqual([expect.objectContaining({ status: 'resolved', resolution: 'paid_in_full' })]);
    expect(await activityOf(opened.id)).toEqual([
      expect.objectContaining({ type: 'payment_issue.resolved', actorEmail: PAYMENT_ISSUE_GATEWAY_ACTOR, actorId: null, targetType: 'payment_issue' }),
    ]);
    // Paid in full: the link takes nothing more.
    expect((await payLink(paid._id)).statusCode).toBe(409);
  });

  it('a short second payment leaves the record open with both payments, and the deposit still underpaid', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid' });
    expect((await payLink(paid._id, 'underpaid')).statusCode).toBe(200);
    const issue = (await issueOf(paid._id))!;
    expect(issue).toMatchObject({ status: 'open', received: 59.4, difference: -0.6 });
    expect(issue.payments.map((payment) => payment.amount)).toEqual([54, 5.4]);
    const transaction = (await get(MERCHANT, `/api/dashboard/transaction/${paid._id}`)).json() as { data: Transaction };
    expect(transaction.data).toMatchObject({ actualBalance: 59.4, paymentStatus: 'Underpaid' });
  });

  it('of two simultaneous payments of the remainder, one completes the link and the other gets 409', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid' });
    const answers = await Promise.all([payLink(paid._id), payLink(paid._id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const issue = (await issueOf(paid._id))!;
    expect(issue).toMatchObject({ status: 'resolved', resolution: 'paid_in_full', received: 60 });
    expect(issue.payments.map((payment) => payment.amount)).toEqual([54, 6]);
    expect(await webhookEvents('payment_issue.resolved', issue.id)).toHaveLength(1);
  });

  it('refuses the remainder once the link has expired (409), and changes nothing', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid' });
    await h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [paid._id]);
    const late = await payLink(paid._id);
    expect(late.statusCode).toBe(409);
    expect((late.json() as { message: string }).message).toContain('expired');
    expect(await issueOf(paid._id)).toMatchObject({ status: 'open', received: 54 });
  });
});

describe('the underpayment tolerance', () => {
  it('reads 0 by default; only the main merchant changes it; bad values are refused and change nothing', async () => {
    const read = await get(OPS, SETTINGS);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
    expect((await putSettings(FINANCE, { underpaymentTolerancePercent: 5 })).json()).toMatchObject({ message: ACCESS_DENIED });
    expect((await putSettings(FINANCE, { underpaymentTolerancePercent: 5 })).statusCode).toBe(403);
    for (const bad of [{ underpaymentTolerancePercent: 100.01 }, { underpaymentTolerancePercent: -1 }, { underpaymentTolerancePercent: 1.234 }, { underpaymentTolerancePercent: '5' }, {}, { underpaymentTolerancePercent: 5, extra: 1 }]) {
      expect((await putSettings(MERCHANT, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await get(MERCHANT, SETTINGS)).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
  });

  it('an underpayment within the tolerance is created resolved (within_tolerance); one beyond it stays open', async () => {
    const saved = await putSettings(MERCHANT, { underpaymentTolerancePercent: 9.99 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ underpaymentTolerancePercent: 9.99, timezone: null });
    const beyond = await deposit({ amount: '100.00', outcome: 'underpaid' });
    expect(await issueOf(beyond._id)).toMatchObject({ status: 'open', received: 90 });

    expect((await putSettings(MERCHANT, { underpaymentTolerancePercent: 10 })).json() as MerchantSettings).toEqual({ underpaymentTolerancePercent: 10, timezone: null });
    const within = await deposit({ amount: '100.00', outcome: 'underpaid' });
    const issue = (await issueOf(within._id))!;
    expect(issue).toMatchObject({ kind: 'underpaid', status: 'resolved', resolution: 'within_tolerance', resolvedBy: null });
    expect(await webhookEvents('payment_issue.opened', issue.id)).toEqual([]);
    expect(await webhookEvents('payment_issue.resolved', issue.id)).toHaveLength(1);
    expect(await activityOf(issue.id)).toEqual([expect.objectContaining({ type: 'payment_issue.resolved', actorEmail: PAYMENT_ISSUE_GATEWAY_ACTOR })]);
    // The remainder still arrives and counts; the record stays as it was resolved.
    expect((await payLink(within._id)).statusCode).toBe(200);
    expect(await issueOf(within._id)).toMatchObject({ status: 'resolved', resolution: 'within_tolerance', received: 100 });

    const changes = (await get(MERCHANT, `/api/v2/activity?filter=${encodeURIComponent(JSON.stringify({ type: 'merchant_settings.changed' }))}`)).json() as ActivityRecord[];
    expect(changes[0].details).toMatchObject({ before: { underpaymentTolerancePercent: 9.99 }, after: { underpaymentTolerancePercent: 10 } });
    expect((await putSettings(MERCHANT, { underpaymentTolerancePercent: 0 })).statusCode).toBe(200);
  });
});

describe('POST /api/v2/payment-issues/{id}/accept', () => {
  let issue: PaymentIssueRecord;
  beforeAll(async () => {
    issue = (await issueOf((await deposit({ amount: '80.00', outcome: 'overpaid' }))._id))!;
  });

  it('refuses a missing, blank or too long note (400) and changes nothing', async () => {
    for (const payload of [{}, { note: '   ' }, { note: 'x'.repeat(501) }, { note: 42 }]) {
      expect((await accept(FINANCE, issue.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await issueOf(issue.transactionId))?.status).toBe('open');
  });

  it('refuses a holder of transactions-view alone (403), who still reads the record', async () => {
    expect((await accept(OPS, issue.id)).statusCode).toBe(403);
    expect((await get(OPS, `${ISSUES}/${issue.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for another merchant\'s record, which its list never shows', async () => {
    expect((await accept(FINANCE, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await accept(OTHER, issue.id)).statusCode).toBe(404);
    expect((await get(OTHER, `${ISSUES}/${issue.id}`)).statusCode).toBe(404);
    const theirs = await deposit({ amount: '10.00', outcome: 'underpaid', email: OTHER });
    // other@ has seeded records of its own (db/demoData.ts), never the merchant's.
    const list = (await get(OTHER, `${ISSUES}?range=[0,999]`)).json() as PaymentIssueRecord[];
    const their = list.find((record) => record.transactionId === theirs._id)!;
    expect(their).toBeDefined();
    expect(list.map((record) => record.id)).not.toContain(issue.id);
    expect((await get(MERCHANT, `${ISSUES}/${their.id}`)).statusCode).toBe(404);
  });

  it('resolves it as accepted with the note and who, logs it, queues payment_issue.resolved; a second accept is 409', async () => {
    const done = await accept(FINANCE, issue.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      id: issue.id,
      status: 'resolved',
      resolution: 'accepted',
      note: 'Customer agreed, goods shipped',
      resolvedBy: { email: FINANCE },
    });
    expect(await activityOf(issue.id)).toEqual([
      expect.objectContaining({ type: 'payment_issue.accepted', actorEmail: FINANCE, details: expect.objectContaining({ note: 'Customer agreed, goods shipped' }) as unknown }),
    ]);
    expect(await webhookEvents('payment_issue.resolved', issue.id)).toEqual([expect.objectContaining({ resolution: 'accepted' })]);
    const again = await accept(MERCHANT, issue.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PAYMENT_ISSUE_MESSAGES.notOpen });
  });

  it('the main merchant and a super operation (approved-withdrawals) accept too', async () => {
    for (const email of [MERCHANT, SUPEROPS]) {
      const open = (await issueOf((await deposit({ amount: '12.00', outcome: 'underpaid' }))._id))!;
      expect((await accept(email, open.id)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/v2/payment-issues', () => {
  it('filters by status, kind and currency, sorts, pages with Content-Range', async () => {
    const all = (await get(MERCHANT, `${ISSUES}?range=[0,999]`)).json() as PaymentIssueRecord[];
    expect(all.length).toBeGreaterThan(5);
    const query = (filter: object, extra = '') => get(MERCHANT, `${ISSUES}?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
    const open = (await query({ status: 'open' }, '&range=[0,999]')).json() as PaymentIssueRecord[];
    expect(open.length).toBe(all.filter((record) => record.status === 'open').length);
    expect(open.every((record) => record.status === 'open')).toBe(true);
    const overOrLate = (await query({ kind: ['overpaid', 'late'] }, '&range=[0,999]')).json() as PaymentIssueRecord[];
    expect(new Set(overOrLate.map((record) => record.kind))).toEqual(new Set(['overpaid', 'late']));
    const erc = (await query({ currencyType: 'USDT-ERC20' }, '&range=[0,999]')).json() as PaymentIssueRecord[];
    expect(erc.length).toBeGreaterThan(0);
    expect(erc.length).toBeLessThan(all.length);
    expect(erc.every((record) => record.currencyType === 'USDT-ERC20')).toBe(true);

    const page = await query({}, '&sort=["difference","ASC"]&range=[0,1]');
    expect(page.headers['content-range']).toBe(`payment-issues 0-1/${all.length}`);
    const differences = (page.json() as PaymentIssueRecord[]).map((record) => record.difference);
    expect(differences).toEqual([...differences].sort((a, b) => a - b));
    expect(differences[0]).toBe(Math.min(...all.map((record) => record.difference)));
    expect((await query({ status: 'nothing' }, '&range=[0,999]')).headers['content-range']).toBeUndefined();
  });

  it('refuses bad queries (400) and callers without transactions-view (none in the demo roles but a signed-out one: 401)', async () => {
    for (const bad of ['filter={"status":"closed"}', 'filter={"unknown":1}', 'sort=["amount","ASC"]', 'range=[5,1]', 'range=[0,5000]', 'filter=nojson']) {
      expect((await get(MERCHANT, `${ISSUES}?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await h.app.inject({ method: 'GET', url: ISSUES })).statusCode).toBe(401);
  });
});
