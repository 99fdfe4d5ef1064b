import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { createFetchDouble, fail, ok, type Handler } from '../src/test/fetchDouble';
import { storeTestSession, USERS } from '../src/test/sessions';
import { createHttpClient } from '../dataProvider/httpClient';
import { createDataProvider } from '../dataProvider';
import { createAuthProvider } from './index';
import { getToken, isSessionEnding, readSession, sessionRefusal } from './session';

function authProvider(routes: Record<string, Handler> = {}) {
  const network = createFetchDouble(routes);
  const httpClient = createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken });
  return { auth: createAuthProvider({ api: createDataProvider({ httpClient }) }), network };
}

const user = {
  _id: 'u-1',
  id: 'u-1',
  role: 'merchant' as const,
  email: 'merchant@sandbox.test',
  name: 'Main Merchant',
  isSubUser: false,
  parentUser: null,
};

describe('authProvider.login', () => {
  it('stores the session of a granted sign-in, in sessionStorage without Remember me', async () => {
    const { auth } = authProvider({ 'POST /auth/login': ok({ user, token: 'tok', expiresAt: 0 }) });
    const outcome = await auth.login({ email: 'merchant@sandbox.test', password: 'pw' });
    expect(outcome).toEqual({ step: 'signedIn', user, message: undefined });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('userRole')).toBe('merchant');
  });

  it('stores it in localStorage with Remember me', async () => {
    const { auth } = authProvider({ 'POST /auth/login': ok({ user, token: 'tok', expiresAt: 0 }) });
    await auth.login({ email: 'merchant@sandbox.test', password: 'pw', rememberMe: true });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('reports the OTP and 2FA steps without storing anything', async () => {
    const { auth, network } = authProvider({ 'POST /auth/login': ok({ requiresOTP: true, email: 'otp@sandbox.test' }) });
    expect(await auth.login({ email: 'otp@sandbox.test', password: 'pw' })).toMatchObject({ step: 'otp', email: 'otp@sandbox.test' });
    network.on('POST /auth/login', ok({ requires2FA: true, type2FA: 'EMAIL', email: 'otp@sandbox.test', userId: 'u-9' }));
    expect(await auth.login({ email: 'otp@sandbox.test', password: 'pw', otp: '123456' })).toMatchObject({
      step: '2fa',
      type2FA: 'EMAIL',
      userId: 'u-9',
    });
    expect(readSession()).toBeNull();
  });

  it('refuses a grant for a role that is not a merchant-side login', async () => {
    const { auth } = authProvider({
      'POST /auth/login': ok({ user: { ...user, role: 'admin' }, token: 'tok', expiresAt: 0 }),
    });
    await expect(auth.login({ email: 'a@b.test', password: 'pw' })).rejects.toThrow();
    expect(readSession()).toBeNull();
  });

  it('verifies the 2FA code with loginFlow and stores the session', async () => {
    const { auth, network } = authProvider({ 'POST /auth/verify-2fa': ok({ user, token: 'tok2', expiresAt: 0 }) });
    await auth.verifyTwoFactor({ code: '123456', userId: 'u-1', rememberMe: true });
    expect(network.calls[0].body).toEqual({ code: '123456', userId: 'u-1', loginFlow: true });
    expect(localStorage.getItem('token')).toBe('tok2');
  });
});

describe('authProvider.checkAuth', () => {
  it('passes a valid session', async () => {
    storeTestSession(USERS.ops);
    await expect(authProvider().auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('clears an expired session, ends it on the server, and redirects to /', async () => {
    storeTestSession(USERS.merchant);
    sessionStorage.setItem('token_expiry', String(Date.now() - 1000));
    const { auth, network } = authProvider({ 'POST /auth/logout': ok(null) });
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
    expect(readSession()).toBeNull();
    expect(network.requests('POST /auth/logout')).toHaveLength(1);
    expect(network.requests('POST /auth/logout')[0].headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('rejects a role outside the four merchant-side roles', async () => {
    storeTestSession({ role: 'admin' as never });
    await expect(authProvider().auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('restores a session from the cookie with GET /auth/session when none is stored', async () => {
    const { auth } = authProvider({ 'GET /auth/session': ok({ user, expiresAt: Date.now() + 1000 }) });
    await auth.checkAuth({});
    expect(readSession()).toMatchObject({ role: 'merchant', token: null, userEmail: 'merchant@sandbox.test' });
  });

  it('rejects when there is neither a stored session nor a cookie session', async () => {
    const { auth } = authProvider({ 'GET /auth/session': ok(null) });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('rejects too when the gateway has no session call at all', async () => {
    const { auth } = authProvider({ 'GET /auth/session': fail(404) });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });
});

describe('authProvider.checkError', () => {
  // Rejecting would make react-admin's useDataProvider resolve the refused call as `{ data: {} }`.
  it('refuses the session on a 401 and resolves, so the refused call still rejects', async () => {
    storeTestSession(USERS.merchant);
    const { auth } = authProvider();
    await expect(auth.checkError(new HttpError('Authentication required. Please log in again.', 401))).resolves.toBeUndefined();
    expect(sessionRefusal()).toBe('Authentication required. Please log in again.');
    expect(isSessionEnding()).toBe(true);
  });

  it("refuses it with the helper client's own text on a helper client call's 401 (001 section 8)", async () => {
    storeTestSession(USERS.merchant);
    const { auth } = authProvider();
    await expect(auth.checkError(new HttpError('Authentication failed. Please login again.', 401))).resolves.toBeUndefined();
    expect(sessionRefusal()).toBe('Authentication failed. Please login again.');
  });

  it('ignores the 401s that arrive once the session is already gone', async () => {
    await expect(authProvider().auth.checkError(new HttpError('Authentication required.', 401))).resolves.toBeUndefined();
  });

  it('keeps the session on a 403 (the screen shows its message)', async () => {
    storeTestSession(USERS.merchant);
    const { auth } = authProvider();
    await expect(auth.checkError(new HttpError('Access denied', 403))).resolves.toBeUndefined();
    expect(readSession()).not.toBeNull();
  });

  it('keeps the session on other failures', async () => {
    storeTestSession(USERS.merchant);
    await expect(authProvider().auth.checkError(new HttpError('boom', 500))).resolves.toBeUndefined();
    expect(readSession()).not.toBeNull();
  });
});

describe('authProvider.logout', () => {
  it('ends the session on the server, clears storage and returns the login route', async () => {
    storeTestSession({ ...USERS.merchant, rememberMe: true });
    const { auth, network } = authProvider({ 'POST /auth/logout': ok(null) });
    await expect(auth.logout({})).resolves.toBe('/');
    expect(network.requests('POST /auth/logout')).toHaveLength(1);
    expect(readSession()).toBeNull();
  });

  it('keeps the session when the server cannot end it', async () => {
    storeTestSession(USERS.merchant);
    const { auth } = authProvider({ 'POST /auth/logout': fail(500) });
    await expect(auth.logout({})).rejects.toThrow('Logout failed');
    expect(readSession()).not.toBeNull();
  });

  it("quiets this tab when another tab's logout has already cleared the session", async () => {
    storeTestSession({ ...USERS.merchant, rememberMe: true });
    localStorage.clear();
    const { auth, network } = authProvider({ 'POST /auth/logout': ok(null) });
    expect(isSessionEnding()).toBe(false);
    await expect(auth.logout({})).resolves.toBe('/');
    expect(network.requests('POST /auth/logout')).toHaveLength(0);
    expect(isSessionEnding()).toBe(true);
  });

  it('treats a 401 as already logged out', async () => {
    storeTestSession(USERS.merchant);
    const { auth } = authProvider({ 'POST /auth/logout': fail(401) });
    await expect(auth.logout({})).resolves.toBe('/');
    expect(readSession()).toBeNull();
  });
});

describe('authProvider permissions', () => {
  it('gives the identity and the permissions of the stored user', async () => {
    storeTestSession(USERS.ops);
    const { auth } = authProvider();
    expect(await auth.getIdentity()).toEqual({
      id: '22222222-2222-4222-8222-222222222222',
      fullName: 'Ops',
      email: 'ops@sandbox.test',
    });
    expect(await auth.getPermissions({})).toEqual({
      role: 'operation',
      isSubUser: true,
      parentUser: '11111111-1111-4111-8111-111111111111',
      permissions: ['qr-code-generation', 'dashboard_access', 'complaints-view', 'transactions-view'],
    });
  });

  it.each([
    ['merchant', { resource: 'permissions', action: 'change-password' }, true],
    ['finance', { resource: 'permissions', action: 'change-password' }, false],
    ['finance', { resource: 'permissions', action: 'api-credentials' }, true],
    ['superops', { resource: 'permissions', action: 'balance-view' }, false],
    ['superops', { resource: 'actions', action: 'approve_payouts' }, true],
    ['ops', { resource: 'actions', action: 'approve_withdrawals' }, false],
    ['merchant', { resource: 'actions', action: 'manage_balance' }, true],
    ['finance', { resource: 'actions', action: 'manage_balance' }, false],
    // The QR generator's explanation for a user who may not read the API credentials.
    ['finance', { resource: 'actions', action: 'manage_api_credentials' }, true],
    ['ops', { resource: 'actions', action: 'manage_api_credentials' }, false],
    ['ops', { resource: 'pages', action: 'view' }, true],
    ['ops', { resource: 'transactions', action: 'list' }, true],
    ['ops', { resource: 'transactions', action: 'delete' }, false],
    ['ops', { resource: 'subusers', action: 'list' }, false],
    ['merchant', { resource: 'permissions', action: 'not-a-permission' }, false],
    ['merchant', { resource: 'unknown', action: 'list' }, false],
  ] as const)('canAccess for %s %o is %s', async (account, params, expected) => {
    storeTestSession(USERS[account]);
    expect(await authProvider().auth.canAccess({ ...params })).toBe(expected);
  });

  it('denies everything without a session', async () => {
    const { auth } = authProvider({ 'GET /auth/session': ok(null) });
    expect(await auth.canAccess({ resource: 'pages', action: 'view' })).toBe(false);
    expect(await auth.getPermissions({})).toBeNull();
  });
});

describe('sessions without a token (the cookie carries them)', () => {
  /** The 000 section 3 keys a session stores, the token aside. */
  const KEYS_BUT_TOKEN = ['userId', 'userRole', 'userName', 'userEmail', 'isSubUser', 'parentUser', 'token_expiry'];

  function setUp(routes: Record<string, Handler>) {
    const network = createFetchDouble({ ...routes, 'GET /merchant/u-1': ok({ apiKey: 'ak' }) });
    const httpClient = createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken });
    return { auth: createAuthProvider({ api: createDataProvider({ httpClient }) }), network, httpClient };
  }

  async function expectCookieOnlySession({ network, httpClient }: ReturnType<typeof setUp>, storage: Storage) {
    for (const key of KEYS_BUT_TOKEN) expect(storage.getItem(key), key).not.toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(readSession()).toMatchObject({ token: null, userId: 'u-1', role: 'merchant' });
    await httpClient('/merchant/u-1');
    const [later] = network.requests('GET /merchant/u-1');
    expect(later.headers.has('Authorization')).toBe(false);
    expect(later.credentials).toBe('include');
  }

  it('step 1: a sign-in answer with a user and no token signs in', async () => {
    const setup = setUp({ 'POST /auth/login': ok({ user, expiresAt: 0 }) });
    expect(await setup.auth.login({ email: 'merchant@sandbox.test', password: 'pw' })).toMatchObject({ step: 'signedIn', user });
    await expectCookieOnlySession(setup, sessionStorage);
  });

  it('step 2: the OTP sign-in answer without a token signs in (Remember me: localStorage)', async () => {
    const setup = setUp({ 'POST /auth/login': ok({ requiresOTP: true, email: 'merchant@sandbox.test' }) });
    expect(await setup.auth.login({ email: 'merchant@sandbox.test', password: 'pw', rememberMe: true })).toMatchObject({ step: 'otp' });
    setup.network.on('POST /auth/login', ok({ user, expiresAt: 0 }));
    expect(await setup.auth.login({ email: 'merchant@sandbox.test', password: 'pw', otp: '123456', rememberMe: true })).toMatchObject({
      step: 'signedIn',
    });
    await expectCookieOnlySession(setup, localStorage);
  });

  it('step 3: the 2FA verification answer without a token signs in', async () => {
    const setup = setUp({ 'POST /auth/verify-2fa': ok({ user, expiresAt: 0 }) });
    expect(await setup.auth.verifyTwoFactor({ code: '123456', userId: 'u-1' })).toMatchObject({ step: 'signedIn' });
    await expectCookieOnlySession(setup, sessionStorage);
  });

  it('the session check after a reload restores a tokenless session from the cookie', async () => {
    const setup = setUp({ 'GET /auth/session': ok({ user, expiresAt: Date.now() + 1000 }) });
    await setup.auth.checkAuth({});
    await expectCookieOnlySession(setup, sessionStorage);
  });

  it.each([
    ['data.token', { status: 200, body: { success: true, data: { user, token: 'in-data' } } }, 'in-data'],
    ['data.user.token', { status: 200, body: { success: true, data: { user: { ...user, token: 'in-user' } } } }, 'in-user'],
    ['data.accessToken', { status: 200, body: { success: true, data: { user, accessToken: 'access' } } }, 'access'],
    ['token beside data', { status: 200, body: { success: true, token: 'top', data: { user } } }, 'top'],
  ])('reads the token from %s and sends it as a Bearer token', async (_, answer, token) => {
    const setup = setUp({ 'POST /auth/login': answer });
    await setup.auth.login({ email: 'merchant@sandbox.test', password: 'pw' });
    expect(sessionStorage.getItem('token')).toBe(token);
    await setup.httpClient('/merchant/u-1');
    expect(setup.network.requests('GET /merchant/u-1')[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});

describe('gateways that answer in the other shapes or lack the sandbox additions (issue 15)', () => {
  it("signs in a user with `id`, isSubUser 'true' and parentUser as an object, stored in the spec's keys", async () => {
    const subUser = { id: 'u-7', role: 'sub_merchant', email: 'f@gw.test', name: 'Finance', isSubUser: 'true', parentUser: { id: 'p-1', name: 'Main' } };
    const { auth } = authProvider({ 'POST /auth/login': ok({ user: subUser }) });
    expect(await auth.login({ email: 'f@gw.test', password: 'pw' })).toMatchObject({ step: 'signedIn', user: { _id: 'u-7', id: 'u-7', isSubUser: true, parentUser: 'p-1' } });
    expect(sessionStorage.getItem('userId')).toBe('u-7');
    expect(sessionStorage.getItem('isSubUser')).toBe('true');
    expect(sessionStorage.getItem('parentUser')).toBe('p-1');
    expect(await auth.getPermissions({})).toMatchObject({ role: 'sub_merchant', isSubUser: true, parentUser: 'p-1' });
  });

  it("reads isSubUser 'false' as a main user (not a truthy string)", async () => {
    const { auth } = authProvider({ 'POST /auth/login': ok({ user: { ...user, isSubUser: 'false' } }) });
    await auth.login({ email: 'merchant@sandbox.test', password: 'pw' });
    expect(sessionStorage.getItem('isSubUser')).toBe('false');
    expect((await auth.getPermissions({}))?.permissions).toContain('change-password');
  });

  it("takes step flags sent as strings, and a false flag beside a user is no step", async () => {
    const { auth, network } = authProvider({ 'POST /auth/login': ok({ requiresOTP: 'true', email: 'o@gw.test' }) });
    expect(await auth.login({ email: 'o@gw.test', password: 'pw' })).toMatchObject({ step: 'otp' });
    network.on('POST /auth/login', ok({ requires2FA: false, requiresOTP: 'false', user }));
    expect(await auth.login({ email: 'o@gw.test', password: 'pw', otp: '123456' })).toMatchObject({ step: 'signedIn' });
  });

  it('after a reload, a stored cookie-only session is signed in without asking the gateway anything', async () => {
    const { auth: first } = authProvider({ 'POST /auth/login': ok({ user }) });
    await first.login({ email: 'merchant@sandbox.test', password: 'pw' });
    // The reload: new providers, the same storage, a gateway without GET /auth/session.
    const { auth, network } = authProvider({ 'GET /auth/session': fail(404) });
    await auth.checkAuth({});
    expect(await auth.getIdentity()).toMatchObject({ id: 'u-1' });
    expect(network.calls).toHaveLength(0);
  });

  it.each<[string, Handler]>([
    ['404', fail(404)],
    ['405', fail(405)],
  ])('asks a missing GET /auth/session (%s) once, however often the session is checked', async (_, missing) => {
    const { auth, network } = authProvider({ 'GET /auth/session': missing });
    for (let i = 0; i < 4; i++) await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
    expect(await auth.getPermissions({})).toBeNull();
    expect(network.requests('GET /auth/session')).toHaveLength(1);
  });

  it('keeps a stored session until a spec call answers 401', async () => {
    const { auth } = authProvider({ 'POST /auth/login': ok({ user }) });
    await auth.login({ email: 'merchant@sandbox.test', password: 'pw' });
    await expect(auth.checkError(new HttpError('Not found', 404))).resolves.toBeUndefined();
    expect(sessionRefusal()).toBeNull();
    await auth.checkError(new HttpError('Authentication required', 401));
    expect(sessionRefusal()).toBe('Authentication required. Please log in again.');
  });
});
