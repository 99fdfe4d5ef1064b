import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { createFetchDouble, fail, ok, type Handler, type Reply } from '../test/fetchDouble';
import { renderScreen } from '../test/renderScreen';
import { storeTestSession, USERS } from '../test/sessions';
import { DASHBOARD, WITHDRAWAL_TICKETS } from './test/fixtures';
import { DashboardPage } from './DashboardPage';
import { startEarlyDashboard } from './earlyDashboard';
import { startEarlyOpenCount } from './openPaymentIssues';

// On a busy 2-core machine a page can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const ROUTES: Record<string, Handler> = {
  'GET /dashboard/merchant': ok(DASHBOARD),
  'GET /refund/merchant': { status: 200, body: WITHDRAWAL_TICKETS },
};

/** react-admin's localStorage store as the browser keeps it; empty unless a test stores a period. */
const storage = (values: Record<string, unknown> = {}) => ({
  getItem: (key: string) => (key in values ? JSON.stringify(values[key]) : null),
});

const openDashboard = (routes: Record<string, Handler> = ROUTES) =>
  renderScreen(<DashboardPage />, { url: '/dashboard', session: USERS.merchant, routes });

const OPEN_COUNT = 'GET /v2/payment-issues';
const openCount = (count: number): Reply => ({ status: 200, body: [{ id: 'a' }], headers: { 'Content-Range': `payment-issues 0-0/${count}` } });

/** The dashboard, and a button that draws it anew (a remount, as a redraw of the shell does). */
function DrawnAgain() {
  const [times, setTimes] = useState(0);
  return (
    <>
      <button onClick={() => setTimes(times + 1)}>Draw again</button>
      <DashboardPage key={times} />
    </>
  );
}

const todaysVolume = async () => within(await screen.findByRole('region', { name: "Today's Volume" })).findByTestId('stat-value');

describe('the dashboard\'s first request starts with the entry script (issue 27)', () => {
  it('a stored session on /dashboard asks for today\'s figures before the admin app is there, and the screen shows that answer without asking again', async () => {
    storeTestSession(USERS.merchant);
    const early = createFetchDouble(ROUTES);
    startEarlyDashboard({ fetch: early.fetch, path: '/dashboard', storage: storage() });
    await vi.waitFor(() => expect(early.requests('GET /dashboard/merchant')).toHaveLength(1));
    const [request] = early.requests('GET /dashboard/merchant');
    expect(request.url).toBe('/api/dashboard/merchant?filter=today');
    expect(request.headers.get('Authorization')).toBe('Bearer test-token');

    const view = openDashboard();
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);
    expect(view.network.requests('GET /dashboard/merchant')).toEqual([]);
  });

  it('figures still on their way when the page renders are asked once: the page shows them, and a redraw within 10 s reads them too', async () => {
    storeTestSession(USERS.merchant);
    let answer: (reply: Reply) => void = () => undefined;
    const early = createFetchDouble({ 'GET /dashboard/merchant': () => new Promise((resolve) => (answer = resolve)) });
    startEarlyDashboard({ fetch: early.fetch, path: '/dashboard', storage: storage() });
    await vi.waitFor(() => expect(early.requests('GET /dashboard/merchant')).toHaveLength(1));

    const view = renderScreen(<DrawnAgain />, { url: '/dashboard', session: USERS.merchant, routes: ROUTES });
    await screen.findByRole('button', { name: 'Draw again' });
    answer(ok(DASHBOARD));
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);

    await view.user.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.network.requests('GET /dashboard/merchant')).toEqual([]);
    expect(early.requests('GET /dashboard/merchant')).toHaveLength(1);
  });

  it('asks for the period react-admin\'s store kept, and `#/` (where a signed-in visit starts) counts as the dashboard', async () => {
    storeTestSession(USERS.merchant);
    const early = createFetchDouble(ROUTES);
    startEarlyDashboard({ fetch: early.fetch, path: '/', storage: storage({ 'RaStore.dashboard.period': { period: 'thisMonth', startDate: '', endDate: '' } }) });
    await vi.waitFor(() => expect(early.requests('GET /dashboard/merchant')).toHaveLength(1));
    expect(early.requests('GET /dashboard/merchant')[0].url).toBe('/api/dashboard/merchant?filter=thisMonth');
  });

  it('asks nothing without a stored session, or on another screen', async () => {
    const early = createFetchDouble(ROUTES);
    startEarlyDashboard({ fetch: early.fetch, path: '/dashboard', storage: storage() });
    storeTestSession(USERS.merchant);
    startEarlyDashboard({ fetch: early.fetch, path: '/transactions', storage: storage() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early.calls).toEqual([]);
  });

  it('an early request that fails is asked again through the data provider, so the screen handles the answer as always', async () => {
    storeTestSession(USERS.merchant);
    const early = createFetchDouble({ 'GET /dashboard/merchant': fail(500, 'Upstream down') });
    startEarlyDashboard({ fetch: early.fetch, path: '/dashboard', storage: storage() });
    await vi.waitFor(() => expect(early.requests('GET /dashboard/merchant')).toHaveLength(1));

    const view = openDashboard();
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);
    expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(1);
  });

  it('an early request that fails after the page rendered is asked again once, and the page shows that answer', async () => {
    storeTestSession(USERS.merchant);
    let answer: (reply: Reply) => void = () => undefined;
    const early = createFetchDouble({ 'GET /dashboard/merchant': () => new Promise((resolve) => (answer = resolve)) });
    startEarlyDashboard({ fetch: early.fetch, path: '/dashboard', storage: storage() });
    await vi.waitFor(() => expect(early.requests('GET /dashboard/merchant')).toHaveLength(1));

    const view = openDashboard();
    await screen.findByRole('heading', { name: 'Merchant Dashboard' });
    answer(fail(500, 'Upstream down'));
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);
    expect(view.network.requests('GET /dashboard/merchant')).toHaveLength(1);
  });

  it('an early answer for another period than the page opens with is left unused: the page asks for its own', async () => {
    storeTestSession(USERS.merchant);
    const early = createFetchDouble(ROUTES);
    startEarlyDashboard({ fetch: early.fetch, path: '/dashboard', storage: storage({ 'RaStore.dashboard.period': { period: 'thisMonth', startDate: '', endDate: '' } }) });
    await vi.waitFor(() => expect(early.requests('GET /dashboard/merchant')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const view = openDashboard();
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);
    expect(view.network.requests('GET /dashboard/merchant').map((request) => request.url)).toEqual(['/api/dashboard/merchant?filter=today']);
  });

  it('the dashboard\'s chunk asks for the Needs attention count as it loads, and the card comes with the figures without asking again', async () => {
    storeTestSession(USERS.merchant);
    const early = createFetchDouble({ [OPEN_COUNT]: openCount(4) });
    expect(startEarlyOpenCount(early.fetch)).toBe(true);
    await vi.waitFor(() => expect(early.requests(OPEN_COUNT)).toHaveLength(1));
    expect(JSON.parse(early.requests(OPEN_COUNT)[0].query.get('filter') ?? '')).toEqual({ status: 'open' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const view = openDashboard();
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toHaveTextContent('4 open payments');
    expect(view.network.requests(OPEN_COUNT)).toEqual([]);
  });

  it('a count still on its way when the page renders is not asked a second time: the card comes with its answer', async () => {
    storeTestSession(USERS.merchant);
    let answer: (reply: Reply) => void = () => undefined;
    const early = createFetchDouble({ [OPEN_COUNT]: () => new Promise((resolve) => (answer = resolve)) });
    expect(startEarlyOpenCount(early.fetch)).toBe(true);
    await vi.waitFor(() => expect(early.requests(OPEN_COUNT)).toHaveLength(1));

    const view = renderScreen(<DrawnAgain />, { url: '/dashboard', session: USERS.merchant, routes: ROUTES });
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);
    answer(openCount(3));
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toHaveTextContent('3 open payments');
    expect(view.network.requests(OPEN_COUNT)).toEqual([]);

    // Drawn anew within its 10 s (a remount), the page reads that answer too.
    await view.user.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toHaveTextContent('3 open payments');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.network.requests(OPEN_COUNT)).toEqual([]);
  });

  it('a gateway without payment issues (404) is asked once: no card, and the page does not ask again', async () => {
    storeTestSession(USERS.merchant);
    const early = createFetchDouble({ [OPEN_COUNT]: fail(404, 'Not Found') });
    expect(startEarlyOpenCount(early.fetch)).toBe(true);
    await vi.waitFor(() => expect(early.requests(OPEN_COUNT)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const view = openDashboard();
    expect(await todaysVolume()).toHaveTextContent(/^12,480\.50USDT$/);
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
    expect(view.network.requests(OPEN_COUNT)).toEqual([]);
  });
});
