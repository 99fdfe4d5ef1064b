import type { ComponentType, ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { Navigate, useTranslate } from 'react-admin';
import type { Action, MainUserAction, Permission } from '../../contract/permissions';
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

export type PermissionGateProps = {
  children: ReactNode;
} & (
  | { permission: Permission | readonly Permission[]; match?: 'any' | 'all' }
  | { action: Action | MainUserAction }
  | { page: true }
  /** With a page's rule may come the page's own denied page; the shared AccessDenied otherwise. */
  | { rule: AccessRule; denied?: ComponentType<DeniedPageProps> }
);

function ruleOf(props: PermissionGateProps): AccessRule {
  if ('rule' in props) return props.rule;
  if ('permission' in props) return requirePermission(props.permission, props.match);
  if ('action' in props) return requireAction(props.action);
  return PAGE_ACCESS;
}

/**
 * The permission gate of 001 section 2.11: 'Checking permissions...' while loading, back to the
 * login route without a role, the denied-access page without the permission.
 */
export function PermissionGate(props: PermissionGateProps) {
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
  if (!subject?.role) return <Navigate to="/" replace />;
  const rule = ruleOf(props);
  if (!checkAccess(subject, rule)) {
    const Denied = 'rule' in props ? props.denied : undefined;
    if (Denied) {
      const isSubUser = subject.isSubUser === true || subject.isSubUser === 'true';
      return <Denied role={subject.role} required={requiredPermissionsOf(rule)} isSubUser={isSubUser} />;
    }
    return <AccessDenied role={subject.role} required={requiredPermissionsOf(rule)} />;
  }
  return <>{props.children}</>;
}
