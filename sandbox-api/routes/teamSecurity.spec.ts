import type { Socket } from 'socket.io-client';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { AUTH_MESSAGES } from '../../contract/auth';
import { STEP_UP_REQUIRED } from '../../contract/stepUp';
import { TEAM_SECURITY_MESSAGES, type TeamSecurity } from '../../contract/teamSecurity';
import { sessionCookieName } from '../auth/cookie';
import { totpCode } from '../auth/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/seed';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';
import { useSocketClients } from '../test/listeners';
import { challengeCookieOf } from '../test/signInCookies';

const h = useHarness();
const clients = useSocketClients(h);
const URL = '/api/v2/team-security';
/** The sub-user with verified 2FA (an authenticator), whom team 2FA must leave alone. */
const WITH_2FA = 'superops@sandbox.test';
const WITHOUT_2FA = ['finance@sandbox.test', 'ops@sandbox.test'];

async function steppedUp(email: string): Promise<string> {
  const token = await h.loginAs(email);
  await h.db.query('UPDATE users SET two_factor_last_step = NULL');
  const proof = email === WITH_2FA ? { code: totpCode(DEMO_TOTP_SECRET) } : { password: DEMO_PASSWORD };
  const response = await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: bearer(token), payload: proof });
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

const put = (token: string, payload: object) => h.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload });
const me = (token: string) => h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const login = (email: string) => h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });

async function settingsOf(email: string): Promise<TeamSecurity> {
  const response = await h.app.inject({ method: 'GET', url: URL, headers: bearer(await h.loginAs(email)) });
  expect(response.statusCode).toBe(200);
  return response.json() as TeamSecurity;
}

async function setTeam2fa(require2fa: boolean): Promise<TeamSecurity> {
  const response = await put(await steppedUp('merchant@sandbox.test'), { require2fa });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeamSecurity;
}

async function sessionsOf(email: string): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [email]);
  return rows[0].n;
}

beforeEach(async () => {
  await h.db.query('DELETE FROM rate_limits');
  await h.db.query('DELETE FROM team_security');
  // The sub-users' 2FA as the tests start: superops@ with a verified authenticator, the others without.
  await h.db.query(
    `UPDATE users SET two_factor_enabled = false, two_factor_type = NULL, two_factor_verified = false,
            two_factor_secret_encrypted = NULL, two_factor_last_step = NULL WHERE email = ANY($1)`,
    [WITHOUT_2FA],
  );
  await h.db.query(
    `UPDATE users SET two_factor_enabled = true, two_factor_type = 'GOOGLE_AUTH', two_factor_verified = true,
            two_factor_secret_encrypted = $2, two_factor_last_step = NULL WHERE email = $1`,
    [WITH_2FA, h.app.services.secrets.encrypt(DEMO_TOTP_SECRET)],
  );
});

describe('GET/PUT /api/v2/team-security (issue 28)', () => {
  it('answers "off" to every member of the team until it is set, with how many sub-users lack 2FA', async () => {
    for (const email of ['merchant@sandbox.test', ...WITHOUT_2FA, WITH_2FA]) {
      expect(await settingsOf(email)).toEqual({ require2fa: false, withoutTwoFactor: 2, updatedAt: null, updatedBy: null });
    }
    // Another merchant's team is its own.
    expect(await settingsOf('other@sandbox.test')).toEqual({ require2fa: false, withoutTwoFactor: 0, updatedAt: null, updatedBy: null });
  });

  it('asks the main merchant for a step-up confirmation, and changes nothing without it', async () => {
    const finance = await h.loginAs('finance@sandbox.test');
    const response = await put(await h.loginAs('merchant@sandbox.test'), { require2fa: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, reason: STEP_UP_REQUIRED });
    expect((await settingsOf('merchant@sandbox.test')).require2fa).toBe(false);
    expect((await me(finance)).statusCode).toBe(200);
  });

  it('refuses every sub-user, even confirmed, with access denied', async () => {
    for (const email of ['finance@sandbox.test', 'ops@sandbox.test', WITH_2FA]) {
      const response = await put(await steppedUp(email), { require2fa: true });
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
    }
    expect((await settingsOf('merchant@sandbox.test')).require2fa).toBe(false);
  });

  it('refuses bad input with the field and its rule, and changes nothing', async () => {
    const token = await steppedUp('merchant@sandbox.test');
    for (const payload of [{ require2fa: 'yes' }, {}, { require2fa: null }]) {
      const response = await put(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain('require2fa:');
    }
    expect((await settingsOf('merchant@sandbox.test')).require2fa).toBe(false);
  });

  it('switching it on ends the sessions and sockets of sub-users without verified 2FA, and no others', async () => {
    const without = await Promise.all(WITHOUT_2FA.map((email) => h.loginAs(email)));
    const withTwoFactor = await h.loginAs(WITH_2FA);
    const merchant = await h.loginAs('merchant@sandbox.test');
    const otherMerchantSubUser = await h.db.query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, role, parent_user_id)
       SELECT 'other-ops@example.test', 'Other Ops', password_hash, 'operation', id FROM users WHERE email = 'other@sandbox.test' RETURNING id`,
    );
    const otherTeam = await h.loginAs('other-ops@example.test');
    const connected = (socket: Socket) => new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    const sockets = without.map((token) => clients.open({ auth: { token } }));
    const kept = clients.open({ auth: { token: withTwoFactor } });
    await Promise.all([...sockets, kept].map(connected));
    const closed = sockets.map((socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))));

    const saved = await setTeam2fa(true);
    const merchantId = await h.userId('merchant@sandbox.test');
    expect(saved).toEqual({ require2fa: true, withoutTwoFactor: 2, updatedAt: expect.any(String), updatedBy: { id: merchantId, email: 'merchant@sandbox.test' } });
    for (const token of without) expect((await me(token)).statusCode).toBe(401);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const email of WITHOUT_2FA) expect(await sessionsOf(email)).toBe(0);
    expect((await me(withTwoFactor)).statusCode).toBe(200);
    expect((await me(merchant)).statusCode).toBe(200);
    expect((await me(otherTeam)).statusCode).toBe(200);
    expect(kept.connected).toBe(true);
    await h.db.query('DELETE FROM users WHERE id = $1', [otherMerchantSubUser.rows[0].id]);

    // Every member reads it; the change is in the activity log, with what it did.
    expect((await settingsOf('ops@sandbox.test')).require2fa).toBe(true);
    const log = await h.app.inject({ method: 'GET', url: '/api/v2/activity', headers: bearer(merchant), query: { filter: '{"type":"team_security.changed"}' } });
    const [latest] = log.json() as ActivityRecord[];
    expect(latest).toMatchObject({
      type: 'team_security.changed',
      details: { changed: ['require2fa'], before: { require2fa: false }, after: { require2fa: true }, signedOut: 2 },
    });
  });

  it('with it on, a sub-user without 2FA gets no session with the password: the sign-in asks to enrol an authenticator', async () => {
    await setTeam2fa(true);
    const email = 'ops@sandbox.test';
    const id = await h.userId(email);
    const step1 = await login(email);
    expect(step1.statusCode).toBe(200);
    const body = step1.json();
    expect(body).toEqual({
      success: true,
      message: AUTH_MESSAGES.enrol2fa,
      data: { requiresEnrolment: true, type2FA: 'GOOGLE_AUTH', email, userId: id, qrCode: expect.stringMatching(/^otpauth:\/\/totp\//), secret: expect.any(String) },
    });
    expect(step1.cookies.find((cookie) => cookie.name === sessionCookieName(h.config))).toBeUndefined();
    expect(await sessionsOf(email)).toBe(0);
    // The secret shown stays for a second attempt, so an app that scanned it still works.
    const again = await login(email);
    expect(again.json().data.secret).toBe(body.data.secret);

    // The password alone, or a wrong code, never makes a session.
    const verify = (code: string) =>
      h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', cookies: challengeCookieOf(again), payload: { code, userId: id, loginFlow: true } });
    expect((await verify('000000')).statusCode).toBe(400);
    expect(await sessionsOf(email)).toBe(0);

    const enrolled = await verify(totpCode(body.data.secret as string));
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json().data).toMatchObject({ token: expect.any(String), recoveryCodes: expect.any(Array) });
    const { rows } = await h.db.query('SELECT two_factor_enabled, two_factor_type, two_factor_verified FROM users WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ two_factor_enabled: true, two_factor_type: 'GOOGLE_AUTH', two_factor_verified: true });
    // From now on the ordinary second step.
    expect((await login(email)).json().data).toMatchObject({ requires2FA: true, type2FA: 'GOOGLE_AUTH' });
  });

  it('with it on, a sub-user whose manager chose email 2FA enrols that; one with verified 2FA and the main merchant sign in as before', async () => {
    await setTeam2fa(true);
    await h.db.query(`UPDATE users SET two_factor_enabled = true, two_factor_type = 'EMAIL' WHERE email = 'finance@sandbox.test'`);
    expect((await login('finance@sandbox.test')).json().data).toMatchObject({ requiresEnrolment: true, type2FA: 'EMAIL', qrCode: null });
    expect((await login(WITH_2FA)).json().data).toMatchObject({ requires2FA: true, type2FA: 'GOOGLE_AUTH' });
    expect((await login('merchant@sandbox.test')).json().data).toMatchObject({ token: expect.any(String) });
  });

  it('with it on, a sub-user cannot turn off the 2FA the team requires', async () => {
    await setTeam2fa(true);
    const token = await h.loginAs(WITH_2FA);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/toggle-2fa',
      headers: bearer(token),
      payload: { enable: 'false', code: totpCode(DEMO_TOTP_SECRET) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: TEAM_SECURITY_MESSAGES.twoFactorRequired });
    const { rows } = await h.db.query(`SELECT two_factor_verified FROM users WHERE email = $1`, [WITH_2FA]);
    expect(rows[0].two_factor_verified).toBe(true);
  });

  it("with it on, a manager's removal of a sub-user's 2FA ends that sub-user's sessions; with it off, it does not", async () => {
    const superopsId = await h.userId(WITH_2FA);
    const remove = async () => {
      const response = await h.app.inject({ method: 'DELETE', url: `/api/subusers/2fa/${superopsId}`, headers: bearer(await h.loginAs('merchant@sandbox.test')) });
      expect(response.statusCode, response.body).toBe(200);
    };
    const withoutTeam2fa = await h.loginAs(WITH_2FA);
    await remove();
    expect((await me(withoutTeam2fa)).statusCode).toBe(200);

    await h.db.query(`UPDATE users SET two_factor_enabled = true, two_factor_type = 'GOOGLE_AUTH', two_factor_verified = true WHERE id = $1`, [superopsId]);
    await setTeam2fa(true);
    const underTeam2fa = await h.loginAs(WITH_2FA);
    expect((await me(underTeam2fa)).statusCode).toBe(200);
    await remove();
    expect((await me(underTeam2fa)).statusCode).toBe(401);
    expect((await login(WITH_2FA)).json().data).toMatchObject({ requiresEnrolment: true, type2FA: 'GOOGLE_AUTH' });
  });

  it('switched off again, a sub-user without 2FA signs in with the password alone', async () => {
    await setTeam2fa(true);
    const off = await setTeam2fa(false);
    expect(off.require2fa).toBe(false);
    const response = await login('ops@sandbox.test');
    expect(response.json().data).toMatchObject({ token: expect.any(String) });
  });
});
