import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGES, type Complaint, type ComplaintListBody } from '../../contract/complaints';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

/** A complaint of our own about a payout in the given status, on the given merchant. */
async function complaintAbout(email: string, withdrawalStatus: string, title = `Complaint ${randomUUID()}`): Promise<string> {
  const merchantId = await h.userId(email);
  const { rows: payout } = await h.db.query<{ id: string }>(
    `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, client_wallet)
     VALUES ($1, 'payout', $2, 'USDT-TRC20', 25, $3, 'TWalletOfTheTest') RETURNING id`,
    [merchantId, withdrawalStatus, `PAY-${randomUUID()}`],
  );
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO complaints (merchant_id, withdrawal_id, title) VALUES ($1, $2, $3) RETURNING id`,
    [merchantId, payout[0].id, title],
  );
  return rows[0].id;
}

const list = async (email: string, query: string) =>
  h.app.inject({ method: 'GET', url: `/api/refund/merchant${query}`, headers: bearer(await h.loginAs(email)) });

const answer = async (email: string, id: string, body: Record<string, unknown>) =>
  h.app.inject({ method: 'PUT', url: `/api/refund/merchant/${id}`, headers: bearer(await h.loginAs(email)), payload: body });

const APPROVE = { action: 'approve', status: 'resolved' };
const REJECT = { action: 'reject', status: 'rejected', adminNotes: 'Paid to the right wallet' };

describe('GET /api/refund/merchant', () => {
  it('answers the merchant\'s complaints 10 a page with their withdrawal, newest submitted first', async () => {
    const response = await list('merchant@sandbox.test', '?page=1&limit=10&sortOrder=desc');
    expect(response.statusCode).toBe(200);
    const body = response.json() as ComplaintListBody;
    const merchantId = await h.userId('merchant@sandbox.test');
    const { rows } = await h.db.query<{ total: number }>('SELECT count(*)::int AS total FROM complaints WHERE merchant_id = $1', [merchantId]);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: rows[0].total, totalPages: Math.ceil(rows[0].total / 10) });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ _id: expect.any(String), title: expect.any(String), withdrawalId: { amount: expect.any(Number) } });
    const times = body.data.map((row) => Date.parse(row.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by status and searches the title, escaping wildcards', async () => {
    const title = `Refund 100%_${randomUUID()}`;
    const id = await complaintAbout('merchant@sandbox.test', 'pending', title);
    const found = (await list('merchant@sandbox.test', `?status=pending&search=${encodeURIComponent('100%_')}`)).json() as ComplaintListBody;
    expect(found.data.map((row) => row._id)).toContain(id);
    expect(found.data.every((row) => row.status === 'pending' && row.title.includes('100%_'))).toBe(true);
    const resolved = (await list('merchant@sandbox.test', '?status=resolved')).json() as ComplaintListBody;
    expect(resolved.data.every((row) => row.status === 'resolved')).toBe(true);
  });

  it('never shows another merchant\'s complaints', async () => {
    const theirs = await complaintAbout('other@sandbox.test', 'pending', `Theirs ${randomUUID()}`);
    const body = (await list('merchant@sandbox.test', '?limit=100&search=Theirs')).json() as ComplaintListBody;
    expect(body.data.map((row) => row._id)).not.toContain(theirs);
  });

  it('answers 400 to an unknown sort column', async () => {
    const response = await list('merchant@sandbox.test', '?sortBy=password_hash');
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/refund/merchant/:id', () => {
  let baseUrl: string;
  let socket: Socket;
  const received: { event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    baseUrl = await h.app.listen({ host: '127.0.0.1', port: 0 });
    socket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: await h.loginAs('merchant@sandbox.test') } });
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  });
  afterAll(() => {
    socket.close();
  });

  it('approves a complaint about a pending withdrawal, notifies and emits refund-update', async () => {
    const id = await complaintAbout('merchant@sandbox.test', 'pending');
    const response = await answer('merchant@sandbox.test', id, APPROVE);
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: Complaint }).data;
    expect(data).toMatchObject({ _id: id, status: 'resolved', adminNotes: COMPLAINT_MESSAGES.defaultNotes });
    const merchantId = await h.userId('merchant@sandbox.test');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toContainEqual({
      event: `refund-update-${merchantId}`,
      payload: { type: 'refund_updated', complaintId: id, withdrawalId: data.withdrawalId._id, status: 'resolved' },
    });
    const { rows } = await h.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND type = 'complaint_update' AND message LIKE $2`,
      [merchantId, '%resolved%'],
    );
    expect(rows[0].count).toBeGreaterThan(0);
  });

  it('rejects with the notes given', async () => {
    const id = await complaintAbout('merchant@sandbox.test', 'pending');
    const response = await answer('finance@sandbox.test', id, REJECT);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Complaint }).data).toMatchObject({ status: 'rejected', adminNotes: REJECT.adminNotes });
  });

  it.each(['completed', 'rejected', 'failed'])('refuses with 409 when the withdrawal is %s', async (status) => {
    const id = await complaintAbout('merchant@sandbox.test', status);
    const response = await answer('merchant@sandbox.test', id, APPROVE);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: COMPLAINT_MESSAGES.withdrawalNotPending });
    const { rows } = await h.db.query<{ status: string }>('SELECT status FROM complaints WHERE id = $1', [id]);
    expect(rows[0].status).toBe('pending');
  });

  it('lets one of two concurrent answers win and tells the other with 409', async () => {
    const id = await complaintAbout('merchant@sandbox.test', 'pending');
    const [first, second] = await Promise.all([answer('merchant@sandbox.test', id, APPROVE), answer('finance@sandbox.test', id, REJECT)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = [first, second].find((response) => response.statusCode === 200)!;
    const loser = [first, second].find((response) => response.statusCode === 409)!;
    const won = (winner.json() as { data: Complaint }).data.status;
    expect((loser.json() as { message: string }).message).toBe(COMPLAINT_MESSAGES.alreadyUpdated(won));
    const { rows } = await h.db.query<{ status: string }>('SELECT status FROM complaints WHERE id = $1', [id]);
    expect(rows[0].status).toBe(won);
  });

  it('answers 404 for another merchant\'s complaint and for an id that is not one', async () => {
    const theirs = await complaintAbout('other@sandbox.test', 'pending');
    for (const id of [theirs, randomUUID(), 'not-an-id']) {
      const response = await answer('merchant@sandbox.test', id, APPROVE);
      expect(response.statusCode).toBe(404);
    }
    const { rows } = await h.db.query<{ status: string }>('SELECT status FROM complaints WHERE id = $1', [theirs]);
    expect(rows[0].status).toBe('pending');
  });

  it('answers 400 when action and status disagree', async () => {
    const id = await complaintAbout('merchant@sandbox.test', 'pending');
    const response = await answer('merchant@sandbox.test', id, { action: 'approve', status: 'rejected' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe('status: must be resolved with approve and rejected with reject');
  });

  it.each([undefined, '', '   '])('answers 400 to a reject without a reason (adminNotes %j) and leaves the complaint open', async (adminNotes) => {
    const id = await complaintAbout('merchant@sandbox.test', 'pending');
    const response = await answer('merchant@sandbox.test', id, { action: 'reject', status: 'rejected', ...(adminNotes === undefined ? {} : { adminNotes }) });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe(`adminNotes: ${COMPLAINT_MESSAGES.rejectNeedsReason}`);
    const { rows } = await h.db.query<{ status: string; admin_notes: string | null }>('SELECT status, admin_notes FROM complaints WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'pending', admin_notes: null });
  });

  it('lets operation read complaints but not answer them (403)', async () => {
    const id = await complaintAbout('merchant@sandbox.test', 'pending');
    expect((await list('ops@sandbox.test', '')).statusCode).toBe(200);
    const response = await answer('ops@sandbox.test', id, APPROVE);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
    expect((await answer('superops@sandbox.test', id, APPROVE)).statusCode).toBe(200);
  });
});
