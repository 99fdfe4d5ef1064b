import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { DEMO_PASSWORD } from '../../db/seed';
import { CROSS_SITE_REFUSED } from '../../plugins/authGuard';
import { bearer, useHarness, type Harness, PRODUCTION_ENV } from '../harness';
import { useSocketClients } from '../listeners';

/**
 * Issue 8, CSRF: a state change that only the session cookie authenticates must come from this
 * site (HTTP and the socket.io handshake), and the cookie is httpOnly, SameSite=Lax, and Secure in
 * production.
 */

const h = useHarness();
const production = useHarness({ env: PRODUCTION_ENV });

const FOREIGN = 'https://evil.example';

async function unreadCount(email: string): Promise<number> {
  const { rows } = await h.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.is_read = false',
    [email],
  );
  return rows[0].count;
}

const readAll = (headers: Record<string, string>) => h.app.inject({ method: 'PATCH', url: '/api/notifications/read-all', headers });

describe('state-changing calls authenticated by the cookie alone', () => {
  it('refuses a foreign Origin with 403, and changes nothing', async () => {
    const cookie = `sid=${await h.loginAs('merchant@sandbox.test')}`;
    const before = await unreadCount('merchant@sandbox.test');
    expect(before).toBeGreaterThan(0);

    for (const origin of [FOREIGN, 'null', 'http://localhost:8080.evil.example']) {
      const response = await readAll({ cookie, origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: CROSS_SITE_REFUSED });
    }
    // No Origin at all is refused too: a browser always sends one on a cross-site state change.
    expect((await readAll({ cookie })).statusCode).toBe(403);
    expect(await unreadCount('merchant@sandbox.test')).toBe(before);

    const changePassword = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { cookie, origin: FOREIGN },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Hijacked1234' },
    });
    expect(changePassword.statusCode).toBe(403);
    const signIn = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'merchant@sandbox.test', password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
  });

  it('lets a same-origin request through', async () => {
    const cookie = `sid=${await h.loginAs('finance@sandbox.test')}`;
    expect(await unreadCount('finance@sandbox.test')).toBeGreaterThan(0);
    // The app's public address, and the address the request itself was sent to.
    for (const origin of [h.config.publicUrl, 'http://localhost']) {
      const response = await readAll({ cookie, origin });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await unreadCount('finance@sandbox.test')).toBe(0);
  });

  it('lets a Bearer token through whatever the Origin: a cross-site page cannot read the token', async () => {
    expect(await unreadCount('superops@sandbox.test')).toBeGreaterThan(0);
    const response = await readAll({ ...bearer(await h.loginAs('superops@sandbox.test')), origin: FOREIGN });
    expect(response.statusCode, response.body).toBe(200);
    expect(await unreadCount('superops@sandbox.test')).toBe(0);
  });

  it('lets reads through: GET changes nothing', async () => {
    const cookie = `sid=${await h.loginAs('ops@sandbox.test')}`;
    const response = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie, origin: FOREIGN } });
    expect(response.statusCode).toBe(200);
  });
});

describe('socket.io handshake', () => {
  const clients = useSocketClients(h);

  function open(options: { token?: string; cookie?: string; origin?: string }): Promise<'connected' | string> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    const socket = clients.open({ auth: options.token ? { token: options.token } : {}, extraHeaders: headers });
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  it('refuses a foreign Origin with only the cookie', async () => {
    const cookie = `sid=${await h.loginAs('merchant@sandbox.test')}`;
    expect(await open({ cookie, origin: FOREIGN })).toBe(AUTH_MESSAGES.authRequired);
    expect(await open({ cookie, origin: 'not a url' })).toBe(AUTH_MESSAGES.authRequired);
  });

  it('accepts the cookie from this site, and the token from anywhere', async () => {
    const token = await h.loginAs('merchant@sandbox.test');
    expect(await open({ cookie: `sid=${token}`, origin: clients.url() })).toBe('connected');
    expect(await open({ cookie: `sid=${token}` })).toBe('connected');
    expect(await open({ token, origin: FOREIGN })).toBe('connected');
  });
});

describe('the session cookie', () => {
  async function sessionCookie(harness: Harness, rememberMe: boolean, name = 'sid'): Promise<string> {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'merchant@sandbox.test', password: DEMO_PASSWORD, rememberMe },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const sid = cookies.find((cookie) => cookie.startsWith(`${name}=`));
    expect(sid).toBeDefined();
    return sid!;
  }

  const attributes = (cookie: string) => cookie.split(';').slice(1).map((part) => part.trim().toLowerCase());

  it('is httpOnly and SameSite=Lax, and not Secure in sandbox mode (plain http on localhost)', async () => {
    for (const rememberMe of [false, true]) {
      const cookie = attributes(await sessionCookie(h, rememberMe));
      expect(cookie).toContain('httponly');
      expect(cookie).toContain('samesite=lax');
      expect(cookie).toContain('path=/');
      expect(cookie).not.toContain('secure');
    }
  });

  it('is httpOnly, SameSite=Lax and Secure in production, for the session and "Remember me" alike, under its __Host- name', async () => {
    for (const rememberMe of [false, true]) {
      const cookie = attributes(await sessionCookie(production, rememberMe, '__Host-sid'));
      expect(cookie).toContain('httponly');
      expect(cookie).toContain('samesite=lax');
      expect(cookie).toContain('secure');
      expect(cookie.some((part) => part.startsWith('max-age='))).toBe(rememberMe);
    }
  });
});
