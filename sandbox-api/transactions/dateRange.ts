import type { TransactionListQuery } from '../../contract/transactions';
import { calendarOf, type Calendar } from '../lib/calendar';

/**
 * The created-time window of a list query, as `from <= created_at < before` (either side open).
 * Days are calendar days in the merchant's time zone (merchant-settings `timezone`), or in the
 * server's when it has none (lib/calendar.ts): "today" starts at that midnight, "last 7 days" is
 * today and the six days before it, so the presets and a custom range of whole days count the same rows.
 */
export interface CreatedRange {
  from: Date | null;
  before: Date | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const OPEN: CreatedRange = { from: null, before: null };

function startOfDay(calendar: Calendar, now: Date, daysBack = 0): Date {
  const { year, month, day } = calendar.dayOf(now);
  return calendar.midnight(year, month, day - daysBack);
}

/** A date alone is that day's midnight; a date-time is the instant it names. */
function startBound(value: string, calendar: Calendar): Date {
  const day = DATE_ONLY.exec(value);
  if (day) return calendar.midnight(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

/** A date alone covers its whole day (001 section 2.2), so the bound is the next midnight. */
function endBound(value: string, calendar: Calendar): Date {
  const day = DATE_ONLY.exec(value);
  if (day) return calendar.midnight(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1);
  return new Date(new Date(value).getTime() + 1);
}

/**
 * A preset wins over dates. Dates apply only when both are set, with filter=custom or without a
 * filter: a half-filled custom range is still being typed, not a query (001 section 2.2).
 */
export function createdRange(
  query: Pick<TransactionListQuery, 'filter' | 'startDate' | 'endDate'>,
  now: Date,
  timeZone: string | null = null,
): CreatedRange {
  const calendar = calendarOf(timeZone);
  switch (query.filter) {
    case 'today':
      return { from: startOfDay(calendar, now), before: null };
    case 'last7days':
      return { from: startOfDay(calendar, now, 6), before: null };
    case 'last30days':
      return { from: startOfDay(calendar, now, 29), before: null };
    default:
      if (!query.startDate || !query.endDate) return OPEN;
      return { from: startBound(query.startDate, calendar), before: endBound(query.endDate, calendar) };
  }
}

/**
 * For the 400 on a custom range that ends before it starts. Told in the server's days: the schema
 * knows no merchant, and two dates alone are in the same order in every zone.
 */
export function isBackwardsRange(query: Pick<TransactionListQuery, 'startDate' | 'endDate'>): boolean {
  if (!query.startDate || !query.endDate) return false;
  const server = calendarOf(null);
  return startBound(query.startDate, server).getTime() >= endBound(query.endDate, server).getTime();
}
