import type { Ok } from '../contract/http';
import type { ServiceTypeWallet, WalletServiceType, WalletServiceTypePage } from '../contract/walletServiceTypes';
import type { HttpClient } from './httpClient';
import { amount, amountOrNull, flag, idOf, isoDate, isoDateOrNull, isRecord, listOf, pagesOf, textOrNull, type Raw } from './shapes';

/**
 * The wallet service type calls of 001 section 7, with the list's own pagination shape. A failing
 * status without a message reads 'HTTP error! status: {code}' (001 section 8).
 */
export interface WalletServiceTypesApi {
  getWalletServiceTypes(query: { page: number; limit: number; search?: string }): Promise<WalletServiceTypePage>;
  getWalletServiceType(id: string): Promise<WalletServiceType>;
}

function wallet(row: Raw): ServiceTypeWallet {
  return {
    ...(row as unknown as ServiceTypeWallet),
    walletAddress: String(row.walletAddress ?? ''),
    isActive: flag(row.isActive),
    walletGeneratedAt: isoDate(row.walletGeneratedAt),
    totalDepositAmount: amount(row.totalDepositAmount),
    totalDeposits: amount(row.totalDeposits),
    lastDepositAmount: amountOrNull(row.lastDepositAmount),
    lastDepositAt: isoDateOrNull(row.lastDepositAt),
    lastTransactionHash: textOrNull(row.lastTransactionHash),
  };
}

/** A record in any shape a gateway sends: `id` for `_id`, amounts as strings, dates as epoch ms, flags as strings. */
export function adaptWalletServiceType(row: Raw): WalletServiceType {
  const userInfo = isRecord(row.userInfo) ? row.userInfo : {};
  return {
    ...(row as unknown as WalletServiceType),
    _id: idOf(row) ?? '',
    userId: String(row.userId ?? ''),
    userInfo: { fullName: String(userInfo.fullName ?? ''), email: textOrNull(userInfo.email), phone: textOrNull(userInfo.phone) },
    description: textOrNull(row.description),
    isActive: flag(row.isActive),
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
    wallets: (Array.isArray(row.wallets) ? row.wallets.filter(isRecord) : []).map(wallet),
  };
}

export function createWalletServiceTypesApi(http: HttpClient): WalletServiceTypesApi {
  return {
    async getWalletServiceTypes({ page, limit, search }) {
      const { json } = await http<WalletServiceTypePage>('/wallet-service-types/list', {
        query: { page, limit, search: search || undefined },
        errors: 'httpStatus',
      });
      // data[] with pagination.{pages,total} (001 section 7), or the other list shapes.
      const list = listOf(json, 'wallet service types');
      return {
        success: true,
        message: typeof json?.message === 'string' ? json.message : '',
        data: list.rows.map(adaptWalletServiceType),
        pagination: { pages: pagesOf(list), total: list.total ?? list.rows.length, page, limit },
      };
    },
    async getWalletServiceType(id) {
      const { json } = await http<Ok<unknown>>(`/wallet-service-types/view/${encodeURIComponent(id)}`, { errors: 'httpStatus' });
      if (!isRecord(json?.data)) throw new Error('The wallet service type answer carries no record');
      return adaptWalletServiceType(json.data);
    },
  };
}
