import type { Ok } from '../contract/http';
import { NETWORKS, type Network } from '../contract/constants';
import type { DashboardPeriod, DashboardWallet, VolumePoint } from '../contract/dashboard';
import type { HttpClient } from './httpClient';
import { amountOrNull, idOf as idOfRecord, isoDate, textOrNull, type Raw } from './shapes';

/**
 * The Merchant Dashboard call of 000 section 7: GET /dashboard/merchant?filter={period}. The
 * answer is read leniently (figures may come as strings, fields may be missing), so that the
 * dashboard works unchanged against a real gateway.
 */

export interface DashboardQuery {
  filter: DashboardPeriod;
  /** Sent only with `range`, and only together (000 section 4). */
  startDate?: string;
  endDate?: string;
}

/** The contract's rows as the dashboard reads them: `id` for `_id`, unknown currency as null. */
export interface DashboardDeposit {
  id: string;
  amount: number;
  actualBalance: number | null;
  status: string;
  createdAt: string;
  walletAddress: string | null;
  currencyType: string | null;
}

export interface DashboardWithdrawal {
  id: string;
  amount: number;
  status: string;
  createdAt: string;
  clientWallet: string | null;
  currencyType: string | null;
}

export interface DashboardData {
  totalVolume: number;
  avgTransaction: number;
  /** The balance fields are absent for a caller without balance-view. */
  totalAmount: number | null;
  availableBalance: number | null;
  feeAmt: number | null;
  wallet: DashboardWallet[];
  recentTransactions: { deposits: DashboardDeposit[]; withdrawals: DashboardWithdrawal[] };
  series: VolumePoint[] | null;
}

export interface DashboardApi {
  getMerchantDashboard(query: DashboardQuery): Promise<DashboardData>;
}

const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
const idOf = (row: Raw, index: number, kind: string) => idOfRecord(row) ?? `${kind}-${index}`;

function deposit(row: Raw, index: number): DashboardDeposit {
  return {
    id: idOf(row, index, 'deposit'),
    amount: amountOrNull(row.amount) ?? 0,
    actualBalance: amountOrNull(row.actualBalance),
    status: String(row.status ?? ''),
    createdAt: isoDate(row.createdAt),
    walletAddress: textOrNull(row.walletAddress),
    currencyType: textOrNull(row.currencyType),
  };
}

function withdrawal(row: Raw, index: number): DashboardWithdrawal {
  return {
    id: idOf(row, index, 'withdrawal'),
    amount: amountOrNull(row.amount) ?? 0,
    status: String(row.status ?? ''),
    createdAt: isoDate(row.createdAt),
    clientWallet: textOrNull(row.clientWallet),
    currencyType: textOrNull(row.currencyType),
  };
}

function wallets(value: unknown): DashboardWallet[] {
  return list(value).flatMap((entry) => {
    const walletNetwork = entry.walletNetwork;
    const walletAddress = textOrNull(entry.walletAddress);
    const known = (NETWORKS as readonly unknown[]).includes(walletNetwork);
    return known && walletAddress ? [{ walletNetwork: walletNetwork as Network, walletAddress }] : [];
  });
}

function series(value: unknown): VolumePoint[] | null {
  if (!Array.isArray(value)) return null;
  return list(value).flatMap((point) => {
    const volume = amountOrNull(point.volume);
    return typeof point.date === 'string' && volume !== null ? [{ date: point.date, volume }] : [];
  });
}

export function adaptDashboard(data: Raw): DashboardData {
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

export function createDashboardApi(http: HttpClient): DashboardApi {
  return {
    async getMerchantDashboard({ filter, startDate, endDate }) {
      const dates = filter === 'range' && startDate && endDate ? { startDate, endDate } : {};
      const { json } = await http<Ok<Raw> & { error?: string }>('/dashboard/merchant', { query: { filter, ...dates }, errors: 'httpStatus' });
      // The gateway's own failure text travels in `error` (000 section 7); without one, the spec's fallback.
      if (!json?.data || typeof json.data !== 'object') throw new Error(json?.error || 'Failed to fetch dashboard data');
      return adaptDashboard(json.data);
    },
  };
}
