import type { Queryable } from '../db/types';

/**
 * A login challenge records that a user's password (and emailed OTP, when required) was verified
 * in the last 5 minutes. The login-flow calls of verify-2fa and generate-2fa-code accept a userId
 * only with such a challenge pending, so nobody can reach the second factor without the first.
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface Challenge {
  id: string;
  rememberMe: boolean;
}

export async function createChallenge(db: Queryable, input: { userId: string; rememberMe: boolean; ip: string }): Promise<void> {
  // One pending challenge per user: a new sign-in replaces an unfinished one.
  await db.query('UPDATE login_challenges SET consumed_at = now() WHERE user_id = $1 AND consumed_at IS NULL', [input.userId]);
  await db.query(
    `INSERT INTO login_challenges (user_id, remember_me, ip, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
    [input.userId, input.rememberMe, input.ip, CHALLENGE_TTL_MS],
  );
}

export async function findPendingChallenge(db: Queryable, userId: string): Promise<Challenge | null> {
  const { rows } = await db.query<{ id: string; remember_me: boolean }>(
    `SELECT id, remember_me FROM login_challenges
      WHERE user_id = $1 AND consumed_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? { id: rows[0].id, rememberMe: rows[0].remember_me } : null;
}

/** Uses the challenge up; false when another request already did (two verifies racing). */
export async function consumeChallenge(db: Queryable, challengeId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE login_challenges SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL AND expires_at > now()',
    [challengeId],
  );
  return rowCount === 1;
}
