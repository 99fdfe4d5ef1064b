import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_USER_MESSAGES } from '../../contract/subusers';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

/**
 * Issue 12, item 14: a sub-user whose role column says merchant holds the Finance Role's
 * permissions (role-management included), so it manages what the Finance Role manages: operation
 * and super_operation users of its own merchant, never a Finance Role user.
 */
const h = useHarness();
let email = '';
let merchantId = '';

beforeAll(async () => {
  merchantId = await h.userId('merchant@sandbox.test');
  email = `merchant-role-${randomUUID()}@example.test`;
  await h.db.query(`INSERT INTO users (email, name, password_hash, role, parent_user_id) VALUES ($1, 'Merchant Role Sub-user', 'x', 'merchant', $2)`, [
    email,
    merchantId,
  ]);
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return h.app.inject({ method, url: `/api${url}`, headers: bearer(await h.loginAs(email)), ...(payload ? { payload } : {}) });
}

const newUser = (role: string) => ({ email: `made-${role}-${randomUUID()}@example.test`, name: 'Made By Merchant Role', role, password: 'secret1' });

describe('a sub-user whose role is merchant', () => {
  it.each(['operation', 'super_operation'])('creates a %s user of its own merchant', async (role) => {
    const response = await call('POST', '/subusers', newUser(role));
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await h.db.query<{ role: string; parent_user_id: string }>('SELECT role, parent_user_id FROM users WHERE id = $1', [response.json().data._id]);
    expect(rows[0]).toEqual({ role, parent_user_id: merchantId });
  });

  it('lists the team and edits an operation user it manages', async () => {
    const list = await call('GET', '/subusers');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((user: { email: string }) => user.email)).toContain('ops@sandbox.test');
    const made = (await call('POST', '/subusers', newUser('operation'))).json().data as { _id: string; email: string };
    const edited = await call('PUT', `/subusers/${made._id}`, { name: 'Renamed', email: made.email, role: 'super_operation' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Renamed', role: 'super_operation' });
  });

  it('never creates or acts on a Finance Role user, so it cannot make a peer with its own rights', async () => {
    const created = await call('POST', '/subusers', newUser('sub_merchant'));
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ success: false, message: SUB_USER_MESSAGES.roleNotAllowed });
    const financeId = await h.userId('finance@sandbox.test');
    const blocked = await call('PATCH', `/subusers/${financeId}/status`, { status: 'blocked' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ success: false, message: ACCESS_DENIED });
    const { rows } = await h.db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [financeId]);
    expect(rows[0].status).toBe('active');
  });
});
