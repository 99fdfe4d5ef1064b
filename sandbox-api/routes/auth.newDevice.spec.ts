import type { LightMyRequestResponse as Response } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_SIGN_IN_TITLE } from '../../contract/notificationPreferences';
import { hashPassword, SANDBOX_SCRYPT } from '../auth/password';
import { DEVICE_COOKIE } from '../auth/deviceCookie';
import { totpCode } from '../auth/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/seed';
import { bearer, useHarness } from '../test/harness';
import { challengeCookieOf } from '../test/signInCookies';

const h = useHarness();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function login(email: string, cookies: Record<string, string> = {}) {
  return h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': FIREFOX_LINUX },
    remoteAddress: '198.51.100.44',
    cookies,
    payload: { email, password: DEMO_PASSWORD },
  });
}

const deviceCookieOf = (response: Response) => {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  if (!cookie?.value) throw new Error('no device cookie');
  return { [DEVICE_COOKIE]: cookie.value };
};

const alertsTo = async (email: string) => (await h.mailbox(email)).filter((message) => message.subject === NEW_SIGN_IN_TITLE);

async function securityNotices(email: string): Promise<{ title: string; body: string }[]> {
  const { rows } = await h.db.query<{ title: string; body: string }>(
    `SELECT n.title, n.body FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.type = 'security' AND n.title = $2 ORDER BY n.created_at DESC`,
    [email, NEW_SIGN_IN_TITLE],
  );
  return rows;
}

async function freshSubUser(): Promise<string> {
  const email = `fresh-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await h.db.query(
    `INSERT INTO users (email, name, password_hash, role, parent_user_id) VALUES ($1, 'Fresh Hire', $2, 'operation', $3)`,
    [email, await hashPassword(DEMO_PASSWORD, SANDBOX_SCRYPT), await h.userId('merchant@sandbox.test')],
  );
  return email;
}

beforeEach(async () => {
  await h.db.query('DELETE FROM rate_limits');
  await h.db.query('UPDATE users SET two_factor_last_step = NULL');
});

describe('new-device alerts (issue 28)', () => {
  it("alerts nobody at an account's very first sign-in", async () => {
    const email = await freshSubUser();
    expect((await login(email)).statusCode).toBe(200);
    expect(await alertsTo(email)).toEqual([]);
    expect(await securityNotices(email)).toEqual([]);
  });

  it('a later sign-in from a browser without the device cookie mails the time, address and browser, and lands in the bell', async () => {
    const email = await freshSubUser();
    expect((await login(email)).statusCode).toBe(200);
    const before = Date.now();
    const response = await login(email);
    expect(response.statusCode).toBe(200);
    const [mail, ...more] = await alertsTo(email);
    expect(more).toEqual([]);
    expect(mail.text).toContain('Firefox 133 on Linux');
    expect(mail.text).toContain('198.51.100.44');
    const minute = new Date(before).toISOString().slice(0, 16).replace('T', ' ');
    const nextMinute = new Date(before + 60_000).toISOString().slice(0, 16).replace('T', ' ');
    expect([`${minute} UTC`, `${nextMinute} UTC`].some((when) => mail.text.includes(when))).toBe(true);
    expect(mail.code).toBeNull();
    // In the bell too, with the same words; read through the API as the dashboard does.
    const token = (response.json() as { data: { token: string } }).data.token;
    const bell = await h.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
    expect(bell.body).toContain(NEW_SIGN_IN_TITLE);
    expect(await securityNotices(email)).toEqual([{ title: NEW_SIGN_IN_TITLE, body: mail.text }]);
  });

  it('a sign-in from a browser with the device cookie of an earlier sign-in alerts nobody', async () => {
    const email = await freshSubUser();
    const first = await login(email);
    const second = await login(email, deviceCookieOf(first));
    expect(second.statusCode).toBe(200);
    const third = await login(email, deviceCookieOf(second));
    expect(third.statusCode).toBe(200);
    expect(await alertsTo(email)).toEqual([]);
    expect(await securityNotices(email)).toEqual([]);
  });

  it("another account's device cookie does not vouch for this one", async () => {
    const email = await freshSubUser();
    expect((await login(email)).statusCode).toBe(200);
    const elsewhere = deviceCookieOf(await login(await freshSubUser()));
    expect((await login(email, elsewhere)).statusCode).toBe(200);
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('follows the security notification preference: email off, only the bell', async () => {
    const email = await freshSubUser();
    const first = await login(email);
    const token = (first.json() as { data: { token: string } }).data.token;
    const prefs = await h.app.inject({
      method: 'PUT',
      url: '/api/user/notifications/preferences',
      headers: bearer(token),
      payload: { security: { email: false } },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
    expect(await alertsTo(email)).toEqual([]);
    expect(await securityNotices(email)).toHaveLength(1);
  });

  it('alerts after the second factor too, when the sign-in needs one', async () => {
    const email = 'totp@sandbox.test';
    await h.db.query(`UPDATE users SET last_signed_in_at = now() - interval '1 day' WHERE email = $1`, [email]);
    const step1 = await login(email);
    expect(step1.json()).toMatchObject({ data: { requires2FA: true } });
    expect(await alertsTo(email)).toEqual([]);
    const step3 = await h.app.inject({
      method: 'POST',
      url: '/api/auth/verify-2fa',
      headers: { 'user-agent': FIREFOX_LINUX },
      cookies: challengeCookieOf(step1),
      payload: { code: totpCode(DEMO_TOTP_SECRET), userId: await h.userId(email), loginFlow: true },
    });
    expect(step3.statusCode, step3.body).toBe(200);
    expect(await alertsTo(email)).toHaveLength(1);
  });
});
