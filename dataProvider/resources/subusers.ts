import type { GetListResult } from 'ra-core';
import type { Ok } from '../../contract/http';
import type { HttpClient } from '../httpClient';
import { listOf } from '../shapes';
import { at, pageInMemory, writtenRecord, type Calls } from './common';

/** A password is sent, never kept in the record react-admin caches. */
function withoutPassword(data: unknown): Record<string, unknown> {
  const { password: _password, ...kept } = (data ?? {}) as Record<string, unknown>;
  return kept;
}

export function subusers(http: HttpClient): Calls {
  const calls: Calls = {
    async getList(_, params) {
      const { json } = await http('/subusers', { signal: params.signal });
      return pageInMemory(listOf(json).rows, params) as GetListResult;
    },
    /** The list reloads after a create, so an answer without the new record (`data: {}`) still reads as done. */
    async create(_, { data }) {
      const { json } = await http('/subusers', { method: 'POST', body: data });
      return { data: writtenRecord(json, withoutPassword(data), {}, '') as never };
    },
    /** A change of status alone is PATCH .../status; anything else (edit, password) is PUT (001 section 7). */
    async update(_, { id, data, previousData }) {
      const keys = Object.keys(data ?? {});
      const statusOnly = keys.length === 1 && keys[0] === 'status';
      const { json } = statusOnly
        ? await http(`${at('/subusers', id)}/status`, { method: 'PATCH', body: data })
        : await http(at('/subusers', id), { method: 'PUT', body: data });
      return { data: writtenRecord(json, withoutPassword(data), previousData, id) as never };
    },
    async delete(_, { id, previousData }) {
      await http(at('/subusers', id), { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
    /** The bulk status change: one call per sub-user. */
    async updateMany(_, { ids, data, meta }) {
      await Promise.all(ids.map((id) => calls.update!('subusers', { id, data, previousData: { id }, meta })));
      return { data: ids };
    },
  };
  return calls;
}

/** The sub-user 2FA calls of 001 section 7, beside the resource's CRUD; each answers its message. */
export function createSubUsersApi(http: HttpClient) {
  const write = async (path: string, method: 'POST' | 'DELETE', body?: unknown) => (await http<Ok<unknown>>(path, { method, body })).json?.message;
  return {
    toggleSubUser2fa: (id: string, body: { enable: 'true' | 'false'; type2FA?: 'EMAIL' | 'GOOGLE_AUTH' }) =>
      write(`${at('/subusers', id)}/toggle-2fa`, 'POST', body),
    deleteSubUser2fa: (id: string) => write(at('/subusers/2fa', id), 'DELETE'),
  };
}
