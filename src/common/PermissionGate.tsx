import type { ComponentType, ReactNode } from 'react';
import { CanAccess, Navigate, usePermissions } from 'react-admin';
import type { Action, MainUserAction, Permission } from '../../contract/permissions';
import type { SessionPermissions } from '../../authProvider';
import {
  PAGE_ACCESS,
  questionsOf,
  requireAction,
  requirePermission,
  requiredPermissionsOf,
  type AccessRule,
} from '../../authProvider/access';
import { AccessDenied } from './AccessDenied';
import { LoadingStatus } from './LoadingStatus';
import type { DeniedPageProps } from './pageConfig';

type Check =
  | { permission: Permission | readonly Permission[]; match?: 'any' | 'all' }
  | { action: Action | MainUserAction }
  | { page: true }
  /** With a page's rule may come the page's own denied page; the shared AccessDenied otherwise. */
  | { rule: AccessRule; denied?: ComponentType<DeniedPageProps> };

/** What a denied user gets: the denied-access page (default), or a redirect (to /dashboard unless told). */
type Fallback = { fallback?: 'denied' } | { fallback: 'redirect'; redirectTo?: string };

/** Everything but the children: what to check, and what a denied user gets. */
export type PermissionGateOptions = Check & Fallback;

/** react-admin's CanAccess for each question of a rule (questionsOf): any granted, or all for `match: 'all'`. */
export function CanAccessRule({
  rule,
  children,
  loading = null,
  accessDenied = null,
}: {
  rule: AccessRule;
  children: ReactNode;
  loading?: ReactNode;
  accessDenied?: ReactNode;
}) {
  const ask = (question: ReturnType<typeof questionsOf>[number], granted: ReactNode, refused: ReactNode) => (
    <CanAccess {...question} loading={loading} accessDenied={refused} error={accessDenied}>
      {granted}
    </CanAccess>
  );
  const questions = questionsOf(rule);
  if ('permissions' in rule && rule.match === 'all') {
    return questions.reduceRight<ReactNode>((granted, question) => ask(question, granted, accessDenied), children);
  }
  return questions.reduceRight<ReactNode>((refused, question) => ask(question, children, refused), accessDenied);
}

const Checking = () => <LoadingStatus message="app.access.checking" />;

type RefusedProps = { rule: AccessRule; denied?: ComponentType<DeniedPageProps> } & Fallback;

/** A refused page: the login route without a role, else the redirect or the denied page naming the role. */
function Refused({ rule, denied: Denied = AccessDenied, ...fallback }: RefusedProps) {
  const { permissions: subject, isPending } = usePermissions<SessionPermissions | null>();
  if (isPending) return <Checking />;
  // The spec's /login is this product's `/` (001 section 2.11, route table).
  if (!subject?.role) return <Navigate to="/" replace />;
  if (fallback.fallback === 'redirect') return <Navigate to={fallback.redirectTo ?? '/dashboard'} replace />;
  const isSubUser = subject.isSubUser === true || subject.isSubUser === 'true';
  return <Denied role={subject.role} required={requiredPermissionsOf(rule)} isSubUser={isSubUser} />;
}

function ruleOf(props: Check): AccessRule {
  if ('rule' in props) return props.rule;
  if ('permission' in props) return requirePermission(props.permission, props.match);
  if ('action' in props) return requireAction(props.action);
  return PAGE_ACCESS;
}

/**
 * The permission gate of 001 section 2.11 over react-admin's CanAccess: 'Checking permissions...'
 * while loading, back to the login route without a role, then the denied-access page (the page's
 * own, when it has one) or a redirect (to /dashboard unless told) without the permission.
 */
export function PermissionGate(props: { children: ReactNode } & PermissionGateOptions) {
  const rule = ruleOf(props);
  const denied = 'rule' in props ? props.denied : undefined;
  const fallback: Fallback = props.fallback === 'redirect' ? { fallback: 'redirect', redirectTo: props.redirectTo } : {};
  return (
    <CanAccessRule rule={rule} loading={<Checking />} accessDenied={<Refused rule={rule} denied={denied} {...fallback} />}>
      {props.children}
    </CanAccessRule>
  );
}
