import { PAYOUT_APPROVAL_MESSAGES } from '../../contract/payoutApprovals';
import type { Withdrawal } from '../../contract/payouts';
import type { Network } from '../../contract/constants';
import { announceClosedComplaints, closeComplaintsOfSettledPayout, type ClosedComplaint } from '../complaints/closeComplaints';
import { toCents } from '../dashboard/money';
import type { Queryable } from '../db/types';
import { conflict, notFound } from '../lib/httpErrors';
import { notifyMerchantUsers } from '../notifications';
import { refundOfPayout } from '../payerRefunds/store';
import { isAwaitingApproval } from '../payouts/approvals';
import { PAYOUT_TYPES } from '../payouts/withdrawalList';
import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { TRANSACTION_JSON } from '../transactions/transactionJson';
import { enqueueWebhookEvent } from '../webhooks/store';
import { freshTransactionHash } from './deposits';
import { alert, bodyOf } from '../i18n';

/**
 * The gateway's back office and the chain settling a payout request, which the sandbox has no one
 * else to do: the payout leaves pending (or processing) as completed, rejected or failed. The
 * balance follows by itself (sandbox-api/dashboard/balance.ts): a completed payout moves from
 * reserved to sent, a rejected or failed one stops counting against the available balance.
 * Raises `transaction-update-{userId}` with `transaction_status_update` and a notification for the
 * merchant's team, as the seeded payout notifications read. An open complaint about the payout is
 * closed in the same transaction (DECISIONS.md section 5, "A complaint never dangles"), with its
 * own notification and `refund-update-{userId}`.
 */
export const PAYOUT_OUTCOMES = ['completed', 'rejected', 'failed'] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

/** Statuses a payout can still leave; settled payouts answer 409. */
const SETTLEABLE_STATUSES = ['pending', 'processing'] as const;

const ADMIN_NOTES: Record<PayoutOutcome, string | null> = {
  completed: null,
  rejected: 'Rejected in the sandbox simulator',
  failed: 'Broadcast failed in the sandbox simulator',
};

const NOTIFICATION = {
  completed: { title: 'Payout completed', alert: 'payoutCompleted' },
  rejected: { title: 'Payout rejected', alert: 'payoutRejected' },
  failed: { title: 'Payout failed', alert: 'payoutFailed' },
} as const satisfies Record<PayoutOutcome, { title: string; alert: string }>;

export interface PayoutTarget {
  /** The payout to settle; without it, the merchant's newest pending one. */
  payoutId?: string;
  /** Whose payout it must be; required without payoutId. */
  merchantId: string | null;
}

/** The settled payout as the API shows it, whose it is, and its amount for the notification. */
interface SettledRow {
  merchant_id: string;
  amount: string;
  currency_type: Network;
  doc: Withdrawal;
}

/** A payer refund's payout (issue 29): type refund, settled like a payout. */
const PAYER_REFUND_PAYOUT = 'EXISTS (SELECT 1 FROM payer_refunds r WHERE r.payout_id = transactions.id)';

/**
 * Locks the payout row, so its status is read as of now and two settlements run in turn. A payout
 * awaiting a second person's approval (issue 28) is never settled: asked for by id it answers 409,
 * and the merchant's newest pending one is the newest that is not held.
 */
async function lockPayout(tx: Queryable, target: PayoutTarget): Promise<{ id: string; status: string }> {
  const types = [...PAYOUT_TYPES];
  if (target.payoutId) {
    const { rows } = await tx.query<{ id: string; status: string }>(
      `SELECT id, status FROM transactions
        WHERE id = $1 AND (type = ANY($2::text[]) OR ${PAYER_REFUND_PAYOUT}) AND ($3::uuid IS NULL OR merchant_id = $3::uuid) FOR UPDATE`,
      [target.payoutId, types, target.merchantId],
    );
    if (!rows[0]) throw notFound('Payout not found');
    if (await isAwaitingApproval(tx, rows[0].id)) throw conflict(PAYOUT_APPROVAL_MESSAGES.settleAwaiting);
    return rows[0];
  }
  // SKIP LOCKED: simultaneous calls each take a different pending payout instead of colliding on one.
  const { rows } = await tx.query<{ id: string; status: string }>(
    `SELECT id, status FROM transactions
      WHERE merchant_id = $1 AND (type = ANY($2::text[]) OR ${PAYER_REFUND_PAYOUT}) AND status = ANY($3::text[])
        AND NOT EXISTS (SELECT 1 FROM payout_approvals a WHERE a.payout_id = transactions.id AND a.status = 'awaiting')
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [target.merchantId, types, SETTLEABLE_STATUSES],
  );
  if (!rows[0]) throw notFound('No pending payout for this merchant');
  return rows[0];
}

export async function settleSimulatedPayout(
  services: Pick<Services, 'db' | 'realtime' | 'mailer' | 'config'>,
  target: PayoutTarget,
  outcome: PayoutOutcome,
): Promise<Withdrawal> {
  const completed = outcome === 'completed';
  let closed: ClosedComplaint[] = [];
  const row = await services.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, target);
    if (!(SETTLEABLE_STATUSES as readonly string[]).includes(payout.status)) {
      throw conflict(`This payout is ${payout.status} and can no longer be settled.`);
    }
    const { rows } = await tx.query<SettledRow>(
      `UPDATE transactions
          SET status = $2, processed_at = now(), updated_at = now(),
              transaction_hash = coalesce(CASE currency_type WHEN 'USDT-ERC20' THEN $4::text ELSE $3::text END, transaction_hash),
              blockchain_tx_hash = coalesce(CASE currency_type WHEN 'USDT-ERC20' THEN $4::text ELSE $3::text END, blockchain_tx_hash),
              admin_transfer_tx_hash = coalesce(CASE currency_type WHEN 'USDT-ERC20' THEN $4::text ELSE $3::text END, admin_transfer_tx_hash),
              blockchain_status = CASE $2::text WHEN 'completed' THEN 'success' WHEN 'failed' THEN 'failed' ELSE blockchain_status END,
              admin_notes = coalesce($5::text, admin_notes)
        WHERE id = $1
       RETURNING merchant_id, amount, currency_type, ${TRANSACTION_JSON} AS doc`,
      [
        payout.id,
        outcome,
        completed ? freshTransactionHash('USDT-TRC20') : null,
        completed ? freshTransactionHash('USDT-ERC20') : null,
        ADMIN_NOTES[outcome],
      ],
    );
    closed = await closeComplaintsOfSettledPayout(tx, payout.id, outcome);
    await enqueueWebhookEvent(tx, rows[0].merchant_id, `payout.${outcome}`, { ...rows[0].doc });
    // A payer refund's payout: the refund reads as sent (its status follows the payout).
    const refund = completed ? await refundOfPayout(tx, payout.id, services.config.publicUrl) : null;
    if (refund) await enqueueWebhookEvent(tx, rows[0].merchant_id, 'payer_refund.sent', { ...refund.record });
    return rows[0];
  });

  const withdrawal = row.doc;
  await emitTransactionEvent(services, row.merchant_id, {
    type: 'transaction_status_update',
    transactionId: withdrawal._id,
    status: withdrawal.status,
    transactionType: withdrawal.type,
  });
  const { title, alert: key } = NOTIFICATION[outcome];
  await notifyMerchantUsers(services, row.merchant_id, {
    type: 'payout_status',
    title,
    ...bodyOf(alert(key, toCents(row.amount).toFixed(2), row.currency_type)),
    // A click opens this payout, with the admin notes that say why it was rejected.
    targetRef: withdrawal._id,
  });
  await announceClosedComplaints(services, row.merchant_id, withdrawal._id, closed);
  return withdrawal;
}
