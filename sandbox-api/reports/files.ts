import { utils, write, type CellObject } from 'xlsx';
import { NETWORKS } from '../../contract/constants';
import type { Statement, StatementRow } from '../../contract/reports';
import { wallClock } from '../../contract/timeZones';

/**
 * The statement's files (contract/reports.ts). Times are the wall-clock time of the statement's
 * time zone, to the second. The CSV (RFC 4180: CRLF line ends, a field with a comma, quote, CR or
 * LF quoted and its quotes doubled; UTF-8 with a BOM so that Excel reads it as UTF-8) holds the
 * rows alone, every record the same fields; the XLSX holds them as number and date cells on a
 * "Statement" sheet and the totals on a "Totals" sheet.
 */

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const XLSX_MONEY_FORMAT = '0.00####';

/** 2026-03-01 01:30:00 */
export const localTime = (iso: string, timeZone: string) => new Date(wallClock(iso, timeZone)).toISOString().slice(0, 19).replace('T', ' ');

/** Excel's serial day number of the wall-clock time. */
export const excelSerial = (iso: string, timeZone: string) => (wallClock(iso, timeZone) - EXCEL_EPOCH) / DAY_MS;

type Cell = { date: string } | number | string | null;

function columns(withBalance: boolean): { header: string; cell: (row: StatementRow) => Cell }[] {
  return [
    { header: 'Date', cell: (row) => ({ date: row.createdAt }) },
    { header: 'Tab', cell: (row) => row.tab },
    { header: 'Type', cell: (row) => row.type },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Network', cell: (row) => row.currencyType },
    { header: 'Amount', cell: (row) => row.amount },
    { header: 'Received', cell: (row) => row.received },
    { header: 'Fee', cell: (row) => row.fee },
    { header: 'Net', cell: (row) => row.net },
    { header: 'Payment status', cell: (row) => row.paymentStatus },
    { header: 'Change', cell: (row) => row.change },
    ...(withBalance ? [{ header: 'Balance', cell: (row: StatementRow) => row.balance }] : []),
    { header: 'Reference', cell: (row) => row.referenceId },
    { header: 'Transaction hash', cell: (row) => row.transactionHash },
    { header: 'Transaction ID', cell: (row) => row.id },
  ];
}

const QUOTE_NEEDED = /[",\r\n]/;
export const csvField = (text: string) => (QUOTE_NEEDED.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function statementCsv(statement: Statement): Buffer {
  const cols = columns(statement.totals.opening !== null);
  const text = (cell: Cell) => (cell === null ? '' : typeof cell === 'object' ? localTime(cell.date, statement.timeZone) : String(cell));
  const lines = [cols.map((col) => csvField(col.header)), ...statement.rows.map((row) => cols.map((col) => csvField(text(col.cell(row)))))];
  return Buffer.from(`\uFEFF${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`, 'utf8');
}

function sheetCell(cell: Cell, timeZone: string): CellObject | null {
  if (cell === null) return null;
  if (typeof cell === 'string') return { t: 's', v: cell };
  if (typeof cell === 'number') return { t: 'n', v: cell, z: XLSX_MONEY_FORMAT };
  return { t: 'n', v: excelSerial(cell.date, timeZone), z: XLSX_DATE_FORMAT };
}

export function statementXlsx(statement: Statement): Buffer {
  const { timeZone, totals } = statement;
  const cols = columns(totals.opening !== null);
  const rows = utils.aoa_to_sheet([cols.map((col) => col.header), ...statement.rows.map((row) => cols.map((col) => sheetCell(col.cell(row), timeZone)))]);
  rows['!cols'] = cols.map((col) => ({ wch: col.header === 'Date' ? 20 : Math.max(12, col.header.length + 2) }));

  const money = (value: number): CellObject => ({ t: 'n', v: value, z: XLSX_MONEY_FORMAT });
  const count = (value: number): CellObject => ({ t: 'n', v: value });
  const summary: (CellObject | string | null)[][] = [
    ['Period from', { t: 'n', v: excelSerial(statement.from, timeZone), z: XLSX_DATE_FORMAT }],
    ['Period to (exclusive)', { t: 'n', v: excelSerial(statement.to, timeZone), z: XLSX_DATE_FORMAT }],
    ['Time zone', timeZone],
    [],
    ['Deposits', 'Network', 'Payment status', 'Count', 'Expected', 'Received', 'Fees', 'Net'],
    ...totals.deposits.map((t) => [null, t.currencyType, t.paymentStatus ?? 'Not paid', count(t.count), money(t.expected), money(t.received), money(t.fees), money(t.net)]),
    [],
    ['Payouts', 'Network', 'Status', 'Count', 'Amount', 'Fees'],
    ...totals.payouts.map((t) => [null, t.currencyType, t.status, count(t.count), money(t.amount), money(t.fees)]),
    [],
    ['Withdraw tab (refunds)', 'Network', 'Status', 'Count', 'Amount', 'Fees'],
    ...totals.refunds.map((t) => [null, t.currencyType, t.status, count(t.count), money(t.amount), money(t.fees)]),
  ];
  if (totals.opening && totals.closing) {
    summary.push([], ['Balance', 'Total', ...NETWORKS]);
    for (const [label, balance] of [['Opening', totals.opening], ['Closing', totals.closing]] as const) {
      summary.push([label, money(balance.total), ...NETWORKS.map((network) => money(balance.byNetwork[network]))]);
    }
  }
  const totalsSheet = utils.aoa_to_sheet(summary);
  totalsSheet['!cols'] = [{ wch: 24 }, { wch: 14 }, { wch: 16 }, ...Array.from({ length: 5 }, () => ({ wch: 12 }))];

  const book = utils.book_new();
  utils.book_append_sheet(book, rows, 'Statement');
  utils.book_append_sheet(book, totalsSheet, 'Totals');
  return write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}
