import type { FastifyRequest } from 'fastify';
import {
  CLAIM_API_PATH,
  CLAIMS_PER_IP_PER_MINUTE,
  CLAIMS_PER_REFUND_PER_HOUR,
  ClaimPayerRefund,
  CreatePayerRefund,
  PAYER_REFUND_MESSAGES,
  PAYER_REFUNDS_PATH,
  PAYER_REFUNDS_RESOURCE,
  PayerRefundListQuery,
  RefundPaymentIssue,
  type PayerRefundRecord,
} from '../../contract/payerRefunds';
import { PAYMENT_ISSUE_MESSAGES, PAYMENT_ISSUES_PATH, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { canCreatePayout, PAYOUT_MESSAGES } from '../../contract/payouts';
import { contentRange } from '../../contract/simpleRest';
import { recordActivity } from '../activity/record';
import { countFirst, type Limit } from '../auth/rateLimit';
import type { AuthUser } from '../auth/sessions';
import type { Queryable } from '../db/types';
import { conflict, forbidden, notFound } from '../lib/httpErrors';
import { payerPageRoutes } from '../lib/payerPage';
import { requestOrigin } from '../lib/requestOrigin';
import { CLAIM_PAGE_SCRIPT, CLAIM_PAGE_SCRIPT_PATH, claimNotFoundPageHtml, claimPageHtml } from '../payerRefunds/claimPage';
import { claimRefund, findRefund, insertRefund, listRefunds, type StoredRefund } from '../payerRefunds/store';
import { payPageMerchant } from '../paymentLinks/payPageMerchant';
import { emitPaymentIssueEvent, issueChange } from '../paymentIssues/events';
import { findIssue, resolveIssue, type StoredIssue } from '../paymentIssues/store';
import { notifyApprovers } from '../payouts/approvalNotices';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { enqueueWebhookEvent } from '../webhooks/store';
import { IdParams } from './params';

/**
 * Payer refunds (issue 29, contract/payerRefunds.ts). Under approved-payout-requests: a payer refund
 * is a payout, and its claim link directs money to whoever holds it, so only the team members who
 * handle payouts read the list (every role holding it holds approved-withdrawals too); creating one
 * also follows the spec's payout rule, operation roles view but do not create (canCreatePayout, as
 * POST /withdrawal). A refund of a deposit with an open payment issue resolves it ('refunded').
 * The payer's side is public: the claim page and POST /api/claim/{id}, rate limited.
 */
const READ = { auth: 'session', permission: 'approved-payout-requests' } as const;

/** Before body validation: a role that may never create a payout hears so, whatever it sent. */
const mayCreate = async (request: FastifyRequest) => {
  if (!canCreatePayout(currentUser(request))) throw forbidden(PAYOUT_MESSAGES.operationRefused);
};
const CREATE = { config: READ, preValidation: mayCreate };

const CLAIM_IP: Limit = { name: 'payer-refund-claim:ip', max: CLAIMS_PER_IP_PER_MINUTE, windowMs: 60_000 };
const CLAIM_REFUND: Limit = { name: 'payer-refund-claim:refund', max: CLAIMS_PER_REFUND_PER_HOUR, windowMs: 3_600_000 };

export async function payerRefundRoutes(app: App, services: Services): Promise<void> {
  const { db } = services;
  const origin = (request: FastifyRequest) => requestOrigin(request, services.config);

  /**
   * Creates the refund and resolves the deposit's open payment issue with it, in the caller's
   * transaction; the activity entry and the webhook events are queued there too.
   */
  const create = async (tx: Queryable, request: FastifyRequest, user: AuthUser, depositId: string, amount: number, issue: StoredIssue | null) => {
    const openIssue =
      issue ??
      (await tx
        .query<{ id: string }>(`SELECT id FROM payment_issues WHERE deposit_id = $1 AND merchant_id = $2 AND status = 'open' FOR UPDATE`, [depositId, user.merchantId])
        .then(({ rows }) => (rows[0] ? findIssue(tx, user.merchantId, rows[0].id) : null)));
    const refund = await insertRefund(tx, { merchantId: user.merchantId, depositId, amount: String(amount), by: user, paymentIssueId: openIssue?.record.id ?? null }, origin(request));
    let resolved: PaymentIssueRecord | null = null;
    if (openIssue) {
      resolved = (await resolveIssue(tx, user.merchantId, openIssue.record.id, 'refunded', user)).record;
      await enqueueWebhookEvent(tx, user.merchantId, 'payment_issue.resolved', { ...resolved });
    }
    await recordActivity(tx, request, {
      actorId: user.id,
      type: 'payer_refund.created',
      target: { type: 'payer_refund', id: refund.record.id, label: refund.reference },
      details: { amount: refund.record.amount, currencyType: refund.record.currencyType, transactionId: depositId, paymentIssueId: resolved?.id ?? null },
    });
    return { record: refund.record, resolved };
  };
  /** After the transaction: the resolved payment issue's live event. */
  const answer = async (user: AuthUser, { record, resolved }: Awaited<ReturnType<typeof create>>) => {
    if (resolved) await emitPaymentIssueEvent(services, user.merchantId, issueChange(resolved));
    return record;
  };

  app.get(PAYER_REFUNDS_PATH, { config: READ, schema: { querystring: PayerRefundListQuery } }, async (request, reply) => {
    const { records, total, start } = await listRefunds(db, currentUser(request).merchantId, request.query, origin(request));
    return reply.header('content-range', contentRange(PAYER_REFUNDS_RESOURCE, start, records.length, total)).send(records);
  });

  app.get(`${PAYER_REFUNDS_PATH}/:id`, { config: READ, schema: { params: IdParams } }, async (request): Promise<PayerRefundRecord> => {
    const stored = await findRefund(db, currentUser(request).merchantId, request.params.id, origin(request));
    if (!stored) throw notFound(PAYER_REFUND_MESSAGES.notFound);
    return stored.record;
  });

  app.post(PAYER_REFUNDS_PATH, { ...CREATE, schema: { body: CreatePayerRefund } }, async (request, reply) => {
    const user = currentUser(request);
    const created = await db.transaction((tx) => create(tx, request, user, request.body.transactionId, request.body.amount, null));
    return reply.code(201).send(await answer(user, created));
  });

  app.post(`${PAYMENT_ISSUES_PATH}/:id/refund`, { ...CREATE, schema: { params: IdParams, body: RefundPaymentIssue } }, async (request, reply) => {
    const user = currentUser(request);
    const created = await db.transaction(async (tx) => {
      const issue = await findIssue(tx, user.merchantId, request.params.id, { lock: true });
      if (!issue) throw notFound(PAYMENT_ISSUE_MESSAGES.notFound);
      if (issue.record.status !== 'open') throw conflict(PAYMENT_ISSUE_MESSAGES.notOpen);
      // The difference of an overpayment; what was received otherwise (insertRefund caps any amount at that).
      const amount = request.body.amount ?? (issue.record.kind === 'overpaid' ? issue.record.difference : issue.record.received);
      return create(tx, request, user, issue.record.transactionId, amount, issue);
    });
    return reply.code(201).send(await answer(user, created));
  });

  // The payer's side: no session, so no cookie and nothing for a cross-site page to ride on.
  app.post(
    `${CLAIM_API_PATH}/:id`,
    { config: { auth: 'public' }, schema: { params: IdParams, body: ClaimPayerRefund } },
    async (request) => {
      await countFirst(db, [
        { limit: CLAIM_IP, subject: request.ip },
        { limit: CLAIM_REFUND, subject: request.params.id.slice(0, 100) },
      ]);
      const { refund, payout, approval } = await db.transaction((tx) => claimRefund(tx, request.params.id, request.body.address, origin(request)));
      await announceClaim(services, refund, payout, approval);
      const held = refund.record.status === 'awaiting_approval';
      const { id, status, amount, currencyType, address } = refund.record;
      return { success: true, message: held ? PAYER_REFUND_MESSAGES.claimedAwaitingApproval : PAYER_REFUND_MESSAGES.claimed, data: { id, status, amount, currencyType, address } };
    },
  );
}

/** After the claim's transaction: the merchant's open screens, and the approvers when the policy holds it. */
async function announceClaim(services: Services, refund: StoredRefund, payout: Awaited<ReturnType<typeof claimRefund>>['payout'], approval: Awaited<ReturnType<typeof claimRefund>>['approval']) {
  await emitTransactionEvent(services, refund.merchantId, { type: 'new_transaction', transactionId: payout._id, status: payout.status, transactionType: payout.type });
  if (!approval) return;
  await enqueueWebhookEvent(services.db, refund.merchantId, 'payout.approval_requested', { ...approval.record });
  await notifyApprovers(services, refund.merchantId, approval.record);
}

/** GET /claim/{id}: the payer's claim page. */
export async function claimPageRoutes(app: App, services: Services): Promise<void> {
  payerPageRoutes(app, {
    script: { path: CLAIM_PAGE_SCRIPT_PATH, source: CLAIM_PAGE_SCRIPT },
    path: '/claim/:id',
    notFoundHtml: claimNotFoundPageHtml,
    render: async (request, id, language) => {
      const stored = await findRefund(services.db, null, id, requestOrigin(request, services.config));
      if (!stored) throw notFound(PAYER_REFUND_MESSAGES.notFound);
      const { rows } = await services.db.query<{ expected: string; paid_at: Date; has_page: boolean }>(
        `SELECT amount::text AS expected, coalesce(confirmed_at, updated_at) AS paid_at, wallet_address IS NOT NULL AS has_page FROM transactions WHERE id = $1`,
        [stored.record.transactionId],
      );
      const merchant = await payPageMerchant(services.db, stored.merchantId);
      return claimPageHtml(stored, { reference: stored.reference, expected: rows[0].expected, paidAt: rows[0].paid_at, hasPage: rows[0].has_page }, merchant, language);
    },
  });
}
