import type { Queryable } from '../db/types';

/** Removes auth rows nobody can use any more; run now and then, so the tables stay small. */
export async function sweepExpiredAuthRows(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
  await db.query('DELETE FROM rate_limits WHERE reset_at <= now()');
  await db.query(`DELETE FROM login_challenges WHERE expires_at <= now() - interval '1 day'`);
  await db.query(`DELETE FROM one_time_codes WHERE expires_at <= now() - interval '1 day'`);
}
