import { describe, expect, it } from 'vitest';
import { createFetchDouble, ok } from '../src/test/fetchDouble';
import { storeTestSession, USERS, type TestUser } from '../src/test/sessions';
import { createHttpClient } from '../dataProvider/httpClient';
import { createDataProvider } from '../dataProvider';
import { RESOURCE_NAMES } from '../dataProvider/resources';
import { EXTENSION_RESOURCES } from '../src/providers';
import { createAuthProvider } from './index';

/**
 * authProvider.canAccess over the whole matrix (issue 14): every role × resource × action, pinned
 * by hand from 000 section 6, 001 sections 2 and 7 and the server's route checks. The letters name
 * who is told yes: M the main merchant, m a sub-user whose role is merchant (the Finance Role),
 * F sub_merchant (Finance Role), S super_operation, O operation.
 */
const ACCOUNTS: Record<string, TestUser> = {
  M: USERS.merchant,
  m: { ...USERS.finance, role: 'merchant' },
  F: USERS.finance,
  S: USERS.superops,
  O: USERS.ops,
};

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'approve', 'reject', 'status', 'password', 'two_factor', 'test', 'redeliver', 'cancel', 'accept', 'figures', 'anything'] as const;
type ResourceAction = (typeof ACTIONS)[number];

const ALL = 'MmFSO';
const EXPECTED: Record<string, Partial<Record<ResourceAction, string>>> = {
  transactions: { list: ALL, show: ALL, export: ALL },
  // Either payout permission shows the history; operation roles view but never create (001 section 2.4).
  withdrawals: { list: 'MmFS', export: 'MmFS', create: 'MmF' },
  // Answering a complaint needs approved-withdrawals as well (the server's check).
  refunds: { list: ALL, show: ALL, edit: 'MmFS', approve: 'MmFS', reject: 'MmFS' },
  // role-management; a password change needs change-password too, which only the main merchant holds.
  subusers: { list: 'MmF', create: 'MmF', edit: 'MmF', delete: 'MmF', status: 'MmF', two_factor: 'MmF', password: 'M' },
  'ip-whitelist': { list: ALL, create: 'MmF', edit: 'MmF', delete: 'MmF' },
  'wallet-service-types': { list: ALL, show: ALL },
  // The /api/v2 extension resources (issue 16): the activity log is the route's rule (the main
  // merchant and role-management); recovery codes are the caller's own.
  activity: { list: 'MmF', export: 'MmF' },
  'recovery-codes': { list: ALL, create: ALL },
  // Webhooks: the main merchant or api-credentials (the routes' rule), like the IP whitelist's changes.
  webhooks: { list: 'MmF', create: 'MmF', edit: 'MmF', delete: 'MmF', test: 'MmF' },
  'webhook-deliveries': { list: 'MmF', redeliver: 'MmF' },
  // The payout address book: read with either payout permission, kept by approved-payout-requests holders.
  'payout-addresses': { list: 'MmFS', create: 'MmFS', delete: 'MmFS' },
  // Payout approvals: approved-payout-requests lists and decides (the server refuses the requester's own approval).
  'payout-approvals': { list: 'MmFS', approve: 'MmFS', reject: 'MmFS', cancel: 'MmFS' },
  // The payout policy: read by whoever may see payouts, changed only by the main merchant (PUT's rule).
  'payout-policy': { show: 'MmFS', edit: 'M' },
  // Payment issues (issue 29): transactions-view reads them; accepting one as paid takes approved-withdrawals (the route's DECIDE).
  'payment-issues': { list: ALL, show: ALL, accept: 'MmFS' },
  // Payer refunds: approved-payout-requests reads them; operation roles never create one (the payout rule).
  'payer-refunds': { list: 'MmFS', create: 'MmF' },
  // Report schedules: transactions-view keeps them (the route's KEEP), so every role lists, adds and deletes.
  'report-schedules': { list: ALL, create: ALL, delete: ALL },
  // The user's own account: everyone sees the profile; only the main merchant edits it (the
  // server's PUT /merchant/profile) or holds change-password for their own password.
  profile: { show: ALL, edit: 'M', password: 'M' },
  // The dashboard's real volume and average (000 section 6: sub_merchant and the operation roles see 0.00).
  dashboard: { figures: 'Mm' },
  // Issue 28: each user's own sessions; team security is read by all, set by the main merchant (the PUT's rule).
  sessions: { list: ALL, delete: ALL },
  'team-security': { show: ALL, edit: 'M' },
};
const RESOURCES = [...RESOURCE_NAMES, ...EXTENSION_RESOURCES, 'payout-policy', 'profile', 'dashboard', 'team-security'];

function authProvider() {
  const network = createFetchDouble({ 'GET /auth/session': ok(null) });
  const httpClient = createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken: () => 'tok' });
  return createAuthProvider({ api: createDataProvider({ httpClient }) });
}

const CASES = Object.keys(ACCOUNTS).flatMap((account) =>
  RESOURCES.flatMap((resource) =>
    ACTIONS.map((action) => [account, resource, action, (EXPECTED[resource][action] ?? '').includes(account)] as const),
  ),
);

describe('authProvider.canAccess over every role × resource × action', () => {
  it('covers the six resources, the extension API\'s and the own profile', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...RESOURCES].sort());
  });

  it.each(CASES)('%s on %s/%s is %s', async (account, resource, action, expected) => {
    storeTestSession(ACCOUNTS[account]);
    expect(await authProvider().canAccess({ resource, action })).toBe(expected);
  });
});

describe('canAccess about one sub-user record: its role must be one the user may manage', () => {
  const RECORD_ACTIONS = ['edit', 'delete', 'status', 'two_factor', 'password'] as const;
  it.each([
    // The main merchant manages every sub-user role; the Finance Role those below its own.
    ['M', 'sub_merchant', { edit: true, delete: true, status: true, two_factor: true, password: true }],
    ['M', 'operation', { edit: true, delete: true, status: true, two_factor: true, password: true }],
    ['F', 'sub_merchant', { edit: false, delete: false, status: false, two_factor: false, password: false }],
    ['F', 'super_operation', { edit: true, delete: true, status: true, two_factor: true, password: false }],
    ['m', 'operation', { edit: true, delete: true, status: true, two_factor: true, password: false }],
    ['m', 'sub_merchant', { edit: false, delete: false, status: false, two_factor: false, password: false }],
    ['S', 'operation', { edit: false, delete: false, status: false, two_factor: false, password: false }],
  ] as const)('%s on a %s sub-user', async (account, role, expected) => {
    storeTestSession(ACCOUNTS[account]);
    const auth = authProvider();
    const record = { id: 'u1', role };
    const answers = Object.fromEntries(
      await Promise.all(RECORD_ACTIONS.map(async (action) => [action, await auth.canAccess({ resource: 'subusers', action, record })])),
    );
    expect(answers).toEqual(expected);
  });

  it('creating a sub-user of a role is allowed only for roles the user may manage', async () => {
    storeTestSession(ACCOUNTS.F);
    const auth = authProvider();
    expect(await auth.canAccess({ resource: 'subusers', action: 'create', record: { role: 'operation' } })).toBe(true);
    expect(await auth.canAccess({ resource: 'subusers', action: 'create', record: { role: 'sub_merchant' } })).toBe(false);
  });
});
