import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { PayableAmount } from './amounts';

/**
 * The payout policy (issue 28): which payouts need a second person's approval, and what happens to
 * a payout to an address that is not an active entry of the address book. One per merchant, set by
 * the main merchant at `GET`/`PUT /api/v2/payout-policy` behind a step-up confirmation. With the
 * default (approval off, new addresses allowed) the spec's payout calls behave exactly as without it.
 */
export const PAYOUT_POLICY_RESOURCE = 'payout-policy';
export const PAYOUT_POLICY_PATH = `${API_V2_PREFIX}/${PAYOUT_POLICY_RESOURCE}`;

/** off: no approvals; all: every payout; above: payouts whose amount is above `threshold` (USDT). */
export const PAYOUT_APPROVAL_MODES = ['off', 'all', 'above'] as const;
export type PayoutApprovalMode = (typeof PAYOUT_APPROVAL_MODES)[number];

/** What a payout to an address outside the address book's active entries gets. */
export const NEW_ADDRESS_RULES = ['allow', 'approval', 'refuse'] as const;
export type NewAddressRule = (typeof NEW_ADDRESS_RULES)[number];

export const DEFAULT_COOLING_OFF_HOURS = 24;
/** A month: a longer wait is a mistake, not a policy. */
export const MAX_COOLING_OFF_HOURS = 720;

export interface PayoutPolicy {
  approval: PayoutApprovalMode;
  /** USDT; used when approval is 'above', kept otherwise so switching back does not lose it. */
  threshold: number | null;
  newAddress: NewAddressRule;
  coolingOffHours: number;
  /** null while the merchant has never set one (the defaults apply). */
  updatedAt: string | null;
  updatedBy: { id: string; email: string } | null;
}

export const DEFAULT_PAYOUT_POLICY: PayoutPolicy = {
  approval: 'off',
  threshold: null,
  newAddress: 'allow',
  coolingOffHours: DEFAULT_COOLING_OFF_HOURS,
  updatedAt: null,
  updatedBy: null,
};

export const PAYOUT_POLICY_MESSAGES = {
  thresholdRequired: 'is required when approval is "above"',
  addressRefused: 'The payout policy refuses payouts to an address that is not an active entry of the address book.',
  noOtherApprover: (emails: readonly string[]) =>
    `This policy cannot be switched on: no one but the requester could approve payouts of ${emails.join(', ')}. ` +
    'Approval needs a second active team member with the approved-payout-requests permission (Finance Role or Super Operation): add one in Role Management first.',
} as const;

/**
 * PUT /api/v2/payout-policy: the whole policy (ra-data-simple-rest sends the record back; the fields
 * the server owns, updatedAt and updatedBy, are ignored).
 */
export const PayoutPolicyUpdate = z
  .object({
    approval: z.enum(PAYOUT_APPROVAL_MODES, `must be one of ${PAYOUT_APPROVAL_MODES.join(', ')}`),
    threshold: PayableAmount.nullable().default(null),
    newAddress: z.enum(NEW_ADDRESS_RULES, `must be one of ${NEW_ADDRESS_RULES.join(', ')}`),
    coolingOffHours: z
      .number()
      .int('must be a whole number of hours')
      .min(0, 'must be 0 or more')
      .max(MAX_COOLING_OFF_HOURS, `must be at most ${MAX_COOLING_OFF_HOURS}`)
      .default(DEFAULT_COOLING_OFF_HOURS),
  })
  .superRefine((body, ctx) => {
    if (body.approval === 'above' && body.threshold === null) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: PAYOUT_POLICY_MESSAGES.thresholdRequired });
    }
  });
export type PayoutPolicyUpdate = z.infer<typeof PayoutPolicyUpdate>;

/** What the policy makes of one payout: sent as today, held for a second person's approval, or refused. */
export type PayoutDecision = 'allow' | 'approval' | 'refuse';

/**
 * The one rule, for the server and the payout form alike. `addressKnown`: the address is an active
 * entry of the merchant's address book.
 */
export function payoutDecision(
  policy: Pick<PayoutPolicy, 'approval' | 'threshold' | 'newAddress'>,
  payout: { amount: number; addressKnown: boolean },
): PayoutDecision {
  if (!payout.addressKnown && policy.newAddress === 'refuse') return 'refuse';
  if (!payout.addressKnown && policy.newAddress === 'approval') return 'approval';
  if (policy.approval === 'all') return 'approval';
  if (policy.approval === 'above' && policy.threshold !== null && payout.amount > policy.threshold) return 'approval';
  return 'allow';
}

/** Whether the policy can hold any payout for approval (and so needs someone to approve). */
export const policyNeedsApprovers = (policy: Pick<PayoutPolicy, 'approval' | 'newAddress'>): boolean =>
  policy.approval !== 'off' || policy.newAddress === 'approval';
