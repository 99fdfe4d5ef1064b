import { z } from 'zod';
import { MAX_PAGE_LIMIT, PAGE_SIZES, type Network } from './constants';
import { DAY_OUT_OF_RANGE, isDayInRange, limitParam, pageParam } from './http';

/** Transactions list and its entity (001 sections 3, 4 and 7). */

export const TRANSACTION_TYPES = ['deposit', 'payout', 'withdrawal', 'refund', 'topup', 'withdraw'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The list call's `type` values: the Withdraw tab sends refund (001 section 7). */
export const LIST_TYPES = ['deposit', 'payout', 'refund'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const DEPOSIT_STATUSES = ['initiated', 'confirmed', 'failed', 'expired', 'pending', 'api_failed'] as const;
export const PAYOUT_STATUSES = ['pending', 'rejected', 'completed', 'failed'] as const;
/** Every status the list may filter on or show (001 section 4). */
export const TRANSACTION_STATUSES = [
  'initiated', 'pending', 'processing', 'confirmed', 'completed', 'approved', 'failed', 'blocked',
  'cancelled', 'rejected', 'expired', 'api_failed',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * No money has moved (yet, or ever) for these, so an amount carries no sign: the spec's failed, initiated,
 * pending, rejected and expired (000 and 001 section 4), and the others like them. Dashboard and Transactions agree.
 */
export const UNSIGNED_STATUSES: ReadonlySet<string> = new Set<TransactionStatus>([
  'failed', 'initiated', 'pending', 'rejected', 'expired', 'processing', 'cancelled', 'blocked', 'api_failed',
]);

export const SORTS = ['newest', 'oldest', 'updated'] as const;
export type TransactionSort = (typeof SORTS)[number];

export const DATE_FILTERS = ['today', 'last7days', 'last30days', 'custom'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** A calendar day that exists: Date.parse alone rolls 2026-02-30 over to March 2. */
function isRealDay(s: string): boolean {
  const [year, month, day] = s.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

const isoDate = z
  .string()
  .refine(
    (s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)) && isRealDay(s),
    { message: 'must be a date like 2026-01-31' },
  )
  .refine(isDayInRange, DAY_OUT_OF_RANGE);

export const TransactionListQuery = z.object({
  type: z.enum(LIST_TYPES, 'type must be deposit, payout or refund').default('deposit'),
  page: pageParam.default(1),
  limit: limitParam(MAX_PAGE_LIMIT).default(PAGE_SIZES.transactions),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  status: z.enum(TRANSACTION_STATUSES, 'status is not a known transaction status').optional(),
  sort: z.enum(SORTS, 'sort must be newest, oldest or updated').default('newest'),
  filter: z.enum(DATE_FILTERS, 'filter must be today, last7days, last30days or custom').optional(),
});
export type TransactionListQuery = z.infer<typeof TransactionListQuery>;

export const PAYMENT_STATUSES = ['Exact Paid', 'Overpaid', 'Underpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Set only for confirmed, completed or approved deposits (001 section 4). */
export function paymentStatusOf(row: {
  status: string;
  amount: number | null;
  actualBalance: number | null;
}): PaymentStatus | null {
  if (!['confirmed', 'completed', 'approved'].includes(row.status)) return null;
  if (row.actualBalance == null || row.amount == null) return null;
  const actual = Math.round(row.actualBalance * 1e6);
  const expected = Math.round(row.amount * 1e6);
  if (actual === expected) return 'Exact Paid';
  return actual > expected ? 'Overpaid' : 'Underpaid';
}

export interface Transaction {
  _id: string;
  id: string;
  type: TransactionType;
  status: string;
  amount: number;
  displayAmount: number | null;
  actualBalance: number | null;
  fee: number | null;
  netAmount: number | null;
  currencyType: Network;
  createdAt: string;
  submittedAt: string | null;
  updatedAt: string;
  processedAt: string | null;
  confirmedAt: string | null;
  expiresAt: string | null;
  transactionId: string | null;
  walletAddress: string | null;
  clientWallet: string | null;
  wallet: string | null;
  email: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  referenceId: string | null;
  description: string | null;
  adminNotes: string | null;
  transactionHash: string | null;
  blockchainTxHash: string | null;
  adminTransferData: { transactionHash: string | null } | null;
  invoiceNo: string | null;
  blockchainData: { network: string; status: string } | null;
  verificationData: { actualBalance: number | null } | null;
  paymentStatus: PaymentStatus | null;
}

/** Live event payload on `transaction-update-{userId}` (001 section 4). */
export interface TransactionEvent {
  type: 'new_transaction' | 'transaction_status_update';
  transactionId: string;
  status: string;
  transactionType: TransactionType;
  /** A confirmed deposit: whether exactly what was asked arrived (issue 13: each has its own sound preference). */
  outcome?: 'exact' | 'overpaid' | 'underpaid';
}

/**
 * The client-side tab filters of 001 section 4, by the list call's `type`. The server already
 * filters by type; these keep a gateway that answers loosely from mixing payouts into the deposit
 * list, as the original did. The data provider applies them to the list, the export's worker to
 * the pages it reads.
 */
export function matchesListType(type: ListType, row: Transaction): boolean {
  switch (type) {
    case 'deposit':
      return row.type === 'deposit' || row.type === 'topup' || Boolean(row.verificationData || row.walletAddress || row.transactionId);
    case 'payout':
      return row.type === 'withdrawal' || row.type === 'payout' || row.type === 'withdraw' || Boolean(row.blockchainData || row.clientWallet);
    case 'refund':
      return row.type === 'refund' || row.type === 'withdraw';
  }
}
