import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useHarness } from '../harness';
import { AuthzFixtures, type Account } from './authzFixtures';
import { merchantSnapshot } from './isolationSnapshot';

/**
 * Issue 8, escalation: a sub-user never grants a role or permission above its own, never changes
 * its own role, status or 2FA through role management, never touches its parent's account
 * settings without the permission, and crafted body fields change nothing. Every case checks
 * the status and that both merchants' data (accounts, settings, whitelist...) is unchanged.
 */
const h = useHarness();
let fx: AuthzFixtures;

interface Ids {
  merchant: Account;
  finance: Account;
  ops: Account;
  other: Account;
  /** A second Finance Role user of merchant@: finance@'s peer. */
  peer: string;
  /** An operation sub-user of other@. */
  otherSubUser: string;
  /** A sub-user of merchant@ whose role column says merchant. */
  merchantRoleSubUser: string;
}
let ids: Ids;

beforeAll(async () => {
  fx = new AuthzFixtures(h);
  const [merchant, finance, ops, other] = await Promise.all(
    ['merchant@sandbox.test', 'finance@sandbox.test', 'ops@sandbox.test', 'other@sandbox.test'].map((email) => fx.account(email)),
  );
  ids = {
    merchant,
    finance,
    ops,
    other,
    peer: (await fx.subUser(merchant.id, 'sub_merchant')).id,
    otherSubUser: (await fx.subUser(other.id, 'operation')).id,
    merchantRoleSubUser: (await fx.subUser(merchant.id, 'merchant')).email,
  };
  // merchant@ with 2FA on, so that a sub-user switching it off would show.
  await h.db.query(
    `UPDATE users SET two_factor_enabled = true, two_factor_type = 'EMAIL', two_factor_verified = true WHERE id = $1`,
    [merchant.id],
  );
});

type Case = [
  name: string,
  as: string | ((ids: Ids) => string),
  request: (ids: Ids) => Pick<InjectOptions, 'method' | 'url' | 'payload'>,
  status: number,
];

const newUser = (role: string, extra: object = {}) => ({
  email: `escalation-${role}-${Math.random().toString(36).slice(2, 10)}@example.test`,
  name: 'Escalation Test',
  role,
  password: 'secret1',
  ...extra,
});
const edit = (role: string, extra: object = {}) => ({ name: 'Renamed', email: `renamed-${Math.random().toString(36).slice(2, 10)}@example.test`, role, ...extra });
const FINANCE = 'finance@sandbox.test';
const SETTINGS = [
  { autoWithdraw: 'true' },
  { autoPayout: 'true' },
  { maxAutoWithdrawAmount: '999999' },
  { transactionTimer: '2880' },
  { name: 'Taken Over', companyName: 'Someone Else Ltd' },
  { logoRemoved: 'true' },
];
/** Fields no schema declares, naming other@ as the parent and asking for rights by name. */
const crafted = (ids: Ids) => ({
  parentId: ids.other.id,
  merchantId: ids.other.id,
  parent_user_id: ids.other.id,
  parentUser: ids.other.id,
  isSubUser: false,
  permissions: ['role-management', 'change-password', 'api-credentials'],
  status: 'active',
});

const CASES: Case[] = [
  // Granting above one's own rights.
  ['finance@ creates a Finance Role user (its own level)', FINANCE, () => ({ method: 'POST', url: '/api/subusers', payload: newUser('sub_merchant') }), 403],
  ['finance@ creates a merchant', FINANCE, () => ({ method: 'POST', url: '/api/subusers', payload: newUser('merchant') }), 400],
  ['finance@ creates an admin', FINANCE, () => ({ method: 'POST', url: '/api/subusers', payload: newUser('admin') }), 400],
  ['finance@ creates a Finance Role user with crafted parent and permission fields', FINANCE, (ids) => ({ method: 'POST', url: '/api/subusers', payload: newUser('sub_merchant', crafted(ids)) }), 403],
  ['superops@ creates an operation user without role-management', 'superops@sandbox.test', () => ({ method: 'POST', url: '/api/subusers', payload: newUser('operation') }), 403],
  ['ops@ creates an operation user', 'ops@sandbox.test', () => ({ method: 'POST', url: '/api/subusers', payload: newUser('operation') }), 403],
  ['finance@ raises ops@ to Finance Role', FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.ops.id}`, payload: edit('sub_merchant') }), 403],
  ['finance@ raises ops@ to merchant', FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.ops.id}`, payload: edit('merchant') }), 400],
  ['finance@ raises ops@ with crafted parent and permission fields', FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.ops.id}`, payload: edit('sub_merchant', crafted(ids)) }), 403],
  ["finance@ sets ops@'s password without change-password", FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.ops.id}`, payload: { password: 'taken-over' } }), 403],
  ["finance@ changes ops@'s email without change-password (then resets through it)", FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.ops.id}`, payload: edit('operation') }), 403],

  // Its own account.
  ['finance@ edits its own role', FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.finance.id}`, payload: edit('operation') }), 403],
  ['finance@ sets its own status', FINANCE, (ids) => ({ method: 'PATCH', url: `/api/subusers/${ids.finance.id}/status`, payload: { status: 'active' } }), 403],
  ['finance@ switches its own 2FA through role management', FINANCE, (ids) => ({ method: 'POST', url: `/api/subusers/${ids.finance.id}/toggle-2fa`, payload: { enable: 'true', type2FA: 'EMAIL' } }), 403],
  ['finance@ removes its own 2FA through role management', FINANCE, (ids) => ({ method: 'DELETE', url: `/api/subusers/2fa/${ids.finance.id}` }), 403],
  ['finance@ deletes itself', FINANCE, (ids) => ({ method: 'DELETE', url: `/api/subusers/${ids.finance.id}` }), 403],
  ['merchant@ edits itself through role management', 'merchant@sandbox.test', (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.merchant.id}`, payload: edit('operation') }), 403],
  ['finance@ changes its own password without change-password', FINANCE, () => ({ method: 'PUT', url: '/api/auth/change-password', payload: { currentPassword: 'Sandbox#2026', newPassword: 'Taken#Over2027' } }), 403],

  // A peer at its own level.
  ['finance@ edits its Finance Role peer', FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.peer}`, payload: edit('operation') }), 403],
  ['finance@ blocks its Finance Role peer', FINANCE, (ids) => ({ method: 'PATCH', url: `/api/subusers/${ids.peer}/status`, payload: { status: 'blocked' } }), 403],
  ["finance@ switches its peer's 2FA", FINANCE, (ids) => ({ method: 'POST', url: `/api/subusers/${ids.peer}/toggle-2fa`, payload: { enable: 'false' } }), 403],
  ["finance@ removes its peer's 2FA", FINANCE, (ids) => ({ method: 'DELETE', url: `/api/subusers/2fa/${ids.peer}` }), 403],
  ['finance@ deletes its peer', FINANCE, (ids) => ({ method: 'DELETE', url: `/api/subusers/${ids.peer}` }), 403],

  // Its parent, the main merchant, is nobody's sub-user: role management does not find it.
  ['finance@ edits its parent', FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.merchant.id}`, payload: edit('operation') }), 404],
  ['finance@ blocks its parent', FINANCE, (ids) => ({ method: 'PATCH', url: `/api/subusers/${ids.merchant.id}/status`, payload: { status: 'blocked' } }), 404],
  ["finance@ switches off its parent's 2FA", FINANCE, (ids) => ({ method: 'POST', url: `/api/subusers/${ids.merchant.id}/toggle-2fa`, payload: { enable: 'false' } }), 404],
  ["finance@ removes its parent's 2FA", FINANCE, (ids) => ({ method: 'DELETE', url: `/api/subusers/2fa/${ids.merchant.id}` }), 404],
  ['finance@ deletes its parent', FINANCE, (ids) => ({ method: 'DELETE', url: `/api/subusers/${ids.merchant.id}` }), 404],
  ["finance@ sets its parent's password", FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.merchant.id}`, payload: { password: 'taken-over' } }), 404],

  // Another merchant's sub-users.
  ["finance@ edits other@'s sub-user", FINANCE, (ids) => ({ method: 'PUT', url: `/api/subusers/${ids.otherSubUser}`, payload: edit('operation') }), 404],
  ["finance@ blocks other@'s sub-user", FINANCE, (ids) => ({ method: 'PATCH', url: `/api/subusers/${ids.otherSubUser}/status`, payload: { status: 'blocked' } }), 404],
  ["finance@ deletes other@'s sub-user", FINANCE, (ids) => ({ method: 'DELETE', url: `/api/subusers/${ids.otherSubUser}` }), 404],
  ["merchant@ deletes other@'s sub-user", 'merchant@sandbox.test', (ids) => ({ method: 'DELETE', url: `/api/subusers/${ids.otherSubUser}` }), 404],

  // The parent's account settings: the main merchant's alone (isMainUser).
  ...['finance@sandbox.test', 'superops@sandbox.test', 'ops@sandbox.test'].flatMap((email) =>
    SETTINGS.map((fields): Case => [`${email} changes merchant settings ${JSON.stringify(fields)}`, email, () => ({ method: 'PUT', url: '/api/merchant/profile', payload: fields }), 403]),
  ),
  ['a sub-user whose role column says merchant changes merchant settings', (ids) => ids.merchantRoleSubUser, () => ({ method: 'PUT', url: '/api/merchant/profile', payload: { autoWithdraw: 'true' } }), 403],
  ['a sub-user whose role column says merchant creates a Finance Role user', (ids) => ids.merchantRoleSubUser, () => ({ method: 'POST', url: '/api/subusers', payload: newUser('sub_merchant') }), 403],

  // API access: the whitelist and credentials need api-credentials.
  ...['superops@sandbox.test', 'ops@sandbox.test'].flatMap((email): Case[] => [
    [`${email} adds a whitelist address`, email, (ids) => ({ method: 'POST', url: `/api/ip-whitelist/${ids.merchant.id}/add`, payload: { ip: '192.0.2.99' } }), 403],
    [`${email} blocks a whitelist address`, email, (ids) => ({ method: 'POST', url: `/api/ip-whitelist/${ids.merchant.id}/update`, payload: { ip: '203.0.113.10', status: 'blocked' } }), 403],
    [`${email} reads the API credentials by the admin path`, email, (ids) => ({ method: 'GET', url: `/api/merchant/${ids.merchant.id}/api-credentials` }), 403],
  ]),
  ["finance@ reads other@'s credentials by the admin path", FINANCE, (ids) => ({ method: 'GET', url: `/api/merchant/${ids.other.id}/api-credentials` }), 403],
];

describe('a sub-user cannot raise anyone, itself included, nor touch its parent', () => {
  it.each(CASES)('%s: refused, nothing changed', async (_, as, request, status) => {
    const email = typeof as === 'function' ? as(ids) : as;
    const before = await Promise.all([merchantSnapshot(h.db, ids.merchant.id), merchantSnapshot(h.db, ids.other.id)]);
    const response = await h.app.inject({ ...request(ids), headers: bearer(await h.loginAs(email)) });
    expect(response.statusCode, response.body).toBe(status);
    expect(await Promise.all([merchantSnapshot(h.db, ids.merchant.id), merchantSnapshot(h.db, ids.other.id)])).toEqual(before);
  });
});

describe('crafted fields on allowed calls', () => {
  it('finance@ creating an operation user with parent, merchant and permission fields of its own making gets a plain operation user of merchant@', async () => {
    const before = await merchantSnapshot(h.db, ids.other.id);
    const payload = newUser('operation', crafted(ids));
    const response = await h.app.inject({ method: 'POST', url: '/api/subusers', payload, headers: bearer(await h.loginAs(FINANCE)) });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await h.db.query('SELECT role, status, parent_user_id, two_factor_enabled FROM users WHERE id = $1', [response.json().data._id]);
    expect(rows[0]).toEqual({ role: 'operation', status: 'active', parent_user_id: ids.merchant.id, two_factor_enabled: false });
    expect(await merchantSnapshot(h.db, ids.other.id)).toEqual(before);
  });

  it('finance@ editing ops@ with a crafted parent keeps ops@ on merchant@ as an operation user', async () => {
    const response = await h.app.inject({
      method: 'PUT',
      url: `/api/subusers/${ids.ops.id}`,
      payload: { name: 'Omar Nasser', email: 'ops@sandbox.test', role: 'operation', ...crafted(ids) },
      headers: bearer(await h.loginAs(FINANCE)),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await h.db.query('SELECT role, parent_user_id FROM users WHERE id = $1', [ids.ops.id]);
    expect(rows[0]).toEqual({ role: 'operation', parent_user_id: ids.merchant.id });
  });

  it("finance@ switching 2FA off with merchant@'s user id in the body switches off only its own", async () => {
    const before = await h.db.query('SELECT two_factor_enabled, two_factor_type, two_factor_verified FROM users WHERE id = $1', [ids.merchant.id]);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/toggle-2fa',
      payload: { enable: 'false', userId: ids.merchant.id, id: ids.merchant.id },
      headers: bearer(await h.loginAs(FINANCE)),
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await h.db.query('SELECT two_factor_enabled, two_factor_type, two_factor_verified FROM users WHERE id = $1', [ids.merchant.id]);
    expect(after.rows).toEqual(before.rows);
    expect(before.rows[0]).toMatchObject({ two_factor_enabled: true });
  });

  it.each(['superops@sandbox.test', 'ops@sandbox.test'])('%s reads the merchant record without the API key or secret', async (email) => {
    const response = await h.app.inject({ method: 'GET', url: `/api/merchant/${ids.merchant.id}`, headers: bearer(await h.loginAs(email)) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.apiKey).toBeUndefined();
    expect(body.apiSecret).toBeUndefined();
    expect(response.body).not.toMatch(/sk_sandbox_|ak_sandbox_/);
  });
});
