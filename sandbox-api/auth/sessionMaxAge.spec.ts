import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../../contract/constants';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

const me = (token: string) => h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/**
 * Moves a session's sign-in back in time. last_seen_at moves back too, which the database
 * announces (migration 012), so no instance answers it from memory as it was.
 */
async function signedInAgo(token: string, ms: number, times: { lastSeenAgoMs: number; expiresInMs: number }): Promise<void> {
  await h.db.query(
    `UPDATE sessions SET created_at = now() - $2 * interval '1 millisecond',
            last_seen_at = now() - $3 * interval '1 millisecond', expires_at = now() + $4 * interval '1 millisecond'
      WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token, ms, times.lastSeenAgoMs, times.expiresInMs],
  );
}

describe('the absolute session limit (ASVS 3.3.2)', () => {
  it('ends a session 12 hours after sign-in, however active', async () => {
    const token = await h.loginAs('ops@sandbox.test');
    expect((await me(token)).statusCode).toBe(200);
    await signedInAgo(token, SESSION_MAX_AGE_MS + 1000, { lastSeenAgoMs: 5_000, expiresInMs: SESSION_TTL_MS - 5_000 });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('slides the 8 hours only up to 12 hours after sign-in', async () => {
    const token = await h.loginAs('ops@sandbox.test');
    const elevenHours = 11 * 60 * 60 * 1000;
    await signedInAgo(token, elevenHours, { lastSeenAgoMs: 2 * 60_000, expiresInMs: 10 * 60_000 });
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    const { rows } = await h.db.query<{ left_ms: number }>(
      `SELECT 1000 * extract(epoch FROM expires_at - now()) AS left_ms FROM sessions
        WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    );
    const left = Number(rows[0].left_ms);
    expect(left).toBeGreaterThan(SESSION_MAX_AGE_MS - elevenHours - 60_000);
    expect(left).toBeLessThanOrEqual(SESSION_MAX_AGE_MS - elevenHours);
  });

  it('a session remembered in memory is not answered past its 12 hours', async () => {
    const token = await h.loginAs('ops@sandbox.test');
    await signedInAgo(token, SESSION_MAX_AGE_MS - 1_500, { lastSeenAgoMs: 0, expiresInMs: 60 * 60_000 });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode, 'answered from memory within the limit').toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await me(token)).statusCode).toBe(401);
  });
});
