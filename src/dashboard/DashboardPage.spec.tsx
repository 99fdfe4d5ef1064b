import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXPLORERS } from '../../contract/constants';
import { fail, ok, pending, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { typeDateLikeChrome } from '../test/typeDate';
import type { TestUser } from '../test/sessions';
import { DASHBOARD, DASHBOARD_WITHOUT_BALANCE, ERC20_WALLET, TRC20_WALLET, WITHDRAWAL_TICKETS } from './test/fixtures';
import { DashboardPage } from './DashboardPage';

// On a busy 2-core machine a page can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const ROUTES: Record<string, Handler> = {
  'GET /dashboard/merchant': ok(DASHBOARD),
  'GET /refund/merchant': { status: 200, body: WITHDRAWAL_TICKETS },
};

/** The screen alone (src/test/renderScreen.tsx), at half the cost of the whole App (routes.spec opens it through the App). */
function openDashboard(session: TestUser = USERS.merchant, routes: Record<string, Handler> = {}) {
  return renderScreen(<DashboardPage />, { url: '/dashboard', session, routes: { ...ROUTES, ...routes } });
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });

/** The Quick Actions' links, once each has had its access answer. */
const quickActions = async <T,>(read: (link: HTMLElement) => T, expected: T[]) =>
  waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Quick Actions' })).getAllByRole('link').map(read)).toEqual(expected));
const linkText = (link: HTMLElement) => link.textContent;

async function choosePeriod(view: ReturnType<typeof openDashboard>, label: string) {
  await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), label);
}

describe('Merchant Dashboard: figures and states', () => {
  it("says 'Loading dashboard data...' until the first answer", async () => {
    openDashboard(USERS.merchant, { 'GET /dashboard/merchant': () => pending() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Loading dashboard data...')).toBeInTheDocument();
  });

  it('asks for today first and shows the volume and average in USDT with 2 decimals', async () => {
    const view = openDashboard();
    expect(await within(await region("Today's Volume")).findByTestId('stat-value')).toHaveTextContent(/^12,480\.50USDT$/);
    expect(await within(await region("Today's Average Transaction")).findByTestId('stat-value')).toHaveTextContent(/^312\.01USDT$/);
    const [request] = view.network.requests('GET /dashboard/merchant');
    expect(request.url).toBe('/api/dashboard/merchant?filter=today');
    const periods = within(screen.getByRole('combobox', { name: 'Period' })).getAllByRole('option');
    expect(periods.map((option) => option.textContent)).toEqual([
      'Today', 'Yesterday', 'This Week', 'This Month', 'Last 3 Months', 'Last 6 Months', 'This Year', 'Custom Range',
    ]);
    expect(request.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it.each([
    ['Yesterday', 'yesterday', 'Total Volume', 'Average Transaction'],
    ['This Week', 'thisWeek', 'Total Volume', 'Average Transaction'],
    ['This Month', 'thisMonth', "This Month's Volume", "This Month's Average Transaction"],
    ['Last 3 Months', 'last3Months', 'Total Volume', 'Average Transaction'],
    ['Last 6 Months', 'last6Months', "Last 6 Months' Volume", "Last 6 Months' Average Transaction"],
    ['This Year', 'currentYear', "This Year's Volume", "This Year's Average Transaction"],
  ])('labels the stat cards of %s and asks for filter=%s', async (option, filter, volume, average) => {
    const view = openDashboard();
    await region("Today's Volume");
    await choosePeriod(view, option);
    expect(await region(volume)).toBeInTheDocument();
    expect(await region(average)).toBeInTheDocument();
    await waitFor(() => expect(view.network.requests('GET /dashboard/merchant').at(-1)?.url).toBe(`/api/dashboard/merchant?filter=${filter}`));
  });

  it("shows 'Error loading dashboard: {message}' with the server's message, and Retry loads again", async () => {
    const view = openDashboard(USERS.merchant, { 'GET /dashboard/merchant': fail(500, 'Database unavailable') });
    expect(await screen.findByText('Error loading dashboard: Database unavailable')).toBeInTheDocument();
    view.network.on('GET /dashboard/merchant', ok(DASHBOARD));
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await region("Today's Volume")).toHaveTextContent('12,480.50');
    expect(screen.queryByText(/Error loading dashboard/)).not.toBeInTheDocument();
  });

  it.each([
    ['a failure without a message', { status: 200, body: { success: false } }, 'Failed to fetch dashboard data'],
    ['the gateway error field', { status: 200, body: { success: false, error: 'Merchant not found' } }, 'Merchant not found'],
    ['an unnamed status', { status: 418, body: null }, 'HTTP error! status: 418'],
    ['a server error without a message', { status: 502, body: null }, 'HTTP error! status: 502'],
  ])('names %s in the error', async (_case, reply, message) => {
    openDashboard(USERS.merchant, { 'GET /dashboard/merchant': reply });
    expect(await screen.findByText(`Error loading dashboard: ${message}`)).toBeInTheDocument();
  });

  it('reloads every card on Refresh with a spinner for 0.5 s', async () => {
    const view = openDashboard();
    await region("Today's Volume");
    await waitFor(() => expect(view.network.requests('GET /refund/merchant')).toHaveLength(1));
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    // The spinner's 0.5 s run on a clock the test moves (it also runs on its own).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(refresh);
    expect(refresh).toBeDisabled();
    expect(within(refresh).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(2));
    expect(view.network.requests('GET /refund/merchant')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(refresh).toBeEnabled());
    expect(within(refresh).queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
  });
});

describe('Merchant Dashboard: custom range', () => {
  it('offers the picker only days within start ≤ end, and asks only once both are set', async () => {
    const view = openDashboard();
    await region("Today's Volume");
    await choosePeriod(view, 'Custom Range');
    const start = await screen.findByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    expect(await screen.findByText('Pick both dates to see the figures of a custom range.')).toBeInTheDocument();

    fireEvent.change(end, { target: { value: '2026-01-10' } });
    expect(start).toHaveAttribute('max', '2026-01-10');
    fireEvent.change(start, { target: { value: '2026-01-05' } });
    expect(end).toHaveAttribute('min', '2026-01-05');

    await waitFor(() =>
      expect(view.network.requests('GET /dashboard/merchant').at(-1)?.url).toBe(
        '/api/dashboard/merchant?filter=range&startDate=2026-01-05&endDate=2026-01-10',
      ),
    );
    const urls = view.network.requests('GET /dashboard/merchant').map((request) => request.url);
    expect(urls.filter((url) => url.includes('range'))).toEqual(['/api/dashboard/merchant?filter=range&startDate=2026-01-05&endDate=2026-01-10']);
    expect(await region('Total Volume')).toBeInTheDocument();
  });
});

describe('Merchant Dashboard: typed custom dates', () => {
  const rangeUrls = (view: ReturnType<typeof openDashboard>) =>
    view.network.requests('GET /dashboard/merchant').map((request) => request.url).filter((url) => url.includes('range'));

  async function openCustomRange() {
    const view = openDashboard();
    await region("Today's Volume");
    await choosePeriod(view, 'Custom Range');
    const start = (await screen.findByLabelText('Start Date')) as HTMLInputElement;
    const end = screen.getByLabelText('End Date') as HTMLInputElement;
    return { view, start, end };
  }

  it('keeps a typed end of 11/15/2026 after a start of 11/01/2026 and asks for those two weeks only', async () => {
    const { view, start, end } = await openCustomRange();
    await view.user.type(start, '2026-11-01');
    expect(start).toHaveValue('2026-11-01');
    typeDateLikeChrome(end, '2026-11-15');
    await view.user.click(screen.getByRole('heading', { level: 1, name: 'Merchant Dashboard' }));
    expect(end).toHaveValue('2026-11-15');
    expect(start).toHaveValue('2026-11-01');
    await waitFor(() =>
      expect(rangeUrls(view)).toEqual(['/api/dashboard/merchant?filter=range&startDate=2026-11-01&endDate=2026-11-15']),
    );
    expect(await region('Total Volume')).toBeInTheDocument();
  });

  it('takes both dates typed with userEvent.type, end first', async () => {
    const { view, start, end } = await openCustomRange();
    await view.user.type(end, '2026-11-15');
    await view.user.type(start, '2026-11-01');
    await view.user.tab();
    expect([start.value, end.value]).toEqual(['2026-11-01', '2026-11-15']);
    await waitFor(() =>
      expect(rangeUrls(view)).toEqual(['/api/dashboard/merchant?filter=range&startDate=2026-11-01&endDate=2026-11-15']),
    );
  });

  it('refuses a typed end before the start on the end field, shows no figures of another range, and asks for nothing', async () => {
    const { view, start, end } = await openCustomRange();
    await view.user.type(start, '2026-11-01');
    typeDateLikeChrome(end, '2026-11-15');
    await view.user.tab();
    await waitFor(() =>
      expect(rangeUrls(view)).toEqual(['/api/dashboard/merchant?filter=range&startDate=2026-11-01&endDate=2026-11-15']),
    );
    expect(await region('Total Volume')).toBeInTheDocument();

    typeDateLikeChrome(end, '2026-10-20');
    await view.user.tab();
    // The field keeps what was typed, says why it is refused, and the Nov 1–15 figures are gone.
    expect(end).toHaveValue('2026-10-20');
    expect(end).toHaveAccessibleDescription('The end date must be on or after the start date');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('The start date comes after the end date: correct the range to see its figures.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Volume' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pick both dates to see the figures of a custom range.')).not.toBeInTheDocument();
    expect(rangeUrls(view)).toHaveLength(1);

    // Corrected, the figures are those of the dates shown.
    typeDateLikeChrome(end, '2026-11-20');
    await view.user.tab();
    expect(end).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(rangeUrls(view).at(-1)).toBe('/api/dashboard/merchant?filter=range&startDate=2026-11-01&endDate=2026-11-20'));
    expect(await region('Total Volume')).toBeInTheDocument();
  });

  it('refuses a reversed range typed at once on the start field, instead of asking for both dates', async () => {
    const { view, start, end } = await openCustomRange();
    await view.user.type(end, '2026-11-15');
    typeDateLikeChrome(start, '2026-11-20');
    await view.user.tab();
    expect(start).toHaveValue('2026-11-20');
    expect(start).toHaveAccessibleDescription('The start date must be on or before the end date');
    expect(end).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('The start date comes after the end date: correct the range to see its figures.')).toBeInTheDocument();
    expect(screen.queryByText('Pick both dates to see the figures of a custom range.')).not.toBeInTheDocument();
    expect(rangeUrls(view)).toEqual([]);
  });
});

describe('Merchant Dashboard: Recent Transactions', () => {
  it('merges deposits and payouts newest first, with the status and sign rules', async () => {
    openDashboard();
    const card = await region('Recent Transactions');
    const rows = await within(card).findAllByRole('listitem');
    const read = rows.map((row) => [
      row.getAttribute('data-kind'),
      within(row).getByTestId('recent-amount').textContent,
      row.querySelector('[data-tone]')?.textContent,
    ]);
    expect(read).toEqual([
      ['deposit', '+249.50 USDT', 'Confirmed'],
      ['payout', '-90.00 USDT', 'Confirmed'],
      ['deposit', '80.00 USDT', 'Pending'],
      ['payout', '120.00 USDT', 'Rejected'],
      ['deposit', '40.00 USDT', 'Expired'],
      ['deposit', '15.00 USDT', 'Failed'],
      ['deposit', '60.00 USDT', 'Initiated'],
      ['payout', '35.00 USDT', 'Pending'],
      ['payout', '10.00 USDT', 'Failed'],
      ['payout', '-500.00 USDT', 'Confirmed'],
    ]);
    // A deposit without currency shows as ERC20 (000 section 3).
    expect(rows[2]).toHaveTextContent('USDT-ERC20');
    expect(await within(card).findByRole('link', { name: 'See all' })).toHaveAttribute('href', '#/transactions');
    expect(await within(card).findByRole('link', { name: 'View All Transactions' })).toHaveAttribute('href', '#/transactions');
  });
});

describe('Merchant Dashboard: Latest Withdrawals', () => {
  it('lists the 3 latest requests of GET /refund/merchant, each leading to /complaints', async () => {
    const view = openDashboard();
    const card = await region('Latest Withdrawals');
    const links = await within(card).findAllByRole('link', { name: /USDT/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '#/complaints');
    expect(links[0]).toHaveTextContent('Payout to exchange not received');
    expect(links[0]).toHaveTextContent('150.00 USDT');
    expect(links[1]).toHaveTextContent('75.50 USDT');
    expect(links[1]).toHaveTextContent('In Progress');
    expect(links[2]).toHaveTextContent('Resolved');
    expect(within(card).getByRole('link', { name: 'View All Withdrawals' })).toHaveAttribute('href', '#/complaints');
    expect(view.network.requests('GET /refund/merchant')[0].url).toBe('/api/refund/merchant?page=1&limit=3');
  });

  it('fails on its own and tries again', async () => {
    const view = openDashboard(USERS.merchant, { 'GET /refund/merchant': fail(500) });
    const card = await region('Latest Withdrawals');
    expect(await within(card).findByText('Failed to load withdrawal requests')).toBeInTheDocument();
    expect(await region("Today's Volume")).toHaveTextContent('12,480.50');
    view.network.on('GET /refund/merchant', { status: 200, body: WITHDRAWAL_TICKETS });
    await view.user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Wrong network selected')).toBeInTheDocument();
  });
});

describe('Merchant Dashboard: permissions', () => {
  it('shows the main merchant every card, the balance and every quick action', async () => {
    openDashboard();
    const balance = await region('Real-time Balance');
    expect(within(balance).getByText('Total Balance').nextSibling).toHaveTextContent(/^20,250\.76USDT$/);
    expect(within(balance).getByText('Available Balance').nextSibling).toHaveTextContent(/^18,000\.00USDT$/);
    expect(within(balance).getByText('Fee Amount').nextSibling).toHaveTextContent(/^250\.25USDT$/);
    const trc20 = within(balance).getByRole('link', { name: 'View Wallet TRC20' });
    expect(trc20).toHaveAttribute('href', `${EXPLORERS['USDT-TRC20'].address}${TRC20_WALLET}`);
    expect(trc20).toHaveAttribute('target', '_blank');
    expect(within(balance).getByRole('link', { name: 'View Wallet ERC20' })).toHaveAttribute(
      'href',
      `${EXPLORERS['USDT-ERC20'].address}${ERC20_WALLET}`,
    );
    await quickActions((link) => [link.textContent, link.getAttribute('href')], [
      ['View Transactions', '#/transactions'],
      ['API Documentation', '#/api-credentials'],
      ['Payout Requests', '#/withdraw-requests'],
      ['Role Management', '#/role-management'],
      ['Wallet Services', '#/wallet-service-types'],
      ['Settings', '#/settings'],
    ]);
    expect(await screen.findByRole('button', { name: 'Create Payment Link' })).toBeInTheDocument();
  });

  it('shows operation no balance card, only its quick actions, and Create Payment Link', async () => {
    openDashboard(USERS.ops, { 'GET /dashboard/merchant': ok(DASHBOARD_WITHOUT_BALANCE) });
    expect(await within(await region("Today's Volume")).findByTestId('stat-value')).toHaveTextContent(/^0\.00USDT$/);
    expect(await region('Latest Withdrawals')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Real-time Balance' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total Balance')).not.toBeInTheDocument();
    await quickActions(linkText, [
      'View Transactions',
      'Wallet Services',
      'Settings',
    ]);
    expect(await screen.findByRole('button', { name: 'Create Payment Link' })).toBeInTheDocument();
  });

  it('shows the Finance Role the balance and every shortcut its permissions allow', async () => {
    openDashboard(USERS.finance);
    expect(await region('Real-time Balance')).toBeInTheDocument();
    await quickActions(linkText, [
      'View Transactions',
      'API Documentation',
      'Payout Requests',
      'Role Management',
      'Wallet Services',
      'Settings',
    ]);
  });

  it('shows super_operation its payout shortcut but no balance', async () => {
    openDashboard(USERS.superops, { 'GET /dashboard/merchant': ok(DASHBOARD_WITHOUT_BALANCE) });
    await quickActions(linkText, [
      'View Transactions',
      'Payout Requests',
      'Wallet Services',
      'Settings',
    ]);
    expect(screen.queryByRole('region', { name: 'Real-time Balance' })).not.toBeInTheDocument();
  });

  it('opens the payment link generator from Create Payment Link', async () => {
    const view = openDashboard(USERS.ops, { 'GET /dashboard/merchant': ok(DASHBOARD_WITHOUT_BALANCE) });
    await view.user.click(await screen.findByRole('button', { name: 'Create Payment Link' }));
    await waitFor(() => expect(window.location.hash).toBe('#/qr-generator'));
  });
});

describe('Merchant Dashboard: deposit volume chart', () => {
  it('draws the series the sandbox adds', async () => {
    openDashboard();
    expect(await region('Deposit volume')).toBeInTheDocument();
  });

  it.each([
    ['no series', undefined],
    ['a single day', [{ date: '2026-02-01', volume: 410 }]],
  ])('leaves the chart out when the gateway sends %s', async (_case, series) => {
    openDashboard(USERS.merchant, { 'GET /dashboard/merchant': ok({ ...DASHBOARD, series }) });
    await region("Today's Volume");
    expect(screen.queryByRole('region', { name: 'Deposit volume' })).not.toBeInTheDocument();
  });
});
