import { HttpError, type DataProvider } from 'ra-core';
import type { Transaction } from '../../../contract/transactions';
import { ExcelWriteError } from './excelWriteError';
import type { ExportProgress } from './fetchAllPages';
import { ListReadError, type ListExportRequest } from './listPages';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';
import type { ExportKind } from './workbookRows';

/**
 * Rows per message: the page copies each message on its own thread, so a slice must stay far
 * below a long task, while 100,000 rows still go over in a hundred messages.
 */
export const ROWS_PER_MESSAGE = 1_000;

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The export was cancelled', 'AbortError');
}

/** How the workbook reads a list itself (an export's pages); see ListExportRequest. */
export interface ListRead {
  request: ListExportRequest;
  /** Where there is no Worker, the pages are read on the page through react-admin's getList. */
  getList: DataProvider['getList'];
  /** In the worker, through the dataProvider's resource over an HTTP client of this base and token. */
  apiBase: string;
  token: string | null;
  onProgress?: (progress: ExportProgress) => void;
}

/**
 * A workbook being written while its rows still arrive: rows go in, in order, as they come, or
 * the workbook reads a list itself; the file comes out at the end. Nothing is saved until
 * `finish`, and `close` drops everything.
 */
export interface WorkbookStream {
  /** Hands the rows over at once; throws why the writer stopped if it has (failed or aborted). */
  append(rows: readonly Transaction[]): void;
  /**
   * Reads every page of the list into the sheet; resolves with the rows kept. A failed call
   * rejects with ListReadError (its cause the dataProvider's error), a failed sheet with
   * ExcelWriteError.
   */
  readList(read: ListRead): Promise<number>;
  /** Resolves with the file's bytes once every row handed over is in it. */
  finish(): Promise<ArrayBuffer>;
  /** Stops the writer and drops its rows; safe to call more than once. */
  close(): void;
}

/** The worker's failure as the page's error: the HttpError of a failed call is rebuilt as it was. */
function failureOf(reply: Extract<WorkbookReply, { type: 'failed' }>): Error {
  if (reply.stage === 'write') return new ExcelWriteError(new Error(reply.message));
  const cause = reply.status === undefined ? new Error(reply.message) : new HttpError(reply.message, reply.status, reply.body);
  return new ListReadError(cause);
}

/**
 * Starts the export's Web Worker at once, so that it loads the writer while the first pages are
 * fetched, and turns rows into cells as they are handed over or read. Aborting stops the worker.
 * A worker that cannot start (its script failed to load) rejects with a plain error, which a
 * retry can cure.
 */
export function openWorkbookWorker(kind: ExportKind, signal?: AbortSignal): WorkbookStream {
  if (signal?.aborted) throw abortReason(signal);
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
    signal?.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
  });
  // A failure between two pages is kept for the next append or finish, not left unhandled.
  written.catch((reason: unknown) => {
    stopped ??= { reason };
    worker.terminate();
  });
  post({ type: 'start', kind });
  return {
    append(rows) {
      if (stopped) throw stopped.reason;
      for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
        post({ type: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
      }
    },
    readList({ request, apiBase, token, onProgress: progress }) {
      if (stopped) return Promise.reject(stopped.reason);
      onProgress = progress;
      // Whatever ends the worker (failure, abort, close) ends the read too.
      const done = new Promise<number>((resolve, reject) => {
        readDone = resolve;
        written.catch(reject);
      });
      post({ type: 'read', request, apiBase, token });
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
    close() {
      stopped ??= { reason: new DOMException('The workbook was closed', 'AbortError') };
      end(stopped.reason);
      worker.terminate();
    },
  };
}
