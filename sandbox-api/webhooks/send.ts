import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../contract/webhooks';
import { webhookSignature } from './signature';
import { guardedLookup, RefusedTargetError, refuseLiteralHost } from './target';

/** The whole attempt, connection included, may take this long (issue 16: timeouts of 5 s). */
export const WEBHOOK_TIMEOUT_MS = 5000;
/**
 * Of which the connection (name lookup, TCP and, for https, TLS) may take this long (issue 26): a
 * target that swallows connections gives its lane back after 2 s, not 5.
 */
export const WEBHOOK_CONNECT_TIMEOUT_MS = 2000;
const USER_AGENT = 'usdt-sandbox-webhooks/1';

export interface SendOutcome {
  /** A 2xx came back. A redirect is not followed and counts as a failure. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** Refused before anything was sent (a forbidden target): retrying cannot help. */
  refused: boolean;
}

export interface OutgoingDelivery {
  url: string;
  secret: string;
  deliveryId: string;
  eventType: string;
  body: string;
}

/** POSTs one signed delivery and reports what came back; never throws. */
export function sendWebhook(
  delivery: OutgoingDelivery,
  options: { sandbox: boolean; timeoutMs?: number; connectTimeoutMs?: number },
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(delivery.url);
  const refusal = refuseLiteralHost(url, options.sandbox);
  if (refusal) return Promise.resolve({ ok: false, statusCode: null, durationMs: 0, error: refusal, refused: true });

  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(delivery.body)),
    'user-agent': USER_AGENT,
    [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(delivery.secret, timestamp, delivery.body),
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_EVENT_HEADER]: delivery.eventType,
    [WEBHOOK_DELIVERY_HEADER]: delivery.deliveryId,
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? WEBHOOK_CONNECT_TIMEOUT_MS, timeoutMs);

  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(connectTimer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const req = request(
      url,
      { method: 'POST', headers, lookup: guardedLookup(url.protocol, options.sandbox), agent: false },
      (response: IncomingMessage) => {
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        // The answer's body is not read: only its status counts.
        response.destroy();
        finish({ ok, statusCode, error: ok ? null : `the endpoint answered ${statusCode}`, refused: false });
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `no answer within ${timeoutMs / 1000} s`, refused: false });
      req.destroy();
    }, timeoutMs);
    const connectTimer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `could not connect within ${connectTimeoutMs / 1000} s`, refused: false });
      req.destroy();
    }, connectTimeoutMs);
    req.on('socket', (socket) => socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer)));
    req.on('error', (error: Error & { code?: string }) => {
      if (error instanceof RefusedTargetError) finish({ ok: false, statusCode: null, error: WEBHOOK_MESSAGES.destinationNotAllowed, refused: true });
      else finish({ ok: false, statusCode: null, error: `connection failed: ${error.code ?? error.message}`, refused: false });
    });
    req.end(delivery.body);
  });
}
