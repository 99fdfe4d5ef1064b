import { randomBytes, randomUUID } from 'node:crypto';
import { tronAddressFromBytes } from '../../../contract/addresses';
import { isAdminRole } from '../../../contract/credentials';
import { API_KEY_HEADER, API_SECRET_HEADER } from '../../../contract/paymentLinks';
import { canCreatePayout, canViewPayouts } from '../../../contract/payouts';
import { canUseTwoFactor, hasPermission, isMainUser, type Permission, type PermissionSubject } from '../../../contract/permissions';
import { DEMO_PASSWORD } from '../../db/seed';
import { freshIp, type Account, type AuthzFixtures } from './authzFixtures';

/**
 * Every API route, with who may call it (computed from the contract, never copied from the route)
 * and how to build a request that does its job when the caller is allowed. authz.spec.ts fails on
 * a route of the server's route table that is missing here, so a new endpoint must be added to
 * this table, and so to the authorization and isolation suites, before it can ship.
 */

export type Access =
  | { auth: 'public' }
  /** Open to everyone: anonymous callers use the sign-in flow of the route, signed-in ones the settings flow. */
  | { auth: 'optional' }
  | { auth: 'session'; permission: Permission | null; allows: (subject: PermissionSubject) => boolean };

export interface RouteContext {
  /** The demo account calling, or null for a call without a session. */
  caller: Account | null;
  /** Whose records the ids in the request name: the caller's in authz.spec, other@'s in isolation.spec. */
  owner: Account;
  fx: AuthzFixtures;
}

export interface RouteCall {
  /** Values for the `:name` segments of the url. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object;
  headers?: Record<string, string>;
}

export type Isolation =
  /** The route takes an id in its path: ids of another merchant answer 404 like unknown ones. */
  | { status: 404 }
  /** The route takes an id, but other merchants' ids are not a secret here, for this reason. */
  | { exempt: string };

export interface RouteExpectation {
  access: Access;
  call: (ctx: RouteContext) => RouteCall | Promise<RouteCall>;
  /** Required exactly for routes with a `:param` in the url (authz.spec checks it). */
  isolation?: Isolation;
  /**
   * The route asks for a fresh step-up confirmation (issue 28): the request is sent from a session
   * whose window is open, and authz.spec checks that without it an allowed caller gets 403.
   */
  stepUp?: true;
}

const open: Access = { auth: 'public' };
const optional: Access = { auth: 'optional' };
const everyone = () => true;
const signedIn = (allows: (subject: PermissionSubject) => boolean = everyone, permission: Permission | null = null): Access => ({
  auth: 'session',
  permission,
  allows,
});
const needs = (permission: Permission): Access => signedIn((subject) => hasPermission(subject, permission), permission);

const notFound: Isolation = { status: 404 };
const claimSide: Isolation = { exempt: "the payer's side of a payer refund: public by design, reached by whoever holds the claim link (a random UUID)" };
const payerSide: Isolation = { exempt: "the payer's side of a payment link: public by design, reached by whoever holds the link" };

const TRON_WALLET = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) % 256));
const fresh = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  'GET /api/health': { access: open, call: () => ({}) },

  'POST /api/auth/login': {
    access: open,
    call: async ({ owner, fx }) => ({ payload: { email: (await fx.subUser(owner.merchantId)).email, password: DEMO_PASSWORD } }),
  },
  'POST /api/auth/verify-2fa': {
    access: optional,
    call: async ({ caller, owner, fx }) => {
      if (caller) return { payload: { code: await fx.twoFactorCode(caller.id) } };
      const { userId, code, cookie } = await fx.pendingSignIn(owner.merchantId);
      return { payload: { code, userId, loginFlow: true }, headers: { cookie } };
    },
  },
  'POST /api/auth/generate-2fa-code': {
    access: optional,
    call: async ({ caller, owner, fx }) => {
      if (caller) return { payload: {} };
      const { userId, cookie } = await fx.pendingSignIn(owner.merchantId);
      return { payload: { userId }, headers: { cookie } };
    },
  },
  'POST /api/auth/forgot-password': {
    access: open,
    call: async ({ owner, fx }) => ({ payload: { email: (await fx.subUser(owner.merchantId)).email } }),
  },
  'POST /api/auth/reset-password': {
    access: open,
    call: async ({ owner, fx }) => ({ payload: { token: await fx.resetToken(owner.merchantId), newPassword: 'Reset#Pass2027' } }),
  },
  'GET /api/auth/2fa-status': { access: signedIn(), call: () => ({}) },
  'POST /api/auth/toggle-2fa': {
    access: signedIn((subject) => canUseTwoFactor(subject.role)),
    call: () => ({ payload: { enable: 'false' } }),
  },
  'PUT /api/auth/change-password': {
    access: needs('change-password'),
    call: () => ({ payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed#Pass2027' } }),
  },
  'POST /api/auth/logout': { access: optional, call: () => ({}) },
  'GET /api/auth/me': { access: signedIn(), call: () => ({}) },
  'GET /api/auth/session': { access: optional, call: () => ({}) },
  'GET /api/auth/profile': { access: signedIn(), call: () => ({}) },
  'PUT /api/auth/profile': { access: signedIn(), call: () => ({ payload: { name: 'Renamed by authz' } }) },
  'GET /api/user/notifications/preferences': { access: signedIn(), call: () => ({}) },
  'PUT /api/user/notifications/preferences': {
    access: signedIn(),
    call: () => ({ payload: { payout_settled: { sound: true } } }),
  },

  'GET /api/notifications': { access: signedIn(), call: () => ({ query: { page: '1', limit: '10' } }) },
  'GET /api/notifications/stats': { access: signedIn(), call: () => ({}) },
  'PATCH /api/notifications/read-all': { access: signedIn(), call: () => ({}) },
  'PATCH /api/notifications/:id/read': {
    access: signedIn(),
    call: async ({ owner, fx }) => ({ params: { id: await fx.notification(owner.id) } }),
    isolation: notFound,
  },
  'DELETE /api/notifications/:id': {
    access: signedIn(),
    call: async ({ owner, fx }) => ({ params: { id: await fx.notification(owner.id) } }),
    isolation: notFound,
  },

  'GET /api/dashboard/transactionList': { access: needs('transactions-view'), call: () => ({ query: { type: 'deposit', limit: '10' } }) },
  'GET /api/dashboard/transaction/:id': {
    access: needs('transactions-view'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.pendingPayout(owner.merchantId) } }),
    isolation: notFound,
  },
  'GET /api/dashboard/merchant': { access: needs('dashboard_access'), call: () => ({ query: { filter: 'today' } }) },

  'GET /api/subusers': { access: needs('role-management'), call: () => ({}) },
  'POST /api/subusers': {
    access: needs('role-management'),
    call: () => ({ payload: { email: fresh('authz-new'), name: 'New Operator', role: 'operation', password: 'secret1' } }),
  },
  'PUT /api/subusers/:id': {
    access: needs('role-management'),
    // The email stays: changing it needs change-password too (escalation.spec), not role-management alone.
    call: async ({ owner, fx }) => {
      const { id, email } = await fx.subUser(owner.merchantId);
      return { params: { id }, payload: { name: 'Renamed Operator', email, role: 'operation' } };
    },
    isolation: notFound,
  },
  'PATCH /api/subusers/:id/status': {
    access: needs('role-management'),
    call: async ({ owner, fx }) => ({ params: { id: (await fx.subUser(owner.merchantId)).id }, payload: { status: 'inactive' } }),
    isolation: notFound,
  },
  'POST /api/subusers/:id/toggle-2fa': {
    access: needs('role-management'),
    call: async ({ owner, fx }) => ({ params: { id: (await fx.subUser(owner.merchantId)).id }, payload: { enable: 'true', type2FA: 'EMAIL' } }),
    isolation: notFound,
  },
  'DELETE /api/subusers/2fa/:id': {
    access: needs('role-management'),
    call: async ({ owner, fx }) => ({ params: { id: (await fx.subUser(owner.merchantId, 'operation', { twoFactor: 'EMAIL' })).id } }),
    isolation: notFound,
  },
  'DELETE /api/subusers/:id': {
    access: needs('role-management'),
    call: async ({ owner, fx }) => ({ params: { id: (await fx.subUser(owner.merchantId)).id } }),
    isolation: notFound,
  },

  'PUT /api/merchant/profile': {
    access: signedIn(isMainUser),
    call: () => ({ payload: { transactionTimer: '15' } }),
  },
  'GET /api/ip-whitelist/:userId': { access: signedIn(), call: ({ owner }) => ({ params: { userId: owner.id } }), isolation: notFound },
  'POST /api/ip-whitelist/:userId/add': {
    access: needs('api-credentials'),
    call: ({ owner }) => ({ params: { userId: owner.id }, payload: { ip: freshIp() } }),
    isolation: notFound,
  },
  'POST /api/ip-whitelist/:userId/update': {
    access: needs('api-credentials'),
    call: async ({ owner, fx }) => ({
      params: { userId: owner.id },
      payload: { ip: await fx.whitelistedIp(owner.merchantId), status: 'blocked' },
    }),
    isolation: notFound,
  },

  'GET /api/wallet-service-types/list': { access: signedIn(), call: () => ({}) },
  'GET /api/wallet-service-types/view/:id': {
    access: signedIn(),
    call: async ({ owner, fx }) => ({ params: { id: await fx.walletServiceType(owner.merchantId) } }),
    isolation: notFound,
  },

  'GET /api/withdrawal/my-withdrawals': { access: signedIn(canViewPayouts), call: () => ({}) },
  'POST /api/withdrawal': {
    access: signedIn(canCreatePayout),
    call: () => ({ payload: { amount: 0.5, merchantWallet: TRON_WALLET, currencyType: 'USDT-TRC20' } }),
  },

  'GET /api/refund/merchant': { access: needs('complaints-view'), call: () => ({}) },
  'PUT /api/refund/merchant/:id': {
    // Settling a complaint decides about a payout's money: it takes the payout permission too.
    access: signedIn((subject) => hasPermission(subject, 'complaints-view') && hasPermission(subject, 'approved-withdrawals'), 'complaints-view'),
    call: async ({ owner, fx }) => ({
      params: { id: await fx.openComplaint(owner.merchantId) },
      payload: { action: 'approve', status: 'resolved', adminNotes: 'Refunded' },
    }),
    isolation: notFound,
  },

  'GET /api/merchant/:userId': { access: signedIn(), call: ({ owner }) => ({ params: { userId: owner.id } }), isolation: notFound },
  'GET /api/merchant/:userId/logo': {
    access: signedIn(),
    call: async ({ owner, fx }) => {
      await fx.setLogo(owner.merchantId);
      return { params: { userId: owner.id } };
    },
    isolation: notFound,
  },
  'GET /api/merchant/:userId/api-credentials': {
    access: signedIn((subject) => isAdminRole(subject.role)),
    call: ({ owner }) => ({ params: { userId: owner.id } }),
    isolation: { exempt: 'gateway admins only: every merchant role is refused with 403 for any id, its own included (authz.spec)' },
  },
  'GET /api/wallet-balance': { access: needs('balance-view'), call: () => ({}) },
  // The credentials without the secret, and the secret behind a step-up (issue 28): the caller's own merchant's, no id to name another's.
  'GET /api/v2/credentials': { access: needs('api-credentials'), call: () => ({}) },
  'POST /api/v2/credentials/reveal': { access: needs('api-credentials'), stepUp: true, call: () => ({}) },

  // The activity log (issue 16), in the simple-REST dialect of the /api/v2 extension API.
  'GET /api/v2/activity': {
    access: needs('role-management'),
    call: () => ({ query: { sort: '["createdAt","DESC"]', range: '[0,24]', filter: '{}' } }),
  },
  'GET /api/v2/activity/:id': {
    access: needs('role-management'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.activityRecord(owner.merchantId) } }),
    isolation: notFound,
  },
  // The caller's own 2FA recovery codes (issue 16): no id in the path, nobody else's codes.
  'GET /api/v2/recovery-codes': { access: signedIn(), call: () => ({ query: { filter: '{"used":false}' } }) },
  'POST /api/v2/recovery-codes': {
    access: signedIn((subject) => canUseTwoFactor(subject.role)),
    call: async ({ caller, fx }) => ({ payload: { code: caller ? await fx.twoFactorCode(caller.id) : '000000' } }),
  },
  // Step-up confirmation (issue 28): the caller's own session, so nobody else's to reach.
  'GET /api/v2/step-up': { access: signedIn(), call: () => ({}) },
  'POST /api/v2/step-up': {
    access: signedIn(),
    call: async ({ caller, fx }) => ({ payload: caller ? await fx.stepUpProof(caller.id) : { password: DEMO_PASSWORD } }),
  },
  // The payout policy (issue 28): the whole team reads it, the main merchant changes it.
  'GET /api/v2/payout-policy': { access: signedIn(), call: () => ({}) },
  'PUT /api/v2/payout-policy': {
    access: signedIn(isMainUser),
    stepUp: true,
    call: () => ({ payload: { approval: 'above', threshold: 1000, newAddress: 'allow', coolingOffHours: 24 } }),
  },
  // Payout approval requests (issue 28): a holder of approved-payout-requests other than the requester decides.
  'GET /api/v2/payout-approvals': {
    access: needs('approved-payout-requests'),
    call: () => ({ query: { sort: '["createdAt","DESC"]', range: '[0,24]', filter: '{"status":"awaiting"}' } }),
  },
  'GET /api/v2/payout-approvals/:id': {
    access: needs('approved-payout-requests'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.payoutApproval(owner.merchantId, owner.id) } }),
    isolation: notFound,
  },
  'POST /api/v2/payout-approvals/:id/approve': {
    access: needs('approved-payout-requests'),
    stepUp: true,
    call: async ({ owner, fx }) => ({ params: { id: await fx.payoutApproval(owner.merchantId, (await fx.subUser(owner.merchantId, 'sub_merchant')).id) } }),
    isolation: notFound,
  },
  'POST /api/v2/payout-approvals/:id/reject': {
    access: needs('approved-payout-requests'),
    stepUp: true,
    call: async ({ owner, fx }) => ({
      params: { id: await fx.payoutApproval(owner.merchantId, (await fx.subUser(owner.merchantId, 'sub_merchant')).id) },
      payload: { reason: 'Refused by authz' },
    }),
    isolation: notFound,
  },
  // The requester's own request: in authz.spec the owner is the caller.
  'POST /api/v2/payout-approvals/:id/cancel': {
    access: needs('approved-payout-requests'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.payoutApproval(owner.merchantId, owner.id) } }),
    isolation: notFound,
  },
  // Payments that need attention (issue 29): the team reads them; holders of approved-withdrawals accept one as it is.
  'GET /api/v2/payment-issues': {
    access: needs('transactions-view'),
    call: () => ({ query: { sort: '["difference","ASC"]', range: '[0,24]', filter: '{"status":"open","kind":["underpaid","late"],"currencyType":"USDT-TRC20"}' } }),
  },
  'GET /api/v2/payment-issues/:id': {
    access: needs('transactions-view'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.paymentIssue(owner.merchantId) } }),
    isolation: notFound,
  },
  'POST /api/v2/payment-issues/:id/accept': {
    access: needs('approved-withdrawals'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.paymentIssue(owner.merchantId) }, payload: { note: 'Accepted by authz' } }),
    isolation: notFound,
  },
  // Payer refunds (issue 29): a payout, so the payout handlers read them (the claim link sends money
  // to whoever holds it) and, as POST /withdrawal, operation roles do not create them.
  'GET /api/v2/payer-refunds': {
    access: needs('approved-payout-requests'),
    call: () => ({ query: { sort: '["amount","ASC"]', range: '[0,24]', filter: '{"status":["awaiting_address","sent"],"currencyType":"USDT-TRC20"}' } }),
  },
  'GET /api/v2/payer-refunds/:id': {
    access: needs('approved-payout-requests'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.payerRefund(owner.merchantId) } }),
    isolation: notFound,
  },
  'POST /api/v2/payer-refunds': {
    access: signedIn((subject) => hasPermission(subject, 'approved-payout-requests') && canCreatePayout(subject), 'approved-payout-requests'),
    call: async ({ owner, fx }) => ({ payload: { transactionId: await fx.confirmedDeposit(owner.merchantId), amount: 0.5 } }),
  },
  'POST /api/v2/payment-issues/:id/refund': {
    access: signedIn((subject) => hasPermission(subject, 'approved-payout-requests') && canCreatePayout(subject), 'approved-payout-requests'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.paymentIssue(owner.merchantId) }, payload: { amount: 1 } }),
    isolation: notFound,
  },
  // The merchant settings (issue 29): the whole team reads them, the main merchant changes them.
  'GET /api/v2/merchant-settings': { access: signedIn(), call: () => ({}) },
  'PUT /api/v2/merchant-settings': { access: signedIn(isMainUser), call: () => ({ payload: { underpaymentTolerancePercent: 2.5 } }) },
  // Reports (issue 29): the JSON statement for holders of balance-view or transactions-view, each with
  // its own figures; the files (the rows) for transactions-view, so a caller without it asks for JSON.
  // reports.spec.ts checks that such a caller's csv and xlsx answer 403.
  'GET /api/v2/reports/statement': {
    access: signedIn((subject) => hasPermission(subject, 'balance-view') || hasPermission(subject, 'transactions-view')),
    call: ({ caller }) => ({
      query: {
        from: '2026-01-01T00:00:00+02:00',
        to: '2026-02-01T00:00:00+02:00',
        format: caller && !hasPermission(caller, 'transactions-view') ? 'json' : 'csv',
        timeZone: 'Africa/Johannesburg',
      },
    }),
  },
  // Scheduled email reports (issue 29): kept by holders of transactions-view; recipients are team members who hold it.
  'GET /api/v2/report-schedules': { access: needs('transactions-view'), call: () => ({ query: { range: '[0,9]' } }) },
  'POST /api/v2/report-schedules': {
    access: needs('transactions-view'),
    call: ({ owner }) => ({ payload: { frequency: 'weekly', format: 'xlsx', recipients: [owner.email], hour: 8 } }),
  },
  'DELETE /api/v2/report-schedules/:id': {
    access: needs('transactions-view'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.reportSchedule(owner.merchantId) } }),
    isolation: notFound,
  },
  // The payout address book (issue 28): read with either payout permission; the approvers keep it.
  'GET /api/v2/payout-addresses': {
    access: signedIn(canViewPayouts),
    call: () => ({ query: { sort: '["label","ASC"]', range: '[0,24]', filter: '{"currencyType":"USDT-TRC20","status":"cooling_off"}' } }),
  },
  'GET /api/v2/payout-addresses/:id': {
    access: signedIn(canViewPayouts),
    call: async ({ owner, fx }) => ({ params: { id: await fx.payoutAddress(owner.merchantId) } }),
    isolation: notFound,
  },
  'POST /api/v2/payout-addresses': {
    access: needs('approved-payout-requests'),
    stepUp: true,
    call: () => ({ payload: { label: 'Authz supplier', currencyType: 'USDT-TRC20', address: tronAddressFromBytes(randomBytes(20)) } }),
  },
  'DELETE /api/v2/payout-addresses/:id': {
    access: needs('approved-payout-requests'),
    stepUp: true,
    call: async ({ owner, fx }) => ({ params: { id: await fx.payoutAddress(owner.merchantId) } }),
    isolation: notFound,
  },
  // The caller's own sessions (issue 28): every signed-in user, only ever their own (another user's id answers 404).
  'GET /api/v2/sessions': {
    access: signedIn(),
    call: () => ({ query: { sort: '["lastSeenAt","DESC"]', range: '[0,24]', filter: '{}' } }),
  },
  'DELETE /api/v2/sessions/:id': {
    access: signedIn(),
    call: async ({ owner, fx }) => ({ params: { id: await fx.session(owner.id) } }),
    isolation: notFound,
  },
  'POST /api/v2/sessions/end-others': { access: signedIn(), call: () => ({}) },
  // Team security (issue 28): the whole team reads it, the main merchant changes it. Saved off here,
  // so the team's sign-ins in later calls are not sent to enrolment.
  'GET /api/v2/team-security': { access: signedIn(), call: () => ({}) },
  'PUT /api/v2/team-security': { access: signedIn(isMainUser), stepUp: true, call: () => ({ payload: { require2fa: false } }) },

  // Webhook endpoints and their delivery log (issue 16): the API integration's permission. Adding or
  // changing an endpoint (where money events go) asks for a step-up (issue 28); removing one does not.
  'GET /api/v2/webhooks': {
    access: needs('api-credentials'),
    call: () => ({ query: { sort: '["createdAt","DESC"]', range: '[0,24]', filter: '{}' } }),
  },
  'POST /api/v2/webhooks': {
    access: needs('api-credentials'),
    stepUp: true,
    call: () => ({ payload: { url: `https://authz-${randomUUID().slice(0, 8)}.example.invalid/hook`, events: ['deposit.confirmed'] } }),
  },
  'GET /api/v2/webhooks/:id': {
    access: needs('api-credentials'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.webhookEndpoint(owner.merchantId) } }),
    isolation: notFound,
  },
  'PUT /api/v2/webhooks/:id': {
    access: needs('api-credentials'),
    stepUp: true,
    call: async ({ owner, fx }) => ({ params: { id: await fx.webhookEndpoint(owner.merchantId) }, payload: { enabled: false, events: ['payout.failed'] } }),
    isolation: notFound,
  },
  'DELETE /api/v2/webhooks/:id': {
    access: needs('api-credentials'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.webhookEndpoint(owner.merchantId) } }),
    isolation: notFound,
  },
  'POST /api/v2/webhooks/:id/test': {
    access: needs('api-credentials'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.webhookEndpoint(owner.merchantId) } }),
    isolation: notFound,
  },
  'GET /api/v2/webhook-deliveries': {
    access: needs('api-credentials'),
    call: async ({ owner, fx }) => ({ query: { filter: JSON.stringify({ endpointId: await fx.webhookEndpoint(owner.merchantId) }) } }),
  },
  'GET /api/v2/webhook-deliveries/:id': {
    access: needs('api-credentials'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.webhookDelivery(owner.merchantId) } }),
    isolation: notFound,
  },
  'POST /api/v2/webhook-deliveries/:id/redeliver': {
    access: needs('api-credentials'),
    call: async ({ owner, fx }) => ({ params: { id: await fx.webhookDelivery(owner.merchantId) } }),
    isolation: notFound,
  },

  'POST /api/payment-links': {
    // Public to the session guard: the merchant's server authenticates with its API key and secret.
    access: open,
    call: async ({ owner, fx }) => {
      const { key, secret } = await fx.apiCredentials(owner.merchantId);
      return { headers: { [API_KEY_HEADER]: key, [API_SECRET_HEADER]: secret }, payload: { amount: 12.5, network: 'USDT-TRC20' } };
    },
  },
  // The session path: the server applies the caller's merchant's credentials (DECISIONS.md section 5).
  'POST /api/payment-links/session': { access: needs('qr-code-generation'), call: () => ({ payload: { amount: 3.5, network: 'USDT-TRC20' } }) },
  'GET /api/pay/:id': { access: open, call: async ({ owner, fx }) => ({ params: { id: await fx.paymentLink(owner.merchantId) } }), isolation: payerSide },
  'POST /api/pay/:id/simulate': {
    access: open,
    call: async ({ owner, fx }) => ({ params: { id: await fx.paymentLink(owner.merchantId) }, payload: { outcome: 'exact' } }),
    isolation: payerSide,
  },
  'GET /pay/hosted-page.js': { access: open, call: () => ({}) },
  // The payer's side of a payer refund (issue 29): public, reached by whoever holds the claim link.
  'POST /api/claim/:id': {
    access: open,
    call: async ({ owner, fx }) => ({ params: { id: await fx.payerRefund(owner.merchantId) }, payload: { address: TRON_WALLET } }),
    isolation: claimSide,
  },
  'GET /claim/:id': { access: open, call: async ({ owner, fx }) => ({ params: { id: await fx.payerRefund(owner.merchantId) } }), isolation: claimSide },
  'GET /claim/claim-page.js': { access: open, call: () => ({}) },
  'GET /pay/:id': { access: open, call: async ({ owner, fx }) => ({ params: { id: await fx.paymentLink(owner.merchantId) } }), isolation: payerSide },
  'GET /pay/:id/logo': { access: open, call: async ({ owner, fx }) => ({ params: { id: await fx.paymentLink(owner.merchantId) } }), isolation: payerSide },

  'GET /api/sandbox/mailbox': { access: open, call: ({ owner }) => ({ query: { to: owner.email } }) },
  'POST /api/sandbox/simulate/deposit': { access: open, call: ({ owner }) => ({ payload: { email: owner.email, amount: '4.25' } }) },
  'POST /api/sandbox/simulate/refund': { access: open, call: ({ owner }) => ({ payload: { email: owner.email, amount: '0.75' } }) },
  'POST /api/sandbox/simulate/payout': {
    access: open,
    call: async ({ owner, fx }) => {
      // The complaint's payout is pending and the merchant's newest, so the call settles it.
      await fx.openComplaint(owner.merchantId);
      return { payload: { email: owner.email, outcome: 'rejected' } };
    },
  },
  'POST /api/sandbox/simulate/cooling-off/:id': {
    access: open,
    call: async ({ owner, fx }) => ({ params: { id: await fx.payoutAddress(owner.merchantId) }, payload: { email: owner.email } }),
    isolation: { exempt: "the sandbox's simulator: public by design and loopback only, it drives demo data by id as simulate/payout does" },
  },
  'POST /api/sandbox/simulate/report-schedules/:id/run': {
    access: open,
    call: async ({ owner, fx }) => ({ params: { id: await fx.reportSchedule(owner.merchantId) } }),
    isolation: { exempt: "the sandbox's simulator: public by design and loopback only, it runs a schedule by id as the gateway's own scheduler does" },
  },
  'POST /api/sandbox/simulate/complaint': {
    access: open,
    call: async ({ owner, fx }) => ({ payload: { payoutId: await fx.pendingPayout(owner.merchantId), email: owner.email, title: 'Authz complaint' } }),
  },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The url of a route with its `:name` segments filled in. */
export function fillUrl(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** What a caller should get from a route: through the guard, or the status that refuses it. */
export function expectedAccess(access: Access, caller: Account | null): 'allowed' | 401 | 403 {
  if (access.auth !== 'session') return 'allowed';
  if (!caller) return 401;
  return access.allows(caller) ? 'allowed' : 403;
}

export const takesPathId = (url: string) => /:\w+/.test(url);
