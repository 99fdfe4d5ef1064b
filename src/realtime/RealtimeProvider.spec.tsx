import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../contract/constants';
import { ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { socketServerPerTest } from './test/socketServer';

/** The user id the test sessions store (src/test/sessions.ts). */
const ME = '22222222-2222-4222-8222-222222222222';
const SOMEONE_ELSE = '33333333-3333-4333-8333-333333333333';

const ROUTES: Record<string, Handler> = {
  'GET /dashboard/merchant': ok({ totalVolume: 10, avgTransaction: 5, wallet: [], recentTransactions: { deposits: [], withdrawals: [] } }),
  'GET /refund/merchant': { status: 200, body: { success: true, data: [], pagination: { totalPages: 0 } } },
  'GET /dashboard/transactionList': ok({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
  'POST /auth/logout': ok(null),
};

// A socket handshake and a page load take a while on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = socketServerPerTest();


async function openConnected(url = '/dashboard', title = 'Merchant Dashboard') {
  const view = renderApp({ url, session: USERS.merchant, routes: ROUTES });
  // A loaded machine takes seconds to render the shell and connect: wait as long as the page loads do.
  await waitFor(() => expect(server.connections).toHaveLength(1), { timeout: 8000 });
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 });
  return view;
}

/** Events on one socket arrive in order: once this one shows on the badge, every earlier one was handled. */
async function barrier(count: number) {
  server.emit(`notification-${ME}`, { id: `n${count}`, title: 'Barrier', unreadCount: count });
  await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveTextContent(String(count)));
}

describe('the socket of a signed-in tab', () => {
  it('connects once with the session token, by polling first and then upgrading to a websocket', async () => {
    const view = await openConnected();
    const [socket] = server.connections;
    expect(socket.handshake.auth).toEqual({ token: 'test-token' });
    expect(socket.handshake.query.transport).toBe('polling');
    await waitFor(() => expect(socket.conn.transport.name).toBe('websocket'));
    await view.user.click(await screen.findByRole('link', { name: 'Permission Demo' }));
    await screen.findByRole('heading', { level: 1, name: 'Permission Demo' });
    expect(server.connections).toHaveLength(1);
  });

  it('closes on logout', async () => {
    const view = await openConnected();
    await view.user.click(screen.getByRole('button', { name: /Profile$/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(server.connections[0].disconnected).toBe(true));
  });

  it('opens no socket without a session', async () => {
    renderApp({ url: '/' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.connections).toHaveLength(0);
  });
});

describe('live events', () => {
  it('updates the bell badge from notification-{userId} without asking the server', async () => {
    const view = await openConnected();
    const statsCalls = view.network.requests('GET /notifications/stats').length;
    server.emit(`notification-${ME}`, { id: 'n1', title: 'Deposit confirmed', isRead: false, unreadCount: 5 });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveTextContent('5'));
    expect(view.network.requests('GET /notifications/stats')).toHaveLength(statsCalls);
  });

  it('reloads the dashboard on transaction-update-{userId}, and only its data', async () => {
    const view = await openConnected();
    await screen.findByRole('region', { name: "Today's Volume" });
    const before = view.network.calls.length;
    server.emit(`transaction-update-${ME}`, { type: 'transaction_status_update', transactionId: 't1', status: 'confirmed', transactionType: 'deposit' });
    await waitFor(() => expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.network.calls.slice(before).map((call) => call.path)).toEqual(['/dashboard/merchant']);
  });

  it("never reacts to another user's events", async () => {
    const view = await openConnected();
    await screen.findByRole('region', { name: "Today's Volume" });
    server.emit(`transaction-update-${SOMEONE_ELSE}`, { type: 'new_transaction', transactionId: 't2', status: 'initiated', transactionType: 'deposit' });
    server.emit(`notification-${SOMEONE_ELSE}`, { id: 'x', title: 'Not yours', unreadCount: 42 });
    server.emit(`refund-update-${SOMEONE_ELSE}`, { status: 'confirmed', type: 'refund_created' });
    await barrier(3);
    expect(screen.getByRole('button', { name: /^Notifications/ })).not.toHaveTextContent('42');
    expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(1);
    expect(screen.queryByText('New notification received!')).not.toBeInTheDocument();
  });

  it('reloads the Transactions list on transaction-update-{userId}', async () => {
    const view = await openConnected('/transactions', 'All Transactions');
    await waitFor(() => expect(view.network.requests('GET /dashboard/transactionList').length).toBeGreaterThan(0));
    const loads = view.network.requests('GET /dashboard/transactionList').length;
    server.emit(`transaction-update-${ME}`, { type: 'new_transaction', transactionId: 't3', status: 'initiated', transactionType: 'deposit' });
    await waitFor(() => expect(view.network.requests('GET /dashboard/transactionList')).toHaveLength(loads + 1));
  });
});

describe('after a lost connection', () => {
  it('reconnects, reloads what the screen shows (events of the gap were missed), and hears new events again', async () => {
    const view = await openConnected();
    await screen.findByRole('region', { name: "Today's Volume" });
    const dashboardLoads = view.network.requests('GET /dashboard/merchant').length;
    // The transport drops, as when the server restarts: no "disconnect" from the server.
    server.connections[0].conn.close();
    await waitFor(() => expect(server.connections).toHaveLength(2), { timeout: 10_000 });
    await waitFor(() => expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(dashboardLoads + 1));
    expect(server.connections[1].handshake.auth).toEqual({ token: 'test-token' });
    server.emit(`notification-${ME}`, { id: 'n-after', title: 'Deposit confirmed', isRead: false, unreadCount: 7 });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveTextContent('7'));
  });

  it('reloads nothing on the first connection', async () => {
    const view = await openConnected();
    await screen.findByRole('region', { name: "Today's Volume" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(1);
  });
});

describe('the refund confirmation', () => {
  const CONFIRMATION = { status: 'confirmed', type: 'refund_created' };

  it("shows 'New notification received!' for 3 s while audio is not enabled, and reloads the dashboard", async () => {
    const view = await openConnected();
    await screen.findByRole('region', { name: "Today's Volume" });
    // The 3 s run on a clock the test moves (it also runs on its own); the socket keeps the real one.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.emit(`refund-update-${ME}`, CONFIRMATION);
    const notice = await screen.findByText('New notification received!');
    const shownAt = Date.now();
    await waitFor(() => expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(2));
    expect(view.network.requests('GET /refund/merchant')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(Math.max(0, shownAt + 2500 - Date.now())));
    expect(notice).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
  });

  it('plays /confirmation.mp3 at volume 0.7 once a click has enabled audio', async () => {
    const played: Array<{ src: string; volume: number }> = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push({ src: this.src, volume: this.volume });
      return Promise.resolve();
    });
    const view = await openConnected();
    expect(localStorage.getItem(STORAGE_KEYS.audioPermission)).toBeNull();
    await view.user.click(screen.getByRole('heading', { level: 1 }));
    expect(localStorage.getItem(STORAGE_KEYS.audioPermission)).toBe('granted');
    server.emit(`refund-update-${ME}`, { status: 'pending', type: 'refund_created' });
    server.emit(`refund-update-${ME}`, CONFIRMATION);
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0]).toEqual({ src: `${window.location.origin}/confirmation.mp3`, volume: 0.7 });
    expect(screen.queryByText('New notification received!')).not.toBeInTheDocument();
  });

  it("falls back to the notice when the browser refuses to play, and keeps the user's choice", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('autoplay blocked', 'NotAllowedError'));
    localStorage.setItem(STORAGE_KEYS.audioPermission, 'granted');
    await openConnected();
    server.emit(`refund-update-${ME}`, CONFIRMATION);
    expect(await screen.findByText('New notification received!')).toBeInTheDocument();
    // An autoplay refusal is not the user's Disable: the next confirmation tries to play again.
    expect(localStorage.getItem(STORAGE_KEYS.audioPermission)).toBe('granted');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stays silent after the user chose Disable, however often they click or type', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    localStorage.setItem(STORAGE_KEYS.audioPermission, 'denied');
    const view = await openConnected();
    await view.user.click(screen.getByRole('heading', { level: 1 }));
    await view.user.keyboard('a');
    expect(localStorage.getItem(STORAGE_KEYS.audioPermission)).toBe('denied');
    server.emit(`refund-update-${ME}`, CONFIRMATION);
    expect(await screen.findByText('New notification received!')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });
});
