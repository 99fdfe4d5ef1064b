import type { GetListResult, Identifier, RaRecord } from 'ra-core';
import { readSession } from '../../authProvider/session';
import type { HttpClient } from '../httpClient';
import { listOf, withId, type Raw } from '../shapes';
import { pageInMemory, type Calls } from './common';

/** /ip-whitelist/{userId}: the signed-in user's, read from the session the authProvider keeps (its getIdentity). */
function listPath(): string {
  const userId = readSession()?.userId;
  if (!userId) throw new Error('The ip-whitelist resource needs a signed-in user');
  return `/ip-whitelist/${encodeURIComponent(userId)}`;
}

/** Deleted entries are hidden (001 section 4); the answer is the whole list. */
const visibleEntries = (body: unknown) => listOf(body).rows.filter((entry) => entry.status !== 'deleted');

export function ipWhitelist(http: HttpClient): Calls {
  const write = async (call: 'add' | 'update', ip: unknown, status: string) =>
    (await http(`${listPath()}/${call}`, { method: 'POST', body: { ip, type: 'server', status } })).json;
  const entryOf = (body: unknown, ip: unknown, fallback: RaRecord): RaRecord =>
    visibleEntries(body).find((entry) => entry.ipAddress === ip) ?? fallback;
  const addressesOf = async (ids: readonly Identifier[]): Promise<unknown[]> => {
    const { json } = await http(listPath(), { query: { type: 'server' } });
    const entries = listOf(json).rows;
    return ids.map((id) => entries.find((entry) => String(entry.id) === String(id))?.ipAddress);
  };
  const addressOf = async (id: Identifier, previous: unknown): Promise<unknown> => {
    const known = (previous as Raw | undefined)?.ipAddress;
    return known !== undefined ? known : (await addressesOf([id]))[0];
  };
  /** A bulk change names ids only: the list is read once for all their addresses, then each is written. */
  const writeMany = async (ids: Identifier[], status: string) => {
    await Promise.all((await addressesOf(ids)).map((ip) => write('update', ip, status)));
    return { data: ids };
  };
  return {
    async getList(_, params) {
      const { json } = await http(listPath(), { query: { type: 'server' }, signal: params.signal });
      // `q` searches the address; addresses sort part by part as numbers.
      return pageInMemory(visibleEntries(json), params, { searchIn: ['ipAddress'], numericText: true }) as GetListResult;
    },
    async create(_, { data }) {
      const ip = (data as Raw).ip ?? (data as Raw).ipAddress;
      const body = await write('add', ip, 'active');
      return { data: entryOf(body, ip, withId({ id: String(ip), ipAddress: ip, type: 'server', status: 'active' })) as never };
    },
    async update(_, { id, data, previousData }) {
      const ip = (data as Raw).ipAddress ?? (await addressOf(id, previousData));
      const status = String((data as Raw).status);
      const body = await write('update', ip, status);
      return { data: entryOf(body, ip, withId({ ...(previousData as Raw), status, id })) as never };
    },
    /** Removal is a status change to deleted (001 section 4). */
    async delete(_, { id, previousData }) {
      await write('update', await addressOf(id, previousData), 'deleted');
      return { data: (previousData ?? { id }) as never };
    },
    updateMany: async (_, { ids, data }) => writeMany(ids, String((data as Raw).status)),
    deleteMany: async (_, { ids }) => writeMany(ids, 'deleted'),
  };
}
