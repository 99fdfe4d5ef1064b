import type { PayoutApprovalListQuery, PayoutApprovalRecord, PayoutApprovalStatus } from '../../contract/payoutApprovals';
import type { Network } from '../../contract/constants';
import { pagedList, type Page } from '../db/pagedList';
import type { Queryable } from '../db/types';
import { Where } from '../db/where';
import { isUuid } from '../routes/params';

/** The payout_approvals table (issue 28, contract/payoutApprovals.ts), always read with its payout. */
interface ApprovalRow {
  id: string;
  payout_id: string;
  amount: string;
  currency_type: Network;
  address: string | null;
  requested_by: string | null;
  requested_by_email: string;
  status: PayoutApprovalStatus;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  reason: string | null;
  created_at: Date;
  /** The payout's reference, for the activity log's label. */
  transaction_id: string;
}

const SELECT = `
  SELECT a.id, a.payout_id, t.amount::text AS amount, t.currency_type, t.client_wallet AS address,
         a.requested_by, a.requested_by_email, a.status, a.decided_by, a.decided_by_email, a.decided_at,
         a.reason, a.created_at, t.transaction_id
    FROM payout_approvals a JOIN transactions t ON t.id = a.payout_id`;

const SORT_COLUMNS: Record<PayoutApprovalListQuery['sort'][0], string> = {
  createdAt: 'a.created_at',
  amount: 't.amount',
  status: 'a.status',
  decidedAt: 'a.decided_at',
};

export interface StoredApproval {
  record: PayoutApprovalRecord;
  transactionId: string;
}

function toStored(row: ApprovalRow): StoredApproval {
  return {
    record: {
      id: row.id,
      payoutId: row.payout_id,
      amount: Number(row.amount),
      currencyType: row.currency_type,
      address: row.address ?? '',
      requestedBy: { id: row.requested_by, email: row.requested_by_email },
      status: row.status,
      decidedBy: row.decided_by_email ? { id: row.decided_by, email: row.decided_by_email } : null,
      decidedAt: row.decided_at?.toISOString() ?? null,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
    },
    transactionId: row.transaction_id,
  };
}

/** Holds a new payout for approval: called in the transaction that creates it. */
export async function insertApproval(
  tx: Queryable,
  merchantId: string,
  payoutId: string,
  requester: { id: string; email: string },
): Promise<StoredApproval> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payout_approvals (merchant_id, payout_id, requested_by, requested_by_email) VALUES ($1, $2, $3, $4) RETURNING id`,
    [merchantId, payoutId, requester.id, requester.email],
  );
  const stored = await findApproval(tx, merchantId, rows[0].id);
  if (!stored) throw new Error('The approval request just inserted is missing');
  return stored;
}

export async function listApprovals(
  db: Queryable,
  merchantId: string,
  query: PayoutApprovalListQuery,
): Promise<Page<PayoutApprovalRecord>> {
  const where = new Where();
  where.conditions.push(`a.merchant_id = ${where.param(merchantId)}`);
  where.anyOf('a.id', query.filter.id, 'uuid');
  where.anyOf('a.payout_id', query.filter.payoutId, 'uuid');
  where.anyOf('a.status', query.filter.status, 'text');
  const source = { select: SELECT, countFrom: 'payout_approvals a', where, sortColumns: SORT_COLUMNS, tiebreak: ['a.id'], nullsLast: true };
  return pagedList(db, source, query, (row: ApprovalRow) => toStored(row).record);
}

/** One request of the merchant, or null (an unknown id, or another merchant's). `lock`: FOR UPDATE of the request. */
export async function findApproval(
  db: Queryable,
  merchantId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredApproval | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ApprovalRow>(
    `${SELECT} WHERE a.id = $1 AND a.merchant_id = $2${lock ? ' FOR UPDATE OF a' : ''}`,
    [id, merchantId],
  );
  return rows[0] ? toStored(rows[0]) : null;
}

/** Settles an awaiting request; the caller has locked it and checked who decides. */
export async function decideApproval(
  tx: Queryable,
  merchantId: string,
  id: string,
  decision: { status: Exclude<PayoutApprovalStatus, 'awaiting'>; by: { id: string; email: string }; reason: string | null },
): Promise<StoredApproval> {
  await tx.query(
    `UPDATE payout_approvals SET status = $2, decided_by = $3, decided_by_email = $4, decided_at = now(), reason = $5
      WHERE id = $1 AND status = 'awaiting'`,
    [id, decision.status, decision.by.id, decision.by.email, decision.reason],
  );
  const stored = await findApproval(tx, merchantId, id);
  if (!stored) throw new Error('The approval request just decided is missing');
  return stored;
}

/** Whether a payout is held for approval: the gateway does not settle it. */
export async function isAwaitingApproval(db: Queryable, payoutId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM payout_approvals WHERE payout_id = $1 AND status = 'awaiting'`, [payoutId]);
  return rows.length > 0;
}
