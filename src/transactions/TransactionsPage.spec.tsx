import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18n';
import { createProviders } from '../providers';
import { NETWORK_FAILURE, createFetchDouble, fail, pending, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { storeTestSession } from '../test/sessions';
import { typeDateLikeChrome } from '../test/typeDate';
import { TransactionsPage } from './TransactionsPage';
import { ago, emulateMobileViewport, listQueries, page, pagedList, transaction } from './test/fixtures';

const LIST = 'GET /dashboard/transactionList';
const PAGE_LOAD = { timeout: 8000 };

/** The whole App at a route: the shell, the route table, the login page a 401 sends the user to. */
function openApp(url: string, routes: Record<string, Handler> = {}) {
  return renderApp({ url, session: USERS.merchant, routes });
}

/** The screen alone (src/test/renderScreen.tsx); openApp's tests cover the route and the shell. */
function openTransactions(url: string, routes: Record<string, Handler> = {}) {
  return renderScreen(<TransactionsPage />, { url, session: USERS.merchant, routes });
}

/** The desktop list: the record grid, named after the screen. */
async function findGrid() {
  return screen.findByRole('grid', { name: 'All Transactions' }, PAGE_LOAD);
}

/** The grid's data rows (each carries its record's id). */
async function dataRows() {
  const grid = await findGrid();
  await waitFor(() => expect(grid.querySelector('[role="row"][data-id]')).not.toBeNull(), PAGE_LOAD);
  return [...grid.querySelectorAll<HTMLElement>('[role="row"][data-id]')];
}

/** The list state in the URL as react-admin's list controller keeps it: its filter (JSON), sort, order and page. */
function urlState(): { filter: Record<string, string>; sort: string | null; order: string | null; page: string | null } {
  const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
  return { filter: JSON.parse(query.get('filter') ?? '{}'), sort: query.get('sort'), order: query.get('order'), page: query.get('page') };
}

const NEWEST = { sort: 'createdAt', order: 'DESC' } as const;

let restoreViewport: (() => void) | null = null;
afterEach(() => {
  restoreViewport?.();
  restoreViewport = null;
});

describe('TransactionsPage list', { timeout: 20_000 }, () => {
  // The file's first grid, in the whole App: time to load both.
  it('shows the title, the subtitle, the total and Page X of Y, and asks for the first page of deposits', { timeout: 60_000 }, async () => {
    const view = openApp('/transactions', { [LIST]: page([transaction()], { total: 1501 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Transactions' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Manage your deposits, payouts, and withdrawals')).toBeInTheDocument();
    expect(await screen.findByTestId('transactions-total')).toHaveTextContent('1,501 results');
    expect(screen.getByText('Page 1 of 151')).toBeInTheDocument();
    expect(view.network.requests(LIST)[0].url).toBe('/api/dashboard/transactionList?page=1&limit=10&type=deposit&sort=newest');
    expect(screen.getByRole('tab', { name: 'Deposits', selected: true })).toBeInTheDocument();
    // Outside the admin path, the screen has its Back button.
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('marks rows of the last 24 hours NEW with relative times, signs settled deposits plus, shows what arrived against what was requested, and cuts addresses to 12 characters', async () => {
    openTransactions('/transactions', {
      [LIST]: page([
        transaction({ transactionId: 'A', createdAt: ago(5), status: 'confirmed', amount: 100, actualBalance: 100, walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
        transaction({ transactionId: 'B', createdAt: ago(3 * 60 + 10), status: 'confirmed', amount: 100, actualBalance: null, verificationData: { actualBalance: 120 } }),
        transaction({ transactionId: 'C', createdAt: ago(2 * 24 * 60 + 30), status: 'confirmed', amount: 100, actualBalance: 80.5 }),
        transaction({ transactionId: 'D', createdAt: '2025-01-15T12:00:00.000Z', status: 'confirmed', amount: 1234.5, actualBalance: 1234.5 }),
        ...['failed', 'initiated', 'pending', 'expired'].map((status) => transaction({ status, amount: 50 })),
      ]),
    });
    const rows = await dataRows();
    const [a, b, c, d] = rows;
    expect(a).toHaveTextContent('5m ago');
    expect(within(a).getByText('NEW')).toBeInTheDocument();
    expect(b).toHaveTextContent('3h ago');
    expect(within(b).getByText('NEW')).toBeInTheDocument();
    expect(c).toHaveTextContent('2d ago');
    expect(within(c).queryByText('NEW')).not.toBeInTheDocument();
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date('2025-01-15T12:00:00.000Z'));
    expect(within(d).getByText(date)).toBeInTheDocument();

    const amounts = rows.map((row) => within(row).getByTestId('transaction-amount'));
    expect(amounts.map((amount) => amount.firstChild?.textContent)).toEqual([
      '+100.00 USDT',
      '+120.00 USDT',
      '+80.50 USDT',
      '+1,234.50 USDT',
      '50.00 USDT',
      '50.00 USDT',
      '50.00 USDT',
      '50.00 USDT',
    ]);
    const [exact, over, under] = amounts;
    expect(exact).toHaveTextContent('Requested 100.00');
    expect(within(exact).getByText('Exact Paid')).toHaveAttribute('data-tone', 'blue');
    expect(within(over).getByText('Overpaid')).toHaveAttribute('data-tone', 'green');
    expect(under).toHaveTextContent('Requested 100.00');
    expect(within(under).getByText('Underpaid')).toHaveAttribute('data-tone', 'red');

    expect(within(a).getByText('TQn9Y2khEsLJ...')).toHaveAttribute('title', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });

  it('colours each status badge as 001 section 4 says, and signs completed payouts minus and leaves pending and rejected ones unsigned', async () => {
    const statuses = ['confirmed', 'completed', 'approved', 'pending', 'processing', 'failed', 'rejected', 'initiated', 'expired', 'api_failed'];
    openTransactions('/transactions?tab=payout', {
      [LIST]: page(statuses.map((status) => transaction({ type: 'payout', status, amount: 90, clientWallet: 'TClient' }))),
    });
    const rows = await dataRows();
    const tones = Object.fromEntries(
      rows.map((row, index) => {
        const badge = within(row).getByText(
          ['Confirmed', 'Completed', 'Approved', 'Pending', 'Processing', 'Failed', 'Rejected', 'Initiated', 'Expired', 'API Failed'][index],
        );
        return [statuses[index], badge.getAttribute('data-tone')];
      }),
    );
    expect(tones).toEqual({
      confirmed: 'green',
      completed: 'green',
      approved: 'green',
      pending: 'yellow',
      processing: 'yellow',
      failed: 'red',
      rejected: 'red',
      initiated: 'orange',
      expired: 'grey',
      api_failed: 'grey',
    });
    const amountOf = (status: string) => within(rows[statuses.indexOf(status)]).getByTestId('transaction-amount').firstChild?.textContent;
    expect(['completed', 'pending', 'rejected'].map(amountOf)).toEqual(['-90.00 USDT', '90.00 USDT', '90.00 USDT']);
  });

  it('shows cards with addresses cut to 8 characters on mobile', async () => {
    restoreViewport = emulateMobileViewport();
    openTransactions('/transactions', {
      [LIST]: page([transaction({ transactionId: 'TXN-M', status: 'confirmed', actualBalance: 100, createdAt: ago(30) })]),
    });
    const card = await screen.findByRole('button', { name: /TXN-M/ }, PAGE_LOAD);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(within(card).getByText('TQn9Y2kh...')).toBeInTheDocument();
    expect(card).toHaveTextContent('30m ago');
    expect(card).toHaveTextContent('NEW');
    expect(within(card).getByText('Exact Paid')).toBeInTheDocument();
  });

  it('shows a loading skeleton until the first page arrives', async () => {
    openTransactions('/transactions', { [LIST]: () => pending() });
    expect(await screen.findByRole('status', { name: 'Loading transactions' }, PAGE_LOAD)).toHaveAttribute('aria-busy', 'true');
  });
});

describe('TransactionsPage empty and error states', { timeout: 20_000 }, () => {
  it('says there are no transactions of the tab yet', async () => {
    openTransactions('/transactions?tab=payout', { [LIST]: page([]) });
    expect(await screen.findByText('No payout transactions found', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Your transactions will appear here once available')).toBeInTheDocument();
  });

  it('says no transaction matches when filters are on, and clears them', async () => {
    const view = openTransactions('/transactions?tab=deposit&status=confirmed&filter=today', { [LIST]: page([]) });
    expect(await screen.findByText('No transactions match your filters', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filter criteria')).toBeInTheDocument();
    expect(view.network.requests(LIST)[0].url).toBe('/api/dashboard/transactionList?page=1&limit=10&type=deposit&sort=newest&status=confirmed&filter=today');
    await view.user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]);
    await waitFor(() => expect(urlState()).toEqual({ filter: { type: 'deposit' }, ...NEWEST, page: '1' }));
    await waitFor(() => expect(listQueries(view.network.requests(LIST)).at(-1)).toEqual({ page: '1', limit: '10', type: 'deposit', sort: 'newest' }));
  });

  it('shows the message of each failure (403, 404, 500, network, 400), empties the list, and retries', async () => {
    const failures: [Handler, string][] = [
      [fail(403, 'Forbidden'), "Access denied. You don't have permission to view transactions."],
      [fail(404), 'Transactions endpoint not found. Please contact support.'],
      [fail(500), 'Server error. Please try again later.'],
      [NETWORK_FAILURE, 'Network error. Please check your connection and try again.'],
      [fail(400, 'status is not a known transaction status'), 'Failed to fetch transactions'],
    ];
    // One screen: each Retry meets the next failure, the last one the list.
    const view = openTransactions('/transactions', { [LIST]: failures[0][0] });
    for (const [index, [, message]] of failures.entries()) {
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message), PAGE_LOAD);
      expect(screen.getByTestId('transactions-total')).toHaveTextContent('0 results');
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      view.network.on(LIST, failures[index + 1]?.[0] ?? page([transaction({ transactionId: 'BACK' })]));
      await view.user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    }
    expect(await screen.findByText('BACK')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the user to sign in again on a 401', async () => {
    openApp('/transactions', {
      [LIST]: fail(401, 'Authentication required. Please log in again.'),
      'POST /auth/logout': fail(401, 'Authentication required. Please log in again.'),
    });
    expect(await screen.findByRole('button', { name: 'Sign In' }, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Authentication required. Please log in again.')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });
});

describe('TransactionsPage tabs, filters, sort and paging', { timeout: 60_000 }, () => {
  it('puts the tab in the URL and sends type payout, then refund for Withdraw', async () => {
    const view = openTransactions('/transactions', { [LIST]: page([]) });
    await view.user.click(await screen.findByRole('tab', { name: 'Payouts' }, PAGE_LOAD));
    await waitFor(() => expect(urlState()).toEqual({ filter: { type: 'payout' }, ...NEWEST, page: '1' }));
    await view.user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await waitFor(() => expect(urlState()).toEqual({ filter: { type: 'refund' }, ...NEWEST, page: '1' }));
    await waitFor(() => expect(listQueries(view.network.requests(LIST)).map((q) => q.type)).toEqual(['deposit', 'payout', 'refund']));
    expect(screen.getByRole('tab', { name: 'Withdraw', selected: true })).toBeInTheDocument();
  });

  it('reads a bookmarked view from the URL', async () => {
    const view = openTransactions('/transactions?tab=payout&status=completed&filter=last7days&sort=oldest&page=2', {
      [LIST]: page([transaction({ type: 'payout', clientWallet: 'T1' })], { total: 25, page: 2 }),
    });
    await findGrid();
    expect(listQueries(view.network.requests(LIST))[0]).toEqual({
      page: '2',
      limit: '10',
      type: 'payout',
      sort: 'oldest',
      status: 'completed',
      filter: 'last7days',
    });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Active filters' });
    expect(within(summary).getByText('Status: Completed')).toBeInTheDocument();
    expect(within(summary).getByText('Date: Last 7 days')).toBeInTheDocument();
    expect(within(summary).getByText('Sort: Oldest first')).toBeInTheDocument();
  });

  it('puts the tab, a filter, the sort and the page in the URL, and a reload at that URL asks for the same page', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => transaction({ type: 'payout', status: 'completed', clientWallet: 'T1', transactionId: `PAY-${i + 1}` }));
    const view = openTransactions('/transactions', { [LIST]: pagedList(rows) });
    await findGrid();
    await view.user.click(screen.getByRole('tab', { name: 'Payouts' }));
    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Transaction filters' });
    await view.user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(urlState().filter).toEqual({ type: 'payout', status: 'completed' }));
    await view.user.click(within(panel).getByRole('combobox', { name: 'Sort By Date' }));
    await view.user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() => expect(urlState().order).toBe('ASC'));
    await screen.findByText('PAY-1');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('PAY-11');

    const expected = { page: '2', limit: '10', type: 'payout', sort: 'oldest', status: 'completed' };
    expect(listQueries(view.network.requests(LIST)).at(-1)).toEqual(expected);
    expect(urlState()).toEqual({ filter: { type: 'payout', status: 'completed' }, sort: 'createdAt', order: 'ASC', page: '2' });

    const url = window.location.hash.slice(1);
    view.unmount();
    const reloaded = openTransactions(url, { [LIST]: pagedList(rows) });
    expect(await screen.findByText('PAY-11', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(listQueries(reloaded.network.requests(LIST))).toEqual([expected]);
    expect(screen.getByRole('tab', { name: 'Payouts', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Active filters' });
    expect(within(summary).getByText('Status: Completed')).toBeInTheDocument();
    expect(within(summary).getByText('Sort: Oldest first')).toBeInTheDocument();
  });

  it("drops unknown values of a hand-edited address in react-admin's form instead of sending them", async () => {
    const filter = encodeURIComponent(JSON.stringify({ type: 'bogus', status: 'nope', filter: 'forever', startDate: '2026-01-01' }));
    const view = openTransactions(`/transactions?filter=${filter}&sort=random&order=UP&page=-3&perPage=500&details=`, { [LIST]: page([]) });
    await screen.findByText('No deposit transactions found', {}, PAGE_LOAD);
    expect(listQueries(view.network.requests(LIST))).toEqual([{ page: '1', limit: '10', type: 'deposit', sort: 'newest' }]);
    expect(urlState()).toMatchObject({ filter: { type: 'deposit' } });
  });

  it('drops unknown values of a hand-edited address instead of sending them', async () => {
    const view = openTransactions('/transactions?tab=nope&status=bogus&filter=forever&sort=random&page=-3', { [LIST]: page([]) });
    await screen.findByText('No deposit transactions found', {}, PAGE_LOAD);
    expect(listQueries(view.network.requests(LIST))[0]).toEqual({ page: '1', limit: '10', type: 'deposit', sort: 'newest' });
  });

  it('goes back to page 1 when the status, the date filter, the sort or the tab changes', async () => {
    const rows = Array.from({ length: 45 }, () => transaction());
    const view = openTransactions('/transactions?tab=deposit&page=3', { [LIST]: pagedList(rows) });
    await findGrid();
    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Transaction filters' });

    await view.user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await waitFor(() => expect(urlState()).toEqual({ filter: { type: 'deposit', status: 'confirmed' }, ...NEWEST, page: '1' }));

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urlState().page).toBe('2'));
    await view.user.click(within(panel).getByRole('combobox', { name: 'Date range' }));
    await view.user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(urlState()).toEqual({ filter: { type: 'deposit', status: 'confirmed', filter: 'last30days' }, ...NEWEST, page: '1' }),
    );

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urlState().page).toBe('2'));
    await view.user.click(within(panel).getByRole('combobox', { name: 'Sort By Date' }));
    await view.user.click(await screen.findByRole('option', { name: 'Recently updated' }));
    await waitFor(() =>
      expect(urlState()).toEqual({
        filter: { type: 'deposit', status: 'confirmed', filter: 'last30days' },
        sort: 'updatedAt',
        order: 'DESC',
        page: '1',
      }),
    );

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urlState().page).toBe('2'));
    await view.user.click(screen.getByRole('tab', { name: 'Payouts' }));
    // Confirmed is not a payout status, so it goes; the dates and the sort stay.
    await waitFor(() => expect(urlState()).toEqual({ filter: { type: 'payout', filter: 'last30days' }, sort: 'updatedAt', order: 'DESC', page: '1' }));

    await waitFor(() =>
      expect(listQueries(view.network.requests(LIST)).at(-1)).toEqual({
        page: '1',
        limit: '10',
        type: 'payout',
        sort: 'updated',
        filter: 'last30days',
      }),
    );
  });

  it('applies a custom range only when both dates are set', async () => {
    const view = openTransactions('/transactions?tab=deposit&filter=custom', { [LIST]: page([]) });
    const start = await screen.findByLabelText('Start Date', {}, PAGE_LOAD);
    expect(screen.getByText('Set both dates to apply the custom range')).toBeInTheDocument();
    fireEvent.change(start, { target: { value: '2026-01-01' } });
    await waitFor(() => expect(urlState().filter).toEqual({ type: 'deposit', filter: 'custom', startDate: '2026-01-01' }));
    expect(listQueries(view.network.requests(LIST)).every((q) => !('startDate' in q) && !('filter' in q))).toBe(true);

    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(listQueries(view.network.requests(LIST)).at(-1)).toEqual({
        page: '1',
        limit: '10',
        type: 'deposit',
        sort: 'newest',
        filter: 'custom',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      }),
    );
    expect(within(screen.getByRole('group', { name: 'Active filters' })).getByText('Date: 2026-01-01 to 2026-01-31')).toBeInTheDocument();

    // Another period forgets the custom days: neither the URL nor the call keeps them, and the
    // screen stays as it is (no round through the address's clean-up, which would mount it again).
    const range = screen.getByRole('combobox', { name: 'Date range' });
    await view.user.click(range);
    await view.user.click(await screen.findByRole('option', { name: 'Today' }));
    await waitFor(() => expect(urlState().filter).toEqual({ type: 'deposit', filter: 'today' }), PAGE_LOAD);
    expect(screen.getByRole('combobox', { name: 'Date range' })).toBe(range);
    expect(screen.queryByLabelText('Start Date')).not.toBeInTheDocument();
    await waitFor(() => expect(listQueries(view.network.requests(LIST)).at(-1)).toEqual({ page: '1', limit: '10', type: 'deposit', sort: 'newest', filter: 'today' }));
  });

  it('keeps typed custom dates: an end typed with userEvent, then a start typed year digit by year digit', async () => {
    const view = openTransactions('/transactions?tab=deposit&filter=custom', { [LIST]: page([]) });
    const start = (await screen.findByLabelText('Start Date', {}, PAGE_LOAD)) as HTMLInputElement;
    const end = screen.getByLabelText('End Date') as HTMLInputElement;
    await view.user.type(end, '2026-11-15');
    await waitFor(() => expect(urlState().filter).toEqual({ type: 'deposit', filter: 'custom', endDate: '2026-11-15' }));
    typeDateLikeChrome(start, '2026-11-01');
    await view.user.tab();
    expect([start.value, end.value]).toEqual(['2026-11-01', '2026-11-15']);
    await waitFor(() => expect(urlState().filter).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-15' }));
    await waitFor(() =>
      expect(listQueries(view.network.requests(LIST)).at(-1)).toMatchObject({ filter: 'custom', startDate: '2026-11-01', endDate: '2026-11-15' }),
    );
    // Only whole days reached the server, never a year still being typed (0002, 0020, 0202).
    expect(listQueries(view.network.requests(LIST)).filter((q) => 'startDate' in q).map((q) => q.startDate)).toEqual(['2026-11-01']);
  });

  it('keeps an end typed year digit by year digit and caps a typed start after it once the field is left', async () => {
    const view = openTransactions('/transactions?tab=deposit&filter=custom&startDate=2026-11-01', { [LIST]: page([]) });
    const start = (await screen.findByLabelText('Start Date', {}, PAGE_LOAD)) as HTMLInputElement;
    const end = screen.getByLabelText('End Date') as HTMLInputElement;
    typeDateLikeChrome(end, '2026-11-15');
    expect(end).toHaveValue('2026-11-15');
    await waitFor(() => expect(urlState().filter).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-15' }));

    typeDateLikeChrome(start, '2026-11-20');
    expect(start).toHaveValue('2026-11-20');
    expect(urlState().filter.startDate).toBe('2026-11-01');
    await view.user.tab();
    expect(start).toHaveValue('2026-11-15');
    await waitFor(() => expect(urlState().filter).toMatchObject({ startDate: '2026-11-15', endDate: '2026-11-15' }));
    expect(listQueries(view.network.requests(LIST)).filter((q) => q.startDate && q.endDate && q.startDate > q.endDate)).toEqual([]);
  });

  it('sorts from the grid header: oldest, then newest again', async () => {
    const view = openTransactions('/transactions', { [LIST]: page([transaction()]) });
    const grid = await findGrid();
    const date = within(grid).getByRole('columnheader', { name: /^Date/ });
    expect(date).toHaveAttribute('aria-sort', 'descending');
    await view.user.click(within(date).getByText('Date'));
    await waitFor(() => expect(urlState()).toMatchObject({ sort: 'createdAt', order: 'ASC' }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'ascending'));
    await view.user.click(within(within(grid).getByRole('columnheader', { name: /^Date/ })).getByText('Date'));
    await waitFor(() => expect(urlState()).toMatchObject(NEWEST));
    await waitFor(() => expect(listQueries(view.network.requests(LIST)).map((q) => q.sort)).toEqual(['newest', 'oldest', 'newest']));
  });

  it('sorts by Updated from its header and keeps it on a second click (the gateway has one updated order)', async () => {
    const view = openTransactions('/transactions?tab=payout', { [LIST]: page([transaction({ type: 'payout', clientWallet: 'T1' })]) });
    const grid = await findGrid();
    const updated = () => within(grid).getByRole('columnheader', { name: /^Updated/ });
    await view.user.click(within(updated()).getByText('Updated'));
    await waitFor(() => expect(urlState()).toEqual({ filter: { type: 'payout' }, sort: 'updatedAt', order: 'DESC', page: '1' }));
    await waitFor(() => expect(listQueries(view.network.requests(LIST)).at(-1)).toEqual({ page: '1', limit: '10', type: 'payout', sort: 'updated' }));
    expect(within(screen.getByRole('group', { name: 'Active filters' })).getByText('Sort: Recently updated')).toBeInTheDocument();
    await waitFor(() => expect(updated()).toHaveAttribute('aria-sort', 'descending'));
    await view.user.click(within(updated()).getByText('Updated'));
    expect(updated()).toHaveAttribute('aria-sort', 'descending');
    expect(urlState()).toMatchObject({ sort: 'updatedAt', order: 'DESC' });
    expect(listQueries(view.network.requests(LIST)).map((q) => q.sort)).toEqual(['newest', 'updated']);
  });

  it('hides a column with the column chooser, and the choice holds on another tab', async () => {
    // One row both tabs show (a wallet for Deposits, a client wallet for Payouts).
    const rows = [transaction({ transactionId: 'TXN-COL', walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', clientWallet: 'TClient' })];
    const view = openTransactions('/transactions', { [LIST]: page(rows) });
    const headers = async () => within(await findGrid()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(await headers()).toEqual(['Date', 'Transaction', 'Wallet Address', 'Network', 'Status', 'Amount', 'Updated']);
    await view.user.click(screen.getByRole('button', { name: 'Columns' }));
    await view.user.click(screen.getByLabelText('Wallet Address'));
    await view.user.keyboard('{Escape}');
    await waitFor(async () => expect(await headers()).toEqual(['Date', 'Transaction', 'Network', 'Status', 'Amount', 'Updated']));
    expect(screen.queryByText('TQn9Y2khEsLJ...')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('tab', { name: 'Payouts' }));
    await screen.findByRole('tab', { name: 'Payouts', selected: true });
    expect(await headers()).toEqual(['Date', 'Transaction', 'Network', 'Status', 'Amount', 'Updated']);
  });

  it('removes one filter from the summary', async () => {
    const view = openTransactions('/transactions?tab=deposit&status=pending&filter=today', { [LIST]: page([]) });
    const chip = await screen.findByRole('button', { name: 'Status: Pending' }, PAGE_LOAD);
    chip.focus();
    await view.user.keyboard('{Delete}');
    await waitFor(() => expect(urlState().filter).toEqual({ type: 'deposit', filter: 'today' }));
    await waitFor(() => expect(listQueries(view.network.requests(LIST)).at(-1)).toEqual({ page: '1', limit: '10', type: 'deposit', sort: 'newest', filter: 'today' }));
  });

  it('pages with Previous and Next within 1..last', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => transaction({ transactionId: `ROW-${i + 1}` }));
    const view = openTransactions('/transactions', { [LIST]: pagedList(rows) });
    await screen.findByText('ROW-1', {}, PAGE_LOAD);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('ROW-11');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('ROW-21');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('ROW-11');
    expect(listQueries(view.network.requests(LIST)).map((q) => q.page)).toEqual(['1', '2', '3', '2']);
  });

  it('moves a bookmarked page past the end back to page 1, as react-admin lists do', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => transaction({ transactionId: `ROW-${i + 1}` }));
    openTransactions('/transactions?tab=deposit&page=9', { [LIST]: pagedList(rows) });
    expect(await screen.findByText('ROW-1', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(urlState().page).toBe('1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  // The app registers no /admin route (the spec shows no other admin behaviour), so the screen is
  // mounted on its own under a router at each path, with the real providers and i18n.
  it.each([
    ['shows', '/transactions', 1],
    ['hides', '/admin/transactions', 0],
  ])('%s the Back button when mounted at %s', async (_, path, backButtons) => {
    storeTestSession(USERS.merchant);
    const { dataProvider, authProvider } = createProviders({ fetch: createFetchDouble({ [LIST]: page([]) }).fetch, apiBase: '/api' });
    render(
      <TestMemoryRouter initialEntries={[path]}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <TransactionsPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByTestId('transactions-total', {}, PAGE_LOAD)).toHaveTextContent('0 results');
    expect(screen.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Back' })).toHaveLength(backButtons);
  });
});

describe('Transactions saved queries', { timeout: 20_000 }, () => {
  it('saves the tab, filters and sort as a saved query and reopens them in one click (URL and request)', async () => {
    storeTestSession(USERS.merchant);
    const network = createFetchDouble({ [LIST]: page([transaction()]) });
    const { dataProvider, authProvider } = createProviders({ fetch: network.fetch, apiBase: '/api' });
    let location = { pathname: '', search: '' };
    const view = render(
      <TestMemoryRouter initialEntries={['/transactions?tab=deposit&status=pending&filter=last7days&sort=updated']} locationCallback={(next) => (location = next)}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <TransactionsPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const saved = { page: '1', limit: '10', type: 'deposit', status: 'pending', sort: 'updated', filter: 'last7days' };
    await waitFor(() => expect(listQueries(network.requests(LIST)).at(-1)).toEqual(saved), PAGE_LOAD);
    const views = await screen.findByRole('group', { name: 'Saved queries' }, PAGE_LOAD);
    fireEvent.click(within(views).getByRole('button', { name: 'Save current query...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current query as' });
    fireEvent.change(within(dialog).getByLabelText('Query name'), { target: { value: 'Pending deposits this week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(views).findByRole('button', { name: 'Pending deposits this week' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('tab', { name: 'Payouts' }));
    await waitFor(() => expect(listQueries(network.requests(LIST)).at(-1)).toMatchObject({ type: 'payout' }));
    expect(within(views).getByRole('button', { name: 'Pending deposits this week' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(within(views).getByRole('button', { name: 'Pending deposits this week' }));
    await waitFor(() => expect(listQueries(network.requests(LIST)).at(-1)).toEqual(saved));
    expect(await screen.findByRole('tab', { name: 'Deposits', selected: true })).toBeInTheDocument();
    expect(within(views).getByRole('button', { name: 'Pending deposits this week' })).toHaveAttribute('aria-pressed', 'true');
    const query = new URLSearchParams(location.search);
    expect(JSON.parse(query.get('filter') ?? '{}')).toEqual({ type: 'deposit', status: 'pending', filter: 'last7days' });
    expect([query.get('sort'), query.get('order'), query.get('page')]).toEqual(['updatedAt', 'DESC', '1']);
    view.unmount();
  });
});

describe('Transaction Details', { timeout: 20_000 }, () => {
  const full = transaction({
    _id: 'rec-1',
    transactionId: 'TXN-DETAIL',
    status: 'confirmed',
    amount: 100,
    actualBalance: 105,
    fee: 1.05,
    netAmount: 103.95,
    username: 'alice',
    firstName: 'Alice',
    lastName: 'Liddell',
    email: 'alice@example.test',
    phoneNumber: '+44 20 7946 0958',
    referenceId: 'ORDER-77',
    description: 'Order 77',
    adminNotes: 'Checked',
    invoiceNo: 'INV-77',
    blockchainTxHash: 'abc123hash',
    createdAt: '2026-02-01T09:30:00.000Z',
    updatedAt: '2026-02-01T09:45:00.000Z',
    confirmedAt: '2026-02-01T09:44:00.000Z',
  });

  async function openDetails(rows = [full]) {
    const view = openTransactions('/transactions', { [LIST]: page(rows) });
    const [row] = await dataRows();
    await view.user.click(within(row).getAllByRole('gridcell')[1]);
    return { view, dialog: await screen.findByRole('dialog', { name: 'Transaction Details' }) };
  }

  function field(dialog: HTMLElement, label: string): string | null | undefined {
    const term = within(dialog).queryByText(label, { selector: 'dt' });
    return term ? term.nextElementSibling?.textContent : undefined;
  }

  it('lets the keyboard reach its facts, which scroll in a short window (issue 30)', async () => {
    const { dialog } = await openDetails();
    const facts = within(dialog).getByText('Status', { selector: 'dt' }).closest('.MuiDialogContent-root') as HTMLElement;
    act(() => facts.focus());
    expect(facts).toHaveFocus();
  });

  it('shows every field of a confirmed deposit and the Tron explorer link', async () => {
    const { view, dialog } = await openDetails();
    expect(field(dialog, 'Status')).toBe('Confirmed');
    expect(field(dialog, 'Username')).toBe('alice');
    expect(field(dialog, 'Full Name')).toBe('Alice Liddell');
    expect(field(dialog, 'Email')).toBe('alice@example.test');
    expect(field(dialog, 'Phone')).toBe('+44 20 7946 0958');
    expect(field(dialog, 'Reference ID')).toBe('ORDER-77');
    expect(field(dialog, 'Description')).toBe('Order 77');
    expect(field(dialog, 'Transaction ID')).toBe('TXN-DETAIL');
    expect(field(dialog, 'Amount')).toBe('100.00 USDT');
    expect(field(dialog, 'Actual Amount Received')).toBe('105.00 USDT');
    expect(field(dialog, 'Net Amount')).toBe('103.95 USDT');
    expect(field(dialog, 'Fee')).toBe('1.05 USDT');
    expect(field(dialog, 'Currency Type')).toBe('USDT-TRC20');
    expect(field(dialog, 'Wallet Address')).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(field(dialog, 'Payment Status')).toBe('Overpaid');
    expect(field(dialog, 'Created')).not.toBe('—');
    expect(field(dialog, 'Updated')).not.toBe('—');
    expect(field(dialog, 'Processed')).toBe('—');
    expect(field(dialog, 'Confirmed')).not.toBe('—');
    expect(field(dialog, 'Admin Notes')).toBe('Checked');
    expect(field(dialog, 'Invoice ID')).toBe('INV-77');
    expect(field(dialog, 'Transaction Hash')).toContain('abc123hash');
    expect(within(dialog).getByRole('link', { name: 'View on Explorer' })).toHaveAttribute(
      'href',
      'https://nile.tronscan.org/#/transaction/abc123hash',
    );

    await view.user.click(within(dialog).getByRole('button', { name: 'Close Details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The row opens its details from the keyboard too.
    within((await dataRows())[0]).getAllByRole('gridcell')[1].focus();
    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Transaction Details' })).toHaveTextContent('TXN-DETAIL');
  });

  it('hides net amount and fee of an expired transaction, and links an ERC20 payout hash to the Sepolia explorer', async () => {
    const { view, dialog } = await openDetails([
      transaction({ status: 'expired', fee: 1, netAmount: 99 }),
      transaction({
        type: 'payout',
        status: 'completed',
        currencyType: 'USDT-ERC20',
        clientWallet: '0x52908400098527886E0F7030069857D2E4169EE7',
        transactionHash: null,
        adminTransferData: { transactionHash: '0xfeed' },
      }),
    ]);
    expect(field(dialog, 'Amount')).toBe('100.00 USDT');
    expect(field(dialog, 'Net Amount')).toBeUndefined();
    expect(field(dialog, 'Fee')).toBeUndefined();
    expect(field(dialog, 'Actual Amount Received')).toBeUndefined();
    expect(field(dialog, 'Payment Status')).toBeUndefined();

    await view.user.click(within(dialog).getByRole('button', { name: 'Close Details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await view.user.click(within((await dataRows())[1]).getAllByRole('gridcell')[1]);
    const erc20 = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(field(erc20, 'Wallet Address')).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(within(erc20).getByRole('link', { name: 'View on Explorer' })).toHaveAttribute('href', 'https://sepolia.etherscan.io/tx/0xfeed');
  });
});
