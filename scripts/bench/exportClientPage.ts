/**
 * Runs in Chromium (bundled by export-client.ts): times each step the browser takes to export
 * `rows` deposits, on the page's main thread, from one real list page's JSON repeated.
 */
import { utils, write, type CellObject } from 'xlsx';
import type { Transaction } from '../../contract/transactions';
import { listOf } from '../../dataProvider/shapes';
import { adaptRecord } from '../../dataProvider/rowShapes';
import { sheetBuilder } from '../../src/common/export/workbookBytes';
import { DATE_FORMAT, MONEY_FORMAT, sheetHeader, sheetRow, type ExportCell } from '../../src/common/export/workbookRows';

const SLICE = 1_000;

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const out = work();
  return [out, performance.now() - start];
}

async function timedAsync<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const out = await work();
  return [out, performance.now() - start];
}

const slices = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / SLICE) }, (_, i) => rows.slice(i * SLICE, (i + 1) * SLICE));

async function deflateRaw(bytes: Uint8Array): Promise<ArrayBuffer> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Response(stream).arrayBuffer();
}

/** SheetJS's cell of an export cell, as workbookBytes.ts made it before issue 17's rewrite. */
function sheetCell(cell: ExportCell): CellObject | null {
  if (cell == null || cell === '') return null;
  if (typeof cell === 'string') return { t: 's', v: cell };
  if (cell.kind === 'money') return { t: 'n', v: cell.value, z: MONEY_FORMAT };
  return { t: 'n', v: cell.serial, z: DATE_FORMAT };
}

export async function measureClient(pageText: string, rows: number): Promise<Record<string, number>> {
  const pages = Math.ceil(rows / 100);
  const figures: Record<string, number> = { pageBytes: pageText.length };
  // Main thread, per page: JSON parse (as Response.json), then the data provider's mapping
  // (listOf's withId, then the lifecycle callbacks' adaptRecord), then postMessage's structured clone.
  const [parsed, parseMs] = timed(() => Array.from({ length: pages }, () => JSON.parse(pageText) as unknown));
  const [all, mapMs] = timed(() =>
    parsed.flatMap((body) => listOf(body).rows.map((record) => adaptRecord('transactions', record)) as unknown as Transaction[]),
  );
  all.forEach((row, i) => Object.assign(row, { _id: `${row._id}-${i}`, id: `${row._id}-${i}` }));
  figures.rows = all.length;
  figures.parseMs = parseMs;
  figures.mapMs = mapMs;
  const sink = new Worker(URL.createObjectURL(new Blob(['onmessage = () => {}'], { type: 'text/javascript' })));
  figures.postMs = timed(() => slices(all).forEach((slice) => sink.postMessage({ type: 'rows', rows: slice })))[1];
  sink.terminate();

  // Worker: the sheet as rows arrive (XML, UTF-8), then the file, zipped and DEFLATEd by fflate.
  const builder = sheetBuilder('deposit');
  figures.addMs = timed(() => slices(all).forEach((slice) => builder.add(slice)))[1];
  const [file, finishMs] = timed(() => builder.bytes());
  figures.finishMs = finishMs;
  figures.fileBytes = file.byteLength;

  // For comparison, SheetJS building the whole sheet and writing it at the end, as the export
  // did before (issue 17): its cells as rows arrive, then its write with and without its DEFLATE.
  const toRow = sheetRow('deposit');
  const sheet = utils.aoa_to_sheet([sheetHeader('deposit').map(sheetCell)]);
  figures.sheetJsCellsMs = 0;
  let next = 1;
  for (const slice of slices(all)) {
    figures.sheetJsCellsMs += timed(() => {
      const table = slice.map(toRow).map((row) => row.map(sheetCell));
      utils.sheet_add_aoa(sheet, table, { origin: { r: next, c: 0 } });
      next += table.length;
    })[1];
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Deposit Transactions');
  const [compressed, sheetJsWriteMs] = timed(() => write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer);
  figures.sheetJsWriteMs = sheetJsWriteMs;
  figures.sheetJsBytes = compressed.byteLength;
  const [stored, sheetJsStoredMs] = timed(() => write(book, { bookType: 'xlsx', type: 'array', compression: false }) as ArrayBuffer);
  figures.sheetJsStoredMs = sheetJsStoredMs;
  figures.storedBytes = stored.byteLength;
  const [native, nativeDeflateMs] = await timedAsync(() => deflateRaw(new Uint8Array(stored)));
  figures.nativeDeflateMs = nativeDeflateMs;
  figures.nativeBytes = native.byteLength;
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, Math.round(value)]));
}

(globalThis as unknown as { measureClient: typeof measureClient }).measureClient = measureClient;
