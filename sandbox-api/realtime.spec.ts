import { describe, expect, it, vi } from 'vitest';
import { SOCKET_RECHECK_MS } from '../contract/constants';
import type { Socket } from 'socket.io-client';
import { notificationEvent, notifyUser } from './notifications';
import { userRoom } from './realtime';
import { bearer, useHarness } from './test/harness';
import { useSocketClients } from './test/listeners';

const h = useHarness();
const clients = useSocketClients(h);

function open(options: { token?: string; cookie?: string }): Socket {
  return clients.open({
    auth: options.token ? { token: options.token } : {},
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a session')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Everything a socket receives, to assert on what did not arrive as well as what did. */
function record(socket: Socket): { event: string; payload: unknown }[] {
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('socket.io', () => {
  it('refuses a connection without a session or with a made-up one', async () => {
    expect(await refused(open({}))).toBe('Authentication required. Please log in again.');
    expect(await refused(open({ token: 'made-up' }))).toBe('Authentication required. Please log in again.');
  });

  it('accepts the session token in the handshake or the session cookie', async () => {
    await connected(open({ token: await h.loginAs('merchant@sandbox.test') }));
    await connected(open({ cookie: `sid=${await h.loginAs('merchant@sandbox.test')}` }));
  });

  it('delivers merchant events to the merchant and its sub-users under their own names, and to no one else', async () => {
    const users = ['merchant@sandbox.test', 'finance@sandbox.test', 'other@sandbox.test'];
    const logs = await Promise.all(
      users.map(async (email) => {
        const socket = open({ token: await h.loginAs(email) });
        await connected(socket);
        return record(socket);
      }),
    );
    const merchantId = await h.userId('merchant@sandbox.test');
    const financeId = await h.userId('finance@sandbox.test');
    const payload = { type: 'new_transaction', status: 'initiated' };
    await h.app.realtime.emitToMerchantUsers(merchantId, (userId) => `transaction-update-${userId}`, payload);
    await settle();
    expect(logs[0]).toEqual([{ event: `transaction-update-${merchantId}`, payload }]);
    expect(logs[1]).toEqual([{ event: `transaction-update-${financeId}`, payload }]);
    expect(logs[2]).toEqual([]);
  });

  it('a new notification reaches its user live with the unread count', async () => {
    const socket = open({ token: await h.loginAs('ops@sandbox.test') });
    await connected(socket);
    const received = record(socket);
    const userId = await h.userId('ops@sandbox.test');
    const created = await notifyUser(h.app.services, userId, { type: 'info', title: 'Hello', body: 'A test notification' });
    await settle();
    expect(received).toEqual([{ event: notificationEvent(userId), payload: { ...created, unreadCount: 3 } }]);
  });

  it('logout closes the sockets of that session', async () => {
    const token = await h.loginAs('superops@sandbox.test');
    const socket = open({ token });
    await connected(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await closed).toBe('io server disconnect');
  });

  it('a password change closes the sockets of the other sessions and keeps the caller\'s', async () => {
    const email = 'merchant@sandbox.test';
    const mine = await h.loginAs(email);
    const other = await h.loginAs(email);
    const mySocket = open({ token: mine });
    const otherSocket = open({ token: other });
    await Promise.all([connected(mySocket), connected(otherSocket)]);
    const closed = new Promise<string>((resolve) => otherSocket.once('disconnect', (reason) => resolve(reason)));
    const answer = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(mine),
      payload: { currentPassword: 'Sandbox#2026', newPassword: 'Changed#2027' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await settle();
    expect(mySocket.connected).toBe(true);
  });

  it('reads each socket\'s session again every minute and closes the socket of a session that ended unannounced to it', async () => {
    const token = await h.loginAs('ops@sandbox.test');
    // Only the socket's re-check timer is faked: socket.io's own timers are timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const socket = open({ token });
      await connected(socket);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      // Past its 12 hours since sign-in: nothing tells realtime, as nothing does when a session expires.
      await h.db.query(
        `UPDATE sessions SET created_at = now() - interval '13 hours', last_seen_at = now() - interval '1 hour'
          WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
        [token],
      );
      await settle();
      expect(socket.connected, 'still open before the minute is up').toBe(true);
      vi.advanceTimersByTime(SOCKET_RECHECK_MS);
      expect(await closed).toBe('io server disconnect');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a socket\'s check does not count as activity: it never slides the session', async () => {
    const token = await h.loginAs('superops@sandbox.test');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const socket = open({ token });
      await connected(socket);
      const tokenHash = (await h.db.query<{ h: string }>(`SELECT encode(sha256(convert_to($1, 'UTF8')), 'hex') AS h`, [token])).rows[0].h;
      await h.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes', expires_at = now() + interval '1 hour' WHERE token_hash = $1`, [tokenHash]);
      vi.advanceTimersByTime(SOCKET_RECHECK_MS);
      await settle();
      expect(socket.connected).toBe(true);
      const { rows } = await h.db.query<{ left: number }>(`SELECT extract(epoch FROM expires_at - now()) AS left FROM sessions WHERE token_hash = $1`, [tokenHash]);
      expect(Number(rows[0].left)).toBeLessThan(3600);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a role change reads the sessions of that user\'s sockets again at once', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/subusers',
      headers: bearer(await h.loginAs('merchant@sandbox.test')),
      payload: { email: 'socket-role@sandbox.test', name: 'Socket Role', role: 'operation', password: 'secret1' },
    });
    const id = created.json().data._id as string;
    const socket = open({ token: await h.loginAs('socket-role@sandbox.test') });
    await connected(socket);
    const roleOnSocket = async () => {
      const [server] = await h.app.realtime.io.in(userRoom(id)).fetchSockets();
      return (server.data as { user: { role: string } }).user.role;
    };
    expect(await roleOnSocket()).toBe('operation');
    const edited = await h.app.inject({
      method: 'PUT',
      url: `/api/subusers/${id}`,
      headers: bearer(await h.loginAs('merchant@sandbox.test')),
      payload: { name: 'Socket Role', email: 'socket-role@sandbox.test', role: 'super_operation' },
    });
    expect(edited.statusCode).toBe(200);
    await settle();
    expect(await roleOnSocket()).toBe('super_operation');
    expect(socket.connected).toBe(true);
  });
});
