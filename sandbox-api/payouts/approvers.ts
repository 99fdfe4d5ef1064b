import { canCreatePayout } from '../../contract/payoutAccess';
import { hasPermission, type PermissionSubject, type Role } from '../../contract/permissions';
import type { Queryable } from '../db/types';

/** An active member of a merchant's team, as the permission rules see it. */
export interface TeamMember extends PermissionSubject {
  id: string;
  email: string;
  role: Role;
}

export async function activeTeam(db: Queryable, merchantId: string): Promise<TeamMember[]> {
  const { rows } = await db.query<{ id: string; email: string; role: Role; parent_user_id: string | null }>(
    `SELECT id, email, role, parent_user_id FROM users WHERE (id = $1 OR parent_user_id = $1) AND status = 'active' ORDER BY created_at, id`,
    [merchantId],
  );
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, isSubUser: row.parent_user_id !== null, parentUser: row.parent_user_id }));
}

/** Who decides about a payout held for approval (issue 28): holders of approved-payout-requests. */
export const isApprover = (member: PermissionSubject): boolean => hasPermission(member, 'approved-payout-requests');

/**
 * The members who may request a payout but whom no one else could approve: a policy that holds
 * payouts for approval would leave their requests waiting for ever.
 */
export function requestersWithoutApprover(team: readonly TeamMember[]): TeamMember[] {
  return team.filter((requester) => canCreatePayout(requester) && !team.some((other) => other.id !== requester.id && isApprover(other)));
}
