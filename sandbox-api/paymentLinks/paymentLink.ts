import type { Network } from '../../contract/constants';
import { PAYMENT_LINK_MESSAGES, type PaymentLink } from '../../contract/paymentLinks';
import { notFound } from '../lib/httpErrors';
import { isUuid } from '../routes/params';
import type { Services } from '../services';
import { expireOverdueDeposits } from './expirySweep';

interface LinkRow {
  id: string;
  merchant_id: string;
  status: string;
  amount: string;
  actual_balance: string | null;
  currency_type: Network;
  wallet_address: string;
  reference_id: string | null;
  description: string | null;
  expires_at: Date;
  transaction_timer: number;
}

export const hostedPagePath = (id: string) => `/pay/${id}`;

/**
 * A payment link as the payer's page sees it. A link whose time ran out while unpaid becomes
 * expired here, at the first look after its expiry (one conditional UPDATE, so it happens once),
 * as the sweep would close it: deposit.expired is queued and the merchant's dashboards hear of it.
 */
export async function findPaymentLink(
  services: Pick<Services, 'db' | 'realtime' | 'config' | 'mailer'>,
  id: string,
  /** Where the link points: requestOrigin(request, config) of the request that asks (issue 12). */
  origin: string = services.config.publicUrl,
): Promise<{ link: PaymentLink; merchantId: string }> {
  if (!isUuid(id)) throw notFound(PAYMENT_LINK_MESSAGES.notFound);
  await expireOverdueDeposits(services, id);
  const { rows } = await services.db.query<LinkRow>(
    `SELECT t.id, t.merchant_id, t.status, t.amount::text, t.actual_balance::text, t.currency_type, t.wallet_address,
            t.reference_id, t.description, t.expires_at, m.transaction_timer
       FROM transactions t JOIN merchants m ON m.id = t.merchant_id
      WHERE t.id = $1 AND t.type = 'deposit' AND t.wallet_address IS NOT NULL AND t.expires_at IS NOT NULL`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(PAYMENT_LINK_MESSAGES.notFound);
  const link: PaymentLink = {
    _id: row.id,
    url: `${origin}${hostedPagePath(row.id)}`,
    status: row.status,
    amount: Number(row.amount),
    actualBalance: row.actual_balance === null ? null : Number(row.actual_balance),
    network: row.currency_type,
    walletAddress: row.wallet_address,
    orderReference: row.reference_id,
    description: row.description,
    expiresAt: row.expires_at.toISOString(),
    transactionTimer: row.transaction_timer,
    sandbox: services.config.sandbox,
  };
  return { link, merchantId: row.merchant_id };
}
