import type { DashboardQuery } from '../../contract/dashboard';
import { calendarOf, type Calendar, type CalendarDay } from '../lib/calendar';

/**
 * The created-time window of a dashboard period, `from <= created_at < before`, in the merchant's
 * time zone (merchant-settings `timezone`), or the server's (the process TZ) when it has none
 * (lib/calendar.ts), as contract/dashboard.ts defines each period. Periods that run to
 * the present end at `now` itself (to the millisecond). `days` holds the midnight starting each
 * calendar day of the window, for the volume series. `now` is a parameter so tests are exact.
 */
export interface PeriodWindow {
  from: Date;
  before: Date;
  /** The first instant of each calendar day in the window, in order; days[0] is `from`'s day. */
  days: Date[];
}

/** The same day `months` months earlier, or that month's last day when it is shorter (31 May → 28/29 Feb). */
function monthsBefore({ year, month, day }: CalendarDay, months: number): CalendarDay {
  const first = new Date(Date.UTC(year, month - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { year: first.getUTCFullYear(), month: first.getUTCMonth(), day: Math.min(day, lastDay) };
}

function parseDay(value: string): CalendarDay {
  const [year, month, day] = value.split('-').map(Number);
  return { year, month: month - 1, day };
}

function bounds(query: DashboardQuery, now: Date, calendar: Calendar): { from: Date; before: Date } {
  const { year, month, day } = calendar.dayOf(now);
  const localDay = (offsetDays: number) => calendar.midnight(year, month, day + offsetDays);
  const start = (of: CalendarDay) => calendar.midnight(of.year, of.month, of.day);
  const today = localDay(0);
  const untilNow = new Date(now.getTime() + 1);
  switch (query.filter) {
    case 'today':
      return { from: today, before: untilNow };
    case 'yesterday':
      return { from: localDay(-1), before: today };
    case 'thisWeek':
      // getUTCDay() of the day's date is 0 on Sunday: the week starts on Monday.
      return { from: localDay(-((new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7)), before: untilNow };
    case 'thisMonth':
      return { from: calendar.midnight(year, month, 1), before: untilNow };
    case 'last3Months':
      return { from: start(monthsBefore({ year, month, day }, 3)), before: untilNow };
    case 'last6Months':
      return { from: start(monthsBefore({ year, month, day }, 6)), before: untilNow };
    case 'currentYear':
      return { from: calendar.midnight(year, 0, 1), before: untilNow };
    case 'range': {
      // The schema has already required both dates, in order.
      const last = parseDay(query.endDate!);
      return { from: start(parseDay(query.startDate!)), before: calendar.midnight(last.year, last.month, last.day + 1) };
    }
  }
}

export function periodWindow(query: DashboardQuery, now: Date, timeZone: string | null = null): PeriodWindow {
  const calendar = calendarOf(timeZone);
  const { from, before } = bounds(query, now, calendar);
  const first = calendar.dayOf(from);
  const days: Date[] = [];
  // Stepping by calendar day, not by 24 hours: a daylight-saving day is 23 or 25 hours long.
  for (let day = from, n = 1; day < before; day = calendar.midnight(first.year, first.month, first.day + n++)) days.push(day);
  return { from, before, days };
}

/** A calendar day of the zone (null: the server's) as YYYY-MM-DD, the series' date label. */
export function dayLabel(day: Date, timeZone: string | null = null): string {
  const { year, month, day: date } = calendarOf(timeZone).dayOf(day);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}
