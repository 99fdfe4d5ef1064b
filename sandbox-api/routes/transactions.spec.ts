import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import type { ListPage } from '../../contract/http';
import type { Transaction } from '../../contract/transactions';
import { buildApp } from '../app';
import type { Db, Queryable } from '../db/types';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

type Query = Record<string, string | number>;

async function list(token: string | null, query: Query = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return h.app.inject({
    method: 'GET',
    url: `/api/dashboard/transactionList?${search}`,
    headers: token ? bearer(token) : {},
  });
}

async function page(token: string, query: Query = {}): Promise<ListPage<Transaction>> {
  const response = await list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { success: boolean; data: ListPage<Transaction> };
  expect(body.success).toBe(true);
  return body.data;
}

/** Every row of a list, read page by page at the largest page size. */
async function everything(token: string, query: Query = {}): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let n = 1; ; n++) {
    const { docs, totalPages } = await page(token, { ...query, page: n, limit: 100 });
    rows.push(...docs);
    if (n >= totalPages) return rows;
  }
}

/** A main merchant of our own, so a test knows every row it can see. */
async function createMerchant(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, $1, 'not-a-password-hash', 'merchant') RETURNING id`,
    [email],
  );
  await db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'sealed')`, [
    rows[0].id,
    `ak_test_${randomUUID()}`,
  ]);
  return rows[0].id;
}

type Columns = Record<string, unknown> & { type: string; created_at: Date };

async function insertTransaction(db: Queryable, merchantId: string, columns: Columns): Promise<string> {
  const row: Record<string, unknown> = {
    merchant_id: merchantId,
    status: 'pending',
    currency_type: 'USDT-TRC20',
    amount: '10',
    transaction_id: `TEST-${randomUUID()}`,
    updated_at: columns.created_at,
    ...columns,
  };
  const names = Object.keys(row);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO transactions (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return rows[0].id;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const DAY = 86_400_000;

describe('GET /api/dashboard/transactionList: access', () => {
  it('answers 401 without a session', async () => {
    const response = await list(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it.each(['super_merchant', 'admin'])('answers 403 to a %s session, whose role lacks transactions-view', async (role) => {
    const email = `${role}-${randomUUID()}@example.test`;
    await h.db.query(`INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'No View', 'x', $2)`, [email, role]);
    const response = await list(await h.loginAs(email));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
  });

  it('shows a merchant only its own rows, never another merchant\'s', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const otherId = await h.userId('other@sandbox.test');
    const now = Date.now();
    const otherRows = await Promise.all(
      ['deposit', 'payout', 'refund'].map((type) =>
        insertTransaction(h.db, otherId, { type, created_at: new Date(now - 60_000), description: 'other merchant' }),
      ),
    );
    const storedTypes = { deposit: ['deposit', 'topup'], payout: ['payout', 'withdrawal', 'withdraw'], refund: ['refund'] };
    for (const [type, stored] of Object.entries(storedTypes)) {
      const { rows } = await h.db.query<{ id: string }>(
        'SELECT id FROM transactions WHERE merchant_id = $1 AND type = ANY($2::text[])',
        [merchantId, stored],
      );
      const seen = await everything(await h.loginAs('merchant@sandbox.test'), { type });
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(ids(seen))).toEqual(new Set(ids(rows)));
      expect(seen.filter((row) => otherRows.includes(row.id))).toEqual([]);

      const theirs = await everything(await h.loginAs('other@sandbox.test'), { type });
      expect(theirs.filter((row) => otherRows.includes(row.id))).toHaveLength(1);
      expect(theirs.filter((row) => new Set(ids(rows)).has(row.id))).toEqual([]);
    }
  });

  it.each(['finance@sandbox.test', 'superops@sandbox.test', 'ops@sandbox.test'])(
    'shows the sub-user %s its main merchant\'s rows',
    async (email) => {
      for (const type of ['deposit', 'payout', 'refund']) {
        const merchant = await page(await h.loginAs('merchant@sandbox.test'), { type, limit: 25 });
        const subUser = await page(await h.loginAs(email), { type, limit: 25 });
        expect(merchant.total).toBeGreaterThan(0);
        expect(subUser).toEqual(merchant);
      }
    },
  );
});

describe('GET /api/dashboard/transactionList: query validation', () => {
  let token: string;
  beforeAll(async () => {
    token = await h.loginAs('merchant@sandbox.test');
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: -2 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ limit: 'abc' }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ type: 'withdrawal' }, 'type'],
    [{ status: 'paid' }, 'status'],
    [{ sort: 'amount' }, 'sort'],
    [{ filter: 'yesterday' }, 'filter'],
    [{ startDate: '31/01/2026', endDate: '2026-02-01' }, 'startDate'],
    [{ startDate: '2026-01-01', endDate: '2026-02-30' }, 'endDate'],
    [{ startDate: '2026-02-10', endDate: '2026-02-01' }, 'endDate'],
  ] as const)('answers 400 naming the field for %o', async (query, field) => {
    const response = await list(token, query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { success: boolean; message: string; errors: { path: string }[] };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(new RegExp(`^${field}: `));
    expect(body.errors.map((error) => error.path)).toEqual([field]);
  });

  it('caps limit at 100', async () => {
    const data = await page(token, { limit: 1000 });
    expect(data.limit).toBe(100);
    expect(data.docs).toHaveLength(100);
    expect(data.totalPages).toBe(Math.ceil(data.total / 100));
  });

  it('defaults to the first page of 10 newest deposits', async () => {
    const data = await page(token);
    expect(data).toMatchObject({ page: 1, limit: 10 });
    expect(data.docs).toHaveLength(10);
    expect(data.docs.every((row) => row.type === 'deposit' || row.type === 'topup')).toBe(true);
    const times = data.docs.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /api/dashboard/transactionList: types, sorts and pages', () => {
  let token: string;
  const rows: Record<string, string> = {};
  const base = Date.now() - 10 * DAY;

  beforeAll(async () => {
    const merchantId = await createMerchant(h.db, 'types@example.test');
    token = await h.loginAs('types@example.test');
    const types = ['deposit', 'topup', 'payout', 'withdrawal', 'withdraw', 'refund'];
    for (const [i, type] of types.entries()) {
      // Updated in the reverse order of creation, so "updated" differs from "newest".
      rows[type] = await insertTransaction(h.db, merchantId, {
        type,
        created_at: new Date(base + i * 60_000),
        updated_at: new Date(base + DAY - i * 60_000),
      });
    }
    // Two payouts created at the same instant: the id decides their order.
    rows.twinA = await insertTransaction(h.db, merchantId, { type: 'payout', created_at: new Date(base + 30 * 60_000) });
    rows.twinB = await insertTransaction(h.db, merchantId, { type: 'payout', created_at: new Date(base + 30 * 60_000) });
    rows.confirmed = await insertTransaction(h.db, merchantId, {
      type: 'payout',
      status: 'completed',
      created_at: new Date(base + 40 * 60_000),
    });
  });

  it('lists deposits and top-ups under deposit, every outgoing type under payout, refunds under refund', async () => {
    const deposit = await page(token, { type: 'deposit' });
    expect(new Set(ids(deposit.docs))).toEqual(new Set([rows.deposit, rows.topup]));
    const payout = await page(token, { type: 'payout' });
    expect(new Set(ids(payout.docs))).toEqual(
      new Set([rows.payout, rows.withdrawal, rows.withdraw, rows.twinA, rows.twinB, rows.confirmed]),
    );
    const refund = await page(token, { type: 'refund' });
    expect(ids(refund.docs)).toEqual([rows.refund]);
    expect([deposit.total, payout.total, refund.total]).toEqual([2, 6, 1]);
  });

  it('filters by status', async () => {
    const completed = await page(token, { type: 'payout', status: 'completed' });
    expect(ids(completed.docs)).toEqual([rows.confirmed]);
    expect(completed.total).toBe(1);
    const none = await page(token, { type: 'refund', status: 'completed' });
    expect(none).toEqual({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 });
  });

  it('sorts newest, oldest and by last update, with the id breaking ties', async () => {
    const [twinLow, twinHigh] = [rows.twinA, rows.twinB].sort();
    const newest = await page(token, { type: 'payout', sort: 'newest' });
    expect(ids(newest.docs)).toEqual([rows.confirmed, twinHigh, twinLow, rows.withdraw, rows.withdrawal, rows.payout]);
    const oldest = await page(token, { type: 'payout', sort: 'oldest' });
    expect(ids(oldest.docs)).toEqual([rows.payout, rows.withdrawal, rows.withdraw, twinLow, twinHigh, rows.confirmed]);
    const updated = await page(token, { type: 'payout', sort: 'updated' });
    expect(ids(updated.docs)).toEqual([rows.payout, rows.withdrawal, rows.withdraw, rows.confirmed, twinHigh, twinLow]);
  });

  it.each(['newest', 'oldest', 'updated'])('pages through %s without gaps or repeats, from either end', async (sort) => {
    const all = await page(token, { type: 'payout', sort, limit: 100 });
    const paged: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const data = await page(token, { type: 'payout', sort, limit: 2, page: n });
      expect(data).toMatchObject({ page: n, limit: 2, total: 6, totalPages: 3 });
      paged.push(...ids(data.docs));
    }
    expect(paged).toEqual(ids(all.docs));
    const lastOfFour = await page(token, { type: 'payout', sort, limit: 4, page: 2 });
    expect(ids(lastOfFour.docs)).toEqual(ids(all.docs).slice(4));
  });

  it('answers a page past the end with no rows and the real total', async () => {
    expect(await page(token, { type: 'payout', page: 4, limit: 2 })).toEqual({
      docs: [],
      page: 4,
      limit: 2,
      total: 6,
      totalPages: 3,
    });
  });
});

describe('GET /api/dashboard/transactionList: date filters', () => {
  let token: string;
  const at: Record<string, string> = {};
  const now = new Date();
  const midnight = (daysBack: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  const localDate = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

  beforeAll(async () => {
    const merchantId = await createMerchant(h.db, 'dates@example.test');
    token = await h.loginAs('dates@example.test');
    const times: Record<string, Date> = {
      today: new Date((midnight(0).getTime() + now.getTime()) / 2),
      yesterdayLastMs: new Date(midnight(0).getTime() - 1),
      sixDaysBack: midnight(6),
      justBeforeSevenDays: new Date(midnight(6).getTime() - 1),
      twentyNineDaysBack: midnight(29),
      justBeforeThirtyDays: new Date(midnight(29).getTime() - 1),
      longAgo: new Date(now.getTime() - 200 * DAY),
    };
    for (const [name, created] of Object.entries(times)) {
      at[name] = await insertTransaction(h.db, merchantId, { type: 'deposit', created_at: created });
    }
  });

  const listed = async (query: Query) => {
    const data = await page(token, { limit: 100, ...query });
    expect(data.total).toBe(data.docs.length);
    return new Set(ids(data.docs));
  };
  const named = (...names: string[]) => new Set(names.map((name) => at[name]));

  it('today starts at the server\'s midnight', async () => {
    expect(await listed({ filter: 'today' })).toEqual(named('today'));
  });

  it('last7days is today and the six days before it', async () => {
    expect(await listed({ filter: 'last7days' })).toEqual(named('today', 'yesterdayLastMs', 'sixDaysBack'));
  });

  it('last30days is today and the 29 days before it', async () => {
    expect(await listed({ filter: 'last30days' })).toEqual(
      named('today', 'yesterdayLastMs', 'sixDaysBack', 'justBeforeSevenDays', 'twentyNineDaysBack'),
    );
  });

  it('custom covers the whole end day and starts at the start day\'s midnight', async () => {
    const range = { filter: 'custom', startDate: localDate(midnight(29)), endDate: localDate(midnight(7)) };
    expect(await listed(range)).toEqual(named('twentyNineDaysBack', 'justBeforeSevenDays'));
    const oneDay = { filter: 'custom', startDate: localDate(midnight(1)), endDate: localDate(midnight(1)) };
    expect(await listed(oneDay)).toEqual(named('yesterdayLastMs'));
  });

  it('applies both dates without filter=custom too', async () => {
    expect(await listed({ startDate: localDate(midnight(6)), endDate: localDate(midnight(0)) })).toEqual(
      named('today', 'yesterdayLastMs', 'sixDaysBack'),
    );
  });

  it('ignores a single date, with or without filter=custom', async () => {
    const everyRow = new Set(Object.values(at));
    expect(await listed({ filter: 'custom', startDate: localDate(midnight(3)) })).toEqual(everyRow);
    expect(await listed({ filter: 'custom', endDate: localDate(midnight(3)) })).toEqual(everyRow);
    expect(await listed({ startDate: localDate(midnight(3)) })).toEqual(everyRow);
  });

  it('lets a preset win over dates', async () => {
    expect(await listed({ filter: 'today', startDate: localDate(midnight(200)), endDate: localDate(midnight(100)) })).toEqual(
      named('today'),
    );
  });
});

describe('GET /api/dashboard/transactionList: date filters in the merchant\'s time zone', () => {
  // 23:30 UTC in June: 01:30 the next day in Berlin (UTC+2), 08:30 the next day in Tokyo (UTC+9).
  const LATE_EVENING = new Date('2026-06-10T23:30:00Z');
  const now = new Date();
  const dayIn = (timeZone: string, at: Date) => at.toLocaleDateString('en-CA', { timeZone });
  /** Tokyo keeps +09:00 all year, so its midnights are written out here, not computed as the server does. */
  const tokyoMidnight = new Date(`${dayIn('Asia/Tokyo', now)}T00:00:00+09:00`);
  const utcMidnight = new Date(`${dayIn('UTC', now)}T00:00:00Z`);
  const localDate = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const merchants: Record<string, { token: string; rows: Record<string, string> }> = {};

  beforeAll(async () => {
    // The same rows for three merchants, one per setting: no zone (the server's), UTC and Tokyo.
    for (const [name, timezone] of [['none', null], ['utc', 'UTC'], ['tokyo', 'Asia/Tokyo']] as const) {
      const email = `zone-${name}-${randomUUID()}@example.test`;
      const merchantId = await createMerchant(h.db, email);
      await h.db.query('UPDATE merchants SET timezone = $2 WHERE id = $1', [merchantId, timezone]);
      const times = {
        lateEvening: LATE_EVENING,
        tokyoMidnight,
        beforeTokyoMidnight: new Date(tokyoMidnight.getTime() - 1),
        utcMidnight,
        beforeUtcMidnight: new Date(utcMidnight.getTime() - 1),
      };
      const rows: Record<string, string> = {};
      for (const [row, created] of Object.entries(times)) rows[row] = await insertTransaction(h.db, merchantId, { type: 'deposit', created_at: created });
      merchants[name] = { token: await h.loginAs(email), rows };
    }
  });

  const listed = async (merchant: string, query: Query) => {
    const data = await page(merchants[merchant].token, { limit: 100, ...query });
    const names = Object.entries(merchants[merchant].rows);
    return new Set(data.docs.map((row) => names.find(([, id]) => id === row.id)?.[0]));
  };
  const day = (date: string) => ({ filter: 'custom', startDate: date, endDate: date });

  it('puts a deposit at 23:30 UTC on its UTC day in UTC, on the next day in Berlin (UTC+2) and Tokyo', async () => {
    expect(await listed('utc', day('2026-06-10'))).toEqual(new Set(['lateEvening']));
    expect(await listed('utc', day('2026-06-11'))).toEqual(new Set());
    expect(await listed('tokyo', day('2026-06-10'))).toEqual(new Set());
    expect(await listed('tokyo', day('2026-06-11'))).toEqual(new Set(['lateEvening']));
    expect(await listed('tokyo', { startDate: '2026-06-09', endDate: '2026-06-11' })).toEqual(new Set(['lateEvening']));
  });

  it('starts today, last7days and last30days at the zone\'s midnight', async () => {
    const tokyoToday = await listed('tokyo', { filter: 'today' });
    expect([tokyoToday.has('tokyoMidnight'), tokyoToday.has('beforeTokyoMidnight')]).toEqual([true, false]);
    const utcToday = await listed('utc', { filter: 'today' });
    expect([utcToday.has('utcMidnight'), utcToday.has('beforeUtcMidnight')]).toEqual([true, false]);
    // Six days back from Tokyo's today: the late evening of 10 June is in only while it is that recent.
    const sixDaysBack = new Date(tokyoMidnight.getTime() - 6 * DAY);
    expect((await listed('tokyo', { filter: 'last7days' })).has('lateEvening')).toBe(LATE_EVENING >= sixDaysBack);
    expect((await listed('tokyo', { filter: 'last7days' })).has('beforeTokyoMidnight')).toBe(true);
  });

  it('keeps the server\'s days for a merchant without a zone, whatever other merchants chose', async () => {
    const serverDay = localDate(LATE_EVENING);
    expect(await listed('none', day(serverDay))).toEqual(new Set(['lateEvening']));
    const serverMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const today = await listed('none', { filter: 'today' });
    expect([today.has('utcMidnight'), today.has('beforeUtcMidnight')]).toEqual([utcMidnight >= serverMidnight, utcMidnight.getTime() - 1 >= serverMidnight.getTime()]);
    expect([today.has('tokyoMidnight'), today.has('beforeTokyoMidnight')]).toEqual([tokyoMidnight >= serverMidnight, tokyoMidnight.getTime() - 1 >= serverMidnight.getTime()]);
  });

  it('follows a zone changed through merchant-settings on the same session', async () => {
    const email = `zone-change-${randomUUID()}@example.test`;
    const merchantId = await createMerchant(h.db, email);
    const id = await insertTransaction(h.db, merchantId, { type: 'deposit', created_at: LATE_EVENING });
    const token = await h.loginAs(email);
    const onDay = async (date: string) => ids((await page(token, { limit: 100, ...day(date) })).docs);
    await h.db.query('UPDATE merchants SET timezone = $2 WHERE id = $1', [merchantId, 'UTC']);
    expect(await onDay('2026-06-10')).toEqual([id]);
    const put = await h.app.inject({ method: 'PUT', url: '/api/v2/merchant-settings', headers: bearer(token), payload: { timezone: 'Europe/Berlin' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await onDay('2026-06-10')).toEqual([]);
    expect(await onDay('2026-06-11')).toEqual([id]);
  });
});

describe('GET /api/dashboard/transactionList: the row', () => {
  it('carries every field of a transaction, camelCase, with numbers and ISO times', async () => {
    const merchantId = await createMerchant(h.db, 'shape@example.test');
    const token = await h.loginAs('shape@example.test');
    const created = new Date(Date.now() - 3 * 3_600_000);
    const later = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
    const depositId = await insertTransaction(h.db, merchantId, {
      type: 'deposit',
      status: 'confirmed',
      currency_type: 'USDT-ERC20',
      amount: '100.50',
      actual_balance: '120.25',
      fee: '1.2025',
      net_amount: '119.0475',
      transaction_id: 'DEP-SHAPE-1',
      wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      email: 'ana@example.com',
      username: 'ana_1',
      first_name: 'Ana',
      last_name: 'Silva',
      phone_number: '+15550100',
      reference_id: 'ORD-1',
      description: 'Online order',
      invoice_no: 'INV-1',
      transaction_hash: '0xabc',
      blockchain_tx_hash: '0xdef',
      created_at: created,
      updated_at: later(5),
      confirmed_at: later(5),
      expires_at: later(10),
    });
    const payoutId = await insertTransaction(h.db, merchantId, {
      type: 'payout',
      status: 'failed',
      amount: '50',
      transaction_id: 'PAY-SHAPE-1',
      client_wallet: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
      admin_notes: 'Broadcast failed',
      admin_transfer_tx_hash: 'aa11',
      blockchain_status: 'failed',
      created_at: created,
      submitted_at: created,
      updated_at: later(2),
      processed_at: later(2),
    });

    const [deposit] = (await page(token, { type: 'deposit' })).docs;
    expect(deposit).toStrictEqual({
      _id: depositId,
      id: depositId,
      type: 'deposit',
      status: 'confirmed',
      amount: 100.5,
      displayAmount: 120.25,
      actualBalance: 120.25,
      fee: 1.2025,
      netAmount: 119.0475,
      currencyType: 'USDT-ERC20',
      createdAt: created.toISOString(),
      submittedAt: null,
      updatedAt: later(5).toISOString(),
      processedAt: null,
      confirmedAt: later(5).toISOString(),
      expiresAt: later(10).toISOString(),
      transactionId: 'DEP-SHAPE-1',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      clientWallet: null,
      wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
      email: 'ana@example.com',
      username: 'ana_1',
      firstName: 'Ana',
      lastName: 'Silva',
      phoneNumber: '+15550100',
      referenceId: 'ORD-1',
      description: 'Online order',
      adminNotes: null,
      transactionHash: '0xabc',
      blockchainTxHash: '0xdef',
      adminTransferData: null,
      invoiceNo: 'INV-1',
      blockchainData: null,
      verificationData: { actualBalance: 120.25 },
      paymentStatus: 'Overpaid',
    } satisfies Transaction);

    const [payout] = (await page(token, { type: 'payout' })).docs;
    expect(payout).toMatchObject({
      _id: payoutId,
      type: 'payout',
      status: 'failed',
      amount: 50,
      displayAmount: 50,
      actualBalance: null,
      fee: 0,
      netAmount: null,
      currencyType: 'USDT-TRC20',
      submittedAt: created.toISOString(),
      processedAt: later(2).toISOString(),
      clientWallet: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
      wallet: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
      adminNotes: 'Broadcast failed',
      adminTransferData: { transactionHash: 'aa11' },
      blockchainData: { network: 'USDT-TRC20', status: 'failed' },
      verificationData: null,
      paymentStatus: null,
    });
  });

  it('derives the payment status of confirmed deposits only', async () => {
    const merchantId = await createMerchant(h.db, 'paid@example.test');
    const token = await h.loginAs('paid@example.test');
    const created = Date.now() - 3_600_000;
    const cases = [
      ['confirmed', '100', 'Exact Paid'],
      ['confirmed', '99.99', 'Underpaid'],
      ['confirmed', '100.000001', 'Overpaid'],
      ['failed', '100', null],
    ] as const;
    for (const [i, [status, actual]] of cases.entries()) {
      await insertTransaction(h.db, merchantId, {
        type: 'deposit',
        status,
        amount: '100',
        actual_balance: actual,
        created_at: new Date(created + i * 1000),
      });
    }
    const { docs } = await page(token, { sort: 'oldest' });
    expect(docs.map((row) => row.paymentStatus)).toEqual(cases.map(([, , expected]) => expected));
  });
});

describe('GET /api/dashboard/transactionList: queries per request', () => {
  it('issues one count and one page query besides the session lookup, whatever the page size, then the page query alone, then nothing for a page already sent, and looks a session up once', async () => {
    let queries = 0;
    const counting: Db = {
      kind: h.db.kind,
      query: (sql, params) => {
        queries += 1;
        return h.db.query(sql, params);
      },
      exec: (sql) => h.db.exec(sql),
      transaction: (fn) => h.db.transaction(fn),
      close: async () => {},
      onChange: (listener) => h.db.onChange(listener),
    };
    const app = await buildApp({ config: h.config, db: counting });
    try {
      const issued = async (token: string, query: string, status = 200) => {
        queries = 0;
        const response = await app.inject({ method: 'GET', url: `/api/dashboard/transactionList?${query}`, headers: bearer(token) });
        expect(response.statusCode).toBe(status);
        return queries;
      };
      // A caller without the permission costs exactly the session lookup: the handler never runs.
      const email = `no-view-${randomUUID()}@example.test`;
      await h.db.query(`INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'No View', 'x', 'super_merchant')`, [email]);
      const noView = await h.loginAs(email);
      expect(await issued(noView, 'type=deposit', 403)).toBe(1);
      // Looked up once, the session is remembered until a change to sessions or users is announced.
      expect(await issued(noView, 'type=deposit', 403)).toBe(0);

      const token = await h.loginAs('merchant@sandbox.test');
      const lists = ['type=deposit&limit=1', 'type=payout&limit=50&sort=updated', 'type=deposit&filter=last7days&status=confirmed'];
      expect(await issued(token, lists[0])).toBe(1 + 2);
      for (const query of lists.slice(1)) expect(await issued(token, query)).toBe(2);
      // Past the end: the count alone.
      expect(await issued(token, 'type=deposit&page=100000')).toBe(1);
      // A page already sent is answered from memory while no transaction of the merchant is written.
      for (const query of lists) expect(await issued(token, query)).toBe(0);
      // Another page of a list already counted, at any page size: its total holds, so the page alone.
      // The export's 100-row pages are read once each, so they are never kept.
      for (const query of ['type=deposit&limit=100', 'type=deposit&limit=10&page=2', 'type=deposit&limit=100', 'type=payout&limit=100&sort=updated']) {
        expect(await issued(token, query)).toBe(1);
      }
      // A write from anywhere gives the merchant's list a new version: counted again.
      await h.db.query(`UPDATE transactions SET updated_at = now() WHERE id = (SELECT id FROM transactions WHERE merchant_id = (SELECT id FROM users WHERE email = 'merchant@sandbox.test') LIMIT 1)`);
      expect(await issued(token, 'type=deposit&limit=1')).toBe(3);
      // A change to a session or a user is announced: the next request looks its session up again,
      // and its page, sent since the write, comes from memory.
      await h.db.query(`UPDATE users SET name = name || ' ' WHERE email = 'merchant@sandbox.test'`);
      expect(await issued(token, 'type=deposit&limit=1')).toBe(1);
      // The merchant's time zone comes with the session: a change to it is announced the same way,
      // and a list with a date filter is then counted in the new zone's days.
      await h.db.query(`UPDATE merchants SET timezone = 'Asia/Tokyo' WHERE id = (SELECT id FROM users WHERE email = 'merchant@sandbox.test')`);
      expect(await issued(token, 'type=deposit&filter=last7days&status=confirmed')).toBe(1 + 2);
      expect(await issued(token, 'type=deposit&filter=last7days&status=confirmed')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
