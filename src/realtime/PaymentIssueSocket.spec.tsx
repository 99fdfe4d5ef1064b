import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PaymentIssueEvent } from '../../contract/paymentIssues';
import { ok, type Handler, type Reply } from '../test/fetchDouble';
import { paymentIssue } from '../test/paymentIssues';
import { renderApp, USERS } from '../test/renderApp';
import { socketServerPerTest } from './test/socketServer';

/** The user id the test sessions store (src/test/sessions.ts). */
const ME = '22222222-2222-4222-8222-222222222222';
const LIST = 'GET /v2/payment-issues';
const openCount = (count: number): Reply => ({ status: 200, body: [{ id: 'a' }], headers: { 'Content-Range': `payment-issues 0-0/${count}` } });
const ROUTES: Record<string, Handler> = {
  'GET /dashboard/merchant': ok({ totalVolume: 10, avgTransaction: 5, wallet: [], recentTransactions: { deposits: [], withdrawals: [] } }),
  'GET /refund/merchant': { status: 200, body: { success: true, data: [], pagination: { totalPages: 0 } } },
};
const event = (type: PaymentIssueEvent['type']): PaymentIssueEvent => ({ type, id: 'i1', transactionId: 't1', status: 'open', resolution: null });

vi.setConfig({ testTimeout: 30_000 });

const server = socketServerPerTest();
describe('payment-issue-update-{userId} (issue 29)', () => {
  it("updates the dashboard's Needs attention count, and only on an opened or resolved record", async () => {
    let open = 1;
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { ...ROUTES, [LIST]: () => openCount(open) } });
    const card = await screen.findByRole('region', { name: 'Needs attention' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('1 open payment');
    await waitFor(() => expect(server.connections).toHaveLength(1), { timeout: 8000 });

    open = 2;
    server.emit(`payment-issue-update-${ME}`, event('opened'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent('2 open payments'));
    // Another user's event, and a further payment short of the total, leave the count unasked.
    const asked = view.network.requests(LIST).length;
    server.emit('payment-issue-update-33333333-3333-4333-8333-333333333333', event('resolved'));
    server.emit(`payment-issue-update-${ME}`, event('updated'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(view.network.requests(LIST)).toHaveLength(asked);
  });

  it('rereads the Payments that need attention screen, which then lists the record just opened', async () => {
    let rows = 0;
    const listed = (): Reply =>
      rows ? { status: 200, body: [paymentIssue()], headers: { 'Content-Range': 'payment-issues 0-0/1' } } : { status: 200, body: [], headers: { 'Content-Range': 'payment-issues */0' } };
    renderApp({ url: '/payment-issues', session: USERS.merchant, routes: { ...ROUTES, [LIST]: listed } });
    await screen.findByRole('heading', { level: 1, name: 'Payments that need attention' }, { timeout: 15_000 });
    await screen.findByText('No payment matches these filters.', {}, { timeout: 8000 });
    await waitFor(() => expect(server.connections).toHaveLength(1), { timeout: 8000 });
    rows = 1;
    server.emit(`payment-issue-update-${ME}`, event('opened'));
    await screen.findByText('Underpaid', {}, { timeout: 8000 });
  });
});
