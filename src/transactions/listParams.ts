import type { SortPayload } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import {
  DATE_FILTERS,
  DEPOSIT_STATUSES,
  PAYOUT_STATUSES,
  SORTS,
  TRANSACTION_STATUSES,
  type DateFilter,
  type ListType,
  type TransactionSort,
  type TransactionStatus,
} from '../../contract/transactions';
import { transactionSortOf, transactionSortWord } from '../../dataProvider/resources';
import { zonedDay, type ExportKind } from '../common/export/workbookRows';

/** The three tabs of 001 section 2.2, by the word the spec's messages use for {tab} and {type}. */
export type TabId = ExportKind;

/** Each tab's list call `type` (Withdraw sends refund, 001 section 7) and its Status choices (001 section 4). */
export const TABS: Record<TabId, { listType: ListType; statuses: readonly TransactionStatus[] }> = {
  deposit: { listType: 'deposit', statuses: DEPOSIT_STATUSES },
  payout: { listType: 'payout', statuses: PAYOUT_STATUSES },
  withdraw: { listType: 'refund', statuses: PAYOUT_STATUSES },
};

export const TAB_IDS = Object.keys(TABS) as TabId[];
const DEFAULT_TAB: TabId = 'deposit';
export const DEFAULT_SORT: TransactionSort = 'newest';
export const DEFAULT_FILTER = { type: TABS[DEFAULT_TAB].listType } as const;
export const DEFAULT_LIST_SORT = transactionSortOf(DEFAULT_SORT);

export const LIST_PATH = '/transactions';
export const detailsPath = (id: string) => `${LIST_PATH}/${encodeURIComponent(id)}`;

type Raw = Record<string, unknown>;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function day(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

/** The sort word of react-admin's sort; a field or order the gateway does not sort by is the default. */
const sortWordOf = (sort: Partial<SortPayload> = {}): TransactionSort =>
  sort.field === 'updatedAt' || (sort.field === 'createdAt' && oneOf(['ASC', 'DESC'], sort.order))
    ? transactionSortWord(sort as SortPayload)
    : DEFAULT_SORT;

/** The screen's state from the list controller's (so from the URL); unknown values go rather than fail with a 400. */
export function fromList({ filterValues, sort, page }: { filterValues: Raw; sort?: Partial<SortPayload>; page?: unknown }) {
  const tab = TAB_IDS.find((id) => TABS[id].listType === filterValues.type) ?? DEFAULT_TAB;
  const status = oneOf(TRANSACTION_STATUSES, filterValues.status);
  const filter = oneOf(DATE_FILTERS, filterValues.filter);
  const pageNumber = Number(page);
  return {
    tab,
    status: status && TABS[tab].statuses.includes(status) ? status : null,
    filter,
    startDate: filter === 'custom' ? day(filterValues.startDate) : null,
    endDate: filter === 'custom' ? day(filterValues.endDate) : null,
    sort: sortWordOf(sort),
    page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
}

export type ListParams = ReturnType<typeof fromList>;

/** The list controller's filter for a state: what the URL keeps (an incomplete custom range too). */
export function filterValuesOf({ tab, status, filter, startDate, endDate }: ListParams): Record<string, string> {
  const values = { type: TABS[tab].listType, status, filter, startDate, endDate };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The date filter in effect: a preset, or a custom range once both its days are set (001 section 2.2). */
export function appliedDateFilter(params: ListParams): DateFilter | null {
  if (params.filter === 'custom') return params.startDate && params.endDate ? 'custom' : null;
  return params.filter;
}

/** The query keys that hold the list's state, in react-admin's form or the screen's former one. */
const STATE_KEYS = ['filter', 'sort', 'order', 'page', 'perPage', 'tab', 'status', 'startDate', 'endDate'];
const LEGACY_KEYS = ['tab', 'status', 'startDate', 'endDate'];

function jsonObject(value: string | null): Raw | null {
  try {
    const parsed: unknown = JSON.parse(value ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Raw) : null;
  } catch {
    return null;
  }
}

/** The screen's former address (`?tab=payout&status=completed&filter=last7days&sort=oldest&page=2`). */
function fromLegacy(query: URLSearchParams): ListParams {
  const filterValues = Object.fromEntries(['status', 'filter', 'startDate', 'endDate'].map((key) => [key, query.get(key)]));
  return fromList({
    filterValues: { ...filterValues, type: TABS[oneOf(TAB_IDS, query.get('tab')) ?? DEFAULT_TAB].listType },
    sort: transactionSortOf(oneOf(SORTS, query.get('sort')) ?? DEFAULT_SORT),
    page: query.get('page') ?? 1,
  });
}

const sameValues = (a: Raw, b: Raw) => Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);

/**
 * The address to put in place before the list controller reads it, or null when fine: an old link (`?tab=deposit`)
 * in react-admin's form, a hand-edited one without its unknown values. Other keys (`details`) stay.
 */
export function canonicalSearch(search: string): string | null {
  const query = new URLSearchParams(search);
  if (![...query.keys()].some((key) => STATE_KEYS.includes(key))) return null;
  const filterJson = jsonObject(query.get('filter'));
  const legacy = LEGACY_KEYS.some((key) => query.has(key)) || (query.has('filter') && !filterJson) || oneOf(SORTS, query.get('sort')) !== null;
  const sortGiven = query.has('sort') ? { field: query.get('sort') ?? '', order: (query.get('order') ?? 'ASC') as SortPayload['order'] } : DEFAULT_LIST_SORT;
  const params = legacy ? fromLegacy(query) : fromList({ filterValues: filterJson ?? {}, sort: sortGiven, page: query.get('page') ?? 1 });
  const filter = filterValuesOf(params);
  const sort = transactionSortOf(params.sort);
  const fine =
    !legacy &&
    sameValues(filterJson ?? {}, filter) &&
    (query.has('sort') ? sortGiven.field === sort.field && query.get('order') === sort.order : !query.has('order')) &&
    [null, String(params.page)].includes(query.get('page')) &&
    [null, String(PAGE_SIZES.transactions)].includes(query.get('perPage'));
  if (fine) return null;

  const next = new URLSearchParams();
  query.forEach((value, key) => {
    if (!STATE_KEYS.includes(key)) next.append(key, value);
  });
  next.set('filter', JSON.stringify(filter));
  if (params.sort !== DEFAULT_SORT) {
    next.set('sort', sort.field);
    next.set('order', sort.order);
  }
  if (params.page > 1) next.set('page', String(params.page));
  return `?${next.toString()}`;
}

/** Calendar days back from today, as the gateway counts them: "last 7 days" is today and the six before. */
const PRESET_DAYS: Record<Exclude<DateFilter, 'custom'>, number> = { today: 0, last7days: 6, last30days: 29 };

/** The days (the merchant's time zone's) a date filter covers, for the export's file name (001 section 9). */
export function appliedRange(params: ListParams, now = new Date()): { startDate?: string; endDate?: string } {
  const dates = appliedDateFilter(params);
  if (!dates) return {};
  if (dates === 'custom') return { startDate: params.startDate as string, endDate: params.endDate as string };
  const endDate = zonedDay(now.getTime());
  return { startDate: new Date(Date.parse(endDate) - PRESET_DAYS[dates] * 86_400_000).toISOString().slice(0, 10), endDate };
}
