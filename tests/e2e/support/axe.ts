import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { DEMO_PASSWORD } from './accounts';
import { signInDirectly } from './login';
import { simulateDeposit } from './simulate';
import { sandboxContext } from './browser';
import { SHELL_ROUTES } from './navigation';
import { callApi } from './gatewayHttp';
import { sandboxURL } from './sandboxURL';

/**
 * Issue 30's axe suite (tests/e2e/accessibility.*.e2e.ts, one file per part so that both e2e workers share it):
 * axe-core's WCAG 2.0/2.1/2.2 A and AA rules find nothing, of any impact, on the sign-in page in each mode, the
 * payer's pages, every route of the merchant and of an operation user, and the main dialogs open, in both themes
 * at a desktop and a phone width. Each page loads once per width and is scanned in both themes, the system's
 * preference (which the app follows) switched in place.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG 2.5.3 (label in name), an A criterion axe 4.14 still ships as experimental, off unless asked for. */
const EXPERIMENTAL = { 'label-content-name-mismatch': { enabled: true } };
/** Each width gets pages of its own (resized in place, the phone layout would open its menu drawer over the page). */
export const WIDTHS = [1440, 375] as const;

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * `openPage(width)` gives a page of a fresh context of the process's browser, with reduced motion (the app then
 * switches themes and opens dialogs without transitions) and a count of the API requests under way (the socket's
 * long poll aside). The test's contexts close after it.
 */
export function useAxeBrowser(): (width: number) => Promise<{ page: Page; idle: () => Promise<void> }> {
  const opened: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return async (width) => {
    const context = await sandboxContext({ viewport: { width, height: 900 }, colorScheme: 'light', reducedMotion: 'reduce' });
    opened.push(context);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const open = new Set<Request>();
    let changed = Date.now();
    page.on('request', (request) => {
      if (request.url().includes('/socket.io/')) return;
      open.add(request);
      changed = Date.now();
    });
    const done = (request: Request) => {
      if (open.delete(request)) changed = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    /** No request under way for a moment (a screen's next call starts from the previous one's answer), and no spinner or skeleton. */
    const idle = async () => {
      await expect
        .poll(() => (open.size === 0 && Date.now() - changed > 200 ? [] : [...open].map((request) => request.url())), { interval: 50, timeout: 15_000 })
        .toEqual([]);
      await page.waitForFunction(
        // A button's own spinner is a write waiting (a save behind the step-up dialog), not a page still loading.
        () => !document.querySelector('.MuiCircularProgress-indeterminate:not(button *), .MuiLinearProgress-indeterminate, .MuiSkeleton-root'),
      );
    };
    return { page, idle };
  };
}

/**
 * axe-core goes into a page once, not at each scan: AxeBuilder evaluates the 650 KB source it is given twice a scan,
 * and sending and compiling it was about 60% of a scan's CPU (issue 27). The routes change in one document; a reload
 * drops axe, and the next scan puts it back. What AxeBuilder then evaluates is a check that axe is there.
 */
const AXE_IN_PAGE = "if (!('axe' in window)) throw new Error('axe-core is not in the page')";

/**
 * One axe scan of the page, its violations named by where they were found. Every rule runs and reports every
 * violating node; passes and incomplete results name one node each (axe's resultTypes), which a scan of a long
 * list would otherwise serialise and send back by the thousand. Legacy mode runs axe.run in the page itself: the
 * default runs axe in each frame and then again in a blank page it opens for the purpose (to join cross-origin frames'
 * results, and the app has no frames), which took about 1.5 s a scan where axe's own audit takes 0.2 (issue 27).
 */
export async function scan(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_IN_PAGE }).setLegacyMode().options({ rules: EXPERIMENTAL, resultTypes: ['violations'] }).withTags(TAGS).analyze();
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    // The node's selector and, for a readable failure, the start of its markup and why it failed.
    targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} (${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()})`),
  }));
}

/**
 * Scans the page in both themes: first in the one it shows, then in the other, where it stays (the next page starts
 * there: one switch a page). `ready` waits for the page to settle after the switch. Every rule runs in both: the DOM
 * is not quite the same (the theme button's icon; the dashboard's chart), so no rule can be left to one theme.
 */
export async function scanThemes(page: Page, where: string, ready: () => Promise<void>): Promise<Finding[]> {
  const width = page.viewportSize()?.width;
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  // Colours that change through CSS transitions, scanned halfway, would fail contrast; under reduced motion (the
  // contexts' and the app's, src/theme.ts) there are none, and this ends at once.
  const settled = () => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation instanceof CSSAnimation));
  await settled();
  const found = await scan(page, `${where} (${dark ? 'dark' : 'light'}, ${width} px)`);
  await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
  // Two frames: the app re-renders on the media change and the browser restyles.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await ready();
  await settled();
  return [...found, ...(await scan(page, `${where} (${dark ? 'light' : 'dark'}, ${width} px)`))];
}

/**
 * A record grid's cells that cut their content off with no sign of it: the end of an email or an address is simply
 * gone. A cell's content fits, or ends in an ellipsis (RecordGrid's CellText, a `noWrap` line); the column can then
 * be widened. Found at 1440 px in Role Management's Email and the wallet service types' Wallets, and at 375 px in
 * Activity's Time, Event, Actor and Target columns, with the long emails and ids the other e2e files create.
 */
export async function clippedCells(page: Page, where: string): Promise<Finding[]> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.MuiDataGrid-cell')]
      .filter((cell) =>
        [cell, ...cell.querySelectorAll('*')].some((box) => {
          if (box.scrollWidth <= box.clientWidth + 1) return false;
          const style = getComputedStyle(box);
          return style.textOverflow !== 'ellipsis' || style.display.includes('flex');
        }),
      )
      .map((cell) => `${cell.getAttribute('data-field')}: "${cell.textContent}" needs ${cell.scrollWidth} px of ${cell.clientWidth}`),
  );
  const width = page.viewportSize()?.width;
  return clipped.length ? [{ where: `${where} (${width} px)`, rule: 'clipped-grid-cell', impact: 'serious', targets: clipped }] : [];
}

/** The findings, one readable line each, for the assertion's diff. */
export function report(findings: Finding[]): string[] {
  return findings.map(({ where, rule, impact, targets }) => `${where}: ${rule} [${impact}] ${targets.length} node(s): ${targets.join(' | ')}`);
}

/**
 * Opens a route of the signed-in shell in place (hash change) and waits for its heading and its data: the router
 * renders on the hash change, and the page's chunk and calls are requests the idle wait sees.
 */
export async function openRoute(page: Page, idle: () => Promise<void>, route: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), route);
  await idle();
  await page
    .locator('main h1')
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`${route} showed no heading: ${error.message}`);
    });
}

/**
 * The suite of every route of the shell for `account` (a file each, so that both workers share them), at both widths:
 * each route scanned in both themes, and the first record of each list that has a route of its own.
 */
export function describeEveryRoute(account: string): void {
  const openPage = useAxeBrowser();
  describe(`accessibility of every route for ${account} (axe-core, WCAG 2.2 AA)`, { timeout: 600_000 }, () => {
    // An open payment issue, so that the screen has a record to open.
    beforeAll(async () => {
      await simulateDeposit({ amount: '51.17', outcome: 'underpaid', confirmAfterMs: 0 });
    });

    it.each(WIDTHS)(`every route for ${account} at %i px`, async (width) => {
      const { page, idle } = await openPage(width);
      await signInDirectly(page, account, DEMO_PASSWORD, '/permission-demo');
      await idle();
      const findings: Finding[] = [];
      const records: Record<string, string> = { '/payment-issues': '/payment-issues/', '/wallet-service-types': '/wallet-service-types/' };
      const routes = [...SHELL_ROUTES];
      for (const route of routes) {
        await openRoute(page, idle, route);
        findings.push(...(await scanThemes(page, `${account} ${route}`, idle)), ...(await clippedCells(page, `${account} ${route}`)));
        if (!records[route]) continue;
        const id = await page.evaluate(() => document.querySelector('[role="row"][data-id]')?.getAttribute('data-id') ?? document.querySelector('main a[href*="/"][href^="#/"]')?.getAttribute('href')?.split('/').pop() ?? null);
        if (id) routes.push(`${records[route]}${id}`);
      }
      expect(report(findings)).toEqual([]);
    });
  });
}

export async function signInByApi(email: string): Promise<{ token: string; user: { id: string } }> {
  const answer = await callApi<{ token: string; user: { id: string } }>(sandboxURL(), 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
  return answer.body.data;
}
