import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SandboxApp } from '../../app';
import { totpCode } from '../../auth/totp';
import { loadConfig } from '../../config';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seed } from '../../db/seed';
import type { Db } from '../../db/types';
import { createSecretBox } from '../../lib/secretBox';
import { loggerOptions, REDACTED } from '../../logging';
import type { MailboxMessage } from '../../mail';
import { createMigratedPglite } from '../pgliteTemplate';
import { challengeCookieOf } from '../signInCookies';

/**
 * Issue 8, no secret in logs: the app logs at 'trace' into a captured stream while every flow that
 * carries a credential runs, failures included; then no secret value may appear in the log.
 */

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let db: Db;
let app: SandboxApp;
/** Every credential the flows below send or receive. */
const secrets = new Set<string>();
const keep = (value: string | null | undefined) => {
  if (value) secrets.add(value);
  return value!;
};

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent-static-dir' });
  db = await createMigratedPglite();
  await seed(db, { secrets: createSecretBox(config.sessionSecret) });
  app = await buildApp({ config, db, logger: loggerOptions('trace', capture) });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const call = async (options: InjectOptions) => {
  const response = await app.inject({ remoteAddress: '10.40.0.1', ...options });
  const json = response.headers['content-type']?.toString().startsWith('application/json');
  return { status: response.statusCode, body: (json ? response.json() : {}) as { message?: string; data?: Record<string, unknown> } };
};

async function latestCode(email: string): Promise<string> {
  // The mailbox answers this machine only (issue 26).
  const { body } = await call({ method: 'GET', url: `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`, remoteAddress: '127.0.0.1' });
  return keep((body.data as unknown as MailboxMessage[])[0].code);
}

const login = (payload: object) => call({ method: 'POST', url: '/api/auth/login', payload });
const authorized = (token: string) => ({ authorization: `Bearer ${token}` });

async function runCredentialFlows(): Promise<void> {
  keep(DEMO_PASSWORD);
  keep(DEMO_TOTP_SECRET);

  // Passwords: wrong, unknown account, right; the session token and the cookie it comes with.
  await login({ email: 'merchant@sandbox.test', password: keep('Wrong-password-771') });
  await login({ email: 'nobody@sandbox.test', password: keep('Unknown-account-pass-5') });
  const merchant = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'merchant@sandbox.test', password: DEMO_PASSWORD } });
  const token = keep((merchant.json() as { data: { token: string } }).data.token);
  const cookie = ([] as string[]).concat(merchant.headers['set-cookie'] ?? [])[0];
  keep(cookie.split(';')[0]);
  await call({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie.split(';')[0] } });
  await call({ method: 'GET', url: '/api/auth/me', headers: authorized(token) });

  // Emailed login OTP: a wrong one, then the right one.
  await login({ email: 'otp@sandbox.test', password: DEMO_PASSWORD });
  const otp = await latestCode('otp@sandbox.test');
  await login({ email: 'otp@sandbox.test', password: DEMO_PASSWORD, otp: keep(otp === '918273' ? '918274' : '918273') });
  const otpSession = await login({ email: 'otp@sandbox.test', password: DEMO_PASSWORD, otp });
  keep(otpSession.body.data?.token as string);

  // Authenticator 2FA in the sign-in flow.
  // The challenge cookie of step 1 is a credential too.
  const step1 = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.40.0.1', payload: { email: 'totp@sandbox.test', password: DEMO_PASSWORD } });
  const userId = (step1.json() as { data: { userId: string } }).data.userId;
  const cookies = challengeCookieOf(step1);
  keep(cookies.sign_in_challenge);
  await call({ method: 'POST', url: '/api/auth/verify-2fa', cookies, payload: { code: keep('000001'), userId, loginFlow: true } });
  const totpSession = await call({ method: 'POST', url: '/api/auth/verify-2fa', cookies, payload: { code: keep(totpCode(DEMO_TOTP_SECRET)), userId, loginFlow: true } });
  expect(totpSession.status).toBe(200);
  keep(totpSession.body.data?.token as string);

  // 2FA set-up in settings: the new authenticator secret, then an emailed code.
  const otherLogin = await login({ email: 'other@sandbox.test', password: DEMO_PASSWORD });
  const otherToken = keep(otherLogin.body.data?.token as string);
  const toggled = await call({ method: 'POST', url: '/api/auth/toggle-2fa', headers: authorized(otherToken), payload: { enable: 'true', type2FA: 'GOOGLE_AUTH' } });
  const newSecret = keep(toggled.body.data?.secret as string);
  await call({ method: 'POST', url: '/api/auth/verify-2fa', headers: authorized(otherToken), payload: { code: keep(totpCode(newSecret)) } });
  // Verified 2FA goes off only with a fresh code (issue 12); the verify code cannot be replayed.
  await call({ method: 'POST', url: '/api/auth/toggle-2fa', headers: authorized(otherToken), payload: { enable: 'false', code: keep(totpCode(newSecret, Date.now() + 30_000)) } });
  await call({ method: 'POST', url: '/api/auth/toggle-2fa', headers: authorized(otherToken), payload: { enable: 'true', type2FA: 'EMAIL' } });
  await call({ method: 'POST', url: '/api/auth/generate-2fa-code', headers: authorized(otherToken) });
  await call({ method: 'POST', url: '/api/auth/verify-2fa', headers: authorized(otherToken), payload: { code: await latestCode('other@sandbox.test') } });

  // Forgot and reset password: a made-up token, a rule-breaking password, then the real reset.
  await call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'finance@sandbox.test' } });
  const resetToken = await latestCode('finance@sandbox.test');
  await call({ method: 'POST', url: '/api/auth/reset-password', payload: { token: keep('made-up-reset-token-0123456789'), newPassword: keep('Reset-guess-2026') } });
  await call({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword: keep('short') } });
  const reset = await call({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword: keep('Reset-real-2026') } });
  expect(reset.status).toBe(200);

  // Change password: a wrong current one, then the real change.
  await call({ method: 'PUT', url: '/api/auth/change-password', headers: authorized(token), payload: { currentPassword: keep('Not-current-99'), newPassword: keep('Changed-pass-2026') } });
  await call({ method: 'PUT', url: '/api/auth/change-password', headers: authorized(token), payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed-pass-2026' } });

  // API credentials: read them, then create payment links with a wrong and the right secret.
  const credentials = await call({ method: 'GET', url: `/api/merchant/${userId}`, headers: authorized(totpSession.body.data?.token as string) });
  const { apiKey, apiSecret } = credentials.body as unknown as { apiKey: string; apiSecret: string };
  keep(apiKey);
  keep(apiSecret);
  // From the loopback address, which the sandbox lets past any IP whitelist.
  const createLink = (secret: string) =>
    call({ method: 'POST', url: '/api/payment-links', remoteAddress: '127.0.0.1', headers: { 'x-api-key': apiKey, 'x-api-secret': secret }, payload: { amount: 5, network: 'USDT-TRC20' } });
  await createLink(keep('sk_wrong_secret_value_123'));
  const link = await createLink(apiSecret);
  expect(link.status).toBe(201);

  // Credentials a client might put in a URL, and a malformed body carrying a password.
  await call({ method: 'GET', url: `/qr-generator?api_key=${apiKey}&api_secret=${apiSecret}&timer=10` });
  await call({ method: 'GET', url: `/api/auth/me?token=${token}` });
  await call({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"password":"${keep('Broken-json-pass-1')}"` });
}

/** A secret found in the log; digits-only codes must stand alone, not inside a timestamp. */
function leaked(log: string, secret: string): boolean {
  if (/^\d+$/.test(secret)) return new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(log);
  return log.includes(secret) || log.includes(encodeURIComponent(secret));
}

describe('the captured log', () => {
  it('holds no password, code, token, cookie or API secret after every credential flow', async () => {
    await runCredentialFlows();
    const log = lines.join('');
    // The capture works: request lines are there, at trace level, with their URLs.
    expect(lines.length).toBeGreaterThan(50);
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('mail queued to finance@sandbox.test');
    expect(secrets.size).toBeGreaterThan(25);
    const found = [...secrets].filter((secret) => leaked(log, secret));
    expect(found).toEqual([]);
    // Query parameters that carry credentials are masked, not dropped.
    expect(log).toContain(`api_secret=${REDACTED}`);
    expect(log).toContain(`token=${REDACTED}`);
  });

  it('redacts credentials in any object a handler or library logs: headers, bodies, nested fields', () => {
    lines.length = 0;
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer tok-A1', cookie: 'sid=tok-B2', 'x-api-key': 'ak-C3', 'x-api-secret': 'sk-D4' } },
        res: { headers: { 'set-cookie': 'sid=tok-E5; HttpOnly' } },
        body: { password: 'pw-F6', newPassword: 'pw-G7', currentPassword: 'pw-H8', otp: '123987', code: '456321', token: 'tok-I9' },
        mail: { to: 'a@b.test', code: '789654' },
        err: { code: 'FST_ERR_TEST', message: 'kept' },
      },
      'object with credentials',
    );
    const entry = lines.join('');
    for (const value of ['tok-A1', 'tok-B2', 'ak-C3', 'sk-D4', 'tok-E5', 'pw-F6', 'pw-G7', 'pw-H8', '123987', '456321', 'tok-I9', '789654']) {
      expect(entry).not.toContain(value);
    }
    // An error's code is diagnostic, not a secret, and stays.
    expect(entry).toContain('FST_ERR_TEST');
    expect(entry).toContain('a@b.test');
  });
});
