import { describe, expect, it } from 'vitest';
import type { Page, WebSocket } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { button, signIn, signInDirectly } from './support/login';
import { FRESH_PASSWORD, freshSubUser } from './support/merchantApi';
import { gatewaySocketReady } from './support/socket';

/**
 * Issue 12 item 16: once the user logs out, or the session expires, the tab stops asking for
 * notifications and closes its socket: no request to the notification endpoints or socket.io,
 * no open websocket, and no 401 in the console. The page's clock is run forward past the
 * notification poll's interval (60 s) and the socket's reconnect delays.
 */
const page = useBrowserPage();

interface Traffic {
  requests: { at: number; url: string }[];
  console: string[];
  sockets: { socket: WebSocket; closed: boolean }[];
}

function record(p: Page): Traffic {
  const traffic: Traffic = { requests: [], console: [], sockets: [] };
  p.on('request', (request) => traffic.requests.push({ at: Date.now(), url: request.url() }));
  p.on('response', (response) => {
    if (response.status() === 401) traffic.console.push(`401 ${response.url()}`);
  });
  p.on('console', (message) => traffic.console.push(message.text()));
  p.on('websocket', (socket) => {
    const entry = { socket, closed: false };
    traffic.sockets.push(entry);
    socket.on('close', () => {
      entry.closed = true;
    });
  });
  return traffic;
}

const isNotificationOrSocket = (url: string) => /\/api\/notifications|\/socket\.io\//.test(new URL(url).pathname);

async function quietAfter(traffic: Traffic, since: number) {
  // Two minutes of the page's time: past the 60 s poll and any reconnect back-off.
  await page().clock.runFor(120_000);
  await page().waitForTimeout(3000);
  const late = traffic.requests.filter((request) => request.at >= since && isNotificationOrSocket(request.url)).map((request) => request.url);
  expect(late).toEqual([]);
  expect(traffic.sockets.filter((entry) => !entry.closed).map((entry) => entry.socket.url())).toEqual([]);
  expect(traffic.console.filter((line) => /401|Unauthorized/i.test(line))).toEqual([]);
}

describe('after the session ends, the tab is quiet', { timeout: 120_000 }, () => {
  it('logout stops the notification poll and closes the socket', async () => {
    await page().clock.install();
    const traffic = record(page());
    const socket = gatewaySocketReady(page());
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await socket;
    await page().getByRole('button', { name: 'Notifications' }).waitFor();

    // The server ends the session (and drops the socket) while its answer is still on the way:
    // two minutes of the page's time pass meanwhile, so a poll or a reconnect would meet the 401.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let ended = () => {};
    const serverDone = new Promise<void>((resolve) => (ended = resolve));
    await page().route('**/api/auth/logout', async (route) => {
      const response = await route.fetch();
      ended();
      await held;
      await route.fulfill({ response });
    });
    await page().getByRole('button', { name: 'Profile' }).click();
    const since = Date.now();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await serverDone;
    await page().clock.runFor(120_000);
    await page().waitForTimeout(2000);
    release();
    await button(page(), 'Sign In').waitFor();
    await quietAfter(traffic, since);
  });

  it('an expired session stops them too', async () => {
    await page().clock.install();
    const traffic = record(page());
    const socket = gatewaySocketReady(page());
    // Through the form, not signInDirectly: with the session restored from the cookie and the
    // test's token stored beside it, this expiry logged 401s (3 of 3 runs); the form's session did not.
    // A fresh sub-user: finance@'s session once met a 401 2.5 s after this sign-in, before the expiry
    // (1 run in 4), and no other test can end a fresh account's sessions.
    // The dashboard's last request is the Needs attention card's count (issue 29), asked once its
    // figures are in: the session ends once the page has loaded, not under a request on its way.
    const loaded = page().waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/payment-issues');
    await signIn(page(), await freshSubUser('expiry'), FRESH_PASSWORD);
    await socket;
    await page().getByRole('button', { name: 'Notifications' }).waitFor();
    await loaded;

    await page().evaluate(() => sessionStorage.setItem('token_expiry', String(Date.now() - 1000)));
    await page().clock.runFor(61_000);
    await button(page(), 'Sign In').waitFor();
    await quietAfter(traffic, Date.now());
  });
});
