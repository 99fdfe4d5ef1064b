import { DASHBOARD_DEFAULT_NETWORK, PAGE_SIZES } from '../../contract/constants';
import type { DashboardData } from '../../dataProvider/dashboardApi';
import { signOf } from '../common/UsdtAmount';

/** Newest first (000 section 9); a completed payout reads confirmed, a confirmed deposit its received sum (s. 4). */
export function recentRows({ deposits, withdrawals }: DashboardData['recentTransactions']) {
  const rows = [
    ...deposits.map((deposit) => ({
      key: `deposit-${deposit.id}`,
      kind: 'deposit' as const,
      status: deposit.status,
      amount: deposit.status === 'confirmed' && deposit.actualBalance !== null ? deposit.actualBalance : deposit.amount,
      createdAt: deposit.createdAt,
      wallet: deposit.walletAddress,
      network: deposit.currencyType ?? DASHBOARD_DEFAULT_NETWORK,
    })),
    ...withdrawals.map((payout) => ({
      key: `payout-${payout.id}`,
      kind: 'payout' as const,
      status: payout.status === 'completed' ? 'confirmed' : payout.status,
      amount: payout.amount,
      createdAt: payout.createdAt,
      wallet: payout.clientWallet,
      network: payout.currencyType,
    })),
  ];
  const time = (row: { createdAt: string }) => Date.parse(row.createdAt) || 0;
  return rows
    .map((row) => ({ ...row, sign: signOf(row.kind === 'deposit', row.status) }))
    .sort((a, b) => time(b) - time(a))
    .slice(0, PAGE_SIZES.dashboardRecent * 2);
}

export type RecentRow = ReturnType<typeof recentRows>[number];
