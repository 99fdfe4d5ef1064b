import type { Withdrawal } from '../../../contract/payouts';

/**
 * The payout export of 001 section 9: the payout columns, sheet 'Payout Transactions', widths of
 * the longest text plus 2 clamped to 10..50, file merchant_payout_transactions_{timestamp}.xlsx.
 * The same layout as the Payouts tab export of the transactions screen.
 */
export const PAYOUT_COLUMNS = [
  'Date Created', 'Amount', 'Fee', 'Net Amount', 'Currency', 'Client Wallet', 'Status', 'Processed At',
  'Admin Notes', 'Transaction Hash', 'Blockchain Hash', 'Invoice No', 'Network', 'Blockchain Status',
] as const;

export const SHEET_NAME = 'Payout Transactions';

const money = (value: number | null | undefined) => (value == null || Number.isNaN(value) ? '0.00' : value.toFixed(2));
const pad = (n: number) => String(n).padStart(2, '0');
const capitalise = (value: string | null | undefined) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : '');

function dateCell(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function blockchainStatus(row: Withdrawal): string {
  const status = row.blockchainData?.status;
  if (!status) return '';
  return ['success', 'confirmed', 'completed'].includes(status.toLowerCase()) ? 'Success' : 'Failed';
}

export function payoutRow(row: Withdrawal): string[] {
  return [
    dateCell(row.createdAt),
    money(row.amount),
    money(row.fee),
    money(row.netAmount),
    row.currencyType ?? 'USDT-TRC20',
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

export function payoutTable(rows: readonly Withdrawal[]): string[][] {
  return [[...PAYOUT_COLUMNS], ...rows.map(payoutRow)];
}

export function columnWidths(table: string[][]): number[] {
  return (table[0] ?? []).map((_, c) => Math.min(50, Math.max(10, Math.max(...table.map((r) => (r[c] ?? '').length)) + 2)));
}

export function payoutFileName(now = new Date()): string {
  return `merchant_payout_transactions_${now.toISOString().slice(0, 19).replace(/:/g, '-')}.xlsx`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the workbook with xlsx, loaded on demand, and hands it to the browser as a download. */
export async function writePayoutWorkbook(rows: readonly Withdrawal[], fileName: string): Promise<void> {
  const XLSX = await import('xlsx');
  const table = payoutTable(rows);
  const sheet = XLSX.utils.aoa_to_sheet(table);
  sheet['!cols'] = columnWidths(table).map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL when the click is handled; revoking it later frees the memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
