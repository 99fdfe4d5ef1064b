import { COMPLAINT_CLOSED_BY_SETTLEMENT, OPEN_COMPLAINT_STATUSES, type ComplaintStatus, type RefundEvent } from '../../contract/complaints';
import type { Queryable } from '../db/types';
import { notifyMerchantUsers } from '../notifications';
import { refundEvent } from '../routes/refunds';
import type { Services } from '../services';
import { enqueueWebhookEvent } from '../webhooks/store';
import { alert } from '../i18n';

export interface ClosedComplaint {
  id: string;
  title: string;
  status: ComplaintStatus;
}

/**
 * Closes every open complaint about a payout the gateway has just settled, inside the settlement's
 * transaction, so no complaint is left open about a payout the merchant can no longer answer for.
 */
export async function closeComplaintsOfSettledPayout(
  tx: Queryable,
  payoutId: string,
  outcome: keyof typeof COMPLAINT_CLOSED_BY_SETTLEMENT,
): Promise<ClosedComplaint[]> {
  const { status, adminNotes } = COMPLAINT_CLOSED_BY_SETTLEMENT[outcome];
  const { rows } = await tx.query<ClosedComplaint & { merchant_id: string; updated_at: Date }>(
    `UPDATE complaints SET status = $2, admin_notes = $3, updated_at = now()
      WHERE withdrawal_id = $1 AND status = ANY($4::text[])
      RETURNING id, title, status, merchant_id, updated_at`,
    [payoutId, status, adminNotes, OPEN_COMPLAINT_STATUSES],
  );
  for (const row of rows) {
    await enqueueWebhookEvent(tx, row.merchant_id, 'complaint.updated', {
      _id: row.id,
      title: row.title,
      status: row.status,
      adminNotes,
      withdrawalId: payoutId,
      updatedBy: 'gateway',
      updatedAt: row.updated_at.toISOString(),
    });
  }
  return rows.map(({ id, title, status: closedAs }) => ({ id, title, status: closedAs }));
}

/** Tells the team, live and in the bell, that the gateway closed these complaints. */
export async function announceClosedComplaints(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  merchantId: string,
  payoutId: string,
  closed: ClosedComplaint[],
): Promise<void> {
  if (closed.length === 0) return;
  // The complaints screen finds them by the payout's reference: a click on the notification searches it.
  const { rows } = await services.db.query<{ transaction_id: string }>('SELECT transaction_id FROM transactions WHERE id = $1', [payoutId]);
  for (const complaint of closed) {
    const event: RefundEvent = { type: 'refund_updated', complaintId: complaint.id, withdrawalId: payoutId, status: complaint.status };
    await services.realtime.emitToMerchantUsers(merchantId, refundEvent, event);
    const notice = alert('complaintClosed', complaint.title, complaint.status);
    await notifyMerchantUsers(services, merchantId, {
      type: 'complaint_update',
      title: 'Complaint closed',
      message: notice.text,
      details: notice.details,
      targetRef: rows[0]?.transaction_id ?? null,
    });
  }
}
