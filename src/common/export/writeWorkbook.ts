import { HttpError, type DataProvider } from 'ra-core';
import type { Transaction } from '../../../contract/transactions';
import { downloadBlob } from '../downloadBlob';
import { ListReadError, readListPages, type ExportProgress, type ListExportRequest } from './listPages';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';
import type { ExportCell, ExportKind } from './workbookRows';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Rows per message: the page copies each message on its own thread, so a slice must stay far
 * below a long task, while 100,000 rows still go over in a hundred messages.
 */
const ROWS_PER_MESSAGE = 1_000;

/**
 * Building or saving the workbook failed ('Failed to export transactions to Excel', 001 section 8),
 * as opposed to the writer's code not loading, which a retry can cure.
 */
export class ExcelWriteError extends Error {
  constructor(cause: unknown) {
    super('Failed to write the workbook', { cause });
    this.name = 'ExcelWriteError';
  }
}

const closed = () => new DOMException('The workbook was closed', 'AbortError');
const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The export was cancelled', 'AbortError');

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
function openWorkbookWorker(kind: ExportKind, signal?: AbortSignal): WorkbookStream {
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
      stopped ??= { reason: closed() };
      end(stopped.reason);
      worker.terminate();
    },
  };
}

/**
 * Opens a workbook that takes its rows as they arrive, or reads an export's pages itself, so that
 * the writing overlaps the fetching: in a Web Worker, started at once; where there is no Worker
 * (jsdom), the pages are read through react-admin's getList and the rows kept and written on the
 * page's thread at the end, with the writer loaded on demand. Nothing is saved before saveWorkbook.
 */
export function openWorkbook(kind: ExportKind, options: { signal?: AbortSignal } = {}): WorkbookStream {
  if (typeof Worker !== 'undefined') return openWorkbookWorker(kind, options.signal);
  let rows: Transaction[] | null = [];
  const append = (more: readonly Transaction[]) => {
    if (!rows) throw closed();
    for (const row of more) rows.push(row);
  };
  return {
    append,
    readList: ({ request, getList, onProgress }) => readListPages({ request, getList, signal: options.signal, onProgress, onRows: append }),
    async finish() {
      if (!rows) throw closed();
      const { workbookBytes } = await import('./workbookBytes');
      try {
        return await workbookBytes(kind, rows);
      } catch (error) {
        throw new ExcelWriteError(error);
      }
    },
    close() {
      rows = null;
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

/**
 * Writes the file of every row handed to the workbook and hands it to the browser as a download,
 * then closes the workbook. Aborting the signal means no file.
 */
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

/** Builds the workbook of rows already in hand (in a Web Worker where there is one) and downloads it. */
export async function writeWorkbook(kind: ExportKind, rows: readonly Transaction[], fileName: string): Promise<void> {
  const workbook = openWorkbook(kind);
  try {
    workbook.append(rows);
  } catch (error) {
    workbook.close();
    throw error;
  }
  await saveWorkbook(workbook, fileName);
}

/**
 * Writes a small one-sheet table (a few thousand rows at most) on the page's thread, with the
 * writer loaded on demand, and hands it to the browser as a download.
 */
export async function writeTableWorkbook(sheet: string, rows: readonly Record<string, ExportCell>[], fileName: string): Promise<void> {
  const { tableWorkbookBytes } = await import('./workbookBytes');
  download(() => tableWorkbookBytes(sheet, rows), fileName);
}
