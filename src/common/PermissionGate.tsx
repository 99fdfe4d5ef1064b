import type { ComponentType, ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { Navigate, useCanAccess, useTranslate } from 'react-admin';
import type { Action, MainUserAction, Permission, SubUserRole } from '../../contract/permissions';
import {
  PAGE_ACCESS,
  checkAccess,
  requireAction,
  requirePermission,
  requiredPermissionsOf,
  type AccessRule,
} from '../../authProvider/access';
import { AccessDenied } from './AccessDenied';
import type { DeniedPageProps } from './pageConfig';
import { useSessionPermissions } from './useSessionPermissions';

/** Where the gate sends a signed-in user it turns away when asked to redirect (001 section 2.11). */
const DEFAULT_REDIRECT = '/dashboard';

type Check =
  | { permission: Permission | readonly Permission[]; match?: 'any' | 'all' }
  | { action: Action | MainUserAction }
  /**
   * A role-management ability (000 section 6): role-management held and this sub-user role among
   * the ones the user may manage (contract manageableRoles); 'any': at least one of them.
   */
  | { manageRole: SubUserRole | 'any' }
  | { page: true }
  /** With a page's rule may come the page's own denied page; the shared AccessDenied otherwise. */
  | { rule: AccessRule; denied?: ComponentType<DeniedPageProps> };

/** What a denied user gets: the denied-access page (default), or a redirect (to /dashboard unless told). */
type Fallback = { fallback?: 'denied' } | { fallback: 'redirect'; redirectTo?: string };

/** Everything but the children: what to check, and what a denied user gets. */
export type PermissionGateOptions = Check & Fallback;
export type PermissionGateProps = { children: ReactNode } & PermissionGateOptions;

/**
 * Asks authProvider.canAccess whether the user may create a sub-user of this role (any role the
 * user may manage for 'any'): role-management and the role among the manageable ones.
 */
function ManageRoleGate({ role, children }: { role: SubUserRole | 'any'; children: ReactNode }) {
  const record = role === 'any' ? undefined : { id: `new-${role}`, role };
  const { canAccess, isPending } = useCanAccess({ resource: 'subusers', action: 'create', record });
  return !isPending && canAccess ? <>{children}</> : null;
}

function ruleOf(props: Exclude<Check, { manageRole: unknown }>): AccessRule {
  if ('rule' in props) return props.rule;
  if ('permission' in props) return requirePermission(props.permission, props.match);
  if ('action' in props) return requireAction(props.action);
  return PAGE_ACCESS;
}

/**
 * The permission gate of 001 section 2.11: 'Checking permissions...' while loading, back to the
 * login route without a role, then the denied-access page or a redirect without the permission.
 * The redirect target should be a page the user can reach (the dashboard only needs the page
 * check); otherwise they meet that page's own gate there.
 *
 * Two variants: every route's page gate (PageRoute, NotFoundPage) says 'Checking permissions...'
 * while loading; the role-management one (`manageRole`), which guards controls inside a page that
 * its route's gate has already let through (Role Management's Add Sub-user), renders nothing while
 * loading, without a role, or without the ability.
 */
export function PermissionGate(props: PermissionGateProps) {
  if ('manageRole' in props) return <ManageRoleGate role={props.manageRole}>{props.children}</ManageRoleGate>;
  return <PageGate {...props} />;
}

function PageGate(props: { children: ReactNode } & Exclude<Check, { manageRole: unknown }> & Fallback) {
  const translate = useTranslate();
  const { subject, isPending } = useSessionPermissions();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 4 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{translate('app.access.checking')}</Typography>
      </Box>
    );
  }
  // The spec's /login is this product's `/` (001 section 2.11, route table).
  if (!subject?.role) return <Navigate to="/" replace />;
  const rule = ruleOf(props);
  if (checkAccess(subject, rule)) return <>{props.children}</>;
  if (props.fallback === 'redirect') return <Navigate to={props.redirectTo ?? DEFAULT_REDIRECT} replace />;
  const required = requiredPermissionsOf(rule);
  const Denied = 'rule' in props ? props.denied : undefined;
  if (Denied) {
    const isSubUser = subject.isSubUser === true || subject.isSubUser === 'true';
    return <Denied role={subject.role} required={required} isSubUser={isSubUser} />;
  }
  return <AccessDenied role={subject.role} required={required} />;
}
