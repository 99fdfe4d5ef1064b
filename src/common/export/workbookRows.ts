import { paymentStatusOf, type Transaction } from '../../../contract/transactions';

/**
 * The export layout of 001 section 9, as pure functions so that tests can pin every cell
 * without building a file. The xlsx writer runs in a Web Worker (workbook.worker.ts).
 */

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

export function money(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? '0.00' : value.toFixed(2);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Local date and time, `YYYY-MM-DD HH:mm:ss`: sortable in a spreadsheet and unambiguous. */
export function dateCell(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function capitalise(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'Exact' replaces 'Exact Paid' in the export; N/A when unset (001 section 4). */
export function exportPaymentStatus(row: Transaction): string {
  const status = row.paymentStatus ?? paymentStatusOf(row);
  if (!status) return 'N/A';
  return status === 'Exact Paid' ? 'Exact' : status;
}

/**
 * 001 section 9 exports the blockchain status "as Success or Failed" and, unlike the payment
 * status (N/A), names no third value: a row without a successful transfer on chain, including one
 * with no blockchain data yet, is Failed.
 */
export function blockchainStatus(row: Transaction): 'Success' | 'Failed' {
  const status = row.blockchainData?.status?.toLowerCase() ?? '';
  return ['success', 'confirmed', 'completed'].includes(status) ? 'Success' : 'Failed';
}

function blockchainHash(row: Transaction): string {
  return row.blockchainTxHash ?? row.adminTransferData?.transactionHash ?? row.transactionHash ?? '';
}

export function depositRow(row: Transaction): string[] {
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
    blockchainHash(row),
  ];
}

export function payoutRow(row: Transaction): string[] {
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

export function sheetTable(kind: ExportKind, rows: readonly Transaction[]): string[][] {
  if (kind === 'deposit') return [[...DEPOSIT_COLUMNS], ...rows.map(depositRow)];
  return [[...PAYOUT_COLUMNS], ...rows.map(payoutRow)];
}

/**
 * Longest text in the column plus 2, clamped to 10..50 (001 section 9). A loop, not
 * Math.max(...column): spreading 100,000 values overflows the stack, a Web Worker's first.
 */
export function columnWidths(table: string[][]): number[] {
  const columns = table[0]?.length ?? 0;
  return Array.from({ length: columns }, (_, c) => {
    let longest = 0;
    for (const row of table) longest = Math.max(longest, (row[c] ?? '').length);
    return Math.min(50, Math.max(10, longest + 2));
  });
}

export function sheetName(kind: ExportKind): string {
  return `${capitalise(kind)} Transactions`;
}

function day(value: string): string {
  return value.slice(0, 10);
}

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
