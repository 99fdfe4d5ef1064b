import { randomBytes } from 'node:crypto';
import { PAYOUT_MESSAGES, type PayoutRequest, type Withdrawal } from '../../contract/payouts';
import type { Db, Queryable } from '../db/types';
import { merchantBalance } from '../dashboard/balance';
import { conflict } from '../lib/httpErrors';
import { TRANSACTION_JSON } from '../transactions/transactionJson';
import { insertApproval, type StoredApproval } from './approvals';

export interface PayoutInput extends PayoutRequest {
  merchantId: string;
  createdBy: string;
  idempotencyKey: string | null;
  /** The payout policy holds it for a second person's approval (issue 28); the requester's email. */
  holdForApproval: { email: string } | null;
}

export interface PayoutResult {
  withdrawal: Withdrawal;
  /** False when an Idempotency-Key found the payout of an earlier submit. */
  created: boolean;
  /** The approval request made with it, when the policy held a new payout. */
  approval: StoredApproval | null;
}

const transactionId = () => `PAY-${randomBytes(9).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`;

/** The payout an Idempotency-Key made: what was asked, and the payout as the API shows it. */
interface KeyedPayout {
  amount: string;
  client_wallet: string | null;
  currency_type: string;
  doc: Withdrawal;
}

async function findByKey(tx: Queryable, merchantId: string, key: string): Promise<KeyedPayout | null> {
  const { rows } = await tx.query<KeyedPayout>(
    `SELECT amount, client_wallet, currency_type, ${TRANSACTION_JSON} AS doc FROM transactions WHERE merchant_id = $1 AND idempotency_key = $2`,
    [merchantId, key],
  );
  return rows[0] ?? null;
}

/** The same key with another amount, wallet or network is a client bug, not a retry. */
function sameRequest(row: KeyedPayout, input: PayoutInput): boolean {
  return Number(row.amount) === input.amount && row.client_wallet === input.merchantWallet && row.currency_type === input.currencyType;
}

/**
 * Creates a pending payout, with its approval request when the policy holds it. The merchant row is locked first (SELECT ... FOR UPDATE), so the
 * balance check and the insert of concurrent payouts run one after the other and together they
 * can never spend more than the balance; the idempotency lookup sits under the same lock, so two
 * retries racing each other still make one payout.
 */
export function createPayout(db: Db, input: PayoutInput): Promise<PayoutResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [input.merchantId]);
    if (input.idempotencyKey) {
      const earlier = await findByKey(tx, input.merchantId, input.idempotencyKey);
      if (earlier) {
        if (!sameRequest(earlier, input)) throw conflict('Idempotency-Key was already used for a different payout request');
        return { withdrawal: earlier.doc, created: false, approval: null };
      }
    }
    // The dashboard's own figure (per network: Tron USDT cannot pay an Ethereum transfer).
    const { available } = (await merchantBalance(tx, input.merchantId)).byNetwork[input.currencyType];
    // Compared in SQL's numeric, so 0.1 + 0.2 style float error cannot let a payout through.
    const { rows: check } = await tx.query<{ enough: boolean }>('SELECT $1::numeric <= $2::numeric AS enough', [
      String(input.amount),
      available,
    ]);
    if (!check[0].enough) {
      throw conflict(`${PAYOUT_MESSAGES.insufficientBalance} (${Number(available).toFixed(2)} ${input.currencyType})`);
    }
    const { rows } = await tx.query<{ doc: Withdrawal }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, fee, net_amount, transaction_id,
                                 client_wallet, description, idempotency_key, created_by, submitted_at)
       VALUES ($1, 'payout', 'pending', $2, $3, 0, $3, $4, $5, 'Payout request', $6, $7, now())
       RETURNING ${TRANSACTION_JSON} AS doc`,
      [input.merchantId, input.currencyType, String(input.amount), transactionId(), input.merchantWallet, input.idempotencyKey, input.createdBy],
    );
    const withdrawal = rows[0].doc;
    const approval = input.holdForApproval
      ? await insertApproval(tx, input.merchantId, withdrawal._id, { id: input.createdBy, email: input.holdForApproval.email })
      : null;
    return { withdrawal, created: true, approval };
  });
}
