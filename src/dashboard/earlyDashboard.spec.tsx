import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { createFetchDouble, fail, ok, type Handler } from '../test/fetchDouble';
import { renderScreen } from '../test/renderScreen';
import { storeTestSession, USERS } from '../test/sessions';
import { DASHBOARD, WITHDRAWAL_TICKETS } from './test/fixtures';
import { DashboardPage } from './DashboardPage';
import { startEarlyDashboard } from './earlyDashboard';

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
});
