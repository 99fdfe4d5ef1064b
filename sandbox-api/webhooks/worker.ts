import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_MESSAGES, WEBHOOK_PAUSE_AFTER_FAILURES, type WebhookPayload } from '../../contract/webhooks';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/types';
import type { SecretBox } from '../lib/secretBox';
import { notifyUserAsPreferred } from '../notifications';
import type { Services } from '../services';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from './send';
import { cancelPendingDeliveries } from './store';
import { alert, bodyOf } from '../i18n';

/**
 * Sends queued webhook deliveries (issue 16). Deliveries are claimed in one statement per batch:
 * `FOR UPDATE SKIP LOCKED` picks due pending deliveries no other worker holds, and the same
 * statement commits them as 'sending' with attempts + 1 and a claim that runs out after
 * CLAIM_MS. Only then does the POST leave; its answer settles the row. So several API processes
 * (on PostgreSQL) never send one attempt twice, and after a crash (SIGKILL) between the claim and
 * the answer the row is found 'sending' with its claim run out and becomes 'interrupted': it may
 * have arrived, so it is never sent again by itself (Redeliver sends it again, as a new delivery).
 * Pending deliveries are in the database, so they survive a restart and go out after it.
 *
 * One merchant cannot starve the others (issue 26): a claim takes at most
 * CLAIM_PER_MERCHANT of each merchant's due deliveries, every merchant's first before anyone's
 * second (round-robin), and never more than ENDPOINT_IN_FLIGHT_MAX deliveries in flight to one
 * endpoint, across processes (claims take turns on an advisory lock, so the count they read is
 * current). A slow receiver therefore holds at most two lanes, for at most 5 s each.
 */
export const WEBHOOK_LANES = 4;
/** Longer than any attempt can take (its 5 s timeout), so a live worker's claim never runs out. */
export const CLAIM_MS = WEBHOOK_TIMEOUT_MS + 25_000;
export const ENDPOINT_IN_FLIGHT_MAX = 2;
export const CLAIM_PER_MERCHANT = 2;
/** The advisory lock claims take turns on (any constant shared by every process). */
const CLAIM_LOCK = 2_026_016;

export interface WebhookWorkerOptions extends Pick<Services, 'realtime' | 'mailer'> {
  db: Db;
  secrets: SecretBox;
  config: Pick<Config, 'sandbox' | 'webhookRetryBaseMs' | 'webhookPollMs'>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Deliveries sent at once by this process. */
  lanes?: number;
}

interface ClaimedRow {
  id: string;
  merchant_id: string;
  endpoint_id: string;
  event_type: string;
  payload: WebhookPayload;
  attempts: number;
  max_attempts: number;
  url: string;
  secret_encrypted: string;
}

/** The wait before retry n (n = attempts made so far): base, 2 × base, 4 × base ... */
export const retryDelayMs = (baseMs: number, attempts: number) => baseMs * 2 ** (attempts - 1);

/**
 * Claims up to `free` due deliveries fairly (see above). The recursive part lists the endpoints
 * with pending deliveries by walking the index, one step per endpoint, so a backlog of thousands on
 * one endpoint costs no more than one; the lateral subquery locks each endpoint's oldest due
 * deliveries, as many as its free slots (skipping those another claim holds); the window function
 * then keeps each merchant's share, every merchant's first before anyone's second.
 */
const CLAIM_SQL = `
  WITH RECURSIVE in_flight AS (
    SELECT endpoint_id, merchant_id FROM webhook_deliveries WHERE status = 'sending'
  ), endpoint_in_flight AS (
    SELECT endpoint_id, count(*)::int AS n FROM in_flight GROUP BY endpoint_id
  ), merchant_in_flight AS (
    SELECT merchant_id, count(*)::int AS n FROM in_flight GROUP BY merchant_id
  ), pending_endpoints (endpoint_id) AS (
    (SELECT endpoint_id FROM webhook_deliveries WHERE status = 'pending' ORDER BY endpoint_id LIMIT 1)
    UNION ALL
    SELECT (SELECT d.endpoint_id FROM webhook_deliveries d
             WHERE d.status = 'pending' AND d.endpoint_id > p.endpoint_id ORDER BY d.endpoint_id LIMIT 1)
      FROM pending_endpoints p WHERE p.endpoint_id IS NOT NULL
  ), candidates AS (
    SELECT c.* FROM pending_endpoints p
      LEFT JOIN endpoint_in_flight f ON f.endpoint_id = p.endpoint_id
      CROSS JOIN LATERAL (
        SELECT d.id, d.merchant_id, d.next_attempt_at
          FROM webhook_deliveries d
         WHERE d.endpoint_id = p.endpoint_id AND d.status = 'pending' AND d.next_attempt_at <= now()
         ORDER BY d.next_attempt_at, d.id
         LIMIT greatest($2 - coalesce(f.n, 0), 0)
         FOR UPDATE SKIP LOCKED) c
     WHERE p.endpoint_id IS NOT NULL
  ), merchant_ranked AS (
    SELECT c.*, row_number() OVER (PARTITION BY c.merchant_id ORDER BY c.next_attempt_at, c.id) AS merchant_turn
      FROM candidates c
  ), picked AS (
    SELECT r.id FROM merchant_ranked r LEFT JOIN merchant_in_flight f ON f.merchant_id = r.merchant_id
     WHERE r.merchant_turn <= $3
     ORDER BY r.merchant_turn, coalesce(f.n, 0), r.next_attempt_at, r.id
     LIMIT $4
  )
  UPDATE webhook_deliveries d
     SET status = 'sending', attempts = d.attempts + 1, claimed_until = now() + $1 * interval '1 millisecond', updated_at = now()
    FROM picked p, webhook_endpoints e
   WHERE d.id = p.id AND e.id = d.endpoint_id AND d.status = 'pending'
  RETURNING d.id, d.merchant_id, d.endpoint_id, d.event_type, d.payload, d.attempts, d.max_attempts, e.url, e.secret_encrypted`;

export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private started = false;
  /** Set by stop(): lanes finish the attempt in hand and claim no more. */
  private closing = false;

  constructor(private readonly options: WebhookWorkerOptions) {}

  /** Polls every webhookPollMs until stop(). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.closing = false;
    this.schedule();
  }

  /** Stops polling and waits for the attempts in flight to be settled (each ends within 5 s). */
  async stop(): Promise<void> {
    this.closing = true;
    this.started = false;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /**
   * One round: marks deliveries whose claim ran out as interrupted, then sends every due delivery
   * it can claim, up to WEBHOOK_LANES at a time, claiming again as lanes free up. Resolves with
   * how many attempts it made.
   */
  runOnce(): Promise<number> {
    const round = this.round();
    this.running = round;
    return round;
  }

  private schedule(): void {
    if (this.closing || !this.started) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((error: Error) => this.options.log?.warn({ err: error }, 'webhook delivery round failed'))
        .finally(() => this.schedule());
    }, this.options.config.webhookPollMs);
    this.timer.unref();
  }

  private async round(): Promise<number> {
    await this.options.db.query(
      `UPDATE webhook_deliveries
          SET status = 'interrupted', claimed_until = NULL, next_attempt_at = NULL, updated_at = now(),
              last_error = 'interrupted: the sending process stopped before an answer came; it is not sent again by itself'
        WHERE status = 'sending' AND claimed_until < now()`,
    );
    const lanes = this.options.lanes ?? WEBHOOK_LANES;
    const inFlight = new Set<Promise<void>>();
    let attempts = 0;
    try {
      while (!this.closing) {
        const claimed = inFlight.size < lanes ? await this.claim(lanes - inFlight.size) : [];
        for (const row of claimed) {
          const sending: Promise<void> = this.attempt(row)
            .catch((error: Error) => this.options.log?.warn({ err: error, deliveryId: row.id }, 'webhook delivery not settled'))
            .finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
        attempts += claimed.length;
        if (inFlight.size === 0) break;
        // Claim again when a lane frees up (or when an endpoint that was full may have room).
        if (claimed.length === 0 || inFlight.size >= lanes) await Promise.race(inFlight);
      }
    } finally {
      await Promise.all(inFlight);
    }
    return attempts;
  }

  private claim(free: number): Promise<ClaimedRow[]> {
    return this.options.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
      const { rows } = await tx.query<ClaimedRow>(CLAIM_SQL, [CLAIM_MS, ENDPOINT_IN_FLIGHT_MAX, CLAIM_PER_MERCHANT, free]);
      return rows;
    });
  }

  private async attempt(row: ClaimedRow): Promise<void> {
    const { db, secrets, config } = this.options;
    const outcome = await sendWebhook(
      { url: row.url, secret: secrets.decrypt(row.secret_encrypted), deliveryId: row.id, eventType: row.event_type, body: JSON.stringify(row.payload) },
      { sandbox: config.sandbox },
    );
    const status = outcome.ok ? 'succeeded' : outcome.refused || row.attempts >= row.max_attempts ? 'failed' : 'pending';
    const paused = await db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE webhook_deliveries
            SET status = $2, claimed_until = NULL, updated_at = now(),
                next_attempt_at = CASE WHEN $2 = 'pending' THEN now() + $3 * interval '1 millisecond' END,
                delivered_at = CASE WHEN $2 = 'succeeded' THEN now() END,
                last_response_code = $4, last_duration_ms = $5, last_error = $6
          WHERE id = $1 AND status = 'sending'`,
        [row.id, status, retryDelayMs(config.webhookRetryBaseMs, row.attempts), outcome.statusCode, outcome.durationMs, outcome.error],
      );
      if (rowCount === 0 || status === 'pending') return null;
      return countOutcome(tx, row.endpoint_id, status === 'succeeded');
    });
    if (paused) {
      await notifyUserAsPreferred(this.options, row.merchant_id, {
        type: 'webhook_paused',
        title: WEBHOOK_MESSAGES.pausedTitle,
        ...bodyOf(alert('webhookPaused', paused.url)),
      });
    }
  }
}

/**
 * Counts a delivery settled for good on its endpoint: a success resets the count of failures in a
 * row; the WEBHOOK_PAUSE_AFTER_FAILURES-th failure pauses an enabled endpoint (disabled, paused_at
 * set) and cancels its queued deliveries. Returns the endpoint when this call paused it.
 */
async function countOutcome(tx: Queryable, endpointId: string, succeeded: boolean): Promise<{ url: string } | null> {
  if (succeeded) {
    await tx.query('UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures <> 0', [endpointId]);
    return null;
  }
  const { rows } = await tx.query<{ url: string; paused: boolean }>(
    `UPDATE webhook_endpoints e
        SET consecutive_failures = e.consecutive_failures + 1,
            enabled = e.enabled AND NOT pause.reached,
            paused_at = CASE WHEN pause.reached THEN now() ELSE e.paused_at END,
            updated_at = CASE WHEN pause.reached THEN now() ELSE e.updated_at END
       FROM (SELECT id, enabled AND consecutive_failures + 1 >= $2 AS reached FROM webhook_endpoints WHERE id = $1 FOR UPDATE) pause
      WHERE e.id = pause.id
      RETURNING e.url, pause.reached AS paused`,
    [endpointId, WEBHOOK_PAUSE_AFTER_FAILURES],
  );
  if (!rows[0]?.paused) return null;
  await cancelPendingDeliveries(tx, endpointId, WEBHOOK_MESSAGES.cancelledPaused);
  return { url: rows[0].url };
}
