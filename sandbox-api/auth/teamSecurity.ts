import type { TeamSecurity } from '../../contract/teamSecurity';
import type { Queryable } from '../db/types';

/** The merchant's team security settings (issue 28, contract/teamSecurity.ts): its row, or off. */
interface TeamSecurityRow {
  require_2fa: boolean | null;
  updated_by: string | null;
  updated_by_email: string | null;
  updated_at: Date | null;
  without_two_factor: number;
}

/** A sub-user whose sign-in team 2FA guards: active, and 2FA not both enabled and verified. */
const WITHOUT_TWO_FACTOR = `u.parent_user_id = $1 AND u.status = 'active' AND NOT (u.two_factor_enabled AND u.two_factor_verified)`;

/** `lock`: inside a transaction, hold the merchant until it ends, so two changes do not cross. */
export async function readTeamSecurity(db: Queryable, merchantId: string, { lock = false } = {}): Promise<TeamSecurity> {
  if (lock) await db.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId]);
  const { rows } = await db.query<TeamSecurityRow>(
    `SELECT t.require_2fa, t.updated_by, t.updated_by_email, t.updated_at,
            (SELECT count(*)::int FROM users u WHERE ${WITHOUT_TWO_FACTOR}) AS without_two_factor
       FROM (SELECT $1::uuid AS merchant_id) m LEFT JOIN team_security t ON t.merchant_id = m.merchant_id`,
    [merchantId],
  );
  const row = rows[0];
  return {
    require2fa: row.require_2fa ?? false,
    withoutTwoFactor: row.without_two_factor,
    updatedAt: row.updated_at?.toISOString() ?? null,
    updatedBy: row.updated_by && row.updated_by_email ? { id: row.updated_by, email: row.updated_by_email } : null,
  };
}

export async function saveTeamSecurity(db: Queryable, merchantId: string, require2fa: boolean, by: { id: string; email: string }): Promise<void> {
  await db.query(
    `INSERT INTO team_security (merchant_id, require_2fa, updated_by, updated_by_email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id) DO UPDATE
        SET require_2fa = EXCLUDED.require_2fa, updated_by = EXCLUDED.updated_by,
            updated_by_email = EXCLUDED.updated_by_email, updated_at = now()`,
    [merchantId, require2fa, by.id, by.email],
  );
}

/**
 * Ends the sessions of the merchant's sub-users without verified 2FA (team 2FA switched on); the
 * users whose sessions ended, to close their sockets once the transaction commits.
 */
export async function endSessionsWithoutTwoFactor(db: Queryable, merchantId: string): Promise<{ userIds: string[]; sessions: number }> {
  const { rows } = await db.query<{ user_id: string }>(
    `DELETE FROM sessions s USING users u WHERE s.user_id = u.id AND ${WITHOUT_TWO_FACTOR} RETURNING s.user_id`,
    [merchantId],
  );
  return { userIds: [...new Set(rows.map((row) => row.user_id))], sessions: rows.length };
}

/** Whether the merchant's team security requires 2FA of its sub-users. */
export async function teamRequires2fa(db: Queryable, merchantId: string): Promise<boolean> {
  const { rows } = await db.query<{ require_2fa: boolean }>('SELECT require_2fa FROM team_security WHERE merchant_id = $1', [merchantId]);
  return rows[0]?.require_2fa ?? false;
}
