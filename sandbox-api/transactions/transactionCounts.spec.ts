import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness';

/**
 * The per-day counters of migration 002 must always equal a real count, whatever statement
 * changed the transactions: the list's totals come from them.
 */
const h = useHarness();

const COUNTED = `SELECT merchant_id, type, status, day::text AS day, count::int AS count
  FROM transaction_counts WHERE count <> 0 ORDER BY 1, 2, 3, 4`;
const TRUTH = `SELECT merchant_id, type, status, (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS count
  FROM transactions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;

async function expectCountersExact() {
  const [counted, truth] = await Promise.all([h.db.query(COUNTED), h.db.query(TRUTH)]);
  expect(truth.rows.length).toBeGreaterThan(0);
  expect(counted.rows).toEqual(truth.rows);
}

describe('transaction_counts', () => {
  it('counts the seeded rows', async () => {
    await expectCountersExact();
  });

  it('follows inserts, status changes, moves across days and merchants, and deletes', async () => {
    const merchant = await h.userId('merchant@sandbox.test');
    const other = await h.userId('other@sandbox.test');
    await h.db.query(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, created_at)
       SELECT $1, (ARRAY['deposit', 'payout', 'refund'])[1 + g % 3], 'pending', 'USDT-TRC20', 5, 'COUNT-' || g,
              now() - g * interval '7 hours'
         FROM generate_series(1, 200) AS g`,
      [merchant],
    );
    await expectCountersExact();

    await h.db.query(`UPDATE transactions SET status = 'completed' WHERE transaction_id LIKE 'COUNT-%' AND type <> 'deposit'`);
    await expectCountersExact();
    await h.db.query(`UPDATE transactions SET created_at = created_at - interval '1 day' WHERE transaction_id LIKE 'COUNT-1%'`);
    await expectCountersExact();
    await h.db.query(`UPDATE transactions SET merchant_id = $1, type = 'topup' WHERE transaction_id LIKE 'COUNT-2%'`, [other]);
    await expectCountersExact();
    // Changes that leave merchant, type, status and day alone leave the counters alone too.
    await h.db.query(`UPDATE transactions SET admin_notes = 'checked', updated_at = now() WHERE transaction_id LIKE 'COUNT-%'`);
    await expectCountersExact();
    await h.db.query(`DELETE FROM transactions WHERE transaction_id LIKE 'COUNT-3%'`);
    await expectCountersExact();
  });

  it('empties on TRUNCATE, which skips row triggers', async () => {
    await h.db.exec('TRUNCATE transactions CASCADE');
    const { rows } = await h.db.query('SELECT * FROM transaction_counts');
    expect(rows).toEqual([]);
  });
});
