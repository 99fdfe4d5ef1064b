import { describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/notifications';
import { bearer, useHarness } from '../test/harness';

/**
 * Issue 12 item 18: a notification names what it is about (`target`), so a click on it can open
 * that and mark it read (PATCH /notifications/:id/read); the transaction a notification names
 * can be read on its own (GET /dashboard/transaction/:id).
 */
const h = useHarness();

const get = async (email: string, url: string) => h.app.inject({ method: 'GET', url, headers: bearer(await h.loginAs(email)) });
const newest = async (email: string): Promise<Notification> => (await get(email, '/api/notifications?page=1')).json().data[0] as Notification;
const simulate = (kind: 'deposit' | 'payout' | 'complaint', payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/sandbox/simulate/${kind}`, payload });

describe('what a notification is about', () => {
  it('a deposit notification names the deposit, whose row the team can read and no other merchant can', async () => {
    const created = await simulate('deposit', { email: 'merchant@sandbox.test', amount: 42 });
    expect(created.statusCode, created.body).toBe(201);
    const depositId = created.json().data._id as string;
    for (const email of ['merchant@sandbox.test', 'finance@sandbox.test']) {
      expect((await newest(email)).target).toEqual({ kind: 'deposit', ref: depositId });
    }
    const row = await get('finance@sandbox.test', `/api/dashboard/transaction/${depositId}`);
    expect(row.statusCode).toBe(200);
    expect(row.json().data).toMatchObject({ _id: depositId, id: depositId, type: 'deposit', amount: 42 });
    expect((await get('other@sandbox.test', `/api/dashboard/transaction/${depositId}`)).statusCode).toBe(404);
    expect((await get('merchant@sandbox.test', '/api/dashboard/transaction/not-an-id')).statusCode).toBe(404);
  });

  it('a payout notification names the payout; a complaint closed by the payout names the payout reference', async () => {
    const { rows } = await h.db.query<{ id: string; transaction_id: string }>(
      `SELECT t.id, t.transaction_id FROM transactions t JOIN users u ON u.id = t.merchant_id
        WHERE u.email = 'merchant@sandbox.test' AND t.type = 'payout' AND t.status = 'pending' LIMIT 1`,
    );
    const payout = rows[0];
    const complaint = await simulate('complaint', { payoutId: payout.id, email: 'merchant@sandbox.test', title: 'Where is it?' });
    expect(complaint.statusCode, complaint.body).toBe(201);
    const settled = await simulate('payout', { payoutId: payout.id, email: 'merchant@sandbox.test', outcome: 'completed' });
    expect(settled.statusCode, settled.body).toBe(200);
    const list = (await get('merchant@sandbox.test', '/api/notifications?page=1')).json().data as Notification[];
    expect(list.find((n) => n.title === 'Complaint closed')?.target).toEqual({ kind: 'complaint', ref: payout.transaction_id });
    // Issue 26: the payout itself, so that a click opens it with its admin notes.
    expect(list.find((n) => n.title === 'Payout completed')?.target).toEqual({ kind: 'payouts', ref: payout.id });
  });

  it('the seeded notifications name their kind without a record', async () => {
    const list = (await get('ops@sandbox.test', '/api/notifications?page=1')).json().data as Notification[];
    for (const n of list) expect(['deposit', 'payouts', 'complaint']).toContain(n.target?.kind);
  });
});

describe('PATCH /notifications/:id/read', () => {
  it('marks one of the caller own notifications read and answers the new unread count; another user gets 404', async () => {
    const token = await h.loginAs('superops@sandbox.test');
    const list = (await get('superops@sandbox.test', '/api/notifications?page=1')).json();
    const unread = (list.data as Notification[]).find((n) => !n.isRead);
    expect(unread).toBeDefined();
    const before = list.pagination.unreadCount as number;

    const stranger = await h.app.inject({ method: 'PATCH', url: `/api/notifications/${unread?.id}/read`, headers: bearer(await h.loginAs('merchant@sandbox.test')) });
    expect(stranger.statusCode).toBe(404);

    const read = await h.app.inject({ method: 'PATCH', url: `/api/notifications/${unread?.id}/read`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: unread?.id, isRead: true, unreadCount: before - 1 });
    // Marking it again changes nothing.
    const again = await h.app.inject({ method: 'PATCH', url: `/api/notifications/${unread?.id}/read`, headers: bearer(token) });
    expect(again.json().data.unreadCount).toBe(before - 1);
    expect((await h.app.inject({ method: 'PATCH', url: '/api/notifications/nope/read', headers: bearer(token) })).statusCode).toBe(404);
  });
});
