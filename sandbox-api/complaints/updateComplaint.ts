import { COMPLAINT_MESSAGES, OPEN_COMPLAINT_STATUSES, type Complaint } from '../../contract/complaints';
import type { Queryable } from '../db/types';
import { conflict, notFound } from '../lib/httpErrors';
import { isUuid } from '../routes/params';
import { COMPLAINT_COLUMNS, toComplaint, type ComplaintRow } from './complaintRows';

export interface ComplaintAnswer {
  status: 'resolved' | 'rejected';
  adminNotes: string;
}

async function findComplaint(db: Queryable, merchantId: string, id: string): Promise<ComplaintRow | null> {
  const { rows } = await db.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM complaints c JOIN transactions t ON t.id = c.withdrawal_id
      WHERE c.id = $1 AND c.merchant_id = $2`,
    [id, merchantId],
  );
  return rows[0] ?? null;
}

/**
 * Answers a complaint in one conditional UPDATE: it only matches while the complaint is open and
 * its withdrawal pending, so of two concurrent answers exactly one changes the row; the other
 * matches nothing and is told why (409), never silently overwritten.
 */
export async function updateComplaint(db: Queryable, merchantId: string, id: string, answer: ComplaintAnswer): Promise<Complaint> {
  if (!isUuid(id)) throw notFound(COMPLAINT_MESSAGES.notFound);
  const { rows } = await db.query<{ id: string }>(
    `UPDATE complaints c SET status = $3, admin_notes = $4, updated_at = now()
       FROM transactions t
      WHERE c.id = $1 AND c.merchant_id = $2 AND t.id = c.withdrawal_id
        AND t.status = 'pending' AND c.status = ANY($5::text[])
      RETURNING c.id`,
    [id, merchantId, answer.status, answer.adminNotes, OPEN_COMPLAINT_STATUSES],
  );
  const current = await findComplaint(db, merchantId, id);
  if (!current) throw notFound(COMPLAINT_MESSAGES.notFound);
  if (rows.length === 0) {
    if (current.withdrawal_status !== 'pending') throw conflict(COMPLAINT_MESSAGES.withdrawalNotPending);
    throw conflict(COMPLAINT_MESSAGES.alreadyUpdated(current.status));
  }
  return toComplaint(current);
}
