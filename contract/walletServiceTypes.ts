import { z } from 'zod';
import { MAX_PAGE_LIMIT, PAGE_SIZES, type Network } from './constants';

/** Wallet service type records (001 sections 2.10, 3 and 7): a merchant's end user with dedicated wallets. */

export interface ServiceTypeWallet {
  walletNetwork: Network;
  walletAddress: string;
  isActive: boolean;
  walletGeneratedAt: string;
  totalDepositAmount: number;
  totalDeposits: number;
  lastDepositAmount: number | null;
  lastDepositAt: string | null;
  lastTransactionHash: string | null;
}

export interface WalletServiceType {
  _id: string;
  /** The merchant's own id for its end user. */
  userId: string;
  userInfo: { fullName: string; email: string | null; phone: string | null };
  description: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  wallets: ServiceTypeWallet[];
}

export interface WalletServiceTypePage {
  success: true;
  message: string;
  data: WalletServiceType[];
  pagination: { pages: number; total: number; page: number; limit: number };
}

export const WalletServiceTypeListQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1).max(MAX_PAGE_LIMIT).default(PAGE_SIZES.walletServiceTypes),
  search: z.string().trim().max(100).optional(),
});

/** The first 8 and last 6 characters of an address (issue 6), whole when that would not shorten it. */
export function shortenAddress(address: string): string {
  return address.length > 17 ? `${address.slice(0, 8)}...${address.slice(-6)}` : address;
}

/** The page numbers to show: the first, the last, and those within 2 of the current (001 section 9); null marks a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((offset) => current + offset)])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of shown) {
    if (out.length > 0 && page - (out[out.length - 1] as number) > 1) out.push(null);
    out.push(page);
  }
  return out;
}
