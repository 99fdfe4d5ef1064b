/**
 * `npm run bench:lighthouse`: Lighthouse (desktop preset) on the login page and the signed-in
 * dashboard, in Debian's Chromium, against a sandbox started here on PGlite with the built
 * dashboard. Prints Performance, Accessibility, Best Practices, LCP, TBT and CLS per page (the
 * median run by Performance), and the audits that cost Accessibility or Best Practices points.
 * Figures only: it never fails on a score.
 *
 *   npm run bench:lighthouse -- --runs 3 --json bench-results/lighthouse.json
 *
 * With --json, the median run of each page is also saved whole (lighthouse-login.lhr.json,
 * lighthouse-dashboard.lhr.json), for the Lighthouse viewer.
 *
 * The dashboard is audited signed in: Playwright, attached to the same Chromium over CDP, signs
 * in once with Remember me (the session then lives in localStorage, authProvider/session.ts), and
 * Lighthouse runs with its storage reset turned off, after the HTTP cache is cleared.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, signInAsMerchant } from './bench/chromium';
import { startSandbox } from './bench/sandbox';
import { round } from './bench/stats';
import type { FailingAudit, LighthousePage } from './bench/report';
import { buildDashboardIfStale } from './dashboard-build';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** What an audit's details point at: a selector, a snippet or a URL per item, the first few. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    return String(node?.snippet ?? node?.selector ?? item.url ?? item.description ?? JSON.stringify(item).slice(0, 160));
  });
}

function failingAudits(lhr: Lhr): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        failing.push({ category, id: ref.id, title: audit.title, items: itemsOf(audit.details) });
      }
    }
  }
  return failing;
}

/** The median run by Performance, as Lighthouse's own guidance on variance suggests. */
const medianRun = (lhrs: Lhr[]) => [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(lhrs.length / 2)];

function summarize(page: string, url: string, lhrs: Lhr[]): LighthousePage {
  const lhr = medianRun(lhrs);
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, savingsMs: round((audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0, 0) }))
    .filter((opportunity) => opportunity.savingsMs > 0);
  return {
    page,
    url,
    runs: lhrs.length,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint'), 0),
    tbtMs: round(numeric(lhr, 'total-blocking-time'), 0),
    cls: round(numeric(lhr, 'cumulative-layout-shift'), 3),
    fcpMs: round(numeric(lhr, 'first-contentful-paint'), 0),
    each: lhrs.map((run) => ({
      performance: score(run, 'performance'),
      lcpMs: round(numeric(run, 'largest-contentful-paint'), 0),
      tbtMs: round(numeric(run, 'total-blocking-time'), 0),
      fcpMs: round(numeric(run, 'first-contentful-paint'), 0),
    })),
    failing: failingAudits(lhr),
    opportunities,
  };
}

async function audit(url: string, port: number, signedIn: boolean, attempt = 1): Promise<Lhr> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: signedIn },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // On a loaded machine the trace now and then misses the navigation's start; Lighthouse's advice is to run again.
  if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return audit(url, port, signedIn, attempt + 1);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** Playwright attached to chrome-launcher's Chromium, for one action; detaching leaves the browser running. */
async function withPage(port: number, action: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await action(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Signs in through the login page with Remember me, so that the session outlives the tab. */
function signInWithRememberMe(port: number, baseURL: string): Promise<void> {
  return withPage(port, async (page) => {
    await signInAsMerchant(page, { url: `${baseURL}/#/`, rememberMe: true });
  });
}

/** Lighthouse keeps the HTTP cache along with the storage; each signed-in run starts cold all the same. */
function clearHttpCache(port: number): Promise<void> {
  return withPage(port, async (page) => {
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  });
}

/** Each page's summary, and its median run's full result (for the Lighthouse viewer). */
async function benchLighthouse(runs: number): Promise<{ page: LighthousePage; lhr: Lhr }[]> {
  await buildDashboardIfStale();
  const sandbox = await startSandbox();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const loginUrl = `${sandbox.baseURL}/#/`;
    const login: Lhr[] = [];
    for (let i = 0; i < runs; i++) login.push(await audit(loginUrl, chrome.port, false));
    const dashboardUrl = `${sandbox.baseURL}/#/dashboard`;
    const dashboard: Lhr[] = [];
    await signInWithRememberMe(chrome.port, sandbox.baseURL);
    for (let i = 0; i < runs; i++) {
      await clearHttpCache(chrome.port);
      const lhr = await audit(dashboardUrl, chrome.port, true);
      if (!lhr.finalDisplayedUrl.endsWith('#/dashboard')) throw new Error(`The dashboard audit ended on ${lhr.finalDisplayedUrl}, not signed in`);
      dashboard.push(lhr);
    }
    return [
      { page: summarize('login', loginUrl, login), lhr: medianRun(login) },
      { page: summarize('dashboard (signed in)', dashboardUrl, dashboard), lhr: medianRun(dashboard) },
    ];
  } finally {
    chrome.kill();
    await sandbox.stop();
  }
}

function printLighthouse(pages: LighthousePage[]): void {
  for (const page of pages) {
    console.log(
      `lighthouse ${page.page}: Performance ${page.performance}, Accessibility ${page.accessibility}, Best Practices ${page.bestPractices}, ` +
        `LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls} (median of ${page.runs})`,
    );
    const each = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'fcpMs') => page.each.map((run) => run[key]).join(' ');
    console.log(`  every run: Performance ${each('performance')}; FCP ${each('fcpMs')}; LCP ${each('lcpMs')}; TBT ${each('tbtMs')}`);
    for (const failing of page.failing) console.log(`  ${failing.category}: ${failing.id} (${failing.title}) ${failing.items.join(' | ')}`);
  }
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, json: { type: 'string' } } });
const audited = await benchLighthouse(Number(values.runs));
const pages = audited.map(({ page }) => page);
printLighthouse(pages);
if (values.json) {
  mkdirSync(path.dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ createdAt: new Date().toISOString(), pages }, null, 2)}\n`);
  for (const { page, lhr } of audited) {
    const name = page.page.split(' ')[0];
    writeFileSync(values.json.replace(/\.json$/, `-${name}.lhr.json`), JSON.stringify(lhr));
  }
}
