import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ChangePasswordRequest,
  checkOwnPassword,
  ForgotPasswordRequest,
  Generate2faCodeRequest,
  LoginRequest,
  OWN_PASSWORD_MESSAGES,
  ResetPasswordRequest,
  Toggle2faRequest,
  type TwoFactorStatus,
  type TwoFactorType,
} from '../../contract/auth';
import { canUseTwoFactor } from '../../contract/permissions';
import { isRecoveryCode, Verify2faOrRecoveryRequest } from '../../contract/recoveryCodes';
import { consumeChallenge, createChallenge, findPendingChallenge } from '../auth/challenges';
import { CHALLENGE_COOKIE, challengeCookieOptions, sessionCookieName, sessionCookieOptions } from '../auth/cookie';
import { hashPassword, needsRehash, scryptParamsFor, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { DEVICE_COOKIE, readDeviceCookie } from '../auth/deviceCookie';
import { countFirst, LIMITS, refund } from '../auth/rateLimit';
import { endSession, endUserSessions } from '../auth/sessions';
import {
  checkEmailedCode,
  checkRecoveryCode,
  checkSecondFactor,
  grantSession,
  loginLimitKeys,
  mailLimitKeys,
  resetLimitKeys,
  SIGN_IN_MESSAGES,
} from '../auth/signIn';
import { generateTotpSecret, otpauthUri } from '../auth/totp';
import {
  findUserByEmail,
  findUserById,
  isActive,
  toLoginUser,
  twoFactorEnrolment,
  twoFactorForSignIn,
  twoFactorGuarding,
  type UserRecord,
} from '../auth/users';
import { recordActivity } from '../activity/record';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../lib/httpErrors';
import { requestOrigin } from '../lib/requestOrigin';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { SECURITY_NOTIFICATIONS } from '../../contract/notificationPreferences';
import { TEAM_SECURITY_MESSAGES } from '../../contract/teamSecurity';
import { notifyUserAsPreferred } from '../notifications';
import { alert, bodyOf, mailMessages } from '../i18n';

/** Every auth call of 000 section 7, plus GET /auth/me, GET /auth/session and POST /auth/reset-password (DECISIONS.md). */

export const AUTH_ROUTE_MESSAGES = {
  twoFactorStatus: '2FA status fetched',
  twoFactorEnabledApp: 'Scan the QR code with your authenticator app, then enter a code to verify.',
  twoFactorDisabled: '2FA disabled successfully',
  twoFactorVerified: '2FA verified successfully',
  twoFactorAlreadyOn: '2FA is already enabled and verified. Disable it before choosing another method.',
  twoFactorNotEnabled: 'Enable 2FA before verifying it.',
  codeRequiredToDisable: 'Enter a current 2FA code to disable 2FA.',
  typeRequired: 'type2FA: is required to enable 2FA',
  useAuthenticator: 'This account uses an authenticator app: enter the code the app shows.',
  userIdRequired: 'userId: is required in the sign-in flow',
  resetInvalid: 'This reset link is invalid or has already been used. Request a new one.',
  resetExpired: 'This reset link has expired. Request a new one.',
  passwordReset: 'Your password has been reset. You can sign in now.',
} as const;

const ISSUER = 'USDT Merchant Sandbox';

const codeSentMessage = (type: TwoFactorType) => `Code sent to your ${type === 'PHONE' ? 'phone' : 'email'}`;

function twoFactorStatus(user: Pick<UserRecord, 'two_factor_enabled' | 'two_factor_type' | 'two_factor_verified'>): TwoFactorStatus {
  return {
    enabled2FA: user.two_factor_enabled ? 'true' : 'false',
    type2FA: user.two_factor_enabled ? user.two_factor_type : null,
    verified2FA: user.two_factor_enabled && user.two_factor_verified ? 'true' : 'false',
  };
}

export async function authRoutes(app: App, services: Services): Promise<void> {
  const { db, config, codes, mailer } = services;
  const scryptParams = scryptParamsFor(config);

  /** Emails a fresh code of the purpose; PHONE codes go to the outbox too, as the sandbox's SMS. */
  async function sendCode(user: UserRecord, purpose: 'login_otp' | '2fa', ip: string, via: TwoFactorType = 'EMAIL') {
    await countFirst(db, mailLimitKeys(user.email, ip));
    await db.transaction(async (tx) => {
      const code = await codes.issueCode(tx, user.id, purpose);
      const t = await mailMessages(tx, user);
      const what = purpose === 'login_otp' ? t.signInCode : t.verificationCode;
      await mailer.send(tx, {
        to: user.email,
        subject: via === 'PHONE' ? t.codeTextSubject(what) : t.codeSubject(what),
        text: t.codeText(what, code),
        code,
      });
    });
  }

  /**
   * Records a failed sign-in of a known account (activity log) when a step refuses a wrong password
   * or code (400/401/403), then rethrows; a 429 refuses before anything is checked and is not recorded.
   */
  const signInFailed =
    (request: FastifyRequest, user: Pick<UserRecord, 'id'>, reason: 'password' | 'disabled' | 'otp' | 'second_factor' | 'recovery_code') =>
    async (error: unknown): Promise<never> => {
      if (!(error instanceof HttpError) || error.statusCode !== 429) {
        await recordActivity(db, request, { actorId: user.id, type: 'sign_in.failed', details: { reason } });
      }
      throw error;
    };

  /** Sign-in step 1 passed: the challenge that step 3 needs, bound to this client by its cookie. */
  async function openChallenge(reply: FastifyReply, user: UserRecord, rememberMe: boolean, ip: string): Promise<void> {
    const token = await createChallenge(db, { userId: user.id, rememberMe, ip });
    reply.setCookie(CHALLENGE_COOKIE, token, challengeCookieOptions(config));
  }

  const pendingChallenge = (request: FastifyRequest, userId: string) =>
    findPendingChallenge(db, userId, request.cookies[CHALLENGE_COOKIE]);

  /**
   * Re-hashes a verified password whose hash has older parameters (OWASP's were raised). Only if
   * the hash is still the one verified: a password changed meanwhile is not overwritten.
   */
  async function upgradeHash(user: UserRecord, password: string): Promise<void> {
    const upgraded = await hashPassword(password, scryptParams);
    await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [user.id, user.password_hash, upgraded]);
  }

  async function loadUser(id: string): Promise<UserRecord> {
    const user = await findUserById(db, id);
    if (!user) throw unauthorized(AUTH_MESSAGES.authRequired);
    return user;
  }

  app.post('/auth/login', { config: { auth: 'public' }, schema: { body: LoginRequest } }, async (request, reply) => {
    const { email, password, otp, rememberMe = false } = request.body;
    const ip = request.ip;
    const user = await findUserByEmail(db, email);
    const device = user ? readDeviceCookie(config.sessionSecret, request.cookies[DEVICE_COOKIE], user.id) : null;
    // Counted before the password is checked, so past the limit the right password gets the same
    // 429 as a wrong one: the limit tells a guesser nothing. A browser that signed in to this
    // account before counts on its own counter, out of reach of others' failures.
    const keys = loginLimitKeys(email, ip, device);
    await countFirst(db, keys);

    // An unknown email costs one scrypt too, and both failures answer the same words.
    const passwordOk = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password, scryptParams);
    if (!user || !passwordOk) {
      // An unknown email belongs to no merchant: only a known account's failures are recorded.
      if (user) await recordActivity(db, request, { actorId: user.id, type: 'sign_in.failed', details: { reason: 'password' } });
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    // The right password is no failure: the attempt is taken back.
    await refund(db, keys);
    if (needsRehash(user.password_hash, scryptParams)) await upgradeHash(user, password);
    // Only someone who knows the password learns that the account is disabled.
    if (!isActive(user)) await signInFailed(request, user, 'disabled')(forbidden(AUTH_MESSAGES.accountDisabled));

    if (user.requires_login_otp) {
      if (!otp) {
        await sendCode(user, 'login_otp', ip);
        return { success: true, message: AUTH_MESSAGES.otpSent, data: { requiresOTP: true, email: user.email } };
      }
      await checkEmailedCode(services, user, 'login_otp', otp, ip).catch(signInFailed(request, user, 'otp'));
    }

    const type2FA = twoFactorForSignIn(user);
    if (type2FA) {
      await openChallenge(reply, user, rememberMe, ip);
      return {
        success: true,
        message: AUTH_MESSAGES.complete2fa,
        data: { requires2FA: true, type2FA, email: user.email, userId: user.id },
      };
    }

    // 2FA a manager turned on and the user has not verified: enrol now, before any session.
    const enrolment = twoFactorEnrolment(user);
    if (enrolment) {
      let setup: { qrCode: string | null; secret: string | null } = { qrCode: null, secret: null };
      if (enrolment === 'GOOGLE_AUTH') {
        // A secret shown at an earlier, unfinished attempt stays, so an app that scanned it works.
        let secret = user.two_factor_secret_encrypted ? services.secrets.decrypt(user.two_factor_secret_encrypted) : null;
        if (!secret) {
          secret = generateTotpSecret();
          await db.query('UPDATE users SET two_factor_secret_encrypted = $2, two_factor_last_step = NULL, updated_at = now() WHERE id = $1', [
            user.id,
            services.secrets.encrypt(secret),
          ]);
        }
        setup = { qrCode: otpauthUri({ secret, account: user.email, issuer: ISSUER }), secret };
      } else {
        await sendCode(user, '2fa', ip, enrolment);
      }
      await openChallenge(reply, user, rememberMe, ip);
      return {
        success: true,
        message: AUTH_MESSAGES.enrol2fa,
        data: { requiresEnrolment: true, type2FA: enrolment, email: user.email, userId: user.id, ...setup },
      };
    }
    return grantSession(services, request, reply, user, rememberMe);
  });

  app.post(
    '/auth/verify-2fa',
    { config: { auth: 'optional' }, schema: { body: Verify2faOrRecoveryRequest } },
    async (request, reply) => {
      const { code, userId, loginFlow } = request.body;
      const ip = request.ip;

      if (loginFlow) {
        if (!userId) throw badRequest(AUTH_ROUTE_MESSAGES.userIdRequired);
        const challenge = await pendingChallenge(request, userId);
        if (!challenge) throw unauthorized(SIGN_IN_MESSAGES.signInExpired);
        const user = await loadUser(userId);
        if (!isActive(user)) throw forbidden(AUTH_MESSAGES.accountDisabled);
        const enrolling = twoFactorEnrolment(user);
        const type = twoFactorForSignIn(user) ?? enrolling;
        if (!type) throw badRequest(SIGN_IN_MESSAGES.noSecondFactor);
        if (isRecoveryCode(code)) {
          // A recovery code stands in for a verified second factor only, never for an enrolment.
          if (enrolling) throw badRequest(AUTH_MESSAGES.invalidCode);
          await checkRecoveryCode(services, request, user, code).catch(signInFailed(request, user, 'recovery_code'));
        } else {
          await checkSecondFactor(services, user, type, code, ip).catch(signInFailed(request, user, 'second_factor'));
        }
        if (!(await consumeChallenge(db, challenge.id))) throw unauthorized(SIGN_IN_MESSAGES.signInExpired);
        reply.clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(config));
        // The first right code completes the enrolment a manager asked for, and gives the recovery codes.
        if (enrolling) {
          // Enabled here too for an enrolment the team's security required of a user without 2FA (issue 28).
          await db.query('UPDATE users SET two_factor_enabled = true, two_factor_type = $2, two_factor_verified = true, updated_at = now() WHERE id = $1', [
            user.id,
            enrolling,
          ]);
          await recordActivity(db, request, { actorId: user.id, type: 'two_factor.verified', details: { type, atSignIn: true } });
          const recovery = await services.recoveryCodes.replace(db, user.id);
          const grant = await grantSession(services, request, reply, user, challenge.rememberMe);
          return { ...grant, data: { ...grant.data, recoveryCodes: recovery.codes } };
        }
        return grantSession(services, request, reply, user, challenge.rememberMe);
      }

      // Settings flow: confirms the method chosen with toggle-2fa.
      const user = await loadUser(currentUser(request).id);
      if (!user.two_factor_enabled || !user.two_factor_type) throw badRequest(AUTH_ROUTE_MESSAGES.twoFactorNotEnabled);
      if (isRecoveryCode(code)) throw badRequest(AUTH_MESSAGES.invalidCode);
      await checkSecondFactor(services, user, user.two_factor_type, code, ip);
      await db.query('UPDATE users SET two_factor_verified = true, updated_at = now() WHERE id = $1', [user.id]);
      await recordActivity(db, request, { actorId: user.id, type: 'two_factor.verified', details: { type: user.two_factor_type } });
      // Verified 2FA comes with a new set of recovery codes, shown this once (issue 16).
      const recovery = await services.recoveryCodes.replace(db, user.id);
      return {
        success: true,
        message: AUTH_ROUTE_MESSAGES.twoFactorVerified,
        data: { ...twoFactorStatus({ ...user, two_factor_verified: true }), recoveryCodes: recovery.codes },
      };
    },
  );

  app.post(
    '/auth/generate-2fa-code',
    // The settings flow posts no body at all.
    { config: { auth: 'optional' }, schema: { body: z.preprocess((body) => body ?? {}, Generate2faCodeRequest) } },
    async (request) => {
      const { userId } = request.body;
      let user: UserRecord;
      let type: TwoFactorType | null;
      if (userId) {
        // Sign-in flow: only right after the password step.
        if (!(await pendingChallenge(request, userId))) throw unauthorized(SIGN_IN_MESSAGES.signInExpired);
        user = await loadUser(userId);
        type = twoFactorForSignIn(user) ?? twoFactorEnrolment(user);
      } else {
        user = await loadUser(currentUser(request).id);
        type = user.two_factor_enabled ? user.two_factor_type : null;
      }
      if (!type) throw badRequest(SIGN_IN_MESSAGES.noSecondFactor);
      if (type === 'GOOGLE_AUTH') throw badRequest(AUTH_ROUTE_MESSAGES.useAuthenticator);
      await sendCode(user, '2fa', request.ip, type);
      return { success: true, message: codeSentMessage(type), data: null };
    },
  );

  app.post(
    '/auth/forgot-password',
    { config: { auth: 'public' }, schema: { body: ForgotPasswordRequest } },
    async (request) => {
      const { email } = request.body;
      // Counted for any address, known or not, so the limit itself reveals nothing.
      await countFirst(db, mailLimitKeys(email, request.ip));
      const user = await findUserByEmail(db, email);
      if (user && isActive(user)) {
        await db.transaction(async (tx) => {
          const token = await codes.issueResetToken(tx, user.id);
          const t = await mailMessages(tx, user);
          await mailer.send(tx, {
            to: user.email,
            subject: t.resetSubject,
            text: t.resetText(`${requestOrigin(request, config)}/#/reset-password?token=${token}`),
            code: token,
          });
        });
      }
      return { success: true, message: AUTH_MESSAGES.resetSent, data: null };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: { auth: 'public' }, schema: { body: ResetPasswordRequest } },
    async (request) => {
      const { token, newPassword } = request.body;
      // The own-password rules; the current password is unknown here, so a placeholder that no
      // valid new password can equal stands in for it, and "differs from current" is checked below.
      const broken = checkOwnPassword({ currentPassword: '-', newPassword });
      if (broken) throw badRequest(`newPassword: ${OWN_PASSWORD_MESSAGES[broken]}`, [{ path: 'newPassword', message: OWN_PASSWORD_MESSAGES[broken] }]);
      const keys = resetLimitKeys(request.ip);
      await countFirst(db, keys);
      const passwordHash = await hashPassword(newPassword, scryptParams);

      const outcome = await db.transaction(async (tx) => {
        const result = await codes.consumeResetToken(tx, token);
        // Returned, not thrown: the failure is counted after this transaction, outside it.
        if (result === 'invalid' || result === 'expired') return result;
        const user = await findUserById(tx, result.userId);
        if (!user || !isActive(user)) throw badRequest(AUTH_ROUTE_MESSAGES.resetInvalid);
        if (await verifyPassword(newPassword, user.password_hash)) {
          throw badRequest(`newPassword: ${OWN_PASSWORD_MESSAGES.sameAsCurrent}`);
        }
        await tx.query('UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1', [
          user.id,
          passwordHash,
        ]);
        await endUserSessions(tx, user.id);
        return { userId: user.id };
      });
      if (outcome === 'invalid' || outcome === 'expired') {
        throw badRequest(outcome === 'invalid' ? AUTH_ROUTE_MESSAGES.resetInvalid : AUTH_ROUTE_MESSAGES.resetExpired);
      }
      await refund(db, keys);
      await recordActivity(db, request, { actorId: outcome.userId, type: 'password.changed', details: { via: 'reset' } });
      services.realtime.disconnectUser(outcome.userId);
      return { success: true, message: AUTH_ROUTE_MESSAGES.passwordReset, data: null };
    },
  );

  app.get('/auth/2fa-status', { config: { auth: 'session' } }, async (request) => {
    const user = await loadUser(currentUser(request).id);
    return { success: true, message: AUTH_ROUTE_MESSAGES.twoFactorStatus, data: twoFactorStatus(user) };
  });

  app.post('/auth/toggle-2fa', { config: { auth: 'session' }, schema: { body: Toggle2faRequest } }, async (request) => {
    const caller = currentUser(request);
    if (!canUseTwoFactor(caller.role)) throw forbidden(ACCESS_DENIED);
    const { enable, type2FA, code } = request.body;

    if (enable === 'false') {
      // 2FA that guards sign-in goes off only with a current code of it: a session left open
      // (or stolen) cannot strip the second factor. An unverified setup of a main user guards
      // nothing, so cancelling it needs no code.
      const user = await loadUser(caller.id);
      // The team's security requires it of every sub-user (issue 28): only the main merchant may lift that.
      if (user.parent_user_id !== null && user.team_requires_2fa) throw conflict(TEAM_SECURITY_MESSAGES.twoFactorRequired);
      const guarding = twoFactorGuarding(user);
      if (guarding) {
        if (!code) throw badRequest(AUTH_ROUTE_MESSAGES.codeRequiredToDisable, [{ path: 'code', message: AUTH_ROUTE_MESSAGES.codeRequiredToDisable }]);
        await checkSecondFactor(services, user, guarding, code, request.ip);
      }
      await db.query(
        `UPDATE users SET two_factor_enabled = false, two_factor_type = NULL, two_factor_verified = false,
                two_factor_secret_encrypted = NULL, two_factor_last_step = NULL, updated_at = now()
          WHERE id = $1`,
        [caller.id],
      );
      await services.recoveryCodes.remove(db, caller.id);
      if (guarding) await notifyUserAsPreferred(services, caller.id, { type: 'security', title: SECURITY_NOTIFICATIONS.twoFactorDisabled.title, ...bodyOf(alert('twoFactorDisabled')) });
      if (user.two_factor_enabled) {
        await recordActivity(db, request, { actorId: caller.id, type: 'two_factor.disabled', details: { type: user.two_factor_type, wasVerified: user.two_factor_verified } });
      }
      return { success: true, message: AUTH_ROUTE_MESSAGES.twoFactorDisabled, data: { qrCode: null, secret: null } };
    }

    if (!type2FA) throw badRequest(AUTH_ROUTE_MESSAGES.typeRequired, [{ path: 'type2FA', message: 'is required to enable 2FA' }]);
    const user = await loadUser(caller.id);
    // Switching a verified method would switch 2FA off for sign-in until the new one is verified.
    if (user.two_factor_enabled && user.two_factor_verified) throw conflict(AUTH_ROUTE_MESSAGES.twoFactorAlreadyOn);

    if (type2FA === 'GOOGLE_AUTH') {
      const secret = generateTotpSecret();
      await db.query(
        `UPDATE users SET two_factor_enabled = true, two_factor_type = 'GOOGLE_AUTH', two_factor_verified = false,
                two_factor_secret_encrypted = $2, two_factor_last_step = NULL, updated_at = now()
          WHERE id = $1`,
        [user.id, services.secrets.encrypt(secret)],
      );
      await recordActivity(db, request, { actorId: user.id, type: 'two_factor.enabled', details: { type: type2FA } });
      return {
        success: true,
        message: AUTH_ROUTE_MESSAGES.twoFactorEnabledApp,
        data: { qrCode: otpauthUri({ secret, account: user.email, issuer: ISSUER }), secret },
      };
    }

    // The code first: when the mail limit refuses it, 2FA stays as it was.
    await sendCode(user, '2fa', request.ip, type2FA);
    await db.query(
      `UPDATE users SET two_factor_enabled = true, two_factor_type = $2, two_factor_verified = false,
              two_factor_secret_encrypted = NULL, two_factor_last_step = NULL, updated_at = now()
        WHERE id = $1`,
      [user.id, type2FA],
    );
    await recordActivity(db, request, { actorId: user.id, type: 'two_factor.enabled', details: { type: type2FA } });
    return { success: true, message: codeSentMessage(type2FA), data: { qrCode: null, secret: null } };
  });

  app.put(
    '/auth/change-password',
    { config: { auth: 'session', permission: 'change-password' }, schema: { body: ChangePasswordRequest } },
    async (request) => {
      const caller = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      const keys = [{ limit: LIMITS.passwordChange, subject: caller.id }];
      await countFirst(db, keys);
      const user = await loadUser(caller.id);
      if (!(await verifyPassword(currentPassword, user.password_hash))) throw badRequest(AUTH_MESSAGES.currentPasswordIncorrect);
      await refund(db, keys);
      const passwordHash = await hashPassword(newPassword, scryptParams);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1', [
          user.id,
          passwordHash,
        ]);
        // Every other session ends; the caller's own ends when the dashboard logs out right after.
        await endUserSessions(tx, user.id, caller.sessionId);
      });
      services.realtime.disconnectUser(user.id, caller.sessionId);
      // A security event (issue 13): in the bell and by email, as the user's preferences say.
      await notifyUserAsPreferred(services, user.id, { type: 'security', title: SECURITY_NOTIFICATIONS.passwordChanged.title, ...bodyOf(alert('passwordChanged')) });
      await recordActivity(db, request, { actorId: user.id, type: 'password.changed', details: { via: 'settings' } });
      return { success: true, message: AUTH_MESSAGES.passwordChanged, data: null };
    },
  );

  app.post('/auth/logout', { config: { auth: 'optional' } }, async (request, reply) => {
    if (request.user) {
      await recordActivity(db, request, { actorId: request.user.id, type: 'sign_out' });
      await endSession(db, request.user.sessionId);
      services.realtime.disconnectSession(request.user.sessionId);
    }
    reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config, false));
    return { success: true, message: AUTH_MESSAGES.loggedOut, data: null };
  });

  const sessionData = (user: ReturnType<typeof currentUser>) => ({
    user: toLoginUser({ id: user.id, role: user.role, email: user.email, name: user.name, parent_user_id: user.parentUser }),
    expiresAt: user.sessionExpiresAt.getTime(),
  });

  app.get('/auth/me', { config: { auth: 'session' } }, async (request) => ({ success: true, data: sessionData(currentUser(request)) }));

  /**
   * The same question without the 401: a tab that opens the sign-in page asks whether its cookie
   * still holds a session, and "no" is an ordinary answer there, not an error for the console.
   */
  app.get('/auth/session', { config: { auth: 'optional' } }, async (request) => ({
    success: true,
    data: request.user ? sessionData(currentUser(request)) : null,
  }));
}
