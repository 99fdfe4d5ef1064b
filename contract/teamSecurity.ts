import { z } from 'zod';
import { API_V2_PREFIX } from './activity';

/**
 * Team security (issue 28, "2FA for the whole team"): with `require2fa` on, every sub-user of the
 * merchant must have verified 2FA. One without it gets no session with the password alone: the
 * sign-in answers the enrolment step that exists (contract/auth.ts, `requiresEnrolment`), with an
 * authenticator app unless a manager chose another method for that user, and the first right code
 * completes the enrolment and the sign-in. Switching it on ends the live sessions of the sub-users
 * without verified 2FA. The main merchant sets it at `PUT /api/v2/team-security` behind a step-up
 * confirmation; every member of the team reads it, so the dashboard can say why 2FA is required.
 */
export const TEAM_SECURITY_RESOURCE = 'team-security';
export const TEAM_SECURITY_PATH = `${API_V2_PREFIX}/${TEAM_SECURITY_RESOURCE}`;

export interface TeamSecurity {
  require2fa: boolean;
  /** Active sub-users without verified 2FA: those that switching it on signs out and makes enrol. */
  withoutTwoFactor: number;
  /** null while the merchant has never set it (off). */
  updatedAt: string | null;
  updatedBy: { id: string; email: string } | null;
}

export const TEAM_SECURITY_MESSAGES = {
  /** toggle-2fa answers a sub-user who tries to turn off the 2FA the team requires. */
  twoFactorRequired: 'Your team requires two-factor authentication: it cannot be turned off. Ask the account owner.',
} as const;

/**
 * PUT /api/v2/team-security: ra-data-simple-rest sends the whole record back; the fields the server
 * owns (withoutTwoFactor, updatedAt, updatedBy) are ignored.
 */
export const TeamSecurityUpdate = z.object({
  require2fa: z.boolean('must be true or false'),
});
export type TeamSecurityUpdate = z.infer<typeof TeamSecurityUpdate>;
