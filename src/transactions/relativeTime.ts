import { NEW_BADGE_MS } from '../../contract/constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { date: Date };

/** 'Nm ago' under an hour, 'Nh ago' under a day, 'Nd ago' under a week, then the date (001 section 2.2). */
export function relativeTime(value: string, now: number = Date.now()): RelativeTime | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  // A clock a little ahead of the server's must not show a time in the future.
  const age = Math.max(0, now - time);
  if (age < HOUR) return { unit: 'minutes', count: Math.floor(age / MINUTE) };
  if (age < DAY) return { unit: 'hours', count: Math.floor(age / HOUR) };
  if (age < 7 * DAY) return { unit: 'days', count: Math.floor(age / DAY) };
  return { date: new Date(time) };
}

/** The NEW badge marks rows created in the last 24 hours (001 section 9). */
export function isNew(createdAt: string, now: number = Date.now()): boolean {
  const time = Date.parse(createdAt);
  return !Number.isNaN(time) && now - time < NEW_BADGE_MS;
}
