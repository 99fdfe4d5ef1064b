/**
 * `npm run bench:export -- --deposits 10k,100k`: how long the browser takes to export every deposit
 * to Excel, and whether the page stays responsive meanwhile (the main thread's long tasks, from a
 * PerformanceObserver; the goal is none over 200 ms). For each size it starts from a fresh PGlite
 * folder, adds rows with the large seed until the Deposits tab holds about that many, signs in as
 * merchant@ in Debian's Chromium and exports the Deposits tab. It also prints the CPU seconds the
 * sandbox and each Chromium process and renderer thread used meanwhile (bench/chromiumCpu.ts): on 2
 * cores the export is bound by their sum. Figures only: it never fails on timing.
 *
 * --deposits  deposits to export, e.g. 10k,100k (default 10k). The seed's mix is random, so the
 *             exported count lands within a fraction of a percent of the target; it is reported.
 * --rows      instead of --deposits: rows of every type to add with the large seed.
 * --json      where to write the report, `{ name: 'export', results: [...] }`
 *             (default bench/reports/export-<time>.json).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { parseRowCount } from '../sandbox-api/transactions/largeSeed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, signInAsMerchant } from './bench/chromium';
import { sampleChromiumCpu } from './bench/chromiumCpu';
import { processCpuSeconds } from './bench/processCpu';
import { MAIN_MERCHANT, signInToken, startSandbox } from './bench/sandbox';
import { buildDashboardIfStale } from './dashboard-build';
import { ROOT, runNode, sandboxEnv } from './processes';

/** The large seed's share of deposit-tab rows (deposits and top-ups, sandbox-api/transactions/largeSeed.ts). */
const DEPOSIT_SHARE = 0.62;
/** The goal of issue 7: no main-thread task longer than this while the export runs. */
const LONG_TASK_MS = 200;
/** A task over 50 ms is a long task (RAIL); the excess over 50 ms is its blocking time. */
const BLOCKING_AFTER_MS = 50;
/** The export dialog's text while the file is written (src/i18n/transactions.ts). */
const WRITING = 'Writing the Excel file...';

const { values } = parseArgs({
  options: { deposits: { type: 'string' }, rows: { type: 'string' }, json: { type: 'string' } },
});

function sizesOf(text: string, option: string): number[] {
  return text.split(',').map((part) => {
    const count = parseRowCount(part);
    if (count === null) throw new Error(`--${option} takes sizes like 10k,100k, not "${part}"`);
    return count;
  });
}

type Target = { deposits: number } | { rows: number };
const targets: Target[] = values.rows
  ? sizesOf(values.rows, 'rows').map((rows) => ({ rows }))
  : sizesOf(values.deposits ?? '10k', 'deposits').map((deposits) => ({ deposits }));

interface Result {
  targetDeposits: number | null;
  seededRows: number;
  exportedRows: number;
  /** From Continue to the saved file. */
  seconds: number;
  /** From Continue to the last page read; the rest is writing the file. */
  fetchSeconds: number;
  writeSeconds: number;
  longestTaskMs: number;
  longTasksOver200ms: number;
  longTasks: number;
  totalBlockingMs: number;
  /** CPU seconds during the export: the sandbox's, and Chromium's by process and renderer thread. */
  sandboxCpuSeconds: number | null;
  chromiumCpuSeconds: Record<string, number>;
}

/** The Deposits tab's total for merchant@, as the list call answers it. */
async function depositTotal(dataDir: string): Promise<number> {
  const sandbox = await startSandbox({ dataDir });
  try {
    const token = await signInToken(sandbox.baseURL, MAIN_MERCHANT);
    const response = await fetch(`${sandbox.baseURL}/api/dashboard/transactionList?type=deposit&page=1&limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The deposit list answered ${response.status}`);
    return ((await response.json()) as { data: { total: number } }).data.total;
  } finally {
    await sandbox.stop();
  }
}

async function seedLarge(rows: number, env: NodeJS.ProcessEnv): Promise<void> {
  const code = await runNode(['--import', 'tsx', 'scripts/seed-large.ts', '--transactions', String(rows)], { env });
  if (code !== 0) throw new Error('seed:large failed');
}

/**
 * Records, from now on, every long task of the page's main thread (window.longTasks) and the
 * moment the dialog starts writing the file (window.writingAt, epoch ms): a page of rows can take
 * less time than a poll from here, so the page notes it itself.
 */
function observeExport(page: Page): Promise<void> {
  return page.evaluate((writing) => {
    const w = window as unknown as { longTasks: number[]; writingAt: number | null };
    w.longTasks = [];
    w.writingAt = null;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: false,
    });
    const watcher = new MutationObserver(() => {
      if (!document.querySelector('[role="dialog"]')?.textContent?.includes(writing)) return;
      w.writingAt = performance.timeOrigin + performance.now();
      watcher.disconnect();
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, WRITING);
}

/** Rejects with the export's message when it ends without a file, rather than waiting forever. */
async function failureOf(page: Page): Promise<never> {
  const message = page.getByText(/^(Failed to|No transactions to export|Export cancelled)/).first();
  await message.waitFor();
  throw new Error(`The export ended without a file: ${await message.innerText()}`);
}

async function exportDeposits(baseURL: string, sandboxPid: number | undefined): Promise<Omit<Result, 'targetDeposits' | 'seededRows'>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
    page.setDefaultTimeout(900_000);
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('console', (entry) => {
      if (entry.type() === 'error') console.error(`console: ${entry.text()}`);
    });
    await signInAsMerchant(page);
    await page.goto('/#/transactions');
    await page.getByText(/results?$/).first().waitFor();
    await observeExport(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Export to Excel' });
    const started = Date.now();
    const sandboxCpuAtStart = processCpuSeconds(sandboxPid);
    const chromiumCpu = sampleChromiumCpu();
    const [download] = await Promise.all([
      Promise.race([page.waitForEvent('download'), failureOf(page)]),
      question.getByRole('button', { name: 'Continue' }).click(),
    ]);
    await download.path();
    const done = Date.now();
    const chromiumCpuSeconds = chromiumCpu.stop();
    const sandboxCpuAtEnd = processCpuSeconds(sandboxPid);
    const message = await page.getByText(/transactions exported successfully/).first().innerText();
    const { tasks, writingAt } = await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[]; writingAt: number | null };
      return { tasks: w.longTasks, writingAt: w.writingAt };
    });
    // The file can follow the last page before the dialog ever shows its writing step (the sheet is
    // written while pages arrive): then all of the time is fetching.
    const fetched = writingAt ?? done;
    return {
      exportedRows: Number(/^([\d,]+)/.exec(message)?.[1].replace(/,/g, '') ?? Number.NaN),
      seconds: (done - started) / 1000,
      fetchSeconds: (fetched - started) / 1000,
      writeSeconds: (done - fetched) / 1000,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      longTasksOver200ms: tasks.filter((ms) => ms > LONG_TASK_MS).length,
      longTasks: tasks.length,
      totalBlockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_AFTER_MS), 0)),
      sandboxCpuSeconds: sandboxCpuAtStart === null || sandboxCpuAtEnd === null ? null : sandboxCpuAtEnd - sandboxCpuAtStart,
      chromiumCpuSeconds,
    };
  } finally {
    await browser.close();
  }
}

async function measure(target: Target): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
  // Always PGlite in its own folder: the figure is the browser's, not the database server's.
  const env = sandboxEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    let seededRows: number;
    if ('rows' in target) seededRows = target.rows;
    // The demo data already holds some deposits; the seed adds the rest in its usual mix.
    else seededRows = Math.max(1, Math.ceil((target.deposits - (await depositTotal(dataDir))) / DEPOSIT_SHARE));
    await seedLarge(seededRows, env);
    const sandbox = await startSandbox({ dataDir });
    try {
      const figures = await exportDeposits(sandbox.baseURL, sandbox.process.pid);
      return { targetDeposits: 'deposits' in target ? target.deposits : null, seededRows, ...figures };
    } finally {
      await sandbox.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildDashboardIfStale();
const results: Result[] = [];
for (const target of targets) {
  const result = await measure(target);
  results.push(result);
  console.log(
    `export: ${result.exportedRows.toLocaleString('en')} deposits (+${result.seededRows.toLocaleString('en')} rows seeded) ` +
      `in ${result.seconds.toFixed(1)} s (fetch ${result.fetchSeconds.toFixed(1)} s, write ${result.writeSeconds.toFixed(1)} s); ` +
      `longest main-thread task ${result.longestTaskMs} ms, ${result.longTasksOver200ms} over ${LONG_TASK_MS} ms, ` +
      `${result.longTasks} over ${BLOCKING_AFTER_MS} ms, blocking ${result.totalBlockingMs} ms`,
  );
  const cpu = Object.entries(result.chromiumCpuSeconds).map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`);
  console.log(`  CPU seconds: sandbox ${result.sandboxCpuSeconds?.toFixed(1) ?? '?'}; Chromium ${cpu.join(', ')}`);
}
const file = values.json ?? path.join(ROOT, 'bench', 'reports', `export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ name: 'export', createdAt: new Date().toISOString(), cores: cpus().length, results }, null, 2)}\n`);
console.log(`Report: ${file}`);
