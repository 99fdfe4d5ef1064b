import { AUTH_MESSAGES } from '../../contract/auth';
import type { Queryable } from '../db/types';
import { tooManyRequests } from '../lib/httpErrors';

/**
 * Fixed-window counters in the database (DECISIONS.md section 6). They count failures (wrong
 * passwords, wrong codes) and requests for mail, per account and per IP; a success is never
 * counted. Being in PostgreSQL, they hold across several API processes.
 *
 * An attempt is counted before it is checked (countFirst), in one statement whose answer decides:
 * a burst of concurrent attempts gets distinct counts, so no more than the limit get through. An
 * attempt that turns out to be a success is then taken back (refund).
 */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTES = 60_000;

export const LIMITS = {
  /** Wrong passwords for one account from a browser that signed in to it before (device cookie). */
  loginDevice: { name: 'login:device', max: 5, windowMs: 15 * MINUTES },
  /** Wrong passwords for one account from one address: the brute-force case. */
  loginPair: { name: 'login:pair', max: 5, windowMs: 15 * MINUTES },
  /** Wrong passwords for one account from anywhere: a distributed guess. */
  loginAccount: { name: 'login:account', max: 10, windowMs: 15 * MINUTES },
  /** Wrong passwords from one address over any accounts: credential stuffing. */
  loginIp: { name: 'login:ip', max: 30, windowMs: 15 * MINUTES },
  /** Wrong one-time or 2FA codes. Each code also dies after 5 wrong tries (CODE_MAX_ATTEMPTS). */
  codeAccount: { name: 'code:account', max: 10, windowMs: 15 * MINUTES },
  codeIp: { name: 'code:ip', max: 30, windowMs: 15 * MINUTES },
  /** Requests that send mail: login codes, 2FA codes, reset links. */
  mailAccount: { name: 'mail:account', max: 5, windowMs: 15 * MINUTES },
  mailIp: { name: 'mail:ip', max: 20, windowMs: 15 * MINUTES },
  /**
   * Unusable reset tokens per address. A token names no account until it matches, and 256 random
   * bits cannot be guessed; this stops a client hammering the endpoint, whose every call hashes.
   */
  resetIp: { name: 'reset:ip', max: 20, windowMs: 15 * MINUTES },
  /** Wrong current passwords on change-password, per user: a stolen session cannot guess it. */
  passwordChange: { name: 'password-change:user', max: 5, windowMs: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

export interface LimitKey {
  limit: Limit;
  subject: string;
}

const keyOf = ({ limit, subject }: LimitKey) => `${limit.name}:${subject.toLowerCase()}`;

/**
 * Counts one attempt on each counter at once, starting a new window where the old one has ended,
 * then throws the 429 (with Retry-After) when any counter went past its limit. One statement, so
 * concurrent attempts see distinct counts and at most `max` of them pass.
 */
export async function countFirst(db: Queryable, keys: LimitKey[]): Promise<void> {
  if (keys.length === 0) return;
  const { rows } = await db.query<{ key: string; count: number; seconds_left: number }>(
    `INSERT INTO rate_limits AS r (key, count, reset_at)
     SELECT key, 1, now() + window_ms * interval '1 millisecond' FROM unnest($1::text[], $2::float8[]) AS k (key, window_ms)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING key, count, EXTRACT(EPOCH FROM (reset_at - now()))::float8 AS seconds_left`,
    [keys.map(keyOf), keys.map((key) => key.limit.windowMs)],
  );
  let wait: number | null = null;
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.key === keyOf(key));
    if (row && row.count > key.limit.max) wait = Math.max(wait ?? 0, row.seconds_left);
  }
  if (wait !== null) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, wait);
}

/** Takes back an attempt counted by countFirst that turned out to be a success. */
export async function refund(db: Queryable, keys: LimitKey[]): Promise<void> {
  await db.query('UPDATE rate_limits SET count = count - 1 WHERE key = ANY($1::text[]) AND count > 0 AND reset_at > now()', [keys.map(keyOf)]);
}


export async function clear(db: Queryable, keys: LimitKey[]): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = ANY($1::text[])', [keys.map(keyOf)]);
}
