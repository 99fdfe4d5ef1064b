import { z } from 'zod';
import { DAY_OUT_OF_RANGE, isDayInRange } from './http';
import { idText, jsonParam, oneOrMany, rangeParam, sortParam } from './simpleRest';
import { canManageRole, hasPermission, isMainUser, type Permission, type PermissionSubject } from './permissions';

/**
 * The team activity log (issue 16): an append-only record of every security-relevant or
 * money-relevant event of a merchant's team. One source of truth for the sandbox (which records
 * and serves them) and the dashboard (which lists them). Served by the /api/v2 extension API in
 * react-admin's simple-REST dialect (ra-data-simple-rest).
 */

/** Every event type, in the order the issue lists them. */
export const ACTIVITY_EVENT_TYPES = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_out',
  'session.expired',
  'session.revoked',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.verified',
  'recovery_code.used',
  'password.changed',
  'subuser.created',
  'subuser.edited',
  'subuser.status_changed',
  'subuser.password_set',
  'subuser.two_factor_required',
  'subuser.two_factor_removed',
  'subuser.deleted',
  'team_security.changed',
  'api_secret.revealed',
  'ip_whitelist.changed',
  'payout.requested',
  'payout_policy.changed',
  'payout.approval_requested',
  'payout.approved',
  'payout.approval_rejected',
  'payout.approval_cancelled',
  'payout_address.added',
  'payout_address.removed',
  'complaint.approved',
  'complaint.rejected',
  'payment_issue.accepted',
  'payment_issue.resolved',
  'payer_refund.created',
  'payer_refund.claimed',
  'profile.changed',
  'automation.changed',
  'timer.changed',
  'merchant_settings.changed',
  'webhook.changed',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/**
 * Events about one person's own account (their sign-ins, their second factor, their password).
 * A sub-user sees these only for itself and for the team members whose role it may manage
 * (contract/permissions.ts canManageRole): never the main merchant's sign-in addresses.
 */
export const ACCOUNT_EVENT_TYPES: readonly ActivityEventType[] = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_out',
  'session.expired',
  'session.revoked',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.verified',
  'recovery_code.used',
  'password.changed',
];

/**
 * Which sub-users may see an event type: holders of any of these permissions (the area of the
 * dashboard the event belongs to). An empty list: the main merchant only (the merchant account's
 * settings, which only it may change). The main merchant sees every event of its merchant.
 */
export const ACTIVITY_EVENT_AUDIENCE: Record<ActivityEventType, readonly Permission[]> = {
  'sign_in.succeeded': ['role-management'],
  'sign_in.failed': ['role-management'],
  sign_out: ['role-management'],
  'session.expired': ['role-management'],
  'session.revoked': ['role-management'],
  'two_factor.enabled': ['role-management'],
  'two_factor.disabled': ['role-management'],
  'two_factor.verified': ['role-management'],
  'recovery_code.used': ['role-management'],
  'password.changed': ['role-management'],
  'subuser.created': ['role-management'],
  'subuser.edited': ['role-management'],
  'subuser.status_changed': ['role-management'],
  'subuser.password_set': ['role-management'],
  'subuser.two_factor_required': ['role-management'],
  'subuser.two_factor_removed': ['role-management'],
  'subuser.deleted': ['role-management'],
  'team_security.changed': ['role-management'],
  'api_secret.revealed': ['api-credentials'],
  'ip_whitelist.changed': ['api-credentials'],
  'payout.requested': ['approved-withdrawals', 'approved-payout-requests'],
  'payout_policy.changed': ['approved-withdrawals', 'approved-payout-requests'],
  'payout.approval_requested': ['approved-withdrawals', 'approved-payout-requests'],
  'payout.approved': ['approved-withdrawals', 'approved-payout-requests'],
  'payout.approval_rejected': ['approved-withdrawals', 'approved-payout-requests'],
  'payout.approval_cancelled': ['approved-withdrawals', 'approved-payout-requests'],
  'payout_address.added': ['approved-withdrawals', 'approved-payout-requests'],
  'payout_address.removed': ['approved-withdrawals', 'approved-payout-requests'],
  'complaint.approved': ['complaints-view'],
  'complaint.rejected': ['complaints-view'],
  'payment_issue.accepted': ['transactions-view'],
  'payment_issue.resolved': ['transactions-view'],
  'payer_refund.created': ['approved-withdrawals', 'approved-payout-requests'],
  'payer_refund.claimed': ['approved-withdrawals', 'approved-payout-requests'],
  'profile.changed': [],
  'automation.changed': [],
  'timer.changed': [],
  'merchant_settings.changed': [],
  'webhook.changed': ['api-credentials'],
};

/** The screen and the route: the main merchant and holders of role-management. */
export function canReadActivity(subject: PermissionSubject): boolean {
  return isMainUser(subject) || hasPermission(subject, 'role-management');
}

/** The event types a reader may see (all of them for the main merchant). */
export function visibleActivityTypes(subject: PermissionSubject): ActivityEventType[] {
  if (isMainUser(subject)) return [...ACTIVITY_EVENT_TYPES];
  return ACTIVITY_EVENT_TYPES.filter((type) => ACTIVITY_EVENT_AUDIENCE[type].some((permission) => hasPermission(subject, permission)));
}

/**
 * Whether a reader may see one record: the type is in its audience and, for an account event, the
 * actor is the reader itself or a team member whose role the reader manages. The server applies the
 * same rule in SQL (sandbox-api/activity/listActivity.ts).
 */
export function canSeeActivity(
  subject: PermissionSubject & { id?: string },
  record: Pick<ActivityRecord, 'type' | 'actorId' | 'actorRole'>,
): boolean {
  if (isMainUser(subject)) return true;
  if (!visibleActivityTypes(subject).includes(record.type)) return false;
  if (!ACCOUNT_EVENT_TYPES.includes(record.type)) return true;
  return record.actorId === subject.id || (record.actorRole !== null && canManageRole(subject, record.actorRole));
}

/** What a record is about, so the screen can link to it. */
export const ACTIVITY_TARGET_TYPES = ['user', 'payout', 'complaint', 'ip', 'merchant', 'webhook', 'payout_address', 'payment_issue', 'payer_refund'] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

/** One record as GET /api/v2/activity answers it (simple-REST: flat, with `id`). */
export interface ActivityRecord {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  type: ActivityEventType;
  actorId: string | null;
  actorEmail: string;
  actorRole: string | null;
  targetType: ActivityTargetType | null;
  targetId: string | null;
  /** A readable name of the target at the time (a sub-user's email, a payout's reference...). */
  targetLabel: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

export const ACTIVITY_RESOURCE = 'activity';
/** The extension API's base path, below the gateway's API base. */
export const API_V2_PREFIX = '/v2';
export const ACTIVITY_PATH = `${API_V2_PREFIX}/${ACTIVITY_RESOURCE}`;

export const ACTIVITY_SORT_FIELDS = ['createdAt', 'type', 'actorEmail'] as const;
export type ActivitySortField = (typeof ACTIVITY_SORT_FIELDS)[number];
/** The widest range one request may ask for (react-admin's export asks for 1000 rows). */
export const ACTIVITY_MAX_RANGE = 1000;
export const ACTIVITY_DEFAULT_RANGE: [number, number] = [0, 24];

/**
 * A day (YYYY-MM-DD, read as UTC) or an ISO 8601 date-time with a zone, within the days every
 * other date filter accepts: year 0000 or 9999 with a zone would fall outside PostgreSQL's range.
 */
const moment = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time')
  .refine(isDayInRange, DAY_OUT_OF_RANGE);

export const ActivityFilter = z
  .object({
    /** Part of the actor's email, or the actor's user id. */
    actor: z.string().trim().max(200).optional(),
    /** One event type or several. */
    type: oneOrMany(z.enum(ACTIVITY_EVENT_TYPES), ACTIVITY_EVENT_TYPES.length).optional(),
    /** From this moment (a day: its start, UTC), inclusive. */
    from: moment.optional(),
    /** Up to this moment (a day: its end, UTC). */
    to: moment.optional(),
    /** getMany: these records. */
    id: oneOrMany(idText, ACTIVITY_MAX_RANGE).optional(),
  })
  .strict();
export type ActivityFilter = z.infer<typeof ActivityFilter>;

export const ActivityListQuery = z.object({
  sort: sortParam(ACTIVITY_SORT_FIELDS, ['createdAt', 'DESC']),
  range: rangeParam(ACTIVITY_MAX_RANGE, ACTIVITY_DEFAULT_RANGE),
  filter: jsonParam('filter', ActivityFilter).default({} as never),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;

