import { AUTH_MESSAGES } from '../../contract/auth';
import { STEP_UP_MESSAGES, STEP_UP_PATH, StepUpRequest, type StepUpState } from '../../contract/stepUp';
import { verifyPassword } from '../auth/password';
import { countFirst, refund } from '../auth/rateLimit';
import { checkSecondFactor, codeLimitKeys } from '../auth/signIn';
import { openStepUp, stepUpState } from '../auth/stepUp';
import { findUserById, twoFactorForSignIn } from '../auth/users';
import { badRequest, unauthorized } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

/**
 * Step-up confirmation (issue 28, contract/stepUp.ts). POST proves the caller again: a user whose
 * 2FA guards sign-in gives its current code (an emailed one comes from POST /auth/generate-2fa-code),
 * any other user its password. Both count on the 2FA code limits (per account and per address)
 * before the check, so a stolen session cannot guess either. GET tells the dashboard whether the
 * session's window is open, so it asks only when it must.
 */
export async function stepUpRoutes(app: App, services: Services): Promise<void> {
  const { db } = services;

  app.get(STEP_UP_PATH, { config: { auth: 'session' } }, async (request): Promise<StepUpState> => stepUpState(db, currentUser(request).sessionId));

  app.post(STEP_UP_PATH, { config: { auth: 'session' }, schema: { body: StepUpRequest } }, async (request): Promise<StepUpState> => {
    const caller = currentUser(request);
    const user = await findUserById(db, caller.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.authRequired);
    const type = twoFactorForSignIn(user);
    const { code, password } = request.body;
    if (type) {
      if (code === undefined) throw badRequest(STEP_UP_MESSAGES.codeNeeded, [{ path: 'code', message: STEP_UP_MESSAGES.codeNeeded }]);
      await checkSecondFactor(services, user, type, code, request.ip);
    } else {
      if (password === undefined) throw badRequest(STEP_UP_MESSAGES.passwordNeeded, [{ path: 'password', message: STEP_UP_MESSAGES.passwordNeeded }]);
      const keys = codeLimitKeys(user.id, request.ip);
      await countFirst(db, keys);
      if (!(await verifyPassword(password, user.password_hash))) throw badRequest(STEP_UP_MESSAGES.wrongPassword);
      await refund(db, keys);
    }
    return openStepUp(db, caller.sessionId);
  });
}
