import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { balanceFigure } from './support/dashboardFigures';
import { heading, signIn, waitForDashboard } from './support/login';

const page = useBrowserPage();

const LINE = 'Live updates are unavailable on this gateway; Refresh to update';
/** The sandbox's additions a spec-only gateway lacks (README "Sandbox additions"). */
const ADDITIONS = /\/api\/(auth\/session|auth\/me|wallet-balance|payment-links(\/session)?|user\/notifications\/preferences)$/;

/**
 * Issue 15: the same sandbox with its additions answering 404 and socket.io missing, as a gateway
 * that implements only the spec's calls. The dashboard signs in, survives a reload, shows Wallet
 * Balance from the merchant dashboard and one calm line for live updates, and asks no addition
 * more than once per page load.
 */
describe('a gateway without the sandbox additions', { timeout: 120_000 }, () => {
  it('signs in, stays signed in after a reload, shows the merchant figures on Wallet Balance, and does not retry', async () => {
    const asked = new Map<string, number>();
    const count = (key: string) => asked.set(key, (asked.get(key) ?? 0) + 1);
    await page().route(
      (url) => ADDITIONS.test(url.pathname),
      (route) => {
        count(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
        return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Not Found' }) });
      },
    );
    await page().route(
      (url) => url.pathname.startsWith('/socket.io/'),
      (route) => {
        count('socket.io http');
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      },
    );
    // A websocket to a missing endpoint fails its handshake: sent to a closed port instead, counted per page load.
    await page().addInitScript(() => {
      const Native = window.WebSocket;
      const tries = { count: 0 };
      (window as unknown as { __socketTries: typeof tries }).__socketTries = tries;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          const missing = String(url).includes('/socket.io/');
          if (missing) tries.count += 1;
          super(missing ? 'ws://127.0.0.1:9/socket.io/' : url, protocols);
        }
      };
    });

    await signIn(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await page().getByText(LINE).waitFor();
    const total = await balanceFigure(page(), 'Total Balance');
    const fee = await balanceFigure(page(), 'Fee Amount');

    asked.clear();
    await page().reload();
    await waitForDashboard(page());
    await page().getByText(LINE).waitFor();

    await page().goto('/#/wallet-balance');
    await heading(page(), 'Wallet Balances').waitFor();
    const all = page().getByRole('region', { name: 'All networks' });
    await all.getByText(`${total} USDT`).first().waitFor();
    await all.getByText(`${fee} USDT`).first().waitFor();
    await page().getByText(/Per-network balances and recent changes are unavailable on this gateway/).waitFor();
    await page().getByRole('button', { name: 'Refresh', exact: true }).first().click();
    await page().waitForTimeout(3000);

    // One page load after the reload: each addition at most once, the socket endpoint at most
    // polling + probe over HTTP and one websocket try, however long the page stays open.
    for (const [call, times] of asked) {
      const limit = call === 'socket.io http' ? 2 : 1;
      expect(times, call).toBeLessThanOrEqual(limit);
    }
    expect(asked.get('GET /api/wallet-balance')).toBe(1);
    expect(await page().evaluate(() => (window as unknown as { __socketTries: { count: number } }).__socketTries.count)).toBeLessThanOrEqual(1);
    expect(page().url()).toMatch(/#\/wallet-balance$/);
  });
});
