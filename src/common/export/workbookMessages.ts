import type { Transaction } from '../../../contract/transactions';
import type { ExportProgress, ListExportRequest } from './listPages';
import type { ExportKind } from './workbookRows';

/** To the worker: the sheet's kind and the time zone of its dates, then rows in slices or a list to read itself, then the order to write. */
export type WorkbookRequest =
  | { type: 'start'; kind: ExportKind; timeZone: string }
  | { type: 'rows'; rows: Transaction[] }
  | { type: 'read'; request: ListExportRequest; apiBase: string; token: string | null }
  | { type: 'write' };

/** From the worker: a read's progress and rows kept, the file (transferred), or the failure (with any HTTP answer). */
export type WorkbookReply =
  | ({ type: 'progress' } & ExportProgress)
  | { type: 'read'; rows: number }
  | { type: 'written'; bytes: ArrayBuffer }
  | { type: 'failed'; stage: 'read' | 'write'; message: string; status?: number; body?: unknown };
