import type { LightMyRequestResponse as Response } from 'fastify';
import { CHALLENGE_COOKIE } from '../auth/cookie';

/**
 * The sign-in challenge cookie that a password step set, as `app.inject`'s `cookies` option: what
 * the browser that passed step 1 sends with step 3. Throws when the answer set none.
 */
export function challengeCookieOf(response: Response): Record<string, string> {
  const cookie = response.cookies.find((candidate) => candidate.name === CHALLENGE_COOKIE);
  if (!cookie?.value) throw new Error(`The answer set no ${CHALLENGE_COOKIE} cookie: ${response.body}`);
  return { [CHALLENGE_COOKIE]: cookie.value };
}
