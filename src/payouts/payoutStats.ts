import type { Withdrawal } from '../../contract/payouts';
import { formatAmount } from '../common/formatters';

/** The statuses the stats block counts (001 section 4, payout statuses). */
export const STAT_STATUSES = ['pending', 'completed', 'rejected', 'failed'] as const;
export const STAT_KEYS = ['total', ...STAT_STATUSES] as const;

export type PayoutStats = Record<(typeof STAT_KEYS)[number], { count: number; sum: number }>;

/** Counts and sums by status, plus all requests together. Sums in micro-units, so 0.1 + 0.2 stays 0.3. */
export function payoutStats(rows: readonly Withdrawal[]): PayoutStats {
  const figures = STAT_KEYS.map((key) => {
    const counted = key === 'total' ? rows : rows.filter((row) => row.status === key);
    const micro = counted.reduce((sum, row) => sum + Math.round(row.amount * 1e6), 0);
    return [key, { count: counted.length, sum: micro / 1e6 }];
  });
  return Object.fromEntries(figures) as PayoutStats;
}

/** Pending payouts show no sign, completed ones a minus (001 section 4); the rest never left. */
export function signedAmount(row: Pick<Withdrawal, 'amount' | 'status'>): string {
  const text = formatAmount(row.amount);
  return row.status === 'completed' ? `-${text}` : text;
}
