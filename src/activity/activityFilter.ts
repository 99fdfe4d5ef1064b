import type { ActivityFilter } from '../../contract/activity';
import { zonedInstant } from '../../contract/timeZones';
import { timeZoneName } from '../common/formatters';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A filter's day is the merchant's (its time zone, issue 29, else the browser's); the server reads a
 * bare day as UTC, so it is sent as the day's first and last moment there. The providers import it
 * with the activity list's first read: the admin app has no room for it.
 */
export function toServerFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const next: Record<string, unknown> = { ...filter };
  for (const [key, end] of [['from', 0], ['to', 1]] as const) {
    const day = typeof next[key] === 'string' ? DAY.exec(next[key]) : null;
    if (!day) continue;
    // The end is the next day's midnight less a millisecond.
    next[key] = new Date(zonedInstant(timeZoneName(), Number(day[1]), Number(day[2]) - 1, Number(day[3]) + end).getTime() - end).toISOString();
  }
  for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined || next[key] === null) delete next[key];
  return next satisfies Partial<Record<keyof ActivityFilter, unknown>>;
}
