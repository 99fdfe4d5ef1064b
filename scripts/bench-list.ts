/**
 * `npm run bench:list`: latency of GET /api/dashboard/transactionList at large row counts, measured
 * through the whole app (`app.inject`: auth hook, validation, both queries, serialization), without
 * the network. Prints p50/p95/p99 per case and the EXPLAIN ANALYZE plans of the slowest case, and
 * writes a JSON report to bench/reports/. It reports figures; it never passes or fails.
 *
 *   npm run bench:list -- --rows 100k,1m --engines pglite,postgres --iterations 50
 *
 * --rows       sizes to measure, ascending; the main demo merchant is topped up to each size
 *              with seed:large's generator (default 100k).
 * --engines    pglite (an on-disk PGlite in --data-dir, default .data/bench, kept between runs)
 *              and/or postgres (DATABASE_URL: give it a database of its own, rows are added to it).
 *              Default: pglite, plus postgres when DATABASE_URL is set.
 * --json       where to write the JSON report (default bench/reports/<name>-<time>.json).
 * --iterations measured requests per case, after 3 warm-up requests (default 50).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { TransactionListQuery } from '../contract/transactions';
import { buildApp, type SandboxApp } from '../sandbox-api/app';
import { createSession } from '../sandbox-api/auth/sessions';
import { loadConfig, type Config } from '../sandbox-api/config';
import { migrate } from '../sandbox-api/db/migrate';
import { createPgDb } from '../sandbox-api/db/pg';
import { createPgliteDb } from '../sandbox-api/db/pglite';
import { seed } from '../sandbox-api/db/seed';
import type { Db } from '../sandbox-api/db/types';
import { createSecretBox } from '../sandbox-api/lib/secretBox';
import { createdRange } from '../sandbox-api/transactions/dateRange';
import { addLargeTransactions, parseRowCount } from '../sandbox-api/transactions/largeSeed';
import { countStatement, pageStatement, STORED_TYPES } from '../sandbox-api/transactions/listQuery';
import { pageWindow } from '../sandbox-api/transactions/pageAnchors';

type Engine = 'pglite' | 'postgres';

interface CaseResult {
  name: string;
  query: string;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

interface Run {
  engine: Engine;
  server: string;
  rows: number;
  seedSeconds: number;
  cases: CaseResult[];
  slowest: { name: string; query: string; countPlan: string; pagePlan: string };
}

const MAIN_MERCHANT = 'merchant@sandbox.test';
const WARM_UP = 3;
const REPORTS_DIR = 'bench/reports';

function options() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '100k' },
      engines: { type: 'string' },
      iterations: { type: 'string', default: '50' },
      'data-dir': { type: 'string', default: '.data/bench' },
      json: { type: 'string' },
    },
  });
  const sizes = values.rows.split(',').map(parseRowCount);
  const iterations = Number(values.iterations);
  const engines = (values.engines ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
  if (sizes.some((size) => size === null) || !Number.isInteger(iterations) || iterations < 1) {
    throw new Error('Usage: npm run bench:list -- [--rows 100k,1m] [--engines pglite,postgres] [--iterations 50]');
  }
  if (engines.some((engine) => engine !== 'pglite' && engine !== 'postgres')) throw new Error('--engines: pglite and/or postgres');
  if (engines.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--engines postgres needs DATABASE_URL');
  return {
    sizes: (sizes as number[]).sort((a, b) => a - b),
    engines: engines as Engine[],
    iterations,
    dataDir: path.resolve(values['data-dir'], 'pglite'),
    json: values.json,
  };
}

function localDate(daysBack: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysBack);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** First page, pages 50 and 100, last page, each type, filter and sort, status filters, export-sized pages. */
function cases(lastPage: number): [string, string][] {
  const custom = `filter=custom&startDate=${localDate(120)}&endDate=${localDate(30)}`;
  return [
    ['deposits page 1', 'type=deposit&page=1'],
    ['deposits page 50', 'type=deposit&page=50'],
    ['deposits page 100', 'type=deposit&page=100'],
    ['deposits last page', `type=deposit&page=${lastPage}`],
    ['payouts page 1', 'type=payout&page=1'],
    ['payouts page 50', 'type=payout&page=50'],
    ['refunds page 1', 'type=refund&page=1'],
    ['today', 'type=deposit&filter=today'],
    ['last7days', 'type=deposit&filter=last7days'],
    ['last30days', 'type=deposit&filter=last30days'],
    ['last30days page 50', 'type=deposit&filter=last30days&page=50'],
    ['custom range', `type=deposit&${custom}`],
    ['custom range page 50', `type=payout&${custom}&page=50`],
    ['sort newest', 'type=deposit&sort=newest'],
    ['sort oldest', 'type=deposit&sort=oldest'],
    ['sort updated', 'type=deposit&sort=updated'],
    ['sort updated page 50', 'type=deposit&sort=updated&page=50'],
    ['status confirmed', 'type=deposit&status=confirmed'],
    ['status confirmed page 50', 'type=deposit&status=confirmed&page=50'],
    ['status api_failed, updated, page 50', 'type=deposit&status=api_failed&sort=updated&page=50'],
    ['status pending, last7days', 'type=payout&status=pending&filter=last7days'],
    ['export page 1 (limit 100)', 'type=deposit&limit=100&page=1'],
    ['export page 100 (limit 100)', 'type=deposit&limit=100&page=100'],
    ['export page 1000 (limit 100)', 'type=deposit&limit=100&page=1000'],
  ];
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

type ListRequest = (query: string) => Promise<LightMyRequestResponse>;

function listRequest(app: SandboxApp, token: string): ListRequest {
  return (query) =>
    app.inject({ method: 'GET', url: `/api/dashboard/transactionList?${query}`, headers: { authorization: `Bearer ${token}` } });
}

async function measure(list: ListRequest, name: string, query: string, iterations: number): Promise<CaseResult> {
  let total = 0;
  for (let i = 0; i < WARM_UP; i++) {
    const response = await list(query);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    total = (response.json() as { data: { total: number } }).data.total;
  }
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await list(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    query,
    total,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    mean: round(times.reduce((sum, t) => sum + t, 0) / times.length),
    max: round(times[times.length - 1]),
  };
}

/** The two statements the route runs for a query, each with EXPLAIN (ANALYZE, BUFFERS). */
async function explain(db: Db, merchantId: string, query: string): Promise<{ countPlan: string; pagePlan: string }> {
  const parsed = TransactionListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const filter = { merchantId, types: STORED_TYPES[parsed.type], status: parsed.status ?? null, ...createdRange(parsed, new Date()) };
  const plan = async (sql: string, params: unknown[]) => {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const count = countStatement(filter);
  const { rows } = await db.query<{ total: number }>(count.sql, count.params);
  const total = rows[0].total;
  const offset = (parsed.page - 1) * parsed.limit;
  const page = offset < total ? pageStatement(filter, parsed.sort, pageWindow(total, parsed.page, parsed.limit)) : null;
  return {
    countPlan: await plan(count.sql, count.params),
    pagePlan: page ? await plan(page.sql, page.params) : '(past the end: no page query)',
  };
}

async function connect(engine: Engine, dataDir: string): Promise<Db> {
  if (engine === 'postgres') return createPgDb({ url: process.env.DATABASE_URL! });
  return createPgliteDb({ dataDir });
}

async function benchEngine(engine: Engine, sizes: number[], iterations: number, dataDir: string, config: Config): Promise<Run[]> {
  const db = await connect(engine, dataDir);
  const runs: Run[] = [];
  try {
    await migrate(db);
    await seed(db, { secrets: createSecretBox(config.sessionSecret) });
    const { rows: users } = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [MAIN_MERCHANT]);
    const merchantId = users[0].id;
    const { rows: versions } = await db.query<{ version: string }>('SELECT version()');
    const app = await buildApp({ config, db });
    try {
      const { token } = await createSession(db, { userId: merchantId, rememberMe: false, ip: '127.0.0.1', userAgent: 'bench' });
      for (const size of sizes) {
        const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM transactions WHERE merchant_id = $1', [merchantId]);
        const missing = size - rows[0].count;
        const seedStarted = performance.now();
        if (missing > 0) {
          console.log(`[${engine}] adding ${missing.toLocaleString('en')} transactions to reach ${size.toLocaleString('en')}...`);
          await addLargeTransactions(db, { merchantId, count: missing });
        }
        const seedSeconds = round((performance.now() - seedStarted) / 1000);
        const list = listRequest(app, token);
        const { totalPages } = ((await list('type=deposit')).json() as { data: { totalPages: number } }).data;
        // One pass over every case first, so the first measured case does not pay for warming
        // the JIT, the caches and the connection pool.
        for (const [, query] of cases(totalPages)) await list(query);
        const results: CaseResult[] = [];
        for (const [name, query] of cases(totalPages)) results.push(await measure(list, name, query, iterations));
        const slowest = results.reduce((worst, result) => (result.p95 > worst.p95 ? result : worst));
        runs.push({
          engine,
          server: versions[0].version,
          rows: Math.max(size, rows[0].count),
          seedSeconds,
          cases: results,
          slowest: { name: slowest.name, query: slowest.query, ...(await explain(db, merchantId, slowest.query)) },
        });
        print(runs[runs.length - 1], iterations);
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
  return runs;
}

function print(run: Run, iterations: number): void {
  const width = Math.max(...run.cases.map((result) => result.name.length));
  console.log(`\n${run.engine} (${run.server.split(' on ')[0]}), ${run.rows.toLocaleString('en')} rows, ${iterations} requests per case, ms:`);
  console.log(`  ${'case'.padEnd(width)}  ${'total'.padStart(9)}  ${'p50'.padStart(7)}  ${'p95'.padStart(7)}  ${'p99'.padStart(7)}`);
  for (const result of run.cases) {
    const cells = [result.p50, result.p95, result.p99].map((ms) => ms.toFixed(2).padStart(7));
    console.log(`  ${result.name.padEnd(width)}  ${String(result.total).padStart(9)}  ${cells.join('  ')}`);
  }
  console.log(`\nSlowest by p95: ${run.slowest.name} (${run.slowest.query})`);
  console.log(`Count:\n${run.slowest.countPlan}\nPage:\n${run.slowest.pagePlan}`);
}

const { sizes, engines, iterations, dataDir, json } = options();
// The route's own behaviour, without the static dashboard or request logging.
const config = loadConfig({ ...process.env, STATIC_DIR: path.join(dataDir, 'no-static') });
const runs: Run[] = [];
for (const engine of engines) runs.push(...(await benchEngine(engine, sizes, iterations, dataDir, config)));

const file = json ?? path.join(REPORTS_DIR, `transaction-list-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(file), { recursive: true });
const report = { createdAt: new Date().toISOString(), node: process.version, cpus: cpus().length, iterations, runs };
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nReport: ${file}`);
