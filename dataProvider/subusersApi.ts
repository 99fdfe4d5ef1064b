import type { Ok } from '../contract/http';
import type { SubUserRole } from '../contract/permissions';
import type { SubUser, SubUserStatus } from '../contract/subusers';
import type { HttpClient } from './httpClient';

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
      const { json } = await http<Ok<SubUser[]>>('/subusers');
      return Array.isArray(json?.data) ? json.data : [];
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
