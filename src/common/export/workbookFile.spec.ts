import { crc32 as zlibCrc32, gzipSync, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { read, utils, write, type CellObject } from 'xlsx';
import type { Transaction } from '../../../contract/transactions';
import { sheetBuilder } from './workbookBytes';
import { DATE_FORMAT, MONEY_FORMAT, cellText, sheetName, type ExportCell, type ExportKind } from './workbookRows';
import { columnWidths, sheetTable } from './test/sheetTable';

function tx(i: number, overrides: Partial<Transaction> = {}): Transaction {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
  return {
    _id: `id-${i}`, id: `id-${i}`, type: 'deposit', status: i % 3 ? 'confirmed' : 'pending', amount: 100 + i / 7, displayAmount: null,
    actualBalance: 100 + i / 7, fee: 1.5, netAmount: 98.5, currencyType: 'USDT-TRC20', createdAt: at, submittedAt: null, updatedAt: at,
    processedAt: at, confirmedAt: i % 3 ? at : null, expiresAt: at, transactionId: `TX-${i}`, walletAddress: `TWallet${i}`,
    clientWallet: `TClient${i}`, wallet: null, email: null, username: null, firstName: null, lastName: null, phoneNumber: null,
    referenceId: null, description: null, adminNotes: null, transactionHash: null, blockchainTxHash: `hash-${i}`, adminTransferData: null,
    invoiceNo: `INV-${i}`, blockchainData: { network: 'TRON', status: 'success' }, verificationData: null, paymentStatus: null, ...overrides,
  };
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  /** The entry's data as stored in the file (DEFLATE data for method 8). */
  data: Buffer;
  content: Buffer;
}

/**
 * The file's entries read the way a strict unzipper reads them, with Node's zlib, not SheetJS or
 * fflate: each central directory record against its local header (and against the data descriptor
 * that follows the data, where the local header defers its CRC-32 and sizes to one), each entry
 * inflated and its CRC-32 and length checked against the headers; the entries fill the file.
 */
function unzip(bytes: ArrayBuffer): Entry[] {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22);
  const count = zip.readUInt16LE(end + 10);
  const centralSize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  expect(at + centralSize).toBe(end);
  const entries: Entry[] = [];
  let next = 0;
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(local, name).toBe(next);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect([zip.readUInt16LE(local + 6), zip.readUInt16LE(local + 8)], name).toEqual([flags, method]);
    expect(zip.toString('utf8', local + 30, local + 30 + nameLength)).toBe(name);
    const start = local + 30 + nameLength + zip.readUInt16LE(local + 28);
    next = start + compressedSize;
    // Bit 3: the CRC-32 and sizes follow the data, in a data descriptor, and the local header holds 0.
    const deferred = flags & 8;
    const recorded = deferred ? [zip.readUInt32LE(local + 14), zip.readUInt32LE(local + 18), zip.readUInt32LE(local + 22)] : [crc, compressedSize, size];
    expect(recorded, name).toEqual(deferred ? [0, 0, 0] : [crc, compressedSize, size]);
    if (deferred) {
      expect(zip.readUInt32LE(next), name).toBe(0x08074b50);
      expect([zip.readUInt32LE(next + 4), zip.readUInt32LE(next + 8), zip.readUInt32LE(next + 12)], name).toEqual([crc, compressedSize, size]);
      next += 16;
    }
    const data = zip.subarray(start, start + compressedSize);
    const content = method === 8 ? inflateRawSync(data) : data;
    expect(content.length, name).toBe(size);
    expect(zlibCrc32(content), name).toBe(crc);
    entries.push({ name, method, compressedSize, data, content });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  expect(next).toBe(zip.readUInt32LE(end + 16));
  return entries;
}

/** The workbook SheetJS itself writes for the same table, as the export wrote it before issue 17. */
function sheetJsWorkbook(kind: ExportKind, rows: readonly Transaction[]): Entry[] {
  const table = sheetTable(kind, rows);
  const cell = (value: ExportCell): CellObject | null => {
    if (value == null || value === '') return null;
    if (typeof value === 'string') return { t: 's', v: value };
    return value.kind === 'money' ? { t: 'n', v: value.value, z: MONEY_FORMAT } : { t: 'n', v: value.serial, z: DATE_FORMAT };
  };
  const sheet = utils.aoa_to_sheet(table.map((row) => row.map(cell)));
  sheet['!cols'] = columnWidths(table).map((wch) => ({ wch }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName(kind));
  return unzip(write(book, { bookType: 'xlsx', type: 'array', compression: false }) as ArrayBuffer);
}

function paged(kind: ExportKind, rows: readonly Transaction[]): Promise<ArrayBuffer> {
  const builder = sheetBuilder(kind);
  for (let start = 0; start < rows.length; start += 100) builder.add(rows.slice(start, start + 100));
  return builder.file();
}

const SHEET = 'xl/worksheets/sheet1.xml';

/** The raw DEFLATE data of the platform's gzip (Node's zlib, as its CompressionStream uses) of `content`. */
const nativeDeflate = (content: Buffer) => gzipSync(content).subarray(10, -8);

describe('the written xlsx file', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a sound zip whose every part is DEFLATE-compressed, far smaller than stored', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => tx(i));
    const bytes = await paged('deposit', rows);
    const entries = unzip(bytes);
    expect(entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    for (const entry of entries) expect(entry.method, entry.name).toBe(8);
    const stored = entries.reduce((sum, entry) => sum + entry.content.length, 0);
    expect(bytes.byteLength).toBeLessThan(stored / 4);
    const book = read(bytes, { type: 'array' });
    expect(utils.sheet_to_json(book.Sheets[book.SheetNames[0]])).toHaveLength(2_000);
  });

  it.each(['deposit', 'payout'] as const)('holds the %s parts SheetJS writes for the same table, byte for byte', async (kind) => {
    const awkward = ['A&B <c> "d" \'e\'', ' leading space', 'trailing space ', 'two\nlines', 'bell\u0007', 'ünïcödé €'];
    const rows = Array.from({ length: 250 }, (_, i) =>
      tx(i, { type: kind === 'deposit' ? 'deposit' : 'payout', invoiceNo: awkward[i % awkward.length], adminNotes: awkward[(i + 1) % awkward.length], expiresAt: null }),
    );
    const ours = unzip(await paged(kind, rows));
    const theirs = sheetJsWorkbook(kind, rows);
    expect(ours.map((entry) => entry.name)).toEqual(theirs.map((entry) => entry.name));
    ours.forEach((entry, i) => {
      // Where the two first differ, so that a failure shows the spot rather than two whole sheets.
      const [a, b] = [entry.content.toString('utf8'), theirs[i].content.toString('utf8')];
      let at = 0;
      while (at < a.length && a[at] === b[at]) at += 1;
      expect(a.slice(at - 80, at + 80), `${entry.name} at ${at}`).toBe(b.slice(at - 80, at + 80));
      expect(a.length, entry.name).toBe(b.length);
    });
    const book = read(await paged(kind, rows), { type: 'array' });
    const shown = utils.sheet_to_json<string[]>(book.Sheets[sheetName(kind)], { header: 1, raw: false, defval: '' });
    expect(shown.slice(1)).toEqual(sheetTable(kind, rows).slice(1).map((row) => row.map(cellText)));
  });

  it('writes an empty sheet with its header row only', async () => {
    const entries = unzip(await sheetBuilder('withdraw').file());
    const sheet = entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!.content.toString('utf8');
    expect(sheet).toContain('<dimension ref="A1:N1"/>');
    expect(sheet.match(/<row /g)).toHaveLength(1);
  });

  it("DEFLATEs the sheet with the platform's CompressionStream where there is one", async () => {
    const Native = globalThis.CompressionStream;
    const formats: string[] = [];
    vi.stubGlobal(
      'CompressionStream',
      class extends Native {
        constructor(format: CompressionFormat) {
          super(format);
          formats.push(format);
        }
      },
    );
    const rows = Array.from({ length: 1_000 }, (_, i) => tx(i));
    const entries = unzip(await paged('deposit', rows));
    expect(formats).toEqual(['gzip']);
    const sheet = entries.find((entry) => entry.name === SHEET)!;
    expect(sheet.method).toBe(8);
    expect(sheet.data.equals(nativeDeflate(sheet.content))).toBe(true);
    const book = read(await paged('deposit', rows), { type: 'array' });
    expect(utils.sheet_to_json(book.Sheets[book.SheetNames[0]])).toHaveLength(1_000);
  });

  it("falls back to fflate's DEFLATE where there is no CompressionStream", async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const rows = Array.from({ length: 1_000 }, (_, i) => tx(i));
    const bytes = await paged('deposit', rows);
    const entries = unzip(bytes);
    const sheet = entries.find((entry) => entry.name === SHEET)!;
    expect(sheet.method).toBe(8);
    expect(sheet.data.equals(nativeDeflate(sheet.content))).toBe(false);
    const book = read(bytes, { type: 'array' });
    expect(utils.sheet_to_json(book.Sheets[book.SheetNames[0]])).toHaveLength(1_000);
  });
});
