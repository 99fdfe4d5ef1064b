import { AUTH_MESSAGES } from '../../contract/auth';
import type { Queryable } from '../db/types';
import { tooManyRequests } from '../lib/httpErrors';

/**
 * Fixed-window counters in the database (DECISIONS.md section 6). They count failures (wrong
 * passwords, wrong codes) and requests for mail, per account and per IP; a success is never
 * counted. Being in PostgreSQL, they hold across several API processes.
 */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTES = 60_000;

export const LIMITS = {
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

/** Seconds until the earliest of the given counters that is full resets, or null when none is full. */
export async function blockedFor(db: Queryable, keys: LimitKey[]): Promise<number | null> {
  if (keys.length === 0) return null;
  const { rows } = await db.query<{ key: string; count: number; seconds_left: number }>(
    `SELECT key, count, EXTRACT(EPOCH FROM (reset_at - now()))::float8 AS seconds_left
       FROM rate_limits WHERE key = ANY($1::text[]) AND reset_at > now()`,
    [keys.map(keyOf)],
  );
  let wait: number | null = null;
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.key === keyOf(key));
    if (row && row.count >= key.limit.max) wait = Math.max(wait ?? 0, row.seconds_left);
  }
  return wait;
}

/** Throws the 429 (with Retry-After) when any counter is full. */
export async function assertNotLimited(db: Queryable, keys: LimitKey[]): Promise<void> {
  const wait = await blockedFor(db, keys);
  if (wait !== null) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, wait);
}

/** Counts one event on each counter, starting a new window where the old one has ended. */
export async function hit(db: Queryable, keys: LimitKey[]): Promise<void> {
  for (const key of keys) {
    await db.query(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END`,
      [keyOf(key), key.limit.windowMs],
    );
  }
}

/** Refuses a mail request once its counters are full; each request let through counts. */
export async function countMailRequest(db: Queryable, keys: LimitKey[]): Promise<void> {
  await assertNotLimited(db, keys);
  await hit(db, keys);
}

export async function clear(db: Queryable, keys: LimitKey[]): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = ANY($1::text[])', [keys.map(keyOf)]);
}
