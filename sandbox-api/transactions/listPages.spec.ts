import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../contract/http';
import { TransactionListQuery, type Transaction } from '../../contract/transactions';
import type { Queryable } from '../db/types';
import { bearer, useHarness } from '../test/harness';
import { TRANSACTION_JSON } from './transactionJson';
import { listTransactions } from './transactionList';

/**
 * Every page of the list, as GET /dashboard/transactionList answers it (a deferred join over the
 * list indexes, deep pages read from the far end), is exactly the page a plain
 * `ORDER BY ... OFFSET ... LIMIT` over the table gives: same rows, same order, same fields.
 * The rows share created and updated times in groups, so the id tie-break decides page edges.
 * Pages after the first start from the rows of pages already served (pageAnchors.ts): in any order
 * and after any write, they are still exactly the plain query's.
 */
const h = useHarness();

const HOUR = 3_600_000;
const TYPES = { deposit: ['deposit', 'topup'], payout: ['payout', 'withdrawal', 'withdraw'] } as const;
const ROW_TYPES = ['deposit', 'topup', 'payout', 'withdrawal', 'withdraw'];
const STATUSES = ['pending', 'confirmed', 'completed'];
const ORDERS = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  updated: 'updated_at DESC, id DESC',
} as const;
const LIMIT = 3;
const ROWS = 90;

/** The rows of a page as listTransactions answers them: the items of the answer's JSON array. */
const rowsOf = (docs: string) => JSON.parse(`[${docs}]`) as Transaction[];

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('GET /api/dashboard/transactionList: pages match a plain ORDER BY ... OFFSET ... LIMIT', () => {
  let token: string;
  let merchantId: string;
  // Midnight (server time) ten days ago; the rows span the seven and a half days after it.
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 10);
  const rangeFrom = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 2);
  const rangeBefore = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 6);
  const custom = { filter: 'custom', startDate: localDate(rangeFrom), endDate: localDate(new Date(rangeBefore.getTime() - HOUR)) };

  beforeAll(async () => {
    const email = `pages-${randomUUID()}@example.test`;
    const { rows } = await h.db.query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, role) VALUES ($1, $1, 'not-a-password-hash', 'merchant') RETURNING id`,
      [email],
    );
    merchantId = rows[0].id;
    await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'sealed')`, [
      merchantId,
      `ak_test_${randomUUID()}`,
    ]);
    token = await h.loginAs(email);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      // Six rows per created time (every type, so two or more in each list), and updated times
      // shared by eight or nine rows each.
      const created = new Date(start.getTime() + Math.floor(i / 6) * 12 * HOUR);
      const updated = new Date(start.getTime() + ((i * 7) % 11) * 13 * HOUR);
      const row = [merchantId, ROW_TYPES[i % 5], STATUSES[Math.floor(i / 2) % 3], 'USDT-TRC20', String(i + 1), `PAGES-${i}`, created, updated];
      tuples.push(`(${row.map((value) => `$${values.push(value)}`).join(', ')})`);
    }
    await h.db.query(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, created_at, updated_at)
       VALUES ${tuples.join(', ')}`,
      values,
    );
  });

  async function reference(type: keyof typeof TYPES, sort: keyof typeof ORDERS, status: string | null, range: boolean, offset: number) {
    const params: unknown[] = [merchantId, TYPES[type]];
    const where = [`merchant_id = $1`, `type = ANY($2)`];
    if (status) where.push(`status = $${params.push(status)}`);
    if (range) where.push(`created_at >= $${params.push(rangeFrom)}`, `created_at < $${params.push(rangeBefore)}`);
    const { rows: counted } = await h.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM transactions WHERE ${where.join(' AND ')}`,
      params,
    );
    const { rows } = await h.db.query<{ doc: Transaction }>(
      `SELECT ${TRANSACTION_JSON} AS doc FROM transactions WHERE ${where.join(' AND ')}
       ORDER BY ${ORDERS[sort]} OFFSET $${params.push(offset)} LIMIT $${params.push(LIMIT)}`,
      params,
    );
    return { total: counted[0].count, docs: rows.map((row) => row.doc) };
  }

  const cases = (['deposit', 'payout'] as const).flatMap((type) =>
    (['newest', 'oldest', 'updated'] as const).flatMap((sort) =>
      [
        { status: null, range: false },
        { status: 'pending', range: false },
        { status: null, range: true },
        { status: 'pending', range: true },
      ].map((filter) => ({ type, sort, ...filter })),
    ),
  );

  /** Page n of the list as GET /dashboard/transactionList answers it. */
  async function page(query: Record<string, string>, n: number) {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/dashboard/transactionList?${new URLSearchParams({ ...query, page: String(n) })}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: ListPage<Transaction> };
    return { total: data.total, totalPages: data.totalPages, docs: data.docs };
  }

  it.each(cases)('$type, sort $sort, status $status, date range $range: every page', async ({ type, sort, status, range }) => {
    const query: Record<string, string> = { type, sort, limit: String(LIMIT), ...(status ? { status } : {}), ...(range ? custom : {}) };
    const { total } = await reference(type, sort, status, range, 0);
    const totalPages = Math.ceil(total / LIMIT);
    // Enough rows that the pages split tie groups and the far half is read from the end.
    expect(totalPages).toBeGreaterThanOrEqual(2);
    for (let n = 1; n <= totalPages; n++) {
      const expected = await reference(type, sort, status, range, (n - 1) * LIMIT);
      expect({ page: n, ...(await page(query, n)) }).toEqual({ page: n, total: expected.total, totalPages, docs: expected.docs });
    }
  });

  it('answers pages asked in any order, each twice, from the rows of the pages around them', async () => {
    for (const [type, sort, status] of [
      ['deposit', 'newest', null],
      ['payout', 'updated', 'pending'],
    ] as const) {
      const query: Record<string, string> = { type, sort, limit: String(LIMIT), ...(status ? { status } : {}) };
      const { total } = await reference(type, sort, status, false, 0);
      const pages = Math.ceil(total / LIMIT);
      const order = [pages, 1, Math.ceil(pages / 2), Math.ceil(pages / 2) + 1, 2, pages - 1, Math.ceil(pages / 2) - 1, 3];
      for (const n of [...order, ...order.reverse()]) {
        const { total: answered, docs } = await page(query, n);
        expect({ n, total: answered, docs }).toEqual({ n, ...(await reference(type, sort, status, false, (n - 1) * LIMIT)) });
      }
    }
  });

  it('answers the next page exactly after a transaction is added, changed or removed between pages', async () => {
    const walks = [
      { type: 'deposit', sort: 'newest', status: null },
      { type: 'deposit', sort: 'updated', status: null },
      { type: 'payout', sort: 'oldest', status: 'confirmed' },
    ] as const;
    const writes = [
      // A new deposit ahead of every page read so far: each later row moves one place down.
      () =>
        h.db.query(
          `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, created_at, updated_at)
           VALUES ($1, 'deposit', 'confirmed', 'USDT-TRC20', '5', $2, now(), now())`,
          [merchantId, `PAGES-NEW-${randomUUID()}`],
        ),
      // The oldest payout becomes confirmed and the oldest deposit is the latest updated.
      () =>
        h.db.query(
          `UPDATE transactions SET status = 'confirmed', updated_at = now()
            WHERE id IN (SELECT id FROM transactions WHERE merchant_id = $1 AND type IN ('payout', 'deposit') ORDER BY created_at, id LIMIT 2)`,
          [merchantId],
        ),
      // The newest rows go.
      () =>
        h.db.query(`DELETE FROM transactions WHERE id IN (SELECT id FROM transactions WHERE merchant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 2)`, [
          merchantId,
        ]),
    ];
    for (const write of writes) {
      for (const { type, sort, status } of walks) {
        const query: Record<string, string> = { type, sort, limit: String(LIMIT), ...(status ? { status } : {}) };
        for (const n of [1, 2, 3]) await page(query, n);
        await write();
        for (const n of [4, 3]) {
          const { total: answered, docs } = await page(query, n);
        expect({ n, total: answered, docs }).toEqual({ n, ...(await reference(type, sort, status, false, (n - 1) * LIMIT)) });
        }
      }
    }
  });

  it('reads each page of a walk from the previous page’s last row, not past every row before it', async () => {
    // The statements the list sends, through the same database.
    const statements: { sql: string; params: unknown[] }[] = [];
    const recording: Queryable = {
      query: (sql, params) => {
        statements.push({ sql, params: params ?? [] });
        return h.db.query(sql, params);
      },
      exec: (sql) => h.db.exec(sql),
    };
    const query = TransactionListQuery.parse({ type: 'deposit', sort: 'newest', limit: String(LIMIT) });
    const { total } = await reference('deposit', 'newest', null, false, 0);
    const pages = Math.ceil(total / LIMIT);
    for (let n = 1; n <= pages; n++) {
      statements.length = 0;
      const { docs } = await listTransactions(recording, merchantId, { ...query, page: n });
      expect(rowsOf(docs)).toEqual((await reference('deposit', 'newest', null, false, (n - 1) * LIMIT)).docs);
      const pageStatement = statements.find((statement) => statement.sql.includes('UNION ALL'));
      // Each branch's LIMIT: the rows it walks. From page 2 on, one row (the anchor) plus the page,
      // or, for the last page, the rows of that page read from the end.
      const branchLimit = Number(pageStatement?.params[Number(/LIMIT \$(\d+)/.exec(pageStatement.sql)?.[1]) - 1]);
      expect({ n, walked: branchLimit <= LIMIT + 1 }).toEqual({ n, walked: true });
    }
  });
});

describe('GET /api/dashboard/transactionList: a list already counted', () => {
  it('is one statement per page until a transaction of the merchant is written, then counted again', async () => {
    const email = `counted-${randomUUID()}@example.test`;
    const { rows } = await h.db.query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, role) VALUES ($1, $1, 'not-a-password-hash', 'merchant') RETURNING id`,
      [email],
    );
    const merchantId = rows[0].id;
    await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'sealed')`, [
      merchantId,
      `ak_test_${randomUUID()}`,
    ]);
    const insert = (count: number) =>
      h.db.query(
        `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id)
         SELECT $1, 'deposit', 'confirmed', 'USDT-TRC20', '5', 'COUNTED-' || gen_random_uuid() FROM generate_series(1, $2::int)`,
        [merchantId, count],
      );
    await insert(7);
    const statements: string[] = [];
    // The statements the list sends, through the same database (another instance writes to it directly).
    const recording: Queryable = {
      query: (sql, params) => {
        statements.push(sql);
        return h.db.query(sql, params);
      },
      exec: (sql) => h.db.exec(sql),
    };
    const visit = async (page: number) => {
      statements.length = 0;
      const query = TransactionListQuery.parse({ type: 'deposit', limit: '5', page: String(page) });
      const { total, docs } = await listTransactions(recording, merchantId, query);
      return { total, rows: rowsOf(docs).length, statements: statements.length };
    };

    expect(await visit(1)).toEqual({ total: 7, rows: 5, statements: 2 });
    expect(await visit(2)).toEqual({ total: 7, rows: 2, statements: 1 });
    expect(await visit(1)).toEqual({ total: 7, rows: 5, statements: 1 });
    await insert(2);
    // The page read with the old total sees the new version: counted again, then read.
    expect(await visit(2)).toEqual({ total: 9, rows: 4, statements: 3 });
    expect(await visit(1)).toEqual({ total: 9, rows: 5, statements: 1 });
    await h.db.query(`DELETE FROM transactions WHERE merchant_id = $1`, [merchantId]);
    expect(await visit(1)).toEqual({ total: 0, rows: 0, statements: 2 });
  });
});
