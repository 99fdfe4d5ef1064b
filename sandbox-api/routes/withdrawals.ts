import type { FastifyRequest } from 'fastify';
import {
  canCreatePayout,
  canViewPayouts,
  IDEMPOTENCY_HEADER,
  IdempotencyKey,
  PAYOUT_MESSAGES,
  PayoutListQuery,
  PayoutRequest,
  type WithdrawalListBody,
} from '../../contract/payouts';
import { PAYOUT_APPROVAL_MESSAGES } from '../../contract/payoutApprovals';
import { PAYOUT_POLICY_MESSAGES, payoutDecision } from '../../contract/payoutPolicy';
import { recordActivity } from '../activity/record';
import type { AuthUser } from '../auth/sessions';
import { notifyMerchantUsers } from '../notifications';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import { badRequest, forbidden } from '../lib/httpErrors';
import { isKnownPayoutAddress } from '../payouts/addressBook';
import { createPayout } from '../payouts/createPayout';
import { notifyApprovers } from '../payouts/approvalNotices';
import { readPayoutPolicy } from '../payouts/policy';
import { listWithdrawals } from '../payouts/withdrawalList';
import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { enqueueWebhookEvent } from '../webhooks/store';
import { alert } from '../i18n';

/** Either payout permission opens the history (contract/payouts.ts), which a route's single `permission` cannot say. */
function payoutUser(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  if (!canViewPayouts(user)) throw forbidden(ACCESS_DENIED);
  return user;
}

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = IdempotencyKey.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest(`Idempotency-Key: ${parsed.error.issues[0].message}`);
  return parsed.data;
}

/** Payout requests (001 sections 2.4 and 7), scoped to the caller's merchant. */
export async function withdrawalRoutes(app: App, services: Services): Promise<void> {
  app.get(
    '/withdrawal/my-withdrawals',
    { config: { auth: 'session' }, schema: { querystring: PayoutListQuery } },
    async (request): Promise<WithdrawalListBody> => {
      const user = payoutUser(request);
      const { rows, ...page } = await listWithdrawals(services.db, user.merchantId, request.query);
      return { success: true, message: 'Withdrawals fetched successfully', data: rows, ...page };
    },
  );

  app.post(
    '/withdrawal',
    {
      config: { auth: 'session' },
      schema: { body: PayoutRequest },
      // Before body validation: a role that may never create a payout hears so, whatever it sent.
      preValidation: async (request) => {
        if (!canCreatePayout(payoutUser(request))) throw forbidden(PAYOUT_MESSAGES.operationRefused);
      },
    },
    async (request, reply) => {
      const user = payoutUser(request);
      const policy = await readPayoutPolicy(services.db, user.merchantId);
      // Known: an entry of the address book whose cooling-off period has ended. Only a rule on new
      // addresses asks, so the default policy adds no query to the spec's call.
      const addressKnown =
        policy.newAddress !== 'allow' && (await isKnownPayoutAddress(services.db, user.merchantId, request.body.currencyType, request.body.merchantWallet));
      const decision = payoutDecision(policy, { amount: request.body.amount, addressKnown });
      if (decision === 'refuse') {
        throw badRequest(PAYOUT_POLICY_MESSAGES.addressRefused, [{ path: 'merchantWallet', message: PAYOUT_POLICY_MESSAGES.addressRefused }]);
      }
      const { withdrawal, created, approval } = await createPayout(services.db, {
        ...request.body,
        merchantId: user.merchantId,
        createdBy: user.id,
        idempotencyKey: idempotencyKey(request),
        holdForApproval: decision === 'approval' ? { email: user.email } : null,
      });
      if (!created) return reply.code(200).send({ success: true, message: PAYOUT_MESSAGES.alreadySubmitted, data: withdrawal });
      await emitTransactionEvent(services, user.merchantId, {
        type: 'new_transaction',
        transactionId: withdrawal._id,
        status: withdrawal.status,
        transactionType: withdrawal.type,
      });
      await recordActivity(services.db, request, {
        actorId: user.id,
        type: 'payout.requested',
        target: { type: 'payout', id: withdrawal._id, label: withdrawal.transactionId ?? null },
        details: { amount: withdrawal.amount, currencyType: withdrawal.currencyType, wallet: withdrawal.clientWallet },
      });
      const notice = alert('payoutRequested', String(withdrawal.amount), withdrawal.currencyType, String(withdrawal.clientWallet));
      await notifyMerchantUsers(services, user.merchantId, {
        type: 'payout',
        title: 'Payout requested',
        message: notice.text,
        details: notice.details,
        targetRef: withdrawal._id,
      });
      if (!approval) return reply.code(201).send({ success: true, message: PAYOUT_MESSAGES.created, data: withdrawal });
      await recordActivity(services.db, request, {
        actorId: user.id,
        type: 'payout.approval_requested',
        target: { type: 'payout', id: withdrawal._id, label: approval.transactionId },
        details: { approvalId: approval.record.id, amount: approval.record.amount, currencyType: approval.record.currencyType, wallet: approval.record.address },
      });
      await enqueueWebhookEvent(services.db, user.merchantId, 'payout.approval_requested', { ...approval.record });
      await notifyApprovers(services, user.merchantId, approval.record);
      return reply.code(201).send({ success: true, message: PAYOUT_APPROVAL_MESSAGES.awaitingApproval, data: withdrawal });
    },
  );
}
