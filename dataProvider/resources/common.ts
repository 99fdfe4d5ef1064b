import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import type { Ok } from '../../contract/http';
import type { GatewayResource } from './names';

export type Raw = Record<string, unknown>;

/** The gateway names ids `_id`; react-admin wants `id`. */
export function withId<T extends Record<string, unknown>>(record: T): T & RaRecord {
  const id = (record.id ?? record._id) as Identifier;
  return { ...record, id };
}

export interface Pagination {
  total?: number;
  totalPages?: number;
  pages?: number;
}

export type ListResult =
  | { data: RaRecord[]; total: number }
  | { data: RaRecord[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } };

/**
 * Accepts the list shapes the gateway answers with: `data: {docs,page,limit,total,totalPages}`
 * (001 section 3), `data: [...]` with `pagination: {total|totalPages|pages}` or with `total` /
 * `totalPages` beside it (the payout history), and `data: [...]` alone (its length is the total).
 */
export function adaptList(body: unknown, page: number): ListResult {
  const { data, pagination, total, totalPages } = (body ?? {}) as { data?: unknown; pagination?: Pagination } & Pagination;
  if (data && typeof data === 'object' && Array.isArray((data as { docs?: unknown }).docs)) {
    const list = data as { docs: Raw[]; total?: number };
    return { data: list.docs.map(withId), total: Number(list.total ?? list.docs.length) };
  }
  if (!Array.isArray(data)) throw new Error('The list answer has neither data.docs nor a data array');
  const records = (data as Raw[]).map(withId);
  const count = pagination?.total ?? total;
  if (typeof count === 'number') return { data: records, total: count };
  const pages = pagination?.totalPages ?? pagination?.pages ?? totalPages;
  if (typeof pages === 'number') return { data: records, pageInfo: { hasNextPage: page < pages, hasPreviousPage: page > 1 } };
  return { data: records, total: records.length };
}


/** A resource's calls; updateMany and deleteMany only where the resource does better than one call per id. */
export type Calls = Partial<Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update' | 'delete' | 'updateMany' | 'deleteMany'>>;

const CALL_NAMES: Record<keyof DataProvider & string, string> = {
  getList: 'list',
  getOne: 'one',
  getMany: 'one',
  getManyReference: 'reference',
  create: 'create',
  update: 'update',
  updateMany: 'update',
  delete: 'delete',
  deleteMany: 'delete',
};

const missing = (resource: string, method: string) => () =>
  Promise.reject(new Error(`The gateway has no "${CALL_NAMES[method] ?? method}" call for resource "${resource}"`));

/** A full DataProvider from a resource's calls: getMany, and updateMany and deleteMany unless given, repeat the single call. */
export function complete(resource: GatewayResource, calls: Calls): DataProvider {
  const { getList, getOne, create, update, delete: remove, updateMany, deleteMany } = calls;
  return {
    getList: getList ?? missing(resource, 'getList'),
    getOne: getOne ?? missing(resource, 'getOne'),
    getMany: getOne
      ? async (name, { ids, signal, meta }) => ({ data: await Promise.all(ids.map(async (id) => (await getOne(name, { id, signal, meta })).data)) })
      : missing(resource, 'getMany'),
    getManyReference: missing(resource, 'getManyReference'),
    create: create ?? missing(resource, 'create'),
    update: update ?? missing(resource, 'update'),
    updateMany:
      updateMany ??
      (update
        ? async (name, { ids, data, meta }) => {
            await Promise.all(ids.map((id) => update(name, { id, data, previousData: { id }, meta })));
            return { data: ids };
          }
        : missing(resource, 'updateMany')),
    delete: remove ?? missing(resource, 'delete'),
    deleteMany:
      deleteMany ??
      (remove
        ? async (name, { ids, meta }) => {
            await Promise.all(ids.map((id) => remove(name, { id, previousData: { id } as RaRecord, meta })));
            return { data: ids };
          }
        : missing(resource, 'deleteMany')),
  } as DataProvider;
}

export const at = (prefix: string, id: Identifier) => `${prefix}/${encodeURIComponent(String(id))}`;

export function recordOf(body: unknown): RaRecord {
  const data = (body as Ok<Raw> | null)?.data;
  if (!data || typeof data !== 'object') throw new Error('The answer carries no record');
  return withId(data);
}

/** The record a write answered with, else what was sent merged over what was there. */
export function writtenRecord(body: unknown, sent: unknown, previous: unknown, id: Identifier): RaRecord {
  const data = (body as Ok<unknown> | null)?.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) return withId({ ...(previous as Raw), ...(data as Raw) });
  return withId({ ...(previous as Raw), ...(sent as Raw), id });
}

export const present = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 'all';

/** How pageInMemory searches and orders: the fields `q` looks in, and digit runs compared as numbers (10.0.0.9 before 10.0.0.10). */
export interface InMemoryOptions {
  searchIn?: readonly string[];
  numericText?: boolean;
}

/**
 * The team is one unpaged answer; filters (`q` over name and email, or the given fields, and exact
 * ones such as `role`, `status`), sort and page apply here.
 */
export function pageInMemory(
  records: readonly RaRecord[],
  { pagination, sort, filter }: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
  { searchIn = ['name', 'email'], numericText = false }: InMemoryOptions = {},
) {
  const { q, ...exact } = (filter ?? {}) as Raw;
  const needle = typeof q === 'string' ? q.trim().toLowerCase() : '';
  const matching = records.filter(
    (record) =>
      (!needle || searchIn.some((key) => String(record[key] ?? '').toLowerCase().includes(needle))) &&
      Object.entries(exact).every(([key, value]) => !present(value) || record[key] === value),
  );
  const field = sort?.field;
  const sorted =
    field && field !== 'id'
      ? [...matching].sort((a, b) => {
          const [x, y] = [a[field], b[field]];
          // Numbers (a payout's amount) by size, everything else as text.
          const order =
            typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), undefined, { numeric: numericText });
          return sort.order === 'ASC' ? order : -order;
        })
      : matching;
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? sorted.length;
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}
