import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord, SortPayload } from 'ra-core';
import { COMPLAINT_SORT_FIELDS, type ComplaintSortField } from '../contract/complaints';
import type { Ok } from '../contract/http';
import { IDEMPOTENCY_HEADER } from '../contract/payouts';
import type { TransactionSort } from '../contract/transactions';
import type { HttpClient, QueryValue } from './httpClient';
import { withRowShapes } from './rowShapes';

/**
 * The brief's six react-admin resources, each its own small data provider on the spec's paths
 * (001 section 7), composed in index.ts with combineDataProviders. A resource has only the calls
 * the gateway has; asking for another one is a programming error and says so.
 */
export const RESOURCE_NAMES = ['transactions', 'withdrawals', 'refunds', 'subusers', 'ip-whitelist', 'wallet-service-types'] as const;
export type GatewayResource = (typeof RESOURCE_NAMES)[number];

export function isGatewayResource(resource: string): resource is GatewayResource {
  return (RESOURCE_NAMES as readonly string[]).includes(resource);
}

type Raw = Record<string, unknown>;

/** The gateway names ids `_id`; react-admin wants `id`. */
export function withId<T extends Record<string, unknown>>(record: T): T & RaRecord {
  const id = (record.id ?? record._id) as Identifier;
  return { ...record, id };
}

interface Pagination {
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

/** What one resource answers; the calls it lacks are filled in by `complete`. */
/** A resource's calls; updateMany and deleteMany only where the resource does better than one call per id. */
type Calls = Partial<Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update' | 'delete' | 'updateMany' | 'deleteMany'>>;

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
function complete(resource: GatewayResource, calls: Calls): DataProvider {
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

const at = (prefix: string, id: Identifier) => `${prefix}/${encodeURIComponent(String(id))}`;

function recordOf(body: unknown): RaRecord {
  const data = (body as Ok<Raw> | null)?.data;
  if (!data || typeof data !== 'object') throw new Error('The answer carries no record');
  return withId(data);
}

/** The record a write answered with, else what was sent merged over what was there. */
function writtenRecord(body: unknown, sent: unknown, previous: unknown, id: Identifier): RaRecord {
  const data = (body as Ok<unknown> | null)?.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) return withId({ ...(previous as Raw), ...(data as Raw) });
  return withId({ ...(previous as Raw), ...(sent as Raw), id });
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 'all';

// ── transactions: GET /dashboard/transactionList, GET /dashboard/transaction/{id} ────────────

/** react-admin's sort as the gateway's sort word (001 section 2.2): updatedAt → updated, else newest/oldest by order. */
export function transactionSortWord(sort: SortPayload | undefined): TransactionSort {
  if (sort?.field === 'updatedAt') return 'updated';
  return sort?.order === 'ASC' ? 'oldest' : 'newest';
}

/** The gateway's sort word as react-admin's sort. */
export function transactionSortOf(word: TransactionSort): SortPayload {
  if (word === 'updated') return { field: 'updatedAt', order: 'DESC' };
  return { field: 'createdAt', order: word === 'oldest' ? 'ASC' : 'DESC' };
}

/** The list filter's keys the gateway reads after `type` and `sort`, in the spec's order (001 section 7). */
const TRANSACTION_FILTER_KEYS = ['status', 'filter', 'startDate', 'endDate'] as const;

function transactions(http: HttpClient): Calls {
  return {
    async getList(_, { pagination, sort, filter, signal }) {
      const page = pagination?.page ?? 1;
      const values = (filter ?? {}) as Raw;
      // A custom range applies only once both its days are set (001 section 2.2); until then the
      // list's filter keeps the half-set range (the screen shows it) and the call leaves it out.
      const customIncomplete = values.filter === 'custom' && !(present(values.startDate) && present(values.endDate));
      const query: Record<string, QueryValue> = { page, limit: pagination?.perPage, type: values.type as QueryValue, sort: transactionSortWord(sort) };
      for (const key of TRANSACTION_FILTER_KEYS) {
        if (customIncomplete && key !== 'status') continue;
        if (present(values[key])) query[key] = values[key] as QueryValue;
      }
      const { json } = await http('/dashboard/transactionList', { query, signal });
      return adaptList(json, page) as GetListResult;
    },
    async getOne(_, { id, signal }) {
      const { json } = await http(at('/dashboard/transaction', id), { signal });
      return { data: recordOf(json) as never };
    },
  };
}

// ── withdrawals: GET /withdrawal/my-withdrawals, POST /withdrawal ──────────────────────────

/** Refund types never show in the payout history (001 section 3), whatever the gateway sends. */
const REFUND_TYPES = ['refund'];

function withdrawals(http: HttpClient): Calls {
  return {
    async getList(_, { pagination, signal }) {
      const page = pagination?.page ?? 1;
      const { json } = await http('/withdrawal/my-withdrawals', { query: { page, limit: pagination?.perPage }, signal });
      const result = adaptList(json, page);
      return { ...result, data: result.data.filter((row) => !REFUND_TYPES.includes(String(row.type))) } as GetListResult;
    },
    /** `meta.idempotencyKey` stays the same for every retry of one submit, so the gateway makes one payout. */
    async create(_, { data, meta }) {
      const key = (meta as { idempotencyKey?: string } | undefined)?.idempotencyKey;
      const { json } = await http('/withdrawal', { method: 'POST', body: data, headers: key ? { [IDEMPOTENCY_HEADER]: key } : undefined });
      return { data: writtenRecord(json, data, {}, '') as never };
    },
  };
}

// ── refunds (the complaints screen): GET /refund/merchant, PUT /refund/merchant/{id} ─────────

const isComplaintSortField = (field: string | undefined): field is ComplaintSortField =>
  (COMPLAINT_SORT_FIELDS as readonly string[]).includes(field ?? '');

/** withdrawalId.amount is a number in the lists (001 section 3), whatever the gateway sends. */
function refundRow(row: RaRecord): RaRecord {
  const withdrawal = row.withdrawalId && typeof row.withdrawalId === 'object' ? (row.withdrawalId as Raw) : {};
  return {
    ...row,
    withdrawalId: {
      ...withdrawal,
      amount: Number(withdrawal.amount ?? 0),
      status: String(withdrawal.status ?? ''),
      clientWallet: (withdrawal.clientWallet as string | null | undefined) ?? null,
    },
  };
}

function refunds(http: HttpClient): Calls {
  return {
    /**
     * `?page&limit&search&status&sortBy&sortOrder` (001 section 7): react-admin's sort becomes
     * sortBy/sortOrder when its field is one the gateway sorts by; otherwise (the dashboard's
     * Latest Withdrawals, `?page=1&limit=3`, 000 section 7) neither is sent. Status `all` is no filter.
     */
    async getList(_, { pagination, sort, filter, signal }: GetListParams) {
      const page = pagination?.page ?? 1;
      const { search, q, status } = (filter ?? {}) as Raw;
      const sorted = isComplaintSortField(sort?.field);
      const query: Record<string, QueryValue> = {
        page,
        limit: pagination?.perPage,
        search: (present(search) ? search : q) as QueryValue,
        status: present(status) ? (status as QueryValue) : undefined,
        sortBy: sorted ? sort.field : undefined,
        sortOrder: sorted ? (sort.order === 'ASC' ? 'asc' : 'desc') : undefined,
      };
      const { json } = await http('/refund/merchant', { query, signal });
      const result = adaptList(json, page);
      const data = result.data.map(refundRow);
      // The screen reads pagination.totalPages (001 section 7), so it is the page count here.
      const totalPages = Number((json as { pagination?: Pagination } | null)?.pagination?.totalPages);
      if (!Number.isInteger(totalPages) || totalPages < 1) return { ...result, data } as GetListResult;
      return { data, pageInfo: { hasNextPage: page < totalPages, hasPreviousPage: page > 1 }, meta: { totalPages } } as GetListResult;
    },
    /** The answer to a complaint: action, status and adminNotes (001 section 7). */
    async update(_, { id, data, previousData }) {
      const { json } = await http(at('/refund/merchant', id), { method: 'PUT', body: data });
      const message = (json as Ok<unknown> | null)?.message;
      return { data: { ...writtenRecord(json, data, previousData, id), ...(message ? { message } : {}) } as never };
    },
  };
}

// ── subusers: GET/POST /subusers, PUT/DELETE /subusers/{id}, PATCH /subusers/{id}/status ───

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

function subusers(http: HttpClient): Calls {
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

// ── ip-whitelist: /ip-whitelist/{userId}[/add|/update] ────────────────────────────────────

function ownerOf(meta: unknown): string {
  const userId = (meta as { userId?: unknown } | undefined)?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('The ip-whitelist resource needs meta.userId');
  return encodeURIComponent(userId);
}

/** The whitelist's filters and sort, in memory: `q` searches the address; addresses sort part by part as numbers. */
const IP_LIST: InMemoryOptions = { searchIn: ['ipAddress'], numericText: true };

/** Deleted entries are hidden (001 section 4); the answer is the whole list. */
const visibleEntries = (body: unknown) => adaptList(body, 1).data.filter((entry) => entry.status !== 'deleted');

function ipWhitelist(http: HttpClient): Calls {
  const write = async (meta: unknown, call: 'add' | 'update', ip: unknown, status: string) => {
    const { json } = await http(`/ip-whitelist/${ownerOf(meta)}/${call}`, { method: 'POST', body: { ip, type: 'server', status } });
    return json;
  };
  const entryOf = (body: unknown, ip: unknown, fallback: RaRecord): RaRecord =>
    visibleEntries(body).find((entry) => entry.ipAddress === ip) ?? fallback;
  /** The addresses of the entries with these ids, from one read of the list. */
  const addressesOf = async (meta: unknown, ids: readonly Identifier[]): Promise<unknown[]> => {
    const { json } = await http(`/ip-whitelist/${ownerOf(meta)}`, { query: { type: 'server' } });
    const entries = adaptList(json, 1).data;
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
      return pageInMemory(visibleEntries(json), params, IP_LIST) as GetListResult;
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

// ── wallet-service-types: GET /wallet-service-types/list, /wallet-service-types/view/{id} ──

function walletServiceTypes(http: HttpClient): Calls {
  return {
    /** `?page&limit&search`; the gateway has one order. A failing status reads 'HTTP error! status: {code}' (001 section 8). */
    async getList(_, { pagination, filter, signal }) {
      const page = pagination?.page ?? 1;
      const { search, q } = (filter ?? {}) as Raw;
      const query = { page, limit: pagination?.perPage, search: (present(search) ? search : q) as QueryValue };
      const { json } = await http('/wallet-service-types/list', { query, signal, errors: 'httpStatus' });
      return adaptList(json, page) as GetListResult;
    },
    async getOne(_, { id, signal }) {
      const { json } = await http(at('/wallet-service-types/view', id), { signal, errors: 'httpStatus' });
      return { data: recordOf(json) as never };
    },
  };
}

/** Each resource's data provider; index.ts picks one per call with combineDataProviders. */
export function createResourceProviders(http: HttpClient): Record<GatewayResource, DataProvider> {
  const calls: Record<GatewayResource, Calls> = {
    transactions: transactions(http),
    withdrawals: withdrawals(http),
    refunds: refunds(http),
    subusers: subusers(http),
    'ip-whitelist': ipWhitelist(http),
    'wallet-service-types': walletServiceTypes(http),
  };
  // withRowShapes: each record read in any shape a gateway sends (rowShapes.ts, issue 15).
  return Object.fromEntries(RESOURCE_NAMES.map((name) => [name, withRowShapes(name, complete(name, calls[name]))])) as Record<GatewayResource, DataProvider>;
}
