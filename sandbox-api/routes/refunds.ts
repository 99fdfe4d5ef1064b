import {
  COMPLAINT_MESSAGES,
  ComplaintListQuery,
  ComplaintUpdate,
  type ComplaintListBody,
  type RefundEvent,
} from '../../contract/complaints';
import { hasPermission } from '../../contract/permissions';
import { recordActivity } from '../activity/record';
import { listComplaints } from '../complaints/complaintList';
import { updateComplaint } from '../complaints/updateComplaint';
import { forbidden } from '../lib/httpErrors';
import { notifyMerchantUsers } from '../notifications';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { enqueueWebhookEvent } from '../webhooks/store';
import { IdParams } from './params';
import { alert } from '../i18n';

export const refundEvent = (userId: string) => `refund-update-${userId}`;

/** Complaints (withdrawal refund tickets, 001 sections 2.6 and 7), scoped to the caller's merchant. */
export async function refundRoutes(app: App, services: Services): Promise<void> {
  app.get(
    '/refund/merchant',
    { config: { auth: 'session', permission: 'complaints-view' }, schema: { querystring: ComplaintListQuery } },
    async (request): Promise<ComplaintListBody> => {
      const { page, limit } = request.query;
      const { rows, total } = await listComplaints(services.db, currentUser(request).merchantId, request.query);
      return {
        success: true,
        message: 'Complaints fetched successfully',
        data: rows,
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },
  );

  app.put(
    '/refund/merchant/:id',
    {
      config: { auth: 'session', permission: 'complaints-view' },
      schema: { params: IdParams, body: ComplaintUpdate },
    },
    async (request) => {
      const user = currentUser(request);
      // Answering a complaint decides about a payout's money, so it also takes the payout
      // permission: operation may read complaints but not settle them.
      if (!hasPermission(user, 'approved-withdrawals')) throw forbidden(ACCESS_DENIED);
      const { status, adminNotes } = request.body;
      const complaint = await updateComplaint(services.db, user.merchantId, request.params.id, { status, adminNotes });
      const event: RefundEvent = {
        type: 'refund_updated',
        complaintId: complaint._id,
        withdrawalId: complaint.withdrawalId._id,
        status: complaint.status,
      };
      await recordActivity(services.db, request, {
        actorId: user.id,
        type: complaint.status === 'resolved' ? 'complaint.approved' : 'complaint.rejected',
        target: { type: 'complaint', id: complaint._id, label: complaint.title },
        details: { transactionId: complaint.withdrawalId.transactionId, status: complaint.status, adminNotes: adminNotes ?? null },
      });
      await enqueueWebhookEvent(services.db, user.merchantId, 'complaint.updated', {
        _id: complaint._id,
        title: complaint.title,
        status: complaint.status,
        adminNotes: adminNotes ?? null,
        withdrawalId: complaint.withdrawalId._id,
        withdrawalReference: complaint.withdrawalId.transactionId,
        updatedBy: 'merchant',
        updatedAt: new Date().toISOString(),
      });
      await services.realtime.emitToMerchantUsers(user.merchantId, refundEvent, event);
      const notice = alert('complaintUpdated', complaint.title, complaint.status, user.name);
      await notifyMerchantUsers(services, user.merchantId, {
        type: 'complaint_update',
        title: 'Complaint updated',
        message: notice.text,
        details: notice.details,
        targetRef: complaint.withdrawalId.transactionId,
      });
      return { success: true, message: COMPLAINT_MESSAGES.updated, data: complaint };
    },
  );
}
