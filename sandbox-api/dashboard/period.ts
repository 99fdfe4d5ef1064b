import type { DashboardQuery } from '../../contract/dashboard';

/**
 * The created-time window of a dashboard period, `from <= created_at < before`, in the server's
 * time zone (the process TZ), as contract/dashboard.ts defines each period. Periods that run to
 * the present end at `now` itself (to the millisecond). `days` holds the midnight starting each
 * calendar day of the window, for the volume series. `now` is a parameter so tests are exact.
 */
export interface PeriodWindow {
  from: Date;
  before: Date;
  /** The first instant of each calendar day in the window, in order; days[0] is `from`'s day. */
  days: Date[];
}

const localDay = (date: Date, offsetDays = 0) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + offsetDays);

/** The same day `months` months earlier, or that month's last day when it is shorter (31 May → 28/29 Feb). */
function monthsBefore(day: Date, months: number): Date {
  const first = new Date(day.getFullYear(), day.getMonth() - months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(day.getDate(), lastDay));
}

function parseDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function bounds(query: DashboardQuery, now: Date): { from: Date; before: Date } {
  const today = localDay(now);
  const untilNow = new Date(now.getTime() + 1);
  switch (query.filter) {
    case 'today':
      return { from: today, before: untilNow };
    case 'yesterday':
      return { from: localDay(now, -1), before: today };
    case 'thisWeek':
      // getDay() is 0 on Sunday: the week starts on Monday.
      return { from: localDay(now, -((now.getDay() + 6) % 7)), before: untilNow };
    case 'thisMonth':
      return { from: new Date(now.getFullYear(), now.getMonth(), 1), before: untilNow };
    case 'last3Months':
      return { from: monthsBefore(today, 3), before: untilNow };
    case 'last6Months':
      return { from: monthsBefore(today, 6), before: untilNow };
    case 'currentYear':
      return { from: new Date(now.getFullYear(), 0, 1), before: untilNow };
    case 'range':
      // The schema has already required both dates, in order.
      return { from: parseDay(query.startDate!), before: localDay(parseDay(query.endDate!), 1) };
  }
}

export function periodWindow(query: DashboardQuery, now: Date): PeriodWindow {
  const { from, before } = bounds(query, now);
  const days: Date[] = [];
  // Stepping by calendar day, not by 24 hours: a daylight-saving day is 23 or 25 hours long.
  for (let day = from; day < before; day = localDay(day, 1)) days.push(day);
  return { from, before, days };
}

/** A local calendar day as YYYY-MM-DD, the series' date label. */
export function dayLabel(day: Date): string {
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
