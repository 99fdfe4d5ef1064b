import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { ethAddressFromBytes, tronAddressFromBytes, walletAddressRule } from '../../contract/addresses';
import { CLAIM_PAGE_TEXT, PAYER_REFUND_MESSAGES, PAYER_REFUND_PAYER_ACTOR, type PayerRefundRecord } from '../../contract/payerRefunds';
import { PAYMENT_ISSUE_MESSAGES, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { PAYOUT_APPROVAL_MESSAGES, type PayoutApprovalRecord } from '../../contract/payoutApprovals';
import { PAYOUT_MESSAGES } from '../../contract/payouts';
import type { Transaction } from '../../contract/transactions';
import { DEMO_PASSWORD } from '../db/seed';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const REFUNDS = '/api/v2/payer-refunds';
const ISSUES = '/api/v2/payment-issues';
const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const SUPEROPS = 'superops@sandbox.test';
const OPS = 'ops@sandbox.test';
const OTHER = 'other@sandbox.test';
const TRON = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 31 + 7) % 256));
const ETH = ethAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 17 + 5) % 256));
/** The same address with one character changed: its checksum fails. */
const TRON_TYPO = TRON.slice(0, 10) + (TRON[10] === 'a' ? 'b' : 'a') + TRON.slice(11);
const EVENTS = ['payer_refund.claimed', 'payer_refund.sent', 'payment_issue.resolved', 'payout.approval_requested'];

interface Simulated {
  _id: string;
  amount: number;
  actualBalance: number;
}

async function deposit(payload: { amount: string; outcome?: string; late?: boolean; email?: string; network?: string }): Promise<Simulated> {
  const response = await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/deposit', payload: { email: MERCHANT, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Simulated }).data;
}

const post = async (email: string, url: string, payload?: object) => h.app.inject({ method: 'POST', url, headers: bearer(await h.loginAs(email)), payload });
const get = async (email: string, url: string) => h.app.inject({ method: 'GET', url, headers: bearer(await h.loginAs(email)) });
const claim = (id: string, address: unknown) => h.app.inject({ method: 'POST', url: `/api/claim/${id}`, payload: { address } });

async function refund(transactionId: string, amount: number, email = FINANCE): Promise<PayerRefundRecord> {
  const response = await post(email, REFUNDS, { transactionId, amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PayerRefundRecord;
}

async function refundOf(id: string, email = MERCHANT): Promise<PayerRefundRecord> {
  const response = await get(email, `${REFUNDS}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PayerRefundRecord;
}

async function issueOf(depositId: string): Promise<PaymentIssueRecord> {
  const response = await get(MERCHANT, `${ISSUES}?filter=${encodeURIComponent(JSON.stringify({ transactionId: depositId }))}`);
  return (response.json() as PaymentIssueRecord[])[0];
}

async function webhookEvents(type: string, id: string): Promise<Record<string, unknown>[]> {
  const { rows } = await h.db.query<{ payload: { data: Record<string, unknown> } }>(
    `SELECT payload FROM webhook_deliveries WHERE event_type = $1 AND payload->'data'->>'id' = $2 ORDER BY created_at`,
    [type, id],
  );
  return rows.map((row) => row.payload.data);
}

async function activityOf(id: string): Promise<ActivityRecord[]> {
  const filter = encodeURIComponent(JSON.stringify({ type: ['payer_refund.created', 'payer_refund.claimed'] }));
  const response = await get(MERCHANT, `/api/v2/activity?filter=${filter}&range=[0,999]&sort=["createdAt","ASC"]`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ActivityRecord[]).filter((record) => record.targetId === id);
}

/** The Withdraw tab's call (001 section 7): the spec's transaction list with type refund. */
async function withdrawTab(): Promise<Transaction[]> {
  const response = await get(FINANCE, '/api/dashboard/transactionList?type=refund&limit=100&page=1');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { docs: Transaction[] } }).data.docs;
}

const settle = (payoutId: string, outcome = 'completed') =>
  h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/payout', payload: { payoutId, outcome } });

async function steppedUp(email: string): Promise<string> {
  const token = await h.loginAs(email);
  const response = await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: bearer(token), payload: { password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

async function setPolicy(payload: object): Promise<void> {
  const response = await h.app.inject({ method: 'PUT', url: '/api/v2/payout-policy', headers: bearer(await steppedUp(MERCHANT)), payload });
  expect(response.statusCode, response.body).toBe(200);
}

async function approvalOf(payoutId: string): Promise<PayoutApprovalRecord | undefined> {
  const response = await get(MERCHANT, `/api/v2/payout-approvals?filter=${encodeURIComponent(JSON.stringify({ payoutId }))}`);
  return (response.json() as PayoutApprovalRecord[])[0];
}

beforeAll(async () => {
  const token = await steppedUp(MERCHANT);
  const hook = await h.app.inject({ method: 'POST', url: '/api/v2/webhooks', headers: bearer(token), payload: { url: 'https://refunds.example.invalid/hook', events: EVENTS } });
  expect(hook.statusCode, hook.body).toBe(201);
});

// The claim's rate limits count per address: each test starts with fresh counters.
beforeEach(async () => {
  await h.db.query('DELETE FROM rate_limits');
});

describe('creating a payer refund from a confirmed deposit', () => {
  it('answers the record, awaiting the address, with its claim link and the activity entry', async () => {
    const paid = await deposit({ amount: '40.00' });
    const created = await refund(paid._id, 12.5);
    expect(created).toMatchObject({
      transactionId: paid._id,
      amount: 12.5,
      currencyType: 'USDT-TRC20',
      status: 'awaiting_address',
      address: null,
      payoutId: null,
      paymentIssueId: null,
    });
    expect(created.claimUrl).toMatch(new RegExp(`/claim/${created.id}$`));
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(7 * 24 * 3600 * 1000);
    expect(await refundOf(created.id, FINANCE)).toEqual(created);
    const [entry] = await activityOf(created.id);
    expect(entry).toMatchObject({ type: 'payer_refund.created', actorEmail: FINANCE, targetType: 'payer_refund', details: { amount: 12.5, transactionId: paid._id } });
  });

  it('refuses a total over what the deposit received, counting the refunds still open (409), and changes nothing', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid' });
    await refund(paid._id, 30);
    const over = await post(FINANCE, REFUNDS, { transactionId: paid._id, amount: 30 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: PAYER_REFUND_MESSAGES.overReceived('24.00') });
    await refund(paid._id, 24);
    const { rows } = await h.db.query('SELECT 1 FROM payer_refunds WHERE deposit_id = $1', [paid._id]);
    expect(rows).toHaveLength(2);
  });

  it('an expired or rejected refund no longer counts against what was received', async () => {
    const paid = await deposit({ amount: '10.00' });
    const first = await refund(paid._id, 10);
    expect((await post(FINANCE, REFUNDS, { transactionId: paid._id, amount: 1 })).statusCode).toBe(409);
    await h.db.query(`UPDATE payer_refunds SET expires_at = now() - interval '1 second' WHERE id = $1`, [first.id]);
    expect((await refundOf(first.id)).status).toBe('expired');
    await refund(paid._id, 10);
  });

  it('refuses a deposit that is not confirmed (409), one of nobody or another merchant (404), and bad input (400)', async () => {
    const { rows } = await h.db.query<{ id: string }>(`SELECT id FROM transactions WHERE type = 'deposit' AND status <> 'confirmed' AND status <> 'completed' AND status <> 'approved' AND merchant_id = (SELECT id FROM users WHERE email = $1) LIMIT 1`, [MERCHANT]);
    const open = await post(FINANCE, REFUNDS, { transactionId: rows[0].id, amount: 1 });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ message: PAYER_REFUND_MESSAGES.notConfirmed });
    const theirs = await deposit({ amount: '5.00', email: OTHER });
    expect((await post(FINANCE, REFUNDS, { transactionId: theirs._id, amount: 1 })).statusCode).toBe(404);
    expect((await post(FINANCE, REFUNDS, { transactionId: '00000000-0000-4000-8000-000000000000', amount: 1 })).statusCode).toBe(404);
    for (const payload of [{ transactionId: theirs._id }, { transactionId: 'nope', amount: 1 }, { transactionId: theirs._id, amount: -1 }, { transactionId: theirs._id, amount: 1.0000001 }]) {
      const response = await post(FINANCE, REFUNDS, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const { rows: none } = await h.db.query('SELECT 1 FROM payer_refunds WHERE deposit_id = $1', [theirs._id]);
    expect(none).toHaveLength(0);
  });

  it('is for the roles that may create payouts: Super Operation reads but may not create, Operation neither', async () => {
    const paid = await deposit({ amount: '8.00' });
    const superops = await post(SUPEROPS, REFUNDS, { transactionId: paid._id, amount: 1 });
    expect(superops.statusCode).toBe(403);
    expect(superops.json()).toMatchObject({ message: PAYOUT_MESSAGES.operationRefused });
    expect((await get(SUPEROPS, REFUNDS)).statusCode).toBe(200);
    expect((await post(OPS, REFUNDS, { transactionId: paid._id, amount: 1 })).json()).toMatchObject({ message: ACCESS_DENIED });
    expect((await get(OPS, REFUNDS)).statusCode).toBe(403);
    const mine = await refund(paid._id, 1, MERCHANT);
    expect((await get(OTHER, `${REFUNDS}/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('at the same moment', () => {
  it('two refunds that together exceed what was received: one is created, the other gets 409', async () => {
    const paid = await deposit({ amount: '20.00' });
    const token = await h.loginAs(FINANCE);
    const send = () => h.app.inject({ method: 'POST', url: REFUNDS, headers: bearer(token), payload: { transactionId: paid._id, amount: 15 } });
    const statuses = (await Promise.all([send(), send()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('two claims of one refund: one makes the payout, the other gets 409', async () => {
    const paid = await deposit({ amount: '20.00' });
    const created = await refund(paid._id, 4);
    const statuses = (await Promise.all([claim(created.id, TRON), claim(created.id, TRON)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const { rows } = await h.db.query(`SELECT 1 FROM transactions WHERE type = 'refund' AND reference_id = (SELECT transaction_id FROM transactions WHERE id = $1)`, [paid._id]);
    expect(rows).toHaveLength(1);
  });
});

describe('cross-site requests', () => {
  it('a refund authenticated by the cookie alone must come from this site (403 otherwise, nothing created)', async () => {
    const paid = await deposit({ amount: '20.00' });
    const cookie = `sid=${await h.loginAs(FINANCE)}`;
    const foreign = await h.app.inject({ method: 'POST', url: REFUNDS, headers: { cookie, origin: 'https://evil.example' }, payload: { transactionId: paid._id, amount: 1 } });
    expect(foreign.statusCode).toBe(403);
    const issue = await h.app.inject({ method: 'POST', url: `${ISSUES}/00000000-0000-4000-8000-000000000000/refund`, headers: { cookie, origin: 'https://evil.example' } });
    expect(issue.statusCode).toBe(403);
    const { rows } = await h.db.query('SELECT 1 FROM payer_refunds WHERE deposit_id = $1', [paid._id]);
    expect(rows).toHaveLength(0);
    const own = await h.app.inject({ method: 'POST', url: REFUNDS, headers: { cookie, origin: h.config.publicUrl }, payload: { transactionId: paid._id, amount: 1 } });
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe('the list', () => {
  it('filters by status, deposit and network, sorts, pages, and answers Content-Range; another merchant sees none', async () => {
    const paid = await deposit({ amount: '30.00', network: 'USDT-ERC20' });
    const small = await refund(paid._id, 2);
    const large = await refund(paid._id, 5);
    const filter = encodeURIComponent(JSON.stringify({ transactionId: paid._id, status: 'awaiting_address', currencyType: 'USDT-ERC20' }));
    const response = await get(MERCHANT, `${REFUNDS}?filter=${filter}&sort=["amount","DESC"]&range=[0,0]`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('payer-refunds 0-0/2');
    expect((response.json() as PayerRefundRecord[]).map((record) => record.id)).toEqual([large.id]);
    const asc = await get(MERCHANT, `${REFUNDS}?filter=${encodeURIComponent(JSON.stringify({ id: [small.id, large.id] }))}&sort=["amount","ASC"]`);
    expect((asc.json() as PayerRefundRecord[]).map((record) => record.id)).toEqual([small.id, large.id]);
    const sent = await get(MERCHANT, `${REFUNDS}?filter=${encodeURIComponent(JSON.stringify({ transactionId: paid._id, status: ['sent', 'expired'] }))}`);
    expect(sent.json()).toEqual([]);
    const theirs = await get(OTHER, `${REFUNDS}?filter=${encodeURIComponent(JSON.stringify({ transactionId: paid._id }))}`);
    expect(theirs.json()).toEqual([]);
    for (const query of ['filter={"status":"gone"}', 'sort=["address","ASC"]', 'range=[0,5000]', 'filter={"merchantId":"x"}']) {
      expect((await get(MERCHANT, `${REFUNDS}?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('refunding a payment issue', () => {
  it('an underpaid one refunds what was received by default and resolves the issue as refunded', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid' });
    const issue = await issueOf(paid._id);
    const response = await post(FINANCE, `${ISSUES}/${issue.id}/refund`, {});
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as PayerRefundRecord;
    expect(created).toMatchObject({ transactionId: paid._id, amount: 54, status: 'awaiting_address', paymentIssueId: issue.id });
    const resolved = await issueOf(paid._id);
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'refunded', resolvedBy: { email: FINANCE } });
    expect(await webhookEvents('payment_issue.resolved', issue.id)).toEqual([expect.objectContaining({ resolution: 'refunded' })]);
    const again = await post(FINANCE, `${ISSUES}/${issue.id}/refund`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PAYMENT_ISSUE_MESSAGES.notOpen });
  });

  it('an overpaid one refunds the difference by default; a chosen amount goes up to what was received', async () => {
    const over = await deposit({ amount: '60.00', outcome: 'overpaid' });
    const overIssue = await issueOf(over._id);
    expect((await post(MERCHANT, `${ISSUES}/${overIssue.id}/refund`)).json()).toMatchObject({ amount: 3 });
    const late = await deposit({ amount: '20.00', late: true });
    const lateIssue = await issueOf(late._id);
    const tooMuch = await post(FINANCE, `${ISSUES}/${lateIssue.id}/refund`, { amount: 20.01 });
    expect(tooMuch.statusCode).toBe(409);
    expect((await issueOf(late._id)).status).toBe('open');
    expect((await post(FINANCE, `${ISSUES}/${lateIssue.id}/refund`, { amount: 20 })).json()).toMatchObject({ amount: 20, paymentIssueId: lateIssue.id });
    expect((await issueOf(late._id)).resolution).toBe('refunded');
  });

  it('a refund made from the deposit resolves its open issue too; another merchant\'s issue is 404', async () => {
    const paid = await deposit({ amount: '50.00', outcome: 'underpaid' });
    const created = await refund(paid._id, 10);
    const issue = await issueOf(paid._id);
    expect(created.paymentIssueId).toBe(issue.id);
    expect(issue.resolution).toBe('refunded');
    const theirs = await deposit({ amount: '50.00', outcome: 'underpaid', email: OTHER });
    const { rows } = await h.db.query<{ id: string }>('SELECT id FROM payment_issues WHERE deposit_id = $1', [theirs._id]);
    expect((await post(FINANCE, `${ISSUES}/${rows[0].id}/refund`, {})).statusCode).toBe(404);
  });
});

describe("the payer's claim", () => {
  it('the page shows the merchant, the payment and the amount, and a labelled form for the network', async () => {
    const paid = await deposit({ amount: '40.00' });
    const created = await refund(paid._id, 15);
    const page = await h.app.inject({ method: 'GET', url: `/claim/${created.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const { rows } = await h.db.query<{ transaction_id: string }>('SELECT transaction_id FROM transactions WHERE id = $1', [paid._id]);
    expect(page.body).toContain('<h1>Refund of 15.00 USDT</h1>');
    expect(page.body).toContain(rows[0].transaction_id);
    expect(page.body).toContain('<dd>40.00 USDT</dd>');
    expect(page.body).toMatch(/<span id="merchant">[^<]+<\/span>/);
    expect(page.body).toContain('<label for="address">Your USDT-TRC20 address</label>');
    expect(page.body).toContain(`<label for="confirm">${CLAIM_PAGE_TEXT.confirmLabel}</label>`);
    expect(page.body).toContain('aria-describedby="address-hint address-error"');
    expect(page.body).toContain(`<p class="hint" id="address-hint">Your address ${walletAddressRule('USDT-TRC20')}.</p>`);
    // Issue 30: the address's format in the payer's language too, not English inside a Spanish sentence.
    const spanish = await h.app.inject({ method: 'GET', url: `/claim/${created.id}`, headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(spanish.body).toContain(
      '<p class="hint" id="address-hint">Tu dirección debe ser una dirección TRC20: 34 caracteres que empiezan por T, con una suma de verificación válida.</p>',
    );
    expect(page.body).toContain('<p id="message" role="alert"></p>');
    expect(page.body).toContain('<script src="/claim/claim-page.js"></script>');
    const script = await h.app.inject({ method: 'GET', url: '/claim/claim-page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("setAttribute('aria-invalid', 'true')");
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await h.app.inject({ method: 'GET', url: `/claim/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain(CLAIM_PAGE_TEXT.notFound);
    }
  });

  it('refuses an address that fails its network or its checksum (400) and changes nothing', async () => {
    const paid = await deposit({ amount: '40.00' });
    const created = await refund(paid._id, 4);
    for (const address of [TRON_TYPO, ETH, '', 'T123', 42]) {
      const response = await claim(created.id, address);
      expect(response.statusCode, String(address)).toBe(400);
    }
    const typo = await claim(created.id, TRON_TYPO);
    expect(typo.json()).toMatchObject({ errors: [{ path: 'address', message: expect.stringContaining('valid checksum') as string }] });
    expect(await refundOf(created.id)).toMatchObject({ status: 'awaiting_address', address: null, payoutId: null });
  });

  it('a claim makes the payout (type refund, in the Withdraw tab), then the settlement sends it', async () => {
    const paid = await deposit({ amount: '40.00', network: 'USDT-ERC20' });
    const created = await refund(paid._id, 6.5);
    const response = await claim(created.id, ETH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: PAYER_REFUND_MESSAGES.claimed, data: { status: 'sending', address: ETH } });
    const claimed = await refundOf(created.id);
    expect(claimed).toMatchObject({ status: 'sending', address: ETH, payoutId: expect.any(String) as string });
    const row = (await withdrawTab()).find((transaction) => transaction._id === claimed.payoutId);
    expect(row).toMatchObject({ type: 'refund', status: 'pending', amount: 6.5, clientWallet: ETH, currencyType: 'USDT-ERC20' });
    // Not in the payout history, which excludes refunds (001 section 3).
    const history = await get(FINANCE, '/api/withdrawal/my-withdrawals?limit=100');
    expect((history.json() as { data: { _id: string }[] }).data.map((payout) => payout._id)).not.toContain(claimed.payoutId);
    expect(await webhookEvents('payer_refund.claimed', created.id)).toEqual([expect.objectContaining({ status: 'sending', address: ETH })]);
    const entries = await activityOf(created.id);
    expect(entries.map((entry) => [entry.type, entry.actorEmail])).toEqual([
      ['payer_refund.created', FINANCE],
      ['payer_refund.claimed', PAYER_REFUND_PAYER_ACTOR],
    ]);
    // The page now says what happens, without the form.
    const page = await h.app.inject({ method: 'GET', url: `/claim/${created.id}` });
    expect(page.body).toContain(CLAIM_PAGE_TEXT.sending);
    expect(page.body).not.toContain('<form');
    // A second claim is refused and changes nothing.
    const again = await claim(created.id, ETH);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PAYER_REFUND_MESSAGES.notAwaitingAddress });

    const settled = await settle(claimed.payoutId!);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await refundOf(created.id)).toMatchObject({ status: 'sent' });
    expect((await withdrawTab()).find((transaction) => transaction._id === claimed.payoutId)).toMatchObject({ status: 'completed' });
    expect(await webhookEvents('payer_refund.sent', created.id)).toEqual([expect.objectContaining({ status: 'sent', payoutId: claimed.payoutId })]);
  });

  it('a failed settlement reads as rejected, and the amount may be refunded again', async () => {
    const paid = await deposit({ amount: '9.00' });
    const created = await refund(paid._id, 9);
    await claim(created.id, TRON);
    const { payoutId } = await refundOf(created.id);
    expect((await settle(payoutId!, 'failed')).statusCode).toBe(200);
    expect(await refundOf(created.id)).toMatchObject({ status: 'rejected' });
    expect(await webhookEvents('payer_refund.sent', created.id)).toEqual([]);
    await refund(paid._id, 9);
  });

  it('after 7 days the link has expired: 410, the status reads expired, and the page says so', async () => {
    const paid = await deposit({ amount: '40.00' });
    const created = await refund(paid._id, 3);
    // The database clock decides: the refund is moved 7 days back instead of waiting for them.
    await h.db.query(`UPDATE payer_refunds SET created_at = created_at - interval '7 days', expires_at = expires_at - interval '7 days' WHERE id = $1`, [created.id]);
    const response = await claim(created.id, TRON);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: PAYER_REFUND_MESSAGES.expired });
    expect(await refundOf(created.id)).toMatchObject({ status: 'expired', payoutId: null });
    const page = await h.app.inject({ method: 'GET', url: `/claim/${created.id}` });
    expect(page.body).toContain(CLAIM_PAGE_TEXT.expired);
    expect(page.body).not.toContain('<form');
    const filter = encodeURIComponent(JSON.stringify({ status: 'expired', transactionId: paid._id }));
    expect(((await get(MERCHANT, `${REFUNDS}?filter=${filter}`)).json() as PayerRefundRecord[]).map((record) => record.id)).toEqual([created.id]);
  });

  it('a claim the balance cannot cover is refused (409) and leaves the refund awaiting its address', async () => {
    const paid = await deposit({ amount: '30.00' });
    const created = await refund(paid._id, 30);
    // A pending payout reserves more than the merchant holds on Tron.
    const { rows } = await h.db.query<{ id: string }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, client_wallet)
       SELECT id, 'payout', 'pending', 'USDT-TRC20', 1000000000, 'PAY-REFUNDSPEC', $2 FROM users WHERE email = $1 RETURNING id`,
      [MERCHANT, TRON],
    );
    const response = await claim(created.id, TRON);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PAYER_REFUND_MESSAGES.insufficientBalance });
    expect(await refundOf(created.id)).toMatchObject({ status: 'awaiting_address', address: null, payoutId: null });
    await h.db.query('DELETE FROM transactions WHERE id = $1', [rows[0].id]);
    expect((await claim(created.id, TRON)).statusCode).toBe(200);
  });

  it('an unknown refund is 404, and the claim is rate limited (429)', async () => {
    expect((await claim('00000000-0000-4000-8000-000000000000', TRON)).statusCode).toBe(404);
    expect((await claim('not-an-id', TRON)).statusCode).toBe(404);
    const paid = await deposit({ amount: '40.00' });
    const created = await refund(paid._id, 1);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await claim(created.id, TRON_TYPO)).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 8).every((status) => status === 400)).toBe(true);
  });
});

describe('with the payout approval policy', () => {
  it('a refund above the threshold awaits a second person after the claim; approved, it is sent', async () => {
    await setPolicy({ approval: 'above', threshold: 10, newAddress: 'refuse', coolingOffHours: 24 });
    const paid = await deposit({ amount: '40.00' });
    // Below the threshold: sent at once, though the address is in no address book (the rule does not apply).
    const small = await refund(paid._id, 5);
    expect((await claim(small.id, TRON)).json()).toMatchObject({ data: { status: 'sending' } });
    expect(await approvalOf((await refundOf(small.id)).payoutId!)).toBeUndefined();

    const large = await refund(paid._id, 20);
    const response = await claim(large.id, TRON);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: PAYER_REFUND_MESSAGES.claimedAwaitingApproval, data: { status: 'awaiting_approval' } });
    const { payoutId } = await refundOf(large.id);
    const approval = await approvalOf(payoutId!);
    expect(approval).toMatchObject({ status: 'awaiting', amount: 20, address: TRON, requestedBy: { email: FINANCE } });
    const held = await settle(payoutId!);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ message: PAYOUT_APPROVAL_MESSAGES.settleAwaiting });
    expect(await webhookEvents('payout.approval_requested', approval!.id)).toHaveLength(1);
    // The requester may not approve it; the main merchant does.
    expect((await h.app.inject({ method: 'POST', url: `/api/v2/payout-approvals/${approval!.id}/approve`, headers: bearer(await steppedUp(FINANCE)) })).statusCode).toBe(403);
    const approved = await h.app.inject({ method: 'POST', url: `/api/v2/payout-approvals/${approval!.id}/approve`, headers: bearer(await steppedUp(MERCHANT)) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await refundOf(large.id)).toMatchObject({ status: 'sending' });
    expect((await settle(payoutId!)).statusCode).toBe(200);
    expect(await refundOf(large.id)).toMatchObject({ status: 'sent' });
  });

  it('a rejected approval makes the refund rejected', async () => {
    await setPolicy({ approval: 'all', threshold: null, newAddress: 'allow', coolingOffHours: 24 });
    const paid = await deposit({ amount: '40.00' });
    const created = await refund(paid._id, 2);
    await claim(created.id, TRON);
    const approval = await approvalOf((await refundOf(created.id)).payoutId!);
    const rejected = await h.app.inject({
      method: 'POST',
      url: `/api/v2/payout-approvals/${approval!.id}/reject`,
      headers: bearer(await steppedUp(MERCHANT)),
      payload: { reason: 'Wrong customer' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await refundOf(created.id)).toMatchObject({ status: 'rejected' });
    const page = await h.app.inject({ method: 'GET', url: `/claim/${created.id}` });
    expect(page.body).toContain(CLAIM_PAGE_TEXT.rejected);
    await setPolicy({ approval: 'off', threshold: null, newAddress: 'allow', coolingOffHours: 24 });
  });
});
