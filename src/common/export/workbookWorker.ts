import type { Transaction } from '../../../contract/transactions';
import { ExcelWriteError } from './excelWriteError';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';
import type { ExportKind } from './workbookRows';
import { yieldToMain } from './yieldToMain';

/**
 * Rows per message: the page copies each message on its own thread, so a slice must stay far
 * below a long task, while 100,000 rows still go over in a hundred messages.
 */
const ROWS_PER_MESSAGE = 1_000;

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The export was cancelled', 'AbortError');
}

/**
 * Writes the workbook in a Web Worker and resolves with its bytes. The rows go over in slices with
 * a yield between them, so the page stays responsive from the first row to the file. Aborting
 * stops the worker at once. A failed write rejects with ExcelWriteError; a worker that cannot
 * start (its script failed to load) rejects with a plain error, which a retry can cure.
 */
export async function writeInWorker(kind: ExportKind, rows: readonly Transaction[], signal?: AbortSignal): Promise<ArrayBuffer> {
  if (signal?.aborted) throw abortReason(signal);
  const worker = new Worker(new URL('./workbook.worker.ts', import.meta.url), { type: 'module', name: 'workbook' });
  const post = (message: WorkbookRequest) => worker.postMessage(message);
  try {
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
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
      post({ type: 'rows', rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
      // A cancel or a dead worker ends the loop at once instead of after the last slice.
      await Promise.race([written, yieldToMain()]);
    }
    post({ type: 'write', kind });
    return await written;
  } finally {
    worker.terminate();
  }
}
