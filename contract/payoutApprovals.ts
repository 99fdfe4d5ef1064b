import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import type { Network } from './constants';
import { idText, jsonParam, oneOrMany, rangeParam, sortParam } from './simpleRest';

/**
 * Payout approvals (issue 28): a payout the payout policy holds for a second person's approval is
 * accepted by the spec's `POST /withdrawal` and stays pending in the spec's history, with a request
 * here, until a holder of approved-payout-requests other than the requester approves it (the
 * gateway may then settle it) or rejects it (the payout is rejected, the reason its admin note),
 * or the requester cancels it. Served in react-admin's simple-REST dialect.
 */
export const PAYOUT_APPROVALS_RESOURCE = 'payout-approvals';
export const PAYOUT_APPROVALS_PATH = `${API_V2_PREFIX}/${PAYOUT_APPROVALS_RESOURCE}`;

export const PAYOUT_APPROVAL_STATUSES = ['awaiting', 'approved', 'rejected', 'cancelled'] as const;
export type PayoutApprovalStatus = (typeof PAYOUT_APPROVAL_STATUSES)[number];

export interface PayoutApprovalPerson {
  /** null once the team member was deleted; the email stays. */
  id: string | null;
  email: string;
}

/** One request, as the list and getOne answer it (the fields the issue lists). */
export interface PayoutApprovalRecord {
  id: string;
  /** The payout's `_id` in the spec's history. */
  payoutId: string;
  amount: number;
  currencyType: Network;
  address: string;
  requestedBy: PayoutApprovalPerson;
  status: PayoutApprovalStatus;
  decidedBy: PayoutApprovalPerson | null;
  decidedAt: string | null;
  /** The rejection's reason (also the payout's admin note); null otherwise. */
  reason: string | null;
  createdAt: string;
}

/** The POST actions on one request: `/{id}/approve`, `/{id}/reject` (with a reason), `/{id}/cancel`. */
export type PayoutApprovalDecision = 'approve' | 'reject' | 'cancel';

export const PAYOUT_APPROVAL_MESSAGES = {
  /** POST /withdrawal's message for a payout held for approval (its answer is the spec's otherwise). */
  awaitingApproval: 'Withdrawal request submitted: it is awaiting approval by a second person',
  notFound: 'Payout approval request not found',
  ownRequest: 'You requested this payout: a second person must approve or reject it.',
  notRequester: 'Only the person who requested this payout can cancel it.',
  notAwaiting: (status: PayoutApprovalStatus) => `This request is already ${status}.`,
  /** What settlement answers for a payout still held (the sandbox's simulator). */
  settleAwaiting: 'This payout is awaiting approval by a second person and cannot be settled until it is approved.',
  cancelledNote: 'Cancelled by the requester before approval',
} as const;

export const PAYOUT_APPROVAL_MAX_RANGE = 1000;
export const PAYOUT_APPROVAL_SORT_FIELDS = ['createdAt', 'amount', 'status', 'decidedAt'] as const;
export const PAYOUT_APPROVAL_REASON_MAX = 500;

export const PayoutApprovalListQuery = z.object({
  sort: sortParam(PAYOUT_APPROVAL_SORT_FIELDS, ['createdAt', 'DESC']),
  range: rangeParam(PAYOUT_APPROVAL_MAX_RANGE, [0, 24]),
  filter: jsonParam(
    'filter',
    z
      .object({
        id: oneOrMany(idText, PAYOUT_APPROVAL_MAX_RANGE).optional(),
        payoutId: oneOrMany(idText, PAYOUT_APPROVAL_MAX_RANGE).optional(),
        status: oneOrMany(z.enum(PAYOUT_APPROVAL_STATUSES, `must be one of ${PAYOUT_APPROVAL_STATUSES.join(', ')}`), PAYOUT_APPROVAL_MAX_RANGE).optional(),
      })
      .strict(),
  ).default({} as never),
});
export type PayoutApprovalListQuery = z.infer<typeof PayoutApprovalListQuery>;

/** POST /api/v2/payout-approvals/{id}/reject. */
export const RejectPayoutApproval = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'is required: say why the payout is rejected')
    .max(PAYOUT_APPROVAL_REASON_MAX, `must be at most ${PAYOUT_APPROVAL_REASON_MAX} characters`),
});
export type RejectPayoutApproval = z.infer<typeof RejectPayoutApproval>;
