import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../contract/constants';
import type { Config } from '../config';
import { CHALLENGE_TTL_MS } from './challenges';

/**
 * The session cookie's name. In production a __Host- cookie: the browser keeps it only when it is
 * Secure, Path=/ and without Domain, so no other host (a sibling subdomain, a plain-http page) can
 * set or shadow it. Sandbox mode runs on http, where browsers refuse __Host- cookies.
 */
export const sessionCookieName = (config: Pick<Config, 'sandbox'>): string => (config.sandbox ? SESSION_COOKIE : `__Host-${SESSION_COOKIE}`);

/**
 * httpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, Secure in production;
 * Path=/ and no Domain, as its __Host- name requires there.
 * With "Remember me" it survives a browser restart for the session's lifetime; otherwise it is a
 * browser-session cookie.
 */
export function sessionCookieOptions(config: Pick<Config, 'sandbox'>, rememberMe: boolean): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !config.sandbox,
    ...(rememberMe ? { maxAge: SESSION_TTL_MS / 1000 } : {}),
  };
}

/** The sign-in challenge's token (challenges.ts): from the password step to verify-2fa. */
export const CHALLENGE_COOKIE = 'sign_in_challenge';

/**
 * Sent back to the sign-in calls only (Path=/api/auth), never with a cross-site request
 * (SameSite=Strict), and unreadable by scripts; it lasts as long as the challenge.
 */
export function challengeCookieOptions(config: Pick<Config, 'sandbox'>): CookieSerializeOptions {
  return { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: !config.sandbox, maxAge: CHALLENGE_TTL_MS / 1000 };
}
