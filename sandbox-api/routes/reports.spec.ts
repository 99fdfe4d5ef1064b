import { beforeAll, describe, expect, it } from 'vitest';
import { read, utils, type WorkSheet } from 'xlsx';
import type { ActivityRecord } from '../../contract/activity';
import type { ListPage } from '../../contract/http';
import { TIMEZONE_MESSAGE, type MerchantSettings } from '../../contract/merchantSettings';
import { ROLE_PERMISSIONS, type LoginRole, type Permission } from '../../contract/permissions';
import { STATEMENT_MESSAGES, type Statement, type StatementDepositTotal, type StatementOutgoingTotal } from '../../contract/reports';
import type { ListType, Transaction } from '../../contract/transactions';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const SETTINGS = '/api/v2/merchant-settings';
const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const OPS = 'ops@sandbox.test';
const OTHER = 'other@sandbox.test';

const get = async (email: string, url: string) => h.app.inject({ method: 'GET', url, headers: bearer(await h.loginAs(email)) });
const putSettings = async (email: string, payload: unknown) =>
  h.app.inject({ method: 'PUT', url: SETTINGS, headers: bearer(await h.loginAs(email)), payload: payload as object });

describe('the merchant time zone (merchant-settings timezone)', () => {
  it('reads null (the browser\'s) by default; only the main merchant changes it; unknown names are 400 with a clear message and change nothing', async () => {
    expect((await get(OPS, SETTINGS)).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
    expect((await putSettings(FINANCE, { timezone: 'Europe/Berlin' })).json()).toMatchObject({ message: ACCESS_DENIED });
    for (const bad of ['Mars/Olympus', '+02:00', '', 'Europe/Berlin; DROP', 42, 'x'.repeat(65)]) {
      const refused = await putSettings(MERCHANT, { timezone: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect((refused.json() as { message: string }).message, JSON.stringify(bad)).toContain(TIMEZONE_MESSAGE);
    }
    expect((await get(MERCHANT, SETTINGS)).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
  });

  it('saves a known name in its canonical spelling, keeps the tolerance it was not sent, logs the change; null goes back to the browser\'s', async () => {
    expect((await putSettings(MERCHANT, { underpaymentTolerancePercent: 1.5 })).statusCode).toBe(200);
    const saved = await putSettings(MERCHANT, { timezone: 'utc' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ underpaymentTolerancePercent: 1.5, timezone: 'UTC' });
    expect((await putSettings(MERCHANT, { timezone: 'Europe/Berlin' })).json()).toEqual({ underpaymentTolerancePercent: 1.5, timezone: 'Europe/Berlin' });
    expect((await get(OPS, SETTINGS)).json() as MerchantSettings).toEqual({ underpaymentTolerancePercent: 1.5, timezone: 'Europe/Berlin' });
    // Another merchant's settings are its own.
    expect((await get(OTHER, SETTINGS)).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });

    const changes = (await get(MERCHANT, `/api/v2/activity?filter=${encodeURIComponent(JSON.stringify({ type: 'merchant_settings.changed' }))}`)).json() as ActivityRecord[];
    expect(changes[0].details).toMatchObject({ changed: ['timezone'], before: { timezone: 'UTC' }, after: { timezone: 'Europe/Berlin' } });
    const before = changes.length;
    // The same value again changes nothing and logs nothing.
    expect((await putSettings(MERCHANT, { timezone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect(((await get(MERCHANT, `/api/v2/activity?filter=${encodeURIComponent(JSON.stringify({ type: 'merchant_settings.changed' }))}`)).json() as ActivityRecord[]).length).toBe(before);

    expect((await putSettings(MERCHANT, { timezone: null, underpaymentTolerancePercent: 0 })).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
  });
});

const STATEMENT = '/api/v2/reports/statement';
const LIST = '/api/dashboard/transactionList';
const statementUrl = (query: Record<string, string>) => `${STATEMENT}?${new URLSearchParams(query).toString()}`;
/** UTC+2 all year (no daylight saving). */
const PLUS_TWO = 'Africa/Johannesburg';
// The day the statements are about, long before the seeded history.
const UTC_DAY = { from: '2020-03-10T00:00:00Z', to: '2020-03-11T00:00:00Z' };
const LOCAL_DAY = { from: '2020-03-10T00:00:00+02:00', to: '2020-03-11T00:00:00+02:00' };

async function simulated(path: string, payload: object): Promise<string> {
  const response = await h.app.inject({ method: 'POST', url: `/api/sandbox/simulate/${path}`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { _id: string } }).data._id;
}

async function createdAt(id: string, at: string): Promise<void> {
  await h.db.query('UPDATE transactions SET created_at = $2 WHERE id = $1', [id, at]);
}

async function statementOf(email: string, query: Record<string, string>): Promise<Statement> {
  const response = await get(email, statementUrl({ ...query, format: 'json' }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Statement;
}

/** Every row the spec's history list answers for a tab and the period (its end date is inclusive). */
async function listed(email: string, type: ListType, period: { from: string; to: string }): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  const endDate = new Date(Date.parse(period.to) - 1).toISOString();
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ type, startDate: new Date(period.from).toISOString(), endDate, limit: '100', page: String(page), sort: 'oldest' });
    const response = await get(email, `${LIST}?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: ListPage<Transaction> }).data;
    rows.push(...data.docs);
    if (page >= data.totalPages) return rows;
  }
}

const micro = (value: number | null) => Math.round((value ?? 0) * 1e6);
const sortedBy = <T>(items: T[], key: (item: T) => string) => [...items].sort((a, b) => key(a).localeCompare(key(b)));

/** The deposits' totals as the list's rows add up, in micro-USDT. */
function depositTotalsOf(rows: Transaction[]) {
  const totals = new Map<string, { currencyType: string; paymentStatus: string | null; count: number; expected: number; received: number; fees: number; net: number }>();
  for (const row of rows) {
    const key = `${row.currencyType}|${row.paymentStatus ?? ''}`;
    const total = totals.get(key) ?? { currencyType: row.currencyType, paymentStatus: row.paymentStatus, count: 0, expected: 0, received: 0, fees: 0, net: 0 };
    totals.set(key, {
      ...total,
      count: total.count + 1,
      expected: total.expected + micro(row.amount),
      received: total.received + micro(row.actualBalance),
      fees: total.fees + micro(row.fee),
      net: total.net + micro(row.netAmount),
    });
  }
  return sortedBy([...totals.values()], (total) => `${total.currencyType}|${total.paymentStatus ?? ''}`);
}

function outgoingTotalsOf(rows: Transaction[]) {
  const totals = new Map<string, { currencyType: string; status: string; count: number; amount: number; fees: number }>();
  for (const row of rows) {
    const key = `${row.currencyType}|${row.status}`;
    const total = totals.get(key) ?? { currencyType: row.currencyType, status: row.status, count: 0, amount: 0, fees: 0 };
    totals.set(key, { ...total, count: total.count + 1, amount: total.amount + micro(row.amount), fees: total.fees + micro(row.fee) });
  }
  return sortedBy([...totals.values()], (total) => `${total.currencyType}|${total.status}`);
}

const inMicro = (totals: StatementDepositTotal[]) =>
  sortedBy(totals, (t) => `${t.currencyType}|${t.paymentStatus ?? ''}`).map((t) => ({ ...t, expected: micro(t.expected), received: micro(t.received), fees: micro(t.fees), net: micro(t.net) }));
const outgoingInMicro = (totals: StatementOutgoingTotal[]) =>
  sortedBy(totals, (t) => `${t.currencyType}|${t.status}`).map((t) => ({ ...t, amount: micro(t.amount), fees: micro(t.fees) }));

describe('GET /api/v2/reports/statement', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    expect((await statementOf(MERCHANT, { from: '2020-03-01T00:00:00Z', to: '2020-03-20T00:00:00Z' })).rows).toEqual([]);
    // 23:30 UTC on the 9th is 01:30 on the 10th in UTC+2; 22:30 UTC on the 10th is the 11th there.
    ids.lateEvening = await simulated('deposit', { email: MERCHANT, amount: '100.00' });
    await createdAt(ids.lateEvening, '2020-03-09T23:30:00Z');
    ids.noon = await simulated('deposit', { email: MERCHANT, amount: '60.00', outcome: 'underpaid' });
    await createdAt(ids.noon, '2020-03-10T12:00:00Z');
    await h.db.query(`UPDATE transactions SET reference_id = $2 WHERE id = $1`, [ids.noon, 'Order "7", north\r\nsecond line']);
    ids.night = await simulated('deposit', { email: MERCHANT, amount: '40.00', outcome: 'overpaid', network: 'USDT-ERC20' });
    await createdAt(ids.night, '2020-03-10T22:30:00Z');
    ids.open = await simulated('deposit', { email: MERCHANT, amount: '25.00', confirmAfterMs: 600_000 });
    await createdAt(ids.open, '2020-03-10T05:00:00Z');
    ids.before = await simulated('deposit', { email: MERCHANT, amount: '500.00' });
    await createdAt(ids.before, '2020-03-01T08:00:00Z');
    ids.refund = await simulated('refund', { email: MERCHANT, amount: '5.00' });
    await createdAt(ids.refund, '2020-03-10T10:00:00Z');
    // The main merchant's user id is its merchant id.
    const merchantId = await h.userId(MERCHANT);
    for (const [name, status, at] of [['sent', 'completed', '2020-03-10T08:00:00Z'], ['waiting', 'pending', '2020-03-10T09:00:00Z']] as const) {
      const { rows } = await h.db.query<{ id: string }>(
        `SELECT id FROM transactions WHERE merchant_id = $1 AND type = 'payout' AND status = $2 ORDER BY created_at DESC LIMIT 1`,
        [merchantId, status],
      );
      ids[name] = rows[0].id;
      await createdAt(rows[0].id, at);
    }
    ids.theirs = await simulated('deposit', { email: OTHER, amount: '70.00' });
    await createdAt(ids.theirs, '2020-03-10T12:00:00Z');
  });

  it.each([
    ['UTC', UTC_DAY, ['open', 'sent', 'waiting', 'refund', 'noon', 'night']],
    [PLUS_TWO, LOCAL_DAY, ['lateEvening', 'open', 'sent', 'waiting', 'refund', 'noon']],
  ])('in %s, holds the local day\'s rows oldest first, and its totals equal what the history list answers for the period', async (timeZone, period, names) => {
    const statement = await statementOf(MERCHANT, { ...period, timeZone });
    expect(statement).toMatchObject({ from: new Date(period.from).toISOString(), to: new Date(period.to).toISOString(), timeZone });
    expect(statement.rows.map((row) => row.id)).toEqual(names.map((name) => ids[name]));

    const [deposits, payouts, refunds] = await Promise.all((['deposit', 'payout', 'refund'] as const).map((tab) => listed(MERCHANT, tab, period)));
    expect(sortedBy(statement.rows.map((row) => row.id), (id) => id)).toEqual(sortedBy([...deposits, ...payouts, ...refunds].map((row) => row._id), (id) => id));
    expect(inMicro(statement.totals.deposits)).toEqual(depositTotalsOf(deposits));
    expect(outgoingInMicro(statement.totals.payouts)).toEqual(outgoingTotalsOf(payouts));
    expect(outgoingInMicro(statement.totals.refunds)).toEqual(outgoingTotalsOf(refunds));
    expect(statement.totals.deposits.reduce((sum, total) => sum + total.count, 0)).toBe(deposits.length);

    // The running balance: opening, plus each row's change, ends at closing.
    const { opening, closing } = statement.totals;
    let running = micro(opening!.total);
    for (const row of statement.rows) {
      running += micro(row.change);
      expect(micro(row.balance)).toBe(running);
    }
    expect(micro(closing!.total)).toBe(running);
    expect(micro(closing!.byNetwork['USDT-TRC20']) + micro(closing!.byNetwork['USDT-ERC20'])).toBe(running);
  });

  it('credits settled deposits\' net, debits completed payouts, and moves the opening by the rows between the two periods\' starts', async () => {
    const utc = await statementOf(MERCHANT, { ...UTC_DAY });
    const local = await statementOf(MERCHANT, { ...LOCAL_DAY });
    const row = (statement: Statement, name: string) => statement.rows.find((r) => r.id === ids[name])!;
    const lateEvening = row(local, 'lateEvening');
    expect(lateEvening).toMatchObject({ tab: 'deposit', paymentStatus: 'Exact Paid', amount: 100 });
    expect(micro(lateEvening.change)).toBe(micro(lateEvening.net ?? lateEvening.received ?? lateEvening.amount));
    expect(micro(utc.totals.opening!.total)).toBe(micro(local.totals.opening!.total) + micro(lateEvening.change));
    expect(row(utc, 'noon')).toMatchObject({ paymentStatus: 'Underpaid', received: 54 });
    expect(row(utc, 'night')).toMatchObject({ paymentStatus: 'Overpaid', currencyType: 'USDT-ERC20' });
    expect(row(utc, 'open')).toMatchObject({ paymentStatus: null, change: 0 });
    expect(row(utc, 'waiting')).toMatchObject({ tab: 'payout', status: 'pending', change: 0 });
    const sent = row(utc, 'sent');
    expect(micro(sent.change)).toBe(-micro(sent.amount));
    expect(row(utc, 'refund').tab).toBe('refund');
  });

  it('shows no balance figures to a holder of transactions-view without balance-view, and is refused without a session', async () => {
    const statement = await statementOf(OPS, { ...UTC_DAY });
    expect(statement.rows).toHaveLength(6);
    expect(statement.rows.every((row) => row.balance === null)).toBe(true);
    expect(statement.totals).toMatchObject({ opening: null, closing: null, daily: null });
    const csv = (await get(OPS, statementUrl({ ...UTC_DAY, format: 'csv' }))).body;
    expect(csv.split('\r\n')[0]).not.toContain('Balance');
    const refused = await h.app.inject({ method: 'GET', url: statementUrl({ ...UTC_DAY }) });
    expect(refused.statusCode).toBe(401);
  });

  it.each([
    ['UTC', UTC_DAY, 'lateEvening is the day before'],
    [PLUS_TWO, LOCAL_DAY, 'lateEvening (23:30 UTC on the 9th) is 01:30 on the 10th'],
  ])('in %s, the daily balance is each local day\'s last running balance (%s)', async (timeZone, period) => {
    const twoDays = { from: new Date(Date.parse(period.from) - 86_400_000).toISOString().replace('.000Z', 'Z'), to: period.to };
    const statement = await statementOf(MERCHANT, { ...twoDays, timeZone });
    const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.parse(iso));
    let running = micro(statement.totals.opening!.total);
    const expected = new Map<string, number>([['2020-03-09', running], ['2020-03-10', running]]);
    for (const row of statement.rows) {
      running += micro(row.change);
      expected.set(dayOf(row.createdAt), running);
      if (dayOf(row.createdAt) === '2020-03-09') expected.set('2020-03-10', running);
    }
    expect(statement.totals.daily!.map(({ day, balance }) => [day, micro(balance)])).toEqual([...expected.entries()]);
    expect(micro(statement.totals.daily!.at(-1)!.balance)).toBe(micro(statement.totals.closing!.total));
    // The 23:30 UTC deposit closes the 9th in UTC, and moves the 10th in UTC+2.
    const lateEvening = statement.rows.find((row) => row.id === ids.lateEvening)!;
    expect(dayOf(lateEvening.createdAt)).toBe(timeZone === 'UTC' ? '2020-03-09' : '2020-03-10');
    const [ninth] = statement.totals.daily!;
    expect(micro(ninth.balance)).toBe(micro(statement.totals.opening!.total) + (timeZone === 'UTC' ? micro(lateEvening.change) : 0));
  });

  describe('custom roles', () => {
    /** A role with only these permissions (as a custom role of the gateway), for one test. */
    async function asRoleWith(role: LoginRole, permissions: Permission[], test: () => Promise<void>) {
      const own = ROLE_PERMISSIONS[role];
      ROLE_PERMISSIONS[role] = permissions;
      try {
        await test();
      } finally {
        ROLE_PERMISSIONS[role] = own;
      }
    }

    it('balance-view without transactions-view: the balances and the daily balance, no rows or totals; the files are 403', async () => {
      const full = await statementOf(MERCHANT, { ...LOCAL_DAY, timeZone: PLUS_TWO });
      await asRoleWith('operation', ['dashboard_access', 'balance-view'], async () => {
        const statement = await statementOf(OPS, { ...LOCAL_DAY, timeZone: PLUS_TWO });
        expect(statement.rows).toEqual([]);
        expect(statement.totals).toEqual({ ...full.totals, deposits: [], payouts: [], refunds: [] });
        expect(statement.totals.daily).toEqual([{ day: '2020-03-10', balance: full.totals.closing!.total }]);
        for (const format of ['csv', 'xlsx']) {
          const refused = await get(OPS, statementUrl({ ...LOCAL_DAY, format }));
          expect(refused.statusCode, format).toBe(403);
          expect(refused.json(), format).toMatchObject({ message: ACCESS_DENIED });
        }
      });
    });

    it('transactions-view without balance-view: the rows and their totals, no balance figures; neither: 403', async () => {
      const full = await statementOf(MERCHANT, { ...UTC_DAY });
      await asRoleWith('operation', ['dashboard_access', 'transactions-view'], async () => {
        const statement = await statementOf(OPS, { ...UTC_DAY });
        expect(statement.rows.map((row) => row.id)).toEqual(full.rows.map((row) => row.id));
        expect(statement.rows.every((row) => row.balance === null)).toBe(true);
        expect(statement.totals).toEqual({ deposits: full.totals.deposits, payouts: full.totals.payouts, refunds: full.totals.refunds, opening: null, closing: null, daily: null });
        expect((await get(OPS, statementUrl({ ...UTC_DAY, format: 'csv' }))).statusCode).toBe(200);
      });
      await asRoleWith('operation', ['dashboard_access', 'complaints-view'], async () => {
        const refused = await get(OPS, statementUrl({ ...UTC_DAY }));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: ACCESS_DENIED });
      });
    });
  });

  it('never shows another merchant\'s rows', async () => {
    const mine = await statementOf(MERCHANT, { ...UTC_DAY });
    expect(mine.rows.map((row) => row.id)).not.toContain(ids.theirs);
    const theirs = await statementOf(OTHER, { ...UTC_DAY });
    expect(theirs.rows.map((row) => row.id)).toEqual([ids.theirs]);
    expect(theirs.totals.deposits).toEqual([{ currencyType: 'USDT-TRC20', paymentStatus: 'Exact Paid', count: 1, expected: 70, received: 70, fees: expect.any(Number), net: expect.any(Number) }]);
  });

  it('answers a CSV per RFC 4180: UTF-8 with a BOM, CRLF, quoted fields, local times, as an attachment', async () => {
    const response = await get(MERCHANT, statementUrl({ ...LOCAL_DAY, format: 'csv', timeZone: PLUS_TWO }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2020-03-10-2020-03-10.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Date,Tab,Type,Status,Network,Amount,Received,Fee,Net,Payment status,Change,Balance,Reference,Transaction hash,Transaction ID');
    expect(lines[1]).toMatch(/^2020-03-10 01:30:00,deposit,deposit,confirmed,USDT-TRC20,100,100,/);
    expect(lines[1].endsWith(`,${ids.lateEvening}`)).toBe(true);
    // The reference with a quote, a comma and a line break is one quoted field, its quotes doubled.
    expect(text).toContain('"Order ""7"", north\r\nsecond line"');
    // Every record has the same 15 fields (the quoted line break is inside one).
    const records = text.slice(0, -2).replace('"Order ""7"", north\r\nsecond line"', 'ref').split('\r\n');
    expect(records).toHaveLength(7);
    expect(records.every((record) => record.split(',').length === 15)).toBe(true);
  });

  it('answers an XLSX with date and number cells that reads back (sheets Statement and Totals)', async () => {
    const response = await get(MERCHANT, statementUrl({ ...LOCAL_DAY, format: 'xlsx', timeZone: PLUS_TWO }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2020-03-10-2020-03-10.xlsx"');
    const book = read(response.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Statement', 'Totals']);
    const sheet: WorkSheet = book.Sheets.Statement;
    expect(sheet.A1.v).toBe('Date');
    // 01:30 local on the 10th: Excel's serial day number of that wall-clock time, shown as such.
    expect(sheet.A2).toMatchObject({ t: 'n', w: '2020-03-10 01:30:00' });
    expect(sheet.A2.v).toBeCloseTo((Date.UTC(2020, 2, 10, 1, 30) - Date.UTC(1899, 11, 30)) / 86_400_000, 8);
    expect(sheet.F2).toMatchObject({ t: 'n', v: 100 });
    const rows = utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows.map((row) => row['Transaction ID'])).toEqual((await statementOf(MERCHANT, { ...LOCAL_DAY })).rows.map((row) => row.id));
    expect(rows.find((row) => row['Transaction ID'] === ids.noon)?.Reference).toBe('Order "7", north\r\nsecond line');
    const totals = utils.sheet_to_json<unknown[]>(book.Sheets.Totals, { header: 1 });
    expect(totals).toContainEqual(['Opening', expect.any(Number), expect.any(Number), expect.any(Number)]);
  });

  it('refuses a bad period, format or time zone with 400 and a clear message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: UTC_DAY.to, to: UTC_DAY.from }, STATEMENT_MESSAGES.backwards],
      [{ from: UTC_DAY.from, to: UTC_DAY.from }, STATEMENT_MESSAGES.backwards],
      [{ from: '2019-01-01T00:00:00Z', to: '2020-01-03T00:00:00Z' }, STATEMENT_MESSAGES.tooLong],
      [{ from: '2020-03-10', to: '2020-03-11' }, 'with an offset'],
      [{ from: '2020-03-10T00:00:00', to: UTC_DAY.to }, 'with an offset'],
      [{ to: UTC_DAY.to }, 'from'],
      [{ ...UTC_DAY, format: 'pdf' }, 'must be json, csv, xlsx'],
      [{ ...UTC_DAY, timeZone: 'Mars/Olympus' }, TIMEZONE_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const response = await get(MERCHANT, statementUrl(query));
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body, JSON.stringify(query)).toContain(message);
    }
    // A year with its leap day is allowed.
    expect((await get(MERCHANT, statementUrl({ from: '2020-01-01T00:00:00Z', to: '2021-01-01T00:00:00Z' }))).statusCode).toBe(200);
  });
});
