import { describe, expect, it } from 'vitest';
import { SUB_USER_MESSAGES } from '../../contract/subusers';
import { totpCode } from '../auth/totp';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(email: string, method: Method, url: string, payload?: object) {
  const token = await h.loginAs(email);
  return h.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

let counter = 0;
/** A fresh sub-user of merchant@, created directly so each test owns its target. */
async function newSubUser(role: 'operation' | 'super_operation' | 'sub_merchant') {
  counter += 1;
  const email = `member${counter}@sandbox.test`;
  const response = await call('merchant@sandbox.test', 'POST', '/subusers', { email, name: `Member ${counter}`, role, password: 'secret1' });
  expect(response.statusCode).toBe(200);
  return { id: response.json().data._id as string, email };
}

describe('GET /subusers', () => {
  it('lists the merchant team with the 001 section 3 fields, without the caller', async () => {
    const response = await call('merchant@sandbox.test', 'GET', '/subusers');
    expect(response.statusCode).toBe(200);
    const emails = response.json().data.map((user: { email: string }) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['finance@sandbox.test', 'superops@sandbox.test', 'ops@sandbox.test']));
    expect(emails).not.toContain('merchant@sandbox.test');
    expect(emails).not.toContain('other@sandbox.test');
    const ops = response.json().data.find((user: { email: string }) => user.email === 'ops@sandbox.test');
    expect(ops).toMatchObject({ role: 'operation', status: 'active', enabled2FA: 'false', verified2FA: 'false', type2FA: null });
    expect(typeof ops._id).toBe('string');
    expect(Date.parse(ops.createdAt)).not.toBeNaN();
  });

  it('answers the Finance Role (it holds role-management) and refuses the operation roles', async () => {
    expect((await call('finance@sandbox.test', 'GET', '/subusers')).statusCode).toBe(200);
    for (const email of ['superops@sandbox.test', 'ops@sandbox.test']) {
      const response = await call(email, 'GET', '/subusers');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ACCESS_DENIED);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/subusers' })).statusCode).toBe(401);
  });

  it('shows another merchant only its own team', async () => {
    const response = await call('other@sandbox.test', 'GET', '/subusers');
    expect(response.json().data.map((user: { email: string }) => user.email)).not.toContain('ops@sandbox.test');
  });
});

describe('POST /subusers', () => {
  it('creates a sub-user who can sign in with the given password', async () => {
    const response = await call('merchant@sandbox.test', 'POST', '/subusers', {
      email: 'New.Person@Sandbox.test',
      name: 'New Person',
      role: 'sub_merchant',
      password: 'abcdef',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: SUB_USER_MESSAGES.created, data: { email: 'new.person@sandbox.test', role: 'sub_merchant' } });
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'new.person@sandbox.test', password: 'abcdef' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'sub_merchant', isSubUser: true, parentUser: await h.userId('merchant@sandbox.test') });
  });

  it('refuses a password under 6 characters with the spec message', async () => {
    const response = await call('merchant@sandbox.test', 'POST', '/subusers', { email: 'short@sandbox.test', name: 'S', role: 'operation', password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(SUB_USER_MESSAGES.passwordTooShort);
  });

  it('answers 409 for an email that exists, in any case', async () => {
    const response = await call('merchant@sandbox.test', 'POST', '/subusers', { email: 'OTHER@sandbox.test', name: 'Dup', role: 'operation', password: 'abcdef' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: SUB_USER_MESSAGES.emailExists });
  });

  it('lets the Finance Role create operation users but not a Finance Role peer (no escalation)', async () => {
    const allowed = await call('finance@sandbox.test', 'POST', '/subusers', { email: 'fin-op@sandbox.test', name: 'Op', role: 'operation', password: 'abcdef' });
    expect(allowed.statusCode).toBe(200);
    const escalation = await call('finance@sandbox.test', 'POST', '/subusers', { email: 'fin-fin@sandbox.test', name: 'Fin', role: 'sub_merchant', password: 'abcdef' });
    expect(escalation.statusCode).toBe(403);
    expect((await h.db.query(`SELECT 1 FROM users WHERE email = 'fin-fin@sandbox.test'`)).rows).toHaveLength(0);
  });

  it('refuses operation and super operation, whatever role they ask for', async () => {
    for (const email of ['ops@sandbox.test', 'superops@sandbox.test']) {
      const response = await call(email, 'POST', '/subusers', { email: `by-${email}`, name: 'X', role: 'sub_merchant', password: 'abcdef' });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses roles outside the three sub-user roles', async () => {
    const response = await call('merchant@sandbox.test', 'POST', '/subusers', { email: 'boss@sandbox.test', name: 'B', role: 'merchant', password: 'abcdef' });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /subusers/{id}', () => {
  it('edits name, email and role', async () => {
    const { id } = await newSubUser('operation');
    const response = await call('merchant@sandbox.test', 'PUT', `/subusers/${id}`, { name: 'Renamed', email: 'renamed@sandbox.test', role: 'super_operation' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: SUB_USER_MESSAGES.updated, data: { name: 'Renamed', email: 'renamed@sandbox.test', role: 'super_operation' } });
  });

  it('answers 409 when the new email belongs to someone else', async () => {
    const { id } = await newSubUser('operation');
    const response = await call('merchant@sandbox.test', 'PUT', `/subusers/${id}`, { name: 'X', email: 'ops@sandbox.test', role: 'operation' });
    expect(response.statusCode).toBe(409);
  });

  it('does not let the Finance Role promote a user to Finance Role or edit a Finance Role user', async () => {
    const { id } = await newSubUser('operation');
    const promote = await call('finance@sandbox.test', 'PUT', `/subusers/${id}`, { name: 'X', email: 'promo@sandbox.test', role: 'sub_merchant' });
    expect(promote.statusCode).toBe(403);
    const peer = await newSubUser('sub_merchant');
    const editPeer = await call('finance@sandbox.test', 'PUT', `/subusers/${peer.id}`, { name: 'X', email: peer.email, role: 'operation' });
    expect(editPeer.statusCode).toBe(403);
    const allowed = await call('finance@sandbox.test', 'PUT', `/subusers/${id}`, { name: 'Ok', email: 'promo@sandbox.test', role: 'super_operation' });
    expect(allowed.statusCode, 'the email changes, which Finance may not do').toBe(403);
  });

  it('refuses anyone changing their own account', async () => {
    const self = await h.userId('finance@sandbox.test');
    const response = await call('finance@sandbox.test', 'PUT', `/subusers/${self}`, { name: 'Me', email: 'finance@sandbox.test', role: 'sub_merchant' });
    expect(response.statusCode).toBe(403);
  });

  it('changes a password only with change-password, and ends the user\'s sessions', async () => {
    const { id, email } = await newSubUser('operation');
    const oldSession = await h.loginAs(email);
    const refused = await call('finance@sandbox.test', 'PUT', `/subusers/${id}`, { password: 'newpass' });
    expect(refused.statusCode).toBe(403);

    const response = await call('merchant@sandbox.test', 'PUT', `/subusers/${id}`, { password: 'newpass' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SUB_USER_MESSAGES.passwordUpdated);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldSession) })).statusCode).toBe(401);
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'newpass' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an email change to a manager without change-password, and changes nothing', async () => {
    const { id, email } = await newSubUser('operation');
    const session = await h.loginAs(email);
    const refused = await call('finance@sandbox.test', 'PUT', `/subusers/${id}`, { name: 'Taken', email: 'attacker@sandbox.test', role: 'operation' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_DENIED);
    const { rows } = await h.db.query<{ email: string; name: string }>('SELECT email, name FROM users WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ email, name: expect.not.stringMatching('Taken') });
    expect(await h.mailbox(email)).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(200);

    const sameEmail = await call('finance@sandbox.test', 'PUT', `/subusers/${id}`, { name: 'Renamed', email: email.toUpperCase(), role: 'super_operation' });
    expect(sameEmail.statusCode, 'name and role without a new email stay role management').toBe(200);
  });

  it("lets the main merchant change an email: the old address is told, the target's sessions and reset links end", async () => {
    const { id, email } = await newSubUser('operation');
    const session = await h.loginAs(email);
    const forgot = await h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(200);
    const resetToken = (await h.mailbox(email))[0].code;
    expect(resetToken).toBeTruthy();

    const response = await call('merchant@sandbox.test', 'PUT', `/subusers/${id}`, { name: 'Moved', email: 'moved@sandbox.test', role: 'operation' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe('moved@sandbox.test');

    const told = (await h.mailbox(email))[0];
    expect(told.subject).toBe('Your sign-in email was changed');
    expect(told.text).toContain('moved@sandbox.test');
    expect(told.code).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const reset = await h.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword: 'Taken#Over2027' } });
    expect(reset.statusCode).toBe(400);
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'moved@sandbox.test', password: 'secret1' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a short password and a password mixed with edit fields', async () => {
    const { id } = await newSubUser('operation');
    expect((await call('merchant@sandbox.test', 'PUT', `/subusers/${id}`, { password: '123' })).json().message).toContain(SUB_USER_MESSAGES.passwordTooShort);
    expect((await call('merchant@sandbox.test', 'PUT', `/subusers/${id}`, { password: 'abcdef', name: 'X' })).statusCode).toBe(400);
  });
});

describe('PATCH /subusers/{id}/status', () => {
  it('blocking a user ends their session at once and stops their sign-in; reactivating lets them back', async () => {
    const { id, email } = await newSubUser('operation');
    const session = await h.loginAs(email);
    const me = () => h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
    expect((await me()).statusCode).toBe(200);

    const blocked = await call('merchant@sandbox.test', 'PATCH', `/subusers/${id}/status`, { status: 'blocked' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ message: SUB_USER_MESSAGES.statusUpdated, data: { status: 'blocked' } });
    expect((await me()).statusCode).toBe(401);
    expect((await h.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [id])).rows).toHaveLength(0);
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret1' } });
    expect(login.statusCode).not.toBe(200);

    expect((await call('merchant@sandbox.test', 'PATCH', `/subusers/${id}/status`, { status: 'active' })).statusCode).toBe(200);
    const again = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret1' } });
    expect(again.statusCode).toBe(200);
  });

  it('inactive ends the sessions too', async () => {
    const { id, email } = await newSubUser('super_operation');
    const session = await h.loginAs(email);
    expect((await call('merchant@sandbox.test', 'PATCH', `/subusers/${id}/status`, { status: 'inactive' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
  });

  it('refuses an unknown status and callers without role-management', async () => {
    const { id } = await newSubUser('operation');
    expect((await call('merchant@sandbox.test', 'PATCH', `/subusers/${id}/status`, { status: 'deleted' })).statusCode).toBe(400);
    expect((await call('ops@sandbox.test', 'PATCH', `/subusers/${id}/status`, { status: 'blocked' })).statusCode).toBe(403);
    expect((await call('superops@sandbox.test', 'PATCH', `/subusers/${id}/status`, { status: 'blocked' })).statusCode).toBe(403);
    expect((await call('finance@sandbox.test', 'PATCH', `/subusers/${id}/status`, { status: 'blocked' })).statusCode).toBe(200);
  });
});

describe('2FA of a sub-user', () => {
  it('toggles on as pending, off, and Delete 2FA clears it', async () => {
    const { id } = await newSubUser('operation');
    const on = await call('merchant@sandbox.test', 'POST', `/subusers/${id}/toggle-2fa`, { enable: 'true', type2FA: 'EMAIL' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ enabled2FA: 'true', type2FA: 'EMAIL', verified2FA: 'false' });
    const off = await call('merchant@sandbox.test', 'POST', `/subusers/${id}/toggle-2fa`, { enable: 'false' });
    expect(off.json().data).toMatchObject({ enabled2FA: 'false', type2FA: null });

    await call('merchant@sandbox.test', 'POST', `/subusers/${id}/toggle-2fa`, { enable: 'true', type2FA: 'GOOGLE_AUTH' });
    const removed = await call('merchant@sandbox.test', 'DELETE', `/subusers/2fa/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ enabled2FA: 'false', type2FA: null, verified2FA: 'false' });
  });

  it('needs a type to enable, and role-management', async () => {
    const { id } = await newSubUser('operation');
    expect((await call('merchant@sandbox.test', 'POST', `/subusers/${id}/toggle-2fa`, { enable: 'true' })).statusCode).toBe(400);
    expect((await call('ops@sandbox.test', 'POST', `/subusers/${id}/toggle-2fa`, { enable: 'false' })).statusCode).toBe(403);
    expect((await call('ops@sandbox.test', 'DELETE', `/subusers/2fa/${id}`)).statusCode).toBe(403);
    expect((await call('finance@sandbox.test', 'DELETE', `/subusers/2fa/${id}`)).statusCode).toBe(200);
  });

  it('own 2FA: enable the authenticator, verify with a computed TOTP, sign in with it, disable', async () => {
    const { email } = await newSubUser('super_operation');
    const token = await h.loginAs(email);
    const toggle = await h.app.inject({ method: 'POST', url: '/api/auth/toggle-2fa', headers: bearer(token), payload: { enable: 'true', type2FA: 'GOOGLE_AUTH' } });
    expect(toggle.statusCode).toBe(200);
    const { secret, qrCode } = toggle.json().data;
    expect(qrCode).toMatch(/^otpauth:\/\/totp\//);
    const status = () => h.app.inject({ method: 'GET', url: '/api/auth/2fa-status', headers: bearer(token) });
    expect((await status()).json().data).toEqual({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'false' });

    const wrong = await h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', headers: bearer(token), payload: { code: '000000' === totpCode(secret) ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    const verify = await h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', headers: bearer(token), payload: { code: totpCode(secret) } });
    expect(verify.statusCode).toBe(200);
    expect((await status()).json().data.verified2FA).toBe('true');

    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret1' } });
    expect(login.json().data).toMatchObject({ requires2FA: true, type2FA: 'GOOGLE_AUTH' });

    const off = await h.app.inject({
      method: 'POST',
      url: '/api/auth/toggle-2fa',
      headers: bearer(token),
      payload: { enable: 'false', code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(off.statusCode).toBe(200);
    expect((await status()).json().data).toEqual({ enabled2FA: 'false', type2FA: null, verified2FA: 'false' });
  });
});

describe('DELETE /subusers/{id}', () => {
  it('deletes the user and their sessions', async () => {
    const { id, email } = await newSubUser('operation');
    const session = await h.loginAs(email);
    const response = await call('merchant@sandbox.test', 'DELETE', `/subusers/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SUB_USER_MESSAGES.deleted);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    expect((await call('merchant@sandbox.test', 'DELETE', `/subusers/${id}`)).statusCode).toBe(404);
  });

  it('refuses operation roles and lets the Finance Role delete only roles below its own', async () => {
    const op = await newSubUser('operation');
    const fin = await newSubUser('sub_merchant');
    expect((await call('ops@sandbox.test', 'DELETE', `/subusers/${op.id}`)).statusCode).toBe(403);
    expect((await call('superops@sandbox.test', 'DELETE', `/subusers/${op.id}`)).statusCode).toBe(403);
    expect((await call('finance@sandbox.test', 'DELETE', `/subusers/${fin.id}`)).statusCode).toBe(403);
    expect((await call('finance@sandbox.test', 'DELETE', `/subusers/${op.id}`)).statusCode).toBe(200);
  });
});

describe('another merchant', () => {
  it('gets 404 for every call on merchant@\'s sub-users, and nothing changes', async () => {
    const { id } = await newSubUser('operation');
    const attempts: [Method, string, object?][] = [
      ['PUT', `/subusers/${id}`, { name: 'X', email: 'hijack@sandbox.test', role: 'operation' }],
      ['PUT', `/subusers/${id}`, { password: 'hijack1' }],
      ['PATCH', `/subusers/${id}/status`, { status: 'blocked' }],
      ['POST', `/subusers/${id}/toggle-2fa`, { enable: 'false' }],
      ['DELETE', `/subusers/2fa/${id}`],
      ['DELETE', `/subusers/${id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call('other@sandbox.test', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const { rows } = await h.db.query<{ status: string; name: string }>('SELECT status, name FROM users WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ status: 'active' });
    expect(rows[0].name).not.toBe('X');
    expect((await call('other@sandbox.test', 'DELETE', '/subusers/not-a-uuid')).statusCode).toBe(404);
  });

});
