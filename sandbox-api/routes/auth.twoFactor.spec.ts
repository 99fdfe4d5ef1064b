import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { totpCode } from '../auth/totp';
import { bearer, useHarness } from '../test/harness';
import { challengeCookieOf } from '../test/signInCookies';
import { AUTH_ROUTE_MESSAGES } from './auth';

/** Issue 12: disabling 2FA needs a current code; a manager's reset does not. */

const h = useHarness();

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  h.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

let counter = 0;
/** A fresh sub-user of merchant@, created through the API as the manager. */
async function newSubUser(role: 'operation' | 'super_operation' | 'sub_merchant' = 'operation') {
  counter += 1;
  const email = `twofa${counter}@sandbox.test`;
  const merchant = await h.loginAs('merchant@sandbox.test');
  const response = await call(merchant, 'POST', '/subusers', { email, name: `Two FA ${counter}`, role, password: 'secret1' });
  expect(response.statusCode).toBe(200);
  return { id: response.json().data._id as string, email, password: 'secret1' };
}

async function status(token: string) {
  return (await call(token, 'GET', '/auth/2fa-status')).json().data;
}

/** Enables and verifies the authenticator on the signed-in account; returns the secret. */
async function verifiedAuthenticator(token: string): Promise<string> {
  const enabled = await call(token, 'POST', '/auth/toggle-2fa', { enable: 'true', type2FA: 'GOOGLE_AUTH' });
  const { secret } = enabled.json().data as { secret: string };
  expect((await call(token, 'POST', '/auth/verify-2fa', { code: totpCode(secret) })).statusCode).toBe(200);
  return secret;
}

/** The next step's code: the one used to verify cannot be replayed. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('disabling own 2FA', () => {
  it('refuses without a code, with a clear message, and nothing changes', async () => {
    const { email } = await newSubUser('super_operation');
    const token = await h.loginAs(email);
    await verifiedAuthenticator(token);
    const before = await status(token);

    const refused = await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(AUTH_ROUTE_MESSAGES.codeRequiredToDisable);
    expect(await status(token)).toEqual(before);
    expect(before).toEqual({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'true' });
  });

  it('refuses a wrong authenticator code, accepts a right one', async () => {
    const { email, password } = await newSubUser();
    const token = await h.loginAs(email);
    const secret = await verifiedAuthenticator(token);

    const stale = totpCode(secret, Date.now() - 10 * 60_000);
    const wrong = await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false', code: stale === '000000' ? '111111' : stale });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCode);
    expect((await status(token)).enabled2FA).toBe('true');
    // Sign-in still asks for it.
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.json().data).toMatchObject({ requires2FA: true });

    const right = await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false', code: nextCode(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe(AUTH_ROUTE_MESSAGES.twoFactorDisabled);
    expect(await status(token)).toEqual({ enabled2FA: 'false', type2FA: null, verified2FA: 'false' });
  });

  it('email 2FA: the settings send-code call mails the code that disables it; a wrong one is refused', async () => {
    const { email } = await newSubUser();
    const token = await h.loginAs(email);
    await call(token, 'POST', '/auth/toggle-2fa', { enable: 'true', type2FA: 'EMAIL' });
    const [setupCode] = await h.mailbox(email);
    expect((await call(token, 'POST', '/auth/verify-2fa', { code: setupCode.code })).statusCode).toBe(200);

    expect((await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false' })).statusCode).toBe(400);
    const sent = await call(token, 'POST', '/auth/generate-2fa-code');
    expect(sent.json().message).toBe('Code sent to your email');
    const [mailed] = await h.mailbox(email);
    const wrong = mailed.code === '000000' ? '111111' : '000000';
    expect((await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false', code: wrong })).statusCode).toBe(400);
    expect((await status(token)).enabled2FA).toBe('true');
    expect((await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false', code: mailed.code })).statusCode).toBe(200);
    expect((await status(token)).enabled2FA).toBe('false');
  });

  it('a main user cancels an unverified setup without a code: it guards nothing yet', async () => {
    const token = await h.loginAs('other@sandbox.test');
    await call(token, 'POST', '/auth/toggle-2fa', { enable: 'true', type2FA: 'GOOGLE_AUTH' });
    const off = await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false' });
    expect(off.statusCode).toBe(200);
    expect(await status(token)).toEqual({ enabled2FA: 'false', type2FA: null, verified2FA: 'false' });
  });

  it('the code field is validated: not six digits answers 400', async () => {
    const token = await h.loginAs('other@sandbox.test');
    const bad = await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false', code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['code']);
  });
});

describe("a manager resetting a sub-user's 2FA", () => {
  it("needs no code of the sub-user: Disable 2FA and Delete 2FA both work on verified 2FA", async () => {
    const merchant = await h.loginAs('merchant@sandbox.test');
    for (const reset of [
      (id: string) => call(merchant, 'POST', `/subusers/${id}/toggle-2fa`, { enable: 'false' }),
      (id: string) => call(merchant, 'DELETE', `/subusers/2fa/${id}`),
    ]) {
      const { id, email, password } = await newSubUser();
      const token = await h.loginAs(email);
      await verifiedAuthenticator(token);
      const response = await reset(id);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ enabled2FA: 'false', type2FA: null, verified2FA: 'false' });
      const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(login.json().data.token).toBeTruthy();
    }
  });
});

describe('2FA a manager turned on: enrolment at the next sign-in', () => {
  const login = (email: string, password = 'secret1') =>
    h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  /** Step 3, from the client whose step 1 answered `first` (none: a client that skipped it). */
  const verify = (userId: string, code: string, first?: Awaited<ReturnType<typeof login>>) =>
    h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', payload: { code, userId, loginFlow: true }, cookies: first ? challengeCookieOf(first) : {} });
  const sessionsOf = async (userId: string) =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId])).rows[0].n;

  async function managerEnables(type2FA: 'GOOGLE_AUTH' | 'EMAIL') {
    const user = await newSubUser();
    const merchant = await h.loginAs('merchant@sandbox.test');
    const enabled = await call(merchant, 'POST', `/subusers/${user.id}/toggle-2fa`, { enable: 'true', type2FA });
    expect(enabled.json().data).toMatchObject({ enabled2FA: 'true', type2FA, verified2FA: 'false' });
    return user;
  }

  it('authenticator: the answer asks for enrolment with the QR and secret, no session until a right code, then 2FA is verified', async () => {
    const { id, email } = await managerEnables('GOOGLE_AUTH');
    const first = await login(email);
    expect(first.statusCode).toBe(200);
    expect(first.cookies.map((cookie) => cookie.name)).toEqual(['sign_in_challenge']);
    const body = first.json();
    expect(body.message).toBe(AUTH_MESSAGES.enrol2fa);
    expect(body.data).toMatchObject({ requiresEnrolment: true, type2FA: 'GOOGLE_AUTH', email, userId: id });
    expect(body.data.token).toBeUndefined();
    expect(body.data.user).toBeUndefined();
    const { secret, qrCode } = body.data as { secret: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(qrCode).searchParams.get('secret')).toBe(secret);
    expect(await sessionsOf(id)).toBe(0);

    // An unfinished attempt keeps the secret the app may already hold.
    const again = await login(email);
    expect(again.json().data.secret).toBe(secret);

    const stale = totpCode(secret, Date.now() - 10 * 60_000);
    const wrong = await verify(id, stale === '000000' ? '111111' : stale, again);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCode);
    expect(await sessionsOf(id)).toBe(0);

    // The enrolment belongs to the client that passed the password step: a right code from
    // anyone else (no cookie, or the replaced first attempt's) enrols nothing.
    expect((await verify(id, totpCode(secret))).statusCode).toBe(401);
    expect((await verify(id, totpCode(secret), first)).statusCode).toBe(401);
    expect(await sessionsOf(id)).toBe(0);
    expect(await status(await h.loginAs(email))).toMatchObject({ verified2FA: 'false' });

    const done = await verify(id, totpCode(secret), again);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.token).toBeTruthy();
    expect(done.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe(done.json().data.token);
    expect(await status(done.json().data.token)).toEqual({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'true' });

    // From now on it is the ordinary 2FA step; the same challenge cannot be used twice.
    expect((await verify(id, nextCode(secret), again)).statusCode).toBe(401);
    expect((await login(email)).json().data).toMatchObject({ requires2FA: true, type2FA: 'GOOGLE_AUTH', userId: id });
  });

  it('email: the sign-in mails a code, the sign-in flow send-code mails another, the newest one completes enrolment', async () => {
    const { id, email } = await managerEnables('EMAIL');
    const first = await login(email);
    expect(first.json().data).toEqual({ requiresEnrolment: true, type2FA: 'EMAIL', email, userId: id, qrCode: null, secret: null });
    const [mailed] = await h.mailbox(email);
    expect(mailed.code).toMatch(/^\d{6}$/);
    expect(await sessionsOf(id)).toBe(0);

    // Another client cannot have a code sent, nor use one.
    const elsewhere = await h.app.inject({ method: 'POST', url: '/api/auth/generate-2fa-code', payload: { userId: id } });
    expect(elsewhere.statusCode).toBe(401);
    expect((await verify(id, mailed.code!)).statusCode).toBe(401);

    const resent = await h.app.inject({ method: 'POST', url: '/api/auth/generate-2fa-code', payload: { userId: id }, cookies: challengeCookieOf(first) });
    expect(resent.json().message).toBe('Code sent to your email');
    const [newest] = await h.mailbox(email);
    if (newest.code !== mailed.code) expect((await verify(id, mailed.code!, first)).statusCode).toBe(400);
    expect(await sessionsOf(id)).toBe(0);
    const done = await verify(id, newest.code!, first);
    expect(done.statusCode).toBe(200);
    expect(await status(done.json().data.token)).toEqual({ enabled2FA: 'true', type2FA: 'EMAIL', verified2FA: 'true' });
  });

  it('no enrolment without the password step, and a wrong password reveals nothing', async () => {
    const { id, email } = await managerEnables('GOOGLE_AUTH');
    expect((await verify(id, '123456')).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/generate-2fa-code', payload: { userId: id } })).statusCode).toBe(401);
    const wrong = await login(email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().data).toBeUndefined();
    expect(await sessionsOf(id)).toBe(0);
  });

  it('a main merchant with an unverified setup of its own still signs in with the password alone', async () => {
    const token = await h.loginAs('other@sandbox.test');
    await call(token, 'POST', '/auth/toggle-2fa', { enable: 'true', type2FA: 'GOOGLE_AUTH' });
    const signedIn = await login('other@sandbox.test', 'Sandbox#2026');
    expect(signedIn.json().data.token).toBeTruthy();
    await call(token, 'POST', '/auth/toggle-2fa', { enable: 'false' });
  });
});
