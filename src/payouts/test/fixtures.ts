import { ethAddressFromBytes, tronAddressFromBytes } from '../../../contract/addresses';
import type { Withdrawal } from '../../../contract/payouts';

export const TRON = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => i * 3 + 1));
export const ETH = ethAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => 200 - i * 5));

let next = 0;

/** A payout as GET /withdrawal/my-withdrawals sends it. */
export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  next += 1;
  const id = overrides._id ?? `po-${next}`;
  return {
    _id: id,
    id,
    type: 'payout',
    status: 'pending',
    amount: 10,
    displayAmount: 10,
    actualBalance: null,
    fee: 0,
    netAmount: 10,
    currencyType: 'USDT-TRC20',
    createdAt: new Date(Date.now() - next * 60_000).toISOString(),
    submittedAt: null,
    updatedAt: new Date().toISOString(),
    processedAt: null,
    confirmedAt: null,
    expiresAt: null,
    transactionId: `PAY-${next}`,
    walletAddress: null,
    clientWallet: TRON,
    wallet: TRON,
    email: null,
    username: null,
    firstName: null,
    lastName: null,
    phoneNumber: null,
    referenceId: null,
    description: null,
    adminNotes: null,
    transactionHash: null,
    blockchainTxHash: null,
    adminTransferData: null,
    invoiceNo: null,
    blockchainData: null,
    verificationData: null,
    paymentStatus: null,
    ...overrides,
  };
}

/** The list answer of 001 section 7: data, totalPages and message at the top level. */
export function withdrawalPage(rows: Withdrawal[], page = 1, totalPages = 1) {
  return { status: 200, body: { success: true, message: 'ok', data: rows, page, limit: 50, total: rows.length, totalPages } };
}
