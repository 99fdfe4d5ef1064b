import {
  RECOVERY_CODE_MESSAGES,
  RECOVERY_CODES_PATH,
  RECOVERY_CODES_RESOURCE,
  RecoveryCodeListQuery,
  RegenerateRecoveryCodesRequest,
} from '../../contract/recoveryCodes';
import { canUseTwoFactor } from '../../contract/permissions';
import { contentRange } from '../../contract/simpleRest';
import { listRecoveryCodes } from '../auth/recoveryCodes';
import { checkSecondFactor } from '../auth/signIn';
import { findUserById, twoFactorForSignIn } from '../auth/users';
import { badRequest, forbidden, unauthorized } from '../lib/httpErrors';
import { AUTH_MESSAGES } from '../../contract/auth';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

/**
 * The caller's own 2FA recovery codes (issue 16) in react-admin's simple-REST dialect: GET lists
 * the current set (never a code's value: id, createdAt, usedAt; `filter={"used":false}` makes the
 * Content-Range total the count remaining), POST (a simple-REST create) makes a new set with a
 * current 2FA code and answers its codes this once. Each user sees only its own codes.
 */
export async function recoveryCodeRoutes(app: App, services: Services): Promise<void> {
  const { db } = services;

  app.get(RECOVERY_CODES_PATH, { config: { auth: 'session' }, schema: { querystring: RecoveryCodeListQuery } }, async (request, reply) => {
    const all = await listRecoveryCodes(db, currentUser(request).id, request.query.filter ?? {});
    const [start, end] = request.query.range ?? [0, all.length === 0 ? 0 : all.length - 1];
    const page = all.slice(start, end + 1);
    return reply.header('content-range', contentRange(RECOVERY_CODES_RESOURCE, start, page.length, all.length)).send(page);
  });

  app.post(RECOVERY_CODES_PATH, { config: { auth: 'session' }, schema: { body: RegenerateRecoveryCodesRequest } }, async (request, reply) => {
    const caller = currentUser(request);
    if (!canUseTwoFactor(caller.role)) throw forbidden(ACCESS_DENIED);
    const user = await findUserById(db, caller.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.authRequired);
    const type = twoFactorForSignIn(user);
    if (!type) throw badRequest(RECOVERY_CODE_MESSAGES.notEnabled);
    // A session alone cannot mint codes that pass the second factor: it takes a current 2FA code.
    await checkSecondFactor(services, user, type, request.body.code, request.ip);
    const set = await services.recoveryCodes.replace(db, user.id);
    return reply.code(201).send(set);
  });
}
