import type { Queryable } from '../db/types';
import { SETTLED_STATUSES } from './balance';
import type { PeriodWindow } from './period';

/**
 * Deposit volume of a period: the received amount (actual_balance, else amount) of the settled
 * deposits created in it, their count, and the volume of each calendar day. Whole buckets come
 * from the hourly sums of migration 003, or from its 15-minute sums when the server's midnights
 * are not on whole UTC hours (India, Nepal...), so that no bucket straddles two days; the rows of a
 * partial bucket at either end (the one holding `now`) come from the transactions themselves, so
 * the figures are exact for any window. Days are told apart with width_bucket over the day starts,
 * computed in the server's time zone by the caller, so SQL needs no time zone name.
 */
export interface PeriodVolume {
  /** Exact decimal strings. */
  total: string;
  average: string;
  count: number;
  /** The volume of each day of `window.days`, in order, exact decimal strings. */
  byDay: string[];
}

const GRAINS = [
  { table: 'transaction_hour_sums', ms: 60 * 60_000 },
  { table: 'transaction_quarter_sums', ms: 15 * 60_000 },
] as const;

/** The coarsest grain on whose boundaries every day of the window starts. */
function grainOf(window: PeriodWindow): (typeof GRAINS)[number] {
  const starts = [window.from, ...window.days].map((day) => day.getTime());
  return GRAINS.find((grain) => starts.every((start) => start % grain.ms === 0)) ?? GRAINS[GRAINS.length - 1];
}

const volumeSql = (table: string) => `
  WITH parts AS (
    SELECT bucket AS at, count, received FROM ${table}
     WHERE merchant_id = $1 AND type = 'deposit' AND status = ANY($2::text[]) AND bucket >= $3 AND bucket < $4
    UNION ALL
    SELECT created_at, 1, coalesce(actual_balance, amount) FROM transactions
     WHERE merchant_id = $1 AND type = 'deposit' AND status = ANY($2::text[]) AND created_at >= $5 AND created_at < $3
    UNION ALL
    SELECT created_at, 1, coalesce(actual_balance, amount) FROM transactions
     WHERE merchant_id = $1 AND type = 'deposit' AND status = ANY($2::text[]) AND created_at >= $4 AND created_at < $6
  )
  SELECT width_bucket(at, $7::timestamptz[]) AS day, sum(count)::bigint AS count, sum(received)::text AS volume,
         CASE WHEN sum(count) > 0 THEN (sum(received) / sum(count))::text ELSE '0' END AS average
    FROM parts
   -- One row per day and, with day null, one for the whole period.
   GROUP BY GROUPING SETS ((1), ())`;

/** The statement periodVolume runs, exported for the benchmark's EXPLAIN. */
export function volumeStatement(merchantId: string, window: PeriodWindow): { sql: string; params: unknown[] } {
  const { table, ms } = grainOf(window);
  // The whole buckets inside the window; when it holds none, the raw rows cover all of it.
  const firstWhole = Math.min(Math.ceil(window.from.getTime() / ms) * ms, window.before.getTime());
  const endWhole = Math.max(firstWhole, Math.floor(window.before.getTime() / ms) * ms);
  return {
    sql: volumeSql(table),
    params: [
      merchantId,
      SETTLED_STATUSES,
      new Date(firstWhole),
      new Date(endWhole),
      window.from,
      window.before,
      window.days.map((day) => day.toISOString()),
    ],
  };
}

export async function periodVolume(db: Queryable, merchantId: string, window: PeriodWindow): Promise<PeriodVolume> {
  const { sql, params } = volumeStatement(merchantId, window);
  const { rows } = await db.query<{ day: number | null; count: number; volume: string | null; average: string }>(sql, params);
  const period = rows.find((row) => row.day === null);
  // width_bucket numbers the days from 1; every row lies in the window, so none gets 0.
  const byDay = window.days.map((_, index) => rows.find((row) => row.day === index + 1)?.volume ?? '0');
  return { total: period?.volume ?? '0', average: period?.average ?? '0', count: Number(period?.count ?? 0), byDay };
}
