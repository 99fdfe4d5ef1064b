/**
 * Plain values of the complaint and payout contracts that dataProvider/resources.ts needs, in a
 * module without zod: the sign-in page reaches resources.ts through the authProvider and loads no
 * zod schemas (issue 17). complaints.ts and payouts.ts re-export them.
 */

/** The complaint list's sort fields (`sortBy`). */
export const COMPLAINT_SORT_FIELDS = ['submittedAt', 'createdAt', 'updatedAt', 'amount', 'status', 'title'] as const;
export type ComplaintSortField = (typeof COMPLAINT_SORT_FIELDS)[number];

export const IDEMPOTENCY_HEADER = 'idempotency-key';
