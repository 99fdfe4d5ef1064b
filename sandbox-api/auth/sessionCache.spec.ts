import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/permissions';
import { buildApp } from '../app';
import { AUTH_CHANGED, ChangeFeed, CHANGES_LOST } from '../db/changes';
import { anotherInstanceDb, bearer, useHarness } from '../test/harness';
import { SessionCache } from './sessionCache';
import type { AuthUser } from './sessions';

const h = useHarness();

const someone: AuthUser = {
  id: 'u1',
  role: 'merchant' as Role,
  merchantId: 'u1',
  isSubUser: false,
  parentUser: null,
  merchantTimeZone: null,
  email: 'someone@example.test',
  name: 'Someone',
  sessionId: 's1',
  sessionExpiresAt: new Date(Date.now() + 3_600_000),
  sessionExtended: false,
  rememberMe: false,
};

function cacheWithFeed() {
  const feed = new ChangeFeed();
  return { feed, cache: new SessionCache({ onChange: (listener) => feed.subscribe(listener) }) };
}

describe('SessionCache', () => {
  it('answers a remembered session until it is due to be read again', async () => {
    const { cache } = cacheWithFeed();
    cache.remember('hash', cache.readStarted, { ...someone }, 30);
    expect(cache.get('hash')).toMatchObject({ id: 'u1', sessionId: 's1' });
    expect(cache.get('other')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('hash')).toBeNull();
  });

  it('forgets every session when a change to sessions or users is announced, or announcements may have been missed', () => {
    const { feed, cache } = cacheWithFeed();
    for (const topic of [AUTH_CHANGED, CHANGES_LOST]) {
      cache.remember('a', cache.readStarted, { ...someone }, 60_000);
      cache.remember('b', cache.readStarted, { ...someone, sessionId: 's2' }, 60_000);
      feed.announce('something-else');
      expect(cache.get('a')).not.toBeNull();
      feed.announce(topic);
      expect(cache.get('a')).toBeNull();
      expect(cache.get('b')).toBeNull();
    }
  });

  it('does not keep what a lookup read while a change was announced, nor a session already due', () => {
    const { feed, cache } = cacheWithFeed();
    const readStarted = cache.readStarted;
    feed.announce(AUTH_CHANGED);
    cache.remember('raced', readStarted, { ...someone }, 60_000);
    expect(cache.get('raced')).toBeNull();
    cache.remember('due', cache.readStarted, { ...someone }, 0);
    expect(cache.get('due')).toBeNull();
  });

  it('hands out a remembered session that nobody can change', () => {
    const { cache } = cacheWithFeed();
    cache.remember('hash', cache.readStarted, { ...someone }, 60_000);
    expect(Object.isFrozen(cache.get('hash'))).toBe(true);
  });
});

describe('sessions remembered by several app instances on one database', () => {
  it('a session ended, or a user blocked, through one instance is refused by the others at once', async () => {
    const other = await anotherInstanceDb(h.db);
    const otherApp = await buildApp({ config: h.config, db: other.db });
    const me = (app: typeof otherApp, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const refusedBy = async (app: typeof otherApp, token: string) => {
      // Another process hears the announcement a moment after the commit; this one before it resolves.
      await vi.waitFor(async () => expect((await me(app, token)).statusCode).toBe(401), { timeout: 2_000, interval: 5 });
    };
    try {
      const token = await h.loginAs('finance@sandbox.test');
      // Both instances have looked the session up, so both remember it.
      for (let i = 0; i < 2; i++) {
        expect((await me(h.app, token)).statusCode).toBe(200);
        expect((await me(otherApp, token)).statusCode).toBe(200);
      }
      const logout = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      expect((await me(h.app, token)).statusCode).toBe(401);
      await refusedBy(otherApp, token);

      const opsToken = await h.loginAs('ops@sandbox.test');
      expect((await me(h.app, opsToken)).statusCode).toBe(200);
      expect((await me(otherApp, opsToken)).statusCode).toBe(200);
      try {
        await other.db.query(`UPDATE users SET status = 'blocked' WHERE email = 'ops@sandbox.test'`);
        expect((await me(otherApp, opsToken)).statusCode).toBe(401);
        await refusedBy(h.app, opsToken);
      } finally {
        await h.db.query(`UPDATE users SET status = 'active' WHERE email = 'ops@sandbox.test'`);
      }
      // A role changed elsewhere is the role of the next request here.
      const { rows } = await h.db.query<{ role: string }>(`SELECT role FROM users WHERE email = 'ops@sandbox.test'`);
      const role = rows[0].role;
      expect((await me(h.app, opsToken)).json().data.user.role).toBe(role);
      const newRole = role === 'operation' ? 'super_operation' : 'operation';
      try {
        await other.db.query(`UPDATE users SET role = $1 WHERE email = 'ops@sandbox.test'`, [newRole]);
        await vi.waitFor(async () => expect((await me(h.app, opsToken)).json().data.user.role).toBe(newRole), { timeout: 2_000, interval: 5 });
      } finally {
        await h.db.query(`UPDATE users SET role = $1 WHERE email = 'ops@sandbox.test'`, [role]);
      }
    } finally {
      await otherApp.close();
      await other.close();
    }
  });
});
