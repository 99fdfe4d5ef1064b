import type { TwoFactorSetup, TwoFactorStatus, TwoFactorType } from '../contract/auth';
import type { HttpClient } from './httpClient';
import { answerOf, type Answer } from './authApi';
import { flagText, isRecord } from './shapes';

/** The 2FA flags as the spec's strings, whether the gateway sent booleans or strings. */
function status(data: unknown): TwoFactorStatus {
  const raw = isRecord(data) ? data : {};
  const type = typeof raw.type2FA === 'string' && raw.type2FA ? (raw.type2FA as TwoFactorType) : null;
  return { ...(raw as unknown as TwoFactorStatus), enabled2FA: flagText(raw.enabled2FA), type2FA: type, verified2FA: flagText(raw.verified2FA) };
}

/** The signed-in user's own 2FA settings and password calls (000 section 7, settings flow; its code calls are authApi's). */
export function createSecurityApi(http: HttpClient) {
  const answer = answerOf(http);
  return {
    getTwoFactorStatus: async (): Promise<Answer<TwoFactorStatus>> => {
      const { message, data } = await answer<unknown>('/auth/2fa-status', 'GET');
      return { message, data: status(data) };
    },
    /** Disabling 2FA that guards sign-in sends a current `code` of it (issue 12). */
    toggleTwoFactor: (body: { enable: 'true' | 'false'; type2FA?: TwoFactorType; code?: string }) =>
      answer<TwoFactorSetup | null>('/auth/toggle-2fa', 'POST', body),
    changePassword: (body: { currentPassword: string; newPassword: string }) => answer<unknown>('/auth/change-password', 'PUT', body),
  };
}
