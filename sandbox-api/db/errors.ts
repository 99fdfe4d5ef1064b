/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong".
 * The API answers them with 503 and recovers by itself once the server is back (the pool reconnects).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'PGlite is closed',
  'PGlite is closing',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  // Node reports a refused dual-stack connect as an AggregateError of per-address errors.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

/** PostgreSQL's unique_violation, for "already exists" answers (409). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}
