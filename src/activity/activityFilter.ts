import type { ActivityFilter } from '../../contract/activity';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter's day is the user's own; the server reads a bare day as UTC, so it is sent as its local start and end. */
export function toServerFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const next: Record<string, unknown> = { ...filter };
  const bound = (day: unknown, time: string) => (typeof day === 'string' && DAY.test(day) ? new Date(`${day}T${time}`).toISOString() : day);
  if (next.from) next.from = bound(next.from, '00:00:00.000');
  if (next.to) next.to = bound(next.to, '23:59:59.999');
  for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined || next[key] === null) delete next[key];
  return next satisfies Partial<Record<keyof ActivityFilter, unknown>>;
}
