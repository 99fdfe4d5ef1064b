import { randomBytes } from 'node:crypto';
import { walletAddressRule, isWalletAddress } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import {
  claimPagePath,
  ENDED_PAYER_REFUND_STATUSES,
  PAYER_REFUND_CLAIM_DAYS,
  PAYER_REFUND_MESSAGES,
  PAYER_REFUND_PAYER_ACTOR,
  type PayerRefundListQuery,
  type PayerRefundRecord,
  type PayerRefundStatus,
} from '../../contract/payerRefunds';
import { payoutDecision } from '../../contract/payoutPolicy';
import { merchantBalance, SETTLED_STATUSES } from '../dashboard/balance';
import { pagedList, type Page } from '../db/pagedList';
import type { Queryable } from '../db/types';
import { Where } from '../db/where';
import { badRequest, conflict, HttpError, notFound } from '../lib/httpErrors';
import { insertApproval, type StoredApproval } from '../payouts/approvals';
import { readPayoutPolicy } from '../payouts/policy';
import { isUuid } from '../routes/params';
import { TRANSACTION_JSON } from '../transactions/transactionJson';
import type { Withdrawal } from '../../contract/payouts';
import { enqueueWebhookEvent } from '../webhooks/store';

/**
 * The payer_refunds table (issue 29, contract/payerRefunds.ts). The status is not stored: it is read
 * from the claim (address, expiry), the payout the claim made and its approval request, so the
 * payout approval routes and the settlement move it without knowing of payer refunds.
 */
export const STATUS_SQL = `
  CASE WHEN r.payout_id IS NULL THEN CASE WHEN r.expires_at <= now() THEN 'expired' ELSE 'awaiting_address' END
       WHEN p.status = 'completed' THEN 'sent'
       WHEN p.status IN ('rejected', 'cancelled', 'failed') THEN 'rejected'
       WHEN EXISTS (SELECT 1 FROM payout_approvals a WHERE a.payout_id = r.payout_id AND a.status = 'awaiting') THEN 'awaiting_approval'
       ELSE 'sending' END`;

const FROM = 'payer_refunds r LEFT JOIN transactions p ON p.id = r.payout_id';

interface RefundRow {
  id: string;
  merchant_id: string;
  deposit_id: string;
  payment_issue_id: string | null;
  amount: string;
  currency_type: Network;
  status: PayerRefundStatus;
  address: string | null;
  payout_id: string | null;
  created_by: string | null;
  created_by_email: string;
  expires_at: Date;
  created_at: Date;
  /** The deposit's reference (DEP-...), for the activity log and the claim page. */
  reference: string;
}

const SELECT = `
  SELECT r.id, r.merchant_id, r.deposit_id, r.payment_issue_id, r.amount::text AS amount, r.currency_type, ${STATUS_SQL} AS status,
         r.address, r.payout_id, r.created_by, r.created_by_email, r.expires_at, r.created_at, d.transaction_id AS reference
    FROM ${FROM} JOIN transactions d ON d.id = r.deposit_id`;

const SORT_COLUMNS: Record<PayerRefundListQuery['sort'][0], string> = {
  createdAt: 'r.created_at',
  amount: 'r.amount',
  status: `(${STATUS_SQL})`,
  expiresAt: 'r.expires_at',
};

export interface StoredRefund {
  record: PayerRefundRecord;
  merchantId: string;
  /** The deposit's reference (DEP-...). */
  reference: string;
  createdBy: { id: string | null; email: string };
}

function toStored(row: RefundRow, origin: string): StoredRefund {
  return {
    record: {
      id: row.id,
      transactionId: row.deposit_id,
      amount: Number(row.amount),
      currencyType: row.currency_type,
      status: row.status,
      claimUrl: `${origin}${claimPagePath(row.id)}`,
      address: row.address,
      payoutId: row.payout_id,
      paymentIssueId: row.payment_issue_id,
      expiresAt: row.expires_at.toISOString(),
      createdAt: row.created_at.toISOString(),
    },
    merchantId: row.merchant_id,
    reference: row.reference,
    createdBy: { id: row.created_by, email: row.created_by_email },
  };
}

export async function listRefunds(db: Queryable, merchantId: string, query: PayerRefundListQuery, origin: string): Promise<Page<PayerRefundRecord>> {
  const where = new Where();
  where.conditions.push(`r.merchant_id = ${where.param(merchantId)}`);
  const { filter } = query;
  where.anyOf('r.id', filter.id, 'uuid');
  where.anyOf('r.deposit_id', filter.transactionId, 'uuid');
  where.anyOf(`(${STATUS_SQL})`, filter.status, 'text');
  where.anyOf('r.currency_type', filter.currencyType, 'text');
  const source = { select: SELECT, countFrom: FROM, where, sortColumns: SORT_COLUMNS, tiebreak: ['r.id'] };
  return pagedList(db, source, query, (row: RefundRow) => toStored(row, origin).record);
}

/**
 * One refund, or null: of the merchant (another merchant's id is unknown), or of anyone when
 * merchantId is null (the payer's claim link). `lock`: FOR UPDATE of the refund.
 */
export async function findRefund(db: Queryable, merchantId: string | null, id: string, origin: string, { lock = false } = {}): Promise<StoredRefund | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<RefundRow>(`${SELECT} WHERE r.id = $1 AND ($2::uuid IS NULL OR r.merchant_id = $2::uuid)${lock ? ' FOR UPDATE OF r' : ''}`, [
    id,
    merchantId,
  ]);
  return rows[0] ? toStored(rows[0], origin) : null;
}

/** The refund a payout was made for, if it is one's (the settlement's payer_refund.sent). */
export async function refundOfPayout(db: Queryable, payoutId: string, origin: string): Promise<StoredRefund | null> {
  const { rows } = await db.query<RefundRow>(`${SELECT} WHERE r.payout_id = $1`, [payoutId]);
  return rows[0] ? toStored(rows[0], origin) : null;
}

/** Compared in SQL's numeric, so float error cannot let an amount through. */
async function atMost(db: Queryable, amount: string, limit: string): Promise<boolean> {
  const { rows } = await db.query<{ within: boolean }>('SELECT $1::numeric <= $2::numeric AS within', [amount, limit]);
  return rows[0].within;
}

export interface NewRefund {
  merchantId: string;
  depositId: string;
  /** Exact decimal text. */
  amount: string;
  by: { id: string; email: string };
  paymentIssueId: string | null;
}

/**
 * A refund of a confirmed deposit of the merchant, in the caller's transaction. The deposit is
 * locked first, so two refunds created at once are checked one after the other: together the
 * deposit's refunds that are not rejected or expired never exceed what it received. The amount must
 * also be available on the deposit's network now (checked again when the payer claims it).
 */
export async function insertRefund(tx: Queryable, input: NewRefund, origin: string): Promise<StoredRefund> {
  if (!isUuid(input.depositId)) throw notFound(PAYER_REFUND_MESSAGES.depositNotFound);
  const { rows: deposits } = await tx.query<{ status: string; currency_type: Network; received: string | null }>(
    `SELECT status, currency_type, actual_balance::text AS received FROM transactions
      WHERE id = $1 AND merchant_id = $2 AND type = 'deposit' FOR UPDATE`,
    [input.depositId, input.merchantId],
  );
  const deposit = deposits[0];
  if (!deposit) throw notFound(PAYER_REFUND_MESSAGES.depositNotFound);
  if (!(SETTLED_STATUSES as readonly string[]).includes(deposit.status)) throw conflict(PAYER_REFUND_MESSAGES.notConfirmed);
  if (deposit.received === null || Number(deposit.received) <= 0) throw conflict(PAYER_REFUND_MESSAGES.nothingReceived);
  const { rows: left } = await tx.query<{ left: string }>(
    `SELECT ($2::numeric - coalesce(sum(r.amount), 0))::text AS left FROM ${FROM}
      WHERE r.deposit_id = $1 AND NOT ((${STATUS_SQL}) = ANY($3::text[]))`,
    [input.depositId, deposit.received, ENDED_PAYER_REFUND_STATUSES],
  );
  if (!(await atMost(tx, input.amount, left[0].left))) {
    throw conflict(PAYER_REFUND_MESSAGES.overReceived(Number(left[0].left).toFixed(2)));
  }
  await checkBalance(tx, input.merchantId, deposit.currency_type, input.amount);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payer_refunds (merchant_id, deposit_id, payment_issue_id, amount, currency_type, created_by, created_by_email, expires_at)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, now() + $8 * interval '1 day') RETURNING id`,
    [input.merchantId, input.depositId, input.paymentIssueId, input.amount, deposit.currency_type, input.by.id, input.by.email, PAYER_REFUND_CLAIM_DAYS],
  );
  const stored = await findRefund(tx, input.merchantId, rows[0].id, origin);
  if (!stored) throw new Error('The payer refund just created is missing');
  return stored;
}

/** The merchant's available balance on the network must cover the amount (the payout form's rule). */
async function checkBalance(tx: Queryable, merchantId: string, network: Network, amount: string, message?: string): Promise<void> {
  const { available } = (await merchantBalance(tx, merchantId)).byNetwork[network];
  if (!(await atMost(tx, amount, available))) {
    throw conflict(message ?? `Insufficient balance for this refund (${Number(available).toFixed(2)} ${network} available)`);
  }
}

export interface ClaimResult {
  refund: StoredRefund;
  payout: Withdrawal;
  /** The approval request, when the payout policy holds the refund for a second person. */
  approval: StoredApproval | null;
}

const refundReference = () => `RFD-${randomBytes(9).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`;

/**
 * The payer's claim, in one transaction: the refund locked and checked (404 unknown, 410 past its
 * 7 days, 409 when it already has an address), the address checked against the deposit's network
 * with its checksum (400), then the payout made, type refund and pending, under the merchant's lock
 * with the balance check of a payout, and held for approval when the policy says so by amount (the
 * address-book rule does not apply: the address is bound to that deposit). The activity entry
 * (actor: the payer) and payer_refund.claimed are queued in the same transaction.
 */
export async function claimRefund(tx: Queryable, id: string, address: string, origin: string): Promise<ClaimResult> {
  const stored = await findRefund(tx, null, id, origin, { lock: true });
  if (!stored) throw notFound(PAYER_REFUND_MESSAGES.notFound);
  const { record, merchantId } = stored;
  if (record.status === 'expired') throw new HttpError(410, PAYER_REFUND_MESSAGES.expired);
  if (record.status !== 'awaiting_address') throw conflict(PAYER_REFUND_MESSAGES.notAwaitingAddress);
  if (!isWalletAddress(record.currencyType, address)) {
    const message = `address ${walletAddressRule(record.currencyType)}`;
    throw badRequest(message, [{ path: 'address', message: walletAddressRule(record.currencyType) }]);
  }
  const policy = await readPayoutPolicy(tx, merchantId, { lock: true });
  const amount = String(record.amount);
  await checkBalance(tx, merchantId, record.currencyType, amount, PAYER_REFUND_MESSAGES.insufficientBalance);
  const { rows } = await tx.query<{ doc: Withdrawal }>(
    `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, fee, net_amount, transaction_id,
                               client_wallet, description, reference_id, created_by, submitted_at)
     VALUES ($1, 'refund', 'pending', $2, $3::numeric, 0, $3::numeric, $4, $5, 'Payer refund', $6, $7, now())
     RETURNING ${TRANSACTION_JSON} AS doc`,
    [merchantId, record.currencyType, amount, refundReference(), address, stored.reference, stored.createdBy.id],
  );
  const payout = rows[0].doc;
  const decision = payoutDecision(policy, { amount: record.amount, addressKnown: true });
  const approval = decision === 'approval' ? await insertApproval(tx, merchantId, payout._id, stored.createdBy as { id: string; email: string }) : null;
  await tx.query(`UPDATE payer_refunds SET address = $2, claimed_at = now(), payout_id = $3 WHERE id = $1`, [id, address, payout._id]);
  const claimed = await findRefund(tx, merchantId, id, origin);
  if (!claimed) throw new Error('The payer refund just claimed is missing');
  await tx.query(
    `INSERT INTO activity_log (merchant_id, actor_user_id, actor_email, actor_role, type, target_type, target_id, target_label, details)
     VALUES ($1, NULL, $2, NULL, 'payer_refund.claimed', 'payer_refund', $3, $4, $5::jsonb)`,
    [
      merchantId,
      PAYER_REFUND_PAYER_ACTOR,
      id,
      stored.reference,
      JSON.stringify({ amount: record.amount, currencyType: record.currencyType, wallet: address, payoutId: payout._id, awaitingApproval: approval !== null }),
    ],
  );
  await enqueueWebhookEvent(tx, merchantId, 'payer_refund.claimed', { ...claimed.record });
  return { refund: claimed, payout, approval };
}
