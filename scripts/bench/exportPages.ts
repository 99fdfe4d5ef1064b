/**
 * Where the sandbox's time goes for the export's list pages (issue 17): the browser asks
 * GET /api/dashboard/transactionList?type=deposit&page=N&limit=100 for every page, 4 in flight.
 * This drives the same calls in process, on PGlite (or DATABASE_URL) with the large seed, and
 * splits a page's cost into the whole request (app.inject), listTransactions alone, the page
 * statement as the driver answers it, the statement's execution (EXPLAIN ANALYZE) and JSON.
 *
 *   node --import tsx scripts/bench/exportPages.ts [--rows 160k] [--data DIR] [--pages 1000]
 *
 * --data keeps the seeded PGlite folder to reuse on the next run (default: a fresh temporary one).
 * Add `--cpu-prof` before `--import` for a profile to read with scripts/bench/cpuProfile.ts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../sandbox-api/app';
import { loadConfig } from '../../sandbox-api/config';
import { openDatabase } from '../../sandbox-api/db/connect';
import { seed } from '../../sandbox-api/db/seed';
import { createSecretBox } from '../../sandbox-api/lib/secretBox';
import { addLargeTransactions, parseRowCount } from '../../sandbox-api/transactions/largeSeed';
import type { Queryable } from '../../sandbox-api/db/types';
import { listTransactions, transactionPageJson } from '../../sandbox-api/transactions/transactionList';
import { MAIN_MERCHANT, DEMO_PASSWORD } from './sandbox';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '160k' }, data: { type: 'string' }, pages: { type: 'string' } },
});
const rows = parseRowCount(values.rows) ?? 160_000;
const dataDir = values.data ?? mkdtempSync(path.join(tmpdir(), 'bench-export-pages-'));
const fresh = !existsSync(path.join(dataDir, 'pglite'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, STATIC_DIR: '/nonexistent', DATABASE_URL: process.env.DATABASE_URL });
const { db } = await openDatabase(config);
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

try {
  await seed(db, { secrets: createSecretBox(config.sessionSecret) });
  const { rows: users } = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [MAIN_MERCHANT]);
  const merchantId = users[0].id;
  if (fresh && !config.databaseUrl) {
    const started = Date.now();
    await addLargeTransactions(db, { merchantId, count: rows });
    console.log(`seeded ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const app = await buildApp({ config, db });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: MAIN_MERCHANT, password: DEMO_PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const url = (page: number) => `/api/dashboard/transactionList?type=deposit&page=${page}&limit=100&sort=newest`;
  const first = await app.inject({ method: 'GET', url: url(1), headers: { authorization: `Bearer ${token}` } });
  const { total, totalPages } = (first.json() as { data: { total: number; totalPages: number } }).data;
  const pages = Math.min(totalPages, Number(values.pages ?? totalPages));
  console.log(`${total} deposits, ${totalPages} pages of 100; measuring ${pages}; body ${first.body.length} bytes per page`);

  /** Runs `call` for pages 1..pages, `inFlight` at a time, in page order like the export. */
  const walk = async (inFlight: number, call: (page: number) => Promise<unknown>) => {
    let next = 1;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next <= pages) await call(next++);
      }),
    );
    return ms(started) / pages;
  };

  const query = (page: number) =>
    ({ type: 'deposit', page, limit: 100, sort: 'newest' }) as Parameters<typeof listTransactions>[2];
  for (let round = 0; round < 2; round++) {
    const http = await walk(4, async (page) => {
      const response = await app.inject({ method: 'GET', url: url(page), headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`page ${page}: ${response.statusCode}`);
    });
    let stringify = 0;
    const list = await walk(1, async (page) => {
      const answer = await listTransactions(db, merchantId, query(page));
      const started = process.hrtime.bigint();
      transactionPageJson(answer);
      stringify += ms(started);
    });
    // The same pages again through a database that times its queries and keeps their statements.
    const statements: { sql: string; params: unknown[] }[] = [];
    let inQuery = 0;
    const timed: Queryable = {
      exec: (sql) => db.exec(sql),
      async query<T>(sql: string, params?: unknown[]) {
        statements.push({ sql, params: params ?? [] });
        const started = process.hrtime.bigint();
        try {
          return await db.query<T>(sql, params);
        } finally {
          inQuery += ms(started);
        }
      },
    };
    const listed = await walk(1, (page) => listTransactions(timed, merchantId, query(page)));
    // Each statement's execution inside the database, without sending its rows to the driver.
    let executing = 0;
    for (const { sql, params } of statements) {
      const { rows: plan } = await db.query<{ 'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number }] }>(
        `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`,
        params,
      );
      executing += plan[0]['QUERY PLAN'][0]['Execution Time'] + plan[0]['QUERY PLAN'][0]['Planning Time'];
    }
    console.log(
      `  ${(statements.length / pages).toFixed(2)} statements/page; in db.query ${(inQuery / pages).toFixed(2)} ms/page of which ` +
        `planning + execution ${(executing / pages).toFixed(2)} ms; the rest of listTransactions (mapping, anchors) ` +
        `${((listed * pages - inQuery) / pages).toFixed(2)} ms/page`,
    );
    console.log(
      `round ${round + 1}: app.inject ${http.toFixed(2)} ms/page (4 in flight); listTransactions ${(list - stringify / pages).toFixed(2)} ms/page; ` +
        `answer text ${(stringify / pages).toFixed(2)} ms/page`,
    );
  }
  await app.close();
} finally {
  await db.close();
  if (!values.data) rmSync(dataDir, { recursive: true, force: true });
}
