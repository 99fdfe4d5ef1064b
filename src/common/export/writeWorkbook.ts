import type { Transaction } from '../../../contract/transactions';
import { columnWidths, sheetName, sheetTable, type ExportKind } from './workbookRows';

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

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Hands the file to the browser through a download link. xlsx's own writeFile guesses its
 * environment (and writes to disk when it finds Node's fs), so the download is done here.
 */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL when the click is handled; revoking it later frees the memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/**
 * Builds the workbook and hands it to the browser as a download. xlsx is imported here, on
 * demand, so the spreadsheet writer never weighs on the first page load. We only write workbooks;
 * nothing the user uploads is ever parsed.
 */
export async function writeWorkbook(kind: ExportKind, rows: Transaction[], fileName: string): Promise<void> {
  const XLSX = await import('xlsx');
  try {
    const table = sheetTable(kind, rows);
    const sheet = XLSX.utils.aoa_to_sheet(table);
    sheet['!cols'] = columnWidths(table).map((wch) => ({ wch }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, sheetName(kind));
    const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
    download(new Blob([bytes], { type: XLSX_TYPE }), fileName);
  } catch (error) {
    throw new ExcelWriteError(error);
  }
}
