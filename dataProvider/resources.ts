import type { Identifier, RaRecord } from 'ra-core';

/**
 * Which spec path (001 section 7) serves each react-admin resource. A resource only gets the
 * operations the gateway has; asking for another one is a programming error and says so.
 */

export interface ResourceRoutes {
  list?: string;
  one?: (id: string) => string;
  create?: string;
  update?: (id: string) => string;
  delete?: (id: string) => string;
}

const at = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;

export const RESOURCES = {
  transactions: { list: '/dashboard/transactionList', one: at('/dashboard/transaction') },
  withdrawals: { list: '/withdrawal/my-withdrawals', create: '/withdrawal' },
  complaints: { list: '/refund/merchant', update: at('/refund/merchant') },
  subusers: { list: '/subusers', create: '/subusers', update: at('/subusers'), delete: at('/subusers') },
  walletServiceTypes: { list: '/wallet-service-types/list', one: at('/wallet-service-types/view') },
  notifications: { list: '/notifications', delete: at('/notifications') },
} satisfies Record<string, ResourceRoutes>;

export type GatewayResource = keyof typeof RESOURCES;

export function routesOf(resource: string): ResourceRoutes {
  const routes = (RESOURCES as Record<string, ResourceRoutes>)[resource];
  if (!routes) throw new Error(`Unknown resource "${resource}"`);
  return routes;
}

export function pathFor<K extends keyof ResourceRoutes>(resource: string, operation: K): NonNullable<ResourceRoutes[K]> {
  const path = routesOf(resource)[operation];
  if (!path) throw new Error(`The gateway has no "${operation}" call for resource "${resource}"`);
  return path as NonNullable<ResourceRoutes[K]>;
}

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
 * Accepts the three list shapes the gateway answers with: `data: {docs,page,limit,total,totalPages}`
 * (001 section 3), `data: [...]` with `pagination: {total|totalPages|pages}`, and `data: [...]`
 * alone (its length is the total).
 */
export function adaptList(body: unknown, page: number): ListResult {
  const { data, pagination } = (body ?? {}) as { data?: unknown; pagination?: Pagination };
  if (data && typeof data === 'object' && Array.isArray((data as { docs?: unknown }).docs)) {
    const list = data as { docs: Record<string, unknown>[]; total?: number };
    return { data: list.docs.map(withId), total: Number(list.total ?? list.docs.length) };
  }
  if (!Array.isArray(data)) throw new Error('The list answer has neither data.docs nor a data array');
  const records = (data as Record<string, unknown>[]).map(withId);
  if (typeof pagination?.total === 'number') return { data: records, total: pagination.total };
  const totalPages = pagination?.totalPages ?? pagination?.pages;
  if (typeof totalPages === 'number') {
    return { data: records, pageInfo: { hasNextPage: page < totalPages, hasPreviousPage: page > 1 } };
  }
  return { data: records, total: records.length };
}
