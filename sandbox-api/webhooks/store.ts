import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryEventType,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryRecord,
  type WebhookDeliveryStatus,
  type WebhookEndpointRecord,
  type WebhookEventType,
  type WebhookListQuery,
  type WebhookPayload,
} from '../../contract/webhooks';
import { pagedList, type Page } from '../db/pagedList';
import type { Queryable } from '../db/types';
import { isUuid } from '../routes/params';
import { Where } from '../db/where';

/** Attempts of one delivery: the first and seven retries (about an hour with the default 30 s base). */
export const WEBHOOK_MAX_ATTEMPTS = 8;

interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  paused_at: Date | null;
  secret_hint: string;
  created_at: Date;
  updated_at: Date;
}

const ENDPOINT_COLUMNS = 'id, url, events, enabled, paused_at, secret_hint, created_at, updated_at';
const ENDPOINT_SORT_COLUMNS: Record<WebhookListQuery['sort'][0], string> = { createdAt: 'created_at', url: 'url' };

export function toEndpointRecord(row: EndpointRow): WebhookEndpointRecord {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    pausedAt: row.paused_at?.toISOString() ?? null,
    secretHint: row.secret_hint,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  endpoint_url: string;
  event_id: string;
  event_type: WebhookDeliveryEventType;
  payload: WebhookPayload;
  status: WebhookDeliveryStatus;
  attempts: number;
  max_attempts: number;
  next_attempt_at: Date | null;
  last_response_code: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
}

const DELIVERY_COLUMNS = `d.id, d.endpoint_id, e.url AS endpoint_url, d.event_id, d.event_type, d.payload, d.status, d.attempts,
  d.max_attempts, d.next_attempt_at, d.last_response_code, d.last_duration_ms, d.last_error, d.created_at, d.updated_at, d.delivered_at`;
const DELIVERY_SORT_COLUMNS: Record<WebhookDeliveryListQuery['sort'][0], string> = {
  createdAt: 'd.created_at',
  status: 'd.status',
  eventType: 'd.event_type',
  attempts: 'd.attempts',
};

export function toDeliveryRecord(row: DeliveryRow): WebhookDeliveryRecord {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    endpointUrl: row.endpoint_url,
    eventType: row.event_type,
    eventId: row.event_id,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    nextAttemptAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    lastResponseCode: row.last_response_code,
    lastDurationMs: row.last_duration_ms,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}

const idList = (id: string | string[]) => (Array.isArray(id) ? id : [id]).filter(isUuid);

// ---- endpoints ----

export async function countEndpoints(db: Queryable, merchantId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_endpoints WHERE merchant_id = $1', [merchantId]);
  return rows[0].n;
}

export async function listEndpoints(db: Queryable, merchantId: string, query: WebhookListQuery): Promise<Page<WebhookEndpointRecord>> {
  const where = new Where();
  where.conditions.push(`merchant_id = ${where.param(merchantId)}`);
  if (query.filter.id !== undefined) where.conditions.push(`id = ANY(${where.param(idList(query.filter.id))}::uuid[])`);
  if (query.filter.enabled !== undefined) where.conditions.push(`enabled = ${where.param(query.filter.enabled)}`);
  const source = {
    select: `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints`,
    countFrom: 'webhook_endpoints',
    where,
    sortColumns: ENDPOINT_SORT_COLUMNS,
    tiebreak: ['id'],
  };
  return pagedList(db, source, query, toEndpointRecord);
}

export async function findEndpoint(db: Queryable, merchantId: string, id: string): Promise<WebhookEndpointRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND merchant_id = $2`, [id, merchantId]);
  return rows[0] ? toEndpointRecord(rows[0]) : null;
}

export async function insertEndpoint(
  db: Queryable,
  merchantId: string,
  input: { url: string; events: WebhookEventType[]; enabled: boolean; secretEncrypted: string; secretHint: string },
): Promise<WebhookEndpointRecord> {
  const { rows } = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (merchant_id, url, events, enabled, secret_encrypted, secret_hint)
     VALUES ($1, $2, $3::text[], $4, $5, $6) RETURNING ${ENDPOINT_COLUMNS}`,
    [merchantId, input.url, input.events, input.enabled, input.secretEncrypted, input.secretHint],
  );
  return toEndpointRecord(rows[0]);
}

export async function updateEndpoint(
  db: Queryable,
  merchantId: string,
  id: string,
  change: { url?: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<WebhookEndpointRecord | null> {
  if (!isUuid(id)) return null;
  // Enabling a paused endpoint resumes it: the failure count starts anew.
  const { rows } = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints
        SET url = coalesce($3, url), events = coalesce($4::text[], events), enabled = coalesce($5, enabled), updated_at = now(),
            paused_at = CASE WHEN $5 THEN NULL ELSE paused_at END,
            consecutive_failures = CASE WHEN $5 THEN 0 ELSE consecutive_failures END
      WHERE id = $1 AND merchant_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [id, merchantId, change.url ?? null, change.events ?? null, change.enabled ?? null],
  );
  return rows[0] ? toEndpointRecord(rows[0]) : null;
}

export async function deleteEndpoint(db: Queryable, merchantId: string, id: string): Promise<WebhookEndpointRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<EndpointRow>(
    `DELETE FROM webhook_endpoints WHERE id = $1 AND merchant_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [id, merchantId],
  );
  return rows[0] ? toEndpointRecord(rows[0]) : null;
}

// ---- deliveries ----

/**
 * Cancels the endpoint's queued deliveries (pending, not yet claimed), with the reason as their
 * last error. One already on its way (sending) finishes its attempt.
 */
export async function cancelPendingDeliveries(db: Queryable, endpointId: string, reason: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, last_error = $2, updated_at = now()
      WHERE endpoint_id = $1 AND status = 'pending'`,
    [endpointId, reason],
  );
  return rowCount;
}

export async function listDeliveries(db: Queryable, merchantId: string, query: WebhookDeliveryListQuery): Promise<Page<WebhookDeliveryRecord>> {
  const where = new Where();
  where.conditions.push(`d.merchant_id = ${where.param(merchantId)}`);
  const { filter } = query;
  if (filter.id !== undefined) where.conditions.push(`d.id = ANY(${where.param(idList(filter.id))}::uuid[])`);
  if (filter.endpointId !== undefined) where.conditions.push(`d.endpoint_id = ${where.param(filter.endpointId)}::uuid`);
  if (filter.status !== undefined) {
    where.conditions.push(`d.status = ANY(${where.param(Array.isArray(filter.status) ? filter.status : [filter.status])}::text[])`);
  }
  if (filter.eventType !== undefined) where.conditions.push(`d.event_type = ${where.param(filter.eventType)}`);
  const source = {
    select: `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id`,
    countFrom: 'webhook_deliveries d',
    where,
    sortColumns: DELIVERY_SORT_COLUMNS,
    tiebreak: ['d.created_at', 'd.id'],
  };
  return pagedList(db, source, query, toDeliveryRecord);
}

/**
 * The delivery a test event or a redelivery queued, as it was queued (pending, no attempt): read
 * from the INSERT itself, since on PostgreSQL a worker may claim it before a second read.
 */
const QUEUED_DELIVERY = `SELECT ${DELIVERY_COLUMNS} FROM d JOIN webhook_endpoints e ON e.id = d.endpoint_id`;

export async function findDelivery(db: Queryable, merchantId: string, id: string): Promise<WebhookDeliveryRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.id = $1 AND d.merchant_id = $2`,
    [id, merchantId],
  );
  return rows[0] ? toDeliveryRecord(rows[0]) : null;
}

/**
 * Queues an event for every enabled endpoint of the merchant that subscribes to it, in one
 * statement, so it is part of the caller's transaction when the caller has one. Returns how many
 * deliveries it queued.
 */
export async function enqueueWebhookEvent(
  db: Queryable,
  merchantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> {
  const payload: WebhookPayload = { id: randomUUID(), type, createdAt: new Date().toISOString(), data };
  const { rowCount } = await db.query(
    `INSERT INTO webhook_deliveries (merchant_id, endpoint_id, event_id, event_type, payload, max_attempts, next_attempt_at)
     SELECT merchant_id, id, $3::uuid, $2, $4::jsonb, $5, now()
       FROM webhook_endpoints WHERE merchant_id = $1 AND enabled AND $2 = ANY(events)`,
    [merchantId, type, payload.id, JSON.stringify(payload), WEBHOOK_MAX_ATTEMPTS],
  );
  return rowCount;
}

/** A test event to one endpoint, whatever it subscribes to and whether or not it is enabled. */
export async function enqueueTestEvent(db: Queryable, merchantId: string, endpointId: string): Promise<WebhookDeliveryRecord | null> {
  if (!isUuid(endpointId)) return null;
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: WEBHOOK_TEST_EVENT,
    createdAt: new Date().toISOString(),
    data: { message: 'A test event sent from the dashboard.' },
  };
  const { rows } = await db.query<DeliveryRow>(
    `WITH d AS (
       INSERT INTO webhook_deliveries (merchant_id, endpoint_id, event_id, event_type, payload, max_attempts, next_attempt_at)
       SELECT merchant_id, id, $3::uuid, $4, $5::jsonb, $6, now() FROM webhook_endpoints WHERE id = $1 AND merchant_id = $2
       RETURNING *)
     ${QUEUED_DELIVERY}`,
    [endpointId, merchantId, payload.id, WEBHOOK_TEST_EVENT, JSON.stringify(payload), WEBHOOK_MAX_ATTEMPTS],
  );
  return rows[0] ? toDeliveryRecord(rows[0]) : null;
}

/** Redeliver: a new delivery of the same event (same body) to the same endpoint, attempts from zero. */
export async function redeliver(db: Queryable, merchantId: string, deliveryId: string): Promise<WebhookDeliveryRecord | null> {
  if (!isUuid(deliveryId)) return null;
  const { rows } = await db.query<DeliveryRow>(
    `WITH d AS (
       INSERT INTO webhook_deliveries (merchant_id, endpoint_id, event_id, event_type, payload, max_attempts, next_attempt_at)
       SELECT merchant_id, endpoint_id, event_id, event_type, payload, $3, now() FROM webhook_deliveries WHERE id = $1 AND merchant_id = $2
       RETURNING *)
     ${QUEUED_DELIVERY}`,
    [deliveryId, merchantId, WEBHOOK_MAX_ATTEMPTS],
  );
  return rows[0] ? toDeliveryRecord(rows[0]) : null;
}
