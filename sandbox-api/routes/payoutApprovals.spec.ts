import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { tronAddressFromBytes } from '../../contract/addresses';
import { PAYOUT_APPROVAL_MESSAGES, type PayoutApprovalRecord } from '../../contract/payoutApprovals';
import { PAYOUT_MESSAGES, type Withdrawal, type WithdrawalListBody } from '../../contract/payouts';
import { STEP_UP_REQUIRED } from '../../contract/stepUp';
import { DEMO_PASSWORD } from '../db/seed';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const APPROVALS = '/api/v2/payout-approvals';
const TRON = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 29 + 3) % 256));
const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const SUPEROPS = 'superops@sandbox.test';
const OPS = 'ops@sandbox.test';

/** A session whose step-up window is open, confirmed through the API with the password. */
async function steppedUp(email: string): Promise<string> {
  const token = await h.loginAs(email);
  const response = await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: bearer(token), payload: { password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

async function requestPayout(email: string, amount: number): Promise<{ status: number; message: string; payout: Withdrawal }> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/withdrawal',
    headers: bearer(await h.loginAs(email)),
    payload: { amount, merchantWallet: TRON, currencyType: 'USDT-TRC20' },
  });
  const body = response.json() as { message: string; data: Withdrawal };
  return { status: response.statusCode, message: body.message, payout: body.data };
}

async function approvalOf(payoutId: string): Promise<PayoutApprovalRecord> {
  const filter = encodeURIComponent(JSON.stringify({ payoutId }));
  const response = await h.app.inject({ method: 'GET', url: `${APPROVALS}?filter=${filter}`, headers: bearer(await h.loginAs(MERCHANT)) });
  expect(response.statusCode).toBe(200);
  const [record] = response.json() as PayoutApprovalRecord[];
  return record;
}

async function inHistory(payoutId: string): Promise<Withdrawal | undefined> {
  const response = await h.app.inject({ method: 'GET', url: '/api/withdrawal/my-withdrawals?limit=100', headers: bearer(await h.loginAs(FINANCE)) });
  return (response.json() as WithdrawalListBody).data.find((payout) => payout._id === payoutId);
}

const decide = (token: string, id: string, action: 'approve' | 'reject' | 'cancel', payload?: object) =>
  h.app.inject({ method: 'POST', url: `${APPROVALS}/${id}/${action}`, headers: bearer(token), payload });

async function notificationTitles(email: string): Promise<string[]> {
  const { rows } = await h.db.query<{ title: string }>(
    `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.type = 'payout_approval' ORDER BY n.created_at`,
    [email],
  );
  return rows.map((row) => row.title);
}

async function webhookEvents(type: string): Promise<Record<string, unknown>[]> {
  const { rows } = await h.db.query<{ payload: { data: Record<string, unknown> } }>('SELECT payload FROM webhook_deliveries WHERE event_type = $1 ORDER BY created_at', [type]);
  return rows.map((row) => row.payload.data);
}

async function activity(type: string): Promise<ActivityRecord[]> {
  const filter = encodeURIComponent(JSON.stringify({ type }));
  const response = await h.app.inject({ method: 'GET', url: `/api/v2/activity?filter=${filter}`, headers: bearer(await h.loginAs(MERCHANT)) });
  return response.json() as ActivityRecord[];
}

describe('with the default policy (approval off)', () => {
  it('POST /withdrawal answers and behaves exactly as the spec says, and holds nothing', async () => {
    const { status, message, payout } = await requestPayout(FINANCE, 500);
    expect(status).toBe(201);
    expect(message).toBe(PAYOUT_MESSAGES.created);
    expect(payout).toMatchObject({ status: 'pending', amount: 500 });
    const { rows } = await h.db.query('SELECT 1 FROM payout_approvals');
    expect(rows).toHaveLength(0);
  });
});

describe('payouts held for approval (issue 28)', () => {
  beforeAll(async () => {
    const token = await steppedUp(MERCHANT);
    // Every approval event reaches this endpoint's delivery log.
    const hook = await h.app.inject({
      method: 'POST',
      url: '/api/v2/webhooks',
      headers: bearer(token),
      payload: { url: 'https://approvals.example.invalid/hook', events: ['payout.approval_requested', 'payout.approved', 'payout.approval_rejected'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const policy = await h.app.inject({ method: 'PUT', url: '/api/v2/payout-policy', headers: bearer(token), payload: { approval: 'above', threshold: 100, newAddress: 'allow', coolingOffHours: 24 } });
    expect(policy.statusCode, policy.body).toBe(200);
  });

  it('sends a payout at or below the threshold as before', async () => {
    const { status, message } = await requestPayout(FINANCE, 100);
    expect(status).toBe(201);
    expect(message).toBe(PAYOUT_MESSAGES.created);
  });

  let held: Withdrawal;

  it('accepts one above it as a request awaiting approval, pending in the spec\'s history, listed with the issue\'s fields', async () => {
    const { status, message, payout } = await requestPayout(FINANCE, 150);
    expect(status).toBe(201);
    expect(message).toBe(PAYOUT_APPROVAL_MESSAGES.awaitingApproval);
    expect(payout).toMatchObject({ status: 'pending', amount: 150, clientWallet: TRON });
    held = payout;
    expect(await inHistory(held._id)).toMatchObject({ status: 'pending' });

    const record = await approvalOf(held._id);
    expect(Object.keys(record).sort()).toEqual(
      ['id', 'payoutId', 'amount', 'currencyType', 'address', 'requestedBy', 'status', 'decidedBy', 'decidedAt', 'reason', 'createdAt'].sort(),
    );
    expect(record).toMatchObject({
      payoutId: held._id,
      amount: 150,
      currencyType: 'USDT-TRC20',
      address: TRON,
      requestedBy: { id: await h.userId(FINANCE), email: FINANCE },
      status: 'awaiting',
      decidedBy: null,
      decidedAt: null,
      reason: null,
    });
    const one = await h.app.inject({ method: 'GET', url: `${APPROVALS}/${record.id}`, headers: bearer(await h.loginAs(SUPEROPS)) });
    expect(one.json()).toEqual(record);
  });

  it('tells the approvers (not the requester, not ops) in the bell and by email, and records and announces the request', async () => {
    expect(await notificationTitles(MERCHANT)).toEqual(['Payout awaiting your approval']);
    expect(await notificationTitles(SUPEROPS)).toEqual(['Payout awaiting your approval']);
    expect(await notificationTitles(FINANCE)).toEqual([]);
    expect(await notificationTitles(OPS)).toEqual([]);
    const [mail] = await h.mailbox(SUPEROPS);
    expect(mail).toMatchObject({ subject: 'Payout awaiting your approval' });
    expect(mail.text).toContain(`${FINANCE} requested a payout of 150 USDT-TRC20 to ${TRON}`);

    const [requested] = await activity('payout.approval_requested');
    expect(requested).toMatchObject({ actorEmail: FINANCE, targetId: held._id, details: { amount: 150, wallet: TRON } });
    const [event] = await webhookEvents('payout.approval_requested');
    expect(event).toMatchObject({ payoutId: held._id, status: 'awaiting', requestedBy: { email: FINANCE } });
  });

  it('follows the approver\'s notification preferences: in-app off means no bell for the next request', async () => {
    const token = await h.loginAs(SUPEROPS);
    const saved = await h.app.inject({ method: 'PUT', url: '/api/user/notifications/preferences', headers: bearer(token), payload: { payout_approval: { inApp: false, email: false } } });
    expect(saved.statusCode, saved.body).toBe(200);
    const mails = (await h.mailbox(SUPEROPS)).length;
    const { payout } = await requestPayout(FINANCE, 101);
    expect(await notificationTitles(SUPEROPS)).toHaveLength(1);
    expect(await h.mailbox(SUPEROPS)).toHaveLength(mails);
    expect(await notificationTitles(MERCHANT)).toHaveLength(2);
    // Leaves no held payout behind for the settlement tests.
    expect((await decide(await h.loginAs(FINANCE), (await approvalOf(payout._id)).id, 'cancel')).statusCode).toBe(200);
  });

  it('is skipped by the sandbox\'s settlement until approved', async () => {
    const byId = await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/payout', payload: { payoutId: held._id, outcome: 'completed' } });
    expect(byId.statusCode).toBe(409);
    expect(byId.json()).toMatchObject({ message: PAYOUT_APPROVAL_MESSAGES.settleAwaiting });
    // The merchant's newest pending payout is the newest one not held: held is newer than the one at 100.
    const newest = await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/payout', payload: { email: MERCHANT, outcome: 'completed' } });
    expect(newest.statusCode, newest.body).toBe(200);
    expect(newest.json().data._id).not.toBe(held._id);
    expect(await inHistory(held._id)).toMatchObject({ status: 'pending' });
  });

  it('is never decided by the requester, by a role without approved-payout-requests, or without a step-up', async () => {
    const { id } = await approvalOf(held._id);
    const own = await decide(await steppedUp(FINANCE), id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ success: false, message: PAYOUT_APPROVAL_MESSAGES.ownRequest });
    const ownReject = await decide(await steppedUp(FINANCE), id, 'reject', { reason: 'changed my mind' });
    expect(ownReject.json()).toMatchObject({ message: PAYOUT_APPROVAL_MESSAGES.ownRequest });

    const ops = await decide(await steppedUp(OPS), id, 'approve');
    expect(ops.statusCode).toBe(403);
    expect(ops.json()).toEqual({ success: false, message: ACCESS_DENIED });

    const unconfirmed = await decide(await h.loginAs(MERCHANT), id, 'approve');
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject({ reason: STEP_UP_REQUIRED });

    const stranger = await decide(await steppedUp('other@sandbox.test'), id, 'approve');
    expect(stranger.statusCode).toBe(404);
    expect((await approvalOf(held._id)).status).toBe('awaiting');
  });

  it('is approved by a second person; the gateway may then settle it', async () => {
    const { id } = await approvalOf(held._id);
    const response = await decide(await steppedUp(MERCHANT), id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    const merchantId = await h.userId(MERCHANT);
    expect(response.json()).toMatchObject({ id, status: 'approved', decidedBy: { id: merchantId, email: MERCHANT }, reason: null });
    expect(Date.now() - Date.parse((response.json() as PayoutApprovalRecord).decidedAt ?? '')).toBeLessThan(60_000);
    expect(await inHistory(held._id)).toMatchObject({ status: 'pending' });

    const again = await decide(await steppedUp(SUPEROPS), id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PAYOUT_APPROVAL_MESSAGES.notAwaiting('approved') });

    expect(await notificationTitles(FINANCE)).toEqual(['Payout approved']);
    expect((await activity('payout.approved'))[0]).toMatchObject({ actorEmail: MERCHANT, targetId: held._id });
    expect((await webhookEvents('payout.approved'))[0]).toMatchObject({ id, status: 'approved' });

    const settled = await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/payout', payload: { payoutId: held._id, outcome: 'completed' } });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await inHistory(held._id)).toMatchObject({ status: 'completed' });
  });

  it('is rejected with a reason, which becomes the admin note of the payout, rejected in the spec\'s history', async () => {
    const { payout } = await requestPayout(MERCHANT, 250);
    const { id } = await approvalOf(payout._id);
    const token = await steppedUp(SUPEROPS);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await decide(token, id, 'reject', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^reason: /);
    }
    expect((await approvalOf(payout._id)).status).toBe('awaiting');

    const response = await decide(token, id, 'reject', { reason: ' Unknown beneficiary ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reason: 'Unknown beneficiary', decidedBy: { email: SUPEROPS } });
    expect(await inHistory(payout._id)).toMatchObject({ status: 'rejected', adminNotes: 'Unknown beneficiary' });
    expect(await notificationTitles(MERCHANT)).toContain('Payout rejected');
    expect((await activity('payout.approval_rejected'))[0]).toMatchObject({ actorEmail: SUPEROPS, details: { reason: 'Unknown beneficiary' } });
    expect((await webhookEvents('payout.approval_rejected'))[0]).toMatchObject({ id, status: 'rejected', reason: 'Unknown beneficiary' });
    expect((await decide(token, id, 'approve')).statusCode).toBe(409);
  });

  it('may be cancelled by the requester only; the payout is then cancelled', async () => {
    const { payout } = await requestPayout(FINANCE, 300);
    const { id } = await approvalOf(payout._id);
    const other = await decide(await h.loginAs(MERCHANT), id, 'cancel');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: PAYOUT_APPROVAL_MESSAGES.notRequester });

    const response = await decide(await h.loginAs(FINANCE), id, 'cancel');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', decidedBy: { email: FINANCE } });
    expect(await inHistory(payout._id)).toMatchObject({ status: 'cancelled', adminNotes: PAYOUT_APPROVAL_MESSAGES.cancelledNote });
    expect((await activity('payout.approval_cancelled'))[0]).toMatchObject({ actorEmail: FINANCE, targetId: payout._id });
    expect((await decide(await h.loginAs(FINANCE), id, 'cancel')).statusCode).toBe(409);
  });

  it('lists in the simple-REST dialect: status filter, sort and Content-Range', async () => {
    const token = await h.loginAs(SUPEROPS);
    const filter = encodeURIComponent(JSON.stringify({ status: ['approved', 'rejected'] }));
    const response = await h.app.inject({ method: 'GET', url: `${APPROVALS}?filter=${filter}&sort=${encodeURIComponent('["amount","ASC"]')}&range=[0,0]`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('payout-approvals 0-0/2');
    expect((response.json() as PayoutApprovalRecord[]).map((record) => record.amount)).toEqual([150]);
    const bad = await h.app.inject({ method: 'GET', url: `${APPROVALS}?filter=${encodeURIComponent('{"status":"pending"}')}`, headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('filter.status');
  });
});
