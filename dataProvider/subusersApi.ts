import type { Ok } from '../contract/http';
import type { HttpClient } from './httpClient';

/**
 * The sub-user calls of 001 section 7 that are not CRUD (the `subusers` resource has those): a
 * manager turns a sub-user's 2FA on or off, or deletes it. Each resolves to the server's message.
 */

export function createSubUsersApi(http: HttpClient) {
  const write = async (path: string, method: 'POST' | 'DELETE', body?: unknown) => (await http<Ok<unknown>>(path, { method, body })).json?.message;
  return {
    toggleSubUser2fa: (id: string, body: { enable: 'true' | 'false'; type2FA?: 'EMAIL' | 'GOOGLE_AUTH' }) =>
      write(`/subusers/${encodeURIComponent(id)}/toggle-2fa`, 'POST', body),
    deleteSubUser2fa: (id: string) => write(`/subusers/2fa/${encodeURIComponent(id)}`, 'DELETE'),
  };
}
