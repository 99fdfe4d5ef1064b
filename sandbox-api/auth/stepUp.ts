import { STEP_UP_WINDOW_MS } from '../../contract/constants';
import type { StepUpState } from '../../contract/stepUp';
import type { Queryable } from '../db/types';

/**
 * The step-up window of one session (issue 28): opened by POST /api/v2/step-up, read by the auth
 * guard's step-up check. Read from the row at every check, never from the session cache, so a
 * window that has ended ends on every API process at once.
 */
export async function openStepUp(db: Queryable, sessionId: string): Promise<StepUpState> {
  const { rows } = await db.query<{ step_up_until: Date }>(
    `UPDATE sessions SET step_up_until = now() + $2 * interval '1 millisecond' WHERE id = $1 RETURNING step_up_until`,
    [sessionId, STEP_UP_WINDOW_MS],
  );
  return { active: rows.length > 0, expiresAt: rows[0]?.step_up_until.toISOString() ?? null };
}

export async function stepUpState(db: Queryable, sessionId: string): Promise<StepUpState> {
  const { rows } = await db.query<{ step_up_until: Date }>(
    'SELECT step_up_until FROM sessions WHERE id = $1 AND step_up_until > now()',
    [sessionId],
  );
  return { active: rows.length > 0, expiresAt: rows[0]?.step_up_until.toISOString() ?? null };
}
