import type { Network } from '../../contract/constants';
import {
  PAYMENT_ISSUE_GATEWAY_ACTOR,
  type PaymentIssueEvent,
  type PaymentIssueKind,
  type PaymentIssueListQuery,
  type PaymentIssueRecord,
  type PaymentIssueResolution,
  type PaymentIssueStatus,
} from '../../contract/paymentIssues';
import { pagedList, type Page } from '../db/pagedList';
import type { Queryable } from '../db/types';
import { Where } from '../db/where';
import { isUuid } from '../routes/params';
import { enqueueWebhookEvent } from '../webhooks/store';
import { issueChange } from './events';

/** The payment_issues table (issue 29, contract/paymentIssues.ts), read with the deposit's payments. */
interface IssueRow {
  id: string;
  deposit_id: string;
  kind: PaymentIssueKind;
  currency_type: Network;
  expected: string;
  received: string;
  status: PaymentIssueStatus;
  resolution: PaymentIssueResolution | null;
  note: string | null;
  resolved_by: string | null;
  resolved_by_email: string | null;
  resolved_at: Date | null;
  created_at: Date;
  payments: { amount: string; at: string }[];
  /** The deposit's reference, for the activity log's label. */
  reference: string;
}

const SELECT = `
  SELECT i.id, i.deposit_id, i.kind, i.currency_type, i.expected::text AS expected, i.received::text AS received,
         i.status, i.resolution, i.note, i.resolved_by, i.resolved_by_email, i.resolved_at, i.created_at,
         t.transaction_id AS reference,
         coalesce((SELECT json_agg(json_build_object('amount', p.amount::text, 'at', p.created_at) ORDER BY p.created_at, p.id)
                     FROM deposit_payments p WHERE p.deposit_id = i.deposit_id), '[]'::json) AS payments
    FROM payment_issues i JOIN transactions t ON t.id = i.deposit_id`;

const SORT_COLUMNS: Record<PaymentIssueListQuery['sort'][0], string> = {
  createdAt: 'i.created_at',
  kind: 'i.kind',
  status: 'i.status',
  expected: 'i.expected',
  received: 'i.received',
  difference: '(i.received - i.expected)',
};

export interface StoredIssue {
  record: PaymentIssueRecord;
  /** The deposit's reference (DEP-...). */
  reference: string;
}

/** USDT has 6 decimals: the difference is computed in base units, so it never shows float noise. */
const units = (text: string) => Math.round(Number(text) * 1e6);

function toStored(row: IssueRow): StoredIssue {
  return {
    record: {
      id: row.id,
      transactionId: row.deposit_id,
      kind: row.kind,
      currencyType: row.currency_type,
      expected: Number(row.expected),
      received: Number(row.received),
      difference: (units(row.received) - units(row.expected)) / 1e6,
      status: row.status,
      resolution: row.resolution,
      note: row.note,
      resolvedBy: row.resolved_by_email ? { id: row.resolved_by, email: row.resolved_by_email } : null,
      resolvedAt: row.resolved_at?.toISOString() ?? null,
      payments: row.payments.map((payment) => ({ amount: Number(payment.amount), at: new Date(payment.at).toISOString() })),
      createdAt: row.created_at.toISOString(),
    },
    reference: row.reference,
  };
}

export async function listIssues(db: Queryable, merchantId: string, query: PaymentIssueListQuery): Promise<Page<PaymentIssueRecord>> {
  const where = new Where();
  where.conditions.push(`i.merchant_id = ${where.param(merchantId)}`);
  const { filter } = query;
  where.anyOf('i.id', filter.id, 'uuid');
  where.anyOf('i.deposit_id', filter.transactionId, 'uuid');
  where.anyOf('i.status', filter.status, 'text');
  where.anyOf('i.kind', filter.kind, 'text');
  where.anyOf('i.currency_type', filter.currencyType, 'text');
  const source = { select: SELECT, countFrom: 'payment_issues i', where, sortColumns: SORT_COLUMNS, tiebreak: ['i.id'] };
  return pagedList(db, source, query, (row: IssueRow) => toStored(row).record);
}

/** One record of the merchant, or null (an unknown id, or another merchant's). `lock`: FOR UPDATE of the record. */
export async function findIssue(db: Queryable, merchantId: string, id: string, { lock = false } = {}): Promise<StoredIssue | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<IssueRow>(`${SELECT} WHERE i.id = $1 AND i.merchant_id = $2${lock ? ' FOR UPDATE OF i' : ''}`, [id, merchantId]);
  return rows[0] ? toStored(rows[0]) : null;
}

async function issueOfDeposit(db: Queryable, depositId: string): Promise<StoredIssue | null> {
  const { rows } = await db.query<IssueRow>(`${SELECT} WHERE i.deposit_id = $1 FOR UPDATE OF i`, [depositId]);
  return rows[0] ? toStored(rows[0]) : null;
}

/** Resolves an open record; the caller has locked it. `by` null: the gateway resolved it by itself. */
export async function resolveIssue(
  tx: Queryable,
  merchantId: string,
  id: string,
  resolution: PaymentIssueResolution,
  by: { id: string; email: string } | null,
  note: string | null = null,
): Promise<StoredIssue> {
  await tx.query(
    `UPDATE payment_issues SET status = 'resolved', resolution = $2, resolved_by = $3, resolved_by_email = $4, resolved_at = now(), note = $5
      WHERE id = $1 AND status = 'open'`,
    [id, resolution, by?.id ?? null, by?.email ?? null, note],
  );
  const stored = await findIssue(tx, merchantId, id);
  if (!stored) throw new Error('The payment issue just resolved is missing');
  return stored;
}

/**
 * A resolution the gateway made by itself (paid in full, within the tolerance): the record resolved,
 * its activity log entry with no team member as actor, and payment_issue.resolved queued.
 */
async function resolveByGateway(tx: Queryable, merchantId: string, id: string, resolution: PaymentIssueResolution): Promise<PaymentIssueRecord> {
  const { record, reference } = await resolveIssue(tx, merchantId, id, resolution, null);
  await tx.query(
    `INSERT INTO activity_log (merchant_id, actor_user_id, actor_email, actor_role, type, target_type, target_id, target_label, details)
     VALUES ($1, NULL, $2, NULL, 'payment_issue.resolved', 'payment_issue', $3, $4, $5::jsonb)`,
    [
      merchantId,
      PAYMENT_ISSUE_GATEWAY_ACTOR,
      record.id,
      reference,
      JSON.stringify({ resolution: record.resolution, kind: record.kind, expected: record.expected, received: record.received, currencyType: record.currencyType }),
    ],
  );
  await enqueueWebhookEvent(tx, merchantId, 'payment_issue.resolved', { ...record });
  return record;
}

export interface DepositPayment {
  merchantId: string;
  depositId: string;
  currencyType: Network;
  /** What the link asked and the total received so far (this payment included), as exact decimal text. */
  expected: string;
  received: string;
  /** The link had expired when this payment arrived. */
  late: boolean;
  /** The merchant's underpayment tolerance, percent. */
  tolerancePercent: string;
}

/**
 * What a confirmed payment to a deposit means for its payment issue, in the confirming transaction:
 * the first payment opens one when it is late, short or over (already resolved within the merchant's
 * tolerance); a further payment updates the received total and resolves the record once the total
 * reaches what was asked. Queues payment_issue.opened or .resolved accordingly, and answers the live
 * event of the change (sent after the transaction), or null when the payment concerns no record.
 */
export async function followDepositPayment(tx: Queryable, payment: DepositPayment): Promise<PaymentIssueEvent | null> {
  const expected = units(payment.expected);
  const received = units(payment.received);
  const existing = await issueOfDeposit(tx, payment.depositId);
  if (existing) {
    await tx.query(`UPDATE payment_issues SET received = $2::numeric WHERE id = $1`, [existing.record.id, payment.received]);
    if (existing.record.status === 'open' && existing.record.kind === 'underpaid' && received >= expected) {
      return issueChange(await resolveByGateway(tx, payment.merchantId, existing.record.id, 'paid_in_full'));
    }
    return existing.record.status === 'open' ? issueChange(existing.record, 'updated') : null;
  }
  const kind: PaymentIssueKind | null = payment.late ? 'late' : received < expected ? 'underpaid' : received > expected ? 'overpaid' : null;
  if (!kind) return null;
  // Within the tolerance: (expected - received) / expected <= tolerance / 100, compared exactly in numeric.
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payment_issues (merchant_id, deposit_id, kind, currency_type, expected, received)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric) RETURNING id`,
    [payment.merchantId, payment.depositId, kind, payment.currencyType, payment.expected, payment.received],
  );
  const tolerated =
    kind === 'underpaid' &&
    (await tx.query<{ within: boolean }>(`SELECT ($1::numeric - $2::numeric) * 100 <= $1::numeric * $3::numeric AS within`, [payment.expected, payment.received, payment.tolerancePercent]))
      .rows[0].within;
  if (tolerated) return issueChange(await resolveByGateway(tx, payment.merchantId, rows[0].id, 'within_tolerance'));
  const opened = await findIssue(tx, payment.merchantId, rows[0].id);
  if (!opened) throw new Error('The payment issue just opened is missing');
  await enqueueWebhookEvent(tx, payment.merchantId, 'payment_issue.opened', { ...opened.record });
  return issueChange(opened.record);
}
