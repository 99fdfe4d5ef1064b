import type { Ok } from '../contract/http';
import type { SubUserRole } from '../contract/permissions';
import type { SubUser, SubUserStatus } from '../contract/subusers';
import type { HttpClient } from './httpClient';
import { flagText, idOf, isoDate, listOf, type Raw } from './shapes';

/** A sub-user in any shape a gateway sends: `id` for `_id`, 2FA flags as booleans, dates as epoch ms. */
export function adaptSubUser(row: Raw): SubUser {
  return {
    ...(row as unknown as SubUser),
    _id: idOf(row) ?? '',
    name: String(row.name ?? ''),
    email: String(row.email ?? ''),
    createdAt: isoDate(row.createdAt),
    enabled2FA: flagText(row.enabled2FA),
    type2FA: typeof row.type2FA === 'string' && row.type2FA ? (row.type2FA as SubUser['type2FA']) : null,
    verified2FA: flagText(row.verified2FA),
  };
}

/** The role management calls of 001 section 7; each write resolves to the server's message. */

export interface SubUserInput {
  name: string;
  email: string;
  role: SubUserRole;
}

export interface SubUsersApi {
  getSubUsers(): Promise<SubUser[]>;
  createSubUser(body: SubUserInput & { password: string }): Promise<string | undefined>;
  updateSubUser(id: string, body: SubUserInput): Promise<string | undefined>;
  changeSubUserPassword(id: string, password: string): Promise<string | undefined>;
  setSubUserStatus(id: string, status: SubUserStatus): Promise<string | undefined>;
  toggleSubUser2fa(id: string, body: { enable: 'true' | 'false'; type2FA?: 'EMAIL' | 'GOOGLE_AUTH' }): Promise<string | undefined>;
  deleteSubUser2fa(id: string): Promise<string | undefined>;
  deleteSubUser(id: string): Promise<string | undefined>;
}

export function createSubUsersApi(http: HttpClient): SubUsersApi {
  const at = (id: string) => `/subusers/${encodeURIComponent(id)}`;
  const write = async (path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown) => {
    const { json } = await http<Ok<unknown>>(path, { method, body });
    return json?.message;
  };
  return {
    async getSubUsers() {
      const { json } = await http('/subusers');
      // data[] (001 section 7) or the other list shapes; anything else is the screen's fetch failure.
      return listOf(json, 'sub-users').rows.map(adaptSubUser);
    },
    createSubUser: (body) => write('/subusers', 'POST', body),
    updateSubUser: (id, body) => write(at(id), 'PUT', body),
    changeSubUserPassword: (id, password) => write(at(id), 'PUT', { password }),
    setSubUserStatus: (id, status) => write(`${at(id)}/status`, 'PATCH', { status }),
    toggleSubUser2fa: (id, body) => write(`${at(id)}/toggle-2fa`, 'POST', body),
    deleteSubUser2fa: (id) => write(`/subusers/2fa/${encodeURIComponent(id)}`, 'DELETE'),
    deleteSubUser: (id) => write(at(id), 'DELETE'),
  };
}
