import type { PayoutListQuery, Withdrawal } from '../../contract/payouts';
import type { Queryable } from '../db/types';
import { TRANSACTION_JSON } from '../transactions/transactionJson';

/** Money sent out at the merchant's request; refunds are excluded from the payout history (001 section 3). */
export const PAYOUT_TYPES = ['payout', 'withdrawal', 'withdraw'] as const;

export interface WithdrawalPage {
  rows: Withdrawal[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export async function listWithdrawals(db: Queryable, merchantId: string, { page, limit }: PayoutListQuery): Promise<WithdrawalPage> {
  const types = [...PAYOUT_TYPES];
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM transactions WHERE merchant_id = $1 AND type = ANY($2::text[])', [
      merchantId,
      types,
    ]),
    db.query<{ doc: Withdrawal }>(
      `SELECT ${TRANSACTION_JSON} AS doc FROM transactions WHERE merchant_id = $1 AND type = ANY($2::text[])
        ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [merchantId, types, limit, (page - 1) * limit],
    ),
  ]);
  const total = counted[0].total;
  return { rows: rows.map((row) => row.doc), page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
