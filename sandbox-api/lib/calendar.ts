import { wallClock, zonedInstant } from '../../contract/timeZones';

/** A calendar day; month 0-11, and the fields overflow as Date's do (day 0 is the previous month's last). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * Calendar days in the merchant's time zone (merchant-settings `timezone`, issue 29), or in the
 * server's (the process TZ) when it has none, as before the setting existed: the spec's date filters
 * and the dashboard's periods count the merchant's days. The zoned arithmetic is contract/timeZones.ts.
 */
export interface Calendar {
  /** The day an instant falls on. */
  dayOf(at: Date): CalendarDay;
  /** The first instant of a day. */
  midnight(year: number, month: number, day: number): Date;
}

const SERVER: Calendar = {
  dayOf: (at) => ({ year: at.getFullYear(), month: at.getMonth(), day: at.getDate() }),
  midnight: (year, month, day) => new Date(year, month, day),
};

export function calendarOf(timeZone: string | null): Calendar {
  if (timeZone === null) return SERVER;
  return {
    dayOf: (at) => {
      const local = new Date(wallClock(at.getTime(), timeZone));
      return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
    },
    midnight: (year, month, day) => zonedInstant(timeZone, year, month, day),
  };
}
