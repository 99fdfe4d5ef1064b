import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardQuery, type DashboardPeriod } from '../../contract/dashboard';
import { useHarness } from '../test/harness';
import { periodWindow } from './period';
import { periodVolume } from './volume';

/**
 * A server in Nepal (UTC+5:45): its midnights fall on quarter hours, not whole hours, so one UTC
 * hour holds the end of one day and the start of the next. The volume must still split exactly.
 */
const h = useHarness({ seed: false });
const originalTz = process.env.TZ;
let merchantId: string;

// Local times, so they are built after the zone is set.
const at = (day: number, hours: number, minutes: number) => new Date(2026, 2, day, hours, minutes);
const now = () => at(11, 0, 20);

beforeAll(async () => {
  process.env.TZ = 'Asia/Kathmandu';
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'Nepal Merchant', 'not-a-hash', 'merchant') RETURNING id`,
    [`nepal-${randomUUID().slice(0, 8)}@sandbox.test`],
  );
  merchantId = rows[0].id;
  await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'not-a-secret')`, [merchantId, `ak_${merchantId}`]);
  const deposits = [
    { actual: '1.00', at: at(10, 23, 50) }, // 18:05 UTC on 10 March
    { actual: '2.00', at: at(11, 0, 10) }, // 18:25 UTC, the same UTC hour, the next local day
    { actual: '4.00', at: at(11, 0, 19) }, // in the partial quarter before now()
    { actual: '8.00', at: at(11, 0, 21) }, // after now()
  ];
  for (const [index, deposit] of deposits.entries()) {
    await h.db.query(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, actual_balance, transaction_id, created_at)
       VALUES ($1, 'deposit', 'confirmed', 'USDT-TRC20', $2, $2, $3, $4)`,
      [merchantId, deposit.actual, `NPL-${index}-${merchantId}`, deposit.at],
    );
  }
});

afterAll(() => {
  process.env.TZ = originalTz;
});

const volume = (filter: DashboardPeriod, when = now()) => periodVolume(h.db, merchantId, periodWindow(DashboardQuery.parse({ filter }), when));

describe('periodVolume away from whole-hour zones', () => {
  it('splits one UTC hour between two local days', async () => {
    expect(new Date(2026, 2, 11).toISOString()).toBe('2026-03-10T18:15:00.000Z');
    expect(await volume('today')).toMatchObject({ total: '6.000000', count: 2, byDay: ['6.000000'] });
    expect(await volume('yesterday')).toMatchObject({ total: '1.000000', count: 1, byDay: ['1.000000'] });
    const week = await volume('thisWeek');
    expect(week.byDay.slice(-2)).toEqual(['1.000000', '6.000000']);
    expect(week.total).toBe('7.000000');
    expect(Number(week.average)).toBeCloseTo(7 / 3, 12);
  });

  it('counts the row after now once now has passed it', async () => {
    expect((await volume('today', at(11, 23, 0))).total).toBe('14.000000');
  });
});
