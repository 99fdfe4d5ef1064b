import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLE_PERMISSIONS } from '../../contract/permissions';
import { i18nProvider } from '../i18n';
import { timeZoneName } from '../common/formatters';
import type { Statement } from '../../contract/reports';
import type { Handler, Reply } from '../test/fetchDouble';
import { renderApp } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { USERS, type TestUser } from '../test/sessions';
import { ReportsPage } from './ReportsPage';

const SETTINGS = 'GET /v2/merchant-settings';
const STATEMENT = 'GET /v2/reports/statement';
const LOAD = { timeout: 20_000 };
// Berlin is UTC+2 on this day and was UTC+1 on March 1st (summer time began on March 29th).
const NOW = '2026-04-10T08:00:30.000Z';

function statement(withBalance = true): Statement {
  const balance = (total: number) => (withBalance ? { total, byNetwork: { 'USDT-TRC20': total, 'USDT-ERC20': 0 } } : null);
  return {
    from: '2026-04-09T08:01:00.000Z',
    to: '2026-04-10T08:01:00.000Z',
    timeZone: 'Europe/Berlin',
    generatedAt: NOW,
    rows: [
      {
        id: 'd-1',
        tab: 'deposit',
        type: 'deposit',
        status: 'confirmed',
        currencyType: 'USDT-TRC20',
        createdAt: '2026-04-09T12:00:00.000Z',
        amount: 60,
        received: 54,
        fee: 0.54,
        net: 53.46,
        paymentStatus: 'Underpaid',
        change: 53.46,
        balance: balance(153.46)?.total ?? null,
        referenceId: null,
        transactionHash: null,
      },
      // 00:30 on April 10th in Berlin: the next local day's.
      { id: 'p-1', tab: 'payout', type: 'payout', status: 'completed', currencyType: 'USDT-TRC20', createdAt: '2026-04-09T22:30:00.000Z', amount: 13.46, received: null, fee: 1, net: null, paymentStatus: null, change: -13.46, balance: balance(140)?.total ?? null, referenceId: null, transactionHash: null },
    ],
    totals: {
      deposits: [
        { currencyType: 'USDT-TRC20', paymentStatus: 'Underpaid', count: 3, expected: 180, received: 162.5, fees: 1.63, net: 160.87 },
        { currencyType: 'USDT-ERC20', paymentStatus: null, count: 2, expected: 40, received: 0, fees: 0, net: 0 },
      ],
      payouts: [{ currencyType: 'USDT-TRC20', status: 'completed', count: 1, amount: 25, fees: 1 }],
      refunds: [],
      opening: balance(100),
      closing: balance(235.87),
      // The server's end-of-day balances in Berlin (the payout at 22:30 UTC is April 10th's).
      daily: withBalance
        ? [
            { day: '2026-04-09', balance: 153.46 },
            { day: '2026-04-10', balance: 140 },
          ]
        : null,
    },
  };
}

/** A balance-view holder without transactions-view (a custom role): the server's statement holds no transaction data. */
const balanceOnly = (): Statement => {
  const full = statement();
  return { ...full, rows: [], totals: { ...full.totals, deposits: [], payouts: [], refunds: [] } };
};

const answer = (body: unknown): Reply => ({ status: 200, body });

async function openPage(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  const view = renderScreen(<ReportsPage />, { url: '/reports', session, routes: { [SETTINGS]: answer({ underpaymentTolerancePercent: 0, timezone: 'Europe/Berlin' }), ...routes } });
  await screen.findByRole('heading', { level: 1, name: 'Reports' }, LOAD);
  await waitFor(() => expect(view.network.requests(STATEMENT)).not.toHaveLength(0), LOAD);
  return view;
}

const sent = (view: Awaited<ReturnType<typeof openPage>>) => {
  const request = view.network.requests(STATEMENT).at(-1);
  return Object.fromEntries(request?.query ?? []);
};

/** The browser's download edge (as TransactionsExport.spec): the Blob handed to an object URL and the name the link saves it as. */
let downloads: { blob: Blob; name: string }[];
let lastBlob: Blob | null;

describe('Reports (issue 29)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(NOW) });
    downloads = [];
    lastBlob = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:statement';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob && this.href === 'blob:statement') downloads.push({ blob: lastBlob, name: this.download });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('asks for the last 24 h, then the previous month, at the merchant time zone\'s boundaries', async () => {
    const view = await openPage({ [STATEMENT]: answer(statement()) });
    expect(screen.getByText(/in the time zone Europe\/Berlin/)).toBeInTheDocument();
    // Rolling ranges end at the next whole minute.
    expect(sent(view)).toEqual({ from: '2026-04-09T10:01:00+02:00', to: '2026-04-10T10:01:00+02:00', timeZone: 'Europe/Berlin' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Previous month');
    await waitFor(() => expect(sent(view)).toEqual({ from: '2026-03-01T00:00:00+01:00', to: '2026-04-01T00:00:00+02:00', timeZone: 'Europe/Berlin' }), LOAD);
  });

  it('uses the viewer\'s own time zone when the merchant has none, or the gateway has no settings', async () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const view = await openPage({ [SETTINGS]: { status: 404, body: { success: false } }, [STATEMENT]: answer(statement()) });
    expect(sent(view).timeZone).toBe(own);
    expect(screen.getByText(`What came in and went out in a period, in the time zone ${own}.`)).toBeInTheDocument();
  });

  it('shows the summary: balance, deposits by network and payment status, payouts and payer refunds', async () => {
    await openPage({ [STATEMENT]: answer(statement()) });
    const balance = await screen.findByRole('region', { name: 'Balance' }, LOAD);
    expect(within(balance).getByText('Opening balance').nextSibling).toHaveTextContent('100.00 USDT');
    expect(within(balance).getByText('Closing balance').nextSibling).toHaveTextContent('235.87 USDT');
    const daily = within(screen.getByRole('region', { name: 'Daily balance' })).getAllByRole('row');
    expect(daily.map((row) => row.textContent)).toEqual(['DayBalance at the end of the day', 'Apr 9, 2026153.46 USDT', 'Apr 10, 2026140.00 USDT']);
    const deposits = within(await screen.findByRole('region', { name: 'Deposits' }, LOAD)).getAllByRole('row');
    expect(deposits.map((row) => row.textContent)).toEqual([
      'NetworkPayment statusCountExpectedReceivedFeesNet',
      'USDT-TRC20Underpaid3180.00 USDT162.50 USDT1.63 USDT160.87 USDT',
      'USDT-ERC20Not paid240.00 USDT0.00 USDT0.00 USDT0.00 USDT',
    ]);
    const payouts = within(screen.getByRole('region', { name: 'Payouts' })).getAllByRole('row');
    expect(payouts[1]).toHaveTextContent('USDT-TRC20Completed125.00 USDT1.00 USDT');
    expect(within(screen.getByRole('region', { name: 'Payer refunds' })).getByText('None in this period.')).toBeInTheDocument();
  });

  it('on a phone, reads a wide table\'s rows as cards of their facts, not scrolled sideways; the daily balance stays a table', async () => {
    const stub = window.matchMedia;
    // A phone's width: every max-width query of the theme's breakpoints below md matches.
    window.matchMedia = (query: string) => ({ ...stub(query), matches: /max-width/.test(query) });
    try {
      await openPage({ [STATEMENT]: answer(statement()) });
      const deposits = await screen.findByRole('region', { name: 'Deposits' }, LOAD);
      expect(within(deposits).queryByRole('table')).not.toBeInTheDocument();
      const cards = within(deposits).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const facts = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(facts(cards[0])).toEqual([
        'Network: USDT-TRC20',
        'Payment status: Underpaid',
        'Count: 3',
        'Expected: 180.00 USDT',
        'Received: 162.50 USDT',
        'Fees: 1.63 USDT',
        'Net: 160.87 USDT',
      ]);
      expect(facts(within(screen.getByRole('region', { name: 'Payouts' })).getByRole('listitem'))).toContain('Amount: 25.00 USDT');
      expect(within(screen.getByRole('region', { name: 'Daily balance' })).getAllByRole('row')).toHaveLength(3);
    } finally {
      window.matchMedia = stub;
    }
  });

  it('names the statuses in the language shown, as the Transactions and Payout screens do (issue 30)', async () => {
    await i18nProvider.changeLocale('es');
    renderScreen(<ReportsPage />, { url: '/reports', session: USERS.merchant, routes: { [SETTINGS]: answer({ timezone: 'Europe/Berlin' }), [STATEMENT]: answer(statement()) } });
    const deposits = within(await screen.findByRole('region', { name: 'Depósitos' }, LOAD)).getAllByRole('row');
    expect(deposits[1]).toHaveTextContent('Pagado de menos');
    expect(within(screen.getByRole('region', { name: 'Pagos' })).getAllByRole('row')[1]).toHaveTextContent('Completada');
  });

  it('transactions-view without balance-view: the transactions\' figures and the downloads, no balance (the statement answers null)', async () => {
    await openPage({ [STATEMENT]: answer(statement(false)) }, USERS.ops);
    expect(await screen.findByRole('region', { name: 'Deposits' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Download the statement' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByText('Opening balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daily balance' })).not.toBeInTheDocument();
  });

  it('balance-view without transactions-view: the balance and the daily balance; no transactions\' tables, downloads or schedules', async () => {
    const own = ROLE_PERMISSIONS.operation;
    ROLE_PERMISSIONS.operation = ['dashboard_access', 'balance-view'];
    try {
      const view = await openPage({ [STATEMENT]: answer(balanceOnly()) }, USERS.ops);
      const balance = await screen.findByRole('region', { name: 'Balance' }, LOAD);
      expect(within(balance).getByText('Closing balance').nextSibling).toHaveTextContent('235.87 USDT');
      const daily = within(screen.getByRole('region', { name: 'Daily balance' })).getAllByRole('row');
      expect(daily.map((row) => row.textContent)).toEqual(['DayBalance at the end of the day', 'Apr 9, 2026153.46 USDT', 'Apr 10, 2026140.00 USDT']);
      for (const name of ['Deposits', 'Payouts', 'Payer refunds', 'Scheduled reports']) expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
      expect(screen.queryByText('No deposit, payout or payer refund in this period.')).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Download the statement' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'CSV' })).not.toBeInTheDocument();
      expect(view.network.requests('GET /v2/report-schedules')).toHaveLength(0);
      view.unmount();
      // The page's own rule (balance-view or transactions-view) lets such a holder in from the menu.
      const app = renderApp({ url: '/reports', session: USERS.ops, routes: { [SETTINGS]: answer({ underpaymentTolerancePercent: 0, timezone: 'Europe/Berlin' }), [STATEMENT]: answer(balanceOnly()) } });
      // A first visit draws the page anew once the merchant's zone is in (src/layout/ShellLayout.tsx): found before, the
      // page's elements would be the first drawing's, gone a moment later.
      await waitFor(() => expect(timeZoneName()).toBe('Europe/Berlin'), LOAD);
      expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, LOAD)).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Daily balance' }, LOAD)).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Reports' }).length).toBeGreaterThan(0);
      app.unmount();
    } finally {
      ROLE_PERMISSIONS.operation = own;
    }
  });

  it('takes a custom range of whole local days, refusing a reversed one', async () => {
    const view = await openPage({ [STATEMENT]: answer(statement()) });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    expect(screen.getByText('Choose both days.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('From'), '2026-03-28');
    await view.user.type(screen.getByLabelText('To'), '2026-03-20');
    expect(await screen.findByText('The first day must not be after the last.', {}, LOAD)).toBeInTheDocument();
    const asked = view.network.requests(STATEMENT).length;
    await view.user.clear(screen.getByLabelText('To'));
    await view.user.type(screen.getByLabelText('To'), '2026-03-29');
    await waitFor(() => expect(sent(view)).toEqual({ from: '2026-03-28T00:00:00+01:00', to: '2026-03-30T00:00:00+02:00', timeZone: 'Europe/Berlin' }), LOAD);
    expect(view.network.requests(STATEMENT)).toHaveLength(asked + 1);
  });

  it('downloads the same period as CSV, XLSX or JSON, named by the server or else by the period', async () => {
    const file = (format: string): Reply => ({ status: 200, body: `${format} bytes`, headers: { 'Content-Disposition': `attachment; filename="statement-2026-04-09-2026-04-10.${format}"` } });
    const view = await openPage({
      [STATEMENT]: (request) => {
        const format = request.query.get('format');
        if (format === 'csv' || format === 'xlsx') return file(format);
        return answer(statement());
      },
    });
    const downloadsGroup = screen.getByRole('group', { name: 'Download the statement' });
    for (const format of ['CSV', 'XLSX', 'JSON']) {
      await view.user.click(within(downloadsGroup).getByRole('button', { name: format }));
      await waitFor(() => expect(downloads).toHaveLength(['CSV', 'XLSX', 'JSON'].indexOf(format) + 1), LOAD);
      expect(sent(view)).toEqual({ from: '2026-04-09T10:01:00+02:00', to: '2026-04-10T10:01:00+02:00', timeZone: 'Europe/Berlin', format: format.toLowerCase() });
    }
    expect(downloads.map(({ name }) => name)).toEqual(['statement-2026-04-09-2026-04-10.csv', 'statement-2026-04-09-2026-04-10.xlsx', 'statement-2026-04-09-2026-04-10.json']);
    expect(await downloads[0].blob.text()).toBe(JSON.stringify('csv bytes'));
    expect(JSON.parse(await downloads[2].blob.text())).toMatchObject({ timeZone: 'Europe/Berlin' });
  });

  it('keeps the button busy while a file is prepared, and says so in a toast when it fails', async () => {
    let fail: (reply: { status: number; body: unknown }) => void = () => undefined;
    const view = await openPage({
      [STATEMENT]: (request) =>
        request.query.get('format') === 'xlsx' ? new Promise((resolve) => (fail = resolve)) : answer(statement()),
    });
    const button = screen.getByRole('button', { name: 'XLSX' });
    await view.user.click(button);
    await waitFor(() => expect(button).toBeDisabled(), LOAD);
    expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
    fail({ status: 400, body: { statusCode: 400, message: 'The period holds more than 50000 transactions; choose a shorter one.' } });
    expect(await screen.findByText('The period holds more than 50000 transactions; choose a shorter one.', {}, LOAD)).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(downloads).toHaveLength(0);
  });

  it('says so in one calm line against a gateway without reports (404)', async () => {
    await openPage({});
    expect(await screen.findByRole('note', {}, LOAD)).toHaveTextContent('This gateway does not provide reports.');
  });
});
