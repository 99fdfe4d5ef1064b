import { wallClock, zonedInstant } from '../../contract/timeZones';

/** The one-click ranges of issue 29's Reports screen; `custom` takes two days. */
export const REPORT_RANGES = ['last24h', 'last48h', 'last72h', 'last7d', 'monthToDate', 'previousMonth', 'custom'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

const HOUR_MS = 3_600_000;
const ROLLING_HOURS: Partial<Record<ReportRange, number>> = { last24h: 24, last48h: 48, last72h: 72, last7d: 168 };

/** The zone's offset from UTC at an instant, in minutes (wallClock keeps whole seconds). */
const offsetMinutes = (timeZone: string, at: number) => (wallClock(at, timeZone) - Math.floor(at / 1000) * 1000) / 60_000;

/** An instant as the zone's wall-clock time with its offset: 2026-03-01T00:00:00+01:00 (the statement's form). */
export function zonedIso(at: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, at);
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return `${new Date(at + offset * 60_000).toISOString().slice(0, 19)}${sign}${hhmm}`;
}

/** The zone's calendar day of an instant as [year, month 1-12, day]. */
function zonedDay(at: number, timeZone: string): [number, number, number] {
  const [year, month, day] = zonedIso(at, timeZone).slice(0, 10).split('-').map(Number);
  return [year, month, day];
}

/** The instant of a local midnight, month 1-12 (month and day may overflow, as Date.UTC's). */
const localMidnight = (year: number, month: number, day: number, timeZone: string) => zonedInstant(timeZone, year, month - 1, day).getTime();

export type Period = { from: string; to: string };

/**
 * A range's period in the merchant's time zone, `from <= createdAt < to` (contract/reports.ts): the
 * rolling ones end at the next whole minute (a stable request, today's rows in), the months at local
 * midnights; custom takes `YYYY-MM-DD` days, both inclusive. Null for an incomplete custom range.
 */
export function periodOf(range: ReportRange, timeZone: string, now: number, days: { start: string; end: string }): Period | null {
  const end = Math.ceil(now / 60_000) * 60_000;
  const hours = ROLLING_HOURS[range];
  const [year, month] = zonedDay(now, timeZone);
  const span = (from: number, to: number) => ({ from: zonedIso(from, timeZone), to: zonedIso(to, timeZone) });
  if (hours) return span(end - hours * HOUR_MS, end);
  if (range === 'monthToDate') return span(localMidnight(year, month, 1, timeZone), end);
  if (range === 'previousMonth') return span(localMidnight(year, month - 1, 1, timeZone), localMidnight(year, month, 1, timeZone));
  if (!days.start || !days.end || days.start > days.end) return null;
  const [startYear, startMonth, startDay] = days.start.split('-').map(Number);
  const [endYear, endMonth, endDay] = days.end.split('-').map(Number);
  return span(localMidnight(startYear, startMonth, startDay, timeZone), localMidnight(endYear, endMonth, endDay + 1, timeZone));
}
