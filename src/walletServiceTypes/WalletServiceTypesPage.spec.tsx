import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, localStorageStore, memoryStore, type Store } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { WalletServiceType } from '../../contract/walletServiceTypes';
import { i18nProvider } from '../i18n';
import { createProviders } from '../providers';
import { createFetchDouble, fail, ok, type Handler, type RecordedRequest } from '../test/fetchDouble';
import { emulatePhone, factsOf } from '../test/phone';
import { storeTestSession, USERS } from '../test/sessions';
import { WalletServiceTypeDetailPage } from './WalletServiceTypeDetailPage';
import { WalletServiceTypesPage } from './WalletServiceTypesPage';

const LIST = 'GET /wallet-service-types/list';
const LOAD = { timeout: 8000 };
const TRC = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

function record(id: string, overrides: Partial<WalletServiceType> = {}): WalletServiceType {
  return {
    _id: id,
    userId: `cust-${id}`,
    userInfo: { fullName: `Customer ${id}`, email: `${id}@example.test`, phone: '+1 555 0100' },
    description: 'VIP',
    isActive: true,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-11T10:00:00.000Z',
    wallets: [
      {
        walletNetwork: 'USDT-TRC20',
        walletAddress: TRC,
        isActive: true,
        walletGeneratedAt: '2026-01-10T10:00:00.000Z',
        totalDepositAmount: 1250.5,
        totalDeposits: 3,
        lastDepositAmount: 50,
        lastDepositAt: '2026-01-11T09:00:00.000Z',
        lastTransactionHash: 'abcdef0123456789abcdef0123456789',
      },
    ],
    ...overrides,
  };
}

const page = (data: WalletServiceType[], pagination = { pages: 1, total: data.length, page: 1, limit: 10 }) => ({
  status: 200,
  body: { success: true, data, pagination },
});

/** Where the router is: the screens under test alone, at their routes (no shell, no whole app). */
let location = { pathname: '', search: '' };

function open(url: string, routes: Record<string, Handler>, store: Store = memoryStore()) {
  storeTestSession(USERS.merchant);
  const network = createFetchDouble(routes);
  const { dataProvider, authProvider } = createProviders({ fetch: network.fetch, apiBase: '/api' });
  const view = render(
    <TestMemoryRouter initialEntries={[url]} locationCallback={(at) => (location = at)}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
        <Routes>
          <Route path="/wallet-service-types" element={<WalletServiceTypesPage />} />
          <Route path="/wallet-service-types/:id" element={<WalletServiceTypeDetailPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, network, user: userEvent.setup() };
}

const listParams = () => Object.fromEntries(new URLSearchParams(location.search));
const headers = () => within(screen.getByRole('grid', { name: 'Wallet Service Types' })).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('WalletServiceTypesPage', { timeout: 20_000 }, () => {
  it('lists the records with the 2.10 columns, shortened addresses with explorer links, and the balance', async () => {
    const view = open('/wallet-service-types', { [LIST]: page([record('a'), record('b', { isActive: false, wallets: [] })]) });
    const table = await screen.findByRole('grid', { name: 'Wallet Service Types' }, LOAD);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User Information',
      'Wallets',
      'Balance',
      'Status',
      'Created',
      'Actions',
    ]);
    const link = within(table).getByRole('link', { name: 'TQn9Y2kh...KcbLSE' });
    expect(link).toHaveAttribute('href', `https://nile.tronscan.org/#/address/${TRC}`);
    expect(table).toHaveTextContent('1,250.50 USDT');
    expect(table).toHaveTextContent('User ID: cust-a');
    expect(table).toHaveTextContent('Inactive');
    expect(view.network.requests(LIST)[0].url).toBe('/api/wallet-service-types/list?page=1&limit=10');
    await view.user.click(screen.getByRole('button', { name: 'View details of Customer a' }));
    await waitFor(() => expect(location.pathname).toBe('/wallet-service-types/a'));
  });

  it("shows one card per record on a phone, each label over its value, with View details", async () => {
    const restore = emulatePhone();
    try {
      const view = open('/wallet-service-types', { [LIST]: page([record('a'), record('b', { isActive: false, wallets: [] })]) });
      const card = await screen.findByRole('article', { name: 'Customer a' }, LOAD);
      expect(factsOf(card).map(([label]) => label)).toEqual(['User Information', 'Wallets', 'Balance', 'Status', 'Created', 'Actions']);
      expect(within(card).getByRole('link', { name: 'TQn9Y2kh...KcbLSE' })).toHaveAttribute('href', `https://nile.tronscan.org/#/address/${TRC}`);
      expect(card).toHaveTextContent('1,250.50 USDT');
      expect(screen.getByRole('article', { name: 'Customer b' })).toHaveTextContent('Inactive');
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      await view.user.click(within(card).getByRole('button', { name: 'View details of Customer a' }));
      await waitFor(() => expect(location.pathname).toBe('/wallet-service-types/a'));
    } finally {
      restore();
    }
  });

  it('searches after a pause, from page 1, and the empty state offers Clear search', async () => {
    const view = open('/wallet-service-types', {
      [LIST]: (request: RecordedRequest) => (request.query.get('search') ? page([]) : page([record('a')])),
    });
    await screen.findByRole('grid', {}, LOAD);
    await view.user.type(screen.getByLabelText('Search'), 'zed');
    expect(await screen.findByText('No wallet service types match "zed".', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(view.network.requests(LIST).at(-1)?.url).toBe('/api/wallet-service-types/list?page=1&limit=10&search=zed');
    await view.user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('pages show First, Last and the pages within 2 of the current one', async () => {
    const view = open('/wallet-service-types', {
      [LIST]: (request: RecordedRequest) => page([record(`p${request.query.get('page')}`)], { pages: 20, total: 200, page: Number(request.query.get('page')), limit: 10 }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Pages' }, LOAD);
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['First', '1', '2', '3', '20', 'Last']);
    await view.user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['First', '1', '2', '3', '4', '5', '20', 'Last']));
    // The search box's debounce (500 ms from the first render) must not send an early click back to page 1.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['First', '1', '2', '3', '4', '5', '20', 'Last']);
    expect(view.network.requests(LIST).at(-1)?.query.get('page')).toBe('3');
    await view.user.click(within(nav).getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Customer p20')).toBeInTheDocument();
    expect(view.network.requests(LIST).at(-1)?.query.get('page')).toBe('20');
  });

  it("shows 'HTTP error! status: {code}' for a failing status without a message", async () => {
    open('/wallet-service-types', { [LIST]: { status: 502, body: null } });
    expect(await screen.findByText('HTTP error! status: 502', {}, LOAD)).toBeInTheDocument();
  });

  it('shows the fallback on a failure without a status or message, with Retry, and Refresh reloads', async () => {
    const view = open('/wallet-service-types', { [LIST]: { status: 200, body: { success: false } } });
    expect(await screen.findByText('Failed to fetch wallet service types', {}, LOAD)).toBeInTheDocument();
    view.network.on(LIST, page([record('a')]));
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    const before = view.network.requests(LIST).length;
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(view.network.requests(LIST).length).toBe(before + 1));
  });
});

describe('WalletServiceTypesPage list state in the URL (react-admin list controller)', { timeout: 20_000 }, () => {
  const paged = (request: RecordedRequest) =>
    page([record(`p${request.query.get('page')}`)], { pages: 5, total: 45, page: Number(request.query.get('page')), limit: 10 });

  it('puts the search and the page in the URL, and a reload at that URL asks for the same page', async () => {
    const view = open('/wallet-service-types', { [LIST]: paged });
    await screen.findByRole('grid', {}, LOAD);
    await view.user.type(screen.getByLabelText('Search'), 'ann');
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.url).toBe('/api/wallet-service-types/list?page=1&limit=10&search=ann'), { timeout: 3000 });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    await view.user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.url).toBe('/api/wallet-service-types/list?page=2&limit=10&search=ann'));
    await waitFor(() => expect(listParams()).toMatchObject({ page: '2', filter: JSON.stringify({ search: 'ann' }) }));

    const url = `${location.pathname}${location.search}`;
    view.unmount();
    const reloaded = open(url, { [LIST]: paged });
    expect(await screen.findByText('Customer p2', {}, LOAD)).toBeInTheDocument();
    expect(reloaded.network.requests(LIST).map((request) => request.url)).toEqual(['/api/wallet-service-types/list?page=2&limit=10&search=ann']);
    expect(screen.getByLabelText('Search')).toHaveValue('ann');
  });

  it('a page past the end goes back to page 1, as react-admin lists do', async () => {
    const view = open(`/wallet-service-types?page=8&perPage=10&filter=${encodeURIComponent('{}')}`, {
      [LIST]: (request: RecordedRequest) => (Number(request.query.get('page')) > 5 ? page([], { pages: 5, total: 45, page: 8, limit: 10 }) : paged(request)),
    });
    expect(await screen.findByText('Customer p1', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(LIST).map((request) => request.query.get('page'))).toEqual(['8', '1']);
    expect(listParams().page).toBe('1');
  });
});

describe('WalletServiceTypesPage grid (the record grid)', { timeout: 20_000 }, () => {
  it('has no column sort (the gateway has one order): headers are no sort buttons and no sort is sent', async () => {
    const view = open('/wallet-service-types', { [LIST]: page([record('a')]) });
    const table = await screen.findByRole('grid', { name: 'Wallet Service Types' }, LOAD);
    for (const header of within(table).getAllByRole('columnheader')) expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    expect(view.network.requests(LIST).map((request) => request.url)).toEqual(['/api/wallet-service-types/list?page=1&limit=10']);
  });

  it('the Columns chooser hides a column, cells and all, and react-admin\'s store keeps it after a reload', async () => {
    const view = open('/wallet-service-types', { [LIST]: page([record('a')]) }, localStorageStore());
    await screen.findByRole('grid', { name: 'Wallet Service Types' }, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Columns' }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Wallets' }));
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toEqual(['User Information', 'Balance', 'Status', 'Created', 'Actions']));
    expect(screen.queryByRole('link', { name: 'TQn9Y2kh...KcbLSE' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('RaStore.wallet-service-types.datatable.columns') ?? 'null')).toEqual({ wallets: false });

    view.unmount();
    open('/wallet-service-types', { [LIST]: page([record('a')]) }, localStorageStore());
    await screen.findByRole('grid', { name: 'Wallet Service Types' }, LOAD);
    expect(headers()).toEqual(['User Information', 'Balance', 'Status', 'Created', 'Actions']);
  });
});

describe('WalletServiceTypeDetailPage', { timeout: 20_000 }, () => {
  it('shows user and wallet information', async () => {
    open('/wallet-service-types/a', { 'GET /wallet-service-types/view/a': ok(record('a')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet Service Type' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Customer a')).toBeInTheDocument();
    expect(screen.getByText('cust-a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TQn9Y2kh...KcbLSE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'abcdef01...456789' })).toHaveAttribute('href', 'https://nile.tronscan.org/#/transaction/abcdef0123456789abcdef0123456789');
    expect(screen.getByText('1,250.50')).toBeInTheDocument();
  });

  it('shows the not-found state for a 404', async () => {
    open('/wallet-service-types/zzz', { 'GET /wallet-service-types/view/zzz': fail(404, 'Wallet service type not found') });
    expect(await screen.findByText('It may have been removed, or it belongs to another account.', { exact: false }, LOAD)).toBeInTheDocument();
  });

  it("shows 'HTTP error! status: {code}' for a failing status without a message", async () => {
    open('/wallet-service-types/a', { 'GET /wallet-service-types/view/a': fail(500) });
    expect(await screen.findByText('HTTP error! status: 500', {}, LOAD)).toBeInTheDocument();
  });

  it('offers Retry on another failure', async () => {
    const view = open('/wallet-service-types/a', { 'GET /wallet-service-types/view/a': { status: 200, body: { success: false } } });
    expect(await screen.findByText('Failed to fetch wallet service type details', {}, LOAD)).toBeInTheDocument();
    view.network.on('GET /wallet-service-types/view/a', ok(record('a')));
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Customer a')).toBeInTheDocument();
  });
});
