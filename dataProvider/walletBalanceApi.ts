import type { Ok } from '../contract/http';
import type { WalletBalanceData } from '../contract/walletBalance';
import type { HttpClient } from './httpClient';

/** Wallet Balances: GET /wallet-balance, the sandbox's addition (the spec shows no balance call). */
export interface WalletBalanceApi {
  getWalletBalance(signal?: AbortSignal): Promise<WalletBalanceData>;
}

export function createWalletBalanceApi(http: HttpClient): WalletBalanceApi {
  return {
    async getWalletBalance(signal) {
      const { json } = await http<Ok<WalletBalanceData>>('/wallet-balance', { signal });
      if (!json?.data || !Array.isArray(json.data.networks)) throw new Error('The wallet balance answer carries no figures');
      return json.data;
    },
  };
}
