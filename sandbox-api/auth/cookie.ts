import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../contract/constants';
import type { Config } from '../config';

export { SESSION_COOKIE };

/**
 * httpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, Secure in production.
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
