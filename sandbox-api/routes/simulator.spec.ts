import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ethAddressFromBytes, isEthAddress, isTronAddress, tronAddressFromBytes } from '../../contract/addresses';
import { COMPLAINT_CLOSED_BY_SETTLEMENT, COMPLAINT_MESSAGES, type Complaint } from '../../contract/complaints';
import type { DashboardData } from '../../contract/dashboard';
import { confirmSimulatedDeposit, createSimulatedDeposit } from '../simulator/deposits';
import { bearer, createHarness, useHarness, PRODUCTION_ENV } from '../test/harness';

const h = useHarness();

const simulate = (kind: 'deposit' | 'refund' | 'payout' | 'complaint', payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/sandbox/simulate/${kind}`, payload });

async function dashboard(email: string): Promise<DashboardData> {
  const response = await h.app.inject({ method: 'GET', url: '/api/dashboard/merchant?filter=today', headers: bearer(await h.loginAs(email)) });
  return response.json().data as DashboardData;
}

const cents = (value: number) => Math.round(value * 100);

const TRON_WALLET = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 29 + 3) % 256));
const ETH_WALLET = ethAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 31 + 7) % 256));

/** A pending payout requested through the dashboard's own route, as the team member would. */
async function requestPayout(email: string, amount: number, network: 'USDT-TRC20' | 'USDT-ERC20' = 'USDT-TRC20'): Promise<string> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/withdrawal',
    headers: bearer(await h.loginAs(email)),
    payload: { amount, merchantWallet: network === 'USDT-TRC20' ? TRON_WALLET : ETH_WALLET, currencyType: network },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

async function statusOf(id: string): Promise<string> {
  const { rows } = await h.db.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [id]);
  return rows[0].status;
}

describe('POST /api/sandbox/simulate/deposit', () => {
  it('creates and confirms an exact payment: fee, net, hash, expiry from the merchant timer, and the dashboard moves', async () => {
    const before = await dashboard('merchant@sandbox.test');
    const response = await simulate('deposit', { amount: '123.45' });
    expect(response.statusCode).toBe(201);
    const deposit = response.json().data;
    expect(deposit).toMatchObject({
      status: 'confirmed',
      amount: 123.45,
      actualBalance: 123.45,
      fee: 1.23,
      netAmount: 122.22,
      currencyType: 'USDT-TRC20',
    });
    expect(deposit.transactionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(isTronAddress(deposit.walletAddress)).toBe(true);
    expect(Date.parse(deposit.expiresAt) - Date.parse(deposit.createdAt)).toBe(10 * 60_000);

    const after = await dashboard('merchant@sandbox.test');
    expect(cents(after.totalVolume) - cents(before.totalVolume)).toBe(12345);
    expect(cents(after.totalAmount!) - cents(before.totalAmount!)).toBe(12222);
    expect(cents(after.feeAmt!) - cents(before.feeAmt!)).toBe(123);
    expect(after.recentTransactions.deposits[0]._id).toBe(deposit._id);
  });

  it('overpaid and underpaid payments record what arrived, on ERC20 with a 0x hash', async () => {
    const over = (await simulate('deposit', { amount: 100, network: 'USDT-ERC20', outcome: 'overpaid' })).json().data;
    expect(over).toMatchObject({ amount: 100, actualBalance: 105, fee: 1.05, netAmount: 103.95, currencyType: 'USDT-ERC20' });
    expect(over.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(isEthAddress(over.walletAddress)).toBe(true);
    const under = (await simulate('deposit', { amount: '80.00', outcome: 'underpaid' })).json().data;
    expect(under).toMatchObject({ amount: 80, actualBalance: 72, fee: 0.72, netAmount: 71.28 });
  });

  it('notifies the whole team of the merchant', async () => {
    const financeId = await h.userId('finance@sandbox.test');
    await simulate('deposit', { email: 'finance@sandbox.test', amount: '10.00' });
    const { rows } = await h.db.query<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 2`,
      [financeId],
    );
    expect(rows).toEqual([
      { title: 'Deposit confirmed', body: '10.00 USDT received on USDT-TRC20.' },
      { title: 'New deposit', body: 'A deposit of 10.00 USDT on USDT-TRC20 is awaiting payment.' },
    ]);
  });

  it('with confirmAfterMs answers the open deposit and confirms it later', async () => {
    const response = await simulate('deposit', { email: 'other@sandbox.test', amount: '5.00', confirmAfterMs: 100 });
    expect(response.statusCode).toBe(201);
    const deposit = response.json().data;
    expect(deposit.status).toBe('initiated');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const { rows } = await h.db.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [deposit._id]);
    expect(rows[0].status).toBe('confirmed');
  });

  it('a partly paid deposit takes the remainder until it expires (issue 29), then refuses like a paid one', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const deposit = await createSimulatedDeposit(h.app.services, merchantId, { amount: '20.00' });
    expect(await confirmSimulatedDeposit(h.app.services, merchantId, deposit._id, 'underpaid')).toMatchObject({ actualBalance: 18, fee: 0.18, netAmount: 17.82 });
    const first = (await h.db.query<{ hash: string }>('SELECT transaction_hash AS hash FROM transactions WHERE id = $1', [deposit._id])).rows[0].hash;
    const full = await confirmSimulatedDeposit(h.app.services, merchantId, deposit._id);
    expect(full).toMatchObject({ status: 'confirmed', actualBalance: 20, fee: 0.2, netAmount: 19.8, transactionHash: first });
    const { rows } = await h.db.query<{ amount: string }>('SELECT amount::text FROM deposit_payments WHERE deposit_id = $1 ORDER BY created_at', [deposit._id]);
    expect(rows.map((row) => Number(row.amount))).toEqual([18, 2]);
    await expect(confirmSimulatedDeposit(h.app.services, merchantId, deposit._id)).rejects.toMatchObject({ statusCode: 409 });

    const partial = await createSimulatedDeposit(h.app.services, merchantId, { amount: '20.00' });
    await confirmSimulatedDeposit(h.app.services, merchantId, partial._id, 'underpaid');
    await h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [partial._id]);
    await expect(confirmSimulatedDeposit(h.app.services, merchantId, partial._id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This deposit has expired and can no longer be paid.',
    });
  });

  it('with late, the deposit expires unpaid and the payment arrives after, confirmed', async () => {
    const response = await simulate('deposit', { email: 'other@sandbox.test', amount: '9.00', late: true, outcome: 'overpaid' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'confirmed', amount: 9, actualBalance: 9.45 });
    expect(Date.parse(response.json().data.expiresAt as string)).toBeLessThan(Date.now());
    expect((await simulate('deposit', { late: 'yes' })).statusCode).toBe(400);
  });

  it('refuses bad input, an unknown merchant, and a second or late confirmation', async () => {
    const bad = await simulate('deposit', { amount: '-5', outcome: 'lost', network: 'BTC' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'amount: must be a positive number with at most 6 decimals; network: must be USDT-TRC20 or USDT-ERC20; outcome: must be exact, overpaid, underpaid',
    );
    expect((await simulate('deposit', { email: 'nobody@sandbox.test' })).statusCode).toBe(404);

    const merchantId = await h.userId('merchant@sandbox.test');
    const deposit = await createSimulatedDeposit(h.app.services, merchantId, { amount: '20.00' });
    await confirmSimulatedDeposit(h.app.services, merchantId, deposit._id);
    await expect(confirmSimulatedDeposit(h.app.services, merchantId, deposit._id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This deposit is confirmed and can no longer be paid.',
    });
    const late = await createSimulatedDeposit(h.app.services, merchantId, { amount: '20.00' });
    await h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [late._id]);
    await expect(confirmSimulatedDeposit(h.app.services, merchantId, late._id)).rejects.toMatchObject({ statusCode: 409 });
    // Another merchant's deposit is not found, whoever asks.
    const otherId = await h.userId('other@sandbox.test');
    const foreign = await createSimulatedDeposit(h.app.services, otherId, { amount: '20.00' });
    await expect(confirmSimulatedDeposit(h.app.services, merchantId, foreign._id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('POST /api/sandbox/simulate/refund', () => {
  it('writes a completed refund that lowers the balance, and never more than is available', async () => {
    const before = await dashboard('merchant@sandbox.test');
    const response = await simulate('refund', { amount: '12.34' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'completed', amount: 12.34, currencyType: 'USDT-TRC20' });
    const after = await dashboard('merchant@sandbox.test');
    expect(cents(before.totalAmount!) - cents(after.totalAmount!)).toBe(1234);

    const tooMuch = await simulate('refund', { amount: '99999999' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^Insufficient available balance \(\d+\.\d{2} USDT-TRC20\)$/);
  });
});

describe('POST /api/sandbox/simulate/payout', () => {
  it('completes a pending payout: processed time, a hash, and the money counts as sent instead of reserved', async () => {
    const id = await requestPayout('merchant@sandbox.test', 21.5);
    const before = await dashboard('merchant@sandbox.test');
    const response = await simulate('payout', { payoutId: id, outcome: 'completed' });
    expect(response.statusCode, response.body).toBe(200);
    const payout = response.json().data;
    expect(payout).toMatchObject({ _id: id, type: 'payout', status: 'completed', amount: 21.5, currencyType: 'USDT-TRC20' });
    expect(payout.transactionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(payout.blockchainTxHash).toBe(payout.transactionHash);
    expect(payout.blockchainData).toEqual({ network: 'USDT-TRC20', status: 'success' });
    expect(Math.abs(Date.parse(payout.processedAt) - Date.now())).toBeLessThan(60_000);
    expect(await statusOf(id)).toBe('completed');

    const after = await dashboard('merchant@sandbox.test');
    expect(cents(before.totalAmount!) - cents(after.totalAmount!)).toBe(2150);
    expect(after.availableBalance).toBe(before.availableBalance);
  });

  it('an ERC20 payout completes with a 0x hash', async () => {
    const id = await requestPayout('merchant@sandbox.test', 2, 'USDT-ERC20');
    const payout = (await simulate('payout', { payoutId: id })).json().data;
    expect(payout.status).toBe('completed');
    expect(payout.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it.each(['rejected', 'failed'] as const)('a %s payout no longer counts against the available balance', async (outcome) => {
    const before = await dashboard('merchant@sandbox.test');
    const id = await requestPayout('finance@sandbox.test', 7.25);
    const reserved = await dashboard('merchant@sandbox.test');
    expect(cents(before.availableBalance!) - cents(reserved.availableBalance!)).toBe(725);

    const payout = (await simulate('payout', { payoutId: id, email: 'merchant@sandbox.test', outcome })).json().data;
    expect(payout).toMatchObject({ _id: id, status: outcome, transactionHash: null });
    expect(payout.processedAt).not.toBeNull();
    expect(payout.adminNotes).toMatch(/sandbox simulator/);
    const after = await dashboard('merchant@sandbox.test');
    expect(after.availableBalance).toBe(before.availableBalance);
    expect(after.totalAmount).toBe(before.totalAmount);
  });

  it('notifies the whole team of the merchant', async () => {
    const financeId = await h.userId('finance@sandbox.test');
    const opsId = await h.userId('ops@sandbox.test');
    const id = await requestPayout('merchant@sandbox.test', 3.4);
    await simulate('payout', { payoutId: id, outcome: 'completed' });
    for (const userId of [financeId, opsId]) {
      const { rows } = await h.db.query<{ type: string; title: string; body: string; is_read: boolean }>(
        'SELECT type, title, body, is_read FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
        [userId],
      );
      expect(rows).toEqual([{ type: 'payout_status', title: 'Payout completed', body: 'Your payout of 3.40 USDT on USDT-TRC20 was sent.', is_read: false }]);
    }
    const rejected = await requestPayout('merchant@sandbox.test', 3.4);
    await simulate('payout', { payoutId: rejected, outcome: 'rejected' });
    const { rows } = await h.db.query<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [financeId],
    );
    expect(rows).toEqual([{ title: 'Payout rejected', body: 'Your payout of 3.40 USDT was rejected. See the admin notes.' }]);
  });

  it("without payoutId settles the email's merchant's newest pending payout", async () => {
    const older = await requestPayout('merchant@sandbox.test', 1.1);
    const newer = await requestPayout('merchant@sandbox.test', 1.2);
    const response = await simulate('payout', { email: 'finance@sandbox.test', outcome: 'failed' });
    expect(response.json().data).toMatchObject({ _id: newer, status: 'failed' });
    expect(await statusOf(older)).toBe('pending');
  });

  it('refuses a settled payout with 409, and answers 404 for an unknown id or another merchant\'s payout', async () => {
    const id = await requestPayout('merchant@sandbox.test', 1.5);
    expect((await simulate('payout', { payoutId: id, outcome: 'rejected' })).statusCode).toBe(200);
    const again = await simulate('payout', { payoutId: id, outcome: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'This payout is rejected and can no longer be settled.' });
    expect(await statusOf(id)).toBe('rejected');

    const unknown = await simulate('payout', { payoutId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Payout not found');

    const theirs = await requestPayout('other@sandbox.test', 1.5);
    const crossed = await simulate('payout', { payoutId: theirs, email: 'merchant@sandbox.test' });
    expect(crossed.statusCode).toBe(404);
    expect(await statusOf(theirs)).toBe('pending');

    // A deposit is not a payout.
    const merchantId = await h.userId('merchant@sandbox.test');
    const deposit = await createSimulatedDeposit(h.app.services, merchantId, { amount: '2.00' });
    expect((await simulate('payout', { payoutId: deposit._id })).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
    const bad = await simulate('payout', { payoutId: 'PAY-1', outcome: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('payoutId: must be a UUID; outcome: must be completed, rejected, failed');
    expect((await simulate('payout', { email: 'nobody@sandbox.test' })).statusCode).toBe(404);
  });

  it('does not exist in production mode', async () => {
    const production = await createHarness({ seed: false, env: PRODUCTION_ENV });
    try {
      const response = await production.app.inject({ method: 'POST', url: '/api/sandbox/simulate/payout', payload: { payoutId: randomUUID() } });
      expect(response.statusCode).toBe(404);
      expect(production.app.routeTable.some((route) => route.url === '/api/sandbox/simulate/payout')).toBe(false);
    } finally {
      await production.close();
    }
  });
});

/** A customer's complaint about the payout, filed through the simulator. */
async function complainAbout(payoutId: string, description = 'The money never arrived'): Promise<Complaint> {
  const response = await simulate('complaint', { payoutId, title: `Complaint ${randomUUID()}`, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Complaint;
}

async function complaintRow(id: string): Promise<{ status: string; admin_notes: string | null }> {
  const { rows } = await h.db.query<{ status: string; admin_notes: string | null }>('SELECT status, admin_notes FROM complaints WHERE id = $1', [id]);
  return rows[0];
}

describe('POST /api/sandbox/simulate/complaint', () => {
  it("files a customer's complaint about a pending payout, open for the merchant to answer", async () => {
    const payoutId = await requestPayout('merchant@sandbox.test', 2.5);
    const complaint = await complainAbout(payoutId, 'Wrong amount');
    expect(complaint).toMatchObject({ status: 'pending', description: 'Wrong amount', adminNotes: null, withdrawalId: { _id: payoutId, status: 'pending', amount: 2.5 } });
    const list = await h.app.inject({ method: 'GET', url: `/api/refund/merchant?search=${complaint.withdrawalId.transactionId}`, headers: bearer(await h.loginAs('merchant@sandbox.test')) });
    expect(list.json().data.map((row: Complaint) => row._id)).toEqual([complaint._id]);
  });

  it("refuses a settled payout (409), another merchant's payout named with an email (404) and bad input (400)", async () => {
    const settled = await requestPayout('merchant@sandbox.test', 1.5);
    await simulate('payout', { payoutId: settled, outcome: 'completed' });
    const late = await simulate('complaint', { payoutId: settled });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This payout is completed; only a pending payout can be complained about.');
    const theirs = await requestPayout('other@sandbox.test', 1.5);
    expect((await simulate('complaint', { payoutId: theirs, email: 'merchant@sandbox.test' })).statusCode).toBe(404);
    const bad = await simulate('complaint', { payoutId: 'PAY-1', title: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('payoutId: must be a UUID; title: must be a string');
  });
});

describe('a settled payout closes its open complaint (DECISIONS.md section 5)', () => {
  it.each([
    ['completed', 'resolved'],
    ['rejected', 'rejected'],
    ['failed', 'rejected'],
  ] as const)('a %s payout closes its pending complaint as %s with the note, notifies the team, and the merchant can no longer answer', async (outcome, status) => {
    const payoutId = await requestPayout('merchant@sandbox.test', 3.3);
    const complaint = await complainAbout(payoutId);
    expect((await simulate('payout', { payoutId, outcome })).statusCode).toBe(200);
    expect(await complaintRow(complaint._id)).toEqual({ status, admin_notes: COMPLAINT_CLOSED_BY_SETTLEMENT[outcome].adminNotes });
    const { rows } = await h.db.query<{ type: string; title: string; message: string }>(
      `SELECT type, title, message FROM notifications WHERE user_id = $1 AND type = 'complaint_update' ORDER BY created_at DESC LIMIT 1`,
      [await h.userId('finance@sandbox.test')],
    );
    expect(rows).toEqual([{ type: 'complaint_update', title: 'Complaint closed', message: `"${complaint.title}" was ${status} by the gateway when the payout was settled.` }]);
    const answer = await h.app.inject({
      method: 'PUT',
      url: `/api/refund/merchant/${complaint._id}`,
      headers: bearer(await h.loginAs('merchant@sandbox.test')),
      payload: { action: 'approve', status: 'resolved' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(COMPLAINT_MESSAGES.withdrawalNotPending);
  });

  it("leaves a complaint the merchant already answered as it is, and touches no other payout's complaint", async () => {
    const payoutId = await requestPayout('merchant@sandbox.test', 3.1);
    const answered = await complainAbout(payoutId);
    const open = await complainAbout(payoutId);
    const elsewhere = await complainAbout(await requestPayout('merchant@sandbox.test', 3.2));
    const reply = await h.app.inject({
      method: 'PUT',
      url: `/api/refund/merchant/${answered._id}`,
      headers: bearer(await h.loginAs('merchant@sandbox.test')),
      payload: { action: 'reject', status: 'rejected', adminNotes: 'Sent to the wallet on file' },
    });
    expect(reply.statusCode).toBe(200);
    await simulate('payout', { payoutId, outcome: 'completed' });
    expect(await complaintRow(answered._id)).toEqual({ status: 'rejected', admin_notes: 'Sent to the wallet on file' });
    expect(await complaintRow(open._id)).toEqual({ status: 'resolved', admin_notes: COMPLAINT_CLOSED_BY_SETTLEMENT.completed.adminNotes });
    expect(await complaintRow(elsewhere._id)).toEqual({ status: 'pending', admin_notes: null });
  });
});

describe('live events of the simulator over real socket.io connections', () => {
  let baseUrl: string;
  const sockets: Socket[] = [];
  const clients: Record<string, { id: string; received: { event: string; payload: unknown }[] }> = {};

  beforeAll(async () => {
    baseUrl = await h.app.listen({ host: '127.0.0.1', port: 0 });
    for (const email of ['merchant@sandbox.test', 'finance@sandbox.test', 'other@sandbox.test']) {
      const socket = connect(baseUrl, { transports: ['websocket'], reconnection: false, auth: { token: await h.loginAs(email) } });
      sockets.push(socket);
      const received: { event: string; payload: unknown }[] = [];
      socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      clients[email] = { id: await h.userId(email), received };
    }
  });

  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  /** Waits until the client has received an event of that name, or fails after 5 s. */
  async function arrival(email: string, event: string): Promise<unknown> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = clients[email].received.find((entry) => entry.event === event);
      if (found) return found.payload;
      if (Date.now() > deadline) throw new Error(`${email} did not receive ${event}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('the merchant receives its own deposit, notification and refund events; the other merchant receives none', async () => {
    const merchant = clients['merchant@sandbox.test'];
    const other = clients['other@sandbox.test'];
    other.received.length = 0;
    merchant.received.length = 0;

    const deposit = (await simulate('deposit', { amount: '42.00', confirmAfterMs: 50 })).json().data;
    const transactionEvent = `transaction-update-${merchant.id}`;
    expect(await arrival('merchant@sandbox.test', transactionEvent)).toEqual({
      type: 'new_transaction',
      transactionId: deposit._id,
      status: 'initiated',
      transactionType: 'deposit',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(merchant.received.filter((entry) => entry.event === transactionEvent).map((entry) => entry.payload)).toContainEqual({
      type: 'transaction_status_update',
      transactionId: deposit._id,
      status: 'confirmed',
      transactionType: 'deposit',
      outcome: 'exact',
    });
    const notifications = merchant.received.filter((entry) => entry.event === `notification-${merchant.id}`).map((entry) => entry.payload);
    expect(notifications.at(-1)).toMatchObject({ title: 'Deposit confirmed', body: '42.00 USDT received on USDT-TRC20.', isRead: false });
    const { rows } = await h.db.query<{ count: number }>('SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND NOT is_read', [merchant.id]);
    expect((notifications.at(-1) as { unreadCount: number }).unreadCount).toBe(rows[0].count);

    const refund = (await simulate('refund', { amount: '1.00' })).json().data;
    expect(await arrival('merchant@sandbox.test', `refund-update-${merchant.id}`)).toEqual({
      status: 'confirmed',
      type: 'refund_created',
      transactionId: refund._id,
      amount: 1,
      currencyType: 'USDT-TRC20',
    });

    // Events on one socket arrive in order: once other@ has an event of its own, it has had all before it.
    await simulate('deposit', { email: 'other@sandbox.test', amount: '1.00' });
    await arrival('other@sandbox.test', `transaction-update-${other.id}`);
    expect(other.received.every((entry) => entry.event.endsWith(other.id))).toBe(true);
    expect(other.received.some((entry) => JSON.stringify(entry.payload).includes(deposit._id))).toBe(false);
    expect(merchant.received.every((entry) => entry.event.endsWith(merchant.id))).toBe(true);
  });

  it("a payout's status change reaches the merchant's team and not other@", async () => {
    const merchant = clients['merchant@sandbox.test'];
    const other = clients['other@sandbox.test'];
    const finance = clients['finance@sandbox.test'];
    finance.received.length = 0;
    const id = await requestPayout('finance@sandbox.test', 4.75);
    // The request's own event and notification first, so that only the settlement's follow.
    await arrival('finance@sandbox.test', `notification-${finance.id}`);
    for (const client of [merchant, other, finance]) client.received.length = 0;

    await simulate('payout', { payoutId: id, outcome: 'completed' });
    for (const [email, client] of [['merchant@sandbox.test', merchant], ['finance@sandbox.test', finance]] as const) {
      expect(await arrival(email, `transaction-update-${client.id}`)).toEqual({
        type: 'transaction_status_update',
        transactionId: id,
        status: 'completed',
        transactionType: 'payout',
      });
      expect(await arrival(email, `notification-${client.id}`)).toMatchObject({
        title: 'Payout completed',
        body: 'Your payout of 4.75 USDT on USDT-TRC20 was sent.',
      });
    }

    // Events on one socket arrive in order: once other@ has an event of its own, it has had all before it.
    await simulate('deposit', { email: 'other@sandbox.test', amount: '1.00' });
    await arrival('other@sandbox.test', `transaction-update-${other.id}`);
    expect(other.received.some((entry) => JSON.stringify(entry.payload).includes(id))).toBe(false);
    expect(other.received.every((entry) => entry.event.endsWith(other.id))).toBe(true);
  });

  it("the gateway's closing of a complaint reaches the team live as refund-update, and not other@", async () => {
    const merchant = clients['merchant@sandbox.test'];
    const other = clients['other@sandbox.test'];
    const finance = clients['finance@sandbox.test'];
    const id = await requestPayout('merchant@sandbox.test', 2.25);
    const complaint = await complainAbout(id);
    for (const client of [merchant, other, finance]) client.received.length = 0;

    await simulate('payout', { payoutId: id, outcome: 'failed' });
    for (const [email, client] of [['merchant@sandbox.test', merchant], ['finance@sandbox.test', finance]] as const) {
      expect(await arrival(email, `refund-update-${client.id}`)).toEqual({ type: 'refund_updated', complaintId: complaint._id, withdrawalId: id, status: 'rejected' });
      await expect.poll(() => client.received.filter((entry) => entry.event === `notification-${client.id}`).map((entry) => (entry.payload as { title: string }).title)).toContain('Complaint closed');
    }

    await simulate('deposit', { email: 'other@sandbox.test', amount: '1.00' });
    await arrival('other@sandbox.test', `transaction-update-${other.id}`);
    expect(other.received.some((entry) => JSON.stringify(entry.payload).includes(complaint._id))).toBe(false);
    expect(other.received.some((entry) => entry.event.startsWith('refund-update'))).toBe(false);
  });
});
