import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { notificationEvent, notifyUser } from './notifications';
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
});
