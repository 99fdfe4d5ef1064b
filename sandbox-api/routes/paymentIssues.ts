import type { FastifyRequest } from 'fastify';
import { MERCHANT_SETTINGS_PATH, MerchantSettingsUpdate, type MerchantSettings } from '../../contract/merchantSettings';
import {
  AcceptPaymentIssue,
  PAYMENT_ISSUE_MESSAGES,
  PAYMENT_ISSUES_PATH,
  PAYMENT_ISSUES_RESOURCE,
  PaymentIssueListQuery,
  type PaymentIssueRecord,
} from '../../contract/paymentIssues';
import { isMainUser } from '../../contract/permissions';
import { contentRange } from '../../contract/simpleRest';
import { recordActivity } from '../activity/record';
import type { Queryable } from '../db/types';
import { conflict, forbidden, notFound } from '../lib/httpErrors';
import { emitPaymentIssueEvent, issueChange } from '../paymentIssues/events';
import { findIssue, listIssues, resolveIssue } from '../paymentIssues/store';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { enqueueWebhookEvent } from '../webhooks/store';
import { IdParams } from './params';

/**
 * Payments that need attention (issue 29, contract/paymentIssues.ts) in the simple-REST dialect,
 * and the merchant settings they follow (contract/merchantSettings.ts). Holders of
 * transactions-view read the merchant's records; accepting a payment as it is takes
 * approved-withdrawals too, the permission of the money decisions (a payer refund, the other way to
 * settle a record, is a payout; every role holding it holds transactions-view). Another merchant's ids answer 404.
 */
const READ = { auth: 'session', permission: 'transactions-view' } as const;
const DECIDE = { auth: 'session', permission: 'approved-withdrawals' } as const;

async function readSettings(db: Queryable, merchantId: string): Promise<MerchantSettings> {
  const { rows } = await db.query<{ tolerance: string; timezone: string | null }>(
    `SELECT underpayment_tolerance_percent::text AS tolerance, timezone FROM merchants WHERE id = $1`,
    [merchantId],
  );
  if (!rows[0]) throw notFound('Merchant not found');
  return { underpaymentTolerancePercent: Number(rows[0].tolerance), timezone: rows[0].timezone };
}

export async function paymentIssueRoutes(app: App, services: Services): Promise<void> {
  const { db } = services;

  app.get(PAYMENT_ISSUES_PATH, { config: READ, schema: { querystring: PaymentIssueListQuery } }, async (request, reply) => {
    const { records, total, start } = await listIssues(db, currentUser(request).merchantId, request.query);
    return reply.header('content-range', contentRange(PAYMENT_ISSUES_RESOURCE, start, records.length, total)).send(records);
  });

  app.get(`${PAYMENT_ISSUES_PATH}/:id`, { config: READ, schema: { params: IdParams } }, async (request): Promise<PaymentIssueRecord> => {
    const stored = await findIssue(db, currentUser(request).merchantId, request.params.id);
    if (!stored) throw notFound(PAYMENT_ISSUE_MESSAGES.notFound);
    return stored.record;
  });

  app.post(
    `${PAYMENT_ISSUES_PATH}/:id/accept`,
    {
      config: DECIDE,
      schema: { params: IdParams, body: AcceptPaymentIssue },
    },
    async (request): Promise<PaymentIssueRecord> => {
      const user = currentUser(request);
      const accepted = await db.transaction(async (tx) => {
        const stored = await findIssue(tx, user.merchantId, request.params.id, { lock: true });
        if (!stored) throw notFound(PAYMENT_ISSUE_MESSAGES.notFound);
        if (stored.record.status !== 'open') throw conflict(PAYMENT_ISSUE_MESSAGES.notOpen);
        const accepted = await resolveIssue(tx, user.merchantId, stored.record.id, 'accepted', user, request.body.note);
        const { record } = accepted;
        await recordActivity(tx, request, {
          actorId: user.id,
          type: 'payment_issue.accepted',
          target: { type: 'payment_issue', id: record.id, label: accepted.reference },
          details: { kind: record.kind, expected: record.expected, received: record.received, currencyType: record.currencyType, note: record.note },
        });
        await enqueueWebhookEvent(tx, user.merchantId, 'payment_issue.resolved', { ...record });
        return record;
      });
      await emitPaymentIssueEvent(services, user.merchantId, issueChange(accepted));
      return accepted;
    },
  );

  // The whole team reads the settings; only the main merchant changes them.
  app.get(MERCHANT_SETTINGS_PATH, { config: { auth: 'session' } }, async (request) => readSettings(db, currentUser(request).merchantId));

  app.put(
    MERCHANT_SETTINGS_PATH,
    {
      config: { auth: 'session' },
      schema: { body: MerchantSettingsUpdate },
      // Before body validation: a sub-user may never change them, whatever it sent.
      preValidation: async (request: FastifyRequest) => {
        if (!isMainUser(currentUser(request))) throw forbidden(ACCESS_DENIED);
      },
    },
    async (request): Promise<MerchantSettings> => {
      const user = currentUser(request);
      return db.transaction(async (tx) => {
        const before = await readSettings(tx, user.merchantId);
        const { underpaymentTolerancePercent, timezone } = request.body;
        // A field left out keeps its value.
        await tx.query(
          `UPDATE merchants SET underpayment_tolerance_percent = coalesce($2, underpayment_tolerance_percent),
                  timezone = CASE WHEN $3 THEN $4 ELSE timezone END, updated_at = now() WHERE id = $1`,
          [user.merchantId, underpaymentTolerancePercent ?? null, timezone !== undefined, timezone ?? null],
        );
        const after = await readSettings(tx, user.merchantId);
        const changed = (['underpaymentTolerancePercent', 'timezone'] as const).filter((field) => before[field] !== after[field]);
        if (changed.length > 0) {
          await recordActivity(tx, request, {
            actorId: user.id,
            type: 'merchant_settings.changed',
            target: { type: 'merchant', id: user.merchantId },
            details: { changed, before, after },
          });
        }
        return after;
      });
    },
  );
}
