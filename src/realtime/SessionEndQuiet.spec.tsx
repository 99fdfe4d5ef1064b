import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, ok, pending, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { socketServerPerTest } from './test/socketServer';

/**
 * Issue 12 item 16: a logout closes the socket and stops the notification calls as soon as it
 * begins, before the server has answered (the server ends the session first, so anything sent
 * meanwhile would meet a 401); a logout the server refuses keeps the session and its socket.
 */
const ROUTES: Record<string, Handler> = {
  'GET /dashboard/merchant': ok({ totalVolume: 10, avgTransaction: 5, wallet: [], recentTransactions: { deposits: [], withdrawals: [] } }),
  'GET /refund/merchant': { status: 200, body: { success: true, data: [], pagination: { totalPages: 0 } } },
  'GET /dashboard/transactionList': ok({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
};

vi.setConfig({ testTimeout: 20_000 });

const server = socketServerPerTest();


async function openAndLogOut(logout: Handler) {
  const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { ...ROUTES, 'POST /auth/logout': logout } });
  await waitFor(() => expect(server.connections).toHaveLength(1));
  await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' });
  await view.user.click(screen.getByRole('button', { name: /Profile$/ }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  return view;
}

describe('when a logout begins', () => {
  it('closes the socket and asks for no notifications while the server is still answering', async () => {
    const view = await openAndLogOut(() => pending());
    await waitFor(() => expect(view.network.requests('POST /auth/logout')).toHaveLength(1));
    await waitFor(() => expect(server.connections[0].disconnected).toBe(true));
    // The bell is still on screen, but opening it asks nothing of the ending session.
    const before = view.network.requests('GET /notifications').length;
    await view.user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(view.network.requests('GET /notifications')).toHaveLength(before);
    expect(server.connections).toHaveLength(1);
  });

  it('keeps the session and opens the socket again when the server refuses the logout', async () => {
    await openAndLogOut(fail(500));
    expect(await screen.findByText('Logout failed!')).toBeInTheDocument();
    await waitFor(() => expect(server.connections.filter((socket) => !socket.disconnected)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
  });
});
