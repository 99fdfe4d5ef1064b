import type { SubUser, SubUserStatus } from '../../contract/subusers';
import type { SubUserRole } from '../../contract/permissions';
import type { Queryable } from '../db/types';

/** A sub-user row as the role management calls read it, and its shape on the wire (001 section 3). */
export interface SubUserRow {
  id: string;
  name: string;
  email: string;
  role: SubUserRole;
  status: SubUserStatus;
  created_at: Date;
  two_factor_enabled: boolean;
  two_factor_type: SubUser['type2FA'];
  two_factor_verified: boolean;
}

export const SUB_USER_COLUMNS =
  'id, name, email, role, status, created_at, two_factor_enabled, two_factor_type, two_factor_verified';

export function toSubUser(row: SubUserRow): SubUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    enabled2FA: row.two_factor_enabled ? 'true' : 'false',
    type2FA: row.two_factor_type,
    verified2FA: row.two_factor_verified ? 'true' : 'false',
  };
}

/** A sub-user of this merchant, or null: another merchant's user reads exactly like a missing one. */
export async function findTeamMember(db: Queryable, merchantId: string, id: string): Promise<SubUserRow | null> {
  const { rows } = await db.query<SubUserRow>(
    `SELECT ${SUB_USER_COLUMNS} FROM users WHERE id = $1 AND parent_user_id = $2`,
    [id, merchantId],
  );
  return rows[0] ?? null;
}
