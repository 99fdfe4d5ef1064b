import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardQuery, type DashboardData, type DashboardPeriod } from '../../contract/dashboard';
import { buildApp, type SandboxApp } from '../app';
import type { AuthUser } from '../auth/sessions';
import { merchantBalance } from '../dashboard/balance';
import { merchantDashboard } from '../dashboard/merchantDashboard';
import { anotherInstanceDb, bearer, useHarness } from '../test/harness';

const h = useHarness();

/** A fixed "now" for the period figures: Wednesday 11 March 2026, 00:05 in the server's zone. */
const NOW = new Date(2026, 2, 11, 0, 5, 0);
const at = (month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0, year = 2026) =>
  new Date(year, month - 1, day, hours, minutes, seconds, ms);

interface FixtureRow {
  type?: string;
  status?: string;
  network?: 'USDT-TRC20' | 'USDT-ERC20';
  amount: string;
  actual?: string | null;
  fee?: string;
  net?: string | null;
  createdAt: Date;
}

/**
 * The hand-computed fixture: a fresh merchant with a small known set of rows around the period
 * boundaries of NOW. Deposits are confirmed on TRC20 unless the row says otherwise.
 */
const ROWS: Record<string, FixtureRow> = {
  todayMidnight: { amount: '100.10', actual: '100.10', fee: '1.00', net: '99.10', createdAt: at(3, 11) },
  todayOverpaid: { amount: '50.00', actual: '55.555', createdAt: at(3, 11, 0, 4, 59) },
  todayApprovedNoActual: { status: 'approved', amount: '5.00', actual: null, createdAt: at(3, 11, 0, 1) },
  afterNow: { amount: '77.00', actual: '77.00', createdAt: at(3, 11, 0, 5, 1) },
  todayInitiated: { status: 'initiated', amount: '999.00', actual: null, createdAt: at(3, 11, 0, 2) },
  todayExpired: { status: 'expired', amount: '888.00', actual: null, createdAt: at(3, 11, 0, 3) },
  yesterdayLast: { amount: '20.00', actual: '19.99', createdAt: at(3, 10, 23, 59, 59, 999) },
  yesterdayFirst: { amount: '30.00', actual: '30.00', createdAt: at(3, 10) },
  monday: { amount: '10.00', actual: '10.00', createdAt: at(3, 9, 12) },
  sundayBefore: { amount: '7.00', actual: '7.00', createdAt: at(3, 8, 23, 59, 59) },
  firstOfMonth: { amount: '3.00', actual: '3.00', createdAt: at(3, 1) },
  february: { network: 'USDT-ERC20', amount: '1000.00', actual: '1000.00', createdAt: at(2, 28, 23, 59) },
  threeMonthsAgo: { amount: '200.00', actual: '200.00', createdAt: at(12, 11, 0, 0, 0, 0, 2025) },
  justBeforeThreeMonths: { amount: '300.00', actual: '300.00', createdAt: at(12, 10, 23, 59, 59, 0, 2025) },
  lastYear: { amount: '400.00', actual: '400.00', createdAt: at(12, 31, 23, 0, 0, 0, 2025) },
  topup: { type: 'topup', network: 'USDT-ERC20', amount: '20.00', actual: '20.00', createdAt: at(3, 5) },
  payoutCompleted: { type: 'payout', status: 'completed', amount: '100.00', fee: '1.00', net: '99.00', createdAt: at(3, 2) },
  payoutPending: { type: 'payout', status: 'pending', amount: '50.00', fee: '1.00', net: '49.00', createdAt: at(3, 10, 8) },
  payoutRejected: { type: 'payout', status: 'rejected', amount: '70.00', fee: '1.00', net: '69.00', createdAt: at(3, 3) },
  refundCompleted: { type: 'refund', status: 'completed', amount: '10.00', createdAt: at(3, 4) },
};

const EXPECTED: Record<Exclude<DashboardPeriod, 'range'>, { totalVolume: number; avgTransaction: number }> = {
  // 100.10 + 55.555 + 5.00 = 160.655 over 3 deposits: the half cent rounds up.
  today: { totalVolume: 160.66, avgTransaction: 53.55 },
  // 19.99 + 30.00 = 49.99 over 2: 24.995 rounds to 25.00.
  yesterday: { totalVolume: 49.99, avgTransaction: 25 },
  // today + yesterday + Monday = 220.645 over 6.
  thisWeek: { totalVolume: 220.65, avgTransaction: 36.77 },
  // + Sunday 7 + the 1st 3 = 230.645 over 8.
  thisMonth: { totalVolume: 230.65, avgTransaction: 28.83 },
  // + February 1000 + 11 December 200 + 31 December 400 = 1830.645 over 11.
  last3Months: { totalVolume: 1830.65, avgTransaction: 166.42 },
  // + 10 December 300 = 2130.645 over 12.
  last6Months: { totalVolume: 2130.65, avgTransaction: 177.55 },
  // this month + February = 1230.645 over 9.
  currentYear: { totalVolume: 1230.65, avgTransaction: 136.74 },
};

/**
 * Balances of the fixture, all-time. Credited (net, else actual, else amount) of settled incoming
 * rows: TRC20 99.10 + 55.555 + 5 + 77 + 19.99 + 30 + 10 + 7 + 3 + 200 + 300 + 400 = 1206.645;
 * ERC20 1000 + 20 (top-up) = 1020. Left: payout 100 + refund 10 (TRC20); on its way: payout 50.
 * Fees: the first deposit's 1.00 and the completed payout's 1.00.
 */
const BALANCE = { totalAmount: 2116.65, availableBalance: 2066.65, feeAmt: 2 };

let fixture: { merchantId: string; email: string; ids: Record<string, string> };

async function createFixtureMerchant(): Promise<typeof fixture> {
  const email = `fixture-${randomUUID().slice(0, 8)}@sandbox.test`;
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'Fixture Merchant', 'not-a-hash', 'merchant') RETURNING id`,
    [email],
  );
  const merchantId = rows[0].id;
  await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'not-a-secret')`, [merchantId, `ak_${merchantId}`]);
  await h.db.query(
    `INSERT INTO wallets (merchant_id, network, address) VALUES ($1, 'USDT-TRC20', $2), ($1, 'USDT-ERC20', $3)`,
    [merchantId, `T-fixture-${merchantId}`, `0x-fixture-${merchantId}`],
  );
  const ids: Record<string, string> = {};
  // One statement for all rows, as a bulk insert: the sums triggers see them as one batch.
  const values = Object.entries(ROWS).map(([name, row]) => {
    ids[name] = randomUUID();
    return {
      id: ids[name],
      type: row.type ?? 'deposit',
      status: row.status ?? (row.type === 'payout' || row.type === 'refund' ? 'completed' : 'confirmed'),
      currency_type: row.network ?? 'USDT-TRC20',
      amount: row.amount,
      actual_balance: row.actual ?? null,
      fee: row.fee ?? '0',
      net_amount: row.net ?? null,
      transaction_id: `FIX-${name}-${merchantId.slice(0, 8)}`,
      created_at: row.createdAt.toISOString(),
    };
  });
  await h.db.query(
    `INSERT INTO transactions (id, merchant_id, type, status, currency_type, amount, actual_balance, fee, net_amount, transaction_id, created_at, updated_at)
     SELECT id, $1, type, status, currency_type, amount, actual_balance, fee, net_amount, transaction_id, created_at, created_at
       FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, type text, status text, currency_type text, amount numeric,
            actual_balance numeric, fee numeric, net_amount numeric, transaction_id text, created_at timestamptz)`,
    [merchantId, JSON.stringify(values)],
  );
  return { merchantId, email, ids };
}

function mainUser(merchantId: string): AuthUser {
  return {
    id: merchantId,
    role: 'merchant',
    merchantId,
    isSubUser: false,
    parentUser: null,
    merchantTimeZone: null,
    email: fixture.email,
    name: 'Fixture Merchant',
    sessionId: randomUUID(),
    sessionExpiresAt: new Date(NOW.getTime() + 3_600_000),
    sessionExtended: false,
    rememberMe: false,
  };
}

const figuresAt = (filter: DashboardPeriod, now = NOW, dates: { startDate?: string; endDate?: string } = {}) =>
  merchantDashboard(h.db, mainUser(fixture.merchantId), DashboardQuery.parse({ filter, ...dates }), now);

async function get(email: string, query: string) {
  return h.app.inject({ method: 'GET', url: `/api/dashboard/merchant?${query}`, headers: bearer(await h.loginAs(email)) });
}

beforeAll(async () => {
  fixture = await createFixtureMerchant();
});

describe('dashboard figures of each period (fixed now, hand-computed fixture)', () => {
  for (const [filter, expected] of Object.entries(EXPECTED)) {
    it(`${filter}: volume and average to the cent`, async () => {
      const data = await figuresAt(filter as DashboardPeriod);
      expect({ totalVolume: data.totalVolume, avgTransaction: data.avgTransaction }).toEqual(expected);
      // The series adds up to the period, day by day.
      const seriesCents = data.series.reduce((sum, point) => sum + Math.round(point.volume * 100), 0);
      expect(Math.abs(seriesCents - Math.round(data.totalVolume * 100))).toBeLessThanOrEqual(data.series.length);
    });
  }

  it('today against yesterday around midnight', async () => {
    // One millisecond before midnight the last row of yesterday still belongs to "today".
    const beforeMidnight = await figuresAt('today', at(3, 10, 23, 59, 59, 999));
    expect(beforeMidnight.totalVolume).toBe(49.99);
    const atMidnight = await figuresAt('today', at(3, 11));
    expect(atMidnight.totalVolume).toBe(100.1);
    expect((await figuresAt('yesterday', at(3, 11))).totalVolume).toBe(49.99);
  });

  it('thisWeek starts on Monday: the Sunday before is left out', async () => {
    const data = await figuresAt('thisWeek');
    expect(data.series).toEqual([
      { date: '2026-03-09', volume: 10 },
      { date: '2026-03-10', volume: 49.99 },
      { date: '2026-03-11', volume: 160.66 },
    ]);
  });

  it('range includes its end day whole', async () => {
    const data = await figuresAt('range', NOW, { startDate: '2026-03-09', endDate: '2026-03-10' });
    expect(data).toMatchObject({ totalVolume: 59.99, avgTransaction: 20 });
    expect(data.series).toEqual([
      { date: '2026-03-09', volume: 10 },
      { date: '2026-03-10', volume: 49.99 },
    ]);
    expect((await figuresAt('range', NOW, { startDate: '2025-12-10', endDate: '2025-12-10' })).totalVolume).toBe(300);
  });

  it('balances are all-time, net of fees, with pending payouts held back from the available balance', async () => {
    const data = await figuresAt('today');
    expect({ totalAmount: data.totalAmount, availableBalance: data.availableBalance, feeAmt: data.feeAmt }).toEqual(BALANCE);
    expect(data.wallet).toEqual([
      { walletNetwork: 'USDT-TRC20', walletAddress: `T-fixture-${fixture.merchantId}` },
      { walletNetwork: 'USDT-ERC20', walletAddress: `0x-fixture-${fixture.merchantId}` },
    ]);
    expect(await merchantBalance(h.db, fixture.merchantId)).toEqual({
      total: '2116.645000',
      available: '2066.645000',
      fee: '2.000000',
      byNetwork: {
        'USDT-TRC20': { total: '1096.645000', available: '1046.645000', fee: '2.000000' },
        'USDT-ERC20': { total: '1020.000000', available: '1020.000000', fee: '0.000000' },
      },
    });
  });

  it('the 5 newest deposits and the 5 newest payouts, in the shapes of 000 section 3', async () => {
    const { recentTransactions } = await figuresAt('today');
    expect(recentTransactions.deposits.map((row) => row._id)).toEqual(
      ['afterNow', 'todayOverpaid', 'todayExpired', 'todayInitiated', 'todayApprovedNoActual'].map((name) => fixture.ids[name]),
    );
    expect(recentTransactions.deposits[1]).toEqual({
      _id: fixture.ids.todayOverpaid,
      amount: 50,
      actualBalance: 55.555,
      status: 'confirmed',
      createdAt: ROWS.todayOverpaid.createdAt.toISOString(),
      walletAddress: null,
      currencyType: 'USDT-TRC20',
    });
    expect(recentTransactions.withdrawals.map((row) => row._id)).toEqual(
      ['payoutPending', 'payoutRejected', 'payoutCompleted'].map((name) => fixture.ids[name]),
    );
    expect(Object.keys(recentTransactions.withdrawals[0]).sort()).toEqual(['_id', 'amount', 'clientWallet', 'createdAt', 'currencyType', 'status']);
  });

  it('follows later changes of the rows: a confirmation, an amount correction, a deletion', async () => {
    // The whole of 11 March, seen the next day: 160.655 + 77 (the row after NOW) = 237.655.
    const wholeDay = async () => (await figuresAt('yesterday', at(3, 12, 12))).totalVolume;
    expect(await wholeDay()).toBe(237.66);
    await h.db.query(`UPDATE transactions SET status = 'confirmed', actual_balance = 999 WHERE id = $1`, [fixture.ids.todayInitiated]);
    expect(await wholeDay()).toBe(1236.66);
    await h.db.query(`UPDATE transactions SET actual_balance = 1000 WHERE id = $1`, [fixture.ids.todayInitiated]);
    expect(await wholeDay()).toBe(1237.66);
    await h.db.query(`DELETE FROM transactions WHERE id = $1`, [fixture.ids.todayInitiated]);
    expect(await wholeDay()).toBe(237.66);
    expect((await figuresAt('today')).totalAmount).toBe(BALANCE.totalAmount);
  });
});

describe('GET /api/dashboard/merchant', () => {
  it('answers the fixture merchant over HTTP with its own figures only', async () => {
    const response = await get(fixture.email, 'filter=range&startDate=2026-03-09&endDate=2026-03-10');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; data: DashboardData };
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ totalVolume: 59.99, avgTransaction: 20, ...BALANCE });
  });

  it('needs a session', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/dashboard/merchant?filter=today' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required. Please log in again.' });
  });

  it('answers 400 for a range without both dates, or backwards, and for an unknown period', async () => {
    const merchant = 'merchant@sandbox.test';
    const missing = await get(merchant, 'filter=range');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('startDate: is required when filter is range; endDate: is required when filter is range');
    expect((await get(merchant, 'filter=range&startDate=2026-03-01')).json().message).toBe('endDate: is required when filter is range');
    const backwards = await get(merchant, 'filter=range&startDate=2026-03-02&endDate=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('endDate: must not be before startDate');
    expect((await get(merchant, 'filter=lastWeek')).statusCode).toBe(400);
    expect((await get(merchant, 'filter=range&startDate=2026-13-01&endDate=2026-12-01')).statusCode).toBe(400);
  });

  it('zeroes volume and average for the sub-user roles, and shows balances only with balance-view', async () => {
    const merchant = (await get('merchant@sandbox.test', 'filter=last6Months')).json().data as DashboardData;
    expect(merchant.totalVolume).toBeGreaterThan(0);
    expect(merchant.avgTransaction).toBeGreaterThan(0);
    expect(merchant.totalAmount).toBeGreaterThan(0);
    expect(merchant.wallet).toHaveLength(2);

    const finance = (await get('finance@sandbox.test', 'filter=last6Months')).json().data as DashboardData;
    expect(finance).toMatchObject({ totalVolume: 0, avgTransaction: 0 });
    expect(finance.series.every((point) => point.volume === 0)).toBe(true);
    // sub_merchant holds balance-view: the merchant's own balances.
    expect(finance).toMatchObject({
      totalAmount: merchant.totalAmount,
      availableBalance: merchant.availableBalance,
      feeAmt: merchant.feeAmt,
      wallet: merchant.wallet,
    });
    expect(finance.recentTransactions).toEqual(merchant.recentTransactions);

    for (const email of ['ops@sandbox.test', 'superops@sandbox.test']) {
      const data = (await get(email, 'filter=last6Months')).json().data as DashboardData;
      expect(data).toMatchObject({ totalVolume: 0, avgTransaction: 0 });
      for (const key of ['totalAmount', 'availableBalance', 'feeAmt', 'wallet']) expect(data).not.toHaveProperty(key);
      expect(data.recentTransactions).toEqual(merchant.recentTransactions);
    }
  });

  it("counts the merchant's days when its time zone is set: 23:30 UTC is the next day in Berlin (UTC+2), not for another merchant", async () => {
    const series = async (timezone: string | null) => {
      const email = `zone-${randomUUID().slice(0, 8)}@sandbox.test`;
      const { rows } = await h.db.query<{ id: string }>(
        `INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'Zone', 'not-a-hash', 'merchant') RETURNING id`,
        [email],
      );
      await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted, timezone) VALUES ($1, $2, 'x', $3)`, [rows[0].id, `ak_${rows[0].id}`, timezone]);
      await h.db.query(
        `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, actual_balance, transaction_id, created_at, updated_at)
         VALUES ($1, 'deposit', 'confirmed', 'USDT-TRC20', 12, 12, $2, '2026-06-10T23:30:00Z', '2026-06-10T23:30:00Z')`,
        [rows[0].id, `ZONE-${rows[0].id}`],
      );
      const response = await h.app.inject({
        method: 'GET',
        url: '/api/dashboard/merchant?filter=range&startDate=2026-06-10&endDate=2026-06-11',
        headers: bearer(await h.loginAs(email)),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: DashboardData }).data.series;
    };
    expect(await series('Europe/Berlin')).toEqual([
      { date: '2026-06-10', volume: 0 },
      { date: '2026-06-11', volume: 12 },
    ]);
    expect(await series('UTC')).toEqual([
      { date: '2026-06-10', volume: 12 },
      { date: '2026-06-11', volume: 0 },
    ]);
    // Without a zone, the server's days, as before the setting.
    const serverDay = at(6, 10, 0).getTime() <= Date.parse('2026-06-10T23:30:00Z') && Date.parse('2026-06-10T23:30:00Z') < at(6, 11, 0).getTime();
    expect(await series(null)).toEqual([
      { date: '2026-06-10', volume: serverDay ? 12 : 0 },
      { date: '2026-06-11', volume: serverDay ? 0 : 12 },
    ]);
  });

  it('never shows one merchant the rows of another', async () => {
    const other = (await get('other@sandbox.test', 'filter=currentYear')).json().data as DashboardData;
    const otherId = await h.userId('other@sandbox.test');
    const ids = [...other.recentTransactions.deposits, ...other.recentTransactions.withdrawals].map((row) => row._id);
    expect(ids).toHaveLength(10);
    const { rows } = await h.db.query<{ count: number }>('SELECT count(*) AS count FROM transactions WHERE id = ANY($1::uuid[]) AND merchant_id = $2', [
      ids,
      otherId,
    ]);
    expect(rows[0].count).toBe(10);
    const { rows: wallets } = await h.db.query<{ address: string }>('SELECT address FROM wallets WHERE merchant_id = $1', [otherId]);
    expect(other.wallet?.map((entry) => entry.walletAddress).sort()).toEqual(wallets.map((row) => row.address).sort());
  });
});

describe('dashboard figures remembered between calls', () => {
  it('cost no statement while nothing of the merchant is written, and follow a write or a wallet change at once', async () => {
    const own = await createFixtureMerchant();
    const statements: string[] = [];
    // The statements the dashboard sends, through the same database (writes go to it directly, as from another instance).
    const recording = {
      query: <T,>(sql: string, params?: unknown[]) => {
        statements.push(sql);
        return h.db.query<T>(sql, params);
      },
      exec: (sql: string) => h.db.exec(sql),
      onChange: (listener: (topic: string) => void) => h.db.onChange(listener),
    };
    const figures = async (now = NOW) => {
      statements.length = 0;
      const data = await merchantDashboard(recording, mainUser(own.merchantId), DashboardQuery.parse({ filter: 'today' }), now);
      return { totalVolume: data.totalVolume, totalAmount: data.totalAmount, wallets: data.wallet?.length, statements: statements.length };
    };

    const first = await figures();
    // Volume, balance, the two newest-rows lists, and the wallets.
    expect(first).toEqual({ totalVolume: EXPECTED.today.totalVolume, totalAmount: BALANCE.totalAmount, wallets: 2, statements: 5 });
    // Half a second on, same period: nothing written, everything is remembered.
    expect(await figures(new Date(NOW.getTime() + 500))).toEqual({ ...first, statements: 0 });
    await h.db.query(`UPDATE transactions SET status = 'confirmed', actual_balance = 999 WHERE id = $1`, [own.ids.todayInitiated]);
    expect(await figures()).toEqual({ ...first, totalVolume: 1159.66, totalAmount: 3115.65, statements: 4 });
    await h.db.query(`UPDATE wallets SET is_active = false WHERE merchant_id = $1 AND network = 'USDT-ERC20'`, [own.merchantId]);
    expect(await figures()).toEqual({ ...first, totalVolume: 1159.66, totalAmount: 3115.65, wallets: 1, statements: 1 });
    // Another merchant's write leaves this one's figures in memory.
    await h.db.query(`UPDATE transactions SET status = status WHERE merchant_id = (SELECT id FROM users WHERE email = 'merchant@sandbox.test') AND type = 'deposit'`);
    expect((await figures()).statements).toBe(0);
    // Two seconds on, the period running to now has moved: read again.
    expect((await figures(new Date(NOW.getTime() + 2000))).statements).toBe(4);
  });

  it("follow a deposit, a wallet and the bell through another app instance's database a moment later", async () => {
    const other = await anotherInstanceDb(h.db);
    const otherApp = await buildApp({ config: h.config, db: other.db });
    const token = await h.loginAs('merchant@sandbox.test');
    const merchantId = await h.userId('merchant@sandbox.test');
    const dashboard = async (app: SandboxApp) => {
      const response = await app.inject({ method: 'GET', url: '/api/dashboard/merchant?filter=today', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: DashboardData }).data;
    };
    const unread = async (app: SandboxApp) => {
      const response = await app.inject({ method: 'GET', url: '/api/notifications/stats', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { unreadCount: number } }).data.unreadCount;
    };
    try {
      const before = await dashboard(otherApp);
      const unreadBefore = await unread(otherApp);
      expect(await dashboard(otherApp)).toEqual(before);
      // Written through the first instance's database.
      await h.db.query(
        `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, actual_balance, transaction_id, created_at)
         VALUES ($1, 'deposit', 'confirmed', 'USDT-TRC20', '12.5', '12.5', $2, now() - interval '1 second')`,
        [merchantId, `REMEMBERED-${randomUUID()}`],
      );
      await h.db.query(`UPDATE wallets SET is_active = false WHERE merchant_id = $1 AND network = 'USDT-ERC20'`, [merchantId]);
      await h.db.query(`INSERT INTO notifications (user_id, type, title) VALUES ($1, 'deposit', 'Deposit received')`, [merchantId]);
      await vi.waitFor(
        async () => {
          const after = await dashboard(otherApp);
          expect(after.totalAmount).toBeCloseTo((before.totalAmount ?? 0) + 12.5, 2);
          expect(after.wallet?.map((wallet) => wallet.walletNetwork)).toEqual(['USDT-TRC20']);
          expect(await unread(otherApp)).toBe(unreadBefore + 1);
        },
        { timeout: 2_000, interval: 5 },
      );
    } finally {
      await otherApp.close();
      await other.close();
    }
  });
});
