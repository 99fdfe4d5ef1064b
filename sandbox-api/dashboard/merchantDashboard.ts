import type { DashboardData, DashboardDeposit, DashboardQuery, DashboardWallet, DashboardWithdrawal } from '../../contract/dashboard';
import { PAGE_SIZES, type Network } from '../../contract/constants';
import { hasPermission, showsZeroedFigures } from '../../contract/permissions';
import type { AuthUser } from '../auth/sessions';
import type { Queryable } from '../db/types';
import { merchantBalance } from './balance';
import { toCents } from './money';
import { dayLabel, periodWindow } from './period';
import { periodVolume } from './volume';

/**
 * The answer of GET /dashboard/merchant for one caller and period (contract/dashboard.ts defines
 * every figure). The caller's role decides what it holds: zeroed volume figures for the roles of
 * 000 section 6, balance fields only with balance-view.
 */
interface RecentRow {
  id: string;
  amount: string;
  actual_balance: string | null;
  status: string;
  created_at: Date;
  wallet_address: string | null;
  client_wallet: string | null;
  currency_type: Network;
}

async function recentRows(db: Queryable, merchantId: string, type: 'deposit' | 'payout'): Promise<RecentRow[]> {
  const { rows } = await db.query<RecentRow>(
    `SELECT id, amount::text, actual_balance::text, status, created_at, wallet_address, client_wallet, currency_type
       FROM transactions WHERE merchant_id = $1 AND type = $2
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [merchantId, type, PAGE_SIZES.dashboardRecent],
  );
  return rows;
}

const toDeposit = (row: RecentRow): DashboardDeposit => ({
  _id: row.id,
  amount: Number(row.amount),
  actualBalance: row.actual_balance === null ? null : Number(row.actual_balance),
  status: row.status,
  createdAt: row.created_at.toISOString(),
  walletAddress: row.wallet_address,
  currencyType: row.currency_type,
});

const toWithdrawal = (row: RecentRow): DashboardWithdrawal => ({
  _id: row.id,
  amount: Number(row.amount),
  status: row.status,
  createdAt: row.created_at.toISOString(),
  clientWallet: row.client_wallet,
  currencyType: row.currency_type,
});

async function wallets(db: Queryable, merchantId: string): Promise<DashboardWallet[]> {
  const { rows } = await db.query<{ network: Network; address: string }>(
    // TRC20 before ERC20, the order of the View Wallet buttons.
    `SELECT network, address FROM wallets WHERE merchant_id = $1 AND is_active ORDER BY network DESC`,
    [merchantId],
  );
  return rows.map((row) => ({ walletNetwork: row.network, walletAddress: row.address }));
}

export async function merchantDashboard(db: Queryable, user: AuthUser, query: DashboardQuery, now: Date): Promise<DashboardData> {
  const window = periodWindow(query, now);
  const zeroed = showsZeroedFigures(user.role);
  const withBalance = hasPermission(user, 'balance-view');
  const [volume, deposits, withdrawals, balance, wallet] = await Promise.all([
    zeroed ? null : periodVolume(db, user.merchantId, window),
    recentRows(db, user.merchantId, 'deposit'),
    recentRows(db, user.merchantId, 'payout'),
    withBalance ? merchantBalance(db, user.merchantId) : null,
    withBalance ? wallets(db, user.merchantId) : null,
  ]);
  return {
    totalVolume: toCents(volume?.total ?? '0'),
    avgTransaction: toCents(volume?.average ?? '0'),
    ...(balance && wallet
      ? {
          totalAmount: toCents(balance.total),
          availableBalance: toCents(balance.available),
          feeAmt: toCents(balance.fee),
          wallet,
        }
      : {}),
    recentTransactions: { deposits: deposits.map(toDeposit), withdrawals: withdrawals.map(toWithdrawal) },
    series: window.days.map((day, index) => ({ date: dayLabel(day), volume: toCents(volume?.byDay[index] ?? '0') })),
  };
}
