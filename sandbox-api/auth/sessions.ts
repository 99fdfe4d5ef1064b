import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../../contract/constants';
import type { Role } from '../../contract/permissions';
import type { Db, Queryable } from '../db/types';
import { randomToken, sha256Hex } from '../lib/tokens';
import { sessionCacheOf } from './sessionCache';

/**
 * Server-side sessions (DECISIONS.md section 6): a random token, of which only the SHA-256 is
 * stored; 8 hours sliding expiry, and never more than 12 hours after sign-in (ASVS 3.3.2); ended by
 * logout, password change, an email change, or the user being blocked.
 */

/** Expiry is pushed forward at most once a minute, so busy pages do not write on every request. */
const EXTEND_AFTER_MS = 60_000;

/** The caller of a request, as routes and permission checks see it. */
export interface AuthUser {
  id: string;
  role: Role;
  /** The merchant whose data this user works on: its own id for a main merchant, the parent's for a sub-user. */
  merchantId: string;
  isSubUser: boolean;
  parentUser: string | null;
  /** The merchant's time zone (merchant-settings `timezone`, an IANA name), or null: the server's days. */
  merchantTimeZone: string | null;
  email: string;
  name: string;
  sessionId: string;
  sessionExpiresAt: Date;
  /** Whether this request pushed the expiry forward (the cookie is then refreshed too). */
  sessionExtended: boolean;
  rememberMe: boolean;
}

export interface NewSession {
  id: string;
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Queryable,
  input: { userId: string; rememberMe: boolean; ip: string; userAgent: string | undefined },
): Promise<NewSession> {
  const token = randomToken();
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, remember_me, ip, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')
     RETURNING id, expires_at`,
    [input.userId, sha256Hex(token), input.rememberMe, input.ip, input.userAgent?.slice(0, 300) ?? null, SESSION_TTL_MS],
  );
  return { id: rows[0].id, token, expiresAt: rows[0].expires_at };
}

interface SessionRow {
  session_id: string;
  expires_at: Date;
  stale: boolean;
  /** How long the row holds as read: until the session is due an extension, or expires. */
  fresh_for_ms: number;
  remember_me: boolean;
  id: string;
  role: Role;
  email: string;
  name: string;
  parent_user_id: string | null;
  timezone: string | null;
}

/**
 * The user behind a token, or null when the token is unknown, expired, past its 12 hours since
 * sign-in, or its user (or that user's merchant) is no longer active. Extends the session by 8 hours
 * from now, up to those 12 hours, unless `extend` is false (a socket's periodic check is no activity).
 * A session looked up in the last minute is answered from memory until a change to it is announced
 * (sessionCache.ts), and never past its expiry or its 12 hours.
 */
export async function findSession(db: Db, token: string, { extend = true }: { extend?: boolean } = {}): Promise<AuthUser | null> {
  const tokenHash = sha256Hex(token);
  const cache = sessionCacheOf(db);
  const remembered = cache.get(tokenHash);
  if (remembered) return remembered;
  const readStarted = cache.readStarted;
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.expires_at, s.remember_me,
            s.last_seen_at < now() - $2 * interval '1 millisecond' AS stale,
            1000 * extract(epoch FROM least(s.last_seen_at + $2 * interval '1 millisecond', s.expires_at,
                                           s.created_at + $3 * interval '1 millisecond') - now())
              AS fresh_for_ms,
            u.id, u.role, u.email, u.name, u.parent_user_id, m.timezone
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN users parent ON parent.id = u.parent_user_id
       LEFT JOIN merchants m ON m.id = coalesce(u.parent_user_id, u.id)
      WHERE s.token_hash = $1 AND s.expires_at > now() AND s.created_at > now() - $3 * interval '1 millisecond'
        AND u.status = 'active' AND (parent.id IS NULL OR parent.status = 'active')`,
    [tokenHash, EXTEND_AFTER_MS, SESSION_MAX_AGE_MS],
  );
  const row = rows[0];
  if (!row) return null;
  let expiresAt = row.expires_at;
  const extended = row.stale && extend;
  if (extended) {
    const update = await db.query<{ expires_at: Date }>(
      `UPDATE sessions SET last_seen_at = now(),
              expires_at = least(now() + $2 * interval '1 millisecond', created_at + $3 * interval '1 millisecond')
        WHERE id = $1 RETURNING expires_at`,
      [row.session_id, SESSION_TTL_MS, SESSION_MAX_AGE_MS],
    );
    expiresAt = update.rows[0]?.expires_at ?? expiresAt;
  }
  const user: AuthUser = {
    id: row.id,
    role: row.role,
    merchantId: row.parent_user_id ?? row.id,
    isSubUser: row.parent_user_id !== null,
    parentUser: row.parent_user_id,
    merchantTimeZone: row.timezone,
    email: row.email,
    name: row.name,
    sessionId: row.session_id,
    sessionExpiresAt: expiresAt,
    sessionExtended: extended,
    rememberMe: row.remember_me,
  };
  // An extended session is remembered from its next lookup, which reads the new times.
  if (!row.stale) cache.remember(tokenHash, readStarted, user, Number(row.fresh_for_ms));
  return user;
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** Ends every session of a user, or every one but `exceptSessionId` (password change keeps the caller's). */
export async function endUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, exceptSessionId ?? null]);
}
