import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDashboardIfStale } from '../../scripts/dashboard-build';
import { processBrowser } from '../e2e/support/browser';
import { balanceFigure, formatAmount } from '../e2e/support/dashboardFigures';
import { freePort } from '../../scripts/processes';
import { signIn } from '../e2e/support/login';
import { gatewaySocketReady } from '../e2e/support/socket';
import { openSandboxDb } from './support/database';
import { DEMO_PASSWORD, MERCHANT, simulateDeposit } from './support/gateway';
import { startSandbox, type SandboxRun } from './support/sandbox';
import { seededDataDir } from './support/seededDataDir';

/**
 * Issue 8, faults: the server restarts under an open dashboard. The socket reconnects, the
 * subscriptions return, and nothing is missed: a deposit written while the server was down (no
 * event could be raised for it) shows through the catch-up that follows the reconnect, and
 * deposits after the restart show live, all without reloading the page.
 */
const CATCH_UP_MS = 60_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const totalBalance = (page: Page) => balanceFigure(page, 'Total Balance');
const amountOf = (text: string) => Number(text.replace(/,/g, ''));

/** A confirmed deposit written straight into the stopped sandbox's database: it raises no event. */
async function depositWhileDown(dataDir: string, amount: string): Promise<void> {
  const db = await openSandboxDb({ dataDir });
  try {
    await db.query(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, fee, net_amount, transaction_id, confirmed_at)
       SELECT coalesce(parent_user_id, id), 'deposit', 'confirmed', 'USDT-TRC20', $2::numeric, 0, $2::numeric, $3, now()
         FROM users WHERE email = $1`,
      [MERCHANT, amount, `FAULT-GAP-${Date.now()}`],
    );
  } finally {
    await db.close();
  }
}

describe('a server restart under an open dashboard', () => {
  it('reconnects, catches up on what happened while it was down, and shows later deposits live, without a reload', async () => {
    await buildDashboardIfStale();
    const dataDir = await seededDataDir();
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    let run: SandboxRun = await startSandbox({ port, dataDir });
    cleanups.push(() => run.stop());

    const context = await (await processBrowser()).newContext({ baseURL: run.baseURL, viewport: { width: 1366, height: 900 } });
    cleanups.push(() => context.close());
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    // The first deposit must find the socket connected (there is nothing to catch up on a first connect).
    const socket = gatewaySocketReady(page);
    await signIn(page, MERCHANT, DEMO_PASSWORD);
    await socket;
    // Gone after any reload: proves every change below happened on the same page.
    await page.evaluate(() => ((window as unknown as { faultsSamePage: boolean }).faultsSamePage = true));

    // The socket is up: a deposit moves the figure live.
    const start = amountOf(await totalBalance(page));
    await simulateDeposit(run.baseURL, '10.00', 'USDT-TRC20');
    let expected = start + 9.9;
    await expect.poll(() => totalBalance(page), { timeout: CATCH_UP_MS }).toBe(formatAmount(expected));

    await run.stop();
    // A shutdown cut short by the SIGKILL after 10 s (137) says what the sandbox printed last.
    expect(await run.exited, run.output().slice(-2000)).toBe(0);
    await depositWhileDown(dataDir, '7.00');
    expected += 7;
    run = await startSandbox({ port, dataDir });

    // Right after the restart, maybe before the socket is back: shown live or by the catch-up.
    await simulateDeposit(run.baseURL, '20.00', 'USDT-TRC20');
    expected += 19.8;
    await expect.poll(() => totalBalance(page), { timeout: CATCH_UP_MS }).toBe(formatAmount(expected));

    // The subscriptions are back: the next deposit arrives live.
    await simulateDeposit(run.baseURL, '30.00', 'USDT-TRC20');
    expected += 29.7;
    await expect.poll(() => totalBalance(page), { timeout: 15_000 }).toBe(formatAmount(expected));
    expect(await page.evaluate(() => (window as unknown as { faultsSamePage?: boolean }).faultsSamePage)).toBe(true);
  });
});
