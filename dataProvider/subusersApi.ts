import type { Ok } from '../contract/http';
import type { HttpClient } from './httpClient';

/** The sub-user 2FA calls of 001 section 7 (the `subusers` resource has the CRUD); each answers its message. */
export function createSubUsersApi(http: HttpClient) {
  const write = async (path: string, method: 'POST' | 'DELETE', body?: unknown) => (await http<Ok<unknown>>(path, { method, body })).json?.message;
  return {
    toggleSubUser2fa: (id: string, body: { enable: 'true' | 'false'; type2FA?: 'EMAIL' | 'GOOGLE_AUTH' }) =>
      write(`/subusers/${encodeURIComponent(id)}/toggle-2fa`, 'POST', body),
    deleteSubUser2fa: (id: string) => write(`/subusers/2fa/${encodeURIComponent(id)}`, 'DELETE'),
  };
}
