import type { DashboardData, DashboardDeposit, DashboardQuery, DashboardWallet, DashboardWithdrawal } from '../../contract/dashboard';
import { PAGE_SIZES, type Network } from '../../contract/constants';
import { hasPermission, showsZeroedFigures } from '../../contract/permissions';
import type { AuthUser } from '../auth/sessions';
import { TRANSACTIONS_CHANGED, WALLETS_CHANGED } from '../db/changes';
import type { ListeningDb, Queryable } from '../db/types';
import { AnnouncedMemory, staleWhenOwnerChanges } from '../lib/announcedMemory';
import { perDatabase } from '../lib/perDatabase';
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

/** The merchant's active wallets, TRC20 before ERC20 (the order of the View Wallet buttons). */
async function activeWallets(db: Queryable, merchantId: string): Promise<DashboardWallet[]> {
  const { rows } = await db.query<{ network: Network; address: string }>(
    'SELECT network, address FROM wallets WHERE merchant_id = $1 AND is_active ORDER BY network DESC',
    [merchantId],
  );
  return rows.map((row) => ({ walletNetwork: row.network, walletAddress: row.address }));
}

/**
 * The figures computed from the transactions (volume, balances, newest rows) are remembered per
 * merchant, role class and period, and the wallets per merchant, so that a dashboard asked again
 * costs no database work (issue 17). The database announces every write to a merchant's
 * transactions (migration 013; the balances and sums of migration 003 change only with them) and
 * to its wallets (migration 014), and this instance then reads them again: at once when it made
 * the write, a moment later when another instance did. Figures are also used only for a window
 * ending within a second of theirs: a period running to now moves on, and a row dated ahead of the
 * clock, or of another server's clock, joins it within that second.
 */
interface KnownFigures {
  merchantId: string;
  before: number;
  figures: Omit<DashboardData, 'wallet'>;
}

const FIGURES_MAX_AGE_MS = 1_000;
const MAX_KNOWN_FIGURES = 2_000;
const MAX_KNOWN_WALLETS = 10_000;
const knownFiguresOf = perDatabase(
  (db: ListeningDb) =>
    new AnnouncedMemory<KnownFigures>(db, {
      max: MAX_KNOWN_FIGURES,
      staleAfter: staleWhenOwnerChanges(TRANSACTIONS_CHANGED, (known) => known.merchantId),
    }),
);
const knownWalletsOf = perDatabase(
  (db: ListeningDb) =>
    new AnnouncedMemory<{ merchantId: string; wallet: DashboardWallet[] }>(db, {
      max: MAX_KNOWN_WALLETS,
      staleAfter: staleWhenOwnerChanges(WALLETS_CHANGED, (known) => known.merchantId),
    }),
);

async function walletsOf(db: ListeningDb, merchantId: string): Promise<DashboardWallet[]> {
  const known = await knownWalletsOf(db).read(merchantId, async () => ({ merchantId, wallet: await activeWallets(db, merchantId) }));
  return known.wallet;
}

async function figuresOf(
  db: Queryable,
  merchantId: string,
  window: PeriodWindow,
  zeroed: boolean,
  withBalance: boolean,
  timeZone: string | null,
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
    series: window.days.map((day, index) => ({ date: dayLabel(day, timeZone), volume: toCents(volume?.byDay[index] ?? '0') })),
  };
}

export async function merchantDashboard(db: ListeningDb, user: AuthUser, query: DashboardQuery, now: Date): Promise<DashboardData> {
  // The merchant's days (merchant-settings `timezone`, read with the session), else the server's.
  const timeZone = user.merchantTimeZone;
  const window = periodWindow(query, now, timeZone);
  const zeroed = showsZeroedFigures(user.role);
  const withBalance = hasPermission(user, 'balance-view');
  const key = JSON.stringify([user.merchantId, zeroed, withBalance, window.from, window.days.length, timeZone]);
  const readFigures = async (): Promise<KnownFigures> => ({
    merchantId: user.merchantId,
    before: window.before.getTime(),
    figures: await figuresOf(db, user.merchantId, window, zeroed, withBalance, timeZone),
  });
  const [entry, wallet] = await Promise.all([
    knownFiguresOf(db).read(key, readFigures, (known) => Math.abs(known.before - window.before.getTime()) <= FIGURES_MAX_AGE_MS),
    withBalance ? walletsOf(db, user.merchantId) : null,
  ]);
  const { totalAmount, availableBalance, feeAmt, recentTransactions, series, totalVolume, avgTransaction } = entry.figures;
  return {
    totalVolume,
    avgTransaction,
    ...(withBalance && wallet ? { totalAmount, availableBalance, feeAmt, wallet } : {}),
    recentTransactions,
    series,
  };
}
