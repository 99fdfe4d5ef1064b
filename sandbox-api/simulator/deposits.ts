import { randomBytes, randomInt } from 'node:crypto';
import { ethAddressFromBytes, tronAddressFromBytes } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import { toCents } from '../dashboard/money';
import type { Queryable } from '../db/types';
import { conflict, notFound } from '../lib/httpErrors';
import { notifyMerchantUsers } from '../notifications';
import { emitPaymentIssueEvent } from '../paymentIssues/events';
import { followDepositPayment } from '../paymentIssues/store';
import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { enqueueWebhookEvent } from '../webhooks/store';
import { alert, bodyOf } from '../i18n';

/**
 * The sandbox's stand-in for the blockchain (DECISIONS.md section 5): it opens a deposit the way a
 * payment link does, and later "sees" the payment arrive, exact, overpaid or underpaid. Both steps
 * raise `transaction-update-{userId}` and a notification for the merchant's team, so an open
 * dashboard moves as it would on a live gateway. Used by the simulate routes, `npm run simulate`
 * and the hosted payment page.
 */
export const PAYMENT_OUTCOMES = ['exact', 'overpaid', 'underpaid'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The gateway's deposit fee, as in the demo data: 1% of what was received, to the cent. */
const DEPOSIT_FEE_RATE = '0.01';
/** What an overpaid or underpaid payer sends, relative to the amount asked. */
const OUTCOME_FACTOR: Record<PaymentOutcome, string> = { exact: '1', overpaid: '1.05', underpaid: '0.9' };

export interface SimulatedDeposit {
  _id: string;
  transactionId: string;
  status: string;
  amount: number;
  actualBalance: number | null;
  fee: number;
  netAmount: number | null;
  currencyType: Network;
  walletAddress: string;
  transactionHash: string | null;
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
}

interface DepositRow {
  id: string;
  transaction_id: string;
  status: string;
  amount: string;
  actual_balance: string | null;
  fee: string;
  net_amount: string | null;
  currency_type: Network;
  wallet_address: string;
  transaction_hash: string | null;
  created_at: Date;
  expires_at: Date;
  confirmed_at: Date | null;
}

const depositColumns = (table: string) =>
  ['id', 'transaction_id', 'status', 'amount::text', 'actual_balance::text', 'fee::text', 'net_amount::text', 'currency_type',
    'wallet_address', 'transaction_hash', 'created_at', 'expires_at', 'confirmed_at']
    .map((column) => `${table}.${column}`)
    .join(', ');

function toDeposit(row: DepositRow): SimulatedDeposit {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    status: row.status,
    amount: Number(row.amount),
    actualBalance: row.actual_balance === null ? null : Number(row.actual_balance),
    fee: Number(row.fee),
    netAmount: row.net_amount === null ? null : Number(row.net_amount),
    currencyType: row.currency_type,
    walletAddress: row.wallet_address,
    transactionHash: row.transaction_hash,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}

/** A fresh, well-formed deposit address of the network (Base58Check for Tron, EIP-55 for Ethereum). */
export function freshAddress(network: Network): string {
  const accountId = randomBytes(20);
  return network === 'USDT-TRC20' ? tronAddressFromBytes(accountId) : ethAddressFromBytes(accountId);
}

/** A 64-hex transaction hash; Ethereum writes it with 0x, Tron without. */
export function freshTransactionHash(network: Network): string {
  const hex = randomBytes(32).toString('hex');
  return network === 'USDT-ERC20' ? `0x${hex}` : hex;
}

const money = (value: string | null) => toCents(value).toFixed(2);
const upperCode = (length: number) => randomBytes(length).toString('hex').slice(0, length).toUpperCase();

export interface NewSimulatedDeposit {
  /** Exact decimal text, e.g. '125.50'; a random amount between 5 and 500 when absent. */
  amount?: string;
  network?: Network;
  /** The payer's email, shown in the transaction details. */
  email?: string | null;
  referenceId?: string | null;
  description?: string | null;
  createdBy?: string | null;
}

/** Opens an initiated deposit that expires after the merchant's transaction timer. */
export async function createSimulatedDeposit(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  merchantId: string,
  input: NewSimulatedDeposit = {},
): Promise<SimulatedDeposit> {
  const network = input.network ?? 'USDT-TRC20';
  const amount = input.amount ?? (randomInt(500, 50_001) / 100).toFixed(2);
  const { rows } = await services.db.query<DepositRow>(
    `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, wallet_address, email,
                               reference_id, description, invoice_no, created_by, expires_at)
     SELECT m.id, 'deposit', 'initiated', $2, $3::numeric, $4, $5, $6, $7, $8, $9, $10,
            now() + m.transaction_timer * interval '1 minute'
       FROM merchants m WHERE m.id = $1
     RETURNING ${depositColumns('transactions')}`,
    [
      merchantId,
      network,
      amount,
      `DEP-${upperCode(12)}`,
      freshAddress(network),
      input.email ?? null,
      input.referenceId ?? null,
      input.description ?? 'Sandbox simulated payment',
      `INV-SIM-${upperCode(8)}`,
      input.createdBy ?? null,
    ],
  );
  if (!rows[0]) throw notFound('Merchant not found');
  const deposit = toDeposit(rows[0]);
  await emitTransactionEvent(services, merchantId, {
    type: 'new_transaction',
    transactionId: deposit._id,
    status: deposit.status,
    transactionType: 'deposit',
  });
  await notifyMerchantUsers(services, merchantId, {
    type: 'deposit_created',
    title: 'New deposit',
    ...bodyOf(alert('newDeposit', money(rows[0].amount), network)),
    targetRef: deposit._id,
  });
  return deposit;
}

async function refusal(db: Queryable, merchantId: string, depositId: string): Promise<Error> {
  const { rows } = await db.query<{ status: string; expired: boolean }>(
    `SELECT status, expires_at IS NOT NULL AND expires_at <= now() AS expired
       FROM transactions WHERE id = $1 AND merchant_id = $2 AND type = 'deposit'`,
    [depositId, merchantId],
  );
  if (!rows[0]) return notFound('Deposit not found');
  if (['initiated', 'confirmed'].includes(rows[0].status) && rows[0].expired) return conflict('This deposit has expired and can no longer be paid.');
  return conflict(`This deposit is ${rows[0].status} and can no longer be paid.`);
}

interface PayableRow {
  currency_type: Network;
  amount: string;
  received: string;
  /** What this payment brings: the amount asked, or the remainder of a partly paid link, times the outcome's factor. */
  payment: string;
  tolerance: string;
}

export interface ConfirmOptions {
  /**
   * The payment reaches the address after the link expired (issue 29): the sandbox's stand-in for a
   * payer who paid too late. Only an expired, unpaid deposit takes it.
   */
  late?: boolean;
}

/**
 * A payment reaches a deposit's address: an initiated (or pending) deposit is confirmed with what
 * arrived, and an underpaid one that has not expired takes the remainder (issue 29), so its received
 * amount, fee, net amount and payment status follow the total. Each payment is kept (deposit_payments),
 * and the deposit's payment issue is opened, updated or resolved in the same transaction
 * (sandbox-api/paymentIssues/store.ts). The deposit is locked first, so of two simultaneous payments
 * to a link that one pays in full, the second gets a 409; a fully paid or expired link answers 409.
 */
export async function confirmSimulatedDeposit(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  merchantId: string,
  depositId: string,
  outcome: PaymentOutcome = 'exact',
  { late = false }: ConfirmOptions = {},
): Promise<SimulatedDeposit> {
  const { row, payment, deposit, outcomeNow, issue } = await services.db.transaction(async (tx) => {
    const { rows: payable } = await tx.query<PayableRow>(
      `SELECT t.currency_type, t.amount::text, coalesce(t.actual_balance, 0)::text AS received, m.underpayment_tolerance_percent::text AS tolerance,
              CASE WHEN $3::numeric = 1 THEN due.amount ELSE greatest(round(due.amount * $3::numeric, 2), 0.01) END::text AS payment
         FROM transactions t
         JOIN merchants m ON m.id = t.merchant_id
         CROSS JOIN LATERAL (SELECT CASE WHEN t.status = 'confirmed' THEN t.amount - t.actual_balance ELSE t.amount END AS amount) AS due
        WHERE t.id = $1 AND t.merchant_id = $2 AND t.type = 'deposit'
          AND ${late
            ? `(t.status = 'expired' OR (t.status = 'initiated' AND t.expires_at <= now()))`
            : `(t.expires_at IS NULL OR t.expires_at > now())
          AND (t.status IN ('initiated', 'pending') OR (t.status = 'confirmed' AND t.actual_balance < t.amount))`}
        FOR UPDATE OF t`,
      [depositId, merchantId, OUTCOME_FACTOR[outcome]],
    );
    const found = payable[0];
    if (!found) throw await refusal(tx, merchantId, depositId);
    const hash = freshTransactionHash(found.currency_type);
    const { rows } = await tx.query<DepositRow>(
      `UPDATE transactions AS t
          SET status = 'confirmed', actual_balance = paid.actual, fee = paid.fee, net_amount = paid.actual - paid.fee,
              transaction_hash = coalesce(t.transaction_hash, $3), blockchain_tx_hash = coalesce(t.blockchain_tx_hash, $3),
              blockchain_status = 'success', confirmed_at = coalesce(t.confirmed_at, now()), processed_at = now(), updated_at = now()
         FROM (SELECT actual, round(actual * $4::numeric, 2) AS fee
                 FROM (SELECT $5::numeric + $6::numeric AS actual) AS received) AS paid
        WHERE t.id = $1 AND t.merchant_id = $2
       RETURNING ${depositColumns('t')}`,
      [depositId, merchantId, hash, DEPOSIT_FEE_RATE, found.received, found.payment],
    );
    await tx.query(
      `INSERT INTO deposit_payments (merchant_id, deposit_id, amount, transaction_hash) VALUES ($1, $2, $3::numeric, $4)`,
      [merchantId, depositId, found.payment, hash],
    );
    const issue = await followDepositPayment(tx, {
      merchantId,
      depositId,
      currencyType: found.currency_type,
      expected: found.amount,
      received: rows[0].actual_balance ?? '0',
      late,
      tolerancePercent: found.tolerance,
    });
    const confirmed = toDeposit(rows[0]);
    // The deposit's payment status after this payment: what the merchant's server hears.
    const total = paymentOutcome(rows[0]);
    await enqueueWebhookEvent(tx, merchantId, total === 'exact' ? 'deposit.confirmed' : `deposit.${total}`, { ...confirmed, outcome: total });
    return { row: rows[0], payment: found.payment, deposit: confirmed, outcomeNow: total, issue };
  });
  await emitTransactionEvent(services, merchantId, {
    type: 'transaction_status_update',
    transactionId: deposit._id,
    status: deposit.status,
    transactionType: 'deposit',
    outcome: outcomeNow,
  });
  if (issue) await emitPaymentIssueEvent(services, merchantId, issue);
  const further = Number(row.actual_balance) !== Number(payment);
  const notice = alert('depositConfirmed', money(row.actual_balance), deposit.currencyType, further ? money(payment) : null, money(row.amount), outcomeNow);
  await notifyMerchantUsers(services, merchantId, {
    type: 'deposit_confirmed',
    title: 'Deposit confirmed',
    ...bodyOf(notice),
    targetRef: deposit._id,
  }, outcomeNow === 'exact' ? 'deposit_confirmed' : 'deposit_mismatch');
  return deposit;
}

/** exact, overpaid or underpaid: the deposit's total against what was asked. */
function paymentOutcome(row: DepositRow): PaymentOutcome {
  const units = (text: string | null) => Math.round(Number(text ?? 0) * 1e6);
  const difference = units(row.actual_balance) - units(row.amount);
  return difference === 0 ? 'exact' : difference > 0 ? 'overpaid' : 'underpaid';
}
