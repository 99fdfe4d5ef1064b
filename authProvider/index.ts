import type { AuthProvider, UserIdentity } from 'ra-core';
import { AUTH_MESSAGES, type LoginData, type LoginRequest, type LoginUser, type TwoFactorType } from '../contract/auth';
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
  markSessionExpired,
  readSession,
  refuseSession,
  saveSession,
  type StoredSession,
} from './session';

/** Where a sign-in step leaves the user; `enrol`: 2FA a manager turned on is set up before any session (issue 12). */
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

export type GatewayAuthProvider = ReturnType<typeof createAuthProvider>;

/** The bearer token, wherever a gateway puts it: `data.token`, `data.user.token`, `data.accessToken`, or `token` beside `data`; none for a cookie-only session. */
function tokenOf(data: unknown, answerToken?: unknown): string | null {
  const record = (data ?? {}) as { token?: unknown; accessToken?: unknown; user?: { token?: unknown } | null };
  const candidates = [record.token, record.user?.token, record.accessToken, answerToken];
  return candidates.find((candidate): candidate is string => typeof candidate === 'string' && candidate !== '') ?? null;
}

function subjectOf(session: StoredSession): SessionPermissions {
  const subject = { role: session.role, isSubUser: session.isSubUser, parentUser: session.parentUser };
  return { ...subject, permissions: permissionsOf(subject) };
}

const identityOf = (session: StoredSession): UserIdentity => ({ id: session.userId, fullName: session.userName || session.userEmail, email: session.userEmail });

/** What getPermissions, getIdentity and canAccess (without a record) answer for a valid stored session, known before any call; null without one. */
export function storedAuthAnswers() {
  const session = readSession();
  if (!isSessionValid(session)) return null;
  const subject = subjectOf(session);
  return { permissions: subject, identity: identityOf(session), canAccess: (resource: string, action: string) => answerCanAccess(subject, resource, action) };
}

/** The sign-in steps the login page drives, and react-admin's session and permission calls (000 sections 4 and 6). */
export function createAuthProvider({ api }: { api: AuthApi }) {
  let restoring: Promise<StoredSession | null> | null = null;
  let expiring: Promise<void> | null = null;

  /** Stores the session of a signed-in answer's user (shapes.ts userOf); null without one of a merchant-side login role. */
  const signIn = ({ data, token }: Answer<unknown>, rememberMe: boolean): LoginUser | null => {
    const found = userOf(isRecord(data) ? data.user : null);
    if (!found || !isLoginRole(found.role)) return null;
    const user = found as LoginUser;
    saveSession({ user, token: tokenOf(data, token) }, rememberMe);
    return user;
  };

  // Quiets the socket and the polls, then ends the session on the server too, so the cookie cannot
  // bring it back. `strict` (a logout): a failure other than a 401 (already ended) keeps the user signed in.
  const endSession = async (strict: boolean) => {
    announceSessionEnd();
    try {
      await api.logout();
    } catch (error) {
      if (strict && !(isHttpError(error) && error.status === 401)) {
        cancelSessionEnd();
        throw new Error('Logout failed', { cause: error });
      }
    }
    clearSession();
  };

  const outcomeOf = (answer: Answer<LoginData | undefined>, rememberMe: boolean): LoginOutcome => {
    const { data, message } = answer;
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
    const user = signIn(answer, rememberMe);
    if (!user) throw new Error('The sign-in answer carries no merchant user');
    const codes = (data as { recoveryCodes?: unknown }).recoveryCodes;
    const hasCodes = Array.isArray(codes) && codes.length > 0 && codes.every((code) => typeof code === 'string');
    return { step: 'signedIn', user, message, ...(hasCodes ? { recoveryCodes: codes as string[] } : {}) };
  };

  // A tab without the stored session (another tab's sessionStorage) may still hold the cookie: GET /auth/session
  // (a sandbox addition, null data rather than a 401 for a new visitor) restores it. A reload never needs it.
  const restore = async (): Promise<StoredSession | null> => {
    try {
      return signIn(await api.session(), false) ? readSession() : null;
    } catch {
      return null;
    }
  };

  // The gate, the shell and the periodic check may all notice the same expiry; one logout call serves them,
  // and the shell leaves for sign-in whichever did (an access check's expiry once left the dashboard drawn).
  const expireSession = () =>
    (expiring ??= endSession(false).then(markSessionExpired).finally(() => {
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
    /** `otp`, step 2: the emailed code, sent together with the credentials. */
    login: async ({ email, password, otp, rememberMe = false }: LoginRequest) =>
      outcomeOf(await api.login({ email, password, otp, rememberMe }), rememberMe),
    verifyTwoFactor: async ({ code, userId, rememberMe = false }: { code: string; userId: string; rememberMe?: boolean }) =>
      outcomeOf(await api.verify2fa({ code, userId, loginFlow: true }), rememberMe),
    /** Asks for an EMAIL or PHONE 2FA code. These three resolve to the server's message. */
    sendTwoFactorCode: async (userId: string) => (await api.generate2faCode({ userId })).message,
    forgotPassword: async (email: string) => (await api.forgotPassword({ email })).message,
    resetPassword: async (token: string, newPassword: string) => (await api.resetPassword({ token, newPassword })).message,
    /** Ends a session whose stored expiry has passed, here and on the server. */
    expireSession,

    async checkAuth(_params?: unknown): Promise<void> {
      // The login route is '/', and a plain redirect needs no "please log in" toast.
      if (!(await ensureSession())) throw { redirectTo: '/', message: false };
    },

    // Only a 401 ends the session. This never rejects: react-admin would then resolve the refused call with
    // `{ data: {} }`, read as done; refuseSession quiets the socket and polls, useSessionMonitor logs out later.
    async checkError(error: unknown) {
      const status = isHttpError(error) ? error.status : (error as { status?: number } | null)?.status;
      if (status !== 401 || readSession() === null) return;
      // A helper client call's 401 keeps its own text (001 section 8); every other call's reads authRequired.
      const helperClient = isHttpError(error) && error.message === HELPER_CLIENT_UNAUTHORIZED;
      refuseSession(helperClient ? HELPER_CLIENT_UNAUTHORIZED : AUTH_MESSAGES.authRequired);
    },

    async logout(_params?: unknown) {
      // Another tab's logout (or no session at all): this tab's socket, polls and cached history end too.
      if (readSession() === null) {
        announceSessionEnd();
        clearSession();
      } else {
        await endSession(true);
        broadcastLogout();
      }
      return '/';
    },

    async getIdentity(): Promise<UserIdentity> {
      const session = await ensureSession();
      if (!session) throw new Error('No session');
      return identityOf(session);
    },
    async getPermissions(_params?: unknown): Promise<SessionPermissions | null> {
      const session = await ensureSession();
      return session ? subjectOf(session) : null;
    },
    async canAccess({ resource, action, record }: { resource: string; action: string; record?: unknown; signal?: AbortSignal }) {
      const session = await ensureSession();
      return Boolean(session && answerCanAccess(subjectOf(session), resource, action, record));
    },
  } satisfies AuthProvider;
}
