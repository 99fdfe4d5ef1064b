import { Zip, ZipDeflate, strFromU8, unzipSync, type ZipInputFile } from 'fflate';
import { utils, write } from 'xlsx';
import type { Transaction } from '../../../contract/transactions';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  columnWidthTracker,
  sheetHeader,
  sheetName,
  sheetRow,
  type ExportCell,
  type ExportKind,
} from './workbookRows';

/** The cell objects SheetJS's aoa_to_sheet takes as they are (its CellObject, text and numbers only). */
interface SheetCell {
  t: 's' | 'n';
  v: string | number;
  z?: string;
}

/**
 * A cell as SheetJS writes it: an amount as a number formatted 0.00, a date as a serial number
 * with a date format (what a spreadsheet program stores for a typed date), text as text. An
 * empty value is no cell at all, so it neither counts nor sums.
 */
function sheetCell(cell: ExportCell): SheetCell | null {
  if (cell == null || cell === '') return null;
  if (typeof cell === 'string') return { t: 's', v: cell };
  if (cell.kind === 'money') return { t: 'n', v: cell.value, z: MONEY_FORMAT };
  return { t: 'n', v: cell.serial, z: DATE_FORMAT };
}

const SHEET_PATH = 'xl/worksheets/sheet1.xml';
/**
 * fflate's fastest level, for the small parts and for the sheet where the platform has no
 * CompressionStream: the sheet is compressed after the last page is in, so its time is the user's
 * wait. For 100,000 deposits (66 MB of XML) level 6 took 1.6 times as long for a file a sixth smaller.
 */
const DEFLATE_LEVEL = 1;
/** The longest text a cell may hold (Excel's limit, which SheetJS enforces too). */
const MAX_TEXT = 32_767;

/**
 * The workbook SheetJS writes (stored, not compressed) for a sheet of the header row and one probe
 * row of a date then an amount, so that its styles hold both number formats. Its sheet XML is cut
 * around the rows: `head` up to and including the header row, `tail` from the end of the rows on;
 * `ref` is its range, which the caller replaces with the real one.
 */
function template(kind: ExportKind, widths: readonly number[] | null) {
  const header = sheetHeader(kind);
  const probe: SheetCell[] = [
    { t: 'n', v: 0, z: DATE_FORMAT },
    { t: 'n', v: 0, z: MONEY_FORMAT },
  ];
  const sheet = utils.aoa_to_sheet([header.map(sheetCell), probe]);
  if (widths) sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName(kind));
  const parts = unzipSync(new Uint8Array(write(book, { bookType: 'xlsx', type: 'array', compression: false }) as ArrayBuffer));
  if (!parts[SHEET_PATH]) throw new Error('SheetJS wrote no sheet');
  const xml = strFromU8(parts[SHEET_PATH]);
  const style = (ref: string) => /^<c r="[A-Z]+2"(?: s="(\d+)")?/.exec(xml.slice(xml.indexOf(`<c r="${ref}"`)))?.[1] ?? '0';
  const rowsStart = xml.indexOf('<row r="2"');
  const rowsEnd = xml.indexOf('</sheetData>');
  if (rowsStart < 0 || rowsEnd < rowsStart) throw new Error('SheetJS wrote an unexpected sheet');
  return {
    parts,
    head: xml.slice(0, rowsStart),
    tail: xml.slice(rowsEnd),
    ref: sheet['!ref'] ?? '',
    dateStyle: style('A2'),
    moneyStyle: style('B2'),
  };
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// eslint-disable-next-line no-control-regex -- the control characters SheetJS writes as _xHHHH_
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000b-\u001f]/;
// eslint-disable-next-line no-control-regex -- the same characters
const CONTROL = /[\u0000-\u0008\u000b-\u001f]/g;
const PRESERVE_SPACE = /(^\s|\s$|\n)/;

/** Text as SheetJS writes it into a cell: XML entities, control characters as _xHHHH_. */
function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c])
    .replace(CONTROL, (c) => `_x${c.charCodeAt(0).toString(16).padStart(4, '0')}_`);
}

const encoder = new TextEncoder();

/**
 * `text` as UTF-8. encodeInto a buffer of the text's length (all a sheet of ASCII needs), grown
 * only for what other characters take: about four times faster in Chromium than encode, which
 * took 20 ms for a 900 KB slice of rows.
 */
function utf8(text: string): Uint8Array<ArrayBuffer> {
  let out = new Uint8Array(text.length + 64);
  let { read, written } = encoder.encodeInto(text, out);
  while (read < text.length) {
    const bigger = new Uint8Array(written + (text.length - read) * 3 + 64);
    bigger.set(out.subarray(0, written));
    out = bigger;
    const more = encoder.encodeInto(text.slice(read), out.subarray(written));
    read += more.read;
    written += more.written;
  }
  return out.subarray(0, written);
}

/**
 * An export's sheet built as its rows arrive (the export's pages, in order). SheetJS writes the
 * workbook's other parts, but the rows are written here, page by page, while later pages are in
 * flight: SheetJS builds a sheet only whole, at the end, which for 100,000 rows took 8 s after the
 * last page (issue 17). The cells are those SheetJS writes: text as `t="str"`, amounts and dates as
 * numbers with the 0.00 and date styles SheetJS gave them in its own styles part. It runs in the
 * export's Web Worker, and on the main thread only where there is no Worker (jsdom). We only write
 * workbooks; nothing the user uploads is ever parsed.
 */
export function sheetBuilder(kind: ExportKind) {
  const header = sheetHeader(kind);
  const toRow = sheetRow(kind);
  const widths = columnWidthTracker(header.length);
  widths.add([header]);
  const { dateStyle, moneyStyle } = template(kind, null);
  const styleOf = (style: string) => (style === '0' ? '' : ` s="${style}"`);
  const dateAttr = styleOf(dateStyle);
  const moneyAttr = styleOf(moneyStyle);
  const columns = header.map((_, c) => utils.encode_col(c));
  // Each page's rows as UTF-8, kept until the file is written: the sheet's start (its range and
  // column widths) depends on every row, and a zip entry's DEFLATE stream must begin with it.
  const body: Uint8Array<ArrayBuffer>[] = [];
  let lastRow = 1;

  const rowXml = (cells: readonly ExportCell[], r: number) => {
    let xml = '';
    for (let c = 0; c < cells.length; c += 1) {
      const cell = cells[c];
      if (cell == null || cell === '') continue;
      const ref = `${columns[c]}${r}`;
      if (typeof cell === 'string') {
        if (cell.length > MAX_TEXT) throw new Error(`Text length must not exceed ${MAX_TEXT} characters`);
        const text = escapeXml(cell);
        const cellSpace = text.includes('\n') ? ' xml:space="preserve"' : '';
        xml += `<c r="${ref}" t="str"${cellSpace}><v${PRESERVE_SPACE.test(text) ? ' xml:space="preserve"' : ''}>${text}</v></c>`;
      } else if (cell.kind === 'money') xml += `<c r="${ref}"${moneyAttr}><v>${cell.value}</v></c>`;
      else xml += `<c r="${ref}"${dateAttr}><v>${cell.serial}</v></c>`;
    }
    if (!xml) return '';
    // SheetJS marks every element whose content holds a line break: the value, its cell and its row.
    return `<row r="${r}"${xml.includes('\n') ? ' xml:space="preserve"' : ''}>${xml}</row>`;
  };

  /** SheetJS's other parts and the sheet's XML (start, rows, end) as UTF-8 chunks, once. */
  const finished = () => {
    const book = template(kind, widths.widths());
    if (book.dateStyle !== dateStyle || book.moneyStyle !== moneyStyle) throw new Error('SheetJS changed the styles');
    const ref = `A1:${columns[columns.length - 1]}${lastRow}`;
    const withRef = (xml: string) => xml.split(`"${book.ref}"`).join(`"${ref}"`);
    return { parts: book.parts, sheet: [utf8(withRef(book.head)), ...body.splice(0), utf8(withRef(book.tail))] };
  };

  return {
    add(rows: readonly Transaction[]) {
      if (!rows.length) return;
      const table = rows.map(toRow);
      widths.add(table);
      let xml = '';
      for (const cells of table) xml += rowXml(cells, (lastRow += 1));
      body.push(utf8(xml));
    },
    /**
     * The xlsx file (001 section 9) of every row added so far, its sheet DEFLATEd by the platform's
     * native compressor where there is one; nothing can be added after.
     */
    async file(): Promise<ArrayBuffer> {
      const { parts, sheet } = finished();
      if (typeof CompressionStream === 'undefined') return zipped(parts, sheet);
      return zipped(parts, await nativeDeflate(sheet));
    },
    /** The same file with every part DEFLATEd by fflate, on this thread and at once (no CompressionStream). */
    bytes(): ArrayBuffer {
      const { parts, sheet } = finished();
      return zipped(parts, sheet);
    },
  };
}

/** A part already DEFLATEd (raw, as a zip entry holds it), with the CRC-32 and length of its content. */
interface Deflated {
  data: Uint8Array<ArrayBuffer>;
  crc: number;
  size: number;
}

/**
 * `chunks`, in order, DEFLATEd by the platform's CompressionStream (native code: in Node 20, the
 * final write of 100,000 deposits, 65 MB of XML, took 1.2 to 1.3 s against 2.4 to 2.8 s with
 * fflate's JavaScript at level 1, for a file of 9.5 MB instead of 12 MB). Its
 * gzip member is a 10-byte header (no optional fields: FLG 0), the raw DEFLATE data a zip entry
 * holds, then the content's CRC-32 and its length mod 2^32, little-endian (RFC 1952); a sheet stays
 * far below 4 GB.
 */
async function nativeDeflate(chunks: readonly Uint8Array<ArrayBuffer>[]): Promise<Deflated> {
  const gzip = new CompressionStream('gzip');
  const writer = gzip.writable.getWriter();
  const writing = (async () => {
    for (const chunk of chunks) await writer.write(chunk);
    await writer.close();
  })();
  const [member] = await Promise.all([new Response(gzip.readable).arrayBuffer(), writing]);
  const bytes = new Uint8Array(member);
  if (bytes.length < 18 || bytes[0] !== 0x1f || bytes[1] !== 0x8b || bytes[2] !== 8 || bytes[3] !== 0) {
    throw new Error('CompressionStream wrote an unexpected gzip header');
  }
  const trailer = new DataView(member, bytes.length - 8);
  return { data: bytes.subarray(10, bytes.length - 8), crc: trailer.getUint32(0, true), size: trailer.getUint32(4, true) };
}

/**
 * The zip of SheetJS's parts, in their order, by fflate's streaming Zip. The sheet's part is
 * `sheet`: its chunks DEFLATEd by fflate, pushed one by one rather than joined first, or the sheet
 * already DEFLATEd natively, added as it is (DEFLATE, with its CRC-32 and size) to the same zip.
 */
function zipped(parts: Record<string, Uint8Array>, sheet: readonly Uint8Array[] | Deflated): ArrayBuffer {
  const out: Uint8Array[] = [];
  let size = 0;
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
    size += chunk.length;
  });
  for (const [name, data] of Object.entries(parts)) {
    if (name === SHEET_PATH && 'crc' in sheet) {
      const file: ZipInputFile = { filename: name, compression: 8, crc: sheet.crc, size: sheet.size };
      zip.add(file);
      file.ondata?.(null, sheet.data, true);
      continue;
    }
    const file = new ZipDeflate(name, { level: DEFLATE_LEVEL });
    zip.add(file);
    const chunks = name === SHEET_PATH && !('crc' in sheet) ? sheet : [data];
    chunks.forEach((chunk, i) => file.push(chunk, i === chunks.length - 1));
  }
  zip.end();
  const bytes = new Uint8Array(size);
  out.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
  return bytes.buffer;
}

/** The xlsx file of an export (001 section 9) as bytes, from all its rows at once. */
export function workbookBytes(kind: ExportKind, rows: readonly Transaction[]): Promise<ArrayBuffer> {
  const builder = sheetBuilder(kind);
  builder.add(rows);
  return builder.file();
}

/**
 * A one-sheet workbook of small rows keyed by column name (the activity export), whose cells are
 * written as the transaction export writes them: a date as a date cell, text as text. It lives in
 * this lazily loaded chunk too, so xlsx stays in one place for every export.
 */
export function tableWorkbookBytes(name: string, rows: readonly Record<string, ExportCell>[]): ArrayBuffer {
  const header = Object.keys(rows[0] ?? {});
  const table = [header.map(sheetCell), ...rows.map((row) => header.map((column) => sheetCell(row[column])))];
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(table), name);
  return write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}
