import type { Ok } from '../contract/http';
import type { WalletServiceType, WalletServiceTypePage } from '../contract/walletServiceTypes';
import type { HttpClient } from './httpClient';

/**
 * The wallet service type calls of 001 section 7, with the list's own pagination shape. A failing
 * status without a message reads 'HTTP error! status: {code}' (001 section 8).
 */
export interface WalletServiceTypesApi {
  getWalletServiceTypes(query: { page: number; limit: number; search?: string }): Promise<WalletServiceTypePage>;
  getWalletServiceType(id: string): Promise<WalletServiceType>;
}

export function createWalletServiceTypesApi(http: HttpClient): WalletServiceTypesApi {
  return {
    async getWalletServiceTypes({ page, limit, search }) {
      const { json } = await http<WalletServiceTypePage>('/wallet-service-types/list', {
        query: { page, limit, search: search || undefined },
        errors: 'httpStatus',
      });
      return json;
    },
    async getWalletServiceType(id) {
      const { json } = await http<Ok<WalletServiceType>>(`/wallet-service-types/view/${encodeURIComponent(id)}`, { errors: 'httpStatus' });
      return json.data;
    },
  };
}
