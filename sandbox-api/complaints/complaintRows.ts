import type { Network } from '../../contract/constants';
import type { Complaint, ComplaintStatus } from '../../contract/complaints';

export interface ComplaintRow {
  id: string;
  title: string;
  description: string | null;
  status: ComplaintStatus;
  admin_notes: string | null;
  submitted_at: Date;
  created_at: Date;
  updated_at: Date;
  withdrawal_id: string;
  withdrawal_status: string;
  withdrawal_amount: string;
  withdrawal_client_wallet: string | null;
  withdrawal_currency_type: Network;
  withdrawal_transaction_id: string;
  withdrawal_updated_at: Date;
}

/** The complaint joined to its withdrawal, as one SELECT list. */
export const COMPLAINT_COLUMNS = `c.id, c.title, c.description, c.status, c.admin_notes, c.submitted_at, c.created_at, c.updated_at,
  t.id AS withdrawal_id, t.status AS withdrawal_status, t.amount AS withdrawal_amount,
  t.client_wallet AS withdrawal_client_wallet, t.currency_type AS withdrawal_currency_type,
  t.transaction_id AS withdrawal_transaction_id, t.updated_at AS withdrawal_updated_at`;

export function toComplaint(row: ComplaintRow): Complaint {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    adminNotes: row.admin_notes,
    submittedAt: row.submitted_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    withdrawalId: {
      _id: row.withdrawal_id,
      status: row.withdrawal_status,
      amount: Number(row.withdrawal_amount),
      clientWallet: row.withdrawal_client_wallet,
      currencyType: row.withdrawal_currency_type,
      transactionId: row.withdrawal_transaction_id,
      updatedAt: row.withdrawal_updated_at.toISOString(),
    },
  };
}
