import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { enqueueWebhookEvent } from '../webhooks/store';

/** How often unpaid deposits past their expiry are closed. */
export const EXPIRY_SWEEP_MS = 15_000;

interface ExpiredRow {
  id: string;
  merchant_id: string;
  transaction_id: string;
  amount: string;
  currency_type: string;
  wallet_address: string | null;
  reference_id: string | null;
  created_at: Date;
  expires_at: Date;
}

/**
 * Marks every initiated deposit whose time ran out as expired (the partial index on expires_at
 * keeps this cheap), queues the deposit.expired webhooks in the same transaction, and tells each
 * merchant's open dashboards. Returns how many it closed. Given a deposit's id, it closes that one
 * only: a payment link read after its expiry closes the same way as the sweep would (issue 26).
 */
export async function expireOverdueDeposits(services: Pick<Services, 'db' | 'realtime'>, depositId?: string): Promise<number> {
  const rows = await services.db.transaction(async (tx) => {
    const { rows: expired } = await tx.query<ExpiredRow>(
      `UPDATE transactions SET status = 'expired', updated_at = now()
        WHERE status = 'initiated' AND expires_at <= now()${depositId === undefined ? '' : ` AND id = $1 AND type = 'deposit'`}
        RETURNING id, merchant_id, transaction_id, amount::text, currency_type, wallet_address, reference_id, created_at, expires_at`,
      depositId === undefined ? [] : [depositId],
    );
    for (const row of expired) {
      await enqueueWebhookEvent(tx, row.merchant_id, 'deposit.expired', {
        _id: row.id,
        transactionId: row.transaction_id,
        status: 'expired',
        amount: Number(row.amount),
        currencyType: row.currency_type,
        walletAddress: row.wallet_address,
        referenceId: row.reference_id,
        createdAt: row.created_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
      });
    }
    return expired;
  });
  for (const row of rows) {
    await emitTransactionEvent(services, row.merchant_id, {
      type: 'transaction_status_update',
      transactionId: row.id,
      status: 'expired',
      transactionType: 'deposit',
    });
  }
  return rows.length;
}
