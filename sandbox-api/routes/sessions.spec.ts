import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { SESSION_MESSAGES, type SessionRecord } from '../../contract/sessions';
import { buildApp } from '../app';
import { sessionCookieName } from '../auth/cookie';
import { DEMO_PASSWORD } from '../db/seed';
import { sha256Hex } from '../lib/tokens';
import { anotherInstanceDb, bearer, useHarness } from '../test/harness';
import { useSocketClients } from '../test/listeners';

const h = useHarness();
const clients = useSocketClients(h);

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A real sign-in from a browser, so the session records its address and user agent. */
async function signIn(email: string, userAgent: string, ip = '203.0.113.7'): Promise<string> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { token: string } }).data.token;
}

const list = (token: string, query: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: '/api/v2/sessions', headers: bearer(token), query });
const end = (token: string, id: string) => h.app.inject({ method: 'DELETE', url: `/api/v2/sessions/${id}`, headers: bearer(token) });
const me = (token: string, app = h.app) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function sessionIdOf(token: string): Promise<string> {
  const { rows } = await h.db.query<{ id: string }>('SELECT id FROM sessions WHERE token_hash = $1', [sha256Hex(token)]);
  return rows[0].id;
}

async function endAllOf(email: string): Promise<void> {
  await h.db.query('DELETE FROM sessions WHERE user_id = $1', [await h.userId(email)]);
}

describe('GET /api/v2/sessions (issue 28)', () => {
  it("lists the caller's own live sessions, the current one marked, with the address and a readable browser, never a token", async () => {
    await endAllOf('superops@sandbox.test');
    const mac = await signIn('superops@sandbox.test', CHROME_MAC, '203.0.113.7');
    const linux = await signIn('superops@sandbox.test', FIREFOX_LINUX, '198.51.100.20');
    // Someone else's, and an expired one of the caller's: neither is listed.
    await h.loginAs('finance@sandbox.test');
    const expired = await h.loginAs('superops@sandbox.test');
    await h.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [await sessionIdOf(expired)]);

    const response = await list(mac, { sort: '["createdAt","ASC"]' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('sessions 0-1/2');
    const records = response.json() as SessionRecord[];
    expect(records).toEqual([
      { id: await sessionIdOf(mac), current: true, createdAt: expect.any(String), lastSeenAt: expect.any(String), ip: '203.0.113.7', userAgent: 'Chrome 131 on macOS' },
      { id: await sessionIdOf(linux), current: false, createdAt: expect.any(String), lastSeenAt: expect.any(String), ip: '198.51.100.20', userAgent: 'Firefox 133 on Linux' },
    ]);
    expect(response.body).not.toContain(mac);
    expect(response.body).not.toContain(linux);
    // The other browser sees the same two, itself as the current one.
    const fromLinux = (await list(linux)).json() as SessionRecord[];
    expect(fromLinux.filter((record) => record.current).map((record) => record.id)).toEqual([await sessionIdOf(linux)]);
  });

  it('answers every signed-in role, and no one without a session', async () => {
    for (const email of ['merchant@sandbox.test', 'finance@sandbox.test', 'superops@sandbox.test', 'ops@sandbox.test', 'other@sandbox.test']) {
      const response = await list(await h.loginAs(email));
      expect(response.statusCode, email).toBe(200);
      expect((response.json() as SessionRecord[]).some((record) => record.current)).toBe(true);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/sessions' })).statusCode).toBe(401);
  });

  it('filters by id and current, and refuses a bad sort, range or filter with a 400', async () => {
    const token = await h.loginAs('ops@sandbox.test');
    const own = await sessionIdOf(token);
    const current = (await list(token, { filter: '{"current":true}' })).json() as SessionRecord[];
    expect(current.map((record) => record.id)).toEqual([own]);
    const byId = (await list(token, { filter: JSON.stringify({ id: [own] }) })).json() as SessionRecord[];
    expect(byId.map((record) => record.id)).toEqual([own]);
    const bad: Record<string, string>[] = [{ sort: '["token","ASC"]' }, { range: '[5,1]' }, { filter: '{"userId":"x"}' }, { filter: 'not json' }];
    for (const query of bad) {
      const response = await list(token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('moves lastSeenAt at most once a minute: a busy session writes nothing per request', async () => {
    const token = await h.loginAs('ops@sandbox.test');
    const id = await sessionIdOf(token);
    const seen = async () => (await h.db.query<{ at: Date }>('SELECT last_seen_at AS at FROM sessions WHERE id = $1', [id])).rows[0].at.getTime();
    const first = await seen();
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    expect(await seen()).toBe(first);
    // A minute later (the times moved back), the next request records it, once.
    await h.db.query(`UPDATE sessions SET last_seen_at = last_seen_at - interval '2 minutes', created_at = created_at - interval '2 minutes' WHERE id = $1`, [id]);
    expect((await me(token)).statusCode).toBe(200);
    const moved = await seen();
    expect(moved).toBeGreaterThanOrEqual(first);
    const record = ((await list(token)).json() as SessionRecord[]).find((candidate) => candidate.id === id);
    expect(new Date(record!.lastSeenAt).getTime()).toBe(moved);
  });
});

describe('DELETE /api/v2/sessions/:id (issue 28)', () => {
  it('ends another session of the caller: its token answers 401 at once, even remembered by this and another instance', async () => {
    const other = await anotherInstanceDb(h.db);
    const otherApp = await buildApp({ config: h.config, db: other.db });
    try {
      const mine = await h.loginAs('finance@sandbox.test');
      const theirs = await h.loginAs('finance@sandbox.test');
      // Both instances have looked the session up, so both remember it.
      for (let i = 0; i < 2; i++) {
        expect((await me(theirs)).statusCode).toBe(200);
        expect((await me(theirs, otherApp)).statusCode).toBe(200);
      }
      const id = await sessionIdOf(theirs);
      const response = await end(mine, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, current: false });
      expect((await me(theirs)).statusCode).toBe(401);
      await vi.waitFor(async () => expect((await me(theirs, otherApp)).statusCode).toBe(401), { timeout: 2_000, interval: 5 });
      expect((await me(mine)).statusCode).toBe(200);
      // Ended is ended: a second time it names nothing.
      expect((await end(mine, id)).statusCode).toBe(404);
    } finally {
      await otherApp.close();
      await other.close();
    }
  });

  it('closes the sockets of the ended session and no others', async () => {
    const mine = await h.loginAs('ops@sandbox.test');
    const theirs = await h.loginAs('ops@sandbox.test');
    const connected = (socket: Socket) => new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    const mySocket = clients.open({ auth: { token: mine } });
    const theirSocket = clients.open({ auth: { token: theirs } });
    await Promise.all([connected(mySocket), connected(theirSocket)]);
    const closed = new Promise<string>((resolve) => theirSocket.once('disconnect', (reason) => resolve(reason)));
    expect((await end(mine, await sessionIdOf(theirs))).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(mySocket.connected).toBe(true);
  });

  it("answers 404 for another user's session, a teammate's or the main merchant's, and ends nothing", async () => {
    const finance = await h.loginAs('finance@sandbox.test');
    const merchant = await h.loginAs('merchant@sandbox.test');
    const otherMerchant = await h.loginAs('other@sandbox.test');
    for (const [caller, victim] of [
      [merchant, finance],
      [finance, merchant],
      [otherMerchant, merchant],
      [merchant, otherMerchant],
    ]) {
      const response = await end(caller, await sessionIdOf(victim));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: SESSION_MESSAGES.notFound });
      expect((await me(victim)).statusCode).toBe(200);
    }
    // Nor does anyone list another user's sessions.
    const listed = (await list(merchant)).json() as SessionRecord[];
    expect(listed.map((record) => record.id)).not.toContain(await sessionIdOf(finance));
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) expect((await end(merchant, id)).statusCode).toBe(404);
  });

  it('ends the current session too, as a sign-out: the cookie is cleared and the token refused', async () => {
    const token = await h.loginAs('superops@sandbox.test');
    const response = await end(token, await sessionIdOf(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ current: true });
    const cleared = response.cookies.find((cookie) => cookie.name === sessionCookieName(h.config));
    expect(cleared?.value).toBe('');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('records the ended session in the activity log', async () => {
    const mine = await h.loginAs('merchant@sandbox.test');
    const theirs = await signIn('merchant@sandbox.test', FIREFOX_LINUX, '198.51.100.30');
    expect((await end(mine, await sessionIdOf(theirs))).statusCode).toBe(200);
    const log = await h.app.inject({ method: 'GET', url: '/api/v2/activity', headers: bearer(mine), query: { filter: '{"type":"session.revoked"}' } });
    const [latest] = log.json() as ActivityRecord[];
    expect(latest).toMatchObject({ type: 'session.revoked', details: { ended: 1, current: false, browser: 'Firefox 133 on Linux', ip: '198.51.100.30' } });
  });
});

describe('POST /api/v2/sessions/end-others (issue 28)', () => {
  it("ends every session of the caller but the current one, and no one else's", async () => {
    await endAllOf('ops@sandbox.test');
    const mine = await h.loginAs('ops@sandbox.test');
    const others = [await h.loginAs('ops@sandbox.test'), await h.loginAs('ops@sandbox.test')];
    const teammate = await h.loginAs('superops@sandbox.test');
    const response = await h.app.inject({ method: 'POST', url: '/api/v2/sessions/end-others', headers: bearer(mine) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(teammate)).statusCode).toBe(200);
    expect(((await list(mine)).json() as SessionRecord[]).map((record) => record.current)).toEqual([true]);
    const again = await h.app.inject({ method: 'POST', url: '/api/v2/sessions/end-others', headers: bearer(mine) });
    expect(again.json()).toEqual({ ended: 0 });
  });
});
