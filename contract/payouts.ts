import { z } from 'zod';
import { PayableAmount } from './amounts';
import { DEFAULT_NETWORK, MAX_PAGE_LIMIT, NETWORKS, PAGE_SIZES, type Network } from './constants';
import { isWalletAddress } from './addresses';
import { limitParam, pageParam } from './http';
import type { Transaction } from './transactions';

/** Payout requests (001 sections 2.4, 5, 7 and 8; DECISIONS.md section 5). */

export const PAYOUT_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  submitFailed: 'Something went wrong while submitting withdrawal.',
  requestFailed: 'An error occurred while processing your request.',
  fetchFailed: 'An error occurred while fetching withdrawals.',
  noneToExport: 'No withdrawal requests to export',
  created: 'Withdrawal request submitted successfully',
  alreadySubmitted: 'This withdrawal request was already submitted',
  insufficientBalance: 'Insufficient balance: the amount is above your available balance',
  operationRefused: 'Operation roles can view payouts but cannot create them.',
  invalidAddress: (network: Network) => `Invalid ${network === 'USDT-TRC20' ? 'TRC20' : 'ERC20'} wallet address`,
} as const;

export { PAYOUT_PERMISSIONS, VIEW_ONLY_PAYOUT_ROLES, canCreatePayout, canViewPayouts } from './payoutAccess';

export { AMOUNT_DECIMALS, AMOUNT_RULES, MAX_PAYOUT_AMOUNT, PayableAmount, amountProblem, type AmountProblem } from './amounts';
/** POST /withdrawal: the amount is sent as a number (001 section 5). */
export const PayoutRequest = z
  .object({
    amount: PayableAmount,
    merchantWallet: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    currencyType: z.enum(NETWORKS, 'must be USDT-TRC20 or USDT-ERC20').default(DEFAULT_NETWORK),
  })
  .superRefine((body, ctx) => {
    // An empty wallet already failed as required; one message per mistake.
    if (body.merchantWallet && !isWalletAddress(body.currencyType, body.merchantWallet)) {
      ctx.addIssue({ code: 'custom', path: ['merchantWallet'], message: PAYOUT_MESSAGES.invalidAddress(body.currencyType) });
    }
  });
export type PayoutRequest = z.infer<typeof PayoutRequest>;

/** `Idempotency-Key` header: a retried submit with the same key answers the first payout. */
export { IDEMPOTENCY_HEADER } from './wireKeys';
export const IdempotencyKey = z.string().trim().min(1).max(200, 'Idempotency-Key must be at most 200 characters');

export const PayoutListQuery = z.object({
  page: pageParam.default(1),
  limit: limitParam(MAX_PAGE_LIMIT).default(PAGE_SIZES.payoutFetch),
});
export type PayoutListQuery = z.infer<typeof PayoutListQuery>;

/** A withdrawal in the history: the list row of 001 section 3 (refund types never appear). */
export type Withdrawal = Transaction;

/** GET /withdrawal/my-withdrawals answers the list flat, as 001 section 7 reads it. */
export interface WithdrawalListBody {
  success: true;
  message: string;
  data: Withdrawal[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
