import type { Transaction } from '../../../contract/transactions';
import type { ExportProgress, ListExportRequest } from './listPages';
import type { ExportKind } from './workbookRows';

/**
 * What the page sends the workbook worker: the sheet's kind, then either rows in slices (rows the
 * page has) or a list for the worker to read itself, page by page, with the session's token; then
 * the order to write the file.
 */
export type WorkbookRequest =
  | { type: 'start'; kind: ExportKind }
  | { type: 'rows'; rows: Transaction[] }
  | { type: 'read'; request: ListExportRequest; apiBase: string; token: string | null }
  | { type: 'write' };

/**
 * What the worker answers: the progress of a read and its count of rows kept, the file's bytes
 * (transferred, not copied), or why it failed: reading (with the call's HTTP status and body when
 * it had an answer) or writing.
 */
export type WorkbookReply =
  | ({ type: 'progress' } & ExportProgress)
  | { type: 'read'; rows: number }
  | { type: 'written'; bytes: ArrayBuffer }
  | { type: 'failed'; stage: 'read' | 'write'; message: string; status?: number; body?: unknown };
