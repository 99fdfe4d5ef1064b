import { expireSessions } from '../activity/record';
import type { Queryable } from '../db/types';

/** Removes auth rows nobody can use any more; run now and then, so the tables stay small. */
export async function sweepExpiredAuthRows(db: Queryable): Promise<void> {
  // Each expired session is recorded in the activity log as it goes (session.expired).
  await expireSessions(db);
  await db.query('DELETE FROM rate_limits WHERE reset_at <= now()');
  await db.query(`DELETE FROM login_challenges WHERE expires_at <= now() - interval '1 day'`);
  await db.query(`DELETE FROM one_time_codes WHERE expires_at <= now() - interval '1 day'`);
}
