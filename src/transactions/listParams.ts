import {
  DATE_FILTERS,
  SORTS,
  TRANSACTION_STATUSES,
  type DateFilter,
  type TransactionSort,
  type TransactionStatus,
} from '../../contract/transactions';
import { DEFAULT_TAB, isTabId, tabOf, type TabId } from './tabs';

/**
 * The list's state as it lives in the hash route's query, so a view can be bookmarked and shared:
 * `#/transactions?tab=deposit&status=confirmed&filter=last7days&sort=oldest&page=2`.
 * Unknown values in a hand-edited address are dropped rather than sent on to fail with a 400.
 */
export interface ListParams {
  tab: TabId;
  status: TransactionStatus | null;
  filter: DateFilter | null;
  /** Custom range days, `YYYY-MM-DD`. */
  startDate: string | null;
  endDate: string | null;
  sort: TransactionSort;
  page: number;
}

export const DEFAULT_SORT: TransactionSort = 'newest';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function day(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

export function parseListParams(search: string): ListParams {
  const query = new URLSearchParams(search);
  const tab = query.get('tab');
  const tabId = isTabId(tab) ? tab : DEFAULT_TAB;
  const status = oneOf(TRANSACTION_STATUSES, query.get('status'));
  const filter = oneOf(DATE_FILTERS, query.get('filter'));
  const page = Number(query.get('page'));
  return {
    tab: tabId,
    status: status && tabOf(tabId).statuses.includes(status) ? status : null,
    filter,
    startDate: filter === 'custom' ? day(query.get('startDate')) : null,
    endDate: filter === 'custom' ? day(query.get('endDate')) : null,
    sort: oneOf(SORTS, query.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a state; defaults stay out of it so shared links stay short. */
export function listSearch(params: ListParams): string {
  const query = new URLSearchParams({ tab: params.tab });
  if (params.status) query.set('status', params.status);
  if (params.filter) query.set('filter', params.filter);
  if (params.startDate) query.set('startDate', params.startDate);
  if (params.endDate) query.set('endDate', params.endDate);
  if (params.sort !== DEFAULT_SORT) query.set('sort', params.sort);
  if (params.page > 1) query.set('page', String(params.page));
  return `?${query.toString()}`;
}

export type ListChange = Partial<Omit<ListParams, 'page'>>;

/**
 * Applies a change of tab, filter or sort. Each one starts again at page 1 (001 section 4); a
 * status the new tab does not have is dropped, and leaving the custom range forgets its dates.
 */
export function changeParams(params: ListParams, change: ListChange): ListParams {
  const next: ListParams = { ...params, ...change, page: 1 };
  if (next.status && !tabOf(next.tab).statuses.includes(next.status)) next.status = null;
  if (next.filter !== 'custom') {
    next.startDate = null;
    next.endDate = null;
  }
  return next;
}

/** Clear Filters: back to the tab's unfiltered first page, newest first. */
export function clearedParams(params: ListParams): ListParams {
  return { tab: params.tab, status: null, filter: null, startDate: null, endDate: null, sort: DEFAULT_SORT, page: 1 };
}

/** A custom range applies only when both dates are set (001 section 2.2). */
export function customRangeApplies(params: ListParams): boolean {
  return params.filter === 'custom' && Boolean(params.startDate && params.endDate);
}

/** The date filter in effect: a preset, a complete custom range, or none. */
export function appliedDateFilter(params: ListParams): DateFilter | null {
  if (params.filter === 'custom') return customRangeApplies(params) ? 'custom' : null;
  return params.filter;
}

export function hasActiveFilters(params: ListParams): boolean {
  return Boolean(params.status || appliedDateFilter(params));
}

/** The list call's filter (001 section 7): type, sort, and the status and dates when set. */
export function listFilter(params: ListParams): Record<string, string> {
  const filter: Record<string, string> = { type: tabOf(params.tab).listType, sort: params.sort };
  if (params.status) filter.status = params.status;
  const dates = appliedDateFilter(params);
  if (dates) filter.filter = dates;
  if (dates === 'custom') {
    filter.startDate = params.startDate as string;
    filter.endDate = params.endDate as string;
  }
  return filter;
}

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Calendar days back from today, as the gateway counts them: "last 7 days" is today and the six before. */
const PRESET_DAYS: Record<Exclude<DateFilter, 'custom'>, number> = { today: 0, last7days: 6, last30days: 29 };

/** The days a date filter covers, for the export's file name (001 section 9). */
export function appliedRange(params: ListParams, now = new Date()): { startDate?: string; endDate?: string } {
  const dates = appliedDateFilter(params);
  if (!dates) return {};
  if (dates === 'custom') return { startDate: params.startDate as string, endDate: params.endDate as string };
  const start = new Date(now);
  start.setDate(start.getDate() - PRESET_DAYS[dates]);
  return { startDate: localDay(start), endDate: localDay(now) };
}
