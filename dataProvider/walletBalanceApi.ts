import type { Ok } from '../contract/http';
import type { Network } from '../contract/constants';
import type { BalanceChange, NetworkBalance, WalletBalanceData } from '../contract/walletBalance';
import { createDashboardApi, isNetwork } from './dashboardApi';
import { isMissingAddition, type HttpClient } from './httpClient';
import { amount, idOf, isoDate, isRecord, textOrNull, type Raw } from './shapes';

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

/**
 * GET /wallet-balance is the sandbox's addition; without it (404, 405, no answer) the screen shows the totals, fee
 * and wallets of the spec's GET /dashboard/merchant (issue 15), with no per-network figures or recent changes.
 */
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
      const data = await dashboard.getMerchantDashboard({ filter: 'today' });
      if (data.totalAmount === null && data.availableBalance === null && data.feeAmt === null) {
        throw new Error('The merchant dashboard answer carries no balance');
      }
      const { totalAmount, availableBalance, feeAmt, wallet } = data;
      return { source: 'dashboard' as const, total: totalAmount ?? 0, available: availableBalance ?? 0, fee: feeAmt ?? 0, wallets: wallet };
    },
  };
}
