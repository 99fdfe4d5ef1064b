import type { Transaction } from '../../../contract/transactions';
import { downloadBlob } from '../downloadBlob';
import { ExcelWriteError } from './excelWriteError';
import { readListPages } from './listPages';
import type { ExportCell, ExportKind } from './workbookRows';
import { openWorkbookWorker, ROWS_PER_MESSAGE, type WorkbookStream } from './workbookWorker';
import { yieldToMain } from './yieldToMain';

export type { WorkbookStream } from './workbookWorker';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Only where there is no Web Worker (jsdom in the unit tests) is the file written on the page's
 * own thread; the writer then loads on demand, so it never weighs on the first page load.
 */
async function writeOnMainThread(kind: ExportKind, rows: readonly Transaction[]): Promise<ArrayBuffer> {
  const { workbookBytes } = await import('./workbookBytes');
  try {
    return workbookBytes(kind, rows);
  } catch (error) {
    throw new ExcelWriteError(error);
  }
}

/**
 * Writes a small one-sheet table (a few thousand rows at most) on the page's thread, with the
 * writer loaded on demand, and hands it to the browser as a download.
 */
export async function writeTableWorkbook(sheet: string, rows: readonly Record<string, ExportCell>[], fileName: string): Promise<void> {
  const { tableWorkbookBytes } = await import('./workbookBytes');
  let bytes: ArrayBuffer;
  try {
    bytes = tableWorkbookBytes(sheet, rows);
  } catch (error) {
    throw new ExcelWriteError(error);
  }
  downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}

/** Hands the file to the browser as a download; a browser that cannot is an Excel failure. */
function download(bytes: ArrayBuffer, fileName: string): void {
  try {
    downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
  } catch (error) {
    throw new ExcelWriteError(error);
  }
}

/**
 * Builds the workbook of rows already in hand (in a Web Worker where there is one) and hands it to
 * the browser as a download. The rows go over in slices with a yield between them, so the page
 * stays responsive from the first row to the file. Aborting the signal stops the writing and
 * rejects with the signal's reason.
 */
export async function writeWorkbook(
  kind: ExportKind,
  rows: readonly Transaction[],
  fileName: string,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const workbook = openWorkbook(kind, options);
  try {
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
      // A cancel or a dead worker throws here, at the next slice.
      workbook.append(rows.slice(start, start + ROWS_PER_MESSAGE));
      await yieldToMain();
    }
  } catch (error) {
    workbook.close();
    throw error;
  }
  await saveWorkbook(workbook, fileName, options);
}

/**
 * Opens a workbook that takes its rows as they arrive, or reads an export's pages itself, so that
 * the writing overlaps the fetching: in a Web Worker, started at once; where there is no Worker
 * (jsdom), the pages are read through react-admin's getList and the rows kept and written on the
 * page's thread at the end. Nothing is saved before saveWorkbook.
 */
export function openWorkbook(kind: ExportKind, options: { signal?: AbortSignal } = {}): WorkbookStream {
  if (typeof Worker !== 'undefined') return openWorkbookWorker(kind, options.signal);
  let rows: Transaction[] | null = [];
  const append = (more: readonly Transaction[]) => {
    if (!rows) throw new DOMException('The workbook was closed', 'AbortError');
    for (const row of more) rows.push(row);
  };
  return {
    append,
    readList: ({ request, getList, onProgress }) => readListPages({ request, getList, signal: options.signal, onProgress, onRows: append }),
    finish: async () => {
      if (!rows) throw new DOMException('The workbook was closed', 'AbortError');
      return writeOnMainThread(kind, rows);
    },
    close() {
      rows = null;
    },
  };
}

/**
 * Writes the file of every row handed to the workbook and hands it to the browser as a download,
 * then closes the workbook. Aborting the signal means no file.
 */
export async function saveWorkbook(workbook: WorkbookStream, fileName: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const { signal } = options;
  try {
    const bytes = await workbook.finish();
    // A cancel that lands as the file is done still means no file.
    signal?.throwIfAborted();
    download(bytes, fileName);
  } finally {
    workbook.close();
  }
}
