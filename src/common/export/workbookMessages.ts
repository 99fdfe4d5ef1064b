import type { Transaction } from '../../../contract/transactions';
import type { ExportKind } from './workbookRows';

/** What the page sends the workbook worker: the rows in slices, then the order to write them. */
export type WorkbookRequest =
  | { type: 'rows'; rows: Transaction[] }
  | { type: 'write'; kind: ExportKind };

/** What the worker answers once: the file's bytes (transferred, not copied) or why it failed. */
export type WorkbookReply =
  | { type: 'written'; bytes: ArrayBuffer }
  | { type: 'failed'; message: string };
