import type { LoginData, LoginRequest, LoginUser, TwoFactorSetup, TwoFactorStatus, TwoFactorType } from '../contract/auth';
import type { Ok } from '../contract/http';
import type { HttpClient } from './httpClient';
import { flagText, isRecord } from './shapes';

/** `token`: some gateways put it beside `data` rather than inside it. */
export type Answer<T> = { message?: string; data: T; token?: string };

/** A call of the spec's `{ success, message, data }` shape, answered as its message, data and token. */
function answerOf(http: HttpClient) {
  return async <T>(path: string, method: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<Answer<T>> => {
    const { json } = await http<Ok<T> & { token?: unknown }>(path, { method, body });
    const token = typeof json?.token === 'string' && json.token ? json.token : undefined;
    return { message: json?.message, data: json?.data, ...(token ? { token } : {}) };
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

/** 000 section 7's sign-in and own-settings calls (2FA, password), and the sandbox's GET /auth/session (an addition). */
export function createAuthApi(http: HttpClient) {
  const answer = answerOf(http);
  return {
    login: (body: LoginRequest) => answer<LoginData>('/auth/login', 'POST', body),
    /** Login flow: the pending `userId` and `loginFlow`; settings flow: the `code` alone (answered with the first recovery codes, issue 16). */
    verify2fa: <T = LoginData>(body: { code: string; userId?: string; loginFlow?: true }) => answer<T>('/auth/verify-2fa', 'POST', body),
    /** Emails (or texts) a code for an EMAIL or PHONE method: the login flow names the pending user. */
    generate2faCode: (body?: { userId: string }) => answer<unknown>('/auth/generate-2fa-code', 'POST', body),
    forgotPassword: (body: { email: string }) => answer<unknown>('/auth/forgot-password', 'POST', body),
    /** The sandbox's addition: sets a new password with the token of the emailed reset link. */
    resetPassword: (body: { token: string; newPassword: string }) => answer<unknown>('/auth/reset-password', 'POST', body),
    logout: () => answer<unknown>('/auth/logout', 'POST'),
    /** The cookie's session, or null data when there is none (no 401). */
    session: () => answer<{ user: LoginUser; expiresAt: number } | null>('/auth/session', 'GET'),
    /** The 2FA flags as the spec's strings, whether the gateway sent booleans or strings. */
    getTwoFactorStatus: async (): Promise<Answer<TwoFactorStatus>> => {
      const { message, data } = await answer<unknown>('/auth/2fa-status', 'GET');
      const raw = isRecord(data) ? data : {};
      const type2FA = typeof raw.type2FA === 'string' && raw.type2FA ? (raw.type2FA as TwoFactorType) : null;
      const flags = { enabled2FA: flagText(raw.enabled2FA), type2FA, verified2FA: flagText(raw.verified2FA) };
      return { message, data: { ...(raw as unknown as TwoFactorStatus), ...flags } };
    },
    /** Disabling 2FA that guards sign-in sends a current `code` of it (issue 12). */
    toggleTwoFactor: (body: { enable: 'true' | 'false'; type2FA?: TwoFactorType; code?: string }) =>
      answer<TwoFactorSetup | null>('/auth/toggle-2fa', 'POST', body),
    changePassword: (body: { currentPassword: string; newPassword: string }) => answer<unknown>('/auth/change-password', 'PUT', body),
  };
}
