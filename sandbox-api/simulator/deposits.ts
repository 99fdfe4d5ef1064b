import { randomBytes, randomInt } from 'node:crypto';
import { ethAddressFromBytes, tronAddressFromBytes } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import { toCents } from '../dashboard/money';
import type { Queryable } from '../db/types';
import { conflict, notFound } from '../lib/httpErrors';
import { notifyMerchantUsers } from '../notifications';
import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { enqueueWebhookEvent } from '../webhooks/store';

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
    body: `A deposit of ${money(rows[0].amount)} USDT on ${network} is awaiting payment.`,
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
  if (rows[0].status === 'initiated' && rows[0].expired) return conflict('This deposit has expired and can no longer be paid.');
  return conflict(`This deposit is ${rows[0].status} and can no longer be paid.`);
}

/**
 * Marks an initiated (or pending) deposit paid: what arrived, the 1% fee, the net amount, a
 * transaction hash, the confirmation time. One conditional UPDATE, so of two simultaneous
 * confirmations exactly one wins and the other gets a 409.
 */
export async function confirmSimulatedDeposit(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  merchantId: string,
  depositId: string,
  outcome: PaymentOutcome = 'exact',
): Promise<SimulatedDeposit> {
  const { rows: found } = await services.db.query<{ currency_type: Network }>(
    `SELECT currency_type FROM transactions WHERE id = $1 AND merchant_id = $2 AND type = 'deposit'`,
    [depositId, merchantId],
  );
  if (!found[0]) throw notFound('Deposit not found');
  const network = found[0].currency_type;
  const { rows } = await services.db.query<DepositRow>(
    `UPDATE transactions AS t
        SET status = 'confirmed', actual_balance = paid.actual, fee = paid.fee, net_amount = paid.actual - paid.fee,
            transaction_hash = $4, blockchain_tx_hash = $4, blockchain_status = 'success',
            confirmed_at = now(), processed_at = now(), updated_at = now()
       FROM (SELECT id, actual, round(actual * $5::numeric, 2) AS fee
               FROM (SELECT id, CASE WHEN $3::numeric = 1 THEN amount ELSE round(amount * $3::numeric, 2) END AS actual
                       FROM transactions WHERE id = $1) AS received) AS paid
      WHERE t.id = paid.id AND t.merchant_id = $2 AND t.type = 'deposit' AND t.status IN ('initiated', 'pending')
        AND (t.expires_at IS NULL OR t.expires_at > now())
     RETURNING ${depositColumns('t')}`,
    [depositId, merchantId, OUTCOME_FACTOR[outcome], freshTransactionHash(network), DEPOSIT_FEE_RATE],
  );
  if (!rows[0]) throw await refusal(services.db, merchantId, depositId);
  const deposit = toDeposit(rows[0]);
  await enqueueWebhookEvent(services.db, merchantId, outcome === 'exact' ? 'deposit.confirmed' : `deposit.${outcome}`, { ...deposit, outcome });
  await emitTransactionEvent(services, merchantId, {
    type: 'transaction_status_update',
    transactionId: deposit._id,
    status: deposit.status,
    transactionType: 'deposit',
    outcome,
  });
  const received = `${money(rows[0].actual_balance)} USDT received on ${network}`;
  await notifyMerchantUsers(services, merchantId, {
    type: 'deposit_confirmed',
    title: 'Deposit confirmed',
    body: outcome === 'exact' ? `${received}.` : `${received} for ${money(rows[0].amount)} USDT asked (${outcome}).`,
    targetRef: deposit._id,
  }, outcome === 'exact' ? 'deposit_confirmed' : 'deposit_mismatch');
  return deposit;
}
