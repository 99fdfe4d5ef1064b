import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { apiGet, pathAndQuery, recordApiRequests } from './support/api';
import { useBrowserPage } from './support/browser';
import { button, signInDirectly } from './support/login';
import { lessEventRepeats, listenToLiveEvents } from './support/liveEvents';
import { simulateDeposit } from './support/simulate';
import { gatewaySocketReady } from './support/socket';

/** GET /api/dashboard/merchant's figures (contract/dashboard.ts), the ones the cards show. */
interface MerchantDashboard {
  totalVolume: number;
  avgTransaction: number;
  totalAmount?: number;
  availableBalance?: number;
  feeAmt?: number;
  wallet: { walletNetwork: string; walletAddress: string }[];
}

/** Amounts as the dashboard prints them: grouped, 2 decimals (000 section 9). */
const amount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The number of a figure's text, e.g. "12,480.50USDT" → "12,480.50". */
async function figureOf(locator: Locator): Promise<string> {
  const text = await locator.innerText();
  const match = /-?[\d,]+\.\d{2}/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return match[0];
}

const statValue = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');
const balanceCard = (page: Page) => page.getByRole('region', { name: 'Real-time Balance', exact: true });
const balanceFigure = (page: Page, label: string) =>
  balanceCard(page).locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const bell = (page: Page) => page.getByRole('button', { name: 'Notifications' });

async function expectFigures(page: Page, period: { volume: string; average: string }, data: MerchantDashboard): Promise<void> {
  await expect.poll(() => figureOf(statValue(page, period.volume))).toBe(amount(data.totalVolume));
  await expect.poll(() => figureOf(statValue(page, period.average))).toBe(amount(data.avgTransaction));
}

async function expectBalance(page: Page, data: MerchantDashboard): Promise<void> {
  await expect.poll(() => figureOf(balanceFigure(page, 'Total Balance'))).toBe(amount(data.totalAmount as number));
  await expect.poll(() => figureOf(balanceFigure(page, 'Available Balance'))).toBe(amount(data.availableBalance as number));
  await expect.poll(() => figureOf(balanceFigure(page, 'Fee Amount'))).toBe(amount(data.feeAmt as number));
}

/** The bell's unread badge as a number (0 when MUI hides the empty badge). */
async function badgeCount(page: Page): Promise<number> {
  const text = (await bell(page).innerText()).trim();
  return text === '' ? 0 : Number(text);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Watches the Total Balance figure from inside the page and keeps each new text with the time it
 * reached the DOM, so a latency measurement does not depend on how often the test polls.
 */
async function watchTotalBalance(page: Page): Promise<void> {
  await page.evaluate(() => {
    const read = () => {
      const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Total Balance');
      return term?.nextElementSibling?.textContent ?? null;
    };
    const changes: { at: number; text: string | null }[] = [];
    let last = read();
    new MutationObserver(() => {
      const text = read();
      if (text === last) return;
      last = text;
      changes.push({ at: Date.now(), text });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { e2eTotalChanges: changes, e2eNoReload: true });
  });
}

const totalChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eTotalChanges: { at: number; text: string | null }[] }).e2eTotalChanges);

const TODAY = { volume: "Today's Volume", average: "Today's Average Transaction" };
const THIS_MONTH = { volume: "This Month's Volume", average: "This Month's Average Transaction" };
const LAST_6_MONTHS = { volume: "Last 6 Months' Volume", average: "Last 6 Months' Average Transaction" };

/** At most this many live events, fewer if they would take longer than LIVE_BUDGET_MS. */
const LIVE_EVENTS = 20;
const LIVE_BUDGET_MS = 60_000;
/** Not the target (under 1 s, issue 4): a bound that only catches a dashboard that stopped following. */
const LIVE_SANITY_MS = 10_000;

describe('merchant dashboard', () => {
  const page = useBrowserPage();

  it('shows the figures of GET /api/dashboard/merchant and follows the period selector', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    const today = await apiGet<MerchantDashboard>(page(), '/dashboard/merchant?filter=today');
    await expectFigures(page(), TODAY, today);
    await expectBalance(page(), today);

    // View Wallet opens the merchant's wallet in the test-network explorer.
    const trc20 = today.wallet.find((wallet) => wallet.walletNetwork === 'USDT-TRC20');
    expect(trc20).toBeDefined();
    expect(await balanceCard(page()).getByRole('link', { name: 'View Wallet TRC20' }).getAttribute('href')).toBe(
      `https://nile.tronscan.org/#/address/${trc20?.walletAddress}`,
    );

    const period = page().getByLabel('Period', { exact: true });
    for (const [filter, labels] of [['thisMonth', THIS_MONTH], ['last6Months', LAST_6_MONTHS]] as const) {
      await Promise.all([
        page().waitForRequest(
          (sent) => new URL(sent.url()).pathname === '/api/dashboard/merchant' && new URL(sent.url()).searchParams.get('filter') === filter,
        ),
        period.selectOption(filter),
      ]);
      await page().getByRole('heading', { name: labels.volume, exact: true }).waitFor();
      const data = await apiGet<MerchantDashboard>(page(), `/dashboard/merchant?filter=${filter}`);
      await expectFigures(page(), labels, data);
      await expectBalance(page(), data);
    }
    expect(await page().getByRole('heading', { name: TODAY.volume, exact: true }).count()).toBe(0);
  });

  it(
    'a simulated deposit raises the notification badge and moves the figures live; prints the event-to-screen latency',
    async () => {
      const socket = gatewaySocketReady(page());
      await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
      await socket;
      const before = await apiGet<MerchantDashboard>(page(), '/dashboard/merchant?filter=today');
      await expectBalance(page(), before);
      const { unreadCount } = await apiGet<{ unreadCount: number }>(page(), '/notifications/stats');
      await expect.poll(() => badgeCount(page())).toBe(unreadCount);
      await watchTotalBalance(page());

      // The first deposit: the badge rises (created, then confirmed) and the figures follow.
      await simulateDeposit({ amount: '25.00', outcome: 'exact', confirmAfterMs: 0 });
      await expect.poll(() => badgeCount(page())).toBe(unreadCount + 2);
      const after = await apiGet<MerchantDashboard>(page(), '/dashboard/merchant?filter=today');
      expect(after.totalAmount).toBeCloseTo((before.totalAmount as number) + 24.75, 2);
      expect(after.totalVolume).toBeCloseTo(before.totalVolume + 25, 2);
      await expectBalance(page(), after);
      await expectFigures(page(), TODAY, after);

      // Then one deposit at a time: from the simulator's answer to the new Total Balance in the DOM.
      const fromAnswer: number[] = [];
      const fromCall: number[] = [];
      const started = Date.now();
      while (fromAnswer.length < LIVE_EVENTS && Date.now() - started < LIVE_BUDGET_MS) {
        const seen = (await totalChanges(page())).length;
        const calledAt = Date.now();
        await simulateDeposit({ amount: '10.00', outcome: 'exact', confirmAfterMs: 0 });
        const answeredAt = Date.now();
        await page().waitForFunction(
          (count) => (window as unknown as { e2eTotalChanges: unknown[] }).e2eTotalChanges.length > count,
          seen,
          { timeout: LIVE_SANITY_MS },
        );
        const change = (await totalChanges(page()))[seen];
        fromAnswer.push(change.at - answeredAt);
        fromCall.push(change.at - calledAt);
      }

      const sorted = [...fromAnswer].sort((a, b) => a - b);
      const sortedCall = [...fromCall].sort((a, b) => a - b);
      console.log(`LIVE LATENCY p50=${percentile(sorted, 50)}ms p95=${percentile(sorted, 95)}ms n=${sorted.length} (from the simulator's answer to the new Total Balance on screen; max=${sorted.at(-1)}ms)`);
      console.log(`LIVE LATENCY FROM CALL p50=${percentile(sortedCall, 50)}ms p95=${percentile(sortedCall, 95)}ms n=${sortedCall.length} (from sending the simulator call)`);
      expect(fromAnswer.length).toBeGreaterThanOrEqual(5);
      for (const latency of fromAnswer) expect(latency).toBeLessThan(LIVE_SANITY_MS);

      // Every change was a live update of the same page, and the last one shows the server's figure.
      const final = await apiGet<MerchantDashboard>(page(), '/dashboard/merchant?filter=today');
      await expectBalance(page(), final);
      expect(final.totalAmount).toBeCloseTo((after.totalAmount as number) + 9.9 * fromAnswer.length, 2);
      expect(await page().evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
    },
    180_000,
  );

  it("a signed-in reload paints the dashboard's title and first cards while the admin app is still loading, then the app's own page where they were", async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await statValue(page(), TODAY.volume).waitFor();
    // The admin app's chunk held back: what shows until it comes is the entry's frame (SignedInFrame).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page().route(/\/assets\/AdminApp-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Whether #root is ever empty once painted: react-admin's i18n once rendered nothing first (App.tsx, withLocale).
    await page().addInitScript(() => {
      const flags = window as unknown as { blankAfterPaint?: boolean };
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root?.childElementCount) flags.blankAfterPaint ??= false;
        else if (flags.blankAfterPaint === false) flags.blankAfterPaint = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const today = await apiGet<MerchantDashboard>(page(), '/dashboard/merchant?filter=today');
    await page().reload();
    await page().getByText('Merchant Dashboard', { exact: true }).waitFor();
    // Issue 27: the frame's cards, from the early answers (hidden from assistive technology, so found by text), the
    // page's largest paint among them; the app then draws the same where they were.
    const frameVolume = page().getByText(`${amount(today.totalVolume)}USDT`, { exact: true });
    const frameCount = page().getByText(/^\d+ open payments?$/);
    await frameCount.waitFor();
    const drawn = { volume: await frameVolume.boundingBox(), count: await frameCount.boundingBox(), text: await frameCount.innerText() };
    expect(await page().getByRole('heading', { name: 'Merchant Dashboard' }).count()).toBe(0);
    expect(await page().getByRole('navigation').count()).toBe(0);
    release();
    await page().getByRole('heading', { name: 'Merchant Dashboard' }).waitFor();
    await statValue(page(), TODAY.volume).waitFor();
    const count = page().getByRole('region', { name: 'Needs attention' }).getByText(drawn.text, { exact: true });
    expect({ volume: await statValue(page(), TODAY.volume).boundingBox(), count: await count.boundingBox() }).toEqual({ volume: drawn.volume, count: drawn.count });
    expect(await page().evaluate(() => (window as unknown as { blankAfterPaint?: boolean }).blankAfterPaint)).toBe(false);
    // The frame went with it: one subtitle, the page's.
    expect(await page().getByText('Deposits, payouts and balances of your account at a glance').count()).toBe(1);
  });

  it('ops@ sees no Real-time Balance card but a Create Payment Link button', async () => {
    await signInDirectly(page(), ACCOUNTS.ops, DEMO_PASSWORD);
    // Once the figures are in, every card the role may see has rendered.
    await expect.poll(() => figureOf(statValue(page(), TODAY.volume))).toBe('0.00');
    await expect.poll(() => figureOf(statValue(page(), TODAY.average))).toBe('0.00');
    await button(page(), 'Create Payment Link').waitFor();
    expect(await balanceCard(page()).count()).toBe(0);
    expect(await page().getByText('Total Balance', { exact: true }).count()).toBe(0);
  });

  it('loads with one request per API address', async () => {
    // The seeded deposits' expiry reloads the figures by design (support/liveEvents.ts): those repeats are allowed.
    const live = await listenToLiveEvents(ACCOUNTS.merchant);
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    // The page before the reload has sent its own requests first: a late one must not count here.
    await expect.poll(() => figureOf(balanceFigure(page(), 'Total Balance'))).toMatch(/\d/);
    await page().getByRole('heading', { name: 'Latest Withdrawals' }).waitFor();
    const calls = recordApiRequests(page());
    const heard = live.heard();
    await page().reload();
    await expect.poll(() => figureOf(balanceFigure(page(), 'Total Balance'))).toMatch(/\d/);
    await page().getByRole('heading', { name: 'Latest Withdrawals' }).waitFor();
    // A late duplicate (a second identity read, a refetch on mount) would show up within this settle time.
    await page().waitForTimeout(2000);
    calls.stop();
    live.close();

    const gets = lessEventRepeats(calls.requests.filter((request) => request.method() === 'GET').map(pathAndQuery), live.heard() - heard);
    console.log(`DASHBOARD LOAD GETS ${JSON.stringify(gets)}`);
    expect(gets.filter((url, index) => gets.indexOf(url) !== index)).toEqual([]);
    // The figures, the bell's unread count, the Latest Withdrawals card, the notification
    // preferences (which live events play a sound), the Needs attention card's open count and the
    // merchant's settings, for their time zone (issue 29); the session is read from storage.
    expect([...gets].sort()).toEqual([
      '/api/dashboard/merchant?filter=today',
      '/api/notifications/stats',
      '/api/refund/merchant?page=1&limit=3',
      '/api/user/notifications/preferences',
      '/api/v2/merchant-settings',
      '/api/v2/payment-issues?filter=%7B%22status%22%3A%22open%22%7D&range=%5B0%2C0%5D&sort=%5B%22createdAt%22%2C%22DESC%22%5D',
    ]);
    expect(calls.requests.filter((request) => request.method() !== 'GET').map(pathAndQuery)).toEqual([]);
  });
});
