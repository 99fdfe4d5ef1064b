import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { PaymentIssueEvent } from '../../contract/paymentIssues';
import type { TransactionEvent } from '../../contract/transactions';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { startSocketServer, type TestSocketServer } from './test/socketServer';

/** The user id the test sessions store (src/test/sessions.ts). */
const ME = '22222222-2222-4222-8222-222222222222';
const NEW: TransactionEvent = { type: 'new_transaction', transactionId: 'd1', status: 'initiated', transactionType: 'deposit' };
const ISSUE: PaymentIssueEvent = { type: 'opened', id: 'i1', transactionId: 't1', status: 'open', resolution: null };
const ROUTES = {
  'GET /dashboard/transactionList': ok({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
  'GET /v2/payment-issues': { status: 200, body: [], headers: { 'Content-Range': 'payment-issues */0' } },
};

vi.setConfig({ testTimeout: 30_000 });

let server: TestSocketServer;
beforeEach(async () => {
  server = await startSocketServer();
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await server.close();
});

/** The shell's live region, by what it says. */
const said = (text: string) => screen.findByText(text, { selector: '[aria-live="polite"]' }, { timeout: 5000 });

async function open(url: string, heading: string) {
  renderApp({ url, session: USERS.merchant, routes: ROUTES });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
  await waitFor(() => expect(server.connections).toHaveLength(1), { timeout: 8000 });
}

describe('a list that changes by itself is announced (issue 30)', () => {
  // The file's first whole App: time to load it.
  it('says "2 new transactions" once a burst of two settles on Transactions, then "List updated" for a status change', { timeout: 60_000 }, async () => {
    await open('/transactions', 'All Transactions');
    server.emit(`transaction-update-${ME}`, NEW);
    server.emit(`transaction-update-${ME}`, { ...NEW, transactionId: 'd2' });
    expect(await said('2 new transactions')).toBeInTheDocument();
    server.emit(`transaction-update-${ME}`, { ...NEW, type: 'transaction_status_update', status: 'confirmed' });
    expect(await said('List updated')).toBeInTheDocument();
  });

  it('says nothing of a list the screen does not show: Payments that need attention hears its own events only', async () => {
    await open('/payment-issues', 'Payments that need attention');
    server.emit(`transaction-update-${ME}`, NEW);
    server.emit(`payment-issue-update-${ME}`, ISSUE);
    expect(await said('List updated')).toBeInTheDocument();
    expect(screen.queryByText('1 new transaction')).not.toBeInTheDocument();
  });
});
