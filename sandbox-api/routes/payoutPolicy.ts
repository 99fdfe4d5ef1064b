import type { FastifyRequest } from 'fastify';
import { isMainUser } from '../../contract/permissions';
import {
  PAYOUT_POLICY_MESSAGES,
  PAYOUT_POLICY_PATH,
  PayoutPolicyUpdate,
  policyNeedsApprovers,
  type PayoutPolicy,
} from '../../contract/payoutPolicy';
import { recordActivity } from '../activity/record';
import { conflict, forbidden } from '../lib/httpErrors';
import { activeTeam, requestersWithoutApprover } from '../payouts/approvers';
import { readPayoutPolicy, savePayoutPolicy } from '../payouts/policy';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

const POLICY_FIELDS = ['approval', 'threshold', 'newAddress', 'coolingOffHours'] as const;

/**
 * The payout policy (issue 28, contract/payoutPolicy.ts). Every member of the team reads it (the
 * payout form says what it will do to a payout); only the main merchant changes it, behind a
 * step-up confirmation. A policy that would hold payouts for approval is refused while some
 * requester has no one else to approve them.
 */
export async function payoutPolicyRoutes(app: App, services: Services): Promise<void> {
  const { db } = services;

  app.get(PAYOUT_POLICY_PATH, { config: { auth: 'session' } }, async (request): Promise<PayoutPolicy> => readPayoutPolicy(db, currentUser(request).merchantId));

  app.put(
    PAYOUT_POLICY_PATH,
    {
      config: { auth: 'session', stepUp: true },
      schema: { body: PayoutPolicyUpdate },
      // Before body validation and the step-up: a sub-user may never change it, whatever it sent.
      preValidation: async (request: FastifyRequest) => {
        if (!isMainUser(currentUser(request))) throw forbidden(ACCESS_DENIED);
      },
    },
    async (request): Promise<PayoutPolicy> => {
      const user = currentUser(request);
      return db.transaction(async (tx) => {
        const before = await readPayoutPolicy(tx, user.merchantId, { lock: true });
        if (policyNeedsApprovers(request.body)) {
          const stranded = requestersWithoutApprover(await activeTeam(tx, user.merchantId));
          if (stranded.length > 0) throw conflict(PAYOUT_POLICY_MESSAGES.noOtherApprover(stranded.map((member) => member.email)));
        }
        const after = await savePayoutPolicy(tx, user.merchantId, request.body, user);
        const changed = POLICY_FIELDS.filter((field) => before[field] !== after[field]);
        if (changed.length > 0) {
          await recordActivity(tx, request, {
            actorId: user.id,
            type: 'payout_policy.changed',
            target: { type: 'merchant', id: user.merchantId },
            details: {
              changed,
              before: Object.fromEntries(changed.map((field) => [field, before[field]])),
              after: Object.fromEntries(changed.map((field) => [field, after[field]])),
            },
          });
        }
        return after;
      });
    },
  );
}
