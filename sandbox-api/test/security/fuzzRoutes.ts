import type { RouteEntry } from '../../plugins/authGuard';

/**
 * What each state-changing route reads, so that the fuzzer can send it hostile input that is
 * certain to be invalid and must therefore change nothing:
 * - a field of the route's body with a value of the wrong type, merged into every generated
 *   object (whatever else the object holds, the call must be refused);
 * - 'no body' for routes that act on the path and the session alone: as the signed-in merchant
 *   they only receive bodies that cannot be parsed (malformed, not UTF-8, too large, unsupported
 *   type) or ids that name nothing.
 * The spec checks that this table names exactly the non-GET routes of the server's route table,
 * so a new endpoint cannot escape the fuzzer.
 */
export type BodyRule = { wrongField: Record<string, unknown> } | 'no body';

export const BODY_RULES: Record<string, BodyRule> = {
  'POST /api/auth/login': { wrongField: { email: 12345 } },
  'POST /api/auth/verify-2fa': { wrongField: { code: 123456 } },
  'POST /api/auth/generate-2fa-code': { wrongField: { userId: 42 } },
  'POST /api/auth/forgot-password': { wrongField: { email: ['merchant@sandbox.test'] } },
  'POST /api/auth/reset-password': { wrongField: { token: 1234567890123456 } },
  'POST /api/auth/toggle-2fa': { wrongField: { enable: true } },
  'PUT /api/auth/change-password': { wrongField: { currentPassword: 1 } },
  'POST /api/auth/logout': 'no body',
  'PUT /api/auth/profile': { wrongField: { name: ['Ann'] } },
  'PUT /api/user/notifications/preferences': { wrongField: { deposit_confirmed: { email: 'false' } } },
  'PATCH /api/notifications/read-all': 'no body',
  'PATCH /api/notifications/:id/read': 'no body',
  'DELETE /api/notifications/:id': 'no body',
  'POST /api/subusers': { wrongField: { role: 7 } },
  'PUT /api/subusers/:id': { wrongField: { name: { first: 'Ann' } } },
  'PATCH /api/subusers/:id/status': { wrongField: { status: 0 } },
  'POST /api/subusers/:id/toggle-2fa': { wrongField: { enable: false } },
  'DELETE /api/subusers/2fa/:id': 'no body',
  'DELETE /api/subusers/:id': 'no body',
  'PUT /api/merchant/profile': { wrongField: { transactionTimer: { minutes: 30 } } },
  'POST /api/ip-whitelist/:userId/add': { wrongField: { ip: 10 } },
  'POST /api/ip-whitelist/:userId/update': { wrongField: { ip: 10 } },
  'POST /api/withdrawal': { wrongField: { amount: '100' } },
  'PUT /api/refund/merchant/:id': { wrongField: { action: 1 } },
  'POST /api/v2/recovery-codes': { wrongField: { code: 123456 } },
  'POST /api/v2/step-up': { wrongField: { password: 42 } },
  'PUT /api/v2/payout-policy': { wrongField: { approval: 1 } },
  'POST /api/v2/payout-approvals/:id/approve': 'no body',
  'POST /api/v2/payout-approvals/:id/reject': { wrongField: { reason: 42 } },
  'POST /api/v2/payout-approvals/:id/cancel': 'no body',
  'POST /api/v2/payment-issues/:id/accept': { wrongField: { note: 42 } },
  'POST /api/v2/payer-refunds': { wrongField: { amount: '5' } },
  'POST /api/v2/payment-issues/:id/refund': { wrongField: { amount: '5' } },
  'POST /api/claim/:id': { wrongField: { address: ['TAuthzClientWallet'] } },
  'PUT /api/v2/merchant-settings': { wrongField: { underpaymentTolerancePercent: '5' } },
  'POST /api/v2/report-schedules': { wrongField: { hour: '8' } },
  'DELETE /api/v2/report-schedules/:id': 'no body',
  'POST /api/v2/payout-addresses': { wrongField: { currencyType: 20 } },
  'DELETE /api/v2/payout-addresses/:id': 'no body',
  'POST /api/v2/credentials/reveal': 'no body',
  'DELETE /api/v2/sessions/:id': 'no body',
  'POST /api/v2/sessions/end-others': 'no body',
  'PUT /api/v2/team-security': { wrongField: { require2fa: 'true' } },
  'POST /api/v2/webhooks': { wrongField: { events: 'deposit.confirmed' } },
  'PUT /api/v2/webhooks/:id': { wrongField: { enabled: 'yes' } },
  'DELETE /api/v2/webhooks/:id': 'no body',
  'POST /api/v2/webhooks/:id/test': 'no body',
  'POST /api/v2/webhook-deliveries/:id/redeliver': 'no body',
  'POST /api/payment-links': { wrongField: { amount: 'ten' } },
  'POST /api/payment-links/session': { wrongField: { amount: 'ten' } },
  'POST /api/pay/:id/simulate': { wrongField: { outcome: 3 } },
  'POST /api/sandbox/simulate/deposit': { wrongField: { network: 1 } },
  'POST /api/sandbox/simulate/refund': { wrongField: { network: 1 } },
  'POST /api/sandbox/simulate/payout': { wrongField: { outcome: 1 } },
  'POST /api/sandbox/simulate/complaint': { wrongField: { title: 1 } },
  'POST /api/sandbox/simulate/cooling-off/:id': { wrongField: { email: 42 } },
  'POST /api/sandbox/simulate/report-schedules/:id/run': 'no body',
};

export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Percent-encodes every UTF-8 byte, so lone surrogates and NUL travel as a client would send them. */
export const encodeSegment = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/**
 * The route's path with each `:param` replaced by the value the picker gives: percent-encoded, or
 * as typed when `raw` and it is visible ASCII (so `../`, `%` and `%zz` reach the router as such).
 */
export function fillPath(url: string, value: (param: string) => string, raw = false): string {
  return url.replace(/:(\w+)/g, (_, param: string) => {
    const text = value(param);
    return raw && /^[\x21-\x7e]*$/.test(text) && !/[?#]/.test(text) ? text : encodeSegment(text);
  });
}

export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);
