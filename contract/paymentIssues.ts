import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { NETWORKS, type Network } from './constants';
import type { PayoutApprovalPerson } from './payoutApprovals';
import { idText, jsonParam, oneOrMany, rangeParam, sortParam } from './simpleRest';

/**
 * Payments that need attention (issue 29): one record per deposit that was underpaid, overpaid, or
 * paid after its link expired, created by the gateway in the transaction that confirms the deposit.
 * An underpaid link still takes the remainder until it expires: each payment is listed, and the
 * record resolves itself (`paid_in_full`) once the total reaches what was asked. Within the
 * merchant's underpayment tolerance (contract/merchantSettings.ts) it is created already resolved
 * (`within_tolerance`). Otherwise the merchant accepts it as it is, with a note (`accepted`).
 * Served in react-admin's simple-REST dialect.
 */
export const PAYMENT_ISSUES_RESOURCE = 'payment-issues';
export const PAYMENT_ISSUES_PATH = `${API_V2_PREFIX}/${PAYMENT_ISSUES_RESOURCE}`;

export const PAYMENT_ISSUE_KINDS = ['underpaid', 'overpaid', 'late'] as const;
export type PaymentIssueKind = (typeof PAYMENT_ISSUE_KINDS)[number];

export const PAYMENT_ISSUE_STATUSES = ['open', 'resolved'] as const;
export type PaymentIssueStatus = (typeof PAYMENT_ISSUE_STATUSES)[number];

/** How a record was resolved: by the remainder, by the tolerance, by the merchant's acceptance, or by a payer refund (contract/payerRefunds.ts). */
export const PAYMENT_ISSUE_RESOLUTIONS = ['paid_in_full', 'within_tolerance', 'accepted', 'refunded'] as const;
export type PaymentIssueResolution = (typeof PAYMENT_ISSUE_RESOLUTIONS)[number];

/** One payment that arrived at the deposit's address, in USDT. */
export interface PaymentIssuePayment {
  amount: number;
  /** ISO 8601. */
  at: string;
}

/** One record, as the list and getOne answer it (the fields the issue lists, and the payments). */
export interface PaymentIssueRecord {
  id: string;
  /** The deposit's `_id` in the spec's history. */
  transactionId: string;
  kind: PaymentIssueKind;
  currencyType: Network;
  /** What the link asked, in USDT. */
  expected: number;
  /** The total of the payments so far. */
  received: number;
  /** received - expected: negative while underpaid, positive when overpaid. */
  difference: number;
  status: PaymentIssueStatus;
  resolution: PaymentIssueResolution | null;
  /** The merchant's note when it accepted the payment as it is. */
  note: string | null;
  /** Who accepted it; null while open and when the gateway resolved it by itself. */
  resolvedBy: PayoutApprovalPerson | null;
  resolvedAt: string | null;
  payments: PaymentIssuePayment[];
  createdAt: string;
}

/**
 * The live event `payment-issue-update-{userId}` (as `transaction-update-{userId}`, 001 section 4): a
 * payment issue was opened, received a further payment short of the total (`updated`), or was
 * resolved (accepted, refunded, paid in full, or created within the tolerance). Sent to the merchant's team members who may list payment issues (transactions-view),
 * so their "Needs attention" card and Payment issues screen reread.
 */
export const PAYMENT_ISSUE_EVENT = 'payment-issue-update';

export interface PaymentIssueEvent {
  type: 'opened' | 'updated' | 'resolved';
  id: string;
  transactionId: string;
  status: PaymentIssueStatus;
  resolution: PaymentIssueResolution | null;
}

/** The activity log's actor of a resolution the gateway made by itself (paid in full, within tolerance). */
export const PAYMENT_ISSUE_GATEWAY_ACTOR = 'gateway';

export const PAYMENT_ISSUE_MESSAGES = {
  notFound: 'Payment issue not found',
  notOpen: 'This payment issue is already resolved.',
} as const;

export const PAYMENT_ISSUE_MAX_RANGE = 1000;
export const PAYMENT_ISSUE_SORT_FIELDS = ['createdAt', 'kind', 'status', 'expected', 'received', 'difference'] as const;
export const PAYMENT_ISSUE_NOTE_MAX = 500;

export const PaymentIssueListQuery = z.object({
  sort: sortParam(PAYMENT_ISSUE_SORT_FIELDS, ['createdAt', 'DESC']),
  range: rangeParam(PAYMENT_ISSUE_MAX_RANGE, [0, 24]),
  filter: jsonParam(
    'filter',
    z
      .object({
        id: oneOrMany(idText, PAYMENT_ISSUE_MAX_RANGE).optional(),
        transactionId: oneOrMany(idText, PAYMENT_ISSUE_MAX_RANGE).optional(),
        status: oneOrMany(z.enum(PAYMENT_ISSUE_STATUSES, `must be one of ${PAYMENT_ISSUE_STATUSES.join(', ')}`), PAYMENT_ISSUE_STATUSES.length).optional(),
        kind: oneOrMany(z.enum(PAYMENT_ISSUE_KINDS, `must be one of ${PAYMENT_ISSUE_KINDS.join(', ')}`), PAYMENT_ISSUE_KINDS.length).optional(),
        currencyType: oneOrMany(z.enum(NETWORKS, `must be ${NETWORKS.join(' or ')}`), NETWORKS.length).optional(),
      })
      .strict(),
  ).default({} as never),
});
export type PaymentIssueListQuery = z.infer<typeof PaymentIssueListQuery>;

/** POST /api/v2/payment-issues/{id}/accept. */
export const AcceptPaymentIssue = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'is required: say why the payment is accepted as it is')
    .max(PAYMENT_ISSUE_NOTE_MAX, `must be at most ${PAYMENT_ISSUE_NOTE_MAX} characters`),
});
export type AcceptPaymentIssue = z.infer<typeof AcceptPaymentIssue>;
