/**
 * The zip container of an xlsx file, for the export's streamed sheet (workbookBytes.ts): SheetJS
 * writes the workbook's small parts stored, and this module deflates them with the browser's own
 * DEFLATE (CompressionStream), splices in the sheet that was deflated while its pages arrived, and
 * writes the zip's headers. It only writes; it reads nothing but the zip SheetJS has just written.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 of zip (and gzip) of `bytes`, continuing from `crc` (0 for a fresh start). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < bytes.length; i += 1) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** a * b modulo the CRC-32 polynomial (both reflected), as zlib's multmodp. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ 0xedb88320 : b >>> 1;
  }
  return p >>> 0;
}

/** x^(8 * bytes) modulo the CRC-32 polynomial, as zlib's x2nmodp(bytes, 3). */
function shiftOf(bytes: number): number {
  let p = 0x80000000;
  // x^(2^k) for k = 3, 4, ...: squared as we go.
  let power = 0x80000000 >>> 8;
  for (let n = bytes; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) p = multiplyModP(power, p);
    power = multiplyModP(power, power);
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(shiftOf(lengthB), crcA) ^ crcB) >>> 0;
}

/**
 * `bytes` as DEFLATE stored blocks that are not the stream's last, so that a DEFLATE stream
 * written later can follow them: the sheet's start, known only once its last row is in, goes
 * before rows that were compressed while they arrived.
 */
export function storedBlocks(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const MAX = 0xffff;
  const count = Math.max(1, Math.ceil(bytes.length / MAX));
  const out = new Uint8Array(bytes.length + count * 5);
  let at = 0;
  for (let start = 0; start < bytes.length || at === 0; start += MAX) {
    const length = Math.min(MAX, bytes.length - start);
    out[at] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte
    out[at + 1] = length & 0xff;
    out[at + 2] = length >>> 8;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >>> 8) & 0xff;
    out.set(bytes.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  return out;
}

/** A zip entry's compressed data, as chunks, with what its headers say about it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 DEFLATE. */
  method: 0 | 8;
  crc: number;
  size: number;
  data: readonly Uint8Array<ArrayBuffer>[];
  /** MS-DOS time and date, as the entry was written. */
  time: number;
  date: number;
}

const lengthOf = (chunks: readonly Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);

/**
 * The entries of a zip with every entry stored (SheetJS's `compression: false`), in their order,
 * from its central directory.
 */
export function storedEntries(zip: Uint8Array<ArrayBuffer>): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('The workbook template is not a zip');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('The workbook template has a broken central directory');
    const method = view.getUint16(at + 10, true);
    if (method !== 0) throw new Error('The workbook template is compressed');
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const size = view.getUint32(at + 24, true);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({
      name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      method: 0,
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
      crc: view.getUint32(at + 16, true),
      size,
      data: [zip.subarray(dataStart, dataStart + size)],
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** The zip of `entries`, in their order (zip32: each entry and the whole file under 4 GB). */
export function zipOf(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const names = entries.map((entry) => encoder.encode(entry.name));
  const sizes = entries.map((entry) => lengthOf(entry.data));
  const local = names.reduce((sum, name, i) => sum + 30 + name.length + sizes[i], 0);
  const central = names.reduce((sum, name) => sum + 46 + name.length, 0);
  if (local + central + 22 > 0xffffffff) throw new Error('The workbook is too large for a zip');
  const out = new Uint8Array(local + central + 22);
  const view = new DataView(out.buffer);
  const header = (at: number, entry: ZipEntry, name: Uint8Array, compressed: number) => {
    view.setUint16(at, 20, true); // version needed: 2.0
    view.setUint16(at + 2, 0, true); // flags
    view.setUint16(at + 4, entry.method, true);
    view.setUint16(at + 6, entry.time, true);
    view.setUint16(at + 8, entry.date, true);
    view.setUint32(at + 10, entry.crc, true);
    view.setUint32(at + 14, compressed, true);
    view.setUint32(at + 18, entry.size, true);
    view.setUint16(at + 22, name.length, true);
    view.setUint16(at + 24, 0, true); // extra field
  };
  let at = 0;
  let centralAt = local;
  entries.forEach((entry, i) => {
    const offset = at;
    view.setUint32(at, 0x04034b50, true);
    header(at + 4, entry, names[i], sizes[i]);
    out.set(names[i], at + 30);
    at += 30 + names[i].length;
    for (const chunk of entry.data) {
      out.set(chunk, at);
      at += chunk.length;
    }
    view.setUint32(centralAt, 0x02014b50, true);
    view.setUint16(centralAt + 4, 20, true); // made by: 2.0, MS-DOS
    header(centralAt + 6, entry, names[i], sizes[i]);
    // comment length, disk number, internal and external attributes: 0; then the entry's offset.
    view.setUint32(centralAt + 42, offset, true);
    out.set(names[i], centralAt + 46);
    centralAt += 46 + names[i].length;
  });
  view.setUint32(centralAt, 0x06054b50, true);
  view.setUint16(centralAt + 8, entries.length, true);
  view.setUint16(centralAt + 10, entries.length, true);
  view.setUint32(centralAt + 12, central, true);
  view.setUint32(centralAt + 16, local, true);
  return out;
}

/**
 * A DEFLATE stream fed as it goes, by the browser's own compressor (native code, where SheetJS's
 * is JavaScript): `write` hands bytes over at once, `end` resolves with the raw DEFLATE data and
 * the CRC-32 and length of everything written. It runs gzip and keeps the deflate data between
 * gzip's header and trailer, whose CRC-32 the browser has computed on the way.
 */
export function deflateStream() {
  const stream = new CompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = stream.readable.getReader();
  const read = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      chunks.push(value);
    }
  })();
  let failure: unknown = null;
  // Each write's outcome also shows at `end`; kept here so none is left unhandled.
  const noteFailure = (error: unknown) => {
    failure ??= error;
  };
  read.catch(noteFailure);
  return {
    write(bytes: Uint8Array<ArrayBuffer>) {
      if (failure) throw failure;
      writer.write(bytes).catch(noteFailure);
    },
    async end(): Promise<{ data: Uint8Array<ArrayBuffer>[]; crc: number; size: number }> {
      await writer.close();
      await read;
      return unwrapGzip(chunks);
    },
    abort() {
      writer.abort().catch(() => {});
    },
  };
}

/** The deflate data of a gzip member, with the CRC-32 and length its trailer carries (RFC 1952). */
function unwrapGzip(chunks: Uint8Array<ArrayBuffer>[]): { data: Uint8Array<ArrayBuffer>[]; crc: number; size: number } {
  const total = lengthOf(chunks);
  const head = joined(chunks, 0, Math.min(total, 10));
  if (head[0] !== 0x1f || head[1] !== 0x8b || head[2] !== 8) throw new Error('The browser wrote no gzip');
  // FEXTRA, FNAME, FCOMMENT or FHCRC: not written by any browser; refused rather than misread.
  if (head[3] !== 0) throw new Error('The browser wrote a gzip header with extra fields');
  const trailer = joined(chunks, total - 8, total);
  const view = new DataView(trailer.buffer, trailer.byteOffset, 8);
  return { data: sliceChunks(chunks, 10, total - 8), crc: view.getUint32(0, true), size: view.getUint32(4, true) };
}

/** Bytes [start, end) of the chunks' concatenation, as chunks (views, not copies). */
function sliceChunks(chunks: readonly Uint8Array<ArrayBuffer>[], start: number, end: number): Uint8Array<ArrayBuffer>[] {
  const out: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const chunk of chunks) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + chunk.length);
    if (from < to) out.push(chunk.subarray(from - offset, to - offset));
    offset += chunk.length;
  }
  return out;
}

function joined(chunks: readonly Uint8Array<ArrayBuffer>[], start: number, end: number): Uint8Array {
  const out = new Uint8Array(end - start);
  let at = 0;
  for (const chunk of sliceChunks(chunks, start, end)) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** `bytes` DEFLATEd by the browser, with its CRC-32 and length. */
export async function deflated(bytes: Uint8Array<ArrayBuffer>): Promise<{ data: Uint8Array<ArrayBuffer>[]; crc: number; size: number }> {
  const stream = deflateStream();
  stream.write(bytes);
  return stream.end();
}
