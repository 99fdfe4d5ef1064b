import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';
import { deriveKey } from '../lib/secretBox';

/**
 * A device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): set at a
 * successful sign-in, it names the account and says "this browser signed in to it before". The
 * sign-in rate limit then counts that browser's wrong passwords on a counter of its own, and the
 * failures of everyone else never lock it out (DECISIONS.md section 6). It vouches, it does not
 * authenticate: the password (and 2FA) are asked as always.
 *
 * Value: `<user id>.<issued at, ms>.<nonce>.<HMAC-SHA256 of the rest>`, under a key derived from
 * SESSION_SECRET; a value that does not verify, has expired, or names another account is ignored.
 */
export const DEVICE_COOKIE = 'known_device';
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60_000;

export interface KnownDevice {
  userId: string;
  /** Tells this browser's cookie apart from the account's others: the key of its own counter. */
  nonce: string;
}

const keys = new Map<string, Buffer>();
function keyOf(sessionSecret: string): Buffer {
  let key = keys.get(sessionSecret);
  if (!key) {
    key = deriveKey(sessionSecret, 'device cookie v1');
    keys.set(sessionSecret, key);
  }
  return key;
}

const sign = (sessionSecret: string, payload: string) => createHmac('sha256', keyOf(sessionSecret)).update(payload).digest();

export function issueDeviceCookie(sessionSecret: string, userId: string, now = Date.now()): string {
  const payload = `${userId}.${now}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(sessionSecret, payload).toString('base64url')}`;
}

/** The device the cookie vouches for, when it is ours, unexpired, and names this account. */
export function readDeviceCookie(sessionSecret: string, value: string | undefined, userId: string, now = Date.now()): KnownDevice | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [owner, issuedAt, nonce, signature] = parts;
  const expected = sign(sessionSecret, `${owner}.${issuedAt}.${nonce}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now - Number(issuedAt);
  if (owner !== userId || !(age >= 0 && age < DEVICE_COOKIE_TTL_MS)) return null;
  return { userId: owner, nonce };
}

/** Long-lived, for the sign-in calls only, unreadable by scripts, never sent cross-site. */
export function deviceCookieOptions(config: Pick<Config, 'sandbox'>): CookieSerializeOptions {
  return { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: !config.sandbox, maxAge: DEVICE_COOKIE_TTL_MS / 1000 };
}
