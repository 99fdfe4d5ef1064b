import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, screen } from '@testing-library/react';
import { ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { startMissingSocketServer, startSocketServer, type MissingSocketServer, type TestSocketServer } from './test/socketServer';

/**
 * A gateway that follows the spec has no socket.io endpoint (a sandbox addition, issue 15): the
 * screens work, one calm line says live updates are off, and nothing keeps knocking on the endpoint.
 */

const ROUTES: Record<string, Handler> = {
  'GET /dashboard/merchant': ok({ totalVolume: 10, avgTransaction: 5, wallet: [], recentTransactions: { deposits: [], withdrawals: [] } }),
  'GET /refund/merchant': { status: 200, body: { success: true, data: [], pagination: { totalPages: 0 } } },
};
const LINE = 'Live updates are unavailable on this gateway; Refresh to update';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

let server: MissingSocketServer | TestSocketServer | null = null;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await server?.close();
  server = null;
});

const socketRequests = (missing: MissingSocketServer) => missing.requests.filter((line) => line.includes('/socket.io/'));

describe('a gateway without socket.io', () => {
  it.each([
    ['404', { status: 404 }],
    ['405', { status: 405 }],
    ['a page served for any path (200, not engine.io)', { status: 200, body: '<!doctype html><title>gateway</title>' }],
  ])('answering %s: the dashboard shows, one calm line, and the socket stops trying', async (_, answer) => {
    const missing = await startMissingSocketServer(answer);
    server = missing;
    // The socket's reconnect timers run on a clock the test can move past them (the socket takes
    // setTimeout when it is created, so the clock is faked before the render); it also runs on its own.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({ url: '/dashboard', session: USERS.merchant, routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(LINE)).toBeInTheDocument();
    const seen = socketRequests(missing).length;
    // Polling, the websocket try, and the one probe; then nothing, past several reconnect delays
    // (1 s to 5 s, with 50 % jitter): 12 s on the clock, then a moment for a request to arrive.
    expect(seen).toBeLessThanOrEqual(3);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socketRequests(missing)).toHaveLength(seen);
    expect(screen.getAllByText(LINE)).toHaveLength(1);
  });

  it('shows no line when the gateway has the socket', async () => {
    const live = await startSocketServer();
    server = live;
    renderApp({ url: '/dashboard', session: USERS.merchant, routes: ROUTES });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' });
    await vi.waitFor(() => expect(live.connections).toHaveLength(1), { timeout: 8000 });
    expect(screen.queryByText(LINE)).not.toBeInTheDocument();
  });
});
