import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { PRODUCTION_ENV, useHarness, type Harness } from '../test/harness';
import { useSocketClients } from '../test/listeners';

/**
 * The session cookie (issue 26 2.7): a __Host- cookie in production (Secure, Path=/, no Domain),
 * which no sibling host can set or shadow; sandbox mode, on http, keeps `sid`.
 */
const sandbox = useHarness();
const production = useHarness({ env: PRODUCTION_ENV });
const productionSockets = useSocketClients(production);

async function signIn(h: Harness) {
  const response = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ops@sandbox.test', password: DEMO_PASSWORD, rememberMe: true } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const me = (h: Harness, cookie: string) => h.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('the session cookie', () => {
  it('is __Host-sid in production: Secure, Path=/, no Domain, and only that name authenticates', async () => {
    const response = await signIn(production);
    const token = response.json().data.token as string;
    const cookie = response.cookies.find((each) => each.name === '__Host-sid');
    expect(cookie).toMatchObject({ value: token, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.find((each) => each.name === 'sid')).toBeUndefined();
    expect((await me(production, `__Host-sid=${token}`)).statusCode).toBe(200);
    // A cookie any other host could have set is not the session.
    expect((await me(production, `sid=${token}`)).statusCode).toBe(401);

    const logout = await production.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `__Host-sid=${token}`, origin: production.config.publicUrl } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((each) => each.name === '__Host-sid')).toMatchObject({ value: '', path: '/', secure: true });
  });

  it('opens a socket in production with the __Host- cookie only', async () => {
    const token = await production.loginAs('ops@sandbox.test');
    const outcome = (cookie: string) =>
      new Promise<string>((resolve) => {
        const socket = productionSockets.open({ extraHeaders: { cookie } });
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    expect(await outcome(`__Host-sid=${token}`)).toBe('connected');
    expect(await outcome(`sid=${token}`)).toBe('Authentication required. Please log in again.');
  });

  it('keeps sid in sandbox mode, which runs on http where browsers refuse __Host- cookies', async () => {
    const response = await signIn(sandbox);
    const token = response.json().data.token as string;
    expect(response.cookies.find((each) => each.name === 'sid')).toMatchObject({ value: token, path: '/' });
    expect(response.cookies.find((each) => each.name === '__Host-sid')).toBeUndefined();
    expect((await me(sandbox, `sid=${token}`)).statusCode).toBe(200);
  });
});
