import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type SessionGrant, type TwoFactorType } from '../../contract/auth';
import type { Ok } from '../../contract/http';
import { NEW_SIGN_IN_TITLE } from '../../contract/notificationPreferences';
import { describeUserAgent } from '../../contract/userAgent';
import { recordActivity } from '../activity/record';
import { badRequest } from '../lib/httpErrors';
import { notifyUserAsPreferred } from '../notifications';
import type { Services } from '../services';
import type { CodeCheck } from './codes';
import { sessionCookieName, sessionCookieOptions } from './cookie';
import { issueDeviceCookie, deviceCookieOptions, DEVICE_COOKIE, readDeviceCookie, type KnownDevice } from './deviceCookie';
import { clear, countFirst, LIMITS, refund, type LimitKey } from './rateLimit';
import { remainingRecoveryCodes } from './recoveryCodes';
import { createSession } from './sessions';
import { verifyTotp } from './totp';
import { toLoginUser, type UserRecord } from './users';
import { alert, bodyOf } from '../i18n';

/** Steps of sign-in shared by the login and verify-2fa routes. */

export const SIGN_IN_MESSAGES = {
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  codeExhausted: 'Too many wrong codes: this code no longer works. Request a new one.',
  noSecondFactor: 'Two-factor authentication is not enabled for this account.',
} as const;

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: AUTH_MESSAGES.invalidCode,
  expired: AUTH_MESSAGES.codeExpired,
  exhausted: SIGN_IN_MESSAGES.codeExhausted,
};

/**
 * Password failures count per account+address, per account and per address. A browser with a
 * device cookie for the account counts on its own counter only: an attacker elsewhere, or a
 * colleague's typos behind the same address, cannot lock it out.
 */
export function loginLimitKeys(email: string, ip: string, device: KnownDevice | null): LimitKey[] {
  if (device) return [{ limit: LIMITS.loginDevice, subject: `${device.userId}|${device.nonce}` }];
  return [
    { limit: LIMITS.loginPair, subject: `${email}|${ip}` },
    { limit: LIMITS.loginAccount, subject: email },
    { limit: LIMITS.loginIp, subject: ip },
  ];
}

export const codeLimitKeys = (userId: string, ip: string): LimitKey[] => [
  { limit: LIMITS.codeAccount, subject: userId },
  { limit: LIMITS.codeIp, subject: ip },
];

export const mailLimitKeys = (email: string, ip: string): LimitKey[] => [
  { limit: LIMITS.mailAccount, subject: email },
  { limit: LIMITS.mailIp, subject: ip },
];

export const resetLimitKeys = (ip: string): LimitKey[] => [{ limit: LIMITS.resetIp, subject: ip }];

/** Checks an emailed code (login OTP or 2FA by email/phone); a wrong one counts and answers 400. */
export async function checkEmailedCode(
  services: Pick<Services, 'db' | 'codes'>,
  user: Pick<UserRecord, 'id'>,
  purpose: 'login_otp' | '2fa',
  code: string,
  ip: string,
): Promise<void> {
  const keys = codeLimitKeys(user.id, ip);
  await countFirst(services.db, keys);
  const result = await services.codes.checkCode(services.db, user.id, purpose, code);
  if (result !== 'ok') throw badRequest(CODE_ERRORS[result]);
  await refund(services.db, keys);
}

/**
 * Checks a second-factor code of the given type. An authenticator code is accepted once: the time
 * step it belongs to is recorded, so the same code cannot be replayed (RFC 6238 section 5.2).
 */
export async function checkSecondFactor(
  services: Pick<Services, 'db' | 'codes' | 'secrets'>,
  user: UserRecord,
  type: TwoFactorType,
  code: string,
  ip: string,
): Promise<void> {
  if (type !== 'GOOGLE_AUTH') return checkEmailedCode(services, user, '2fa', code, ip);
  const keys = codeLimitKeys(user.id, ip);
  await countFirst(services.db, keys);
  const secret = user.two_factor_secret_encrypted ? services.secrets.decrypt(user.two_factor_secret_encrypted) : null;
  const step = secret ? verifyTotp(secret, code, { lastUsedStep: user.two_factor_last_step }) : null;
  if (step !== null) {
    const { rowCount } = await services.db.query(
      `UPDATE users SET two_factor_last_step = $2
        WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)`,
      [user.id, step],
    );
    if (rowCount === 1) return refund(services.db, keys);
  }
  throw badRequest(AUTH_MESSAGES.invalidCode);
}

/**
 * Sign-in step 3 with a recovery code in place of the 2FA code (issue 16): under the same rate
 * limits as 2FA codes; a wrong or used code counts and answers the wrong-code message. The code is
 * used up here, and the use recorded in the activity log.
 */
export async function checkRecoveryCode(
  services: Pick<Services, 'db' | 'recoveryCodes'>,
  request: FastifyRequest,
  user: Pick<UserRecord, 'id'>,
  code: string,
): Promise<void> {
  const keys = codeLimitKeys(user.id, request.ip);
  await countFirst(services.db, keys);
  if (!(await services.recoveryCodes.use(services.db, user.id, code))) throw badRequest(AUTH_MESSAGES.invalidCode);
  await refund(services.db, keys);
  const remaining = await remainingRecoveryCodes(services.db, user.id);
  await recordActivity(services.db, request, { actorId: user.id, type: 'recovery_code.used', details: { remaining } });
}

/**
 * Records the sign-in on the user, and tells the user when it came from a browser without the
 * account's device cookie (issue 28): by email and in the bell, as the security preference says.
 * An account's very first sign-in alerts nobody: there is no earlier browser to compare with.
 */
async function alertNewDevice(
  services: Pick<Services, 'db' | 'config' | 'mailer' | 'realtime'>,
  request: FastifyRequest,
  user: UserRecord,
  signedInAt: Date,
): Promise<void> {
  const { rows } = await services.db.query<{ previous: Date | null }>(
    `WITH before AS (SELECT last_signed_in_at FROM users WHERE id = $1 FOR UPDATE)
     UPDATE users SET last_signed_in_at = now() FROM before WHERE users.id = $1 RETURNING before.last_signed_in_at AS previous`,
    [user.id],
  );
  if (!rows[0]?.previous) return;
  if (readDeviceCookie(services.config.sessionSecret, request.cookies[DEVICE_COOKIE], user.id)) return;
  const browser = describeUserAgent(request.headers['user-agent']);
  await notifyUserAsPreferred(services, user.id, { type: 'security', title: NEW_SIGN_IN_TITLE, ...bodyOf(alert('newSignIn', browser, request.ip, signedInAt)) });
}

/** The end of every sign-in path: a new session, the cookie, and the SessionGrant answer. */
export async function grantSession(
  services: Pick<Services, 'db' | 'config' | 'mailer' | 'realtime'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
  rememberMe: boolean,
): Promise<Ok<SessionGrant>> {
  const session = await createSession(services.db, {
    userId: user.id,
    rememberMe,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  // Only this address's counter for the account: an attack from elsewhere keeps its count.
  await clear(services.db, [{ limit: LIMITS.loginPair, subject: `${user.email}|${request.ip}` }]);
  await recordActivity(services.db, request, { actorId: user.id, type: 'sign_in.succeeded', details: { rememberMe } });
  await alertNewDevice(services, request, user, new Date());
  reply.setCookie(sessionCookieName(services.config), session.token, sessionCookieOptions(services.config, rememberMe));
  // A new device cookie at every sign-in (a new nonce, a new 180 days), for this account.
  reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(services.config.sessionSecret, user.id), deviceCookieOptions(services.config));
  return {
    success: true,
    message: AUTH_MESSAGES.loginSuccess,
    data: { user: toLoginUser(user), token: session.token, expiresAt: session.expiresAt.getTime() },
  };
}
