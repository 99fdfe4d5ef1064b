import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '../../contract/notifications';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import type { Transaction } from '../../contract/transactions';

// The whole app renders in each test; on a busy 2-core machine the shell can take seconds to appear.
configure({ asyncUtilTimeout: 8000 });

/** Issue 12 item 18: a click on a notification opens what it is about and marks it read. */
const note = (id: string, overrides: Partial<Notification>): Notification => ({
  _id: id,
  id,
  title: 'Deposit confirmed',
  body: '250.00 USDT received on USDT-TRC20.',
  message: null,
  isRead: false,
  createdAt: '2026-02-01T09:30:00Z',
  target: null,
  ...overrides,
});

/** The row fields a fresh deposit has no value for yet. */
const NULL_FIELDS = [
  'displayAmount', 'actualBalance', 'netAmount', 'submittedAt', 'processedAt', 'confirmedAt', 'expiresAt', 'clientWallet', 'wallet',
  'email', 'username', 'firstName', 'lastName', 'phoneNumber', 'referenceId', 'description', 'adminNotes', 'transactionHash',
  'blockchainTxHash', 'adminTransferData', 'invoiceNo', 'blockchainData', 'verificationData', 'paymentStatus',
] as const;

async function clickNotification(view: ReturnType<typeof renderApp>, title: string) {
  await view.user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await view.user.click(await within(panel).findByRole('button', { name: new RegExp(title) }));
}

describe('opening a notification', { timeout: 30_000 }, () => {
  it("opens the deposit's details, marks it read and closes the dropdown", async () => {
    const deposit: Transaction = {
      ...Object.fromEntries(NULL_FIELDS.map((key) => [key, null])),
      _id: 'dep-42',
      id: 'dep-42',
      type: 'deposit',
      status: 'confirmed',
      amount: 250,
      fee: 2.5,
      currencyType: 'USDT-TRC20',
      createdAt: '2026-02-01T09:00:00Z',
      updatedAt: '2026-02-01T09:30:00Z',
      transactionId: 'DEP-LINKED-42',
      walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    } as Transaction;
    const view = renderApp({
      url: '/dashboard',
      session: USERS.merchant,
      routes: {
        'GET /notifications': ok([note('n1', { target: { kind: 'deposit', ref: 'dep-42' } })]),
        'PATCH /notifications/n1/read': ok({}),
        'GET /dashboard/transaction/dep-42': ok(deposit),
        'GET /dashboard/transactionList': ok({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
      },
    });
    await clickNotification(view, 'Deposit confirmed');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(dialog).toHaveTextContent('DEP-LINKED-42');
    // The link is the transaction's own address, over its tab's list in the list controller's form.
    const linkQuery = () => Object.fromEntries(new URLSearchParams(window.location.hash.split('?')[1] ?? ''));
    expect(window.location.hash.startsWith('#/transactions/dep-42?')).toBe(true);
    expect(linkQuery()).toEqual({ filter: JSON.stringify({ type: 'deposit' }) });
    await waitFor(() => expect(view.network.requests('PATCH /notifications/n1/read')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

    // Closing the details goes back to the list's address, so a reload does not open them again.
    await view.user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(window.location.hash.startsWith('#/transactions?')).toBe(true));
    expect(linkQuery()).toEqual({ filter: JSON.stringify({ type: 'deposit' }) });
  });

  it('opens the payout history for a payout, and the complaints searched by the payout reference for a complaint', async () => {
    const view = renderApp({
      url: '/dashboard',
      session: USERS.merchant,
      routes: {
        'GET /notifications': ok([
          note('n2', { title: 'Payout completed', target: { kind: 'payouts', ref: null } }),
          note('n3', { title: 'Complaint closed', isRead: true, target: { kind: 'complaint', ref: 'PAY-REF-7' } }),
        ]),
        'PATCH /notifications/n2/read': ok({}),
      },
    });
    await clickNotification(view, 'Payout completed');
    await waitFor(() => expect(window.location.hash).toBe('#/withdraw-requests'));
    await waitFor(() => expect(view.network.requests('PATCH /notifications/n2/read')).toHaveLength(1));

    await clickNotification(view, 'Complaint closed');
    // The link's ?search= becomes the complaints list's search filter, in the URL like every list filter.
    await waitFor(() => {
      const [route, query = ''] = window.location.hash.split('?');
      expect(route).toBe('#/complaints');
      expect(JSON.parse(new URLSearchParams(query).get('filter') ?? '{}')).toMatchObject({ search: 'PAY-REF-7' });
    });
    expect(await screen.findByLabelText('Search')).toHaveValue('PAY-REF-7');
    await waitFor(() => expect(view.network.requests('GET /refund/merchant').at(-1)?.query.get('search')).toBe('PAY-REF-7'));
    // It was read already: nothing to mark.
    expect(view.network.requests('PATCH /notifications/n3/read')).toHaveLength(0);
  });

  it('opens the payout a notification names, with its admin notes, on the page it is on', async () => {
    const NOTES = 'The wallet failed the compliance check.';
    const payouts = Array.from({ length: 12 }, (_, i) => ({
      ...Object.fromEntries(NULL_FIELDS.map((key) => [key, null])),
      _id: `po-${i}`,
      id: `po-${i}`,
      type: 'payout',
      status: i === 11 ? 'rejected' : 'completed',
      amount: i === 11 ? 250 : 1,
      fee: 0,
      currencyType: 'USDT-TRC20',
      createdAt: new Date(Date.UTC(2026, 1, 20 - i)).toISOString(),
      updatedAt: '2026-02-21T00:00:00Z',
      transactionId: `PAY-${i}`,
      adminNotes: i === 11 ? NOTES : null,
    }));
    const view = renderApp({
      url: '/dashboard',
      session: USERS.merchant,
      routes: {
        'GET /notifications': ok([
          note('n7', { title: 'Payout rejected', body: 'Your payout of 250.00 USDT was rejected. See the admin notes.', target: { kind: 'payouts', ref: 'po-11' } }),
        ]),
        'PATCH /notifications/n7/read': ok({}),
        'GET /withdrawal/my-withdrawals': { status: 200, body: { success: true, message: 'ok', data: payouts, page: 1, limit: 50, total: 12, totalPages: 1 } },
      },
    });
    await clickNotification(view, 'Payout rejected');
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/withdraw-requests\?(.*&)?payout=po-11(&|$)/));
    const opened = await screen.findByRole('region', { name: 'Payout PAY-11' });
    expect(opened).toHaveTextContent(NOTES);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('a notification about nothing in particular is not a button', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'GET /notifications': ok([note('n4', { title: 'Hello' })]) } });
    await view.user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Hello')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Hello/ })).not.toBeInTheDocument();
  });

  it('on a gateway without PATCH /notifications/{id}/read (a sandbox addition, 405), opens it all the same with no error', async () => {
    const view = renderApp({
      url: '/dashboard',
      session: USERS.merchant,
      routes: {
        'GET /notifications': ok([note('n5', { title: 'Payout completed', target: { kind: 'payouts', ref: null } }), note('n6', { title: 'Payout failed', target: { kind: 'payouts', ref: null } })]),
        'PATCH /notifications/n5/read': { status: 405, body: { message: 'Method Not Allowed' } },
        'PATCH /notifications/n6/read': { status: 405, body: { message: 'Method Not Allowed' } },
        'GET /withdrawal/my-withdrawals': ok([]),
      },
    });
    await clickNotification(view, 'Payout completed');
    await waitFor(() => expect(window.location.hash).toBe('#/withdraw-requests'));
    await clickNotification(view, 'Payout failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Method Not Allowed')).not.toBeInTheDocument();
    // Asked once: the second notification is not sent to a call the gateway lacks.
    expect(view.network.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});
