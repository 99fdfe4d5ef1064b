/**
 * `npm run bench:export -- --rows 10k,100k`: how long the browser takes to export every deposit
 * to Excel, and whether the page stays responsive meanwhile (the longest main-thread task, from a
 * PerformanceObserver). For each size it starts a sandbox on a fresh PGlite folder, adds the rows
 * with the large seed, signs in as merchant@ in Debian's Chromium and exports the Deposits tab.
 * Figures only: it never fails on timing. The report goes to bench/reports/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { parseRowCount } from '../sandbox-api/transactions/largeSeed';
import { buildDashboardIfStale } from './dashboard-build';
import { waitForHealth } from './health';
import { ROOT, SANDBOX_ARGS, exitCodeOf, runNode, spawnNode } from './processes';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10k' } } });
const sizes = values.rows.split(',').map((text) => {
  const count = parseRowCount(text);
  if (count === null) throw new Error(`--rows takes sizes like 10k,100k, not "${text}"`);
  return count;
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Result {
  seededRows: number;
  exportedRows: number;
  seconds: number;
  longestTaskMs: number;
  longTasksOver200ms: number;
}

async function measure(rows: number): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
  // Always PGlite in its own folder: the figure is the browser's, not the database server's.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  try {
    if ((await runNode(['--import', 'tsx', 'scripts/seed-large.ts', '--transactions', String(rows)], { env })) !== 0) {
      throw new Error('seed:large failed');
    }
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const sandbox = spawnNode(SANDBOX_ARGS, { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
    try {
      await waitForHealth(baseURL, sandbox);
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const page = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
        page.setDefaultTimeout(600_000);
        await page.goto('/#/');
        await page.getByLabel(/^Email/).fill('merchant@sandbox.test');
        await page.getByLabel(/^Password(\s*\*)?$/).fill('Sandbox#2026');
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.waitForURL(/#\/dashboard$/);
        await page.goto('/#/transactions');
        await page.getByText(/results?$/).first().waitFor();
        await page.evaluate(() => {
          const w = window as unknown as { longTasks: number[] };
          w.longTasks = [];
          new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
            type: 'longtask',
            buffered: false,
          });
        });
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        const question = page.getByRole('dialog', { name: 'Export to Excel' });
        const started = Date.now();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          question.getByRole('button', { name: 'Continue' }).click(),
        ]);
        await download.path();
        const seconds = (Date.now() - started) / 1000;
        const message = await page.getByText(/transactions exported successfully/).first().innerText();
        const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
        return {
          seededRows: rows,
          exportedRows: Number(/^([\d,]+)/.exec(message)?.[1].replace(/,/g, '') ?? Number.NaN),
          seconds,
          longestTaskMs: Math.round(Math.max(0, ...tasks)),
          longTasksOver200ms: tasks.filter((ms) => ms > 200).length,
        };
      } finally {
        await browser.close();
      }
    } finally {
      sandbox.kill('SIGTERM');
      await exitCodeOf(sandbox);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildDashboardIfStale();
const results: Result[] = [];
for (const rows of sizes) {
  const result = await measure(rows);
  results.push(result);
  console.log(
    `export: +${rows.toLocaleString('en')} rows seeded → ${result.exportedRows.toLocaleString('en')} deposits in ${result.seconds.toFixed(1)} s; ` +
      `longest main-thread task ${result.longestTaskMs} ms, ${result.longTasksOver200ms} over 200 ms`,
  );
}
const reports = path.join(ROOT, 'bench', 'reports');
mkdirSync(reports, { recursive: true });
const file = path.join(reports, `export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ cores: cpus().length, results }, null, 2));
console.log(`Report: ${file}`);
