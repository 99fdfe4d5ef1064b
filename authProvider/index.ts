import type { AuthProvider, UserIdentity } from 'ra-core';
import { AUTH_MESSAGES, type LoginData, type LoginUser, type TwoFactorType } from '../contract/auth';
import { isLoginRole, permissionsOf, type Permission, type PermissionSubject } from '../contract/permissions';
import type { Answer, AuthApi } from '../dataProvider/authApi';
import { HELPER_CLIENT_UNAUTHORIZED, isHttpError } from '../dataProvider/httpClient';
import { flag, isRecord, userOf } from '../dataProvider/shapes';
import { answerCanAccess } from './access';
import {
  announceSessionEnd,
  broadcastLogout,
  cancelSessionEnd,
  clearSession,
  isSessionValid,
  readSession,
  refuseSession,
  saveSession,
  type StoredSession,
} from './session';

/**
 * Sign-in steps, the session check and the permission questions of 000 sections 4 and 6. The login
 * page drives the multi-step flow through the typed helpers; react-admin calls the standard methods.
 */

/**
 * Where a sign-in step leaves the user. `enrol`: 2FA a manager turned on must be set up before any
 * session (issue 12), ending with verifyTwoFactor. An enrolment that just ended (issue 16) signs in
 * with the new recovery codes, which the sign-in page shows this once; a gateway without them sends none.
 */
export type LoginOutcome = { message?: string } & (
  | { step: 'otp'; email: string }
  | { step: '2fa'; type2FA: TwoFactorType; email: string; userId: string }
  | { step: 'enrol'; type2FA: TwoFactorType; email: string; userId: string; qrCode: string | null; secret: string | null }
  | { step: 'signedIn'; user: LoginUser; recoveryCodes?: readonly string[] }
);

/** What getPermissions resolves to: the subject the contract's functions take, plus its permissions. */
export interface SessionPermissions extends PermissionSubject {
  role: string;
  permissions: readonly Permission[];
}

export interface GatewayAuthProvider extends AuthProvider {
  /** `otp`, step 2: the emailed code, sent together with the credentials. */
  login(params: { email: string; password: string; otp?: string; rememberMe?: boolean }): Promise<LoginOutcome>;
  verifyTwoFactor(params: { code: string; userId: string; rememberMe?: boolean }): Promise<LoginOutcome>;
  /** Asks for an EMAIL or PHONE 2FA code. These three resolve to the server's message. */
  sendTwoFactorCode(userId: string): Promise<string | undefined>;
  forgotPassword(email: string): Promise<string | undefined>;
  resetPassword(token: string, newPassword: string): Promise<string | undefined>;
  /** Ends a session whose stored expiry has passed, here and on the server. */
  expireSession(): Promise<void>;
  checkAuth(params?: unknown): Promise<void>;
  getPermissions(params?: unknown): Promise<SessionPermissions | null>;
  getIdentity(): Promise<UserIdentity>;
  canAccess(params: { resource: string; action: string; record?: unknown; signal?: AbortSignal }): Promise<boolean>;
}

/** The merchant user of a signed-in answer in one shape (shapes.ts userOf); null without one of a merchant-side login role. */
function grantedUser(data: unknown): LoginUser | null {
  const user = userOf(isRecord(data) ? data.user : null);
  return user && isLoginRole(user.role) ? (user as LoginUser) : null;
}

/** The bearer token, wherever a gateway puts it: `data.token`, `data.user.token`, `data.accessToken`, or `token` beside `data`; none for a cookie-only session. */
export function tokenOf(data: unknown, answerToken?: unknown): string | null {
  const record = (data ?? {}) as { token?: unknown; accessToken?: unknown; user?: { token?: unknown } | null };
  for (const candidate of [record.token, record.user?.token, record.accessToken, answerToken]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return null;
}

function subjectOf(session: StoredSession): SessionPermissions {
  const subject = { role: session.role, isSubUser: session.isSubUser, parentUser: session.parentUser };
  return { ...subject, permissions: permissionsOf(subject) };
}

/** `api`: the sign-in calls; in the app, the GatewayDataProvider. */
export function createAuthProvider({ api }: { api: AuthApi }): GatewayAuthProvider {
  let restoring: Promise<StoredSession | null> | null = null;

  const outcomeOf = ({ data, message, token }: Answer<LoginData | undefined>, rememberMe: boolean): LoginOutcome => {
    if (!data) throw new Error('The sign-in answer carries no data');
    // A gateway may send the step flags as 'true'/'false' strings, and a false one beside a user.
    const asks = data as { requiresEnrolment?: unknown; requires2FA?: unknown; requiresOTP?: unknown };
    if (flag(asks.requiresEnrolment) && 'requiresEnrolment' in data) {
      const { type2FA, email, userId, qrCode, secret } = data;
      return { step: 'enrol', type2FA, email, userId, qrCode: qrCode ?? null, secret: secret ?? null, message };
    }
    if (flag(asks.requires2FA) && 'requires2FA' in data) {
      return { step: '2fa', type2FA: data.type2FA, email: data.email, userId: data.userId, message };
    }
    if (flag(asks.requiresOTP) && 'requiresOTP' in data) return { step: 'otp', email: data.email, message };
    const user = grantedUser(data);
    if (!user) throw new Error('The sign-in answer carries no merchant user');
    saveSession({ user, token: tokenOf(data, token) }, rememberMe);
    const codes = (data as { recoveryCodes?: unknown }).recoveryCodes;
    const hasCodes = Array.isArray(codes) && codes.length > 0 && codes.every((code) => typeof code === 'string');
    return { step: 'signedIn', user, message, ...(hasCodes ? { recoveryCodes: codes as string[] } : {}) };
  };

  /**
   * A tab opened without the stored session (one kept in another tab's sessionStorage) may still
   * hold the cookie; GET /auth/session (a sandbox addition) turns it back into this tab's session.
   * It answers null data rather than a 401, so a new visitor's sign-in page logs no error; on a
   * gateway without it such a tab signs in again. A reload never needs it: the stored keys are the
   * session (000 section 3) until a call answers 401.
   */
  const restore = async (): Promise<StoredSession | null> => {
    try {
      const { data, token } = await api.session();
      const user = grantedUser(data);
      if (!user) return null;
      saveSession({ user, token: tokenOf(data, token) }, false);
      return readSession();
    } catch {
      return null;
    }
  };

  let expiring: Promise<void> | null = null;
  // The gate, the shell and the periodic check may all notice the same expiry; one logout call serves them.
  const expireSession = () =>
    (expiring ??= (async () => {
      // Quiet the socket and the polls first; end it on the server too, so the cookie cannot bring it back.
      announceSessionEnd();
      await api.logout().catch(() => undefined);
      clearSession();
    })().finally(() => {
      expiring = null;
    }));

  const ensureSession = async (): Promise<StoredSession | null> => {
    const stored = readSession();
    if (isSessionValid(stored)) return stored;
    if (stored) return expireSession().then(() => null);
    restoring ??= restore().finally(() => {
      restoring = null;
    });
    return restoring;
  };

  return {
    login: async ({ email, password, otp, rememberMe = false }) =>
      outcomeOf(await api.login({ email, password, otp, rememberMe }), rememberMe),
    verifyTwoFactor: async ({ code, userId, rememberMe = false }) =>
      outcomeOf(await api.verify2fa({ code, userId, loginFlow: true }), rememberMe),
    sendTwoFactorCode: async (userId) => (await api.generate2faCode({ userId })).message,
    forgotPassword: async (email) => (await api.forgotPassword({ email })).message,
    resetPassword: async (token, newPassword) => (await api.resetPassword({ token, newPassword })).message,
    expireSession,

    async checkAuth() {
      // The login route is '/', and a plain redirect needs no "please log in" toast.
      if (!(await ensureSession())) throw { redirectTo: '/', message: false };
    },

    /**
     * Only a 401 ends the session; a 403 keeps it. This never rejects: when it does, react-admin's
     * useDataProvider logs out itself and resolves the refused call with `{ data: {} }`, which every
     * screen would read as done (a refused payout "submitted"). So the call rejects with its 401,
     * refuseSession stops the socket and the polls, and the shell (useSessionMonitor) logs out with
     * this message once the screen has shown its own. Later 401s of queries still on screen change nothing.
     */
    async checkError(error: unknown) {
      const status = isHttpError(error) ? error.status : (error as { status?: number } | null)?.status;
      if (status !== 401 || readSession() === null) return;
      // A helper client call's 401 keeps its own text (001 section 8); every other call's reads authRequired.
      const helperClient = isHttpError(error) && error.message === HELPER_CLIENT_UNAUTHORIZED;
      refuseSession(helperClient ? HELPER_CLIENT_UNAUTHORIZED : AUTH_MESSAGES.authRequired);
    },

    async logout() {
      const hadSession = readSession() !== null;
      if (hadSession) {
        // Quiet the socket and the polls first: the server is about to refuse this session.
        announceSessionEnd();
        try {
          await api.logout();
        } catch (error) {
          // A 401 means the server already ended it; anything else leaves the user signed in.
          if (!(isHttpError(error) && error.status === 401)) {
            cancelSessionEnd();
            throw new Error('Logout failed', { cause: error });
          }
        }
      }
      clearSession();
      if (hadSession) broadcastLogout();
      return '/';
    },

    async getIdentity() {
      const session = await ensureSession();
      if (!session) throw new Error('No session');
      return { id: session.userId, fullName: session.userName || session.userEmail, email: session.userEmail };
    },
    async getPermissions() {
      const session = await ensureSession();
      return session ? subjectOf(session) : null;
    },
    async canAccess({ resource, action, record }) {
      const session = await ensureSession();
      return Boolean(session && answerCanAccess(subjectOf(session), resource, action, record));
    },
  };
}
