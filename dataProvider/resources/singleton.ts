import type { HttpClient } from '../httpClient';
import type { Calls } from './common';

/**
 * A record the gateway keeps one of, at a path without an id (issue 28's payout policy and team
 * security): ra-data-simple-rest would ask `{path}/{id}`, so its getOne and update are written here,
 * like profile's, and useGetOne/useUpdate work on it as on any resource (the id the screen names is
 * kept, never sent). An update sends only `fields`, not the fields the server owns.
 */
export function singleton<T extends object>(path: string, fields: readonly (keyof T & string)[]) {
  return (http: HttpClient): Calls => ({
    async getOne(_, { id, signal }) {
      const { json } = await http<T>(path, { signal });
      return { data: { ...json, id } as never };
    },
    async update(_, { id, data }) {
      const body = Object.fromEntries(fields.map((field) => [field, (data as T)[field]]));
      const { json } = await http<T>(path, { method: 'PUT', body });
      return { data: { ...json, id } as never };
    },
  });
}
