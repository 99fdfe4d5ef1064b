import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { STEP_UP_WINDOW_MS } from '../../contract/constants';
import { STEP_UP_MESSAGES, type StepUpState } from '../../contract/stepUp';
import { LIMITS } from '../auth/rateLimit';
import { totpCode } from '../auth/totp';
import { DEMO_PASSWORD } from '../db/seed';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const URL = '/api/v2/step-up';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const stepUp = (token: string, payload: object, remoteAddress = '127.0.0.1') =>
  h.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload, remoteAddress });

async function state(token: string): Promise<StepUpState> {
  const response = await h.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as StepUpState;
}

describe('POST /api/v2/step-up (issue 28)', () => {
  it('opens a 5-minute window on the session that confirmed, and on no other', async () => {
    const token = await h.loginAs('merchant@sandbox.test');
    const other = await h.loginAs('merchant@sandbox.test');
    expect(await state(token)).toEqual({ active: false, expiresAt: null });

    const before = Date.now();
    const response = await stepUp(token, { password: DEMO_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const opened = response.json() as StepUpState;
    expect(opened.active).toBe(true);
    const expiresAt = Date.parse(opened.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(STEP_UP_WINDOW_MS - 5_000);
    expect(expiresAt - before).toBeLessThanOrEqual(STEP_UP_WINDOW_MS + 5_000);

    expect(await state(token)).toEqual(opened);
    expect(await state(other)).toEqual({ active: false, expiresAt: null });
  });

  it('ends when its 5 minutes are over', async () => {
    const token = await h.loginAs('finance@sandbox.test');
    expect((await stepUp(token, { password: DEMO_PASSWORD })).statusCode).toBe(200);
    await h.db.query(`UPDATE sessions SET step_up_until = now() - interval '1 second' WHERE user_id = $1`, [await h.userId('finance@sandbox.test')]);
    expect(await state(token)).toEqual({ active: false, expiresAt: null });
  });

  it('refuses a wrong password, a code from a user without 2FA, and bodies with both or neither, opening nothing', async () => {
    const token = await h.loginAs('ops@sandbox.test');
    const wrong = await stepUp(token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: STEP_UP_MESSAGES.wrongPassword });

    const code = await stepUp(token, { code: '123456' });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toMatchObject({ message: STEP_UP_MESSAGES.passwordNeeded });

    for (const payload of [{}, { code: '123456', password: DEMO_PASSWORD }]) {
      const response = await stepUp(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(STEP_UP_MESSAGES.oneOf);
    }
    const unknown = await stepUp(token, { password: DEMO_PASSWORD, admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(await state(token)).toEqual({ active: false, expiresAt: null });
  });

  it('asks a user with 2FA for its current code, never the password', async () => {
    const token = await h.loginAs('totp@sandbox.test');
    const password = await stepUp(token, { password: DEMO_PASSWORD });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({ message: STEP_UP_MESSAGES.codeNeeded });

    const current = totpCode(TOTP_SECRET);
    const wrong = await stepUp(token, { code: current === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCode });
    expect(await state(token)).toMatchObject({ active: false });

    const right = await stepUp(token, { code: current });
    expect(right.statusCode, right.body).toBe(200);
    expect(await state(token)).toMatchObject({ active: true });
    // An authenticator code is accepted once, here as at sign-in.
    expect((await stepUp(await h.loginAs('totp@sandbox.test'), { code: current })).statusCode).toBe(400);
  });

  it('takes an emailed 2FA code, sent by generate-2fa-code, from a user whose 2FA is by email', async () => {
    const email = 'ops@sandbox.test';
    await h.db.query(`UPDATE users SET two_factor_enabled = true, two_factor_type = 'EMAIL', two_factor_verified = true WHERE email = $1`, [email]);
    try {
      const token = await h.loginAs(email);
      expect((await stepUp(token, { password: DEMO_PASSWORD })).json()).toMatchObject({ message: STEP_UP_MESSAGES.codeNeeded });
      const sent = await h.app.inject({ method: 'POST', url: '/api/auth/generate-2fa-code', headers: bearer(token), payload: {} });
      expect(sent.statusCode, sent.body).toBe(200);
      const [mail] = await h.mailbox(email);
      const right = await stepUp(token, { code: mail.code ?? '' });
      expect(right.statusCode, right.body).toBe(200);
      expect(await state(token)).toMatchObject({ active: true });
    } finally {
      await h.db.query(`UPDATE users SET two_factor_enabled = false, two_factor_type = NULL, two_factor_verified = false WHERE email = $1`, [email]);
    }
  });

  it('counts wrong passwords on the 2FA code limits: past them even the right password is refused', async () => {
    const token = await h.loginAs('superops@sandbox.test');
    for (let i = 0; i < LIMITS.codeAccount.max; i++) {
      expect((await stepUp(token, { password: `wrong-${i}` }, `203.0.113.${i + 1}`)).statusCode).toBe(400);
    }
    const limited = await stepUp(token, { password: DEMO_PASSWORD }, '203.0.113.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await state(token)).toMatchObject({ active: false });
  });

  it('needs a session, and a same-origin request when only the cookie authenticates', async () => {
    expect((await h.app.inject({ method: 'POST', url: URL, payload: { password: DEMO_PASSWORD } })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const token = await h.loginAs('merchant@sandbox.test');
    const crossSite = await h.app.inject({ method: 'POST', url: URL, cookies: { sid: token }, headers: { origin: 'https://evil.example' }, payload: { password: DEMO_PASSWORD } });
    expect(crossSite.statusCode).toBe(403);
    expect(await state(token)).toMatchObject({ active: false });
  });
});
