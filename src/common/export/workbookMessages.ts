import type { Transaction } from '../../../contract/transactions';
import type { ExportKind } from './workbookRows';

/**
 * What the page sends the workbook worker: the sheet's kind, then the rows in slices as they
 * arrive (the worker turns each slice into cells at once), then the order to write the file.
 */
export type WorkbookRequest =
  | { type: 'start'; kind: ExportKind }
  | { type: 'rows'; rows: Transaction[] }
  | { type: 'write' };

/** What the worker answers once: the file's bytes (transferred, not copied) or why it failed. */
export type WorkbookReply =
  | { type: 'written'; bytes: ArrayBuffer }
  | { type: 'failed'; message: string };
