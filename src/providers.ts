import { withLifecycleCallbacks, type fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { createAuthProvider } from '../authProvider';
import { getToken } from '../authProvider/session';
import { ACTIVITY_RESOURCE, API_V2_PREFIX } from '../contract/activity';
import { CREDENTIALS_REVEAL_PATH, type RevealedCredentials } from '../contract/credentials';
import { PAYER_REFUNDS_RESOURCE, type PayerRefundRecord } from '../contract/payerRefunds';
import { PAYMENT_ISSUES_PATH, PAYMENT_ISSUES_RESOURCE, type PaymentIssueRecord } from '../contract/paymentIssues';
import { PAYOUT_ADDRESSES_RESOURCE } from '../contract/payoutAccess';
import { PAYOUT_APPROVALS_PATH, PAYOUT_APPROVALS_RESOURCE, type PayoutApprovalDecision, type PayoutApprovalRecord } from '../contract/payoutApprovals';
import { RECOVERY_CODES_RESOURCE } from '../contract/recoveryCodes';
import { REPORT_SCHEDULES_RESOURCE } from '../contract/reportSchedules';
import { END_OTHER_SESSIONS_PATH, SESSIONS_RESOURCE, type EndedSessions } from '../contract/sessions';
import { STEP_UP_PATH, type StepUpRequest, type StepUpState } from '../contract/stepUp';
import { WEBHOOK_DELIVERIES_PATH, WEBHOOK_DELIVERIES_RESOURCE, WEBHOOKS_PATH, WEBHOOKS_RESOURCE, type WebhookDeliveryRecord } from '../contract/webhooks';
import { createDataProvider } from '../dataProvider';
import { createHttpClient, type HttpClient, type RequestOptions } from '../dataProvider/httpClient';
import { withStepUp } from './security/stepUpPrompt';
import { config } from './config';

/** The resources the sandbox's /api/v2 extension API serves in react-admin's simple-REST dialect. */
export const EXTENSION_RESOURCES: readonly string[] = [
  ACTIVITY_RESOURCE,
  RECOVERY_CODES_RESOURCE,
  WEBHOOKS_RESOURCE,
  WEBHOOK_DELIVERIES_RESOURCE,
  PAYOUT_APPROVALS_RESOURCE,
  PAYOUT_ADDRESSES_RESOURCE,
  SESSIONS_RESOURCE,
  PAYMENT_ISSUES_RESOURCE,
  PAYER_REFUNDS_RESOURCE,
  REPORT_SCHEDULES_RESOURCE,
];

/**
 * ra-data-simple-rest's httpClient contract (fetchUtils.fetchJson) over the dashboard's one client,
 * so the extension API gets the same cookies, Bearer token and error messages as the spec's calls.
 * The url it builds is `/v2/<resource>?...`, a path below the API base.
 */
function simpleRestHttpClient(http: HttpClient) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit | undefined).entries());
    const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    const { status, headers: answered, json } = await http(url, {
      method: (options.method ?? 'GET') as RequestOptions['method'],
      headers,
      body,
      signal: options.signal ?? undefined,
    });
    return { status, headers: answered, body: JSON.stringify(json), json };
  };
}

/**
 * Wires the providers around one fetch: the browser's in the app, a test double in tests. The data provider is
 * the spec adapter (every gateway resource and the custom methods) with ra-data-simple-rest for the extension
 * resources (ARCHITECTURE.md), in the data provider's one combineDataProviders.
 */
export function createProviders({ fetch, apiBase = config.apiBase }: { fetch: typeof window.fetch; apiBase?: string }) {
  const http = withStepUp(createHttpClient({ baseUrl: apiBase, fetch, getToken }));
  const rest = simpleRestProvider(API_V2_PREFIX, simpleRestHttpClient(http));
  // The activity filter's days are the merchant's calendar days; the server gets their moments.
  const provider = withLifecycleCallbacks(rest, [{ resource: ACTIVITY_RESOURCE, beforeGetList: async (params) => ({ ...params, filter: (await import('./activity/activityFilter')).toServerFilter(params.filter) }) }]);
  const post = async <T>(path: string, body: unknown = {}) => (await http<T>(path, { method: 'POST', body })).json;
  const dataProvider = {
    ...createDataProvider({ httpClient: http, extension: { resources: EXTENSION_RESOURCES, provider } }),
    // The webhook actions that are no CRUD (README "Webhooks"), each a POST that answers the delivery it queued.
    sendWebhookTest: (endpointId: string) => post<WebhookDeliveryRecord>(`${WEBHOOKS_PATH}/${encodeURIComponent(endpointId)}/test`),
    redeliverWebhook: (deliveryId: string) => post<WebhookDeliveryRecord>(`${WEBHOOK_DELIVERIES_PATH}/${encodeURIComponent(deliveryId)}/redeliver`),
    /** The sandbox's step-up confirmation (issue 28): opens this session's window for the actions that ask for one. */
    stepUp: (body: StepUpRequest) => post<StepUpState>(STEP_UP_PATH, body),
    /** A payout approval request's decision (issue 28): approve, reject with a reason, or the requester's cancel. */
    decidePayoutApproval: (id: string, decision: PayoutApprovalDecision, body?: { reason: string }) =>
      post<PayoutApprovalRecord>(`${PAYOUT_APPROVALS_PATH}/${encodeURIComponent(id)}/${decision}`, body),
    /** The API secret (issue 28), only on Reveal or Copy: a step-up confirmation, and one "API secret revealed" each. */
    revealCredentials: () => post<RevealedCredentials>(CREDENTIALS_REVEAL_PATH),
    /** "Sign out everywhere else" (issue 28): ends every session of the caller but this one, in one call. */
    endOtherSessions: () => post<EndedSessions>(END_OTHER_SESSIONS_PATH),
    /** "Accept as paid" (issue 29): closes an open payment issue as it is, with the merchant's note. */
    acceptPaymentIssue: (id: string, note: string) => post<PaymentIssueRecord>(`${PAYMENT_ISSUES_PATH}/${encodeURIComponent(id)}/accept`, { note }),
    /** "Refund to payer" (issue 29): without an amount, the issue's default (the difference when overpaid, else what was received). */
    refundPaymentIssue: (id: string, amount?: number) =>
      post<PayerRefundRecord>(`${PAYMENT_ISSUES_PATH}/${encodeURIComponent(id)}/refund`, amount === undefined ? {} : { amount }),
    /** The one client itself, for a screen's own calls that are no resource (issue 29's statement files). */
    http,
  };
  return { dataProvider, authProvider: createAuthProvider({ api: dataProvider }) };
}

export type ComposedDataProvider = ReturnType<typeof createProviders>['dataProvider'];
