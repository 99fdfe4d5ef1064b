import { HttpError } from 'ra-core';
import type { Transaction } from '../../../contract/transactions';
import { downloadBlob } from '../downloadBlob';
import { ListReadError, type ExportProgress } from './listPages';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';
import type { ExportCell, ExportKind } from './workbookRows';
import { timeZoneName } from '../formatters';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows per message: the page copies each on its thread, so a slice stays far below a long task. */
const ROWS_PER_MESSAGE = 1_000;

/** Building or saving the workbook failed (001 section 8), unlike the writer not loading, which a retry cures. */
export class ExcelWriteError extends Error {
  constructor(cause: unknown) {
    super('Failed to write the workbook', { cause });
    this.name = 'ExcelWriteError';
  }
}

/** How the workbook reads a list itself: in the worker over an HTTP client of apiBase and token. */
type ListRead = Omit<Extract<WorkbookRequest, { type: 'read' }>, 'type'> & { onProgress?: (progress: ExportProgress) => void };

/** A workbook written while its rows arrive (appended, or read by readList); `close` drops everything. */
export type WorkbookStream = ReturnType<typeof openWorkbook>;

/** The worker's failure as the page's error: the HttpError of a failed call is rebuilt as it was. */
function failureOf(reply: Extract<WorkbookReply, { type: 'failed' }>): Error {
  if (reply.stage === 'write') return new ExcelWriteError(new Error(reply.message));
  const cause = reply.status === undefined ? new Error(reply.message) : new HttpError(reply.message, reply.status, reply.body);
  return new ListReadError(cause);
}

/** A workbook written in a Web Worker, started at once to load the writer while page 1 loads; one that cannot start is retryable. */
export function openWorkbook(kind: ExportKind, { signal }: { signal?: AbortSignal } = {}) {
  signal?.throwIfAborted();
  const worker = new Worker(new URL('./workbook.worker.ts', import.meta.url), { type: 'module', name: 'workbook' });
  const post = (message: WorkbookRequest) => worker.postMessage(message);
  let stopped: { reason: unknown } | null = null;
  let onProgress: ((progress: ExportProgress) => void) | undefined;
  let readDone: ((rows: number) => void) | undefined;
  let end: (reason: unknown) => void = () => {};
  const written = new Promise<ArrayBuffer>((resolve, reject) => {
    end = reject;
    worker.onmessage = ({ data }: MessageEvent<WorkbookReply>) => {
      if (data.type === 'progress') onProgress?.({ fetched: data.fetched, total: data.total });
      else if (data.type === 'read') readDone?.(data.rows);
      else if (data.type === 'written') resolve(data.bytes);
      else reject(failureOf(data));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(`The workbook worker failed: ${event.message || 'it could not start'}`));
    };
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  // A failure between two pages is kept for the next append or finish, not left unhandled.
  written.catch((reason: unknown) => {
    stopped ??= { reason };
    worker.terminate();
  });
  post({ type: 'start', kind, timeZone: timeZoneName() });
  return {
    /** Throws why the writer stopped if it has (failed or aborted). */
    append(rows: readonly Transaction[]) {
      if (stopped) throw stopped.reason;
      for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
        post({ type: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
      }
    },
    /** Resolves with the rows kept; rejects with ListReadError for a failed call, ExcelWriteError for the sheet. */
    readList({ onProgress: progress, ...read }: ListRead): Promise<number> {
      if (stopped) return Promise.reject(stopped.reason);
      onProgress = progress;
      // Whatever ends the worker (failure, abort, close) ends the read too.
      const done = new Promise<number>((resolve, reject) => {
        readDone = resolve;
        written.catch(reject);
      });
      post({ type: 'read', ...read });
      return done;
    },
    async finish() {
      if (stopped) throw stopped.reason;
      post({ type: 'write' });
      try {
        return await written;
      } finally {
        worker.terminate();
      }
    },
    /** Safe to call more than once. */
    close() {
      stopped ??= { reason: new DOMException('The workbook was closed', 'AbortError') };
      end(stopped.reason);
      worker.terminate();
    },
  };
}

/** Hands the file to the browser as a download; a file that cannot be built or handed over is an Excel failure. */
function download(bytes: () => ArrayBuffer, fileName: string): void {
  try {
    downloadBlob(new Blob([bytes()], { type: XLSX_TYPE }), fileName);
  } catch (error) {
    throw new ExcelWriteError(error);
  }
}

/** Downloads the workbook's file, then closes it; aborting the signal means no file. */
export async function saveWorkbook(workbook: WorkbookStream, fileName: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  try {
    const bytes = await workbook.finish();
    // A cancel that lands as the file is done still means no file.
    options.signal?.throwIfAborted();
    download(() => bytes, fileName);
  } finally {
    workbook.close();
  }
}

/** Builds the workbook of rows already in hand in a Web Worker and downloads it. */
export async function writeWorkbook(kind: ExportKind, rows: readonly Transaction[], fileName: string): Promise<void> {
  const workbook = openWorkbook(kind);
  // A workbook just opened takes rows: append throws only once the writer has stopped.
  workbook.append(rows);
  await saveWorkbook(workbook, fileName);
}

/** Downloads a small one-sheet table, written on this thread with the writer loaded on demand. */
export async function writeTableWorkbook(sheet: string, rows: readonly Record<string, ExportCell>[], fileName: string): Promise<void> {
  const { tableWorkbookBytes } = await import('./workbookBytes');
  download(() => tableWorkbookBytes(sheet, rows), fileName);
}
