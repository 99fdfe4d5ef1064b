import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { pathAndQuery, recordApiRequests } from './support/api';
import { useBrowserPage } from './support/browser';
import { lessEventRepeats, listenToLiveEvents, type LiveEvents } from './support/liveEvents';
import { button, heading, openLogin, signInDirectly, submitCredentials, waitForDashboard } from './support/login';

/**
 * The API calls each screen load makes, pinned (issue 7): a second identical call, or a call per
 * render instead of per page change, is wasted work for the API at scale and fails here.
 */

/** A late duplicate (a refetch on mount, a second identity read) shows up within this time. */
const SETTLE_MS = 1000;
const LIST_PATH = '/api/dashboard/transactionList';

/**
 * The dashboard's calls: its figures, the bell's unread count, the Latest Withdrawals card, the user's
 * notification preferences (001 section 7's helper client; they decide which live event plays a sound),
 * the sandbox's open payment issues count and the merchant's settings (their time zone).
 */
const DASHBOARD_CALLS = [
  'GET /api/dashboard/merchant?filter=today',
  'GET /api/notifications/stats',
  'GET /api/refund/merchant?page=1&limit=3',
  'GET /api/user/notifications/preferences',
  // Issue 29's "Needs attention" card: one sandbox addition call, the open count (one record asked).
  'GET /api/v2/payment-issues?filter=%7B%22status%22%3A%22open%22%7D&range=%5B0%2C0%5D&sort=%5B%22createdAt%22%2C%22DESC%22%5D',
  // Issue 29's merchant settings, read by the shell beside the screen's calls: the time zone of every date shown.
  'GET /api/v2/merchant-settings',
];

const callOf = (request: Request) => `${request.method()} ${pathAndQuery(request)}`;

/** merchant@'s transaction updates (support/liveEvents.ts): the seeded deposits' expiry reloads a screen by design. */
let live: LiveEvents;
beforeAll(async () => {
  live = await listenToLiveEvents(ACCOUNTS.merchant);
});
afterAll(() => live?.close());

/**
 * Runs `action`, waits for the page to settle, and returns every API call it made, in order, less the repeats that the
 * transaction updates sent meanwhile explain.
 */
async function callsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const recording = recordApiRequests(page);
  const heard = live.heard();
  try {
    await action();
    await page.waitForTimeout(SETTLE_MS);
  } finally {
    recording.stop();
  }
  return lessEventRepeats(recording.requests.map(callOf), live.heard() - heard);
}

function expectNoDuplicates(calls: string[]): void {
  const duplicates = calls.filter((call, index) => calls.indexOf(call) !== index);
  expect(duplicates, `duplicate API calls in:\n${calls.join('\n')}`).toEqual([]);
}

function expectCalls(calls: string[], expected: string[]): void {
  expectNoDuplicates(calls);
  expect([...calls].sort(), `API calls made:\n${calls.join('\n')}`).toEqual([...expected].sort());
}

const gridRows = (page: Page) => page.getByRole('grid', { name: 'All Transactions' }).locator('[role="row"][data-id]');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** The list calls among `calls`, as their query parameters. */
const listQueries = (calls: string[]) =>
  calls
    .filter((call) => call.startsWith(`GET ${LIST_PATH}?`))
    .map((call) => Object.fromEntries(new URL(call.slice('GET '.length), 'http://x').searchParams));

describe('API calls per screen load', () => {
  const page = useBrowserPage();

  it('the dashboard makes its spec calls once each, after sign-in and on a reload', async () => {
    await openLogin(page());
    const afterSignIn = await callsDuring(page(), async () => {
      await submitCredentials(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
      await waitForDashboard(page());
      await page().getByRole('heading', { name: 'Latest Withdrawals' }).waitFor();
    });
    expectCalls(afterSignIn, ['POST /api/auth/login', ...DASHBOARD_CALLS]);

    const onReload = await callsDuring(page(), async () => {
      await page().reload();
      await heading(page(), 'Merchant Dashboard').waitFor();
      await page().getByRole('heading', { name: 'Latest Withdrawals' }).waitFor();
    });
    expectCalls(onReload, DASHBOARD_CALLS);
  });

  it("a reload on a screen that shares the dashboard's chunk (scripts/viteChunks.ts) asks none of the dashboard's own calls", async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/transactions');
    const onReload = await callsDuring(page(), async () => {
      await page().reload();
      await heading(page(), 'All Transactions').waitFor();
      await gridRows(page()).first().waitFor();
    });
    expectNoDuplicates(onReload);
    const [figures, , , , openCount] = DASHBOARD_CALLS;
    expect(onReload.filter((call) => call === figures || call === openCount), `API calls made:\n${onReload.join('\n')}`).toEqual([]);
  });

  it('the transactions list makes one list call per page change', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);

    const opening = await callsDuring(page(), async () => {
      await page().goto('/#/transactions');
      await heading(page(), 'All Transactions').waitFor();
      await gridRows(page()).first().waitFor();
    });
    expectNoDuplicates(opening);
    expect(listQueries(opening), `API calls made:\n${opening.join('\n')}`).toEqual([
      { page: '1', limit: '10', type: 'deposit', sort: 'newest' },
    ]);

    const next = await callsDuring(page(), async () => {
      await button(page(), 'Next').click();
      await pager(page()).getByText(/^Page 2 of \d+$/).waitFor();
    });
    expect(listQueries(next), `API calls made:\n${next.join('\n')}`).toEqual([
      { page: '2', limit: '10', type: 'deposit', sort: 'newest' },
    ]);
    expect(next, `API calls made:\n${next.join('\n')}`).toHaveLength(1);

    const payouts = await callsDuring(page(), async () => {
      await page().getByRole('tab', { name: 'Payouts' }).click();
      await page().getByRole('tab', { name: 'Payouts', selected: true }).waitFor();
      await pager(page()).getByText(/^Page 1 of \d+$/).waitFor();
    });
    expect(listQueries(payouts), `API calls made:\n${payouts.join('\n')}`).toEqual([
      { page: '1', limit: '10', type: 'payout', sort: 'newest' },
    ]);
    expect(payouts, `API calls made:\n${payouts.join('\n')}`).toHaveLength(1);

    const previous = await callsDuring(page(), async () => {
      await button(page(), 'Next').click();
      await pager(page()).getByText(/^Page 2 of \d+$/).waitFor();
      await button(page(), 'Previous').click();
      await pager(page()).getByText(/^Page 1 of \d+$/).waitFor();
    });
    // Page 1 of Payouts is still cached from a moment ago: going back to it may ask again or not,
    // but never twice.
    expectNoDuplicates(previous);
    expect(listQueries(previous).filter((query) => query.page === '2')).toEqual([
      { page: '2', limit: '10', type: 'payout', sort: 'newest' },
    ]);
  });
});
