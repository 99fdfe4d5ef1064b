import { execFileSync } from 'node:child_process';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { totpCode } from '../auth/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/seed';
import { bearer, useHarness } from '../test/harness';
import { challengeCookieOf } from '../test/signInCookies';

const h = useHarness();

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

const post = (url: string, payload?: object, cookies: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload, cookies });

async function newestCode(to: string): Promise<string> {
  const [message] = await h.mailbox(to);
  expect(message?.code).toMatch(/^\d{6}$/);
  return message.code!;
}

/** Each test starts without rate-limit counters or half-finished sign-ins of earlier tests. */
beforeEach(async () => {
  await h.db.query('DELETE FROM rate_limits');
  await h.db.query('DELETE FROM login_challenges');
  await h.db.query(`UPDATE users SET two_factor_last_step = NULL`);
});

describe('POST /api/auth/login with email and password', () => {
  it('answers a SessionGrant and sets the httpOnly session cookie', async () => {
    const response = await login({ email: 'merchant@sandbox.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
    const id = await h.userId('merchant@sandbox.test');
    expect(body.data.user).toEqual({
      _id: id,
      id,
      role: 'merchant',
      email: 'merchant@sandbox.test',
      name: 'Maya Patel',
      isSubUser: false,
      parentUser: null,
    });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    const hoursLeft = (body.data.expiresAt - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(7.9);
    expect(hoursLeft).toBeLessThanOrEqual(8);

    const [cookie, device] = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookie).toContain(`sid=${body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // sandbox over plain http; production sets Secure
    expect(cookie).not.toMatch(/Max-Age/); // without Remember me the cookie ends with the browser session
    // The browser is known to this account from now on (the sign-in rate limit's device cookie).
    expect(device).toMatch(/^known_device=[^;]+; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);

    const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.data.token) });
    expect(me.json().data.user.email).toBe('merchant@sandbox.test');
  });

  it('keeps the cookie for the session lifetime with Remember me', async () => {
    const response = await login({ email: 'merchant@sandbox.test', password: DEMO_PASSWORD, rememberMe: true });
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=28800/);
  });

  it('is case-insensitive about the email', async () => {
    const response = await login({ email: '  Merchant@Sandbox.TEST ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('tells a sub-user it is one, with its parent merchant', async () => {
    const response = await login({ email: 'finance@sandbox.test', password: DEMO_PASSWORD });
    expect(response.json().data.user).toMatchObject({
      role: 'sub_merchant',
      isSubUser: true,
      parentUser: await h.userId('merchant@sandbox.test'),
    });
  });

  it('answers a wrong password and an unknown account with the same status and words', async () => {
    const wrong = await login({ email: 'merchant@sandbox.test', password: 'Sandbox#2025' });
    const unknown = await login({ email: 'nobody@sandbox.test', password: 'Sandbox#2025' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a blocked or inactive user with 403, but only once the password is right', async () => {
    await h.db.query(`UPDATE users SET status = 'blocked' WHERE email = 'ops@sandbox.test'`);
    try {
      const wrong = await login({ email: 'ops@sandbox.test', password: 'nope' });
      expect(wrong.statusCode).toBe(401);
      const right = await login({ email: 'ops@sandbox.test', password: DEMO_PASSWORD });
      expect(right.statusCode).toBe(403);
      expect(right.json().message).toBe(AUTH_MESSAGES.accountDisabled);
      await h.db.query(`UPDATE users SET status = 'inactive' WHERE email = 'ops@sandbox.test'`);
      expect((await login({ email: 'ops@sandbox.test', password: DEMO_PASSWORD })).statusCode).toBe(403);
    } finally {
      await h.db.query(`UPDATE users SET status = 'active' WHERE email = 'ops@sandbox.test'`);
    }
  });

  it('validates the body: email and password are required', async () => {
    const response = await login({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'email: Enter a valid email address; password: is required',
      errors: [
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'is required' },
      ],
    });
  });
});

describe('sign-in with an emailed one-time code (otp@)', () => {
  const credentials = { email: 'otp@sandbox.test', password: DEMO_PASSWORD };

  it('mails a code on the first step and signs in with it on the second', async () => {
    const first = await login(credentials);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.otpSent,
      data: { requiresOTP: true, email: 'otp@sandbox.test' },
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const [message] = await h.mailbox('otp@sandbox.test');
    expect(message).toMatchObject({ to: 'otp@sandbox.test', subject: 'Your sign-in code' });
    expect(message.text).toContain(message.code!);

    const second = await login({ ...credentials, otp: message.code });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.email).toBe('otp@sandbox.test');
    expect(second.json().data.token).toBeTruthy();
  });

  it('refuses a wrong code, then still takes the right one', async () => {
    await login(credentials);
    const code = await newestCode('otp@sandbox.test');
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await login({ ...credentials, otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(AUTH_MESSAGES.invalidCode);
    expect((await login({ ...credentials, otp: code })).statusCode).toBe(200);
  });

  it('refuses a code used once already', async () => {
    await login(credentials);
    const code = await newestCode('otp@sandbox.test');
    expect((await login({ ...credentials, otp: code })).statusCode).toBe(200);
    const reused = await login({ ...credentials, otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.invalidCode);
  });

  it('refuses an expired code', async () => {
    await login(credentials);
    const code = await newestCode('otp@sandbox.test');
    await h.db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE consumed_at IS NULL`);
    const expired = await login({ ...credentials, otp: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_MESSAGES.codeExpired);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    await login(credentials);
    const code = await newestCode('otp@sandbox.test');
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await login({ ...credentials, otp: wrong })).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(AUTH_MESSAGES.invalidCode));
    expect(answers[4]).toMatch(/no longer works/);
    const right = await login({ ...credentials, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/no longer works. Request a new one/);
  });

  it('only the newest code works when several were sent', async () => {
    await login(credentials);
    const older = await newestCode('otp@sandbox.test');
    await login(credentials);
    const newer = await newestCode('otp@sandbox.test');
    if (older !== newer) expect((await login({ ...credentials, otp: older })).statusCode).toBe(400);
    expect((await login({ ...credentials, otp: newer })).statusCode).toBe(200);
  });

  it('does not accept an OTP code for a wrong password', async () => {
    await login(credentials);
    const code = await newestCode('otp@sandbox.test');
    expect((await login({ ...credentials, password: 'wrong', otp: code })).statusCode).toBe(401);
  });
});

describe('sign-in with an authenticator app (totp@)', () => {
  const credentials = { email: 'totp@sandbox.test', password: DEMO_PASSWORD };

  async function firstStep() {
    const response = await login(credentials);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: AUTH_MESSAGES.complete2fa,
      data: { requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: await h.userId('totp@sandbox.test') },
    });
    // No session yet: only the challenge cookie, for the sign-in calls and this site alone.
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['sign_in_challenge']);
    expect(String(response.headers['set-cookie'])).toMatch(/; Max-Age=300; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    return { userId: body.data.userId as string, cookies: challengeCookieOf(response) };
  }

  const verify = (payload: object, cookies?: Record<string, string>) => post('/api/auth/verify-2fa', payload, cookies);

  it('signs in with a code computed by our TOTP module, and ends the challenge', async () => {
    const { userId, cookies } = await firstStep();
    const response = await verify({ code: totpCode(DEMO_TOTP_SECRET), userId, loginFlow: true }, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.loginSuccess);
    expect(response.json().data.user.email).toBe('totp@sandbox.test');
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe(response.json().data.token);
    expect(response.cookies.find((cookie) => cookie.name === 'sign_in_challenge')).toMatchObject({ value: '', maxAge: 0 });
    expect(response.cookies.find((cookie) => cookie.name === 'known_device')?.value).toMatch(new RegExp(`^${userId}\\.`));
  });

  it('belongs to the client that passed the password step: the user id and a right code alone make no session', async () => {
    const victim = await firstStep();
    const sessions = async () => (await h.db.query('SELECT id FROM sessions WHERE user_id = $1', [victim.userId])).rows;
    const before = await sessions();
    // The attacker's own step 1, for an account with 2FA that it holds, gives it a challenge cookie too.
    await h.db.query(`UPDATE users SET two_factor_enabled = true, two_factor_type = 'EMAIL', two_factor_verified = true WHERE email = 'superops@sandbox.test'`);
    const attacker = challengeCookieOf(await login({ email: 'superops@sandbox.test', password: DEMO_PASSWORD }));
    const forged = { sign_in_challenge: 'x'.repeat(43) };
    for (const cookies of [undefined, attacker, forged]) {
      const response = await verify({ code: totpCode(DEMO_TOTP_SECRET), userId: victim.userId, loginFlow: true }, cookies);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Your sign-in has expired. Please sign in again.' });
      expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    }
    expect(await sessions()).toEqual(before);

    const signedIn = await verify({ code: totpCode(DEMO_TOTP_SECRET), userId: victim.userId, loginFlow: true }, victim.cookies);
    expect(signedIn.statusCode).toBe(200);
    // Used up: the same cookie does not sign in again, even with the next valid code.
    const reused = await verify({ code: totpCode(DEMO_TOTP_SECRET, Date.now() + 30_000), userId: victim.userId, loginFlow: true }, victim.cookies);
    expect(reused.statusCode).toBe(401);
  });

  it('signs in with a code from oathtool, and refuses the same code a second time', async () => {
    const first = await firstStep();
    const code = execFileSync('oathtool', ['--totp', '-b', 'JBSWY3DPEHPK3PXP'], { encoding: 'utf8' }).trim();
    expect((await verify({ code, userId: first.userId, loginFlow: true }, first.cookies)).statusCode).toBe(200);

    const second = await firstStep();
    const replay = await verify({ code, userId: second.userId, loginFlow: true }, second.cookies);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.invalidCode);
  });

  it('refuses a wrong code', async () => {
    const { userId, cookies } = await firstStep();
    const code = totpCode(DEMO_TOTP_SECRET, Date.now() - 10 * 60_000);
    const response = await verify({ code, userId, loginFlow: true }, cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.invalidCode);
  });

  it('refuses the second factor without a password step in the last 5 minutes', async () => {
    const userId = await h.userId('totp@sandbox.test');
    const skipped = await verify({ code: totpCode(DEMO_TOTP_SECRET), userId, loginFlow: true });
    expect(skipped.statusCode).toBe(401);
    expect(skipped.json().message).toMatch(/sign in again/);

    const { cookies } = await firstStep();
    await h.db.query(`UPDATE login_challenges SET expires_at = now() - interval '1 second'`);
    expect((await verify({ code: totpCode(DEMO_TOTP_SECRET), userId, loginFlow: true }, cookies)).statusCode).toBe(401);
  });

  it('refuses a login-flow verify for an unknown user id like an expired one', async () => {
    const { cookies } = await firstStep();
    const response = await verify({ code: '123456', userId: '00000000-0000-4000-8000-000000000000', loginFlow: true }, cookies);
    expect(response.statusCode).toBe(401);
  });

  it('does not mail codes for an authenticator account', async () => {
    const { userId, cookies } = await firstStep();
    const response = await post('/api/auth/generate-2fa-code', { userId }, cookies);
    expect(response.statusCode).toBe(400);
  });

  it('validates the code format', async () => {
    const { userId, cookies } = await firstStep();
    const response = await verify({ code: '12ab', userId, loginFlow: true }, cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('code: Please enter the complete 6-digit verification code');
  });
});

describe('sign-in with 2FA by email', () => {
  beforeEach(async () => {
    await h.db.query(
      `UPDATE users SET two_factor_enabled = true, two_factor_type = 'EMAIL', two_factor_verified = true
        WHERE email = 'superops@sandbox.test'`,
    );
  });

  it('asks for 2FA, mails the code on generate-2fa-code, and signs in with it', async () => {
    const first = await login({ email: 'superops@sandbox.test', password: DEMO_PASSWORD });
    expect(first.json().data).toMatchObject({ requires2FA: true, type2FA: 'EMAIL', email: 'superops@sandbox.test' });
    const userId = first.json().data.userId;
    const cookies = challengeCookieOf(first);

    const generated = await post('/api/auth/generate-2fa-code', { userId }, cookies);
    expect(generated.statusCode).toBe(200);
    expect(generated.json().message).toBe('Code sent to your email');
    const code = await newestCode('superops@sandbox.test');

    const verified = await post('/api/auth/verify-2fa', { code, userId, loginFlow: true }, cookies);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ email: 'superops@sandbox.test', role: 'super_operation', isSubUser: true });

    // The challenge and the code are used up.
    expect((await post('/api/auth/verify-2fa', { code, userId, loginFlow: true }, cookies)).statusCode).toBe(401);
  });

  it('refuses generate-2fa-code for a user id without a password step', async () => {
    const userId = await h.userId('superops@sandbox.test');
    const before = await h.mailbox('superops@sandbox.test');
    const response = await post('/api/auth/generate-2fa-code', { userId });
    expect(response.statusCode).toBe(401);
    expect(await h.mailbox('superops@sandbox.test')).toEqual(before);
  });

  it("an unverified method of a sub-user is not skipped: the sign-in asks for enrolment (issue 12), with no session", async () => {
    await h.db.query(`UPDATE users SET two_factor_verified = false WHERE email = 'superops@sandbox.test'`);
    const response = await login({ email: 'superops@sandbox.test', password: DEMO_PASSWORD });
    expect(response.json().data).toMatchObject({ requiresEnrolment: true, type2FA: 'EMAIL' });
    expect(response.json().data.token).toBeUndefined();
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await post('/api/auth/forgot-password', { email: 'other@sandbox.test' });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@sandbox.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSent, data: null });
    expect(unknown.json()).toEqual(known.json());
    expect(await h.mailbox('ghost@sandbox.test')).toEqual([]);
    const [message] = await h.mailbox('other@sandbox.test');
    expect(message.subject).toBe('Reset your password');
    expect(message.text).toContain(`/#/reset-password?token=${message.code}`);
  });

  it('resets with the mailed token once, ends the sessions, and applies the password rules', async () => {
    const oldToken = await h.loginAs('other@sandbox.test');
    await post('/api/auth/forgot-password', { email: 'other@sandbox.test' });
    const [message] = await h.mailbox('other@sandbox.test');
    const reset = (newPassword: string) => post('/api/auth/reset-password', { token: message.code, newPassword });

    const weak = await reset('weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'newPassword: Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    const same = await reset(DEMO_PASSWORD.replace('#', 'A'));
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toMatch(/reset/);

    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await reset('Another1Pass')).statusCode).toBe(400);
    expect((await login({ email: 'other@sandbox.test', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: 'other@sandbox.test', password: DEMO_PASSWORD.replace('#', 'A') })).statusCode).toBe(200);
  });

  it('refuses an expired or made-up token', async () => {
    expect((await post('/api/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'Valid1Password' })).statusCode).toBe(400);
    await post('/api/auth/forgot-password', { email: 'otp@sandbox.test' });
    const [message] = await h.mailbox('otp@sandbox.test');
    await h.db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`);
    const expired = await post('/api/auth/reset-password', { token: message.code, newPassword: 'Valid1Password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
  });
});
