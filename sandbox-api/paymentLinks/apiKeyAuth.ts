import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, API_SECRET_HEADER, PAYMENT_LINK_MESSAGES } from '../../contract/paymentLinks';
import type { Queryable } from '../db/types';
import { forbidden, unauthorized } from '../lib/httpErrors';
import type { SecretBox } from '../lib/secretBox';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The merchant an API call speaks for: its key and secret must match (the secret compared in
 * constant time), and when the merchant keeps active whitelist entries the caller's IP must be one
 * of them. In sandbox mode the loopback address always passes, because the dashboard and the
 * sandbox share one machine; a production gateway enforces the list for everyone.
 */
export async function merchantOfApiKey(
  db: Queryable,
  secrets: SecretBox,
  request: FastifyRequest,
  options: { sandbox: boolean },
): Promise<{ merchantId: string; transactionTimer: number }> {
  const apiKey = header(request, API_KEY_HEADER);
  const apiSecret = header(request, API_SECRET_HEADER);
  if (!apiKey || !apiSecret) throw unauthorized(PAYMENT_LINK_MESSAGES.badCredentials);
  const { rows } = await db.query<{ id: string; api_secret_encrypted: string; transaction_timer: number }>(
    `SELECT m.id, m.api_secret_encrypted, m.transaction_timer FROM merchants m JOIN users u ON u.id = m.id
      WHERE m.api_key = $1 AND u.status = 'active'`,
    [apiKey],
  );
  const merchant = rows[0];
  if (!merchant || !sameSecret(secrets.decrypt(merchant.api_secret_encrypted), apiSecret)) {
    throw unauthorized(PAYMENT_LINK_MESSAGES.badCredentials);
  }
  const { rows: whitelist } = await db.query<{ ip_address: string }>(
    `SELECT ip_address FROM ip_whitelist WHERE merchant_id = $1 AND status = 'active'`,
    [merchant.id],
  );
  const ip = request.ip;
  const allowed = whitelist.length === 0 || whitelist.some((entry) => entry.ip_address === ip) || (options.sandbox && LOOPBACK.has(ip));
  if (!allowed) throw forbidden(PAYMENT_LINK_MESSAGES.ipRefused(ip));
  return { merchantId: merchant.id, transactionTimer: merchant.transaction_timer };
}
