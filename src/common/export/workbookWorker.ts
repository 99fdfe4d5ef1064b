import type { Transaction } from '../../../contract/transactions';
import { ExcelWriteError } from './excelWriteError';
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

/**
 * A workbook being written while its rows still arrive: rows go in, in order, as they come; the
 * file comes out at the end. Nothing is saved until `finish`, and `close` drops everything.
 */
export interface WorkbookStream {
  /** Hands the rows over at once; throws why the writer stopped if it has (failed or aborted). */
  append(rows: readonly Transaction[]): void;
  /** Resolves with the file's bytes once every row handed over is in it. */
  finish(): Promise<ArrayBuffer>;
  /** Stops the writer and drops its rows; safe to call more than once. */
  close(): void;
}

/**
 * Starts the export's Web Worker at once, so that it loads the writer while the first pages are
 * fetched, and turns rows into cells as they are handed over. Aborting stops the worker. A failed
 * write rejects with ExcelWriteError; a worker that cannot start (its script failed to load)
 * rejects with a plain error, which a retry can cure.
 */
export function openWorkbookWorker(kind: ExportKind, signal?: AbortSignal): WorkbookStream {
  if (signal?.aborted) throw abortReason(signal);
  const worker = new Worker(new URL('./workbook.worker.ts', import.meta.url), { type: 'module', name: 'workbook' });
  const post = (message: WorkbookRequest) => worker.postMessage(message);
  let stopped: { reason: unknown } | null = null;
  const written = new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<WorkbookReply>) => {
      if (data.type === 'written') resolve(data.bytes);
      else reject(new ExcelWriteError(new Error(data.message)));
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
      worker.terminate();
    },
  };
}
