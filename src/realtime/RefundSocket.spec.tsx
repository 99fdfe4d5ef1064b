import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { startSocketServer, type TestSocketServer } from './test/socketServer';

/** The user id the test sessions store (src/test/sessions.ts). */
const ME = '22222222-2222-4222-8222-222222222222';

const ROUTES: Record<string, Handler> = {
  'GET /dashboard/merchant': ok({ totalVolume: 10, avgTransaction: 5, wallet: [], recentTransactions: { deposits: [], withdrawals: [] } }),
  'GET /refund/merchant': { status: 200, body: { success: true, data: [], pagination: { totalPages: 0 } } },
};

configure({ asyncUtilTimeout: 6000 });
vi.setConfig({ testTimeout: 20_000 });

let server: TestSocketServer | null = null;

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  await server?.close();
  server = null;
});

/**
 * 000 section 4's refund socket (websocket first, then polling) and notification socket (polling,
 * then the upgrade) are one socket here: a refund confirmation reaches the user over whichever
 * transport the gateway allows, so the refund socket's order changes nothing they see or hear.
 */
describe('the refund socket is the notification socket (000 section 4)', () => {
  it.each([
    ['websocket', 'a gateway that refuses long-polling (the refund order reaches it first)'],
    ['polling', 'a gateway that refuses websockets (the notification order stays on polling)'],
  ] as const)('hears refund-update over %s alone: %s', async (transport, _gateway) => {
    server = await startSocketServer({ transports: [transport] });
    renderApp({ url: '/dashboard', session: USERS.merchant, routes: ROUTES });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' });
    await waitFor(() => expect(server?.connections).toHaveLength(1));
    expect(server.connections[0].conn.transport.name).toBe(transport);
    server.emit(`refund-update-${ME}`, { status: 'confirmed', type: 'refund_created' });
    // No audio in jsdom: the confirmation shows the visual notice instead of the sound.
    expect(await screen.findByText('New notification received!')).toBeInTheDocument();
    expect(server.connections).toHaveLength(1);
  });
});
