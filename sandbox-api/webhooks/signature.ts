import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a delivery (README, "Webhooks"): lowercase hex HMAC-SHA256, keyed with the
 * endpoint's signing secret, over `${timestamp}.${body}`, the timestamp in Unix seconds as sent in
 * the X-Webhook-Timestamp header. Signing the timestamp lets a receiver refuse old replays.
 */
export function webhookSignature(secret: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** What a receiver does (and the tests do): recompute and compare in constant time. */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A new signing secret: 32 random bytes, prefixed so it is recognisable in a config file. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
