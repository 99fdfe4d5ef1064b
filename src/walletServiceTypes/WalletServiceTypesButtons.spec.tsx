import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';

const LIST = 'GET /wallet-service-types/list';
const VIEW = 'GET /wallet-service-types/view/a';
const LOAD = { timeout: 8000 };

const record = (fullName: string) => ({
  _id: 'a',
  userId: 'cust-a',
  userInfo: { fullName, email: 'a@example.test', phone: '+1 555 0100' },
  description: 'VIP',
  isActive: true,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-11T10:00:00.000Z',
  wallets: [],
});

/** Wallet service types' Back to Dashboard and the detail page's Refresh (001 section 2.10). */
describe('Wallet service types buttons', { timeout: 20_000 }, () => {
  it('Back to Dashboard opens the dashboard', async () => {
    const view = renderApp({
      url: '/wallet-service-types',
      session: USERS.merchant,
      routes: { [LIST]: { status: 200, body: { success: true, data: [], pagination: { pages: 1, total: 0, page: 1, limit: 10 } } } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Back to Dashboard' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/dashboard');
  });

  it("the detail page's Refresh fetches the record again and shows what changed", async () => {
    const view = renderApp({ url: '/wallet-service-types/a', session: USERS.merchant, routes: { [VIEW]: ok(record('Customer a')) } });
    expect(await screen.findByText('Customer a', {}, LOAD)).toBeInTheDocument();
    view.network.on(VIEW, ok(record('Customer a, renamed')));
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Customer a, renamed')).toBeInTheDocument();
    await waitFor(() => expect(view.network.requests(VIEW)).toHaveLength(2));
  });
});
