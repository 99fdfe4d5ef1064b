import {
  ACTIONS,
  PERMISSIONS,
  canManageRole,
  canReachPages,
  can,
  hasPermission,
  isMainUser,
  manageableRoles,
  showsZeroedFigures,
  type Action,
  type MainUserAction,
  type Permission,
  type PermissionSubject,
} from '../contract/permissions';
import { ACTIVITY_RESOURCE, canReadActivity } from '../contract/activity';
import { PROFILE_RESOURCE } from '../contract/profile';
import { PAYER_REFUNDS_RESOURCE } from '../contract/payerRefunds';
import { PAYMENT_ISSUES_RESOURCE } from '../contract/paymentIssues';
import { PAYOUT_APPROVALS_RESOURCE } from '../contract/payoutApprovals';
import { canCreatePayout, canViewPayouts, PAYOUT_ADDRESSES_RESOURCE } from '../contract/payoutAccess';
import { PAYOUT_POLICY_RESOURCE } from '../contract/payoutPolicy';
import { RECOVERY_CODES_RESOURCE } from '../contract/recoveryCodes';
import { REPORT_SCHEDULES_RESOURCE } from '../contract/reportSchedules';
import { SESSIONS_RESOURCE } from '../contract/sessions';
import { TEAM_SECURITY_RESOURCE } from '../contract/teamSecurity';
import { WEBHOOK_DELIVERIES_RESOURCE, WEBHOOKS_RESOURCE } from '../contract/webhooks';
import type { GatewayResource } from '../dataProvider/resources/names';

/** What a gate asks for (001 section 2.11): permissions (any or all), or the page check (000 section 6). */
export type AccessRule = { permissions: readonly Permission[]; match: 'any' | 'all' } | { page: true };

/** Session-only routes still pass the page check, so a user without dashboard_access reaches nothing. */
export const PAGE_ACCESS: AccessRule = { page: true };

export function requirePermission(permission: Permission | readonly Permission[], match: 'any' | 'all' = 'any'): AccessRule {
  return { permissions: typeof permission === 'string' ? [permission] : permission, match };
}

/** The authProvider.canAccess questions a rule stands for: `pages`, or one `permissions` entry each. */
export function questionsOf(rule: AccessRule): { resource: string; action: string }[] {
  if ('page' in rule) return [{ resource: 'pages', action: 'list' }];
  return rule.permissions.map((permission) => ({ resource: 'permissions', action: permission }));
}

/** The permission key(s) a denied page names. */
export function requiredPermissionsOf(rule: AccessRule): readonly string[] {
  return 'page' in rule ? ['dashboard_access'] : rule.permissions;
}

type Grant = (subject: PermissionSubject, record?: unknown) => boolean;
type Grants = Readonly<Record<string, Grant>>;

const holds =
  (...permissions: Permission[]): Grant =>
  (subject) =>
    permissions.every((permission) => hasPermission(subject, permission));

const each = (grant: Grant, ...actions: string[]): Grants => Object.fromEntries(actions.map((action) => [action, grant]));

/** A sub-user change (000 section 6, 001 section 2.7): the server's rule, with any manageable role when no record is named. */
const managesSubUser =
  (...also: Permission[]): Grant =>
  (subject, record) => {
    if (!hasPermission(subject, 'role-management') || !also.every((permission) => hasPermission(subject, permission))) return false;
    const role = (record as { role?: unknown } | null | undefined)?.role;
    return typeof role === 'string' ? canManageRole(subject, role) : manageableRoles(subject).length > 0;
  };

// Who may do what to each resource: react-admin's actions and the screens' own (approve, reject;
// a sub-user's status, password, two_factor). Each grant is the server's check; an unlisted action is refused.
const RESOURCE_ACCESS: Record<GatewayResource, Grants> = {
  transactions: each(holds('transactions-view'), 'list', 'show', 'export'),
  withdrawals: { ...each(canViewPayouts, 'list', 'export'), create: canCreatePayout },
  refunds: {
    ...each(holds('complaints-view'), 'list', 'show'),
    // Answering decides about a payout's money: the server asks for approved-withdrawals too.
    ...each(holds('complaints-view', 'approved-withdrawals'), 'edit', 'approve', 'reject'),
  },
  subusers: {
    list: holds('role-management'),
    ...each(managesSubUser(), 'create', 'edit', 'delete', 'status', 'two_factor'),
    password: managesSubUser('change-password'),
  },
  'ip-whitelist': { list: canReachPages, ...each(holds('api-credentials'), 'create', 'edit', 'delete') },
  'wallet-service-types': each(canReachPages, 'list', 'show'),
};

/** The same for the sandbox's /api/v2 extension resources (issue 16), each by its route's own rule. */
const EXTENSION_ACCESS: Readonly<Record<string, Grants>> = {
  [ACTIVITY_RESOURCE]: each(canReadActivity, 'list', 'export'),
  [RECOVERY_CODES_RESOURCE]: each(canReachPages, 'list', 'create'),
  [WEBHOOKS_RESOURCE]: each(holds('api-credentials'), 'list', 'create', 'edit', 'delete', 'test'),
  [WEBHOOK_DELIVERIES_RESOURCE]: each(holds('api-credentials'), 'list', 'redeliver'),
  // Issue 28: the list and the decisions; the server also refuses the requester's own approval.
  [PAYOUT_APPROVALS_RESOURCE]: each(holds('approved-payout-requests'), 'list', 'approve', 'reject', 'cancel'),
  // The book is kept by the approvers; whoever sees payouts reads it (the payout form offers it).
  [PAYOUT_ADDRESSES_RESOURCE]: { list: canViewPayouts, ...each(holds('approved-payout-requests'), 'create', 'delete') },
  // Every member may read it (the route's rule); the card shows it to those it concerns, whoever may see payouts.
  [PAYOUT_POLICY_RESOURCE]: { show: canViewPayouts, edit: isMainUser },
  // Issue 29: whoever sees transactions reads them; accepting one as paid is a money decision (the route's DECIDE).
  [PAYMENT_ISSUES_RESOURCE]: { ...each(holds('transactions-view'), 'list', 'show'), accept: holds('approved-withdrawals') },
  // A claim link sends money to whoever holds it: payout handlers read them; creating one is a payout (operation roles may not).
  [PAYER_REFUNDS_RESOURCE]: { list: holds('approved-payout-requests'), create: (subject) => hasPermission(subject, 'approved-payout-requests') && canCreatePayout(subject) },
  // Holders of transactions-view keep the merchant's schedules (the route's KEEP).
  [REPORT_SCHEDULES_RESOURCE]: each(holds('transactions-view'), 'list', 'create', 'delete'),
};

// The user's own account and dashboard: the rules of PUT /merchant/profile (main merchant only) and
// PUT /auth/change-password; volume and average figures show 0.00 to the roles of 000 section 6.
const ACCOUNT_ACCESS: Readonly<Record<string, Grants>> = {
  [PROFILE_RESOURCE]: { show: canReachPages, edit: isMainUser, password: holds('change-password') },
  dashboard: { figures: (subject) => !showsZeroedFigures(subject.role) },
  // Issue 28: everyone lists and ends their own sessions; the whole team reads team security, the main merchant sets it.
  [SESSIONS_RESOURCE]: each(canReachPages, 'list', 'delete'),
  [TEAM_SECURITY_RESOURCE]: { show: canReachPages, edit: isMainUser },
};

const ACCESS: Readonly<Record<string, Grants>> = { ...RESOURCE_ACCESS, ...EXTENSION_ACCESS, ...ACCOUNT_ACCESS };

/** react-admin's `canAccess`: `pages`, `permissions`, `actions` by their rules, resources by the tables; else denied. */
export function answerCanAccess(subject: PermissionSubject, resource: string, action: string, record?: unknown): boolean {
  if (resource === 'pages') return canReachPages(subject);
  if (resource === 'permissions') {
    return (PERMISSIONS as readonly string[]).includes(action) && hasPermission(subject, action as Permission);
  }
  if (resource === 'actions') return (action in ACTIONS || action === 'manage_balance') && can(subject, action as Action | MainUserAction);
  const grant = Object.hasOwn(ACCESS, resource) && Object.hasOwn(ACCESS[resource], action) ? ACCESS[resource][action] : undefined;
  return Boolean(grant && canReachPages(subject) && grant(subject, record));
}
