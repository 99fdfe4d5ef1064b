import type { Complaint } from '../../contract/complaints';
import { COMPLAINT_COLUMNS, toComplaint, type ComplaintRow } from '../complaints/complaintRows';
import { conflict, notFound } from '../lib/httpErrors';
import { PAYOUT_TYPES } from '../payouts/withdrawalList';
import type { Services } from '../services';

export interface CustomerComplaint {
  payoutId: string;
  title: string;
  description?: string;
}

/**
 * A customer files a complaint about a payout, as they would with the gateway's support; the
 * sandbox has no customer side, so the simulator does it. Only a pending payout can be complained
 * about: a settled one has nothing left to decide (001 section 4).
 */
export async function fileSimulatedComplaint(services: Pick<Services, 'db'>, input: CustomerComplaint, merchantId: string | null): Promise<Complaint> {
  return services.db.transaction(async (tx) => {
    const { rows: payouts } = await tx.query<{ id: string; merchant_id: string; status: string }>(
      `SELECT id, merchant_id, status FROM transactions
        WHERE id = $1 AND type = ANY($2::text[]) AND ($3::uuid IS NULL OR merchant_id = $3::uuid) FOR UPDATE`,
      [input.payoutId, [...PAYOUT_TYPES], merchantId],
    );
    const payout = payouts[0];
    if (!payout) throw notFound('Payout not found');
    if (payout.status !== 'pending') throw conflict(`This payout is ${payout.status}; only a pending payout can be complained about.`);
    const { rows: inserted } = await tx.query<{ id: string }>(
      `INSERT INTO complaints (merchant_id, withdrawal_id, title, description) VALUES ($1, $2, $3, $4) RETURNING id`,
      [payout.merchant_id, payout.id, input.title, input.description ?? null],
    );
    const { rows } = await tx.query<ComplaintRow>(
      `SELECT ${COMPLAINT_COLUMNS} FROM complaints c JOIN transactions t ON t.id = c.withdrawal_id WHERE c.id = $1`,
      [inserted[0].id],
    );
    return toComplaint(rows[0]);
  });
}
