import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_ISSUE_MESSAGES, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { formatDateTime } from '../common/formatters';
import type { Handler, RecordedRequest } from '../test/fetchDouble';
import { PAYMENT_ISSUE_DEPOSIT, PAYMENT_ISSUE_ID, paymentIssue } from '../test/paymentIssues';
import { renderScreen } from '../test/renderScreen';
import { USERS, type TestUser } from '../test/sessions';
import { PaymentIssuesPage } from './PaymentIssuesPage';
import { emulatePhone, factsOf } from '../test/phone';

const LIST = 'GET /v2/payment-issues';
const ID = PAYMENT_ISSUE_ID;
const ONE = `GET /v2/payment-issues/${ID}`;
const ACCEPT = `POST /v2/payment-issues/${ID}/accept`;
const DEPOSIT = PAYMENT_ISSUE_DEPOSIT;
const LOAD = { timeout: 20_000 };


const list = (rows: PaymentIssueRecord[]): Handler => ({
  status: 200,
  body: rows,
  headers: { 'Content-Range': rows.length ? `payment-issues 0-${rows.length - 1}/${rows.length}` : 'payment-issues */0' },
});

const json = (request: RecordedRequest | undefined, key: string) => JSON.parse(request?.query.get(key) ?? 'null') as unknown;

/** A phone card's facts as read: each term with the definition after it. */

async function openPage(routes: Record<string, Handler>, { session = USERS.merchant, url = '/payment-issues' }: { session?: TestUser; url?: string } = {}) {
  const view = renderScreen(<PaymentIssuesPage />, { url, session, routes });
  await screen.findByRole('heading', { level: 1, name: 'Payments that need attention' }, LOAD);
  await waitFor(() => expect(view.network.requests(LIST)).not.toHaveLength(0), LOAD);
  return view;
}

describe('Payments that need attention (issue 29)', { timeout: 60_000 }, () => {
  it('lists the open ones first, newest first, and filters by kind, network and any status', async () => {
    const view = await openPage({ [LIST]: list([paymentIssue()]) });
    const grid = await screen.findByRole('grid', {}, LOAD);
    const [first] = view.network.requests(LIST);
    expect(json(first, 'filter')).toEqual({ status: 'open' });
    expect(json(first, 'sort')).toEqual(['createdAt', 'DESC']);
    expect(json(first, 'range')).toEqual([0, 24]);
    expect(await within(grid).findByText('Underpaid', {}, LOAD)).toBeInTheDocument();
    expect(within(grid).getByText('60.00 USDT')).toBeInTheDocument();
    expect(within(grid).getByText('54.00 USDT')).toBeInTheDocument();
    expect(within(grid).getByText('-6.00 USDT')).toBeInTheDocument();
    expect(within(grid).getByText('Open')).toBeInTheDocument();

    const choose = async (filter: string, option: string) => {
      await view.user.click(screen.getByRole('combobox', { name: filter }));
      // By its text: react-admin names the empty choice "Clear value".
      const options = await screen.findAllByRole('option');
      await view.user.click(options.find((element) => element.textContent === option) as HTMLElement);
    };
    await choose('Kind', 'Overpaid');
    await waitFor(() => expect(json(view.network.requests(LIST).at(-1), 'filter')).toEqual({ status: 'open', kind: 'overpaid' }), LOAD);
    await choose('Network', 'USDT-ERC20');
    await waitFor(() => expect(json(view.network.requests(LIST).at(-1), 'filter')).toEqual({ status: 'open', kind: 'overpaid', currencyType: 'USDT-ERC20' }), LOAD);
    await choose('Status', 'Any status');
    await waitFor(() => expect(json(view.network.requests(LIST).at(-1), 'filter')).toEqual({ kind: 'overpaid', currencyType: 'USDT-ERC20' }), LOAD);
  });

  it('opens a row at its own address with the payer page\'s facts, and accepts it as paid with a required note', async () => {
    const accepted = paymentIssue({ status: 'resolved', resolution: 'accepted', note: 'Fee taken by the exchange', resolvedBy: { id: 'u-1', email: 'merchant@sandbox.test' }, resolvedAt: '2026-11-28T10:00:00.000Z' });
    const view = await openPage({ [LIST]: list([paymentIssue()]), [ONE]: { status: 200, body: paymentIssue() }, [ACCEPT]: { status: 200, body: accepted } });
    const grid = await screen.findByRole('grid', {}, LOAD);
    await view.user.click(await within(grid).findByText('Underpaid', {}, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Payment that needs attention' }, LOAD);
    expect(window.location.hash).toContain(`#/payment-issues/${ID}`);
    expect(within(dialog).getAllByText('54.00 USDT')).toHaveLength(2);
    expect(within(dialog).getByText('-6.00 USDT')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the deposit' })).toHaveAttribute('href', `#/transactions/${DEPOSIT}`);

    await view.user.click(within(dialog).getByRole('button', { name: 'Accept as paid' }));
    const ask = await screen.findByRole('dialog', { name: 'Accept this payment as it is?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Accept as paid' }));
    expect(await within(ask).findByText('Required')).toBeInTheDocument();
    expect(view.network.requests(ACCEPT)).toHaveLength(0);

    view.network.on(LIST, list([]));
    view.network.on(ONE, { status: 200, body: accepted });
    await view.user.type(within(ask).getByRole('textbox', { name: /^Note/ }), '  Fee taken by the exchange ');
    await view.user.click(within(ask).getByRole('button', { name: 'Accept as paid' }));
    expect(await screen.findByText('Payment accepted as paid', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(ACCEPT).map((request) => request.body)).toEqual([{ note: 'Fee taken by the exchange' }]);
    // react-admin's refresh: the record and the list are read again.
    expect(await within(dialog).findByText('Accepted as paid', {}, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText('Fee taken by the exchange')).toBeInTheDocument();
    expect(within(dialog).getByText(/^merchant@sandbox.test · /)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept as paid' })).not.toBeInTheDocument();
    expect(await screen.findByText('No payment matches these filters.', {}, LOAD)).toBeInTheDocument();
  });

  it('shows the server\'s message when the record was resolved meanwhile (409)', async () => {
    const view = await openPage(
      { [LIST]: list([paymentIssue()]), [ONE]: { status: 200, body: paymentIssue() }, [ACCEPT]: { status: 409, body: { success: false, message: PAYMENT_ISSUE_MESSAGES.notOpen } } },
      { url: `/payment-issues/${ID}` },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment that needs attention' }, LOAD);
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept as paid' }));
    const ask = await screen.findByRole('dialog', { name: 'Accept this payment as it is?' });
    await view.user.type(within(ask).getByRole('textbox', { name: /^Note/ }), 'ok');
    await view.user.click(within(ask).getByRole('button', { name: 'Accept as paid' }));
    expect(await screen.findByText('This payment issue is already resolved.', {}, LOAD)).toBeInTheDocument();
    expect(within(ask).getByRole('textbox', { name: /^Note/ })).toHaveValue('ok');
  });

  it('offers no Accept to a role without approved-withdrawals', async () => {
    await openPage({ [LIST]: list([paymentIssue()]), [ONE]: { status: 200, body: paymentIssue() } }, { session: USERS.ops, url: `/payment-issues/${ID}` });
    const dialog = await screen.findByRole('dialog', { name: 'Payment that needs attention' }, LOAD);
    expect(within(dialog).getByText('Underpaid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept as paid' })).not.toBeInTheDocument();
  });

  it('says calmly that a gateway without payment issues (404) has none to show', async () => {
    await openPage({});
    expect(await screen.findByText('This gateway does not report payments that need attention.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it("shows each issue as a card on a phone, its facts named as the grid's columns, in their order", async () => {
    const restore = emulatePhone();
    try {
      const issue = paymentIssue();
      await openPage({ [LIST]: list([issue]) });
      const card = await screen.findByRole('article', { name: `Underpaid ${formatDateTime(issue.createdAt)}` }, LOAD);
      expect(factsOf(card)).toEqual([
        ['Created', formatDateTime(issue.createdAt)],
        ['Kind', 'Underpaid'],
        ['Network', 'USDT-TRC20'],
        ['Expected', '60.00 USDT'],
        ['Received', '54.00 USDT'],
        ['Difference', '-6.00 USDT'],
        ['Status', 'Open'],
      ]);
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
