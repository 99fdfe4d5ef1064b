import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { fail, NETWORK_FAILURE, type Handler } from '../test/fetchDouble';
import type { TestUser } from '../test/sessions';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { stubWorkbookWorker } from '../common/export/test/workbookWorker';
import { ETH, TRON, withdrawal, withdrawalPage } from './test/fixtures';
import { PayoutRequestsPage } from './PayoutRequestsPage';
import { emulatePhone } from '../test/phone';

const LIST = 'GET /withdrawal/my-withdrawals';
const SUBMIT = 'POST /withdrawal';
const LOAD = { timeout: 8000 };
const NOTES = 'The wallet is on the sanctions list; send to another address.';
/** A filter's menu and its result, which shows after the filter form's 500 ms pause, over the grid's large page. */
const FILTERED = { timeout: 5000 };

/**
 * The screen alone (src/test/renderScreen.tsx), at half the cost of the whole App; the test of a
 * page past the end opens it through the App at its other route, /payout-requests.
 */
async function openPage(routes: Record<string, Handler> = {}, session: TestUser = USERS.merchant, url = '/withdraw-requests') {
  const view = renderScreen(<PayoutRequestsPage />, { url, session, routes: { [LIST]: withdrawalPage([]), ...routes } });
  await screen.findByRole('heading', { level: 1, name: 'Payout Requests' }, LOAD);
  // The form or the view-only line, once authProvider.canAccess has answered.
  await screen.findByText(/^(Submit Payout Request|Your role can view payouts but not create them\.)$/, {}, LOAD);
  return view;
}

async function fillForm(user: Awaited<ReturnType<typeof openPage>>['user'], amount: string, wallet: string) {
  // The form shows once authProvider.canAccess has answered (withdrawals/create).
  if (amount) await user.type(await screen.findByLabelText(/^Amount \(USDT\)/, {}, LOAD), amount);
  if (!wallet) return;
  await user.click(screen.getByLabelText(/^Merchant Wallet Address/));
  await user.paste(wallet);
}

describe('Payout Requests: the New Payout form', { timeout: 60_000 }, () => {
  it('says "Please fill in all fields" with a field empty, checks the address against the network as it is typed, and refuses an amount with more than 6 decimals, sending nothing', async () => {
    const view = await openPage();
    await fillForm(view.user, '10', '');
    await view.user.click(screen.getByRole('button', { name: 'Submit Payout Request' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();

    const field = await screen.findByLabelText(/^Merchant Wallet Address/, {}, LOAD);
    await view.user.type(field, 'T9');
    expect(screen.getByText(/^Invalid USDT-TRC20 wallet address: must be a TRC20 address/)).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.paste(ETH);
    expect(screen.getByText(/^Invalid USDT-TRC20 wallet address/)).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.paste(TRON);
    expect(screen.getByText('Valid USDT-TRC20 address')).toBeInTheDocument();
    await view.user.click(screen.getByLabelText(/^Currency Type/));
    await view.user.click(await screen.findByRole('option', { name: 'USDT-ERC20' }));
    expect(screen.getByText(/^Invalid USDT-ERC20 wallet address/)).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.paste(ETH);
    expect(screen.getByText('Valid USDT-ERC20 address')).toBeInTheDocument();

    const amount = screen.getByLabelText(/^Amount \(USDT\)/);
    await view.user.clear(amount);
    await view.user.type(amount, '1.1234567');
    expect(screen.getByText('Amount must have at most 6 decimals')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Submit Payout Request' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.network.requests(SUBMIT)).toHaveLength(0);
  });

  it('shows amount, network and the full address before sending, then sends the number with an Idempotency-Key', async () => {
    const view = await openPage({ [SUBMIT]: { status: 201, body: { success: true, message: 'Withdrawal request submitted successfully', data: withdrawal() } } });
    await fillForm(view.user, '12.5', TRON);
    await view.user.click(screen.getByRole('button', { name: 'Submit Payout Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payout' });
    expect(within(dialog).getByText('12.5 USDT')).toBeInTheDocument();
    expect(within(dialog).getByText('USDT-TRC20')).toBeInTheDocument();
    expect(within(dialog).getByText(TRON)).toBeInTheDocument();
    expect(view.network.requests(SUBMIT)).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm Payout' }));
    expect(await screen.findByText('Withdrawal request submitted successfully')).toBeInTheDocument();
    const [sent] = view.network.requests(SUBMIT);
    expect(sent.body).toEqual({ amount: 12.5, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(view.network.requests(LIST).length).toBeGreaterThan(1));
  });

  it('reuses the Idempotency-Key when the same payout is sent again after a failure, and shows the server\'s message, or the fallback when it sent none', async () => {
    const view = await openPage({ [SUBMIT]: NETWORK_FAILURE });
    await fillForm(view.user, '5', TRON);
    for (let attempt = 0; attempt < 2; attempt++) {
      await view.user.click(await screen.findByRole('button', { name: 'Submit Payout Request' }));
      await view.user.click(await screen.findByRole('button', { name: 'Confirm Payout' }));
      expect(await screen.findByText('An error occurred while processing your request.')).toBeInTheDocument();
    }
    const keys = view.network.requests(SUBMIT).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);

    view.network.on(SUBMIT, fail(409, 'Insufficient balance: the amount is above your available balance (3.00 USDT-TRC20)'));
    await view.user.click(await screen.findByRole('button', { name: 'Submit Payout Request' }));
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Payout' }));
    expect(await screen.findByText('Insufficient balance: the amount is above your available balance (3.00 USDT-TRC20)')).toBeInTheDocument();
    view.network.on(SUBMIT, fail(500));
    await view.user.click(await screen.findByRole('button', { name: 'Submit Payout Request' }));
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Payout' }));
    expect(await screen.findByText('Something went wrong while submitting withdrawal.')).toBeInTheDocument();
  });

  it('shows super_operation the history but no form', async () => {
    await openPage({ [LIST]: withdrawalPage([withdrawal({ status: 'completed', amount: 7 })]) }, USERS.superops);
    expect(await screen.findByText('-7.00 USDT', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Payout Request' })).not.toBeInTheDocument();
    expect(screen.getByText('Your role can view payouts but not create them.')).toBeInTheDocument();
  });
});

describe('Payout Requests: stats and history', { timeout: 60_000 }, () => {
  it('reads every page of 50, drops refunds, and shows 10 per page with signed amounts', async () => {
    const first = Array.from({ length: 50 }, (_, i) => withdrawal({ status: i === 0 ? 'completed' : 'pending', amount: 1 }));
    const second = [withdrawal({ status: 'rejected', amount: 2.5 }), withdrawal({ type: 'refund', amount: 99 })];
    const view = await openPage({
      [LIST]: (request) => (request.query.get('page') === '1' ? withdrawalPage(first, 1, 2) : withdrawalPage(second, 2, 2)),
    });
    const pager = await screen.findByText('Page 1 of 6', {}, LOAD);
    expect(view.network.requests(LIST).map((request) => [request.query.get('page'), request.query.get('limit')])).toEqual([
      ['1', '50'],
      ['2', '50'],
    ]);
    expect(screen.getByTestId('payout-stat-total')).toHaveTextContent('51');
    expect(screen.getByTestId('payout-stat-pending')).toHaveTextContent('49');
    expect(screen.getByTestId('payout-stat-rejected')).toHaveTextContent('1');
    const list = screen.getByRole('grid', { name: 'Payout History' });
    expect(list.querySelectorAll('[role="row"][data-id]')).toHaveLength(10);
    expect(within(list).getByText('-1.00 USDT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Each page is the list controller's, in the URL; the next click waits for it to show (on the
    // pager itself: a query of the whole screen after each of the grid's changes costs seconds).
    const next = screen.getByRole('button', { name: 'Next' });
    for (let n = 2; n <= 6; n++) {
      await view.user.click(next);
      await waitFor(() => expect(pager).toHaveTextContent(`Page ${n} of 6`));
    }
    expect(await within(list).findByText('2.50 USDT')).toBeInTheDocument();
    expect(screen.queryByText('99.00 USDT')).not.toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it('sums the amounts of each status under its count, to the cent; shows each payout\'s admin notes; the Columns chooser hides a column, cells and all', async () => {
    const rows = [
      withdrawal({ status: 'pending', amount: 0.1 }),
      withdrawal({ status: 'pending', amount: 0.2 }),
      withdrawal({ status: 'completed', amount: 1234.5 }),
      withdrawal({ status: 'completed', amount: 0.25 }),
      withdrawal({ status: 'rejected', amount: 40, adminNotes: NOTES }),
      withdrawal({ status: 'processing', amount: 5, currencyType: 'USDT-ERC20', clientWallet: ETH }),
    ];
    const view = await openPage({ [LIST]: withdrawalPage(rows) });
    await screen.findByText('-1,234.50 USDT', {}, LOAD);
    const summary = screen.getByRole('region', { name: 'Payout summary' });
    const card = (key: string) => within(summary).getByTestId(`payout-stat-${key}`).parentElement!;
    expect(within(card('total')).getByText('6')).toBeInTheDocument();
    expect(within(card('total')).getByText('1,280.05 USDT')).toBeInTheDocument();
    expect(within(card('pending')).getByText('0.30 USDT')).toBeInTheDocument();
    expect(within(card('completed')).getByText('1,234.75 USDT')).toBeInTheDocument();
    expect(within(card('rejected')).getByText('40.00 USDT')).toBeInTheDocument();
    expect(within(card('failed')).getByText('0')).toBeInTheDocument();
    expect(within(card('failed')).getByText('0.00 USDT')).toBeInTheDocument();

    const table = screen.getByRole('grid', { name: 'Payout History' });
    expect(within(table).getByRole('columnheader', { name: /Admin Notes/ })).toBeInTheDocument();
    const rejected = within(table).getByText('40.00 USDT').closest('[role="row"]') as HTMLElement;
    expect(within(rejected).getByText(NOTES)).toBeInTheDocument();

    expect(within(table).getByRole('columnheader', { name: /Network/ })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Columns' }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Network' }));
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Payout History' })).queryByRole('columnheader', { name: /Network/ })).not.toBeInTheDocument());
    expect(within(screen.getByRole('grid', { name: 'Payout History' })).queryByText('USDT-ERC20')).not.toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: 'Payout History' })).getByText(ETH)).toBeInTheDocument();
  });

  it('filters the history by status and network, keeps the stats of all requests, and says when nothing matches', async () => {
    const rows = [
      withdrawal({ status: 'completed', amount: 11, currencyType: 'USDT-TRC20' }),
      withdrawal({ status: 'completed', amount: 22, currencyType: 'USDT-ERC20', clientWallet: ETH }),
      withdrawal({ status: 'pending', amount: 33, currencyType: 'USDT-ERC20', clientWallet: ETH }),
    ];
    const view = await openPage({ [LIST]: withdrawalPage(rows) });
    await screen.findByRole('grid', { name: 'Payout History' }, LOAD);
    const amounts = () => within(screen.getByRole('grid', { name: 'Payout History' })).getAllByText(/ USDT$/).map((node) => node.textContent);
    expect(amounts()).toEqual(['-11.00 USDT', '-22.00 USDT', '33.00 USDT']);
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Filters' });
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Completed' }, FILTERED));
    await waitFor(() => expect(amounts()).toEqual(['-11.00 USDT', '-22.00 USDT']), FILTERED);
    await view.user.click(screen.getByRole('combobox', { name: /^Network/ }));
    await view.user.click(await screen.findByRole('option', { name: 'USDT-ERC20' }, FILTERED));
    await waitFor(() => expect(amounts()).toEqual(['-22.00 USDT']), FILTERED);
    expect(within(screen.getByRole('grid', { name: 'Payout History' })).getByText(ETH)).toBeInTheDocument();
    expect(screen.getByTestId('payout-stat-total')).toHaveTextContent('3');

    await view.user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Failed' }, FILTERED));
    expect(await screen.findByText('No payout requests match your filters', {}, FILTERED)).toBeInTheDocument();
    await view.user.click(screen.getByRole('combobox', { name: /^Status/ }));
    // react-admin names the empty choice 'Clear value'; it reads All.
    const all = await screen.findByRole('option', { name: 'Clear value' }, FILTERED);
    expect(all).toHaveTextContent('All');
    await view.user.click(all);
    await waitFor(() => expect(amounts()).toEqual(['-22.00 USDT', '33.00 USDT']), FILTERED);
    // The filters narrow what is listed, never what is fetched.
    expect(view.network.requests(LIST)).toHaveLength(1);
  });

  it('Refresh fetches the history again and shows what changed, its spinner turning for 1.5 s (001 section 9) though the list answers at once; a wallet address copies, "Copied!" for 2 seconds', async () => {
    let status = 'pending';
    const row = withdrawal({ amount: 8 });
    const view = await openPage({ [LIST]: () => withdrawalPage([{ ...row, status }]) });
    const list = await screen.findByRole('grid', { name: 'Payout History' }, LOAD);
    expect(within(list).getByText('8.00 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('payout-stat-pending')).toHaveTextContent('1');

    status = 'completed';
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    // The spinner's 1.5 s and the copy's 2 s run on a clock the test moves (it also runs on its own).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const start = Date.now();
      await view.user.click(refresh);
      expect(refresh).toBeDisabled();
      await waitFor(() => expect(view.network.requests(LIST)).toHaveLength(2));
      expect(within(refresh).getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(Math.max(0, start + 1499 - Date.now())));
      expect(refresh).toBeDisabled();
      expect(within(refresh).getByRole('progressbar')).toBeInTheDocument();
      expect(await within(list).findByText('-8.00 USDT')).toBeInTheDocument();
      expect(screen.getByTestId('payout-stat-completed')).toHaveTextContent('1');
      expect(screen.getByTestId('payout-stat-pending')).toHaveTextContent('0');
      expect(view.network.requests(LIST)).toHaveLength(2);
      act(() => vi.advanceTimersByTime(1500));
      await waitFor(() => expect(refresh).toBeEnabled());
      expect(within(refresh).queryByRole('progressbar')).not.toBeInTheDocument();

      await view.user.click(within(list).getByRole('button', { name: 'Copy wallet address' }));
      expect(await navigator.clipboard.readText()).toBe(TRON);
      expect(await within(list).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(within(list).getByRole('button', { name: 'Copy wallet address' })).toBeInTheDocument(), { timeout: 3000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "An error occurred while fetching withdrawals." when the list fails', async () => {
    await openPage({ [LIST]: fail(500) });
    expect(await screen.findByText('An error occurred while fetching withdrawals.', {}, LOAD)).toBeInTheDocument();
  });
});

describe('Payout Requests: export', { timeout: 30_000 }, () => {
  let downloads: { blob: Blob; name: string }[];
  let lastBlob: Blob | null;
  beforeEach(() => {
    stubWorkbookWorker();
    downloads = [];
    lastBlob = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob && this.href === 'blob:export') downloads.push({ blob: lastBlob, name: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('is blocked with "No withdrawal requests to export" when there are none', async () => {
    const view = await openPage();
    await screen.findByText('No payout requests yet', {}, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('No withdrawal requests to export')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks with the row count, then saves the payout columns as xlsx', async () => {
    const rows = [withdrawal({ status: 'completed', amount: 7, adminNotes: 'done' }), withdrawal({ amount: 3, currencyType: 'USDT-ERC20', clientWallet: ETH })];
    const view = await openPage({ [LIST]: withdrawalPage(rows) });
    await screen.findByText('-7.00 USDT', {}, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export payout requests' });
    expect(within(dialog).getByText('This will export 2 withdrawal requests. Continue?')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toMatch(/^merchant_payout_transactions_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(await downloads[0].blob.arrayBuffer());
    expect(book.SheetNames).toEqual(['Payout Transactions']);
    const sheet = book.Sheets['Payout Transactions'];
    // Amounts are numbers shown with two decimals, so a SUM over the column works (issue 12).
    expect(sheet.B2).toMatchObject({ t: 'n', v: 7, w: '7.00' });
    const table = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(table[0]).toEqual(['Date Created', 'Amount', 'Fee', 'Net Amount', 'Currency', 'Client Wallet', 'Status', 'Processed At', 'Admin Notes', 'Transaction Hash', 'Blockchain Hash', 'Invoice No', 'Network', 'Blockchain Status']);
    expect(table.slice(1).map((row) => [row[1], row[4], row[5], row[6], row[8]])).toEqual([
      ['7.00', 'USDT-TRC20', TRON, 'Completed', 'done'],
      ['3.00', 'USDT-ERC20', ETH, 'Pending', ''],
    ]);
    expect(await screen.findByText(/^2 withdrawal requests exported successfully to merchant_payout_transactions_/)).toBeInTheDocument();
  });
});

describe('Payout history list state in the URL (react-admin list controller)', { timeout: 60_000 }, () => {
  const listParams = () => Object.fromEntries(new URLSearchParams(window.location.hash.split('?')[1] ?? ''));
  const amounts = () => within(screen.getByRole('grid', { name: 'Payout History' })).getAllByText(/ USDT$/).map((node) => node.textContent);
  // 12 pending (amounts 1..12) and 3 completed: a status filter, an amount sort and page 2 of the pending.
  const history = () => [
    ...Array.from({ length: 12 }, (_, i) => withdrawal({ status: 'pending', amount: 12 - i })),
    ...Array.from({ length: 3 }, () => withdrawal({ status: 'completed', amount: 50 })),
  ];

  it('puts the status filter, the column sort and the page in the URL, sends nothing for them, and a reload at that URL shows the same rows', async () => {
    const rows = history();
    const view = await openPage({ [LIST]: withdrawalPage(rows) });
    await screen.findByRole('grid', { name: 'Payout History' }, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Filters' }));
    await view.user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Pending' }, FILTERED));
    // The filter applies after the filter form's pause; page 1 is the same 10 pending payouts with or without it.
    await waitFor(() => expect(listParams().filter).toBe(JSON.stringify({ status: 'pending' })), FILTERED);
    const table = screen.getByRole('grid', { name: 'Payout History' });
    await view.user.click(within(within(table).getByRole('columnheader', { name: /Amount/ })).getByText('Amount'));
    await waitFor(() => expect(amounts()[0]).toBe('1.00 USDT'));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(amounts()).toEqual(['11.00 USDT', '12.00 USDT']));
    expect(listParams()).toMatchObject({ page: '2', perPage: '10', sort: 'amount', order: 'ASC', filter: JSON.stringify({ status: 'pending' }) });
    // The history is read once, 50 per request (001 section 7); filter, sort and page are applied to it.
    const sent = (network: typeof view.network) => network.requests(LIST).map((request) => Object.fromEntries(request.query));
    expect(sent(view.network)).toEqual([{ page: '1', limit: '50' }]);

    const url = window.location.hash.slice(1);
    view.unmount();
    const reloaded = renderScreen(<PayoutRequestsPage />, { url, session: USERS.merchant, routes: { [LIST]: withdrawalPage(rows) } });
    expect(await screen.findByText('Page 2 of 2', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(amounts()).toEqual(['11.00 USDT', '12.00 USDT']));
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Pending');
    expect(sent(reloaded.network)).toEqual([{ page: '1', limit: '50' }]);
  });

  it('a page past the end goes back to page 1, as react-admin\'s lists do', async () => {
    renderApp({
      url: `/payout-requests?page=9&perPage=10&sort=createdAt&order=DESC&filter=${encodeURIComponent('{}')}`,
      session: USERS.merchant,
      routes: { [LIST]: withdrawalPage(history()) },
    });
    expect(await screen.findByText('Page 1 of 2', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(listParams().page).toBe('1'));
    await waitFor(() => expect(amounts()).toHaveLength(10));
  });
});

describe('Payout history: a payout opened by its id', { timeout: 30_000 }, () => {
  it('opens the page of the payout named in the URL, with its facts and notes, and its row on that page', async () => {
    // 15 payouts, newest first: the one asked for is the 13th, on page 2 of 10 a page.
    const rows = Array.from({ length: 15 }, (_, i) =>
      i === 12 ? withdrawal({ _id: 'po-rejected', transactionId: 'PAY-REJ', status: 'rejected', amount: 250, adminNotes: NOTES }) : withdrawal({ amount: 1 }),
    );
    await openPage({ [LIST]: withdrawalPage(rows) }, USERS.merchant, '/withdraw-requests?payout=po-rejected');
    const opened = await screen.findByRole('region', { name: 'Payout PAY-REJ' }, LOAD);
    expect(opened).toHaveTextContent(NOTES);
    expect(opened).toHaveTextContent('Rejected');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    const amount = await within(screen.getByRole('grid', { name: 'Payout History' })).findByText('250.00 USDT');
    expect(within(amount.closest('[role="row"]') as HTMLElement).getByText(NOTES)).toBeInTheDocument();
  });
});

describe('Payout history: a payout opened from the history has its own address', { timeout: 30_000 }, () => {
  const payoutParam = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('payout');

  it('a click puts the payout in the URL and opens it; Close and Back take it out again', async () => {
    const rows = [withdrawal({ _id: 'po-open', transactionId: 'PAY-OPEN', status: 'rejected', amount: 40, adminNotes: 'Wrong network' }), withdrawal({ amount: 3 })];
    const view = await openPage({ [LIST]: withdrawalPage(rows) });
    const table = await screen.findByRole('grid', { name: 'Payout History' }, LOAD);
    expect(screen.queryByRole('region', { name: 'Payout PAY-OPEN' })).not.toBeInTheDocument();
    // The row opens it; so does its date, a link with the payout's address.
    await view.user.click(within(table).getByText('40.00 USDT'));
    const opened = await screen.findByRole('region', { name: 'Payout PAY-OPEN' });
    expect(opened).toHaveTextContent('Wrong network');
    expect(payoutParam()).toBe('po-open');
    await view.user.click(within(opened).getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payout PAY-OPEN' })).not.toBeInTheDocument());
    expect(payoutParam()).toBeNull();

    const dateLink = within(within(table).getByText('40.00 USDT').closest('[role="row"]') as HTMLElement).getByRole('link');
    expect(dateLink.getAttribute('href')).toMatch(/payout=po-open/);
    await view.user.click(dateLink);
    expect(await screen.findByRole('region', { name: 'Payout PAY-OPEN' })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payout PAY-OPEN' })).not.toBeInTheDocument());
    expect(payoutParam()).toBeNull();
  });
});

describe('Payout history on a phone', { timeout: 30_000 }, () => {
  it('shows each payout as a card: amount and status first, the whole address, and the date opens it', async () => {
    const restore = emulatePhone();
    try {
      const rows = [withdrawal({ transactionId: 'PAY-PHONE', status: 'completed', amount: 12, clientWallet: ETH, currencyType: 'USDT-ERC20', adminNotes: 'Sent' })];
      const view = await openPage({ [LIST]: withdrawalPage(rows) });
      const card = await screen.findByRole('article', { name: 'PAY-PHONE' }, LOAD);
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
      expect(within(card).getByText('-12.00 USDT')).toBeInTheDocument();
      expect(within(card).getByText('Completed')).toBeInTheDocument();
      expect(within(card).getByText(ETH)).toBeInTheDocument();
      expect(within(card).getByText('USDT-ERC20')).toBeInTheDocument();
      expect(within(card).getByText('Sent')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Copy wallet address' })).toBeInTheDocument();
      await view.user.click(within(card).getByRole('link'));
      expect(await screen.findByRole('region', { name: 'Payout PAY-PHONE' })).toBeInTheDocument();
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
