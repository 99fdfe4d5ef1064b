import type { Ok } from '../contract/http';
import { NETWORKS, type Network } from '../contract/constants';
import type { DashboardQuery, DashboardWallet, VolumePoint } from '../contract/dashboard';
import type { HttpClient } from './httpClient';
import { amountOrNull, idOf, isoDate, textOrNull, type Raw } from './shapes';

const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
export const isNetwork = (value: unknown): value is Network => (NETWORKS as readonly unknown[]).includes(value);

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
