import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { NETWORKS, type Network } from './constants';
import { PayableAmount } from './amounts';
import { idText, jsonParam, oneOrMany, rangeParam, sortParam } from './simpleRest';

/**
 * Payer refunds (issue 29): money sent back to the payer of a confirmed deposit. ("Refund" alone is
 * the spec's withdrawal complaint, DECISIONS.md.) The merchant creates one from a deposit or from a
 * payment issue; the payer opens the claim link, `/claim/{id}`, and gives an address of the deposit's
 * network within 7 days; the refund then follows the payout approval policy by amount (the address
 * is bound to that deposit, so the address-book rule does not apply) and becomes a payout of type
 * `refund` in the spec's history, which the gateway settles. Served in react-admin's simple-REST dialect.
 *
 * status: awaiting_address (no address yet) -> awaiting_approval (the policy holds it for a second
 * person) or sending (a pending payout) -> sent (settled). rejected: the approval or the payout was
 * rejected, cancelled or failed. expired: nobody claimed it within 7 days.
 */
export const PAYER_REFUNDS_RESOURCE = 'payer-refunds';
export const PAYER_REFUNDS_PATH = `${API_V2_PREFIX}/${PAYER_REFUNDS_RESOURCE}`;

export const PAYER_REFUND_STATUSES = ['awaiting_address', 'awaiting_approval', 'sending', 'sent', 'rejected', 'expired'] as const;
export type PayerRefundStatus = (typeof PAYER_REFUND_STATUSES)[number];
/** The statuses of a refund that no longer counts against what the deposit received. */
export const ENDED_PAYER_REFUND_STATUSES: readonly PayerRefundStatus[] = ['rejected', 'expired'];

/** How long the payer's claim link stays open. */
export const PAYER_REFUND_CLAIM_DAYS = 7;

/** The activity log's actor of a claim: the payer, who has no account. */
export const PAYER_REFUND_PAYER_ACTOR = 'payer';

/** The payer's page, outside /api (a payer opens it in a browser), and the call it posts the address to. */
export const claimPagePath = (id: string) => `/claim/${id}`;
export const CLAIM_API_PATH = '/claim';

/** Claims per address per minute and per refund per hour: the page is public. */
export const CLAIMS_PER_IP_PER_MINUTE = 10;
export const CLAIMS_PER_REFUND_PER_HOUR = 20;

/** One record, as the list and getOne answer it (the fields the issue lists). */
export interface PayerRefundRecord {
  id: string;
  /** The deposit's `_id` in the spec's history. */
  transactionId: string;
  amount: number;
  currencyType: Network;
  status: PayerRefundStatus;
  /** The payer's claim link. */
  claimUrl: string;
  /** The payer's address, once claimed. */
  address: string | null;
  /** The payout's `_id` in the spec's history (type refund), once claimed. */
  payoutId: string | null;
  /** The payment issue it settled, when created from one. */
  paymentIssueId: string | null;
  /** When the claim link stops taking an address. */
  expiresAt: string;
  createdAt: string;
}

export const PAYER_REFUND_MESSAGES = {
  notFound: 'Payer refund not found',
  depositNotFound: 'Deposit not found',
  notConfirmed: 'Only a confirmed deposit can be refunded to its payer.',
  overReceived: (left: string) => `The refunds of this deposit may not exceed what it received: at most ${left} USDT is left to refund.`,
  nothingReceived: 'This deposit received nothing to refund.',
  notAwaitingAddress: 'This refund already has an address.',
  expired: `This refund link has expired: it could be claimed for ${PAYER_REFUND_CLAIM_DAYS} days. Ask the merchant for a new one.`,
  claimed: 'Address received: the refund is on its way.',
  claimedAwaitingApproval: 'Address received: the refund will be sent once the merchant approves it.',
  insufficientBalance: 'The merchant cannot send this refund right now. Try again later or contact the merchant.',
  tooMany: 'Too many attempts. Try again later.',
} as const;

/** Texts of the payer's claim page. */
export const CLAIM_PAGE_TEXT = {
  notFoundTitle: 'Refund not found',
  notFound: 'This refund link does not exist. Check the link you were sent.',
  intro: (amount: string, network: string) => `The merchant is refunding ${amount} USDT to you on ${network}. Enter the address it should be sent to.`,
  addressLabel: (network: string) => `Your ${network} address`,
  confirmLabel: 'Confirm the address',
  mismatch: 'The two addresses differ: enter the same address twice.',
  submit: 'Send the refund to this address',
  awaiting_approval: 'Address received: the refund will be sent once the merchant approves it.',
  sending: 'Address received: the refund is on its way.',
  sent: 'The refund has been sent.',
  rejected: 'This refund was not sent. Contact the merchant.',
  expired: PAYER_REFUND_MESSAGES.expired,
} as const;

export const PAYER_REFUND_MAX_RANGE = 1000;
export const PAYER_REFUND_SORT_FIELDS = ['createdAt', 'amount', 'status', 'expiresAt'] as const;

export const PayerRefundListQuery = z.object({
  sort: sortParam(PAYER_REFUND_SORT_FIELDS, ['createdAt', 'DESC']),
  range: rangeParam(PAYER_REFUND_MAX_RANGE, [0, 24]),
  filter: jsonParam(
    'filter',
    z
      .object({
        id: oneOrMany(idText, PAYER_REFUND_MAX_RANGE).optional(),
        transactionId: oneOrMany(idText, PAYER_REFUND_MAX_RANGE).optional(),
        status: oneOrMany(z.enum(PAYER_REFUND_STATUSES, `must be one of ${PAYER_REFUND_STATUSES.join(', ')}`), PAYER_REFUND_STATUSES.length).optional(),
        currencyType: oneOrMany(z.enum(NETWORKS, `must be ${NETWORKS.join(' or ')}`), NETWORKS.length).optional(),
      })
      .strict(),
  ).default({} as never),
});
export type PayerRefundListQuery = z.infer<typeof PayerRefundListQuery>;

/** POST /api/v2/payer-refunds: a refund of a confirmed deposit, up to what it received. */
export const CreatePayerRefund = z.object({ transactionId: idText, amount: PayableAmount });
export type CreatePayerRefund = z.infer<typeof CreatePayerRefund>;

/**
 * POST /api/v2/payment-issues/{id}/refund: without an amount, the difference (overpaid) or what was
 * received (underpaid, late); with one, up to what was received. No body: the default.
 */
export const RefundPaymentIssue = z
  .object({ amount: PayableAmount.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type RefundPaymentIssue = z.infer<typeof RefundPaymentIssue>;

/** POST /api/claim/{id}: the payer's address; its network's format and checksum are checked against the refund's network. */
export const ClaimPayerRefund = z.object({ address: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters') });
export type ClaimPayerRefund = z.infer<typeof ClaimPayerRefund>;
