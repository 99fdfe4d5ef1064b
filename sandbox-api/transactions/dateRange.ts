import type { TransactionListQuery } from '../../contract/transactions';

/**
 * The created-time window of a list query, as `from <= created_at < before` (either side open).
 * Days are calendar days in the server's time zone: "today" starts at the server's midnight,
 * "last 7 days" is today and the six days before it, so the presets and a custom range of whole
 * days count the same rows.
 */
export interface CreatedRange {
  from: Date | null;
  before: Date | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const OPEN: CreatedRange = { from: null, before: null };

function startOfDay(now: Date, daysBack = 0): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
}

/** A date alone is that day's midnight; a date-time is the instant it names. */
function startBound(value: string): Date {
  const day = DATE_ONLY.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

/** A date alone covers its whole day (001 section 2.2), so the bound is the next midnight. */
function endBound(value: string): Date {
  const day = DATE_ONLY.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1);
  return new Date(new Date(value).getTime() + 1);
}

/**
 * A preset wins over dates. Dates apply only when both are set, with filter=custom or without a
 * filter: a half-filled custom range is still being typed, not a query (001 section 2.2).
 */
export function createdRange(
  query: Pick<TransactionListQuery, 'filter' | 'startDate' | 'endDate'>,
  now: Date,
): CreatedRange {
  switch (query.filter) {
    case 'today':
      return { from: startOfDay(now), before: null };
    case 'last7days':
      return { from: startOfDay(now, 6), before: null };
    case 'last30days':
      return { from: startOfDay(now, 29), before: null };
    default:
      if (!query.startDate || !query.endDate) return OPEN;
      return { from: startBound(query.startDate), before: endBound(query.endDate) };
  }
}

/** For the 400 on a custom range that ends before it starts. */
export function isBackwardsRange(query: Pick<TransactionListQuery, 'startDate' | 'endDate'>): boolean {
  if (!query.startDate || !query.endDate) return false;
  return startBound(query.startDate).getTime() >= endBound(query.endDate).getTime();
}
