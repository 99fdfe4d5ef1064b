import type { Transaction } from '../../../contract/transactions';
import { downloadBlob } from '../downloadBlob';
import { ExcelWriteError } from './excelWriteError';
import type { ExportKind } from './workbookRows';
import { writeInWorker } from './workbookWorker';

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
export async function writeTableWorkbook(sheet: string, rows: readonly Record<string, string>[], fileName: string): Promise<void> {
  const { tableWorkbookBytes } = await import('./workbookBytes');
  let bytes: ArrayBuffer;
  try {
    bytes = tableWorkbookBytes(sheet, rows);
  } catch (error) {
    throw new ExcelWriteError(error);
  }
  downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}

/**
 * Builds the workbook in a Web Worker and hands it to the browser as a download. Aborting the
 * signal stops the writing and rejects with the signal's reason.
 */
export async function writeWorkbook(
  kind: ExportKind,
  rows: readonly Transaction[],
  fileName: string,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const { signal } = options;
  const bytes = typeof Worker === 'undefined' ? await writeOnMainThread(kind, rows) : await writeInWorker(kind, rows, signal);
  // A cancel that lands as the file is done still means no file.
  signal?.throwIfAborted();
  try {
    downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
  } catch (error) {
    throw new ExcelWriteError(error);
  }
}
