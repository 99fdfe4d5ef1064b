import { describe, expect, it, vi } from 'vitest';
import { SSF, read, utils, type CellObject, type WorkSheet } from 'xlsx';
import type { Transaction } from '../../../contract/transactions';
import { setTimeZone } from '../formatters';
import { sheetBuilder } from './workbookBytes';
import type { WorkbookReply } from './workbookMessages';
import { createWorkbookService } from './workbookService';
import {
  DEPOSIT_COLUMNS,
  PAYOUT_COLUMNS,
  cellText,
  dateCell,
  depositRow,
  exportFileName,
  payoutRow,
  sheetName,
  type ExportCell,
} from './workbookRows';
import { columnWidths, sheetTable, workbookBytes } from './test/sheetTable';

/** Each cell as the sheet shows it. */
const shown = (row: readonly ExportCell[]) => row.map(cellText);

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
    const row = depositRow(tx({ fee: null, netAmount: null, amount: 100.006, actualBalance: 100.006 }));
    expect(row[2]).toEqual({ kind: 'money', value: 100.01 });
    expect(row[4]).toEqual({ kind: 'money', value: 0 });
    expect(shown(row).slice(2, 6)).toEqual(['100.01', '100.01', '0.00', '0.00']);
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

  it('leaves the blockchain status empty, not Failed, while the chain has not answered', () => {
    const rows = [tx({ type: 'payout', status: 'pending', blockchainData: null }), tx({ type: 'refund', blockchainData: { network: 'TRON', status: '' } })];
    for (const kind of ['payout', 'withdraw'] as const) {
      const statuses = sheetTable(kind, rows).slice(1).map((row) => row.at(-1));
      expect(statuses).toEqual([null, null]);
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
    expect(shown(sheetTable('payout', [full])[1])).toEqual(expected);
    expect(shown(sheetTable('withdraw', [{ ...full, type: 'refund' }])[1])).toEqual(expected);
  });

  it('falls back to the wallet, the admin transfer hash and empty cells on a sparse payout row', () => {
    const sparse = tx({
      type: 'withdraw', status: 'pending', amount: 5, fee: null, netAmount: null, createdAt: 'not a date', clientWallet: null,
      wallet: 'TWalletFallback', adminTransferData: { transactionHash: 'admin-hash' }, transactionId: null,
    });
    expect(shown(payoutRow(sparse))).toEqual([
      '', '5.00', '0.00', '0.00', 'USDT-TRC20', 'TWalletFallback', 'Pending', '', '', '', 'admin-hash', '', '', '',
    ]);
  });

  it('clamps widths to longest text plus 2 within 10..50', () => {
    expect(columnWidths([['a', 'x'.repeat(20), 'y'.repeat(80)]])).toEqual([10, 22, 50]);
    // An amount and a date are measured as shown: '1234567890.50' and 'YYYY-MM-DD HH:mm:ss'.
    const created = new Date(2026, 0, 9, 8, 7, 6).toISOString();
    expect(columnWidths([[{ kind: 'money', value: 1234567890.5 }, depositRow(tx({ createdAt: created }))[0]]])).toEqual([15, 21]);
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

describe('the written workbook (sheetBuilder)', () => {
  /**
   * Reads the file back as a spreadsheet program would: cellStyles for the column widths, cellNF
   * for each cell's number format.
   */
  function readBack(bytes: ArrayBuffer) {
    const book = read(bytes, { type: 'array', cellStyles: true, cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    return {
      sheet,
      sheetNames: book.SheetNames,
      table: utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' }),
      widths: (sheet['!cols'] ?? []).map((column) => column.wch),
    };
  }

  /** The cell in the given column (by header) of the given data row (1 = the first row under the header). */
  function cellAt(sheet: WorkSheet, columns: readonly string[], header: string, row: number): CellObject | undefined {
    return sheet[utils.encode_cell({ r: row, c: columns.indexOf(header) })] as CellObject | undefined;
  }

  it.each([
    ['deposit', 'Deposit Transactions', DEPOSIT_COLUMNS],
    ['payout', 'Payout Transactions', PAYOUT_COLUMNS],
    ['withdraw', 'Withdraw Transactions', PAYOUT_COLUMNS],
  ] as const)('carries the %s sheet name, header row, rows as shown and column widths', async (kind, name, columns) => {
    const rows = [
      tx({ type: kind === 'deposit' ? 'deposit' : 'payout', clientWallet: 'T'.repeat(34), adminNotes: 'n'.repeat(70) }),
      tx({ type: 'refund', status: 'pending', walletAddress: 'W'.repeat(40) }),
    ];
    const written = readBack(await workbookBytes(kind, rows));
    const table = sheetTable(kind, rows);
    expect(written.sheetNames).toEqual([name]);
    expect(written.table[0]).toEqual([...columns]);
    expect(written.table.slice(1)).toEqual(table.slice(1).map(shown));
    expect(written.widths).toEqual(columnWidths(table));
  });

  it.each([
    ['deposit', DEPOSIT_COLUMNS, ['Expected Amount', 'Actual Balance', 'Fee', 'Net Amount'], ['Date Created', 'Confirmed At', 'Expires At']],
    ['payout', PAYOUT_COLUMNS, ['Amount', 'Fee', 'Net Amount'], ['Date Created', 'Processed At']],
    ['withdraw', PAYOUT_COLUMNS, ['Amount', 'Fee', 'Net Amount'], ['Date Created', 'Processed At']],
  ] as const)('writes %s amounts as numbers formatted 0.00 and dates as dates, so that SUM adds them', async (kind, columns, amounts, dates) => {
    const when = new Date(2026, 10, 15, 23, 59, 58).toISOString();
    const rows = [
      tx({ type: kind === 'deposit' ? 'deposit' : 'payout', amount: 1000, actualBalance: 1000.25, fee: 12.5, netAmount: 987.5, createdAt: when, confirmedAt: when, expiresAt: when, processedAt: when }),
      tx({ type: kind === 'deposit' ? 'deposit' : 'payout', amount: 0.1, actualBalance: 0.2, fee: null, netAmount: 0.7, createdAt: when, confirmedAt: when, expiresAt: when, processedAt: when }),
      tx({ type: kind === 'deposit' ? 'deposit' : 'payout', amount: 2.345678, actualBalance: null, fee: 0.001, netAmount: 2.344678, createdAt: when, confirmedAt: when, expiresAt: when, processedAt: when }),
    ];
    const { sheet } = readBack(await workbookBytes(kind, rows));

    for (const header of amounts) {
      const cells = [1, 2, 3].map((r) => cellAt(sheet, columns, header, r));
      for (const cell of cells) {
        expect(cell?.t).toBe('n');
        expect(cell?.z).toBe('0.00');
        expect(cell?.w).toMatch(/^\d+\.\d{2}$/);
      }
      // What =SUM(column) adds: the numbers, which are the amounts the sheet shows.
      const sum = cells.reduce((total, cell) => total + Number(cell?.v), 0);
      const shownSum = cells.reduce((total, cell) => total + Number(cell?.w), 0);
      expect(sum).toBeCloseTo(shownSum, 10);
    }
    const amount = kind === 'deposit' ? 'Expected Amount' : 'Amount';
    expect([1, 2, 3].map((r) => cellAt(sheet, columns, amount, r)?.v)).toEqual([1000, 0.1, 2.35]);
    expect(cellAt(sheet, columns, 'Fee', 2)?.v).toBe(0);

    for (const header of dates) {
      const cell = cellAt(sheet, columns, header, 1);
      expect(cell?.t).toBe('n');
      expect(cell?.z).toBe('yyyy-mm-dd hh:mm:ss');
      expect(cell?.w).toBe('2026-11-15 23:59:58');
      // The serial number is the local date and time a spreadsheet program shows.
      const parsed = SSF.parse_date_code(Number(cell?.v));
      expect([parsed.y, parsed.m, parsed.d, parsed.H, parsed.M, parsed.S]).toEqual([2026, 11, 15, 23, 59, 58]);
    }
  });

  it('writes Success and Failed where the chain answered and an empty Blockchain Status cell where it has not', async () => {
    const rows = [
      tx({ type: 'payout', blockchainData: { network: 'TRON', status: 'success' } }),
      tx({ type: 'payout', blockchainData: { network: 'TRON', status: 'failed' } }),
      tx({ type: 'payout', status: 'pending', blockchainData: null }),
    ];
    const { sheet, table } = readBack(await workbookBytes('payout', rows));
    expect(table.slice(1).map((row) => row.at(-1))).toEqual(['Success', 'Failed', '']);
    expect(cellAt(sheet, PAYOUT_COLUMNS, 'Blockchain Status', 3)).toBeUndefined();
  });

  it('writes the same sheet when the rows arrive in pages as when they come all at once', async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      tx({ transactionId: `TX-${i + 1}`, walletAddress: 'W'.repeat(i * 2), blockchainData: i % 3 ? null : { network: 'TRON', status: 'success' } }),
    );
    for (const kind of ['deposit', 'payout'] as const) {
      const builder = sheetBuilder(kind);
      builder.add([]);
      for (let start = 0; start < rows.length; start += 10) builder.add(rows.slice(start, start + 10));
      const paged = readBack(await builder.file());
      const whole = readBack(await workbookBytes(kind, rows));
      expect(paged.table).toEqual(whole.table);
      expect(paged.table).toHaveLength(26);
      expect(paged.widths).toEqual(whole.widths);
      expect(paged.sheet['!ref']).toBe(whole.sheet['!ref']);
      expect(paged.sheetNames).toEqual(whole.sheetNames);
    }
  });
});

describe("the export's dates in the merchant's time zone (issue 29)", () => {
  const late = '2026-11-25T23:30:00.000Z';

  it("writes a date as the zone's wall clock, the serial number too", () => {
    const cell = dateCell(late, 'Europe/Berlin');
    expect(cell?.text).toBe('2026-11-26 00:30:00');
    const parsed = SSF.parse_date_code(cell!.serial);
    expect([parsed.y, parsed.m, parsed.d, parsed.H, parsed.M, parsed.S]).toEqual([2026, 11, 26, 0, 30, 0]);
  });

  it("has the worker write the zone the page sends it, whatever the worker's own", async () => {
    const replies: WorkbookReply[] = [];
    const service = createWorkbookService({ post: (reply) => replies.push(reply), fetch });
    try {
      service.receive({ type: 'start', kind: 'deposit', timeZone: 'Asia/Tokyo' });
      service.receive({ type: 'rows', rows: [tx({ type: 'deposit', createdAt: late, confirmedAt: null, expiresAt: null })] });
      service.receive({ type: 'write' });
      await vi.waitFor(() => expect(replies.at(-1)?.type).toBe('written'));
    } finally {
      setTimeZone(null);
    }
    const { bytes } = replies.at(-1) as Extract<WorkbookReply, { type: 'written' }>;
    const book = read(bytes, { type: 'array', cellNF: true });
    const created = book.Sheets[book.SheetNames[0]].A2 as CellObject;
    expect(created.w).toBe('2026-11-26 08:30:00');
    const parsed = SSF.parse_date_code(Number(created.v));
    expect([parsed.y, parsed.m, parsed.d, parsed.H, parsed.M]).toEqual([2026, 11, 26, 8, 30]);
  });
});
