import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { codeSchema } from './auth';

/**
 * Step-up confirmation (issue 28, DECISIONS.md section 6): money-moving and team-security actions
 * the sandbox adds ask for a fresh proof that the person at the keyboard is the account's owner: a
 * current 2FA code, or the password for a user without 2FA. It opens a window of
 * STEP_UP_WINDOW_MS on that session only. Without it, such routes answer 403 with
 * `reason: 'stepUpRequired'`, so the dashboard can ask for the code or password and retry.
 */
export const STEP_UP_PATH = `${API_V2_PREFIX}/step-up`;

/** The machine-readable `reason` of the 403 a route answers without a step-up window. */
export const STEP_UP_REQUIRED = 'stepUpRequired';

export const STEP_UP_MESSAGES = {
  required: 'Confirm it is you: enter your 2FA code, or your password if your account has no 2FA, then try again.',
  codeNeeded: 'Your account has two-factor authentication: confirm with its current code, not the password.',
  passwordNeeded: 'Your account has no two-factor authentication: confirm with your password.',
  wrongPassword: 'Incorrect password',
  oneOf: 'Send either code or password',
} as const;

/** POST /api/v2/step-up: exactly one proof. */
export const StepUpRequest = z
  .strictObject({
    code: codeSchema.optional(),
    password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters').optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), STEP_UP_MESSAGES.oneOf);
export type StepUpRequest = z.infer<typeof StepUpRequest>;

/** The session's window, as POST (just opened) and GET (as it stands) answer it. */
export interface StepUpState {
  active: boolean;
  /** ISO 8601; null when no window was ever opened on this session or it has ended. */
  expiresAt: string | null;
}
