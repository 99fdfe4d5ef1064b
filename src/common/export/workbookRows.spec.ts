import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../contract/transactions';
import {
  DEPOSIT_COLUMNS,
  PAYOUT_COLUMNS,
  columnWidths,
  depositRow,
  exportFileName,
  payoutRow,
  sheetName,
  sheetTable,
} from './workbookRows';

function tx(overrides: Partial<Transaction>): Transaction {
  return {
    _id: 'id-1', id: 'id-1', type: 'deposit', status: 'confirmed', amount: 100, displayAmount: null,
    actualBalance: 100, fee: 1.5, netAmount: 98.5, currencyType: 'USDT-TRC20',
    createdAt: '2026-03-04T05:06:07.000Z', submittedAt: null, updatedAt: '2026-03-04T05:06:07.000Z',
    processedAt: null, confirmedAt: null, expiresAt: null, transactionId: 'TX-1', walletAddress: 'TWallet',
    clientWallet: null, wallet: null, email: null, username: null, firstName: null, lastName: null,
    phoneNumber: null, referenceId: null, description: null, adminNotes: null, transactionHash: null,
    blockchainTxHash: null, adminTransferData: null, invoiceNo: null, blockchainData: null,
    verificationData: null, paymentStatus: null, ...overrides,
  };
}

describe('export layout (001 section 9)', () => {
  it('uses the deposit and payout columns in order', () => {
    expect(sheetTable('deposit', [])[0]).toEqual([...DEPOSIT_COLUMNS]);
    expect(sheetTable('payout', [])[0]).toEqual([...PAYOUT_COLUMNS]);
    expect(sheetTable('withdraw', [])[0][5]).toBe('Client Wallet');
  });

  it('writes two decimals, 0.00 when empty, capitalised status and Exact for an exact payment', () => {
    const row = depositRow(tx({ fee: null, netAmount: null }));
    expect(row[2]).toBe('100.00');
    expect(row[4]).toBe('0.00');
    expect(row[5]).toBe('0.00');
    expect(row[8]).toBe('Confirmed');
    expect(row[12]).toBe('Exact');
  });

  it('writes Overpaid, Underpaid and N/A', () => {
    expect(depositRow(tx({ actualBalance: 101 }))[12]).toBe('Overpaid');
    expect(depositRow(tx({ actualBalance: 99.99 }))[12]).toBe('Underpaid');
    expect(depositRow(tx({ status: 'pending' }))[12]).toBe('N/A');
  });

  it('writes the blockchain status as Success or Failed', () => {
    const ok = payoutRow(tx({ type: 'payout', blockchainData: { network: 'TRON', status: 'success' } }));
    const bad = payoutRow(tx({ type: 'payout', blockchainData: { network: 'TRON', status: 'reverted' } }));
    expect(ok.slice(-2)).toEqual(['TRON', 'Success']);
    expect(bad.at(-1)).toBe('Failed');
  });

  it('clamps widths to longest text plus 2 within 10..50', () => {
    expect(columnWidths([['a', 'x'.repeat(20), 'y'.repeat(80)]])).toEqual([10, 22, 50]);
  });

  it('measures a column of hundreds of thousands of rows without overflowing the stack', () => {
    // The export's worker has a smaller stack than the page; spreading a column this long into
    // Math.max overflows even Node's.
    const table = Array.from({ length: 300_000 }, (_, i) => [i === 123_456 ? 'x'.repeat(30) : 'a']);
    expect(columnWidths(table)).toEqual([32]);
  });

  it('names the sheet and the file with the status and range suffixes', () => {
    const now = new Date('2026-11-22T10:20:30.000Z');
    expect(sheetName('deposit')).toBe('Deposit Transactions');
    expect(exportFileName('deposit', { now })).toBe('merchant_deposit_transactions_2026-11-22T10-20-30.xlsx');
    expect(exportFileName('payout', { now, status: 'pending', startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(
      'merchant_payout_transactions_2026-11-22T10-20-30_status_pending_2026-01-01_to_2026-01-31.xlsx',
    );
    expect(exportFileName('withdraw', { now, startDate: '2026-01-01' })).toMatch(/_from_2026-01-01\.xlsx$/);
    expect(exportFileName('withdraw', { now, endDate: '2026-01-31' })).toMatch(/_until_2026-01-31\.xlsx$/);
  });
});
