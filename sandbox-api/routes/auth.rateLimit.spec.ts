import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { LIMITS } from '../auth/rateLimit';
import { DEMO_PASSWORD } from '../db/seed';
import { useHarness } from '../test/harness';

const h = useHarness();

const login = (email: string, password: string, ip: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

async function statuses(count: number, attempt: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await attempt(i)).statusCode);
  return result;
}

function expectTooMany(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPair.windowMs / 1000);
}

beforeEach(async () => {
  await h.db.query('DELETE FROM rate_limits');
  await h.db.query('DELETE FROM known_sign_in_ips');
});

describe('sign-in rate limits', () => {
  it('per account and address: 5 wrong passwords, then 429 with Retry-After, even for the right one', async () => {
    expect(await statuses(5, () => login('merchant@sandbox.test', 'wrong', '10.0.0.1'))).toEqual(Array(5).fill(401));
    expectTooMany(await login('merchant@sandbox.test', 'wrong', '10.0.0.1'));
    expectTooMany(await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.0.1'));
    // The same account from another address still signs in.
    expect((await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('never locks a user out of an address they signed in from before; wrong passwords there get 429', async () => {
    expect((await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    expect(await statuses(5, () => login('merchant@sandbox.test', 'wrong', '10.0.1.1'))).toEqual(Array(5).fill(401));
    expectTooMany(await login('merchant@sandbox.test', 'wrong', '10.0.1.1'));
    expect((await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('per account from anywhere: a distributed guess locks the account for new addresses only', async () => {
    expect((await login('finance@sandbox.test', DEMO_PASSWORD, '10.0.2.200')).statusCode).toBe(200);
    const spread = await statuses(LIMITS.loginAccount.max, (i) => login('finance@sandbox.test', 'wrong', `10.0.2.${i + 1}`));
    expect(spread).toEqual(Array(LIMITS.loginAccount.max).fill(401));
    expectTooMany(await login('finance@sandbox.test', DEMO_PASSWORD, '10.0.2.99'));
    expect((await login('finance@sandbox.test', DEMO_PASSWORD, '10.0.2.200')).statusCode).toBe(200);
  });

  it('per address: credential stuffing is stopped, while users known there still sign in', async () => {
    const office = '10.0.3.1';
    expect((await login('superops@sandbox.test', DEMO_PASSWORD, office)).statusCode).toBe(200);
    const stuffing = await statuses(LIMITS.loginIp.max, (i) => login(`victim${i}@example.com`, 'Password1', office));
    expect(stuffing).toEqual(Array(LIMITS.loginIp.max).fill(401));
    expectTooMany(await login('victim-next@example.com', 'Password1', office));
    expectTooMany(await login('ops@sandbox.test', DEMO_PASSWORD, office));
    expect((await login('superops@sandbox.test', DEMO_PASSWORD, office)).statusCode).toBe(200);
    expect((await login('ops@sandbox.test', DEMO_PASSWORD, '10.0.3.2')).statusCode).toBe(200);
  });

  it('limits unknown accounts exactly like real ones, so the limit reveals nothing', async () => {
    expect(await statuses(5, () => login('ghost@sandbox.test', 'wrong', '10.0.4.1'))).toEqual(Array(5).fill(401));
    expectTooMany(await login('ghost@sandbox.test', 'wrong', '10.0.4.1'));
  });

  it('a successful sign-in does not count', async () => {
    const all = await statuses(8, () => login('other@sandbox.test', DEMO_PASSWORD, '10.0.5.1'));
    expect(all).toEqual(Array(8).fill(200));
  });
});

describe('mail rate limits', () => {
  const forgot = (email: string, ip: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });

  it('per account: 5 mails in the window, then 429, for known and unknown addresses alike', async () => {
    for (const email of ['other@sandbox.test', 'ghost@sandbox.test']) {
      expect(await statuses(5, (i) => forgot(email, `10.1.0.${i + 1}`))).toEqual(Array(5).fill(200));
      expectTooMany(await forgot(email, '10.1.0.50'));
    }
    expect((await h.mailbox('other@sandbox.test')).length).toBe(5);
  });

  it('per address: 20 mail requests, then 429', async () => {
    const requests = await statuses(LIMITS.mailIp.max, (i) => forgot(`person${i}@example.com`, '10.1.1.1'));
    expect(requests).toEqual(Array(LIMITS.mailIp.max).fill(200));
    expectTooMany(await forgot('one-more@example.com', '10.1.1.1'));
    expect((await forgot('one-more@example.com', '10.1.1.2')).statusCode).toBe(200);
  });

  it('login codes count as mail', async () => {
    const sent = await statuses(5, () => login('otp@sandbox.test', DEMO_PASSWORD, '10.1.2.1'));
    expect(sent).toEqual(Array(5).fill(200));
    expectTooMany(await login('otp@sandbox.test', DEMO_PASSWORD, '10.1.2.1'));
  });
});

describe('code rate limits', () => {
  it('after 10 wrong codes in the window even the right code gets 429', async () => {
    const ip = '10.2.0.1';
    const otpLogin = (otp?: string) =>
      h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'otp@sandbox.test', password: DEMO_PASSWORD, otp }, remoteAddress: ip });
    const wrongCodes = async () => {
      await otpLogin();
      const [message] = await h.mailbox('otp@sandbox.test');
      const wrong = message.code === '000000' ? '000001' : '000000';
      return statuses(5, () => otpLogin(wrong));
    };
    expect(await wrongCodes()).toEqual(Array(5).fill(400));
    expect(await wrongCodes()).toEqual(Array(5).fill(400));
    await otpLogin();
    const [message] = await h.mailbox('otp@sandbox.test');
    expectTooMany(await otpLogin(message.code!));
  });
});
