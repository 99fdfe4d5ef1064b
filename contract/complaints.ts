import { z } from 'zod';
import { MAX_PAGE_LIMIT, PAGE_SIZES, type Network } from './constants';
import { limitParam, pageParam } from './http';
import { COMPLAINT_SORT_FIELDS } from './wireKeys';

/** Withdrawal complaints, the refund tickets of 001 sections 2.6, 3, 4, 7 and 8. */

export const COMPLAINT_STATUSES = ['pending', 'in-progress', 'resolved', 'rejected', 'approved', 'completed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** A complaint the merchant can still answer; an update closes it (resolved or rejected). */
export const OPEN_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['pending', 'in-progress'];

export { COMPLAINT_SORT_FIELDS, type ComplaintSortField } from './wireKeys';

export const COMPLAINT_MESSAGES = {
  fetchFailed: 'Failed to fetch complaints',
  updateFailed: 'Failed to update complaint',
  updated: 'Complaint updated successfully',
  withdrawalNotPending: 'Only a complaint whose withdrawal is pending can be updated',
  alreadyUpdated: (status: string) => `This complaint was already updated (status: ${status}). Refresh to see its current state.`,
  notFound: 'Complaint not found',
  defaultNotes: 'Updated via merchant UI',
  rejectNeedsReason: 'A reason is required to reject a complaint',
} as const;

/**
 * How the gateway closes a complaint that is still open when it settles the payout (DECISIONS.md
 * section 5, "A complaint never dangles"): the merchant can no longer answer it (001 section 4),
 * so the gateway does, and its note says what happened to the money.
 */
export const COMPLAINT_CLOSED_BY_SETTLEMENT = {
  completed: { status: 'resolved', adminNotes: 'Closed by the gateway: the payout was completed and sent on chain.' },
  rejected: { status: 'rejected', adminNotes: 'Closed by the gateway: the payout was rejected, so no funds were sent.' },
  failed: { status: 'rejected', adminNotes: 'Closed by the gateway: the payout failed on chain, so no funds were sent.' },
} as const satisfies Record<'completed' | 'rejected' | 'failed', { status: ComplaintStatus; adminNotes: string }>;

/** GET /refund/merchant?page&limit=10&search&status&sortBy&sortOrder=desc */
export const ComplaintListQuery = z.object({
  page: pageParam.default(1),
  limit: limitParam(MAX_PAGE_LIMIT).default(PAGE_SIZES.complaints),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  // The dashboard sends "all" (or nothing) for no status filter.
  status: z.union([z.enum(COMPLAINT_STATUSES), z.literal('all'), z.literal('')], 'status is not a known complaint status').optional(),
  sortBy: z.enum(COMPLAINT_SORT_FIELDS, `sortBy must be one of ${COMPLAINT_SORT_FIELDS.join(', ')}`).default('submittedAt'),
  sortOrder: z.enum(['asc', 'desc'], 'sortOrder must be asc or desc').default('desc'),
});
export type ComplaintListQuery = z.infer<typeof ComplaintListQuery>;

/**
 * Approve sets resolved, reject sets rejected (001 section 4); the pair must agree. A reject tells
 * the customer why, so it needs a reason, which becomes the admin note; an approve without notes
 * gets the spec's default note.
 */
export const ComplaintUpdate = z
  .object({
    action: z.enum(['approve', 'reject'], 'action must be approve or reject'),
    status: z.enum(['resolved', 'rejected'], 'status must be resolved or rejected'),
    adminNotes: z.string().trim().max(1000, 'adminNotes must be at most 1000 characters').optional(),
  })
  .refine((body) => (body.action === 'approve') === (body.status === 'resolved'), {
    path: ['status'],
    message: 'must be resolved with approve and rejected with reject',
  })
  .refine((body) => body.action !== 'reject' || Boolean(body.adminNotes), {
    path: ['adminNotes'],
    message: COMPLAINT_MESSAGES.rejectNeedsReason,
  })
  .transform((body) => ({ ...body, adminNotes: body.adminNotes || COMPLAINT_MESSAGES.defaultNotes }));
export type ComplaintUpdate = z.input<typeof ComplaintUpdate>;

export interface ComplaintWithdrawal {
  _id: string;
  status: string;
  amount: number;
  clientWallet: string | null;
  currencyType: Network;
  transactionId: string;
  updatedAt: string;
}

export interface Complaint {
  _id: string;
  title: string;
  description: string | null;
  status: ComplaintStatus;
  adminNotes: string | null;
  submittedAt: string;
  createdAt: string;
  updatedAt: string;
  withdrawalId: ComplaintWithdrawal;
}

export interface ComplaintListBody {
  success: true;
  message: string;
  data: Complaint[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** Payload of `refund-update-{userId}` after a merchant answers a complaint. */
export interface RefundEvent {
  type: 'refund_updated';
  complaintId: string;
  withdrawalId: string;
  status: ComplaintStatus;
}
