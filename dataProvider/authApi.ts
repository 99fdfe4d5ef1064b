import type { LoginData, LoginRequest, LoginUser } from '../contract/auth';
import type { Ok } from '../contract/http';
import type { HttpClient } from './httpClient';

/** The sign-in calls of 000 section 7, plus the sandbox's GET /auth/session (an API addition). */

export interface Answer<T> {
  message?: string;
  data: T;
  /** A token some gateways put beside `data` rather than inside it. */
  token?: string;
}

export interface MeData {
  user: LoginUser;
  expiresAt: number;
}

export interface AuthApi {
  login(body: LoginRequest): Promise<Answer<LoginData>>;
  /** Login flow: the pending `userId` and `loginFlow`; settings flow: the `code` alone (answered with the first recovery codes, issue 16). */
  verify2fa<T = LoginData>(body: { code: string; userId?: string; loginFlow?: true }): Promise<Answer<T>>;
  /** Emails (or texts) a code for an EMAIL or PHONE method: the login flow names the pending user. */
  generate2faCode(body?: { userId: string }): Promise<Answer<unknown>>;
  forgotPassword(body: { email: string }): Promise<Answer<unknown>>;
  /** The sandbox's addition: sets a new password with the token of the emailed reset link. */
  resetPassword(body: { token: string; newPassword: string }): Promise<Answer<unknown>>;
  logout(): Promise<Answer<unknown>>;
  /** The cookie's session, or null data when there is none (no 401). */
  session(): Promise<Answer<MeData | null>>;
}

/** A call of the spec's `{ success, message, data }` shape, answered as its message, data and token. */
export function answerOf(http: HttpClient) {
  return async <T>(path: string, method: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<Answer<T>> => {
    const { json } = await http<Ok<T> & { token?: unknown }>(path, { method, body });
    const token = typeof json?.token === 'string' && json.token ? json.token : undefined;
    return { message: json?.message, data: json?.data, ...(token ? { token } : {}) };
  };
}

export function createAuthApi(http: HttpClient): AuthApi {
  const answer = answerOf(http);
  return {
    login: (body) => answer('/auth/login', 'POST', body),
    verify2fa: <T>(body: object) => answer<T>('/auth/verify-2fa', 'POST', body),
    generate2faCode: (body) => answer('/auth/generate-2fa-code', 'POST', body),
    forgotPassword: (body) => answer('/auth/forgot-password', 'POST', body),
    resetPassword: (body) => answer('/auth/reset-password', 'POST', body),
    logout: () => answer('/auth/logout', 'POST'),
    session: () => answer('/auth/session', 'GET'),
  };
}
