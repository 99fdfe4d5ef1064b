import type { Ok } from '../contract/http';
import { NETWORKS, type Network } from '../contract/constants';
import type { DashboardQuery, DashboardWallet, VolumePoint } from '../contract/dashboard';
import type { BalanceChange, NetworkBalance, WalletBalanceData } from '../contract/walletBalance';
import { isMissingAddition, type HttpClient } from './httpClient';
import { amount, amountOrNull, idOf, isoDate, isRecord, textOrNull, type Raw } from './shapes';

const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
const isNetwork = (value: unknown): value is Network => (NETWORKS as readonly unknown[]).includes(value);

/** The contract's rows as the dashboard reads them: `id` for `_id`, an unknown currency as null. */
const rowOf = (kind: string) => (row: Raw, index: number) => ({
  id: idOf(row) ?? `${kind}-${index}`,
  amount: amountOrNull(row.amount) ?? 0,
  status: String(row.status ?? ''),
  createdAt: isoDate(row.createdAt),
  currencyType: textOrNull(row.currencyType),
});

const deposit = (row: Raw, index: number) => ({
  ...rowOf('deposit')(row, index),
  actualBalance: amountOrNull(row.actualBalance),
  walletAddress: textOrNull(row.walletAddress),
});

const withdrawal = (row: Raw, index: number) => ({ ...rowOf('withdrawal')(row, index), clientWallet: textOrNull(row.clientWallet) });

function wallets(value: unknown): DashboardWallet[] {
  return list(value).flatMap(({ walletNetwork, walletAddress }) =>
    isNetwork(walletNetwork) && textOrNull(walletAddress) ? [{ walletNetwork, walletAddress: walletAddress as string }] : [],
  );
}

function series(value: unknown): VolumePoint[] | null {
  if (!Array.isArray(value)) return null;
  return list(value).flatMap(({ date, volume }) => {
    const figure = amountOrNull(volume);
    return typeof date === 'string' && figure !== null ? [{ date, volume: figure }] : [];
  });
}

/** The balance fields are null for a caller without balance-view. */
function adaptDashboard(data: Raw) {
  const recent = (data.recentTransactions ?? {}) as Raw;
  return {
    totalVolume: amountOrNull(data.totalVolume) ?? 0,
    avgTransaction: amountOrNull(data.avgTransaction) ?? 0,
    totalAmount: amountOrNull(data.totalAmount),
    availableBalance: amountOrNull(data.availableBalance),
    feeAmt: amountOrNull(data.feeAmt),
    wallet: wallets(data.wallet),
    recentTransactions: { deposits: list(recent.deposits).map(deposit), withdrawals: list(recent.withdrawals).map(withdrawal) },
    series: series(data.series),
  };
}

export type DashboardData = ReturnType<typeof adaptDashboard>;

/** GET /dashboard/merchant?filter={period} (000 section 7), read leniently so a real gateway's answer works too. */
export function createDashboardApi(http: HttpClient) {
  return {
    async getMerchantDashboard({ filter, startDate, endDate }: DashboardQuery): Promise<DashboardData> {
      // The days go only with `range`, and only together (000 section 4).
      const dates = filter === 'range' && startDate && endDate ? { startDate, endDate } : {};
      const { json } = await http<Ok<Raw> & { error?: string }>('/dashboard/merchant', { query: { filter, ...dates }, errors: 'httpStatus' });
      // The gateway's own failure text travels in `error` (000 section 7); without one, the spec's fallback.
      if (!json?.data || typeof json.data !== 'object') throw new Error(json?.error || 'Failed to fetch dashboard data');
      return adaptDashboard(json.data);
    },
  };
}

function networkBalance(row: Raw): NetworkBalance[] {
  const network = row.network ?? row.walletNetwork;
  if (!isNetwork(network)) return [];
  return [{ network, total: amount(row.total), available: amount(row.available), fee: amount(row.fee), walletAddress: textOrNull(row.walletAddress) }];
}

function change(row: Raw, index: number): BalanceChange {
  return {
    _id: idOf(row) ?? `change-${index}`,
    type: String(row.type ?? ''),
    status: String(row.status ?? ''),
    network: (isNetwork(row.network) ? row.network : 'USDT-TRC20') as Network,
    change: amount(row.change),
    at: isoDate(row.at),
  };
}

/** The addition's answer, read leniently (figures as strings, dates as epoch ms). */
function adaptWalletBalance(data: unknown): WalletBalanceData {
  if (!isRecord(data) || !Array.isArray(data.networks)) throw new Error('The wallet balance answer carries no figures');
  return {
    total: amount(data.total),
    available: amount(data.available),
    fee: amount(data.fee),
    networks: data.networks.filter(isRecord).flatMap(networkBalance),
    recentChanges: (Array.isArray(data.recentChanges) ? data.recentChanges.filter(isRecord) : []).map(change),
  };
}

// GET /wallet-balance is the sandbox's addition; without it (404, 405, no answer) the screen shows the totals, fee and
// wallets of the spec's GET /dashboard/merchant (issue 15), with no per-network figures or recent changes.
export function createWalletBalanceApi(http: HttpClient) {
  const dashboard = createDashboardApi(http);
  return {
    async getWalletBalance(signal?: AbortSignal) {
      try {
        const { json } = await http<Ok<unknown>>('/wallet-balance', { signal });
        return { source: 'wallet-balance' as const, ...adaptWalletBalance(json?.data) };
      } catch (error) {
        if (signal?.aborted || !isMissingAddition(error)) throw error;
      }
      // The balance figures do not depend on the period; today's answer is the cheapest.
      const { totalAmount, availableBalance, feeAmt, wallet } = await dashboard.getMerchantDashboard({ filter: 'today' });
      if (totalAmount === null && availableBalance === null && feeAmt === null) {
        throw new Error('The merchant dashboard answer carries no balance');
      }
      return { source: 'dashboard' as const, total: totalAmount ?? 0, available: availableBalance ?? 0, fee: feeAmt ?? 0, wallets: wallet };
    },
  };
}
