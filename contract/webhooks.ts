import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import { idText, jsonParam, oneOrMany, rangeParam, sortParam } from './simpleRest';

/**
 * Webhooks (issue 16): the merchant's server learns of payments without polling. Each endpoint
 * names a URL and the events it wants; each delivery is a signed JSON POST, queued in the database,
 * retried with backoff and listed in a delivery log. Served by the /api/v2 extension API in
 * react-admin's simple-REST dialect (ra-data-simple-rest), like contract/activity.ts.
 */

/** The events an endpoint may subscribe to, in the order the issue lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'deposit.confirmed',
  'deposit.underpaid',
  'deposit.overpaid',
  'deposit.expired',
  'payout.completed',
  'payout.rejected',
  'payout.failed',
  'payout.approval_requested',
  'payout.approved',
  'payout.approval_rejected',
  'complaint.updated',
  'payment_issue.opened',
  'payment_issue.resolved',
  'payer_refund.claimed',
  'payer_refund.sent',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What "Send test event" delivers: to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/**
 * The headers of every delivery. The signature is the lowercase hex HMAC-SHA256, keyed with the
 * endpoint's signing secret, of `${timestamp}.${body}`: the timestamp header's value (Unix seconds),
 * a dot, and the raw request body (README, "Webhooks").
 */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const WEBHOOK_EVENT_HEADER = 'X-Webhook-Event';
/** The delivery's id: a redelivery is a new delivery of the same event (the body's `id` stays). */
export const WEBHOOK_DELIVERY_HEADER = 'X-Webhook-Delivery';

export const WEBHOOKS_RESOURCE = 'webhooks';
export const WEBHOOK_DELIVERIES_RESOURCE = 'webhook-deliveries';
export const WEBHOOKS_PATH = `${API_V2_PREFIX}/${WEBHOOKS_RESOURCE}`;
export const WEBHOOK_DELIVERIES_PATH = `${API_V2_PREFIX}/${WEBHOOK_DELIVERIES_RESOURCE}`;

/**
 * An endpoint is paused (disabled, with pausedAt set) after this many deliveries in a row failed
 * for good (every attempt used, or the target refused); a success resets the count. Counting
 * deliveries, not attempts, lets a receiver be down for the hour a delivery's retries take
 * without being paused by a burst of events.
 */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 10;

/** Endpoints one merchant may have. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_MAX_RANGE = 1000;
export const WEBHOOK_DEFAULT_RANGE: [number, number] = [0, 24];

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  tooMany: `A merchant may have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`,
  urlScheme: 'The URL must start with https:// (or http:// to this machine in sandbox mode).',
  urlPrivate: 'The URL must point at a public address, not a private, loopback, link-local or reserved one.',
  tooManySends: 'Too many test events and redeliveries: wait a few minutes and try again.',
  /** A delivery's error when its target was refused; it never names the address the host resolved to. */
  destinationNotAllowed: 'destination not allowed',
  cancelledDisabled: 'cancelled: the endpoint was disabled',
  cancelledUrlChanged: 'cancelled: the endpoint\'s URL changed; Redeliver sends it to the new one',
  cancelledPaused: `cancelled: the endpoint was paused after ${WEBHOOK_PAUSE_AFTER_FAILURES} failed deliveries in a row`,
  pausedTitle: 'Webhook endpoint paused',
  pausedBody: (url: string) =>
    `Deliveries to ${url} failed ${WEBHOOK_PAUSE_AFTER_FAILURES} times in a row, so the endpoint was paused and its queued deliveries cancelled. Fix the receiver, enable the endpoint again, and redeliver what you need from the delivery log.`,
} as const;

/**
 * A delivery's state: pending (waiting for its next attempt), sending (claimed by a worker),
 * succeeded (a 2xx came back), failed (no attempts left, or refused before sending), interrupted
 * (the sending process stopped before an answer: it may or may not have arrived, so it is never
 * sent again by itself; Redeliver sends it again), cancelled (still queued when its endpoint was
 * disabled, paused or given another URL; lastError says which).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed', 'interrupted', 'cancelled'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One endpoint as the API answers it (simple-REST: flat, with `id`); never its secret. */
export interface WebhookEndpointRecord {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** When the endpoint was paused for failing (WEBHOOK_PAUSE_AFTER_FAILURES); null once enabled again. */
  pausedAt: string | null;
  /** The secret's last four characters, so the merchant can tell which one a server holds. */
  secretHint: string;
  createdAt: string;
  updatedAt: string;
}

/** The answer of a create: the record and, this once, the signing secret. */
export interface CreatedWebhookEndpoint extends WebhookEndpointRecord {
  secret: string;
}

/** One delivery as GET /api/v2/webhook-deliveries lists it. */
export interface WebhookDeliveryRecord {
  id: string;
  endpointId: string;
  endpointUrl: string;
  eventType: WebhookDeliveryEventType;
  /** The event's id (the body's `id`): a redelivery carries the same one. */
  eventId: string;
  payload: WebhookPayload;
  status: WebhookDeliveryStatus;
  attempts: number;
  maxAttempts: number;
  /** When a pending delivery is next tried; null once it is settled. */
  nextAttemptAt: string | null;
  lastResponseCode: number | null;
  /** How long the last attempt took to answer, in milliseconds. */
  lastDurationMs: number | null;
  /** Why the last attempt failed (timeout, refused address, connection error, a non-2xx answer). */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
}

/** The JSON body of a delivery. */
export interface WebhookPayload {
  /** The event's id. */
  id: string;
  type: WebhookDeliveryEventType;
  /** ISO 8601, UTC: when the event happened. */
  createdAt: string;
  data: Record<string, unknown>;
}

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`))
  .min(1, 'pick at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'lists an event twice');

/** http(s) only, no credentials in the URL; where it may point is the server's decision (SSRF rules). */
const webhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, `must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an https:// URL without a user name or password');

/** POST /api/v2/webhooks. */
export const CreateWebhookEndpoint = z.object({
  url: webhookUrl,
  events: eventList,
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpoint = z.infer<typeof CreateWebhookEndpoint>;

/**
 * PUT /api/v2/webhooks/:id. ra-data-simple-rest sends the whole record back: the fields the
 * server owns (id, secretHint, dates) are ignored, the rest are optional.
 */
export const UpdateWebhookEndpoint = z.object({
  url: webhookUrl.optional(),
  events: eventList.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpoint = z.infer<typeof UpdateWebhookEndpoint>;

const ids = oneOrMany(idText, WEBHOOK_MAX_RANGE);

export const WEBHOOK_SORT_FIELDS = ['createdAt', 'url'] as const;
export const WebhookListQuery = z.object({
  sort: sortParam(WEBHOOK_SORT_FIELDS, ['createdAt', 'DESC']),
  range: rangeParam(WEBHOOK_MAX_RANGE, WEBHOOK_DEFAULT_RANGE),
  filter: jsonParam('filter', z.object({ id: ids.optional(), enabled: z.boolean().optional() }).strict()).default({} as never),
});
export type WebhookListQuery = z.infer<typeof WebhookListQuery>;

export const WEBHOOK_DELIVERY_SORT_FIELDS = ['createdAt', 'status', 'eventType', 'attempts'] as const;
export const WebhookDeliveryListQuery = z.object({
  sort: sortParam(WEBHOOK_DELIVERY_SORT_FIELDS, ['createdAt', 'DESC']),
  range: rangeParam(WEBHOOK_MAX_RANGE, WEBHOOK_DEFAULT_RANGE),
  filter: jsonParam(
    'filter',
    z
      .object({
        id: ids.optional(),
        endpointId: idText.optional(),
        status: oneOrMany(z.enum(WEBHOOK_DELIVERY_STATUSES), WEBHOOK_DELIVERY_STATUSES.length).optional(),
        eventType: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]).optional(),
      })
      .strict(),
  ).default({} as never),
});
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuery>;

