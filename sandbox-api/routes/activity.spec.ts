import { describe, expect, it } from 'vitest';
import { tronAddressFromBytes } from '../../contract/addresses';
import { ACTIVITY_EVENT_TYPES, canSeeActivity, type ActivityEventType, type ActivityRecord } from '../../contract/activity';
import { DEMO_PASSWORD } from '../db/seed';
import { sweepExpiredAuthRows } from '../auth/sweep';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

const MERCHANT = 'merchant@sandbox.test';
const TRON_WALLET = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 13 + 5) % 256));
const ORIGIN = { 'user-agent': 'activity-spec/1.0', 'x-forwarded-for': '203.0.113.50' };

type Query = { sort?: unknown; range?: unknown; filter?: unknown };

function activityUrl(query: Query = {}, path = '/api/v2/activity') {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function list(email: string, query: Query = {}) {
  const response = await h.app.inject({ method: 'GET', url: activityUrl(query), headers: bearer(await h.loginAs(email)) });
  return { status: response.statusCode, range: response.headers['content-range'], records: response.json() as ActivityRecord[], response };
}

/** The merchant's newest records of one type. */
async function latest(type: ActivityEventType, email = MERCHANT) {
  const { records, status } = await list(email, { filter: { type }, range: [0, 99] });
  expect(status).toBe(200);
  return records;
}

const as = async (email: string) => bearer(await h.loginAs(email));

async function signIn(email: string, password: string) {
  return h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: ORIGIN });
}

describe('GET /api/v2/activity: each event is recorded where the server decides it', () => {
  it('sign-in succeeded and failed (a known account only), sign-out, with address and user agent', async () => {
    expect((await signIn('finance@sandbox.test', 'wrong-password')).statusCode).toBe(401);
    expect((await signIn('nobody@sandbox.test', 'wrong-password')).statusCode).toBe(401);
    const ok = await signIn('finance@sandbox.test', DEMO_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const token = (ok.json() as { data: { token: string } }).data.token;
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...bearer(token), ...ORIGIN } })).statusCode).toBe(200);

    const failed = await latest('sign_in.failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ actorEmail: 'finance@sandbox.test', actorRole: 'sub_merchant', userAgent: 'activity-spec/1.0', details: { reason: 'password' } });
    expect(failed[0].ip).toEqual(expect.any(String));
    expect((await latest('sign_in.succeeded'))[0]).toMatchObject({ actorEmail: 'finance@sandbox.test', details: { rememberMe: false } });
    expect((await latest('sign_out'))[0]).toMatchObject({ actorEmail: 'finance@sandbox.test', actorId: await h.userId('finance@sandbox.test') });
  });

  it('a wrong emailed sign-in code is a failed sign-in too', async () => {
    const first = await signIn('otp@sandbox.test', DEMO_PASSWORD);
    expect(first.json()).toMatchObject({ data: { requiresOTP: true } });
    const wrong = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'otp@sandbox.test', password: DEMO_PASSWORD, otp: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(await latest('sign_in.failed', 'otp@sandbox.test')).toEqual([expect.objectContaining({ details: { reason: 'otp' } })]);
  });

  it('session expired: recorded once, when the expired session is presented or swept', async () => {
    const presented = await h.loginAs('ops@sandbox.test');
    const swept = await h.loginAs('ops@sandbox.test');
    await h.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [await h.userId('ops@sandbox.test')]);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(presented) })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(presented) })).statusCode).toBe(401);
    expect(await latest('session.expired')).toHaveLength(1);
    await sweepExpiredAuthRows(h.db);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(swept) })).statusCode).toBe(401);
    const expired = await latest('session.expired');
    expect(expired).toHaveLength(2);
    expect(expired.every((record) => record.actorEmail === 'ops@sandbox.test' && record.userAgent === 'harness')).toBe(true);
  });

  it('2FA enabled, verified and disabled in Settings', async () => {
    const headers = await as('other@sandbox.test');
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/toggle-2fa', headers, payload: { enable: 'true', type2FA: 'EMAIL' } })).statusCode).toBe(200);
    const code = (await h.mailbox('other@sandbox.test'))[0].code;
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', headers, payload: { code } })).statusCode).toBe(200);
    await h.app.inject({ method: 'POST', url: '/api/auth/generate-2fa-code', headers });
    const offCode = (await h.mailbox('other@sandbox.test'))[0].code;
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/toggle-2fa', headers, payload: { enable: 'false', code: offCode } })).statusCode).toBe(200);
    expect((await latest('two_factor.enabled', 'other@sandbox.test'))[0].details).toEqual({ type: 'EMAIL' });
    expect((await latest('two_factor.verified', 'other@sandbox.test'))[0].details).toEqual({ type: 'EMAIL' });
    expect((await latest('two_factor.disabled', 'other@sandbox.test'))[0].details).toEqual({ type: 'EMAIL', wasVerified: true });
  });

  it('password changed, in Settings and by a reset link', async () => {
    const headers = await as('other@sandbox.test');
    const change = (currentPassword: string, newPassword: string) =>
      h.app.inject({ method: 'PUT', url: '/api/auth/change-password', headers, payload: { currentPassword, newPassword } });
    expect((await change(DEMO_PASSWORD, 'Changed#Pass2027')).statusCode).toBe(200);
    expect((await change('Changed#Pass2027', DEMO_PASSWORD)).statusCode).toBe(200);
    await h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'other@sandbox.test' } });
    const token = (await h.mailbox('other@sandbox.test'))[0].code;
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'Reset#Pass2027' } })).statusCode).toBe(200);
    const changes = await latest('password.changed', 'other@sandbox.test');
    expect(changes.map((record) => record.details.via)).toEqual(['reset', 'settings', 'settings']);
    await h.db.query(`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = $1) WHERE email = 'other@sandbox.test'`, [MERCHANT]);
  });

  it('sub-user created, edited, status changed, password set, 2FA required and removed, deleted: the target named by its email', async () => {
    const headers = await as(MERCHANT);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/subusers',
      headers,
      payload: { email: 'activity-sub@example.test', name: 'Activity Sub', role: 'operation', password: 'secret1' },
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { data: { _id: string } }).data._id;
    const calls = [
      { method: 'PUT', url: `/api/subusers/${id}`, payload: { name: 'Renamed Sub', email: 'activity-sub@example.test', role: 'super_operation' } },
      { method: 'PATCH', url: `/api/subusers/${id}/status`, payload: { status: 'blocked' } },
      { method: 'PUT', url: `/api/subusers/${id}`, payload: { password: 'secret2' } },
      { method: 'POST', url: `/api/subusers/${id}/toggle-2fa`, payload: { enable: 'true', type2FA: 'EMAIL' } },
      { method: 'DELETE', url: `/api/subusers/2fa/${id}` },
      { method: 'DELETE', url: `/api/subusers/${id}` },
    ] as const;
    for (const call of calls) expect((await h.app.inject({ ...call, headers })).statusCode).toBe(200);

    const { records } = await list(MERCHANT, { filter: { type: ACTIVITY_EVENT_TYPES.filter((type) => type.startsWith('subuser.')) }, sort: ['createdAt', 'ASC'] });
    expect(records.map((record) => record.type)).toEqual([
      'subuser.created',
      'subuser.edited',
      'subuser.status_changed',
      'subuser.password_set',
      'subuser.two_factor_required',
      'subuser.two_factor_removed',
      'subuser.deleted',
    ]);
    expect(records.every((record) => record.targetType === 'user' && record.targetId === id && record.targetLabel === 'activity-sub@example.test')).toBe(true);
    expect(records.every((record) => record.actorEmail === MERCHANT)).toBe(true);
    expect(records[1].details).toEqual({
      before: { name: 'Activity Sub', email: 'activity-sub@example.test', role: 'operation' },
      after: { name: 'Renamed Sub', email: 'activity-sub@example.test', role: 'super_operation' },
    });
    expect(records[2].details).toEqual({ from: 'active', to: 'blocked' });
    // The record outlives the deleted user.
    expect((await h.app.inject({ method: 'GET', url: `/api/v2/activity/${records[0].id}`, headers })).json()).toEqual(records[0]);
  });

  it('API secret revealed: once per reveal (behind a step-up), never for a load of GET /merchant/{userId}', async () => {
    const merchantId = await h.userId(MERCHANT);
    const headers = await as(MERCHANT);
    for (let i = 0; i < 3; i++) expect((await h.app.inject({ method: 'GET', url: `/api/merchant/${merchantId}`, headers })).json()).toHaveProperty('apiSecret');
    expect(await latest('api_secret.revealed')).toHaveLength(0);
    expect((await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers, payload: { password: DEMO_PASSWORD } })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await h.app.inject({ method: 'POST', url: '/api/v2/credentials/reveal', headers })).statusCode).toBe(200);
    // A caller without api-credentials reveals nothing, so nothing is recorded for it.
    const ops = await as('ops@sandbox.test');
    expect((await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: ops, payload: { password: DEMO_PASSWORD } })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/api/v2/credentials/reveal', headers: ops })).statusCode).toBe(403);
    const revealed = await latest('api_secret.revealed');
    expect(revealed.map((record) => record.actorEmail)).toEqual([MERCHANT, MERCHANT]);
    expect(revealed[0]).toMatchObject({ targetType: 'merchant', targetId: merchantId });
  });

  it('IP whitelist changed: added, blocked, reactivated, removed', async () => {
    const headers = await as(MERCHANT);
    const url = `/api/ip-whitelist/${await h.userId(MERCHANT)}`;
    await h.app.inject({ method: 'POST', url: `${url}/add`, headers, payload: { ip: '203.0.113.77' } });
    for (const status of ['blocked', 'active', 'deleted']) {
      await h.app.inject({ method: 'POST', url: `${url}/update`, headers, payload: { ip: '203.0.113.77', status } });
    }
    // A refused change (already listed) records nothing.
    await h.app.inject({ method: 'POST', url: `${url}/add`, headers, payload: { ip: '203.0.113.77' } });
    await h.app.inject({ method: 'POST', url: `${url}/add`, headers, payload: { ip: '203.0.113.77' } });
    const changes = await latest('ip_whitelist.changed');
    expect(changes.map((record) => record.details.action)).toEqual(['added', 'removed', 'reactivated', 'blocked', 'added']);
    expect(changes[0]).toMatchObject({ targetType: 'ip', targetId: '203.0.113.77' });
  });

  it('payout requested (a replayed Idempotency-Key is not a second request), complaint approved and rejected', async () => {
    const headers = { ...(await as(MERCHANT)), 'idempotency-key': 'activity-spec-payout-0001' };
    const payout = { amount: 0.5, merchantWallet: TRON_WALLET, currencyType: 'USDT-TRC20' };
    const created = await h.app.inject({ method: 'POST', url: '/api/withdrawal', headers, payload: payout });
    expect(created.statusCode).toBe(201);
    expect((await h.app.inject({ method: 'POST', url: '/api/withdrawal', headers, payload: payout })).statusCode).toBe(200);
    const requested = await latest('payout.requested');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ targetType: 'payout', targetId: (created.json() as { data: { _id: string } }).data._id, details: { amount: 0.5 } });

    const merchantId = await h.userId(MERCHANT);
    const complaint = async (title: string) => {
      const { rows } = await h.db.query<{ id: string }>(
        `WITH payout AS (INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, client_wallet)
                         VALUES ($1, 'payout', 'pending', 'USDT-TRC20', 1, $2, 'TActivityClient') RETURNING id)
         INSERT INTO complaints (merchant_id, withdrawal_id, title, description) SELECT $1, id, $3, 'not received' FROM payout RETURNING id`,
        [merchantId, `PAY-ACT-${title}`, title],
      );
      return rows[0].id;
    };
    const approveId = await complaint('Approve me');
    const rejectId = await complaint('Reject me');
    const answer = (id: string, payload: object) => h.app.inject({ method: 'PUT', url: `/api/refund/merchant/${id}`, headers, payload });
    expect((await answer(approveId, { action: 'approve', status: 'resolved', adminNotes: 'Refunded' })).statusCode).toBe(200);
    expect((await answer(rejectId, { action: 'reject', status: 'rejected', adminNotes: 'Paid on chain' })).statusCode).toBe(200);
    expect((await latest('complaint.approved'))[0]).toMatchObject({ targetType: 'complaint', targetId: approveId, targetLabel: 'Approve me', details: { transactionId: 'PAY-ACT-Approve me' } });
    expect((await latest('complaint.rejected'))[0]).toMatchObject({ targetId: rejectId, details: { adminNotes: 'Paid on chain' } });
  });

  it('profile, automation and timer changed: one record per kind, with the fields from and to; a save that changes nothing records nothing', async () => {
    const headers = await as(MERCHANT);
    const save = (payload: object) => h.app.inject({ method: 'PUT', url: '/api/merchant/profile', headers, payload });
    expect((await save({ companyName: 'Activity Coffee Ltd', autoPayout: 'true', transactionTimer: '25' })).statusCode).toBe(200);
    expect((await save({ transactionTimer: '25' })).statusCode).toBe(200);
    expect((await latest('profile.changed'))[0].details).toEqual({ changes: { companyName: { from: 'Blue Harbor Coffee Ltd', to: 'Activity Coffee Ltd' } } });
    expect((await latest('automation.changed'))[0].details).toEqual({ changes: { autoPayout: { from: false, to: true } } });
    const timers = await latest('timer.changed');
    expect(timers).toHaveLength(1);
    expect(timers[0].details).toEqual({ changes: { transactionTimer: { from: 10, to: 25 } } });
  });
});

describe('GET /api/v2/activity: the simple-REST dialect', () => {
  it('answers the array with Content-Range, sorted and ranged as asked', async () => {
    const all = await list(MERCHANT, { range: [0, 999] });
    const total = all.records.length;
    expect(total).toBeGreaterThan(10);
    expect(all.range).toBe(`activity 0-${total - 1}/${total}`);
    const times = all.records.map((record) => record.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const page = await list(MERCHANT, { sort: ['createdAt', 'DESC'], range: [5, 9] });
    expect(page.range).toBe(`activity 5-9/${total}`);
    expect(page.records).toEqual(all.records.slice(5, 10));

    const defaults = await h.app.inject({ method: 'GET', url: '/api/v2/activity', headers: await as(MERCHANT) });
    expect(defaults.headers['content-range']).toBe(`activity 0-${Math.min(total, 25) - 1}/${total}`);

    const ascending = await list(MERCHANT, { sort: ['createdAt', 'ASC'], range: [0, 999] });
    expect(ascending.records.map((record) => record.id)).toEqual([...all.records].reverse().map((record) => record.id));
    const byActor = (await list(MERCHANT, { sort: ['actorEmail', 'ASC'], range: [0, 999] })).records.map((record) => record.actorEmail.toLowerCase());
    expect(byActor).toEqual([...byActor].sort());

    const beyond = await list(MERCHANT, { range: [5000, 5009] });
    expect(beyond.records).toEqual([]);
    expect(beyond.range).toBe(`activity */${total}`);
  });

  it('filters by actor (part of the email, or the user id), type, one or several, and date range; getMany by id', async () => {
    const byEmail = await list(MERCHANT, { filter: { actor: 'FINANCE@' }, range: [0, 999] });
    expect(byEmail.records.length).toBeGreaterThan(0);
    expect(byEmail.records.every((record) => record.actorEmail === 'finance@sandbox.test')).toBe(true);
    const byId = await list(MERCHANT, { filter: { actor: await h.userId('finance@sandbox.test') }, range: [0, 999] });
    expect(byId.records).toEqual(byEmail.records);
    // % and _ are literal characters, not patterns.
    expect((await list(MERCHANT, { filter: { actor: '%' } })).records).toEqual([]);

    const two = await list(MERCHANT, { filter: { type: ['sign_in.failed', 'sign_out'] }, range: [0, 999] });
    expect(new Set(two.records.map((record) => record.type))).toEqual(new Set(['sign_in.failed', 'sign_out']));

    const today = new Date().toISOString().slice(0, 10);
    const all = await list(MERCHANT, { range: [0, 999] });
    expect((await list(MERCHANT, { filter: { from: today, to: today }, range: [0, 999] })).records).toEqual(all.records);
    expect((await list(MERCHANT, { filter: { to: '2020-01-01' } })).records).toEqual([]);
    expect((await list(MERCHANT, { filter: { from: new Date(Date.now() + 60_000).toISOString() } })).records).toEqual([]);
    const middle = all.records[3].createdAt;
    const upToMiddle = await list(MERCHANT, { filter: { to: middle }, range: [0, 999] });
    expect(upToMiddle.records.every((record) => record.createdAt <= middle)).toBe(true);
    expect(upToMiddle.records.map((record) => record.id)).toContain(all.records[3].id);

    const ids = [all.records[0].id, all.records[2].id];
    expect((await list(MERCHANT, { filter: { id: ids } })).records.map((record) => record.id).sort()).toEqual([...ids].sort());
  });

  it('refuses what is not its dialect with 400', async () => {
    for (const query of [
      { sort: ['ip', 'ASC'] },
      { sort: ['createdAt', 'SIDEWAYS'] },
      { sort: 'createdAt' },
      { range: [10, 5] },
      { range: [0, 5000] },
      { range: [-1, 5] },
      { filter: { actor: 'x', owner: 'y' } },
      { filter: { type: 'payout.teleported' } },
      { filter: { from: 'yesterday' } },
      { filter: '{not json' },
    ]) {
      const { status, response } = await list(MERCHANT, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('GET /:id answers one record; an unknown or malformed id answers 404', async () => {
    const [first] = (await list(MERCHANT)).records;
    const headers = await as(MERCHANT);
    expect((await h.app.inject({ method: 'GET', url: `/api/v2/activity/${first.id}`, headers })).json()).toEqual(first);
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/activity/00000000-0000-4000-8000-000000000000', headers })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/activity/not-an-id', headers })).statusCode).toBe(404);
  });
});

describe('GET /api/v2/activity: who reads what', () => {
  it('needs a session, and role-management (or the main merchant)', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/activity' })).statusCode).toBe(401);
    expect((await list('ops@sandbox.test')).status).toBe(403);
    expect((await list('superops@sandbox.test')).status).toBe(403);
    expect((await list('finance@sandbox.test')).status).toBe(200);
  });

  it('another merchant\'s records never appear, in the list or by id', async () => {
    const mine = (await list(MERCHANT, { range: [0, 999] })).records;
    const theirs = (await list('other@sandbox.test', { range: [0, 999] })).records;
    expect(theirs.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((record) => record.id));
    expect(theirs.some((record) => mineIds.has(record.id))).toBe(false);
    expect(theirs.every((record) => record.actorEmail === 'other@sandbox.test')).toBe(true);
    const headers = await as('other@sandbox.test');
    expect((await h.app.inject({ method: 'GET', url: `/api/v2/activity/${mine[0].id}`, headers })).statusCode).toBe(404);
    expect((await list('other@sandbox.test', { filter: { id: mine.slice(0, 3).map((record) => record.id) } })).records).toEqual([]);
  });

  it('a sub-user sees the types its permissions cover, and account events only of itself and the roles it manages', async () => {
    // ops@ (operation, managed by finance@) and merchant@ (the main merchant) both sign in.
    await signIn('ops@sandbox.test', DEMO_PASSWORD);
    await signIn(MERCHANT, DEMO_PASSWORD);
    const everything = (await list(MERCHANT, { range: [0, 999] })).records;
    const finance = (await list('finance@sandbox.test', { range: [0, 999] })).records;
    const financeUser = { id: await h.userId('finance@sandbox.test'), role: 'sub_merchant', isSubUser: true, parentUser: await h.userId(MERCHANT) };
    expect(finance.map((record) => record.id)).toEqual(everything.filter((record) => canSeeActivity(financeUser, record)).map((record) => record.id));
    expect(finance.some((record) => record.type === 'sign_in.succeeded' && record.actorEmail === 'ops@sandbox.test')).toBe(true);
    expect(finance.some((record) => record.type === 'sign_in.failed' && record.actorEmail === 'finance@sandbox.test')).toBe(true);
    expect(finance.some((record) => record.type === 'payout.requested')).toBe(true);
    expect(everything.some((record) => record.type === 'sign_in.succeeded' && record.actorEmail === MERCHANT)).toBe(true);
    expect(finance.some((record) => record.actorEmail === MERCHANT && record.type.startsWith('sign_in'))).toBe(false);
    expect(finance.some((record) => ['profile.changed', 'automation.changed', 'timer.changed'].includes(record.type))).toBe(false);
    const hidden = everything.find((record) => record.type === 'timer.changed');
    expect((await h.app.inject({ method: 'GET', url: `/api/v2/activity/${hidden?.id}`, headers: await as('finance@sandbox.test') })).statusCode).toBe(404);
  });
});

describe('the activity log is append-only', () => {
  it('no route edits or deletes a record (404/405), and the table itself refuses it', async () => {
    const before = await h.db.query('SELECT * FROM activity_log ORDER BY id');
    const [record] = (await list(MERCHANT)).records;
    const headers = { ...(await as(MERCHANT)), origin: 'http://localhost' };
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of [`/api/v2/activity/${record.id}`, '/api/v2/activity']) {
        const response = await h.app.inject({ method, url, headers, payload: { type: 'sign_out', actorEmail: 'forged@example.test' } });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect((await h.db.query('SELECT * FROM activity_log ORDER BY id')).rows).toEqual(before.rows);
    await expect(h.db.query(`UPDATE activity_log SET actor_email = 'forged@example.test' WHERE id = $1`, [record.id])).rejects.toThrow(/append-only/);
    await expect(h.db.query('DELETE FROM activity_log WHERE id = $1', [record.id])).rejects.toThrow(/append-only/);
    expect((await h.db.query('SELECT * FROM activity_log ORDER BY id')).rows).toEqual(before.rows);
  });
});
