import { randomBytes } from 'node:crypto';
import { PAYOUT_MESSAGES, type PayoutRequest, type Withdrawal } from '../../contract/payouts';
import type { Db, Queryable } from '../db/types';
import { merchantBalance } from '../dashboard/balance';
import { conflict } from '../lib/httpErrors';
import { LIST_COLUMNS } from '../transactions/listQuery';
import { toTransaction, type TransactionRow } from '../transactions/rowMapper';

export interface PayoutInput extends PayoutRequest {
  merchantId: string;
  createdBy: string;
  idempotencyKey: string | null;
}

export interface PayoutResult {
  withdrawal: Withdrawal;
  /** False when an Idempotency-Key found the payout of an earlier submit. */
  created: boolean;
}

const transactionId = () => `PAY-${randomBytes(9).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`;

async function findByKey(tx: Queryable, merchantId: string, key: string): Promise<TransactionRow | null> {
  const { rows } = await tx.query<TransactionRow>(
    `SELECT ${LIST_COLUMNS} FROM transactions WHERE merchant_id = $1 AND idempotency_key = $2`,
    [merchantId, key],
  );
  return rows[0] ?? null;
}

/** The same key with another amount, wallet or network is a client bug, not a retry. */
function sameRequest(row: TransactionRow, input: PayoutInput): boolean {
  return Number(row.amount) === input.amount && row.client_wallet === input.merchantWallet && row.currency_type === input.currencyType;
}

/**
 * Creates a pending payout. The merchant row is locked first (SELECT ... FOR UPDATE), so the
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
        return { withdrawal: toTransaction(earlier), created: false };
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
    const { rows } = await tx.query<TransactionRow>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, fee, net_amount, transaction_id,
                                 client_wallet, description, idempotency_key, created_by, submitted_at)
       VALUES ($1, 'payout', 'pending', $2, $3, 0, $3, $4, $5, 'Payout request', $6, $7, now())
       RETURNING ${LIST_COLUMNS}`,
      [input.merchantId, input.currencyType, String(input.amount), transactionId(), input.merchantWallet, input.idempotencyKey, input.createdBy],
    );
    return { withdrawal: toTransaction(rows[0]), created: true };
  });
}
