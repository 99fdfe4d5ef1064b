import { DEFAULT_PAYOUT_POLICY, type PayoutPolicy, type PayoutPolicyUpdate } from '../../contract/payoutPolicy';
import type { Queryable } from '../db/types';

/** The merchant's payout policy (issue 28): its row, or the defaults while it has none. */
interface PolicyRow {
  approval: PayoutPolicy['approval'];
  threshold: string | null;
  new_address: PayoutPolicy['newAddress'];
  cooling_off_hours: number;
  updated_by: string | null;
  updated_by_email: string | null;
  updated_at: Date;
}

const COLUMNS = 'approval, threshold::text, new_address, cooling_off_hours, updated_by, updated_by_email, updated_at';

function toPolicy(row: PolicyRow | undefined): PayoutPolicy {
  if (!row) return { ...DEFAULT_PAYOUT_POLICY };
  return {
    approval: row.approval,
    threshold: row.threshold === null ? null : Number(row.threshold),
    newAddress: row.new_address,
    coolingOffHours: row.cooling_off_hours,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by && row.updated_by_email ? { id: row.updated_by, email: row.updated_by_email } : null,
  };
}

/** `lock`: inside a transaction, hold the row (or the merchant, while there is no row) until it ends. */
export async function readPayoutPolicy(db: Queryable, merchantId: string, { lock = false } = {}): Promise<PayoutPolicy> {
  if (lock) await db.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId]);
  const { rows } = await db.query<PolicyRow>(`SELECT ${COLUMNS} FROM payout_policies WHERE merchant_id = $1`, [merchantId]);
  return toPolicy(rows[0]);
}

export async function savePayoutPolicy(
  db: Queryable,
  merchantId: string,
  policy: PayoutPolicyUpdate,
  by: { id: string; email: string },
): Promise<PayoutPolicy> {
  const { rows } = await db.query<PolicyRow>(
    `INSERT INTO payout_policies (merchant_id, approval, threshold, new_address, cooling_off_hours, updated_by, updated_by_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant_id) DO UPDATE
        SET approval = EXCLUDED.approval, threshold = EXCLUDED.threshold, new_address = EXCLUDED.new_address,
            cooling_off_hours = EXCLUDED.cooling_off_hours, updated_by = EXCLUDED.updated_by,
            updated_by_email = EXCLUDED.updated_by_email, updated_at = now()
     RETURNING ${COLUMNS}`,
    [merchantId, policy.approval, policy.threshold === null ? null : String(policy.threshold), policy.newAddress, policy.coolingOffHours, by.id, by.email],
  );
  return toPolicy(rows[0]);
}
