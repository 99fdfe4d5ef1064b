import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness';

/**
 * The pre-aggregated sums of migration 003 always equal a fresh aggregation of the rows: after
 * the seed's bulk inserts, and after statements that update and delete many rows at once.
 */
const h = useHarness();

const bucketsFromRows = (width: string) => `
  SELECT merchant_id, type, status, date_bin('${width}', created_at, '2000-01-01 00:00+00') AS bucket,
         count(*)::bigint AS count, sum(coalesce(actual_balance, amount))::text AS received
    FROM transactions GROUP BY 1, 2, 3, 4`;
const bucketsStored = (table: string) => `SELECT merchant_id, type, status, bucket, count, received::text FROM ${table} WHERE count <> 0`;
const TOTALS_FROM_ROWS = `
  SELECT merchant_id, currency_type, type, status, count(*)::bigint AS count, sum(amount)::text AS amount,
         sum(coalesce(net_amount, actual_balance, amount))::text AS net, sum(fee)::text AS fee
    FROM transactions GROUP BY 1, 2, 3, 4`;
const TOTALS_STORED = `SELECT merchant_id, currency_type, type, status, count, amount::text, net::text, fee::text FROM transaction_totals WHERE count <> 0`;

/** Rows of both queries that the other lacks; empty when they hold the same rows. */
async function difference(fromRows: string, stored: string): Promise<unknown[]> {
  // Sums compared as numbers at one scale: 5.0 and 5.000000 are the same sum.
  const sum = (key: string) => `round((to_jsonb(x)->>'${key}')::numeric, 6)`;
  const normalize = (sql: string) => `SELECT to_jsonb(x) - 'received' - 'amount' - 'net' - 'fee'
      || jsonb_build_object('sums', array[${['received', 'amount', 'net', 'fee'].map(sum).join(', ')}]::text) AS row
    FROM (${sql}) AS x`;
  const { rows } = await h.db.query<{ row: unknown }>(
    `(${normalize(fromRows)} EXCEPT ${normalize(stored)}) UNION ALL (${normalize(stored)} EXCEPT ${normalize(fromRows)})`,
  );
  return rows.map((row) => row.row);
}

describe('dashboard sums (migration 003)', () => {
  it('match the rows after the seed', async () => {
    const { rows } = await h.db.query<{ count: number }>('SELECT count(*) AS count FROM transaction_hour_sums');
    expect(rows[0].count).toBeGreaterThan(100);
    expect(await difference(bucketsFromRows('1 hour'), bucketsStored('transaction_hour_sums'))).toEqual([]);
    expect(await difference(bucketsFromRows('15 minutes'), bucketsStored('transaction_quarter_sums'))).toEqual([]);
    expect(await difference(TOTALS_FROM_ROWS, TOTALS_STORED)).toEqual([]);
  });

  it('match the rows after updates and deletes of many rows in one statement, and of a whole merchant', async () => {
    await h.db.query(`UPDATE transactions SET status = 'confirmed', actual_balance = amount * 1.5, fee = 0.5, net_amount = amount * 1.5 - 0.5
                       WHERE type = 'deposit' AND status IN ('initiated', 'pending', 'expired')`);
    await h.db.query(`UPDATE transactions SET created_at = created_at - interval '7 minutes', amount = amount + 0.000001 WHERE type = 'payout'`);
    await h.db.query(`UPDATE transactions SET currency_type = 'USDT-ERC20' WHERE type = 'refund'`);
    await h.db.query(`DELETE FROM transactions WHERE type = 'deposit' AND status = 'failed'`);
    // A merchant deleted with everything it owns takes its sums along.
    await h.db.query(`DELETE FROM users WHERE email = 'other@sandbox.test'`);
    const { rows } = await h.db.query<{ count: number }>(
      `SELECT (SELECT count(*) FROM transaction_totals t WHERE NOT EXISTS (SELECT 1 FROM merchants m WHERE m.id = t.merchant_id))
            + (SELECT count(*) FROM transaction_hour_sums t WHERE NOT EXISTS (SELECT 1 FROM merchants m WHERE m.id = t.merchant_id)) AS count`,
    );
    expect(rows[0].count).toBe(0);
    expect(await difference(bucketsFromRows('1 hour'), bucketsStored('transaction_hour_sums'))).toEqual([]);
    expect(await difference(bucketsFromRows('15 minutes'), bucketsStored('transaction_quarter_sums'))).toEqual([]);
    expect(await difference(TOTALS_FROM_ROWS, TOTALS_STORED)).toEqual([]);
  });
});
