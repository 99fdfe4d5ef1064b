import { wallClock } from '../../../contract/timeZones';
import { paymentStatusOf, type Transaction } from '../../../contract/transactions';
import { timeZoneName } from '../formatters';

/** The export layout of 001 section 9, as pure functions so that tests can pin every cell without a file. */

export type ExportKind = 'deposit' | 'payout' | 'withdraw';

export const DEPOSIT_COLUMNS = [
  'Date Created', 'Transaction ID', 'Expected Amount', 'Actual Balance', 'Fee', 'Net Amount', 'Currency',
  'Wallet Address', 'Status', 'Confirmed At', 'Expires At', 'Invoice No', 'Payment Status', 'Blockchain Hash',
] as const;

export const PAYOUT_COLUMNS = [
  'Date Created', 'Amount', 'Fee', 'Net Amount', 'Currency', 'Client Wallet', 'Status', 'Processed At',
  'Admin Notes', 'Transaction Hash', 'Blockchain Hash', 'Invoice No', 'Network', 'Blockchain Status',
] as const;

const DEFAULT_CURRENCY = 'USDT-TRC20';

/** The number format of every amount: two decimals, as 001 section 9 shows them. */
export const MONEY_FORMAT = '0.00';
/** The number format of every date: the time zone's date and time, sortable and unambiguous. */
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** One cell: an amount a number and a date a date, so that a spreadsheet sums and sorts them; `null` is empty. */
export type ExportCell = string | MoneyCell | DateCell | null;
type MoneyCell = { kind: 'money'; value: number };
/** `serial`: Excel's day number (days since 1899-12-30) of the zone's wall clock; `text`: it as the sheet shows it. */
type DateCell = { kind: 'date'; serial: number; text: string };

/** An amount rounded to the two decimals shown, so that SUM adds what the user reads; 0.00 when empty (001 section 9). */
export function money(value: number | null | undefined): MoneyCell {
  const amount = value == null || Number.isNaN(value) ? 0 : value;
  return { kind: 'money', value: Number(amount.toFixed(2)) };
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A date and time as Excel's serial number, to the second: the sheet shows the wall clock of the dashboard's time zone. */
export function dateCell(value: string | null | undefined, timeZone = timeZoneName()): DateCell | null {
  const at = value ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) return null;
  const wall = wallClock(at, timeZone);
  const text = new Date(wall).toISOString();
  return { kind: 'date', serial: (wall - EXCEL_EPOCH) / DAY_MS, text: `${text.slice(0, 10)} ${text.slice(11, 19)}` };
}

/** The time zone's calendar day of an instant, `YYYY-MM-DD`, for an export's file name. */
export const zonedDay = (at = Date.now()) => new Date(wallClock(at, timeZoneName())).toISOString().slice(0, 10);

/** What a cell shows: the text itself, an amount to two decimals, a date as `YYYY-MM-DD HH:mm:ss`. */
export function cellText(cell: ExportCell): string {
  if (cell == null) return '';
  if (typeof cell === 'string') return cell;
  return cell.kind === 'money' ? cell.value.toFixed(2) : cell.text;
}

function capitalise(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'Exact' replaces 'Exact Paid' in the export; N/A when unset (001 section 4). */
function exportPaymentStatus(row: Transaction): string {
  const status = row.paymentStatus ?? paymentStatusOf(row);
  if (!status) return 'N/A';
  return status === 'Exact Paid' ? 'Exact' : status;
}

/** The chain's answer "as Success or Failed" (001 section 9); empty until the chain has answered. */
function blockchainStatus(row: Transaction): 'Success' | 'Failed' | null {
  const status = row.blockchainData?.status?.toLowerCase() ?? '';
  if (!status) return null;
  return ['success', 'confirmed', 'completed'].includes(status) ? 'Success' : 'Failed';
}

export function depositRow(row: Transaction): ExportCell[] {
  return [
    dateCell(row.createdAt),
    row.transactionId ?? row._id,
    money(row.amount),
    money(row.actualBalance ?? row.verificationData?.actualBalance),
    money(row.fee),
    money(row.netAmount),
    row.currencyType ?? DEFAULT_CURRENCY,
    row.walletAddress ?? '',
    capitalise(row.status),
    dateCell(row.confirmedAt),
    dateCell(row.expiresAt),
    row.invoiceNo ?? '',
    exportPaymentStatus(row),
    row.blockchainTxHash ?? row.adminTransferData?.transactionHash ?? row.transactionHash ?? '',
  ];
}

export function payoutRow(row: Transaction): ExportCell[] {
  return [
    dateCell(row.createdAt),
    money(row.amount),
    money(row.fee),
    money(row.netAmount),
    row.currencyType ?? DEFAULT_CURRENCY,
    row.clientWallet ?? row.wallet ?? '',
    capitalise(row.status),
    dateCell(row.processedAt),
    row.adminNotes ?? '',
    row.transactionHash ?? '',
    row.blockchainTxHash ?? row.adminTransferData?.transactionHash ?? '',
    row.invoiceNo ?? '',
    row.blockchainData?.network ?? '',
    blockchainStatus(row),
  ];
}

export function sheetHeader(kind: ExportKind): ExportCell[] {
  return kind === 'deposit' ? [...DEPOSIT_COLUMNS] : [...PAYOUT_COLUMNS];
}

export function sheetRow(kind: ExportKind): (row: Transaction) => ExportCell[] {
  return kind === 'deposit' ? depositRow : payoutRow;
}

/** Column widths of rows arriving in batches. A loop, as Math.max(...column) of 100,000 overflows a worker's stack. */
export function columnWidthTracker(columns: number) {
  const longest = Array.from({ length: columns }, () => 0);
  return {
    add(table: readonly (readonly ExportCell[])[]) {
      for (const row of table) {
        for (let c = 0; c < columns; c += 1) longest[c] = Math.max(longest[c], cellText(row[c] ?? null).length);
      }
    },
    /** Longest shown text in the column plus 2, clamped to 10..50 (001 section 9). */
    widths: () => longest.map((length) => Math.min(50, Math.max(10, length + 2))),
  };
}

export function sheetName(kind: ExportKind): string {
  return `${capitalise(kind)} Transactions`;
}

const day = (value: string) => value.slice(0, 10);

/** merchant_{type}_transactions_{timestamp}[_status_{s}][_{start}_to_{end}|_from_{start}|_until_{end}].xlsx */
export function exportFileName(
  kind: ExportKind,
  options: { now?: Date; status?: string; startDate?: string; endDate?: string } = {},
): string {
  const stamp = (options.now ?? new Date()).toISOString().slice(0, 19).replace(/:/g, '-');
  let name = `merchant_${kind}_transactions_${stamp}`;
  if (options.status) name += `_status_${options.status}`;
  const { startDate, endDate } = options;
  if (startDate && endDate) name += `_${day(startDate)}_to_${day(endDate)}`;
  else if (startDate) name += `_from_${day(startDate)}`;
  else if (endDate) name += `_until_${day(endDate)}`;
  return `${name}.xlsx`;
}
