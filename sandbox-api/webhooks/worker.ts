import type { FastifyBaseLogger } from 'fastify';
import type { WebhookPayload } from '../../contract/webhooks';
import type { Config } from '../config';
import type { Queryable } from '../db/types';
import type { SecretBox } from '../lib/secretBox';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from './send';

/**
 * Sends queued webhook deliveries (issue 16). Each attempt is claimed in its own statement:
 * `FOR UPDATE SKIP LOCKED` picks a due pending delivery no other worker holds, and the same
 * statement commits it as 'sending' with attempts + 1 and a claim that runs out after
 * CLAIM_MS. Only then does the POST leave; its answer settles the row. So several API processes
 * (on PostgreSQL) never send one attempt twice, and after a crash (SIGKILL) between the claim and
 * the answer the row is found 'sending' with its claim run out and becomes 'interrupted': it may
 * have arrived, so it is never sent again by itself (Redeliver sends it again, as a new delivery).
 * Pending deliveries are in the database, so they survive a restart and go out after it.
 */
export const WEBHOOK_LANES = 4;
/** Longer than any attempt can take (its 5 s timeout), so a live worker's claim never runs out. */
export const CLAIM_MS = WEBHOOK_TIMEOUT_MS + 25_000;

export interface WebhookWorkerOptions {
  db: Queryable;
  secrets: SecretBox;
  config: Pick<Config, 'sandbox' | 'webhookRetryBaseMs' | 'webhookPollMs'>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Deliveries sent at once by this process. */
  lanes?: number;
}

interface ClaimedRow {
  id: string;
  event_type: string;
  payload: WebhookPayload;
  attempts: number;
  max_attempts: number;
  url: string;
  secret_encrypted: string;
}

/** The wait before retry n (n = attempts made so far): base, 2 × base, 4 × base ... */
export const retryDelayMs = (baseMs: number, attempts: number) => baseMs * 2 ** (attempts - 1);

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
   * it can claim, WEBHOOK_LANES at a time. Resolves with how many attempts it made.
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
    let attempts = 0;
    const lane = async () => {
      while (!this.closing) {
        const claimed = await this.claim();
        if (!claimed) return;
        attempts += 1;
        await this.attempt(claimed);
      }
    };
    await Promise.all(Array.from({ length: this.options.lanes ?? WEBHOOK_LANES }, lane));
    return attempts;
  }

  private async claim(): Promise<ClaimedRow | null> {
    const { rows } = await this.options.db.query<ClaimedRow>(
      `UPDATE webhook_deliveries d
          SET status = 'sending', attempts = d.attempts + 1, claimed_until = now() + $1 * interval '1 millisecond', updated_at = now()
         FROM webhook_endpoints e
        WHERE e.id = d.endpoint_id AND d.status = 'pending'
          AND d.id = (SELECT id FROM webhook_deliveries
                       WHERE status = 'pending' AND next_attempt_at <= now()
                       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING d.id, d.event_type, d.payload, d.attempts, d.max_attempts, e.url, e.secret_encrypted`,
      [CLAIM_MS],
    );
    return rows[0] ?? null;
  }

  private async attempt(row: ClaimedRow): Promise<void> {
    const { db, secrets, config } = this.options;
    const outcome = await sendWebhook(
      { url: row.url, secret: secrets.decrypt(row.secret_encrypted), deliveryId: row.id, eventType: row.event_type, body: JSON.stringify(row.payload) },
      { sandbox: config.sandbox },
    );
    const status = outcome.ok ? 'succeeded' : outcome.refused || row.attempts >= row.max_attempts ? 'failed' : 'pending';
    await db.query(
      `UPDATE webhook_deliveries
          SET status = $2, claimed_until = NULL, updated_at = now(),
              next_attempt_at = CASE WHEN $2 = 'pending' THEN now() + $3 * interval '1 millisecond' END,
              delivered_at = CASE WHEN $2 = 'succeeded' THEN now() END,
              last_response_code = $4, last_duration_ms = $5, last_error = $6
        WHERE id = $1 AND status = 'sending'`,
      [row.id, status, retryDelayMs(config.webhookRetryBaseMs, row.attempts), outcome.statusCode, outcome.durationMs, outcome.error],
    );
  }
}
