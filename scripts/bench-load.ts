/**
 * `npm run bench:load`: autocannon against a sandbox on the PostgreSQL server of DATABASE_URL
 * (started here, migrated and seeded on first start), with a signed-in mix of the calls the
 * dashboard makes most: transaction list pages (every tab, page, size and sort), the merchant
 * dashboard for a period, and the bell's unread count. Prints requests/s, p50/p99 latency, errors
 * and non-2xx answers. Figures only: it never fails on them.
 *
 *   DATABASE_URL=postgres://… npm run bench:load -- --connections 100 --duration 60 --json out.json
 *
 * --mix sets each connection's cycle of calls (default list,dashboard,list,stats); one name alone
 * measures that endpoint by itself. --cpu-prof DIR writes the sandbox's CPU profile (warm-up
 * included) to DIR when it stops; summarise it with `node --import tsx scripts/bench/cpuProfile.ts FILE`.
 *
 * Give DATABASE_URL a database of its own, with the main merchant's rows already added (npm run
 * bench does that with the list benchmark at 1M rows); the report counts them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { namedCpuSeconds, processCpuSeconds } from './bench/processCpu';
import { MAIN_MERCHANT, signInToken, startSandbox } from './bench/sandbox';
import { buildDashboardIfStale } from './dashboard-build';

/** Sessions the connections share, as several people of one merchant would have open. */
const SESSIONS: string[] = [...Array<string>(8).fill(MAIN_MERCHANT), 'finance@sandbox.test', 'finance@sandbox.test'];

const LIST_TYPES = ['deposit', 'deposit', 'payout', 'refund'];
const LIST_SORTS = ['newest', 'newest', 'oldest', 'updated'];
const LIST_LIMITS = [10, 10, 25, 50];
const LIST_FILTERS = ['', '', '&filter=last7days', '&filter=last30days', '&status=confirmed'];
const DASHBOARD_FILTERS = ['today', 'today', 'thisWeek', 'thisMonth', 'last3Months', 'currentYear'];

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)];

/** Most people look at the first page; some page on. */
const listPage = () => (Math.random() < 0.5 ? 1 : 2 + Math.floor(Math.random() * 99));

function listPath(): string {
  return `/api/dashboard/transactionList?page=${listPage()}&limit=${pick(LIST_LIMITS)}&type=${pick(LIST_TYPES)}&sort=${pick(LIST_SORTS)}${pick(LIST_FILTERS)}`;
}

/** Each connection keeps one session, handed out in turn; the path is drawn anew for every request. */
function withSession(tokens: string[], nextPath: () => string): Request {
  let handedOut = 0;
  return {
    method: 'GET',
    setupRequest: (request, context: { token?: string }) => {
      context.token ??= tokens[handedOut++ % tokens.length];
      return { ...request, path: nextPath(), headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
    },
  };
}

/**
 * Transactions committed on the database so far: each statement outside a transaction is one. The
 * statistics collector lags by up to a second, which is noise over a run of a minute.
 */
async function databaseWork(databaseUrl: string): Promise<{ transactions: number | null }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_force_next_flush()').catch(() => undefined);
    const { rows } = await client.query<{ commits: string }>('SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()');
    return { transactions: Number(rows[0].commits) };
  } finally {
    await client.end();
  }
}

async function mainMerchantRows(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) AS count FROM transactions t JOIN users u ON u.id = t.merchant_id WHERE lower(u.email) = $1`,
      [MAIN_MERCHANT],
    );
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
}

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    mix: { type: 'string', default: 'list,dashboard,list,stats' },
    json: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const mix = values.mix.split(',');
if (mix.some((name) => !['list', 'dashboard', 'stats'].includes(name))) throw new Error('--mix: a sequence of list, dashboard and stats');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:load runs against PostgreSQL: set DATABASE_URL');
const connections = Number(values.connections);
const duration = Number(values.duration);

await buildDashboardIfStale();
const rows = await mainMerchantRows(databaseUrl).catch(() => 0);
const sandbox = await startSandbox({ databaseUrl, cpuProfileDir: values['cpu-prof'] });
try {
  const tokens: string[] = [];
  for (const email of SESSIONS) tokens.push(await signInToken(sandbox.baseURL, email));
  const paths: Record<string, () => string> = {
    list: listPath,
    dashboard: () => `/api/dashboard/merchant?filter=${pick(DASHBOARD_FILTERS)}`,
    stats: () => '/api/notifications/stats',
  };
  const requests = mix.map((name) => withSession(tokens, paths[name]));
  const run = (seconds: number, count: number) =>
    autocannon({ url: sandbox.baseURL, connections: count, duration: seconds, requests, timeout: 10 });

  // Warms the JIT, the connection pool and PostgreSQL's caches; its figures are not kept.
  if (Number(values.warmup) > 0) await run(Number(values.warmup), 10);
  // CPU per request moves much less than requests/s when something else shares the machine.
  const before = { sandbox: processCpuSeconds(sandbox.process.pid), database: namedCpuSeconds('postgres'), ...(await databaseWork(databaseUrl)) };
  const result = await run(duration, connections);
  const after = { sandbox: processCpuSeconds(sandbox.process.pid), database: namedCpuSeconds('postgres'), ...(await databaseWork(databaseUrl)) };
  const perRequest = (from: number | null, to: number | null, scale: number) =>
    from === null || to === null || result.requests.total === 0 ? null : Math.round(((to - from) * scale * 100) / result.requests.total) / 100;
  const report = {
    createdAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    rows,
    connections,
    durationSeconds: duration,
    sessions: SESSIONS.length,
    mix,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: result.latency.average },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    sandboxCpuMsPerRequest: perRequest(before.sandbox, after.sandbox, 1000),
    databaseCpuMsPerRequest: perRequest(before.database, after.database, 1000),
    statementsPerRequest: perRequest(before.transactions, after.transactions, 1),
  };
  console.log(
    `load: ${connections} connections × ${duration} s on ${rows.toLocaleString('en')} rows: ${report.requestsPerSecond} req/s, ` +
      `p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms, ` +
      `${report.errors} errors (${report.timeouts} timeouts), ${report.non2xx} non-2xx of ${report.requests}`,
  );
  console.log(
    `per request: sandbox CPU ${report.sandboxCpuMsPerRequest ?? '?'} ms, PostgreSQL CPU ${report.databaseCpuMsPerRequest ?? '?'} ms, ` +
      `${report.statementsPerRequest ?? '?'} statements (transactions committed on the database)`,
  );
  if (values.json) {
    mkdirSync(path.dirname(values.json), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  }
} finally {
  await sandbox.stop();
}
