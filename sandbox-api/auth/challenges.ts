import type { Queryable } from '../db/types';
import { randomToken, sha256Hex } from '../lib/tokens';

/**
 * A login challenge records that a user's password (and emailed OTP, when required) was verified
 * in the last 5 minutes, by one client. The password step hands that client a random token in a
 * cookie (CHALLENGE_COOKIE); the login-flow calls of verify-2fa and generate-2fa-code find the
 * challenge by that token, so neither a user id nor a second factor alone reaches a session
 * (DECISIONS.md section 6). Only the token's SHA-256 is stored.
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface Challenge {
  id: string;
  rememberMe: boolean;
}

/** Opens a challenge and returns the token for the client's cookie. */
export async function createChallenge(db: Queryable, input: { userId: string; rememberMe: boolean; ip: string }): Promise<string> {
  const token = randomToken();
  // One pending challenge per user: a new sign-in replaces an unfinished one.
  await db.query('UPDATE login_challenges SET consumed_at = now() WHERE user_id = $1 AND consumed_at IS NULL', [input.userId]);
  await db.query(
    `INSERT INTO login_challenges (user_id, token_hash, remember_me, ip, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
    [input.userId, sha256Hex(token), input.rememberMe, input.ip, CHALLENGE_TTL_MS],
  );
  return token;
}

/** The pending challenge of this token, for this user; null without a token or for another user's. */
export async function findPendingChallenge(db: Queryable, userId: string, token: string | undefined): Promise<Challenge | null> {
  if (!token) return null;
  const { rows } = await db.query<{ id: string; remember_me: boolean }>(
    `SELECT id, remember_me FROM login_challenges
      WHERE token_hash = $1 AND user_id = $2 AND consumed_at IS NULL AND expires_at > now()`,
    [sha256Hex(token), userId],
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
