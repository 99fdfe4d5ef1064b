import type { Transaction } from '../../../../contract/transactions';
import { sheetBuilder } from '../workbookBytes';
import { columnWidthTracker, sheetHeader, sheetRow, type ExportCell, type ExportKind } from '../workbookRows';

/** The whole sheet of an export at once: its header row, then a row per transaction. */
export function sheetTable(kind: ExportKind, rows: readonly Transaction[]): ExportCell[][] {
  return [sheetHeader(kind), ...rows.map(sheetRow(kind))];
}

/** The column widths of a whole table, as the writer tracks them page by page. */
export function columnWidths(table: readonly (readonly ExportCell[])[]): number[] {
  const tracker = columnWidthTracker(table[0]?.length ?? 0);
  tracker.add(table);
  return tracker.widths();
}

/** The xlsx file of an export, its rows added at once. */
export function workbookBytes(kind: ExportKind, rows: readonly Transaction[]): Promise<ArrayBuffer> {
  const builder = sheetBuilder(kind);
  builder.add(rows);
  return builder.file();
}
