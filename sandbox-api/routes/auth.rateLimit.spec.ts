import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { DEVICE_COOKIE, issueDeviceCookie } from '../auth/deviceCookie';
import { LIMITS } from '../auth/rateLimit';
import { DEMO_PASSWORD } from '../db/seed';
import { useHarness } from '../test/harness';

const h = useHarness();

/** A sign-in attempt; `device` is the browser's device cookie, when it has one. */
const login = (email: string, password: string, ip: string, device?: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, cookies: device ? { [DEVICE_COOKIE]: device } : {} });

/** Signs in with the right password and keeps the device cookie the browser is given. */
async function knownDevice(email: string, ip: string): Promise<string> {
  const response = await login(email, DEMO_PASSWORD, ip);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  return cookie!.value;
}

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
});

describe('sign-in rate limits', () => {
  it('per account and address: 5 wrong passwords, then the same 429 with Retry-After for the right one as for a wrong one', async () => {
    expect(await statuses(5, () => login('merchant@sandbox.test', 'wrong', '10.0.0.1'))).toEqual(Array(5).fill(401));
    const wrong = await login('merchant@sandbox.test', 'wrong', '10.0.0.1');
    const right = await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.0.1');
    expectTooMany(wrong);
    expectTooMany(right);
    expect(right.body).toBe(wrong.body);
    expect(right.cookies).toEqual([]);
    // The same account from another address still signs in.
    expect((await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('an address the user signed in from before is no exemption: past the limit the right password gets the same 429', async () => {
    expect((await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    // A guesser behind the same address (the office's NAT), without the user's browser cookie.
    expect(await statuses(5, () => login('merchant@sandbox.test', 'wrong', '10.0.1.1'))).toEqual(Array(5).fill(401));
    const wrong = await login('merchant@sandbox.test', 'wrong', '10.0.1.1');
    const right = await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.1.1');
    expectTooMany(wrong);
    expectTooMany(right);
    expect(right.body).toBe(wrong.body);
  });

  it('the browser that signed in before is not locked out by others: its device cookie has a counter of its own', async () => {
    const office = '10.0.6.1';
    const device = await knownDevice('merchant@sandbox.test', office);
    // Others fill every counter that applies to them: this address's, the account's, the address's.
    await statuses(5, () => login('merchant@sandbox.test', 'wrong', office));
    await statuses(LIMITS.loginAccount.max, (i) => login('merchant@sandbox.test', 'wrong', `10.0.7.${i + 1}`));
    await statuses(LIMITS.loginIp.max, (i) => login(`victim${i}@example.com`, 'wrong', office));
    expectTooMany(await login('merchant@sandbox.test', DEMO_PASSWORD, office));
    expectTooMany(await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.6.2'));

    expect((await login('merchant@sandbox.test', DEMO_PASSWORD, office, device)).statusCode).toBe(200);
    // From another address too: the cookie vouches for the browser, not for the place.
    expect((await login('merchant@sandbox.test', DEMO_PASSWORD, '10.0.6.3', device)).statusCode).toBe(200);

    // Its own wrong passwords count on its own counter, and past it the right one gets the same 429.
    expect(await statuses(LIMITS.loginDevice.max, () => login('merchant@sandbox.test', 'wrong', office, device))).toEqual(
      Array(LIMITS.loginDevice.max).fill(401),
    );
    const wrong = await login('merchant@sandbox.test', 'wrong', office, device);
    const right = await login('merchant@sandbox.test', DEMO_PASSWORD, office, device);
    expectTooMany(wrong);
    expectTooMany(right);
    expect(right.body).toBe(wrong.body);
    // Another browser of the same user, with its own cookie, is not held back by this one.
    const other = await login('merchant@sandbox.test', DEMO_PASSWORD, office, issueDeviceCookie(h.config.sessionSecret, await h.userId('merchant@sandbox.test')));
    expect(other.statusCode).toBe(200);
  });

  it('ignores a device cookie that is forged, unsigned, expired, or for another account', async () => {
    const office = '10.0.8.1';
    const userId = await h.userId('finance@sandbox.test');
    const real = await knownDevice('finance@sandbox.test', office);
    const [owner, issuedAt, nonce] = real.split('.');
    const forged = [
      `${owner}.${issuedAt}.${nonce}`,
      `${owner}.${issuedAt}.${nonce}.${'A'.repeat(43)}`,
      // Another issue time under the real signature (Date.now() could be the real one's millisecond).
      `${owner}.${Number(issuedAt) + 1}.${nonce}.${real.split('.')[3]}`,
      issueDeviceCookie('another-secret-of-at-least-32-characters', userId),
      issueDeviceCookie(h.config.sessionSecret, userId, Date.now() - 181 * 24 * 3_600_000),
      await knownDevice('merchant@sandbox.test', office),
      'garbage',
    ];
    await statuses(5, () => login('finance@sandbox.test', 'wrong', office));
    for (const device of forged) expectTooMany(await login('finance@sandbox.test', DEMO_PASSWORD, office, device));
    expect((await login('finance@sandbox.test', DEMO_PASSWORD, office, real)).statusCode).toBe(200);
  });

  it('counts first: of a burst of 12 concurrent wrong passwords no more than the limit are checked', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => login('other@sandbox.test', 'wrong', '10.0.9.1')));
    const answers = burst.map((response) => response.statusCode).sort();
    expect(answers).toEqual([...Array(LIMITS.loginPair.max).fill(401), ...Array(12 - LIMITS.loginPair.max).fill(429)]);
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_log WHERE actor_email = 'other@sandbox.test' AND type = 'sign_in.failed' AND ip = '10.0.9.1'`,
    );
    expect(rows[0].n).toBe(LIMITS.loginPair.max);
  });

  it('per account from anywhere: a distributed guess locks the account, except for browsers known to it', async () => {
    const device = await knownDevice('finance@sandbox.test', '10.0.2.200');
    const spread = await statuses(LIMITS.loginAccount.max, (i) => login('finance@sandbox.test', 'wrong', `10.0.2.${i + 1}`));
    expect(spread).toEqual(Array(LIMITS.loginAccount.max).fill(401));
    expectTooMany(await login('finance@sandbox.test', DEMO_PASSWORD, '10.0.2.99'));
    expectTooMany(await login('finance@sandbox.test', DEMO_PASSWORD, '10.0.2.200'));
    expect((await login('finance@sandbox.test', DEMO_PASSWORD, '10.0.2.200', device)).statusCode).toBe(200);
  });

  it('per address: credential stuffing is stopped, while browsers known to an account still sign in to it', async () => {
    const office = '10.0.3.1';
    const device = await knownDevice('superops@sandbox.test', office);
    const stuffing = await statuses(LIMITS.loginIp.max, (i) => login(`victim${i}@example.com`, 'Password1', office));
    expect(stuffing).toEqual(Array(LIMITS.loginIp.max).fill(401));
    expectTooMany(await login('victim-next@example.com', 'Password1', office));
    expectTooMany(await login('ops@sandbox.test', DEMO_PASSWORD, office));
    // The cookie vouches for its own account only.
    expectTooMany(await login('ops@sandbox.test', DEMO_PASSWORD, office, device));
    expect((await login('superops@sandbox.test', DEMO_PASSWORD, office, device)).statusCode).toBe(200);
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
    // The reset links only: the sign-ins of earlier tests came from new browsers, and alerted (issue 28).
    const resets = (await h.mailbox('other@sandbox.test')).filter((message) => message.subject === 'Reset your password');
    expect(resets.length).toBe(5);
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
