import { DASHBOARD_DEFAULT_NETWORK, PAGE_SIZES } from '../../contract/constants';
import type { DashboardData, DashboardDeposit, DashboardWithdrawal } from '../../dataProvider/dashboardApi';

/** One row of Recent Transactions, with the status and sign rules of 000 section 4 applied. */
export interface RecentRow {
  key: string;
  kind: 'deposit' | 'payout';
  /** The status as shown: a completed payout shows as confirmed. */
  status: string;
  /** What the row shows: the actual received balance of a confirmed deposit, else the amount. */
  amount: number;
  sign: '+' | '-' | '';
  createdAt: string;
  wallet: string | null;
  network: string | null;
}

/**
 * No money has moved (yet, or ever) for these, so they carry no sign. The spec names failed,
 * initiated, pending, rejected and expired; the Transactions screen treats processing, cancelled,
 * blocked and api_failed the same way, and both screens must agree.
 */
const UNSIGNED_STATUSES = new Set([
  'failed', 'initiated', 'pending', 'rejected', 'expired', 'processing', 'cancelled', 'blocked', 'api_failed',
]);

export function amountSign(kind: RecentRow['kind'], status: string): RecentRow['sign'] {
  if (UNSIGNED_STATUSES.has(status)) return '';
  return kind === 'deposit' ? '+' : '-';
}

function depositRow(deposit: DashboardDeposit): RecentRow {
  const confirmed = deposit.status === 'confirmed' && deposit.actualBalance !== null;
  return {
    key: `deposit-${deposit.id}`,
    kind: 'deposit',
    status: deposit.status,
    amount: confirmed ? (deposit.actualBalance as number) : deposit.amount,
    sign: amountSign('deposit', deposit.status),
    createdAt: deposit.createdAt,
    wallet: deposit.walletAddress,
    network: deposit.currencyType ?? DASHBOARD_DEFAULT_NETWORK,
  };
}

function payoutRow(payout: DashboardWithdrawal): RecentRow {
  const status = payout.status === 'completed' ? 'confirmed' : payout.status;
  return {
    key: `payout-${payout.id}`,
    kind: 'payout',
    status,
    amount: payout.amount,
    sign: amountSign('payout', status),
    createdAt: payout.createdAt,
    wallet: payout.clientWallet,
    network: payout.currencyType,
  };
}

const time = (row: RecentRow) => Date.parse(row.createdAt) || 0;

/** The 5 deposits and 5 payouts merged, newest first, at most 10 (000 section 9). */
export function recentRows({ deposits, withdrawals }: DashboardData['recentTransactions']): RecentRow[] {
  return [...deposits.map(depositRow), ...withdrawals.map(payoutRow)]
    .sort((a, b) => time(b) - time(a))
    .slice(0, PAGE_SIZES.dashboardRecent * 2);
}
