import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PayerRefundRecord } from '../../contract/payerRefunds';
import type { Handler } from '../test/fetchDouble';
import { renderScreen } from '../test/renderScreen';
import { USERS } from '../test/sessions';
import { TransactionsPage } from './TransactionsPage';
import { page, transaction } from './test/fixtures';

const LIST = 'GET /dashboard/transactionList';
const REFUNDS = 'GET /v2/payer-refunds';
const CREATE = 'POST /v2/payer-refunds';
const CLAIM = 'http://localhost:4000/claim/cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const LOAD = { timeout: 20_000 };

const deposit = transaction({ _id: 'rec-1', status: 'confirmed', amount: 100, actualBalance: 105, confirmedAt: '2026-02-01T09:44:00.000Z' });
const created: PayerRefundRecord = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  transactionId: 'rec-1',
  amount: 30,
  currencyType: 'USDT-TRC20',
  status: 'awaiting_address',
  claimUrl: CLAIM,
  address: null,
  payoutId: null,
  paymentIssueId: null,
  expiresAt: '2026-02-08T10:00:00.000Z',
  createdAt: '2026-02-01T10:00:00.000Z',
};
const none: Handler = { status: 200, body: [], headers: { 'Content-Range': 'payer-refunds */0' } };

async function openDetails(row = deposit, routes: Record<string, Handler> = {}) {
  const view = renderScreen(<TransactionsPage />, { url: '/transactions', session: USERS.merchant, routes: { [LIST]: page([row]), ...routes } });
  const grid = await screen.findByRole('grid', { name: 'All Transactions' }, LOAD);
  await waitFor(() => expect(grid.querySelector('[role="row"][data-id]')).not.toBeNull(), LOAD);
  await view.user.click(within(grid.querySelector<HTMLElement>('[role="row"][data-id]') as HTMLElement).getAllByRole('gridcell')[1]);
  return { view, dialog: await screen.findByRole('dialog', { name: 'Transaction Details' }, LOAD) };
}

describe("Refund to payer in a deposit's details (issue 29)", { timeout: 60_000 }, () => {
  it('creates a payer refund of the chosen amount, up to what the deposit received, and shows its claim link', async () => {
    const { view, dialog } = await openDetails(deposit, { [REFUNDS]: none, [CREATE]: { status: 201, body: created } });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Refund to payer' }, LOAD));
    const form = await screen.findByRole('dialog', { name: 'Refund to payer' });
    const amount = within(form).getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('105');
    await view.user.clear(amount);
    await view.user.type(amount, '30');
    await view.user.click(within(form).getByRole('button', { name: 'Refund to payer' }));
    expect(await within(form).findByRole('link', { name: CLAIM }, LOAD)).toHaveAttribute('href', CLAIM);
    expect(within(form).getByText(/The payer must open it within 7 days/)).toBeInTheDocument();
    expect(view.network.requests(CREATE).map((request) => request.body)).toEqual([{ transactionId: 'rec-1', amount: 30 }]);
    await view.user.click(within(form).getByRole('button', { name: 'Copy claim link' }));
    expect(await navigator.clipboard.readText()).toBe(CLAIM);
  });

  it("lists the deposit's payer refunds with the address once claimed", async () => {
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const sent: Handler = { status: 200, body: [{ ...created, status: 'sent', address }], headers: { 'Content-Range': 'payer-refunds 0-0/1' } };
    const { view, dialog } = await openDetails(deposit, { [REFUNDS]: sent });
    const section = await within(dialog).findByRole('region', { name: 'Payer refunds' }, LOAD);
    expect(within(section).getByText('30.00 USDT')).toBeInTheDocument();
    expect(within(section).getByText('Sent')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(JSON.parse(view.network.requests(REFUNDS)[0].query.get('filter') ?? '')).toEqual({ transactionId: 'rec-1' });
  });

  it('offers nothing on a payout, and nothing on a gateway without payer refunds (404)', async () => {
    const payout = await openDetails(transaction({ _id: 'rec-2', type: 'payout', status: 'completed' }), { [REFUNDS]: none });
    expect(payout.view.network.requests(REFUNDS)).toHaveLength(0);
    expect(within(payout.dialog).queryByRole('button', { name: 'Refund to payer' })).not.toBeInTheDocument();
    payout.view.unmount();

    const { view, dialog } = await openDetails();
    await waitFor(() => expect(view.network.requests(REFUNDS)).toHaveLength(1), LOAD);
    expect(within(dialog).getByRole('button', { name: 'Close Details' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refund to payer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Payer refunds' })).not.toBeInTheDocument();
  });
});
