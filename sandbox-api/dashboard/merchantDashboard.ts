import type { DashboardData, DashboardDeposit, DashboardQuery, DashboardWallet, DashboardWithdrawal } from '../../contract/dashboard';
import { PAGE_SIZES, type Network } from '../../contract/constants';
import { hasPermission, showsZeroedFigures } from '../../contract/permissions';
import type { AuthUser } from '../auth/sessions';
import type { Queryable } from '../db/types';
import { perDatabase, RecentMap } from '../lib/perDatabase';
import { merchantBalance } from './balance';
import { toCents } from './money';
import { dayLabel, periodWindow, type PeriodWindow } from './period';
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

/**
 * The merchant's list version (migration 011: a new one from a sequence on every write to its
 * transactions, from any app instance) and, when asked, its active wallets, in one statement.
 */
async function versionAndWallets(
  db: Queryable,
  merchantId: string,
  withWallets: boolean,
): Promise<{ version: number; wallet: DashboardWallet[] | null }> {
  const { rows } = await db.query<{ version: number | null; network: Network | null; address: string | null }>(
    // TRC20 before ERC20, the order of the View Wallet buttons; the version row comes first (NULLS FIRST).
    `SELECT (SELECT version FROM transaction_list_versions WHERE merchant_id = $1) AS version, w.network, w.address
       FROM (SELECT 1) AS one LEFT JOIN wallets w ON $2 AND w.merchant_id = $1 AND w.is_active
      ORDER BY w.network DESC`,
    [merchantId, withWallets],
  );
  const wallet = rows.flatMap((row) => (row.network && row.address ? [{ walletNetwork: row.network, walletAddress: row.address }] : []));
  return { version: rows[0]?.version ?? 0, wallet: withWallets ? wallet : null };
}

/**
 * The figures computed from the transactions (volume, balances, newest rows) are remembered per
 * merchant, role class and period, with the merchant's list version they were read at. Every write
 * to its transactions takes a new version, and the balances and sums of migration 003 change only
 * with them, so remembered figures are used only while the version is unchanged, and only for a
 * window ending within a second of theirs (a period running to now moves on; a row dated ahead
 * of the clock, or another server's clock, joins it within that second). The wallets are read live.
 */
interface KnownFigures {
  version: number;
  before: number;
  figures: Omit<DashboardData, 'wallet'>;
}

const FIGURES_MAX_AGE_MS = 1_000;
const MAX_KNOWN_FIGURES = 2_000;
const knownFiguresOf = perDatabase(() => new RecentMap<string, KnownFigures>(MAX_KNOWN_FIGURES));

async function figuresOf(
  db: Queryable,
  merchantId: string,
  window: PeriodWindow,
  zeroed: boolean,
  withBalance: boolean,
): Promise<Omit<DashboardData, 'wallet'>> {
  const [volume, deposits, withdrawals, balance] = await Promise.all([
    zeroed ? null : periodVolume(db, merchantId, window),
    recentRows(db, merchantId, 'deposit'),
    recentRows(db, merchantId, 'payout'),
    withBalance ? merchantBalance(db, merchantId) : null,
  ]);
  return {
    totalVolume: toCents(volume?.total ?? '0'),
    avgTransaction: toCents(volume?.average ?? '0'),
    ...(balance
      ? { totalAmount: toCents(balance.total), availableBalance: toCents(balance.available), feeAmt: toCents(balance.fee) }
      : {}),
    recentTransactions: { deposits: deposits.map(toDeposit), withdrawals: withdrawals.map(toWithdrawal) },
    series: window.days.map((day, index) => ({ date: dayLabel(day), volume: toCents(volume?.byDay[index] ?? '0') })),
  };
}

export async function merchantDashboard(db: Queryable, user: AuthUser, query: DashboardQuery, now: Date): Promise<DashboardData> {
  const window = periodWindow(query, now);
  const zeroed = showsZeroedFigures(user.role);
  const withBalance = hasPermission(user, 'balance-view');
  // Read before the figures: a write in between leaves them newer than their version, never older.
  const { version, wallet } = await versionAndWallets(db, user.merchantId, withBalance);
  const known = knownFiguresOf(db);
  const key = JSON.stringify([user.merchantId, zeroed, withBalance, window.from, window.days.length]);
  let entry = known.touch(key);
  if (!entry || entry.version !== version || Math.abs(entry.before - window.before.getTime()) > FIGURES_MAX_AGE_MS) {
    entry = { version, before: window.before.getTime(), figures: await figuresOf(db, user.merchantId, window, zeroed, withBalance) };
    known.set(key, entry);
  }
  const { totalAmount, availableBalance, feeAmt, recentTransactions, series, totalVolume, avgTransaction } = entry.figures;
  return {
    totalVolume,
    avgTransaction,
    ...(withBalance && wallet ? { totalAmount, availableBalance, feeAmt, wallet } : {}),
    recentTransactions,
    series,
  };
}
