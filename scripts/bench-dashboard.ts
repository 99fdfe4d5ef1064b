/**
 * `node --import tsx scripts/bench-dashboard.ts`: latency of GET /api/dashboard/merchant at large row counts (issue 4:
 * p95 under 50 ms for the main merchant at 1M transactions on PostgreSQL), measured through the
 * whole app (`app.inject`: auth hook, validation, every query, serialization), without the network.
 * Prints p50/p95/p99 per case and the EXPLAIN ANALYZE plans of the two heavy statements (the
 * year's volume and the all-time balance), and writes a JSON report to bench/reports/. It reports
 * figures; it never passes or fails.
 *
 *   node --import tsx scripts/bench-dashboard.ts --rows 1m --engines postgres --iterations 100
 *
 * --rows       size to measure; the main demo merchant is topped up to it with seed:large's generator
 *              (default 1m).
 * --engines    pglite (an on-disk PGlite in --data-dir, default .data/bench, kept between runs)
 *              and/or postgres (DATABASE_URL: give it a database of its own, rows are added to it).
 *              Default: postgres when DATABASE_URL is set, else pglite.
 * --json       where to write the JSON report (default bench/reports/<name>-<time>.json).
 * --iterations measured requests per case, after a warm-up pass (default 100).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DashboardQuery } from '../contract/dashboard';
import { buildApp, type SandboxApp } from '../sandbox-api/app';
import { createSession } from '../sandbox-api/auth/sessions';
import { loadConfig, type Config } from '../sandbox-api/config';
import { balanceStatement } from '../sandbox-api/dashboard/balance';
import { periodWindow } from '../sandbox-api/dashboard/period';
import { volumeStatement } from '../sandbox-api/dashboard/volume';
import { migrate } from '../sandbox-api/db/migrate';
import { createPgDb } from '../sandbox-api/db/pg';
import { createPgliteDb } from '../sandbox-api/db/pglite';
import { seed } from '../sandbox-api/db/seed';
import type { Db } from '../sandbox-api/db/types';
import { createSecretBox } from '../sandbox-api/lib/secretBox';
import { addLargeTransactions, parseRowCount } from '../sandbox-api/transactions/largeSeed';

type Engine = 'pglite' | 'postgres';

interface CaseResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const MAIN_MERCHANT = 'merchant@sandbox.test';
const REPORTS_DIR = 'bench/reports';

function options() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '1m' },
      engines: { type: 'string' },
      iterations: { type: 'string', default: '100' },
      'data-dir': { type: 'string', default: '.data/bench' },
      json: { type: 'string' },
    },
  });
  const rows = parseRowCount(values.rows);
  const iterations = Number(values.iterations);
  const engines = (values.engines ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')).split(',');
  if (rows === null || !Number.isInteger(iterations) || iterations < 1) {
    throw new Error('Usage: node --import tsx scripts/bench-dashboard.ts [--rows 1m] [--engines pglite,postgres] [--iterations 100]');
  }
  if (engines.some((engine) => engine !== 'pglite' && engine !== 'postgres')) throw new Error('--engines: pglite and/or postgres');
  if (engines.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--engines postgres needs DATABASE_URL');
  return { rows, engines: engines as Engine[], iterations, dataDir: path.resolve(values['data-dir'], 'pglite'), json: values.json };
}

function localDate(daysBack: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysBack);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Every period for the main merchant, a 90-day range, and the two sub-user variants. */
const CASES: [string, string, string][] = [
  ['today', MAIN_MERCHANT, 'filter=today'],
  ['yesterday', MAIN_MERCHANT, 'filter=yesterday'],
  ['thisWeek', MAIN_MERCHANT, 'filter=thisWeek'],
  ['thisMonth', MAIN_MERCHANT, 'filter=thisMonth'],
  ['last3Months', MAIN_MERCHANT, 'filter=last3Months'],
  ['last6Months', MAIN_MERCHANT, 'filter=last6Months'],
  ['currentYear', MAIN_MERCHANT, 'filter=currentYear'],
  ['range 90 days', MAIN_MERCHANT, `filter=range&startDate=${localDate(120)}&endDate=${localDate(30)}`],
  ['finance@ currentYear', 'finance@sandbox.test', 'filter=currentYear'],
  ['ops@ currentYear', 'ops@sandbox.test', 'filter=currentYear'],
];

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 100) / 100;

async function measure(app: SandboxApp, token: string, name: string, query: string, iterations: number): Promise<CaseResult> {
  const request = () => app.inject({ method: 'GET', url: `/api/dashboard/merchant?${query}`, headers: { authorization: `Bearer ${token}` } });
  const first = await request();
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)), max: round(times[times.length - 1]) };
}

/** The plans of the two heavy statements: the year's volume and the all-time balance. */
async function plans(db: Db, merchantId: string): Promise<{ volume: string; balance: string }> {
  const explain = async ({ sql, params }: { sql: string; params: unknown[] }) =>
    (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows.map((row) => row['QUERY PLAN']).join('\n');
  const year = periodWindow(DashboardQuery.parse({ filter: 'currentYear' }), new Date());
  return { volume: await explain(volumeStatement(merchantId, year)), balance: await explain(balanceStatement(merchantId)) };
}

async function benchEngine(engine: Engine, size: number, iterations: number, dataDir: string, config: Config) {
  const db = engine === 'postgres' ? await createPgDb({ url: process.env.DATABASE_URL! }) : await createPgliteDb({ dataDir });
  try {
    await migrate(db);
    await seed(db, { secrets: createSecretBox(config.sessionSecret) });
    const userId = async (email: string) =>
      (await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [email])).rows[0].id;
    const merchantId = await userId(MAIN_MERCHANT);
    const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM transactions WHERE merchant_id = $1', [merchantId]);
    const missing = size - rows[0].count;
    const seedStarted = performance.now();
    if (missing > 0) {
      console.log(`[${engine}] adding ${missing.toLocaleString('en')} transactions to reach ${size.toLocaleString('en')}...`);
      await addLargeTransactions(db, { merchantId, count: missing });
    }
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    const { rows: version } = await db.query<{ version: string }>('SELECT version()');
    const app = await buildApp({ config, db });
    try {
      const tokens = new Map<string, string>();
      for (const [, email] of CASES) {
        if (!tokens.has(email)) {
          tokens.set(email, (await createSession(db, { userId: await userId(email), rememberMe: false, ip: '127.0.0.1', userAgent: 'bench' })).token);
        }
      }
      // A pass over every case first, so the first measured one does not pay for warming caches and the JIT.
      for (const [name, email, query] of CASES) await measure(app, tokens.get(email)!, name, query, 3);
      const cases: CaseResult[] = [];
      for (const [name, email, query] of CASES) cases.push(await measure(app, tokens.get(email)!, name, query, iterations));
      const run = { engine, server: version[0].version.split(' on ')[0], rows: Math.max(size, rows[0].count), seedSeconds, cases, plans: await plans(db, merchantId) };
      const width = Math.max(...cases.map((result) => result.name.length));
      console.log(`\n${engine} (${run.server}), ${size.toLocaleString('en')} rows, ${iterations} requests per case, ms:`);
      console.log(`  ${'case'.padEnd(width)}  ${'p50'.padStart(7)}  ${'p95'.padStart(7)}  ${'p99'.padStart(7)}  ${'max'.padStart(7)}`);
      for (const result of cases) {
        console.log(`  ${result.name.padEnd(width)}  ${[result.p50, result.p95, result.p99, result.max].map((ms) => ms.toFixed(2).padStart(7)).join('  ')}`);
      }
      console.log(`\nVolume of the current year:\n${run.plans.volume}\n\nAll-time balance:\n${run.plans.balance}`);
      return run;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

const { rows, engines, iterations, dataDir, json } = options();
// The route's own behaviour, without the static dashboard or request logging.
const config = loadConfig({ ...process.env, STATIC_DIR: path.join(dataDir, 'no-static') });
const runs = [];
for (const engine of engines) runs.push(await benchEngine(engine, rows, iterations, dataDir, config));

const file = json ?? path.join(REPORTS_DIR, `dashboard-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ createdAt: new Date().toISOString(), node: process.version, cpus: cpus().length, iterations, runs }, null, 2)}\n`);
console.log(`\nReport: ${file}`);
