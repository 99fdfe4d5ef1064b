/**
 * Wall-clock arithmetic in an IANA time zone with Intl alone (issue 29): the dashboard's report
 * periods and the sandbox's statement files and schedules count local days the same way.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock time in a time zone, to the second, as the milliseconds of that time read as UTC. */
export function wallClock(at: string | number, timeZone: string): number {
  // One formatter a zone: an export converts each of 100,000 rows' dates, and making one is the slow part.
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format
      .formatToParts(typeof at === 'number' ? at : Date.parse(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant a local wall-clock time names; month 0-11, and the fields overflow as Date.UTC's do. */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0): Date {
  const guess = Date.UTC(year, month, day, hour);
  const first = guess - (wallClock(guess, timeZone) - guess);
  // Once more with the offset at that instant, for a time near a daylight-saving change.
  return new Date(guess - (wallClock(first, timeZone) - first));
}
