import type { FastifyRequest } from 'fastify';
import type { ActivityEventType } from '../../contract/activity';
import {
  PAYOUT_APPROVAL_MESSAGES,
  PAYOUT_APPROVALS_PATH,
  PAYOUT_APPROVALS_RESOURCE,
  PayoutApprovalListQuery,
  RejectPayoutApproval,
  type PayoutApprovalRecord,
} from '../../contract/payoutApprovals';
import { contentRange } from '../../contract/simpleRest';
import type { TransactionType } from '../../contract/transactions';
import { recordActivity } from '../activity/record';
import type { AuthUser } from '../auth/sessions';
import { announceClosedComplaints, closeComplaintsOfSettledPayout, type ClosedComplaint } from '../complaints/closeComplaints';
import type { Queryable } from '../db/types';
import { conflict, forbidden, notFound } from '../lib/httpErrors';
import { notifyRequester } from '../payouts/approvalNotices';
import { decideApproval, findApproval, listApprovals, type StoredApproval } from '../payouts/approvals';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { enqueueWebhookEvent } from '../webhooks/store';
import { IdParams } from './params';

/**
 * Payout approval requests (issue 28, contract/payoutApprovals.ts) in the simple-REST dialect,
 * under approved-payout-requests, which every role that may request a payout holds too: they read
 * the merchant's requests; one who is not the requester approves or rejects, after a step-up
 * confirmation; the requester may cancel. Another merchant's ids answer 404.
 */
const ACCESS = { auth: 'session', permission: 'approved-payout-requests' } as const;
const DECIDE = { ...ACCESS, stepUp: true } as const;

interface EndedPayout {
  _id: string;
  status: string;
  type: TransactionType;
}

export async function payoutApprovalRoutes(app: App, services: Services): Promise<void> {
  const { db } = services;

  /** Locks the request, checks it may still be decided by this caller, and runs `decide` in the same transaction. */
  const settle = async <T>(
    user: AuthUser,
    id: string,
    allowed: (stored: StoredApproval) => string | null,
    decide: (tx: Queryable, stored: StoredApproval) => Promise<T>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      const stored = await findApproval(tx, user.merchantId, id, { lock: true });
      if (!stored) throw notFound(PAYOUT_APPROVAL_MESSAGES.notFound);
      const refusal = allowed(stored);
      if (refusal) throw forbidden(refusal);
      if (stored.record.status !== 'awaiting') throw conflict(PAYOUT_APPROVAL_MESSAGES.notAwaiting(stored.record.status));
      return decide(tx, stored);
    });

  const record = (tx: Queryable, request: FastifyRequest, user: AuthUser, type: ActivityEventType, stored: StoredApproval) =>
    recordActivity(tx, request, {
      actorId: user.id,
      type,
      target: { type: 'payout', id: stored.record.payoutId, label: stored.transactionId },
      details: {
        approvalId: stored.record.id,
        amount: stored.record.amount,
        currencyType: stored.record.currencyType,
        wallet: stored.record.address,
        requestedBy: stored.record.requestedBy.email,
        ...(stored.record.reason ? { reason: stored.record.reason } : {}),
      },
    });

  /** The payout left pending (rejected or cancelled): the history, the balance and open screens follow. */
  const announcePayout = async (merchantId: string, payout: EndedPayout) =>
    emitTransactionEvent(services, merchantId, { type: 'transaction_status_update', transactionId: payout._id, status: payout.status, transactionType: payout.type });

  const endPayout = async (tx: Queryable, payoutId: string, status: 'rejected' | 'cancelled', note: string) => {
    const { rows } = await tx.query<EndedPayout>(
      `UPDATE transactions SET status = $2, admin_notes = $3, processed_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING id AS "_id", status, type`,
      [payoutId, status, note],
    );
    return rows[0] ?? null;
  };

  app.get(PAYOUT_APPROVALS_PATH, { config: ACCESS, schema: { querystring: PayoutApprovalListQuery } }, async (request, reply) => {
    const { records, total, start } = await listApprovals(db, currentUser(request).merchantId, request.query);
    return reply.header('content-range', contentRange(PAYOUT_APPROVALS_RESOURCE, start, records.length, total)).send(records);
  });

  app.get(`${PAYOUT_APPROVALS_PATH}/:id`, { config: ACCESS, schema: { params: IdParams } }, async (request): Promise<PayoutApprovalRecord> => {
    const stored = await findApproval(db, currentUser(request).merchantId, request.params.id);
    if (!stored) throw notFound(PAYOUT_APPROVAL_MESSAGES.notFound);
    return stored.record;
  });

  app.post(`${PAYOUT_APPROVALS_PATH}/:id/approve`, { config: DECIDE, schema: { params: IdParams } }, async (request): Promise<PayoutApprovalRecord> => {
    const user = currentUser(request);
    const approved = await settle(
      user,
      request.params.id,
      (stored) => (stored.record.requestedBy.id === user.id ? PAYOUT_APPROVAL_MESSAGES.ownRequest : null),
      async (tx, stored) => {
        const decided = await decideApproval(tx, user.merchantId, stored.record.id, { status: 'approved', by: user, reason: null });
        await record(tx, request, user, 'payout.approved', decided);
        await enqueueWebhookEvent(tx, user.merchantId, 'payout.approved', { ...decided.record });
        return decided.record;
      },
    );
    await notifyRequester(services, approved);
    return approved;
  });

  app.post(
    `${PAYOUT_APPROVALS_PATH}/:id/reject`,
    { config: DECIDE, schema: { params: IdParams, body: RejectPayoutApproval } },
    async (request): Promise<PayoutApprovalRecord> => {
      const user = currentUser(request);
      let closed: ClosedComplaint[] = [];
      const { rejected, payout } = await settle(
        user,
        request.params.id,
        (stored) => (stored.record.requestedBy.id === user.id ? PAYOUT_APPROVAL_MESSAGES.ownRequest : null),
        async (tx, stored) => {
          const decided = await decideApproval(tx, user.merchantId, stored.record.id, { status: 'rejected', by: user, reason: request.body.reason });
          // Rejected in the spec's history, the reason its admin note; a complaint about it is closed with it.
          const ended = await endPayout(tx, decided.record.payoutId, 'rejected', request.body.reason);
          closed = await closeComplaintsOfSettledPayout(tx, decided.record.payoutId, 'rejected');
          await record(tx, request, user, 'payout.approval_rejected', decided);
          await enqueueWebhookEvent(tx, user.merchantId, 'payout.approval_rejected', { ...decided.record });
          return { rejected: decided.record, payout: ended };
        },
      );
      if (payout) await announcePayout(user.merchantId, payout);
      await notifyRequester(services, rejected);
      await announceClosedComplaints(services, user.merchantId, rejected.payoutId, closed);
      return rejected;
    },
  );

  app.post(`${PAYOUT_APPROVALS_PATH}/:id/cancel`, { config: ACCESS, schema: { params: IdParams } }, async (request): Promise<PayoutApprovalRecord> => {
    const user = currentUser(request);
    const { cancelled, payout } = await settle(
      user,
      request.params.id,
      (stored) => (stored.record.requestedBy.id === user.id ? null : PAYOUT_APPROVAL_MESSAGES.notRequester),
      async (tx, stored) => {
        const decided = await decideApproval(tx, user.merchantId, stored.record.id, { status: 'cancelled', by: user, reason: null });
        const ended = await endPayout(tx, decided.record.payoutId, 'cancelled', PAYOUT_APPROVAL_MESSAGES.cancelledNote);
        await record(tx, request, user, 'payout.approval_cancelled', decided);
        return { cancelled: decided.record, payout: ended };
      },
    );
    if (payout) await announcePayout(user.merchantId, payout);
    return cancelled;
  });
}
