import { utils, write } from 'xlsx';
import type { Transaction } from '../../../contract/transactions';
import { columnWidths, sheetName, sheetTable, type ExportKind } from './workbookRows';

/**
 * The xlsx file of an export (001 section 9) as bytes. It runs in the export's Web Worker, and on
 * the main thread only where there is no Worker (jsdom). We only write workbooks; nothing the user
 * uploads is ever parsed.
 */
export function workbookBytes(kind: ExportKind, rows: readonly Transaction[]): ArrayBuffer {
  const table = sheetTable(kind, rows);
  const sheet = utils.aoa_to_sheet(table);
  sheet['!cols'] = columnWidths(table).map((wch) => ({ wch }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName(kind));
  return write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}
