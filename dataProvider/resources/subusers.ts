import type { GetListResult } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { adaptList, at, pageInMemory, writtenRecord, type Calls } from './common';

// GET/POST /subusers, PUT/DELETE /subusers/{id}, PATCH /subusers/{id}/status

export function subusers(http: HttpClient): Calls {
  return {
    async getList(_, params) {
      const { json } = await http('/subusers', { signal: params.signal });
      return pageInMemory(adaptList(json, 1).data, params) as GetListResult;
    },
    async create(_, { data }) {
      const { json } = await http('/subusers', { method: 'POST', body: data });
      return { data: writtenRecord(json, data, {}, '') as never };
    },
    /** A change of status alone is PATCH .../status; anything else (edit, password) is PUT (001 section 7). */
    async update(_, { id, data, previousData }) {
      const keys = Object.keys(data ?? {});
      const statusOnly = keys.length === 1 && keys[0] === 'status';
      const { json } = statusOnly
        ? await http(`${at('/subusers', id)}/status`, { method: 'PATCH', body: data })
        : await http(at('/subusers', id), { method: 'PUT', body: data });
      return { data: writtenRecord(json, data, previousData, id) as never };
    },
    async delete(_, { id, previousData }) {
      await http(at('/subusers', id), { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
  };
}
