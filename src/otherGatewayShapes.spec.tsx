import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ok, type Handler } from './test/fetchDouble';
import type { ReactElement } from 'react';
import { renderApp, USERS } from './test/renderApp';
import { renderScreen } from './test/renderScreen';
import { ApiCredentialsPage } from './credentials/ApiCredentialsPage';
import { ComplaintsPage } from './complaints/ComplaintsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { PayoutRequestsPage } from './payouts/PayoutRequestsPage';
import { RoleManagementPage } from './subusers/RoleManagementPage';
import { WalletServiceTypesPage } from './walletServiceTypes/WalletServiceTypesPage';

/**
 * Issue 15: a gateway that follows the spec may answer in every shape 001 sections 3 and 7 allow
 * (ids as `id`, flags as strings, figures as strings, dates as epoch milliseconds, lists in the
 * other shape, credentials in another place). Each screen family reads them; an answer it cannot
 * read shows that screen's own error, never a blank page.
 */

configure({ asyncUtilTimeout: 8000 });

const USER_ID = '22222222-2222-4222-8222-222222222222';
const AT = Date.UTC(2026, 0, 15, 12, 0);
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Each screen alone (renderScreen): what is read here is the screen's, not the shell's or the route's. */
const SCREENS: Record<string, ReactElement> = {
  '/role-management': <RoleManagementPage />,
  '/complaints': <ComplaintsPage />,
  '/withdraw-requests': <PayoutRequestsPage />,
  '/wallet-service-types': <WalletServiceTypesPage />,
  '/dashboard': <DashboardPage />,
  '/api-credentials': <ApiCredentialsPage />,
};

function open(url: string, routes: Record<string, Handler>, session = USERS.merchant) {
  return renderScreen(SCREENS[url], { url, session, routes });
}

describe('lists in the other shapes', { timeout: 30_000 }, () => {
  it('Role Management: data.docs, `id`, 2FA flags as booleans, createdAt in epoch ms', async () => {
    const docs = [
      { id: 's1', name: 'Omar Nasser', email: 'ops@gw.test', role: 'operation', status: 'active', createdAt: AT, enabled2FA: true, type2FA: 'EMAIL', verified2FA: false },
    ];
    open('/role-management', { 'GET /subusers': ok({ docs, total: 1, page: 1, limit: 10, totalPages: 1 }) });
    const cell = await screen.findByRole('gridcell', { name: 'Omar Nasser' }, { timeout: 15_000 });
    const row = cell.closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('2026');
    expect(row).toHaveTextContent('Operation');
    // 2FA is on, so Delete 2FA is offered (once canAccess has answered for the row).
    expect(await within(row).findByRole('button', { name: /Delete 2FA/ }, { timeout: 5000 })).toBeEnabled();
  });

  it('Role Management: an answer with no list shows its own fetch failure', async () => {
    open('/role-management', { 'GET /subusers': ok({ users: [] }) });
    expect((await screen.findAllByText('Failed to fetch sub-users')).length).toBeGreaterThan(0);
  });

  it('Withdrawal Requests (complaints): data.docs with totals, `id`, amounts as strings, dates in epoch ms', async () => {
    const docs = [{ id: 'c1', title: 'Refund please', status: 'pending', submittedAt: AT, createdAt: AT, updatedAt: AT, withdrawalId: { id: 'w1', status: 'pending', amount: '42.5', clientWallet: TRON } }];
    open('/complaints', { 'GET /refund/merchant': ok({ docs, total: 1, page: 1, limit: 10, totalPages: 1 }) });
    // The desktop grid's row of the complaint (phones show it as a card).
    const row = (await screen.findByText('Refund please', { selector: '[role="gridcell"] *' })).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('42.50');
    expect(row).not.toHaveTextContent('NaN');
  });

  it('Withdrawal Requests: an answer with no list shows its own fetch failure', async () => {
    open('/complaints', { 'GET /refund/merchant': ok({ items: [] }) });
    expect(await screen.findByText('Failed to fetch complaints')).toBeInTheDocument();
  });

  it('Payout Requests: data[] with pagination.pages, `id`, amounts as strings, dates in epoch ms', async () => {
    const rows = [{ id: 'p1', amount: '7', status: 'completed', clientWallet: TRON, currencyType: 'USDT-TRC20', createdAt: AT, type: 'payout' }];
    open('/withdraw-requests', { 'GET /withdrawal/my-withdrawals': { status: 200, body: { success: true, data: rows, pagination: { pages: 1, total: 1 } } } });
    const list = await screen.findByRole('grid', { name: 'Payout History' }, { timeout: 15_000 });
    expect(within(list).getByText('-7.00 USDT')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('Invalid Date');
  });

  it('Wallet service types: `id`, amounts as strings, dates in epoch ms; View details opens the record by its id', async () => {
    const record = {
      id: 'wst-1',
      userId: 'cust-1',
      userInfo: { fullName: 'Harbor Kiosk', email: 'kiosk@gw.test', phone: null },
      description: null,
      isActive: 'true',
      createdAt: AT,
      updatedAt: AT,
      wallets: [
        { walletNetwork: 'USDT-TRC20', walletAddress: TRON, isActive: true, walletGeneratedAt: AT, totalDepositAmount: '4409.89', totalDeposits: '2', lastDepositAmount: '4321.09', lastDepositAt: AT, lastTransactionHash: null },
      ],
    };
    const view = renderApp({ url: '/wallet-service-types', session: USERS.merchant, routes: {
      'GET /wallet-service-types/list': { status: 200, body: { success: true, data: [record], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } },
      'GET /wallet-service-types/view/wst-1': ok(record),
    } });
    const table = await screen.findByRole('grid', { name: 'Wallet Service Types' });
    expect(table).toHaveTextContent('4,409.89 USDT');
    expect(table).not.toHaveTextContent('NaN');
    await view.user.click(screen.getByRole('button', { name: 'View details of Harbor Kiosk' }));
    await waitFor(() => expect(window.location.hash).toBe('#/wallet-service-types/wst-1'));
    expect((await screen.findAllByRole('link', { name: 'TQn9Y2kh...KcbLSE' })).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent('not found');
    expect(document.body).not.toHaveTextContent('Invalid Date');
  });

  it('Wallet service types: an answer with no list shows its own fetch failure', async () => {
    open('/wallet-service-types', { 'GET /wallet-service-types/list': ok({ rows: [] }) });
    expect(await screen.findByText('Failed to fetch wallet service types')).toBeInTheDocument();
  });
});

describe('the dashboard in the other shapes', { timeout: 30_000 }, () => {
  it('figures as strings, `id` rows and dates in epoch ms', async () => {
    open('/dashboard', {
      'GET /dashboard/merchant': ok({
        totalVolume: '1500.5',
        avgTransaction: '750.25',
        totalAmount: '20250.76',
        availableBalance: '20000',
        feeAmt: '250.76',
        wallet: [{ walletNetwork: 'USDT-TRC20', walletAddress: TRON }],
        recentTransactions: {
          deposits: [{ id: 'd1', amount: '100', actualBalance: '100', status: 'confirmed', createdAt: AT, walletAddress: TRON, currencyType: 'USDT-TRC20' }],
          withdrawals: [],
        },
      }),
      'GET /refund/merchant': ok([]),
    });
    const balance = await screen.findByRole('region', { name: /Balance/ });
    expect(balance).toHaveTextContent('20,250.76');
    // The volume shows once canAccess has said this role sees the real figures.
    await waitFor(() => expect(document.body).toHaveTextContent('1,500.50'));
    expect(document.body).not.toHaveTextContent('Invalid Date');
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('an answer without data shows the dashboard error', async () => {
    open('/dashboard', { 'GET /dashboard/merchant': { status: 200, body: { success: true } }, 'GET /refund/merchant': ok([]) });
    expect(await screen.findByText('Error loading dashboard: Failed to fetch dashboard data')).toBeInTheDocument();
  });
});

describe('credentials in the other places', { timeout: 30_000 }, () => {
  it.each([
    ['under merchant as api_key and api_secret', { success: true, merchant: { api_key: 'ak_m', api_secret: 'sk_m', transactionTimer: '15' } }, 'ak_m'],
    ['under data as key and secret', { success: true, data: { key: 'ak_d', secret: 'sk_d' } }, 'ak_d'],
    ['at the top level as apiKey and apiSecret', { success: true, apiKey: 'ak_t', apiSecret: 'sk_t' }, 'ak_t'],
  ])('API Credentials reads them %s', async (_, body, key) => {
    open('/api-credentials', { [`GET /merchant/${USER_ID}`]: { status: 200, body } });
    expect(await screen.findByTestId('credential-API Key')).toHaveTextContent(key);
  });

  it('an answer without a key shows the catalogue message', async () => {
    open('/api-credentials', { [`GET /merchant/${USER_ID}`]: ok({ something: 'else' }) });
    expect(await screen.findByText(/API Key not found in response/)).toBeInTheDocument();
  });
});
