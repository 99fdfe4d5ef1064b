import { SESSION_MAX_AGE_MS } from '../../contract/constants';
import type { SessionListQuery, SessionRecord } from '../../contract/sessions';
import { describeUserAgent } from '../../contract/userAgent';
import { pagedList, type Page } from '../db/pagedList';
import type { Queryable } from '../db/types';
import { Where } from '../db/where';
import { isUuid } from '../routes/params';

/**
 * A user's own live sessions (issue 28, contract/sessions.ts): listed and ended by their user only.
 * Ending one deletes its row, which the database announces (migration 012), so its token answers
 * 401 at once on every API process, session cache or not.
 */
interface SessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  ip: string | null;
  user_agent: string | null;
}

const COLUMNS = 'id, created_at, last_seen_at, ip, user_agent';
const SORT_COLUMNS = { lastSeenAt: 'last_seen_at', createdAt: 'created_at' } as const;

/** Live: neither expired nor past its 12 hours since sign-in (sessions.ts findSession). */
const LIVE = `expires_at > now() AND created_at > now() - ${SESSION_MAX_AGE_MS} * interval '1 millisecond'`;

function toRecord(row: SessionRow, currentSessionId: string): SessionRecord {
  return {
    id: row.id,
    current: row.id === currentSessionId,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    ip: row.ip,
    userAgent: describeUserAgent(row.user_agent),
  };
}

export async function listOwnSessions(
  db: Queryable,
  caller: { id: string; sessionId: string },
  query: SessionListQuery,
): Promise<Page<SessionRecord>> {
  const where = new Where();
  where.conditions.push(`user_id = ${where.param(caller.id)}`, LIVE);
  const { id, current } = query.filter;
  if (id !== undefined) where.conditions.push(`id = ANY(${where.param(Array.isArray(id) ? id : [id])}::uuid[])`);
  if (current !== undefined) where.conditions.push(`(id = ${where.param(caller.sessionId)}) = ${where.param(current)}`);
  const source = { select: `SELECT ${COLUMNS} FROM sessions`, countFrom: 'sessions', where, sortColumns: SORT_COLUMNS, tiebreak: ['id'] };
  return pagedList(db, source, query, (row: SessionRow) => toRecord(row, caller.sessionId));
}

/** Ends one of the caller's own live sessions; null for an unknown id, an ended one, or another user's. */
export async function endOwnSession(db: Queryable, caller: { id: string; sessionId: string }, id: string): Promise<SessionRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<SessionRow>(`DELETE FROM sessions WHERE id = $1 AND user_id = $2 AND ${LIVE} RETURNING ${COLUMNS}`, [
    id,
    caller.id,
  ]);
  return rows[0] ? toRecord(rows[0], caller.sessionId) : null;
}

/** Ends every live session of the caller but the one it calls with; the ids, to close their sockets. */
export async function endOtherSessions(db: Queryable, caller: { id: string; sessionId: string }): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`DELETE FROM sessions WHERE user_id = $1 AND id <> $2 AND ${LIVE} RETURNING id`, [
    caller.id,
    caller.sessionId,
  ]);
  return rows.map((row) => row.id);
}
