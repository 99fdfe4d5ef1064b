import type { Withdrawal } from '../../contract/payouts';
import { formatAmount } from '../common/formatters';

/** The statuses the stats block counts (001 section 4, payout statuses). */
export const STAT_STATUSES = ['pending', 'completed', 'rejected', 'failed'] as const;
export type StatStatus = (typeof STAT_STATUSES)[number];

export interface StatFigure {
  count: number;
  sum: number;
}

export type PayoutStats = Record<StatStatus | 'total', StatFigure>;

/** Counts and sums by status, plus all requests together. Sums in micro-units, so 0.1 + 0.2 stays 0.3. */
export function payoutStats(rows: readonly Withdrawal[]): PayoutStats {
  const micro = { total: 0, pending: 0, completed: 0, rejected: 0, failed: 0 };
  const counts = { total: 0, pending: 0, completed: 0, rejected: 0, failed: 0 };
  for (const row of rows) {
    const amount = Math.round(row.amount * 1e6);
    micro.total += amount;
    counts.total += 1;
    const status = row.status as StatStatus;
    if ((STAT_STATUSES as readonly string[]).includes(status)) {
      micro[status] += amount;
      counts[status] += 1;
    }
  }
  const figure = (key: keyof typeof micro): StatFigure => ({ count: counts[key], sum: micro[key] / 1e6 });
  return {
    total: figure('total'),
    pending: figure('pending'),
    completed: figure('completed'),
    rejected: figure('rejected'),
    failed: figure('failed'),
  };
}

/** Pending payouts show no sign, completed ones a minus (001 section 4); the rest never left. */
export function signedAmount(row: Pick<Withdrawal, 'amount' | 'status'>): string {
  const text = formatAmount(row.amount);
  return row.status === 'completed' ? `-${text}` : text;
}
