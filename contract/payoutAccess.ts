import { hasPermission, type Permission, type PermissionSubject } from './permissions';

/**
 * Who may see and create payouts, without payouts.ts's zod schemas and address checks: the authProvider asks these,
 * and the sign-in page loads it (issue 17). payouts.ts re-exports them. An import of payouts.ts or payoutAddresses.ts
 * from the entry would bring their address checks and hashes into the sign-in route (about 3 KB).
 */

/** The payout address book's resource (payoutAddresses.ts re-exports it), which the access table names. */
export const PAYOUT_ADDRESSES_RESOURCE = 'payout-addresses';

/**
 * The payout screen opens under two gates (DECISIONS.md section 4): /withdraw-requests with
 * approved-withdrawals, /payout-requests with approved-payout-requests. Either one shows the history.
 */
export const PAYOUT_PERMISSIONS: readonly Permission[] = ['approved-withdrawals', 'approved-payout-requests'];
/** "Operation roles can view but not create payouts" (001 section 2.4). */
export const VIEW_ONLY_PAYOUT_ROLES: readonly string[] = ['operation', 'super_operation'];

export function canViewPayouts(subject: PermissionSubject): boolean {
  return PAYOUT_PERMISSIONS.some((permission) => hasPermission(subject, permission));
}

/** The form is shown, and the server accepts a payout, only for these callers. */
export function canCreatePayout(subject: PermissionSubject): boolean {
  return canViewPayouts(subject) && !VIEW_ONLY_PAYOUT_ROLES.includes(String(subject.role));
}
