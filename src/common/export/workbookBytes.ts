import { utils, write } from 'xlsx';
import type { Transaction } from '../../../contract/transactions';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  columnWidthTracker,
  sheetHeader,
  sheetName,
  sheetRow,
  type ExportCell,
  type ExportKind,
} from './workbookRows';

/** The cell objects SheetJS's aoa_to_sheet takes as they are (its CellObject, text and numbers only). */
interface SheetCell {
  t: 's' | 'n';
  v: string | number;
  z?: string;
}

/**
 * A cell as SheetJS writes it: an amount as a number formatted 0.00, a date as a serial number
 * with a date format (what a spreadsheet program stores for a typed date), text as text. An
 * empty value is no cell at all, so it neither counts nor sums.
 */
function sheetCell(cell: ExportCell): SheetCell | null {
  if (cell == null || cell === '') return null;
  if (typeof cell === 'string') return { t: 's', v: cell };
  if (cell.kind === 'money') return { t: 'n', v: cell.value, z: MONEY_FORMAT };
  return { t: 'n', v: cell.serial, z: DATE_FORMAT };
}

/**
 * An export's sheet built as its rows arrive (the export's pages, in order): each batch becomes
 * cells and widens the columns at once, so that when the last page is in only the file itself is
 * left to write. It runs in the export's Web Worker, and on the main thread only where there is no
 * Worker (jsdom). We only write workbooks; nothing the user uploads is ever parsed.
 */
export function sheetBuilder(kind: ExportKind) {
  const header = sheetHeader(kind);
  const toRow = sheetRow(kind);
  const widths = columnWidthTracker(header.length);
  widths.add([header]);
  const sheet = utils.aoa_to_sheet([header.map(sheetCell)]);
  let nextRow = 1;
  return {
    add(rows: readonly Transaction[]) {
      if (!rows.length) return;
      const table = rows.map(toRow);
      widths.add(table);
      utils.sheet_add_aoa(sheet, table.map((row) => row.map(sheetCell)), { origin: { r: nextRow, c: 0 } });
      nextRow += table.length;
    },
    /** The xlsx file (001 section 9) of every row added so far. */
    bytes(): ArrayBuffer {
      sheet['!cols'] = widths.widths().map((wch) => ({ wch }));
      const book = utils.book_new();
      utils.book_append_sheet(book, sheet, sheetName(kind));
      return write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
    },
  };
}

/** The xlsx file of an export (001 section 9) as bytes, from all its rows at once. */
export function workbookBytes(kind: ExportKind, rows: readonly Transaction[]): ArrayBuffer {
  const builder = sheetBuilder(kind);
  builder.add(rows);
  return builder.bytes();
}

/**
 * A one-sheet workbook of plain text rows, keyed by column name (the activity export). It lives in
 * this lazily loaded chunk too, so xlsx stays in one place for every export.
 */
export function tableWorkbookBytes(name: string, rows: readonly Record<string, string>[]): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.json_to_sheet(rows as Record<string, string>[]), name);
  return write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}
