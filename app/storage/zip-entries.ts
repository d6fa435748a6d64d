// The names of a ZIP file's entries, read from its central directory (the index at the end of the
// file), never by searching the whole file for a name: a picture inside a Word file can hold the
// bytes "xl/" anywhere (issue 42). Pure: it reads the bytes it is given, decompresses nothing and
// never follows an offset outside them. PKWARE's APPNOTE.TXT 6.3.10, §4.3.12–§4.3.16 and §4.4.
// See ADR-0102.

/** One entry of the central directory: its name, and where its local header starts. */
export type ZipEntry = { name: string; method: number; compressedSize: number; localHeaderOffset: number };

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
// a directory larger than this is no office file we accept; reading stops there
const MAX_ENTRIES = 65_535;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Where the End Of Central Directory record starts: searched backwards over the comment, -1 when there is none. */
function findEocd(bytes: Uint8Array): number {
  const dv = view(bytes);
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    // the record's comment length must reach exactly to the end of the file
    if (dv.getUint32(at, true) === EOCD_SIGNATURE && at + EOCD_SIZE + dv.getUint16(at + 20, true) === bytes.length) return at;
  }
  return -1;
}

/** The central directory's place and size, from the EOCD record (or its ZIP64 record); null when unreadable. */
function centralDirectory(bytes: Uint8Array): { offset: number; size: number; count: number; end: number; shift: number } | null {
  const eocd = findEocd(bytes);
  if (eocd < 0) return null;
  const dv = view(bytes);
  let count = dv.getUint16(eocd + 10, true);
  let size = dv.getUint32(eocd + 12, true);
  let offset = dv.getUint32(eocd + 16, true);
  let end = eocd;
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    // ZIP64: the locator stands right before the EOCD record and points at the ZIP64 record
    const locator = eocd - ZIP64_LOCATOR_SIZE;
    if (locator < 0 || dv.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) return null;
    const record = Number(dv.getBigUint64(locator + 8, true));
    if (!Number.isSafeInteger(record) || record + 56 > locator || dv.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) return null;
    count = Number(dv.getBigUint64(record + 32, true));
    size = Number(dv.getBigUint64(record + 40, true));
    offset = Number(dv.getBigUint64(record + 48, true));
    end = record;
  }
  if (!Number.isSafeInteger(size) || !Number.isSafeInteger(offset) || size > end) return null;
  // a ZIP with something before it (a self-extractor) has every offset shifted by that much: the
  // directory ends where the EOCD record begins
  const shift = end - size - offset;
  if (end - size < 0) return null;
  return { offset: end - size, size, count, end, shift };
}

/** The entries named by a ZIP's central directory, in its order; null when the bytes are no readable ZIP. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const dir = centralDirectory(bytes);
  if (!dir || dir.count > MAX_ENTRIES) return null;
  const dv = view(bytes);
  const entries: ZipEntry[] = [];
  let at = dir.offset;
  for (let i = 0; i < dir.count; i++) {
    if (at + CENTRAL_SIZE > dir.end || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > dir.end) return null;
    // bit 11: the name is UTF-8; otherwise code page 437, whose ASCII half is all a kind needs
    const utf8 = (dv.getUint16(at + 8, true) & 0x0800) !== 0;
    const name = new TextDecoder(utf8 ? "utf-8" : "latin1").decode(bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength));
    entries.push({ name, method: dv.getUint16(at + 10, true), compressedSize: dv.getUint32(at + 20, true), localHeaderOffset: dv.getUint32(at + 42, true) + dir.shift });
    at = next;
  }
  return entries;
}

/** The bytes of an entry stored without compression (method 0), or null (compressed, or out of the file). */
export function storedEntryBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  if (entry.method !== 0) return null;
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + LOCAL_SIZE > bytes.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) return null;
  const start = at + LOCAL_SIZE + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  return end > bytes.length ? null : bytes.subarray(start, end);
}
