import type { FastifyRequest } from 'fastify';
import type { ActivityEventType, ActivityTargetType } from '../../contract/activity';
import type { Queryable } from '../db/types';
import { sha256Hex } from '../lib/tokens';

/**
 * The one place events enter the team activity log (issue 16, contract/activity.ts). Handlers call
 * recordActivity where the server has decided something, with the acting user's id; the merchant,
 * the actor's email and role are read from the users table in the same statement. Users of no
 * merchant (the gateway's admins) have no team log, so nothing is recorded for them.
 */
export interface ActivityEvent {
  /** The user who acted; for a failed sign-in, the account signed in to. */
  actorId: string;
  type: ActivityEventType;
  target?: { type: ActivityTargetType; id: string; label?: string | null };
  details?: Record<string, unknown>;
}

/** Where a request came from. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 300;

export function originOf(request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null };
}

export async function recordActivity(
  db: Queryable,
  from: Pick<FastifyRequest, 'ip' | 'headers'> | RequestOrigin,
  event: ActivityEvent,
): Promise<void> {
  const origin = 'headers' in from ? originOf(from) : from;
  await db.query(
    `INSERT INTO activity_log (merchant_id, actor_user_id, actor_email, actor_role, type, target_type, target_id, target_label, ip, user_agent, details)
     SELECT m.id, u.id, u.email, u.role, $2, $3, $4, $5, $6, $7, $8::jsonb
       FROM users u
       JOIN merchants m ON m.id = COALESCE(u.parent_user_id, u.id)
      WHERE u.id = $1`,
    [
      event.actorId,
      event.type,
      event.target?.type ?? null,
      event.target?.id ?? null,
      event.target?.label ?? null,
      origin.ip,
      origin.userAgent,
      JSON.stringify(event.details ?? {}),
    ],
  );
}

/**
 * Removes sessions past their expiry and records each as session.expired, in one statement (so a
 * session is recorded once, by whoever removes it): all of them for the sweep, or the one a
 * request presented. The address and user agent are the session's own.
 */
export async function expireSessions(db: Queryable, token?: string): Promise<number> {
  const { rowCount } = await db.query(
    `WITH gone AS (
       DELETE FROM sessions WHERE expires_at <= now() AND ($1::text IS NULL OR token_hash = $1)
       RETURNING user_id, ip, user_agent, expires_at, created_at
     )
     INSERT INTO activity_log (merchant_id, actor_user_id, actor_email, actor_role, type, ip, user_agent, details)
     SELECT m.id, u.id, u.email, u.role, 'session.expired', gone.ip, gone.user_agent,
            jsonb_build_object('signedInAt', gone.created_at, 'expiredAt', gone.expires_at)
       FROM gone
       JOIN users u ON u.id = gone.user_id
       JOIN merchants m ON m.id = COALESCE(u.parent_user_id, u.id)`,
    [token === undefined ? null : sha256Hex(token)],
  );
  return rowCount;
}
