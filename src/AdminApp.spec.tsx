import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import { createFetchDouble, ok } from './test/fetchDouble';
import { storeTestSession, USERS } from './test/sessions';
import { DASHBOARD, WITHDRAWAL_TICKETS } from './dashboard/test/fixtures';
import { startEarlyDashboard } from './dashboard/earlyDashboard';
import { AdminApp } from './AdminApp';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('the admin app (src/AdminApp.tsx)', () => {
  it("keeps its query client when its first render is thrown away and made again: the early figures are not asked twice", async () => {
    storeTestSession(USERS.merchant);
    window.location.hash = '#/dashboard';
    const network = createFetchDouble({
      'GET /dashboard/merchant': ok(DASHBOARD),
      'GET /refund/merchant': { status: 200, body: WITHDRAWAL_TICKETS },
      'GET /notifications/stats': ok({ unreadCount: 0 }),
      'GET /notifications': ok([]),
    });
    // The app's own requests go through the browser's fetch (src/config.ts).
    vi.stubGlobal('fetch', network.fetch);
    startEarlyDashboard({ fetch: network.fetch, path: '/dashboard', storage: { getItem: () => null } });

    // The first render takes the early answer in; React may throw such a render away (a sync update interrupting the
    // transition it runs in, src/main.tsx) and make it anew: as here, an unmount and a mount, each making its state anew.
    const first = render(<AdminApp />);
    expect(await screen.findByText('12,480.50')).toBeInTheDocument();
    first.unmount();
    render(<AdminApp />);
    expect(await screen.findByText('12,480.50')).toBeInTheDocument();
    expect(network.requests('GET /dashboard/merchant')).toHaveLength(1);
  });
});
