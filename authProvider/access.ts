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
import { canCreatePayout, canViewPayouts } from '../contract/payouts';
import { RECOVERY_CODES_RESOURCE } from '../contract/recoveryCodes';
import { WEBHOOK_DELIVERIES_RESOURCE, WEBHOOKS_RESOURCE } from '../contract/webhooks';
import { isGatewayResource, type GatewayResource } from '../dataProvider/resources/names';

/**
 * What a gate asks for, in the three forms of the permission gate (001 section 2.11): one or more
 * permissions (any or all of them), an action of the action map, or the page check (the main
 * merchant always, others with dashboard_access; 000 section 6). Evaluated with contract/permissions.ts only.
 */
export type AccessRule =
  | { permissions: readonly Permission[]; match: 'any' | 'all' }
  | { action: Action | MainUserAction }
  | { page: true };

/** Session-only routes still pass the page check, so a user without dashboard_access reaches nothing. */
export const PAGE_ACCESS: AccessRule = { page: true };

export function requirePermission(permission: Permission | readonly Permission[], match: 'any' | 'all' = 'any'): AccessRule {
  return { permissions: typeof permission === 'string' ? [permission] : permission, match };
}

export function requireAction(action: Action | MainUserAction): AccessRule {
  return { action };
}

/** One question to authProvider.canAccess. */
export interface AccessQuestion {
  resource: string;
  action: string;
}

/** The canAccess questions a rule stands for: `pages`, one `actions` entry, or one `permissions` entry each. */
export function questionsOf(rule: AccessRule): AccessQuestion[] {
  if ('page' in rule) return [{ resource: 'pages', action: 'list' }];
  if ('action' in rule) return [{ resource: 'actions', action: rule.action }];
  return rule.permissions.map((permission) => ({ resource: 'permissions', action: permission }));
}

/** The permission key(s) a denied page names. */
export function requiredPermissionsOf(rule: AccessRule): readonly string[] {
  if ('page' in rule) return ['dashboard_access'];
  if ('action' in rule) return rule.action === 'manage_balance' ? [rule.action] : [ACTIONS[rule.action]];
  return rule.permissions;
}

/** What a signed-in subject may do, given the record when the question is about one. */
type Grant = (subject: PermissionSubject, record?: unknown) => boolean;

const holds =
  (...permissions: Permission[]): Grant =>
  (subject) =>
    permissions.every((permission) => hasPermission(subject, permission));

const roleOf = (record: unknown) => (record as { role?: unknown } | null | undefined)?.role;

/**
 * A sub-user change (000 section 6, 001 section 2.7): role-management, and the record's role among
 * those the subject may manage (any of them when no record is named); the server's rule exactly.
 */
const managesSubUser =
  (...also: Permission[]): Grant =>
  (subject, record) => {
    if (!hasPermission(subject, 'role-management') || !also.every((permission) => hasPermission(subject, permission))) return false;
    const role = roleOf(record);
    return typeof role === 'string' ? canManageRole(subject, role) : manageableRoles(subject).length > 0;
  };

/**
 * Who may do what to each resource: react-admin's actions (list, show, create, edit, delete,
 * export) and the custom ones the screens ask about (approve and reject a complaint; status,
 * password and two_factor of a sub-user). An action a resource does not list is refused: the
 * gateway has no such call, or nobody may make it. Each grant is the server's own check.
 */
export const RESOURCE_ACCESS: Record<GatewayResource, Readonly<Record<string, Grant>>> = {
  transactions: {
    list: holds('transactions-view'),
    show: holds('transactions-view'),
    export: holds('transactions-view'),
  },
  withdrawals: {
    list: canViewPayouts,
    export: canViewPayouts,
    create: canCreatePayout,
  },
  refunds: {
    list: holds('complaints-view'),
    show: holds('complaints-view'),
    // Answering decides about a payout's money: the server asks for approved-withdrawals too.
    edit: holds('complaints-view', 'approved-withdrawals'),
    approve: holds('complaints-view', 'approved-withdrawals'),
    reject: holds('complaints-view', 'approved-withdrawals'),
  },
  subusers: {
    list: holds('role-management'),
    create: managesSubUser(),
    edit: managesSubUser(),
    delete: managesSubUser(),
    status: managesSubUser(),
    two_factor: managesSubUser(),
    password: managesSubUser('change-password'),
  },
  'ip-whitelist': {
    list: canReachPages,
    create: holds('api-credentials'),
    edit: holds('api-credentials'),
    delete: holds('api-credentials'),
  },
  'wallet-service-types': {
    list: canReachPages,
    show: canReachPages,
  },
};

/**
 * The same for the sandbox's /api/v2 extension resources (issue 16), read through
 * ra-data-simple-rest: the team activity log (the main merchant and holders of role-management, the
 * route's own rule), the caller's own recovery codes (anyone who reaches the pages), and the webhook
 * endpoints and their delivery log (the main merchant or api-credentials).
 */
export const EXTENSION_ACCESS: Readonly<Record<string, Readonly<Record<string, Grant>>>> = {
  [ACTIVITY_RESOURCE]: {
    list: canReadActivity,
    export: canReadActivity,
  },
  [RECOVERY_CODES_RESOURCE]: {
    list: canReachPages,
    create: canReachPages,
  },
  // Webhooks belong to the API integration: the main merchant or api-credentials, the routes' rule.
  [WEBHOOKS_RESOURCE]: {
    list: holds('api-credentials'),
    create: holds('api-credentials'),
    edit: holds('api-credentials'),
    delete: holds('api-credentials'),
    test: holds('api-credentials'),
  },
  [WEBHOOK_DELIVERIES_RESOURCE]: {
    list: holds('api-credentials'),
    redeliver: holds('api-credentials'),
  },
};

/**
 * The signed-in user's own account and dashboard, which no data resource covers: everyone who
 * reaches the pages sees their profile; only the main merchant edits it (PUT /merchant/profile
 * refuses sub-users) and only holders of change-password change their own password (PUT
 * /auth/change-password's rule). The dashboard's volume and average figures show 0.00 to the
 * roles of 000 section 6, whatever the gateway sends them.
 */
export const ACCOUNT_ACCESS: Readonly<Record<string, Readonly<Record<string, Grant>>>> = {
  [PROFILE_RESOURCE]: {
    show: canReachPages,
    edit: isMainUser,
    password: holds('change-password'),
  },
  dashboard: {
    figures: (subject) => !showsZeroedFigures(subject.role),
  },
};

/** The resource names of ACCOUNT_ACCESS. */
export const ACCOUNT_RESOURCES: readonly string[] = Object.keys(ACCOUNT_ACCESS);

function grantsOf(resource: string): Readonly<Record<string, Grant>> | undefined {
  if (isGatewayResource(resource)) return RESOURCE_ACCESS[resource];
  if (Object.hasOwn(ACCOUNT_ACCESS, resource)) return ACCOUNT_ACCESS[resource];
  return Object.hasOwn(EXTENSION_ACCESS, resource) ? EXTENSION_ACCESS[resource] : undefined;
}

function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

function isAction(value: string): value is Action | MainUserAction {
  return value in ACTIONS || value === 'manage_balance';
}

/**
 * The answer to react-admin's `canAccess({ resource, action, record })`: a data resource by the
 * table above, `{ resource: 'permissions', action: 'transactions-view' }`,
 * `{ resource: 'actions', action: 'manage_balance' }` or `{ resource: 'pages' }` by their rules,
 * an extension resource by EXTENSION_ACCESS, the user's own profile by ACCOUNT_ACCESS.
 * Anything else is denied: an unknown question never opens a door.
 */
export function answerCanAccess(subject: PermissionSubject, resource: string, action: string, record?: unknown): boolean {
  if (resource === 'pages') return canReachPages(subject);
  if (resource === 'permissions') return isPermission(action) && hasPermission(subject, action);
  if (resource === 'actions') return isAction(action) && can(subject, action);
  const grants = grantsOf(resource);
  const grant = grants && Object.hasOwn(grants, action) ? grants[action] : undefined;
  return Boolean(grant && canReachPages(subject) && grant(subject, record));
}
