import type { Network } from '../../contract/constants';
import { paymentStatusOf, type Transaction, type TransactionType } from '../../contract/transactions';

/** A transactions row as LIST_COLUMNS selects it: numeric arrives as a string, timestamptz as a Date. */
export interface TransactionRow {
  id: string;
  type: TransactionType;
  status: string;
  currency_type: Network;
  amount: string;
  actual_balance: string | null;
  fee: string;
  net_amount: string | null;
  transaction_id: string;
  wallet_address: string | null;
  client_wallet: string | null;
  email: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  reference_id: string | null;
  description: string | null;
  admin_notes: string | null;
  invoice_no: string | null;
  transaction_hash: string | null;
  blockchain_tx_hash: string | null;
  admin_transfer_tx_hash: string | null;
  blockchain_status: 'success' | 'failed' | null;
  created_at: Date;
  submitted_at: Date | null;
  updated_at: Date;
  processed_at: Date | null;
  confirmed_at: Date | null;
  expires_at: Date | null;
}

const DEPOSIT_SIDE: readonly TransactionType[] = ['deposit', 'topup'];

/** numeric(20,6) fits a double exactly enough for display; the database keeps the exact value. */
const money = (value: string | null): number | null => (value === null ? null : Number(value));
const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/**
 * The list row of 001 section 3. The nested objects exist only when their source column is set,
 * so a row "has blockchain data" or "has verification data" exactly when the chain or the payment
 * check produced some (the client's tab filters of 001 section 4 test for their presence).
 */
export function toTransaction(row: TransactionRow): Transaction {
  const amount = Number(row.amount);
  const actualBalance = money(row.actual_balance);
  const depositSide = DEPOSIT_SIDE.includes(row.type);
  // Payment status is about what a payer sent, so only the deposit side has one (001 section 4).
  const paymentStatus = depositSide ? paymentStatusOf({ status: row.status, amount, actualBalance }) : null;
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    status: row.status,
    amount,
    // What the list shows: the amount received once a deposit is paid, else the amount asked for.
    displayAmount: paymentStatus !== null ? actualBalance : amount,
    actualBalance,
    fee: money(row.fee),
    netAmount: money(row.net_amount),
    currencyType: row.currency_type,
    createdAt: row.created_at.toISOString(),
    submittedAt: iso(row.submitted_at),
    updatedAt: row.updated_at.toISOString(),
    processedAt: iso(row.processed_at),
    confirmedAt: iso(row.confirmed_at),
    expiresAt: iso(row.expires_at),
    transactionId: row.transaction_id,
    walletAddress: row.wallet_address,
    clientWallet: row.client_wallet,
    // The one address the row is about: where a deposit is paid to, where a payout is sent.
    wallet: depositSide ? (row.wallet_address ?? row.client_wallet) : (row.client_wallet ?? row.wallet_address),
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    referenceId: row.reference_id,
    description: row.description,
    adminNotes: row.admin_notes,
    transactionHash: row.transaction_hash,
    blockchainTxHash: row.blockchain_tx_hash,
    adminTransferData: row.admin_transfer_tx_hash === null ? null : { transactionHash: row.admin_transfer_tx_hash },
    invoiceNo: row.invoice_no,
    blockchainData: row.blockchain_status === null ? null : { network: row.currency_type, status: row.blockchain_status },
    verificationData: actualBalance === null ? null : { actualBalance },
    paymentStatus,
  };
}
