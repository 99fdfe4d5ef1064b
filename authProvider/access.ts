import {
  ACTIONS,
  PERMISSIONS,
  canReachPages,
  can,
  hasPermission,
  type Action,
  type MainUserAction,
  type Permission,
  type PermissionSubject,
} from '../contract/permissions';
import { isGatewayResource, type GatewayResource } from '../dataProvider/resources';

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

export function checkAccess(subject: PermissionSubject, rule: AccessRule): boolean {
  if ('page' in rule) return canReachPages(subject);
  if ('action' in rule) return can(subject, rule.action);
  const held = (permission: Permission) => hasPermission(subject, permission);
  return rule.match === 'all' ? rule.permissions.every(held) : rule.permissions.some(held);
}

/** The permission key(s) a denied page names. */
export function requiredPermissionsOf(rule: AccessRule): readonly string[] {
  if ('page' in rule) return ['dashboard_access'];
  if ('action' in rule) return rule.action === 'manage_balance' ? [rule.action] : [ACTIONS[rule.action]];
  return rule.permissions;
}

/** The permission behind each data resource, so react-admin's own canAccess calls use the same matrix. */
const RESOURCE_PERMISSIONS: Record<GatewayResource, Permission | null> = {
  transactions: 'transactions-view',
  withdrawals: 'approved-withdrawals',
  refunds: 'complaints-view',
  subusers: 'role-management',
  'ip-whitelist': null,
  'wallet-service-types': null,
};

function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

function isAction(value: string): value is Action | MainUserAction {
  return value in ACTIONS || value === 'manage_balance';
}

/**
 * Turns react-admin's `canAccess({ resource, action })` into a rule:
 * `{ resource: 'permissions', action: 'transactions-view' }`, `{ resource: 'actions', action: 'manage_balance' }`,
 * `{ resource: 'pages' }`, or a data resource (any action) gated by its permission.
 * Anything else is denied: an unknown question never opens a door.
 */
export function ruleForCanAccess(resource: string, action: string): AccessRule | null {
  if (resource === 'pages') return PAGE_ACCESS;
  if (resource === 'permissions') return isPermission(action) ? requirePermission(action) : null;
  if (resource === 'actions') return isAction(action) ? requireAction(action) : null;
  if (!isGatewayResource(resource)) return null;
  const permission = RESOURCE_PERMISSIONS[resource];
  return permission ? requirePermission(permission) : PAGE_ACCESS;
}
