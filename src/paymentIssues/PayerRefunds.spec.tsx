import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PAYER_REFUND_MESSAGES, type PayerRefundRecord } from '../../contract/payerRefunds';
import type { Handler } from '../test/fetchDouble';
import { PAYMENT_ISSUE_DEPOSIT, PAYMENT_ISSUE_ID, paymentIssue } from '../test/paymentIssues';
import { renderScreen } from '../test/renderScreen';
import { USERS, type TestUser } from '../test/sessions';
import { PaymentIssuesPage } from './PaymentIssuesPage';

const ID = PAYMENT_ISSUE_ID;
const DEPOSIT = PAYMENT_ISSUE_DEPOSIT;
const ONE = `GET /v2/payment-issues/${ID}`;
const REFUND = `POST /v2/payment-issues/${ID}/refund`;
const REFUNDS = 'GET /v2/payer-refunds';
const CLAIM = 'http://localhost:4000/claim/cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const LOAD = { timeout: 20_000 };

const issue = paymentIssue();

function payerRefund(overrides: Partial<PayerRefundRecord> = {}): PayerRefundRecord {
  return {
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    transactionId: DEPOSIT,
    amount: 54,
    currencyType: 'USDT-TRC20',
    status: 'awaiting_address',
    claimUrl: CLAIM,
    address: null,
    payoutId: null,
    paymentIssueId: ID,
    expiresAt: '2026-12-05T09:00:00.000Z',
    createdAt: '2026-11-28T09:30:00.000Z',
    ...overrides,
  };
}

const list = (rows: PayerRefundRecord[]): Handler => ({ status: 200, body: rows, headers: { 'Content-Range': `payer-refunds 0-${rows.length}/${rows.length}` } });

async function openIssue(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  const view = renderScreen(<PaymentIssuesPage />, { url: `/payment-issues/${ID}`, session, routes: { [ONE]: { status: 200, body: issue }, ...routes } });
  const dialog = await screen.findByRole('dialog', { name: 'Payment that needs attention' }, LOAD);
  return { view, dialog };
}

async function refundToPayer(view: Awaited<ReturnType<typeof openIssue>>['view'], dialog: HTMLElement, amount?: string) {
  await view.user.click(await within(dialog).findByRole('button', { name: 'Refund to payer' }, LOAD));
  const form = await screen.findByRole('dialog', { name: 'Refund to payer' });
  const field = within(form).getByRole('textbox', { name: /^Amount/ });
  expect(field).toHaveValue('54');
  if (amount !== undefined) {
    await view.user.clear(field);
    await view.user.type(field, amount);
  }
  await view.user.click(within(form).getByRole('button', { name: 'Refund to payer' }));
  return form;
}

describe('Payer refunds from a payment issue (issue 29)', { timeout: 60_000 }, () => {
  it('refunds what was received by default (no amount sent), then shows the claim link to copy and read again on closing', async () => {
    const { view, dialog } = await openIssue({ [REFUNDS]: list([]), [REFUND]: { status: 201, body: payerRefund() } });
    expect(JSON.parse(view.network.requests(REFUNDS)[0].query.get('filter') ?? '')).toEqual({ transactionId: DEPOSIT });
    const form = await refundToPayer(view, dialog);
    expect(await within(form).findByText(/The payer must open it within 7 days/, {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(REFUND).map((request) => request.body)).toEqual([{}]);
    expect(within(form).getByRole('link', { name: CLAIM })).toHaveAttribute('href', CLAIM);
    await view.user.click(within(form).getByRole('button', { name: 'Copy claim link' }));
    expect(await navigator.clipboard.readText()).toBe(CLAIM);

    view.network.on(REFUNDS, list([payerRefund()]));
    await view.user.click(within(form).getByRole('button', { name: 'Close' }));
    const section = await within(dialog).findByRole('region', { name: 'Payer refunds' }, LOAD);
    expect(within(section).getByText('54.00 USDT')).toBeInTheDocument();
    expect(within(section).getByText('Awaiting address')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: CLAIM })).toBeInTheDocument();
  });

  it('sends a chosen amount, and refuses one above what was received before sending', async () => {
    const { view, dialog } = await openIssue({ [REFUNDS]: list([]), [REFUND]: { status: 201, body: payerRefund({ amount: 20 }) } });
    const form = await refundToPayer(view, dialog, '60');
    expect(await within(form).findAllByText('At most what was received: 54.00 USDT.')).not.toHaveLength(0);
    expect(view.network.requests(REFUND)).toHaveLength(0);
    await view.user.clear(within(form).getByRole('textbox', { name: /^Amount/ }));
    await view.user.type(within(form).getByRole('textbox', { name: /^Amount/ }), '20');
    await view.user.click(within(form).getByRole('button', { name: 'Refund to payer' }));
    expect(await within(form).findByRole('link', { name: CLAIM }, LOAD)).toBeInTheDocument();
    expect(view.network.requests(REFUND).map((request) => request.body)).toEqual([{ amount: 20 }]);
  });

  it("shows the server's message on a 409 and keeps the amount", async () => {
    const message = PAYER_REFUND_MESSAGES.overReceived('4.00');
    const { view, dialog } = await openIssue({ [REFUNDS]: list([]), [REFUND]: { status: 409, body: { success: false, message } } });
    const form = await refundToPayer(view, dialog);
    expect(await screen.findByText(message, {}, LOAD)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Amount/ })).toHaveValue('54');
  });

  it('lists the deposit\'s payer refunds: the claim link while awaiting the address, the address once claimed', async () => {
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const { dialog } = await openIssue({
      [REFUNDS]: list([payerRefund({ amount: 10 }), payerRefund({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', amount: 4, status: 'sending', address })]),
    });
    const section = await within(dialog).findByRole('region', { name: 'Payer refunds' }, LOAD);
    const [waiting, sending] = within(section).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('10.00 USDT');
    expect(within(waiting).getByText('Awaiting address')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Copy claim link' })).toBeInTheDocument();
    expect(sending).toHaveTextContent('4.00 USDT');
    expect(within(sending).getByText('Sending')).toBeInTheDocument();
    expect(within(sending).getByText(address)).toBeInTheDocument();
    expect(within(sending).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists them to super_operation but offers no refund: operation roles create no payout', async () => {
    const { dialog } = await openIssue({ [REFUNDS]: list([payerRefund()]) }, USERS.superops);
    expect(await within(dialog).findByRole('region', { name: 'Payer refunds' }, LOAD)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refund to payer' })).not.toBeInTheDocument();
  });

  it('asks nothing and shows nothing to operation, who may not handle payouts', async () => {
    const { view, dialog } = await openIssue({ [REFUNDS]: list([payerRefund()]) }, USERS.ops);
    expect(within(dialog).getByText('Underpaid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refund to payer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Payer refunds' })).not.toBeInTheDocument();
    expect(view.network.requests(REFUNDS)).toHaveLength(0);
  });

  it('hides the action and the list on a gateway without payer refunds (404)', async () => {
    const { view, dialog } = await openIssue({});
    await waitFor(() => expect(view.network.requests(REFUNDS)).toHaveLength(1), LOAD);
    expect(within(dialog).getByRole('button', { name: 'Accept as paid' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refund to payer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Payer refunds' })).not.toBeInTheDocument();
  });
});
