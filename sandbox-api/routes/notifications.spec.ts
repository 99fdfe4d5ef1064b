import { describe, expect, it } from 'vitest';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

const call = (token: string, method: 'GET' | 'PATCH' | 'DELETE', url: string) =>
  h.app.inject({ method, url, headers: bearer(token) });

describe('notifications', () => {
  it('lists the caller own notifications newest first, 10 a page, with pagination', async () => {
    const token = await h.loginAs('merchant@sandbox.test');
    const first = await call(token, 'GET', '/api/notifications?page=1&limit=10');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 30, totalPages: 3, unreadCount: 8 });
    const times = body.data.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(body.data[0]).sort()).toEqual(['_id', 'body', 'createdAt', 'id', 'isRead', 'message', 'target', 'title']);
    expect(body.data[0].isRead).toBe(false);

    const third = await call(token, 'GET', '/api/notifications?page=3&limit=10');
    expect(third.json().data).toHaveLength(10);
    expect((await call(token, 'GET', '/api/notifications?page=4')).json().data).toEqual([]);
  });

  it('defaults to page 1 with 10 items and caps the limit', async () => {
    const token = await h.loginAs('merchant@sandbox.test');
    expect((await call(token, 'GET', '/api/notifications')).json().pagination).toMatchObject({ page: 1, limit: 10 });
    expect((await call(token, 'GET', '/api/notifications?limit=500')).json().pagination.limit).toBe(50);
  });

  it('counts unread ones in /notifications/stats and marks all read', async () => {
    const token = await h.loginAs('finance@sandbox.test');
    expect((await call(token, 'GET', '/api/notifications/stats')).json()).toEqual({ success: true, data: { unreadCount: 2 } });
    const read = await call(token, 'PATCH', '/api/notifications/read-all');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ updated: 2, unreadCount: 0 });
    expect((await call(token, 'GET', '/api/notifications/stats')).json().data.unreadCount).toBe(0);
    // Only the caller's: the merchant's are still unread.
    const merchant = await h.loginAs('merchant@sandbox.test');
    expect((await call(merchant, 'GET', '/api/notifications/stats')).json().data.unreadCount).toBe(8);
  });

  it('deletes the caller own notification, and answers 404 for anyone else’s or a made-up id', async () => {
    const ops = await h.loginAs('ops@sandbox.test');
    const other = await h.loginAs('other@sandbox.test');
    const [mine] = (await call(ops, 'GET', '/api/notifications')).json().data;

    const foreign = await call(other, 'DELETE', `/api/notifications/${mine.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Notification not found' });
    expect((await call(other, 'DELETE', '/api/notifications/not-a-uuid')).statusCode).toBe(404);

    const deleted = await call(ops, 'DELETE', `/api/notifications/${mine.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(ops, 'GET', '/api/notifications')).json().pagination.total).toBe(5);
    expect((await call(ops, 'DELETE', `/api/notifications/${mine.id}`)).statusCode).toBe(404);
  });

  it('never shows one user the notifications of another', async () => {
    const other = await h.loginAs('other@sandbox.test');
    const ids = new Set(
      (await h.db.query<{ id: string }>(`SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email <> 'other@sandbox.test'`)).rows.map(
        (row) => row.id,
      ),
    );
    for (let page = 1; page <= 2; page++) {
      for (const item of (await call(other, 'GET', `/api/notifications?page=${page}`)).json().data) expect(ids.has(item.id)).toBe(false);
    }
  });
});
