import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import type { Transaction } from '../../../contract/transactions';
import { workbookBytes } from './workbookBytes';
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
    expect(payoutRow(tx({ type: 'payout', blockchainData: { network: 'ETH', status: 'Confirmed' } })).at(-1)).toBe('Success');
    expect(payoutRow(tx({ type: 'payout', blockchainData: { network: 'TRON', status: 'failed' } })).at(-1)).toBe('Failed');
  });

  it('writes Failed, never a blank, for a row without blockchain data', () => {
    const rows = [tx({ type: 'payout', status: 'pending', blockchainData: null }), tx({ type: 'refund', blockchainData: { network: 'TRON', status: '' } })];
    for (const kind of ['payout', 'withdraw'] as const) {
      const statuses = sheetTable(kind, rows).slice(1).map((row) => row.at(-1));
      expect(statuses).toEqual(['Failed', 'Failed']);
    }
  });

  it('writes every cell of a full payout or withdraw row in column order', () => {
    const local = (...parts: [number, number, number, number, number, number]) => new Date(...parts).toISOString();
    const full = tx({
      type: 'payout',
      status: 'completed',
      amount: 250,
      fee: 2.5,
      netAmount: 247.5,
      currencyType: 'USDT-ERC20',
      createdAt: local(2026, 0, 9, 8, 7, 6),
      processedAt: local(2026, 0, 10, 23, 59, 1),
      clientWallet: '0xClientWallet',
      wallet: '0xOtherWallet',
      adminNotes: 'Paid out',
      transactionHash: '0xtransactionhash',
      blockchainTxHash: '0xblockchainhash',
      invoiceNo: 'INV-9',
      blockchainData: { network: 'ETH', status: 'success' },
    });
    const expected = [
      '2026-01-09 08:07:06', '250.00', '2.50', '247.50', 'USDT-ERC20', '0xClientWallet', 'Completed',
      '2026-01-10 23:59:01', 'Paid out', '0xtransactionhash', '0xblockchainhash', 'INV-9', 'ETH', 'Success',
    ];
    expect(expected).toHaveLength(PAYOUT_COLUMNS.length);
    expect(sheetTable('payout', [full])[1]).toEqual(expected);
    expect(sheetTable('withdraw', [{ ...full, type: 'refund' }])[1]).toEqual(expected);
  });

  it('falls back to the wallet, the admin transfer hash and empty cells on a sparse payout row', () => {
    const sparse = tx({
      type: 'withdraw', status: 'pending', amount: 5, fee: null, netAmount: null, createdAt: 'not a date', clientWallet: null,
      wallet: 'TWalletFallback', adminTransferData: { transactionHash: 'admin-hash' }, transactionId: null,
    });
    expect(payoutRow(sparse)).toEqual([
      '', '5.00', '0.00', '0.00', 'USDT-TRC20', 'TWalletFallback', 'Pending', '', '', '', 'admin-hash', '', '', 'Failed',
    ]);
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
    expect(sheetName('payout')).toBe('Payout Transactions');
    expect(sheetName('withdraw')).toBe('Withdraw Transactions');
    expect(exportFileName('deposit', { now })).toBe('merchant_deposit_transactions_2026-11-22T10-20-30.xlsx');
    expect(exportFileName('payout', { now, status: 'pending', startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(
      'merchant_payout_transactions_2026-11-22T10-20-30_status_pending_2026-01-01_to_2026-01-31.xlsx',
    );
    expect(exportFileName('withdraw', { now, startDate: '2026-01-01' })).toMatch(/_from_2026-01-01\.xlsx$/);
    expect(exportFileName('withdraw', { now, endDate: '2026-01-31' })).toMatch(/_until_2026-01-31\.xlsx$/);
  });
});

describe('the written workbook (workbookBytes)', () => {
  /** Reads the file back as a spreadsheet program would; cellStyles makes SheetJS read the column widths. */
  function readBack(bytes: ArrayBuffer) {
    const book = read(bytes, { type: 'array', cellStyles: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    return {
      sheetNames: book.SheetNames,
      table: utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false }),
      widths: (sheet['!cols'] ?? []).map((column) => column.wch),
    };
  }

  it.each([
    ['deposit', 'Deposit Transactions', DEPOSIT_COLUMNS],
    ['payout', 'Payout Transactions', PAYOUT_COLUMNS],
    ['withdraw', 'Withdraw Transactions', PAYOUT_COLUMNS],
  ] as const)('carries the %s sheet name, header row, rows and column widths', (kind, name, columns) => {
    const rows = [
      tx({ type: kind === 'deposit' ? 'deposit' : 'payout', clientWallet: 'T'.repeat(34), adminNotes: 'n'.repeat(70) }),
      tx({ type: 'refund', status: 'pending', walletAddress: 'W'.repeat(40) }),
    ];
    const written = readBack(workbookBytes(kind, rows));
    const table = sheetTable(kind, rows);
    expect(written.sheetNames).toEqual([name]);
    expect(written.table[0]).toEqual([...columns]);
    expect(written.table.slice(1)).toEqual(table.slice(1));
    expect(written.widths).toEqual(columnWidths(table));
  });
});
