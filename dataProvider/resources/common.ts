import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'ra-core';
import type { Ok } from '../../contract/http';
import { withId, type ListPage, type Raw } from '../shapes';

/** A page of the list as react-admin's getList answers: the total, else page info from the page count, else the rows counted. */
export function listResult({ rows, total, totalPages }: Omit<ListPage, 'rows'> & { rows: RaRecord[] }, page: number): GetListResult {
  if (total !== null) return { data: rows, total };
  if (totalPages !== null) return { data: rows, pageInfo: { hasNextPage: page < totalPages, hasPreviousPage: page > 1 } };
  return { data: rows, total: rows.length };
}

/** Only the calls the gateway has (resources/index.ts refuses the others). */
export type Calls = Partial<DataProvider>;

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

/** Filters (`q` in `searchIn`, exact keys), sorts and pages an unpaged list; `numericText`: 10.0.0.9 < 10.0.0.10. */
export function pageInMemory(
  records: readonly RaRecord[],
  { pagination, sort, filter }: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
  { searchIn = ['name', 'email'], numericText = false }: { searchIn?: readonly string[]; numericText?: boolean } = {},
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
