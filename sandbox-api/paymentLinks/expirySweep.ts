import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';

/** How often unpaid deposits past their expiry are closed. */
export const EXPIRY_SWEEP_MS = 15_000;

/**
 * Marks every initiated deposit whose time ran out as expired (the partial index on expires_at
 * keeps this cheap) and tells each merchant's open dashboards. Returns how many it closed.
 */
export async function expireOverdueDeposits(services: Pick<Services, 'db' | 'realtime'>): Promise<number> {
  const { rows } = await services.db.query<{ id: string; merchant_id: string }>(
    `UPDATE transactions SET status = 'expired', updated_at = now()
      WHERE status = 'initiated' AND expires_at <= now() RETURNING id, merchant_id`,
  );
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
