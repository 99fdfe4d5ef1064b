/**
 * `node --import tsx scripts/bench-live.ts --events 20 --json out.json`: live latency, from the
 * simulator's event to the updated figure on screen. A sandbox on PGlite starts here, Debian's
 * Chromium signs in as merchant@ and waits for its socket, then one simulated deposit at a time,
 * a MutationObserver in the page stamps the moment the Total Balance text changes. Prints p50 and
 * p95, from the simulator's answer and from sending its call. Figures only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, signInAsMerchant } from './bench/chromium';
import { startSandbox } from './bench/sandbox';
import { percentile } from './bench/stats';
import { buildDashboardIfStale } from './dashboard-build';

const CHANGE_TIMEOUT_MS = 10_000;
/** The first load on a busy machine (or while another build replaces dist/) can take a while. */
const LOAD_TIMEOUT_MS = 90_000;

/** Resolves once the page's socket.io websocket has heard the server, so no event is missed. */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname.startsWith('/socket.io/')) socket.once('framereceived', () => resolve());
    });
  });
}

/**
 * Keeps every new Total Balance text with the time it reached the DOM, from inside the page. A
 * string, not a function: tsx names inner functions with a helper the page does not have.
 */
const WATCH_TOTAL_BALANCE = `(() => {
  const read = () => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Total Balance')?.nextElementSibling?.textContent ?? null;
  const changes = [];
  let last = read();
  new MutationObserver(() => {
    const text = read();
    if (text === last) return;
    last = text;
    changes.push(Date.now());
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  window.benchChanges = changes;
})()`;

const changeCount = (page: Page) => page.evaluate(() => (window as unknown as { benchChanges: number[] }).benchChanges.length);
const changeAt = (page: Page, index: number) => page.evaluate((i) => (window as unknown as { benchChanges: number[] }).benchChanges[i], index);

async function simulateDeposit(baseURL: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/sandbox/simulate/deposit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: '10.00', outcome: 'exact', confirmAfterMs: 0 }),
  });
  if (response.status !== 201) throw new Error(`The simulator answered ${response.status}`);
}

const { values } = parseArgs({ options: { events: { type: 'string', default: '20' }, json: { type: 'string' } } });
const events = Number(values.events);

await buildDashboardIfStale();
const sandbox = await startSandbox();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
try {
  const page = await (await browser.newContext({ baseURL: sandbox.baseURL, viewport: { width: 1366, height: 900 } })).newPage();
  const socket = socketReady(page);
  await signInAsMerchant(page, { timeout: LOAD_TIMEOUT_MS });
  await page.locator('dt', { hasText: /^Total Balance$/ }).waitFor({ timeout: LOAD_TIMEOUT_MS });
  await socket;
  await page.evaluate(WATCH_TOTAL_BALANCE);

  const fromAnswer: number[] = [];
  const fromCall: number[] = [];
  for (let i = 0; i < events; i++) {
    const seen = await changeCount(page);
    const calledAt = Date.now();
    await simulateDeposit(sandbox.baseURL);
    const answeredAt = Date.now();
    await page.waitForFunction((count) => (window as unknown as { benchChanges: number[] }).benchChanges.length > count, seen, {
      timeout: CHANGE_TIMEOUT_MS,
    });
    const at = await changeAt(page, seen);
    fromAnswer.push(at - answeredAt);
    fromCall.push(at - calledAt);
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
  };
  const report = {
    createdAt: new Date().toISOString(),
    cpus: cpus().length,
    events,
    fromAnswerMs: summary(fromAnswer),
    fromCallMs: summary(fromCall),
    samples: { fromAnswer, fromCall },
  };
  console.log(
    `live: ${events} events, simulator answer → screen p50 ${report.fromAnswerMs.p50} ms, p95 ${report.fromAnswerMs.p95} ms; ` +
      `simulator call → screen p50 ${report.fromCallMs.p50} ms, p95 ${report.fromCallMs.p95} ms`,
  );
  if (values.json) {
    mkdirSync(path.dirname(values.json), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  }
} finally {
  await browser.close();
  await sandbox.stop();
}
