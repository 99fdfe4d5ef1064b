import {
  ACCOUNT_EVENT_TYPES,
  visibleActivityTypes,
  type ActivityEventType,
  type ActivityFilter,
  type ActivityListQuery,
  type ActivityRecord,
  type ActivitySortField,
} from '../../contract/activity';
import { isMainUser, manageableRoles } from '../../contract/permissions';
import type { AuthUser } from '../auth/sessions';
import { pagedList, type Page } from '../db/pagedList';
import type { Queryable } from '../db/types';
import { isUuid } from '../routes/params';
import { Where } from '../db/where';

interface ActivityRow {
  id: string;
  created_at: Date;
  type: ActivityEventType;
  actor_user_id: string | null;
  actor_email: string;
  actor_role: string | null;
  target_type: ActivityRecord['targetType'];
  target_id: string | null;
  target_label: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | null;
}

const COLUMNS = 'id, created_at, type, actor_user_id, actor_email, actor_role, target_type, target_id, target_label, ip, user_agent, details';

const SORT_COLUMNS: Record<ActivitySortField, string> = {
  createdAt: 'created_at',
  type: 'type',
  actorEmail: 'lower(actor_email)',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function toActivityRecord(row: ActivityRow): ActivityRecord {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    type: row.type,
    actorId: row.actor_user_id,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    ip: row.ip,
    userAgent: row.user_agent,
    details: row.details ?? {},
  };
}

/**
 * What a reader may see (contract/activity.ts canSeeActivity, in SQL): its merchant's records; for
 * a sub-user only the types its permissions cover, and account events only of itself and of the
 * roles it manages.
 */
function visibleTo(reader: AuthUser): Where {
  const where = new Where();
  where.conditions.push(`merchant_id = ${where.param(reader.merchantId)}`);
  if (isMainUser(reader)) return where;
  where.conditions.push(`type = ANY(${where.param(visibleActivityTypes(reader))}::text[])`);
  const account = where.param([...ACCOUNT_EVENT_TYPES]);
  const self = where.param(reader.id);
  const roles = where.param([...manageableRoles(reader)]);
  where.conditions.push(`(NOT (type = ANY(${account}::text[])) OR actor_user_id = ${self}::uuid OR actor_role = ANY(${roles}::text[]))`);
  return where;
}

function applyFilter(where: Where, filter: ActivityFilter): void {
  if (filter.actor) {
    if (isUuid(filter.actor)) {
      where.conditions.push(`actor_user_id = ${where.param(filter.actor)}::uuid`);
    } else {
      const pattern = `%${filter.actor.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      where.conditions.push(`actor_email ILIKE ${where.param(pattern)}`);
    }
  }
  if (filter.type !== undefined) {
    where.conditions.push(`type = ANY(${where.param(Array.isArray(filter.type) ? filter.type : [filter.type])}::text[])`);
  }
  if (filter.from) {
    const from = DAY.test(filter.from) ? `${filter.from}T00:00:00Z` : filter.from;
    where.conditions.push(`created_at >= ${where.param(new Date(from).toISOString())}::timestamptz`);
  }
  if (filter.to) {
    // A day runs to its end: before the next day's start. A moment is included.
    if (DAY.test(filter.to)) {
      const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS).toISOString();
      where.conditions.push(`created_at < ${where.param(end)}::timestamptz`);
    } else {
      // The API gives moments to the millisecond and PostgreSQL keeps microseconds: a moment's
      // whole millisecond is included, so a record's own createdAt finds the record.
      const end = new Date(Date.parse(filter.to) + 1).toISOString();
      where.conditions.push(`created_at < ${where.param(end)}::timestamptz`);
    }
  }
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).filter(isUuid);
    where.conditions.push(`id = ANY(${where.param(ids)}::uuid[])`);
  }
}

export async function listActivity(
  db: Queryable,
  reader: AuthUser,
  query: ActivityListQuery,
): Promise<Page<ActivityRecord>> {
  const where = visibleTo(reader);
  applyFilter(where, query.filter);
  const source = { select: `SELECT ${COLUMNS} FROM activity_log`, countFrom: 'activity_log', where, sortColumns: SORT_COLUMNS, tiebreak: ['created_at', 'id'] };
  return pagedList(db, source, query, toActivityRecord);
}

export async function findActivity(db: Queryable, reader: AuthUser, id: string): Promise<ActivityRecord | null> {
  if (!isUuid(id)) return null;
  const where = visibleTo(reader);
  where.conditions.push(`id = ${where.param(id)}::uuid`);
  const { rows } = await db.query<ActivityRow>(`SELECT ${COLUMNS} FROM activity_log WHERE ${where.sql}`, where.params);
  return rows[0] ? toActivityRecord(rows[0]) : null;
}
