import { performance } from 'node:perf_hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type TwoFactorType } from '../../../contract/auth';
import { CODE_MAX_ATTEMPTS } from '../../../contract/constants';
import { LIMITS, type Limit } from '../../auth/rateLimit';
import { SIGN_IN_MESSAGES } from '../../auth/signIn';
import { totpCode, verifyTotp } from '../../auth/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../db/seed';
import { AUTH_ROUTE_MESSAGES } from '../../routes/auth';
import { bearer, useHarness } from '../harness';
import { challengeCookieOf } from '../signInCookies';

/**
 * Issue 8, brute force: every sign-in and recovery step is limited per account and per address
 * with 429 and Retry-After, a code dies after 5 wrong tries, and answers do not tell whether an
 * account exists. Login passwords per account/address/pair are also covered, in more detail, by
 * routes/auth.rateLimit.spec.ts.
 */

const h = useHarness();

type Response = Awaited<ReturnType<typeof h.app.inject>>;

const post = (url: string, payload: object | undefined, ip: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip, headers, cookies });

function expectTooMany(response: Response, limit: Limit) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
}

async function repeat(count: number, attempt: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await attempt(i)).statusCode);
  return statuses;
}

/** A 6-digit code the authenticator would refuse now (not one of the three steps it accepts). */
function wrongTotp(secret: string): string {
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (verifyTotp(secret, code) === null) return code;
  }
}

/** Puts an account's second factor in a known state directly: the set-up is not what is tested here. */
async function setTwoFactor(email: string, type: TwoFactorType | null) {
  await h.db.query(
    `UPDATE users SET two_factor_enabled = $2, two_factor_type = $3, two_factor_verified = $2,
            two_factor_secret_encrypted = $4, two_factor_last_step = NULL WHERE lower(email) = $1`,
    [email, type !== null, type, type === 'GOOGLE_AUTH' ? h.app.services.secrets.encrypt(DEMO_TOTP_SECRET) : null],
  );
}

async function latestCode(email: string): Promise<string> {
  const [message] = await h.mailbox(email);
  return message.code!;
}

beforeEach(async () => {
  await h.db.query('DELETE FROM rate_limits');
});

describe('second-factor codes, per account and per address', () => {
  it('sign-in 2FA: 10 wrong codes for one account from 10 addresses, then 429 even for the right code', async () => {
    await setTwoFactor('totp@sandbox.test', 'GOOGLE_AUTH');
    const step1 = await post('/auth/login', { email: 'totp@sandbox.test', password: DEMO_PASSWORD }, '10.20.0.100');
    const { userId } = (step1.json() as { data: { userId: string } }).data;
    const verify = (code: string, ip: string) => post('/auth/verify-2fa', { code, userId, loginFlow: true }, ip, {}, challengeCookieOf(step1));

    const wrong = await repeat(LIMITS.codeAccount.max, (i) => verify(wrongTotp(DEMO_TOTP_SECRET), `10.20.0.${i + 1}`));
    expect(wrong).toEqual(Array(LIMITS.codeAccount.max).fill(400));
    expectTooMany(await verify(totpCode(DEMO_TOTP_SECRET), '10.20.0.99'), LIMITS.codeAccount);
  });

  it('settings 2FA: wrong codes from one address over several accounts, then 429 there only', async () => {
    const accounts = ['merchant@sandbox.test', 'other@sandbox.test', 'otp@sandbox.test', 'finance@sandbox.test'];
    const tokens: string[] = [];
    for (const email of accounts) {
      await setTwoFactor(email, 'GOOGLE_AUTH');
      tokens.push(await h.loginAs(email));
    }
    const verify = (token: string, ip: string) => post('/auth/verify-2fa', { code: wrongTotp(DEMO_TOTP_SECRET) }, ip, bearer(token));

    // Spread so that no account reaches its own limit of 10.
    const wrong = await repeat(LIMITS.codeIp.max, (i) => verify(tokens[i % tokens.length], '10.21.0.1'));
    expect(wrong).toEqual(Array(LIMITS.codeIp.max).fill(400));
    expectTooMany(await verify(tokens[0], '10.21.0.1'), LIMITS.codeIp);
    expect((await verify(tokens[0], '10.21.0.2')).statusCode).toBe(400);
    for (const email of accounts) await setTwoFactor(email, null);
  });

  it('settings 2FA: 10 wrong codes for one account, then 429 from any address', async () => {
    await setTwoFactor('superops@sandbox.test', 'GOOGLE_AUTH');
    const token = await h.loginAs('superops@sandbox.test');
    const verify = (code: string, ip: string) => post('/auth/verify-2fa', { code }, ip, bearer(token));
    const wrong = await repeat(LIMITS.codeAccount.max, (i) => verify(wrongTotp(DEMO_TOTP_SECRET), `10.22.0.${i + 1}`));
    expect(wrong).toEqual(Array(LIMITS.codeAccount.max).fill(400));
    expectTooMany(await verify(totpCode(DEMO_TOTP_SECRET), '10.22.0.99'), LIMITS.codeAccount);
    await setTwoFactor('superops@sandbox.test', null);
  });
});

describe('requests that send mail, per account and per address', () => {
  it('generate-2fa-code: 5 codes per account, then 429 from any address', async () => {
    await setTwoFactor('ops@sandbox.test', 'EMAIL');
    const token = await h.loginAs('ops@sandbox.test');
    const generate = (ip: string) => post('/auth/generate-2fa-code', undefined, ip, bearer(token));
    expect(await repeat(LIMITS.mailAccount.max, (i) => generate(`10.23.0.${i + 1}`))).toEqual(Array(LIMITS.mailAccount.max).fill(200));
    expectTooMany(await generate('10.23.0.99'), LIMITS.mailAccount);
    await setTwoFactor('ops@sandbox.test', null);
  });

  it('forgot-password and generate-2fa-code share one counter per address: 20 mails, then 429', async () => {
    await setTwoFactor('ops@sandbox.test', 'EMAIL');
    const ip = '10.24.0.1';
    const forgot = await repeat(LIMITS.mailIp.max, (i) => post('/auth/forgot-password', { email: `someone${i}@example.com` }, ip));
    expect(forgot).toEqual(Array(LIMITS.mailIp.max).fill(200));
    expectTooMany(await post('/auth/forgot-password', { email: 'merchant@sandbox.test' }, ip), LIMITS.mailIp);
    expectTooMany(await post('/auth/generate-2fa-code', undefined, ip, bearer(await h.loginAs('ops@sandbox.test'))), LIMITS.mailIp);
    expect((await post('/auth/forgot-password', { email: 'merchant@sandbox.test' }, '10.24.0.2')).statusCode).toBe(200);
    await setTwoFactor('ops@sandbox.test', null);
  });

  it('forgot-password: 5 mails per account from any addresses, then 429, known or not', async () => {
    for (const email of ['finance@sandbox.test', 'nobody@sandbox.test']) {
      const sent = await repeat(LIMITS.mailAccount.max, (i) => post('/auth/forgot-password', { email }, `10.25.0.${i + 1}`));
      expect(sent).toEqual(Array(LIMITS.mailAccount.max).fill(200));
      expectTooMany(await post('/auth/forgot-password', { email: email.toUpperCase() }, '10.25.0.99'), LIMITS.mailAccount);
    }
  });
});

describe('reset-password', () => {
  it('20 unusable tokens from one address, then 429 there even for a valid token', async () => {
    const ip = '10.26.0.1';
    const reset = (token: string, from = ip) => post('/auth/reset-password', { token, newPassword: 'Brand-new-2026' }, from);
    const guesses = await repeat(LIMITS.resetIp.max, (i) => reset(`guessed-token-number-${i}`));
    expect(guesses).toEqual(Array(LIMITS.resetIp.max).fill(400));

    await post('/auth/forgot-password', { email: 'other@sandbox.test' }, '10.26.0.2');
    const token = await latestCode('other@sandbox.test');
    expectTooMany(await reset(token), LIMITS.resetIp);
    // The token was not used up by the refused call: from another address it still works.
    const elsewhere = await reset(token, '10.26.0.3');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toMatchObject({ message: AUTH_ROUTE_MESSAGES.passwordReset });
    await h.db.query(`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'merchant@sandbox.test') WHERE email = 'other@sandbox.test'`);
  });
});

describe('a one-time code dies after 5 wrong tries', () => {
  it('login OTP: the fifth wrong code kills it, then even the right one is refused, with a clear message', async () => {
    const ip = '10.27.0.1';
    const login = (otp?: string) => post('/auth/login', { email: 'otp@sandbox.test', password: DEMO_PASSWORD, otp }, ip);
    expect((await login()).statusCode).toBe(200);
    const right = await latestCode('otp@sandbox.test');
    const wrong = right === '000000' ? '000001' : '000000';

    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) answers.push((await login(wrong)).json().message);
    expect(answers).toEqual([...Array(CODE_MAX_ATTEMPTS - 1).fill(AUTH_MESSAGES.invalidCode), SIGN_IN_MESSAGES.codeExhausted]);

    const late = await login(right);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: SIGN_IN_MESSAGES.codeExhausted });
  });

  it('2FA by email: the same, and a newly requested code works', async () => {
    await setTwoFactor('other@sandbox.test', 'EMAIL');
    const ip = '10.28.0.1';
    const step1 = await post('/auth/login', { email: 'other@sandbox.test', password: DEMO_PASSWORD }, ip);
    const { userId } = (step1.json() as { data: { userId: string } }).data;
    const cookies = challengeCookieOf(step1);
    const verify = (code: string) => post('/auth/verify-2fa', { code, userId, loginFlow: true }, ip, {}, cookies);

    expect((await post('/auth/generate-2fa-code', { userId }, ip, {}, cookies)).statusCode).toBe(200);
    const right = await latestCode('other@sandbox.test');
    const wrong = right === '000000' ? '000001' : '000000';
    const statuses = await repeat(CODE_MAX_ATTEMPTS, () => verify(wrong));
    expect(statuses).toEqual(Array(CODE_MAX_ATTEMPTS).fill(400));
    expect((await verify(right)).json()).toEqual({ success: false, message: SIGN_IN_MESSAGES.codeExhausted });

    expect((await post('/auth/generate-2fa-code', { userId }, ip, {}, cookies)).statusCode).toBe(200);
    const fresh = await verify(await latestCode('other@sandbox.test'));
    expect(fresh.statusCode, fresh.body).toBe(200);
    await setTwoFactor('other@sandbox.test', null);
  });
});

describe('no account enumeration', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('sign-in answers an unknown email and a wrong password with the same status, words and time', async () => {
    const TRIES = 21;
    const attempt = async (email: string, i: number) => {
      // Each try from a fresh address with clean counters, so that no limit answers instead.
      await h.db.query('DELETE FROM rate_limits');
      const started = performance.now();
      const response = await post('/auth/login', { email, password: 'Not-the-password-1' }, `10.29.${i % 200}.${email.length}`);
      return { ms: performance.now() - started, status: response.statusCode, body: response.json() as unknown };
    };
    // Warm-up: the dummy hash is derived on first use, and the first queries plan their statements.
    await attempt('ghost@sandbox.test', 250);
    await attempt('merchant@sandbox.test', 251);

    const unknown: number[] = [];
    const known: number[] = [];
    const ratios: number[] = [];
    // In pairs, taken back to back (in alternating order), so that load from other processes on
    // this shared machine falls on both halves of a pair alike; the pairs' median ratio is compared.
    for (let i = 0; i < TRIES; i++) {
      const ghost = () => attempt(`ghost${i}@sandbox.test`, i);
      const real = () => attempt('merchant@sandbox.test', i);
      let a, b;
      if (i % 2 === 0) {
        a = await ghost();
        b = await real();
      } else {
        b = await real();
        a = await ghost();
      }
      expect([a.status, b.status]).toEqual([401, 401]);
      expect(a.body).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
      expect(b.body).toEqual(a.body);
      unknown.push(a.ms);
      known.push(b.ms);
      ratios.push(a.ms / b.ms);
    }
    const ratio = median(ratios);
    console.log(
      `sign-in timing over ${TRIES} pairs: unknown email median ${median(unknown).toFixed(1)} ms, ` +
        `wrong password median ${median(known).toFixed(1)} ms, median ratio ${ratio.toFixed(2)}`,
    );
    // Within 50 % either way. Without the dummy hash the unknown email answers about 20 times faster,
    // which this catches; on an idle machine the ratio is 0.9-1.0 (the known account's failure writes
    // one activity row more). A 25 % bound failed once on a loaded CI machine (ratio 0.73 on PGlite).
    expect(Math.abs(Math.log(ratio))).toBeLessThan(Math.log(1.5));
  });

  it('forgot-password gives the same status and message for known and unknown emails', async () => {
    const answers = await Promise.all(
      ['merchant@sandbox.test', 'MERCHANT@sandbox.test', 'nobody-here@sandbox.test', 'nobody@example.com'].map((email, i) =>
        post('/auth/forgot-password', { email }, `10.30.0.${i + 1}`),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSent, data: null });
    }
  });
});
