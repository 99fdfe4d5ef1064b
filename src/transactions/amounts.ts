import { paymentStatusOf, type PaymentStatus, type Transaction } from '../../contract/transactions';

import { formatAmount } from '../common/formatters';

export { formatAmount };

/**
 * A sign says money moved. The spec names failed, initiated, pending, rejected and expired
 * (000 section 4; pending payouts, 001 section 4); the other statuses where nothing has moved yet
 * or ever will (processing, cancelled, blocked, api_failed) follow the same rule.
 */
const UNSIGNED_STATUSES = new Set([
  'failed', 'initiated', 'pending', 'rejected', 'expired', 'processing', 'cancelled', 'blocked', 'api_failed',
]);

const DEPOSIT_TYPES = new Set(['deposit', 'topup']);

export function isDeposit(row: Pick<Transaction, 'type'>): boolean {
  return DEPOSIT_TYPES.has(row.type);
}

/** Deposits in, payouts and withdrawals out. */
export function amountSign(row: Pick<Transaction, 'type' | 'status'>): '+' | '-' | '' {
  if (UNSIGNED_STATUSES.has(row.status)) return '';
  return isDeposit(row) ? '+' : '-';
}

/** What arrived on chain: the row's actualBalance, else the verification data's. */
export function actualAmountOf(row: Transaction): number | null {
  return row.actualBalance ?? row.verificationData?.actualBalance ?? null;
}

/** Exact Paid, Overpaid or Underpaid for a settled deposit (001 section 4), else null. */
export function rowPaymentStatus(row: Transaction): PaymentStatus | null {
  if (!isDeposit(row)) return null;
  return row.paymentStatus ?? paymentStatusOf({ status: row.status, amount: row.amount, actualBalance: actualAmountOf(row) });
}

/** A settled deposit shows what arrived, with what was asked for beneath it (001 section 2.2). */
export function isConfirmedDeposit(row: Transaction): boolean {
  return isDeposit(row) && ['confirmed', 'completed', 'approved'].includes(row.status) && actualAmountOf(row) !== null;
}

/** The figure a row leads with: the received amount of a settled deposit, else the amount. */
export function shownAmountOf(row: Transaction): number {
  return (isConfirmedDeposit(row) ? actualAmountOf(row) : null) ?? row.amount;
}
