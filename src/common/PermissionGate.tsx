import type { ReactNode } from 'react';
import { CanAccess, Navigate, usePermissions } from 'react-admin';
import type { SessionPermissions } from '../../authProvider';
import { questionsOf, requiredPermissionsOf, type AccessRule } from '../../authProvider/access';
import { AccessDenied } from './AccessDenied';
import { LoadingStatus } from './LoadingStatus';

type CanAccessRuleProps = { rule: AccessRule; children: ReactNode; loading?: ReactNode; accessDenied?: ReactNode };

/** react-admin's CanAccess for each question of a rule (questionsOf): any granted, or all for `match: 'all'`. */
export function CanAccessRule({ rule, children, loading = null, accessDenied = null }: CanAccessRuleProps) {
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

/** `deniedNamesSubUser`: as PageConfig's (API Credentials, 001 section 2.3). */
type PermissionGateProps = { rule: AccessRule; deniedNamesSubUser?: boolean };

/** A refused page: the login route without a role, else the denied page naming the role. */
function Refused({ rule, deniedNamesSubUser }: PermissionGateProps) {
  const { permissions: subject, isPending } = usePermissions<SessionPermissions | null>();
  if (isPending) return <Checking />;
  // The spec's /login is this product's `/` (001 section 2.11, route table).
  if (!subject?.role) return <Navigate to="/" replace />;
  const isSubUser = deniedNamesSubUser ? String(subject.isSubUser) === 'true' : undefined;
  return <AccessDenied role={subject.role} required={requiredPermissionsOf(rule)} isSubUser={isSubUser} />;
}

/**
 * The permission gate of 001 section 2.11 over react-admin's CanAccess: 'Checking permissions...'
 * while loading, back to the login route without a role, then the denied-access page.
 */
export function PermissionGate({ rule, deniedNamesSubUser, children }: PermissionGateProps & { children: ReactNode }) {
  return (
    <CanAccessRule
      rule={rule}
      loading={<Checking />}
      accessDenied={<Refused rule={rule} deniedNamesSubUser={deniedNamesSubUser} />}
    >
      {children}
    </CanAccessRule>
  );
}
