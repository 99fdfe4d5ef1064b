import type { GetListResult, Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { listOf, withId } from '../shapes';
import { pageInMemory, type Calls, type Raw } from './common';

// /ip-whitelist/{userId}[/add|/update]

function ownerOf(meta: unknown): string {
  const userId = (meta as { userId?: unknown } | undefined)?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('The ip-whitelist resource needs meta.userId');
  return encodeURIComponent(userId);
}

/** Deleted entries are hidden (001 section 4); the answer is the whole list. */
const visibleEntries = (body: unknown) => listOf(body).rows.filter((entry) => entry.status !== 'deleted');

export function ipWhitelist(http: HttpClient): Calls {
  const write = async (meta: unknown, call: 'add' | 'update', ip: unknown, status: string) => {
    const { json } = await http(`/ip-whitelist/${ownerOf(meta)}/${call}`, { method: 'POST', body: { ip, type: 'server', status } });
    return json;
  };
  const entryOf = (body: unknown, ip: unknown, fallback: RaRecord): RaRecord =>
    visibleEntries(body).find((entry) => entry.ipAddress === ip) ?? fallback;
  /** The addresses of the entries with these ids, from one read of the list. */
  const addressesOf = async (meta: unknown, ids: readonly Identifier[]): Promise<unknown[]> => {
    const { json } = await http(`/ip-whitelist/${ownerOf(meta)}`, { query: { type: 'server' } });
    const entries = listOf(json).rows;
    return ids.map((id) => entries.find((entry) => String(entry.id) === String(id))?.ipAddress);
  };
  /** The entry's address: from the record the screen had, else from the list. */
  const addressOf = async (meta: unknown, id: Identifier, previous: unknown): Promise<unknown> => {
    const known = (previous as Raw | undefined)?.ipAddress;
    return known !== undefined ? known : (await addressesOf(meta, [id]))[0];
  };
  /** A bulk change names ids only: the list is read once for all their addresses, then each is written. */
  const writeMany = async (meta: unknown, ids: Identifier[], status: string) => {
    const addresses = await addressesOf(meta, ids);
    await Promise.all(addresses.map((ip) => write(meta, 'update', ip, status)));
    return { data: ids };
  };
  return {
    async getList(_, params) {
      const { json } = await http(`/ip-whitelist/${ownerOf(params.meta)}`, { query: { type: 'server' }, signal: params.signal });
      // `q` searches the address; addresses sort part by part as numbers.
      return pageInMemory(visibleEntries(json), params, { searchIn: ['ipAddress'], numericText: true }) as GetListResult;
    },
    async create(_, { data, meta }) {
      const ip = (data as Raw).ip ?? (data as Raw).ipAddress;
      const body = await write(meta, 'add', ip, 'active');
      return { data: entryOf(body, ip, withId({ id: String(ip), ipAddress: ip, type: 'server', status: 'active' })) as never };
    },
    /** Block or reactivate: a status change of the entry's address. */
    async update(_, { id, data, previousData, meta }) {
      const ip = (data as Raw).ipAddress ?? (await addressOf(meta, id, previousData));
      const status = String((data as Raw).status);
      const body = await write(meta, 'update', ip, status);
      return { data: entryOf(body, ip, withId({ ...(previousData as Raw), status, id })) as never };
    },
    /** Removal is a status change to deleted (001 section 4). */
    async delete(_, { id, previousData, meta }) {
      await write(meta, 'update', await addressOf(meta, id, previousData), 'deleted');
      return { data: (previousData ?? { id }) as never };
    },
    updateMany: async (_, { ids, data, meta }) => writeMany(meta, ids, String((data as Raw).status)),
    deleteMany: async (_, { ids, meta }) => writeMany(meta, ids, 'deleted'),
  };
}
