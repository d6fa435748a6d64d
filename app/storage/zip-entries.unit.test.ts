// A ZIP's kind comes from its central directory (issue 42, ADR-0102): the ZIPs here are written byte
// by byte as office suites write them, one of them a Word file whose picture holds "xl/".
import { crc32, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sniffKind } from "./file-types";
import { storedEntryBytes, zipEntries } from "./zip-entries";

type Entry = { name: string; data: Uint8Array | string; stored?: boolean };
type ZipOptions = { before?: Uint8Array; comment?: string; zip64?: boolean; utf8?: boolean };

const bytesOf = (d: Uint8Array | string) => (typeof d === "string" ? new TextEncoder().encode(d) : d);

/** A ZIP as a writer makes one: local headers and data, then the central directory, then its end record (ZIP64 when asked). */
function zip(entries: Entry[], options: ZipOptions = {}): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = Buffer.from(bytesOf(e.data));
    const body = e.stored ? raw : deflateRawSync(raw);
    const name = Buffer.from(e.name, "utf8");
    const flags = options.utf8 ? 0x0800 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(e.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(flags, 8);
    dir.writeUInt16LE(e.stored ? 0 : 8, 10);
    dir.writeUInt32LE(crc32(raw), 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(raw.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + body.length;
  }
  const dirBytes = Buffer.concat(central);
  const tail: Buffer[] = [];
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  if (options.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(dirBytes.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + dirBytes.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
    eocd.writeUInt16LE(0xffff, 8);
    eocd.writeUInt16LE(0xffff, 10);
    eocd.writeUInt32LE(0xffffffff, 12);
    eocd.writeUInt32LE(0xffffffff, 16);
  } else {
    eocd.writeUInt16LE(entries.length, 8);
    eocd.writeUInt16LE(entries.length, 10);
    eocd.writeUInt32LE(dirBytes.length, 12);
    eocd.writeUInt32LE(offset, 16);
  }
  const comment = Buffer.from(options.comment ?? "", "latin1");
  eocd.writeUInt16LE(comment.length, 20);
  return new Uint8Array(Buffer.concat([Buffer.from(options.before ?? new Uint8Array(0)), ...parts, dirBytes, ...tail, eocd, comment]));
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const RELS = '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

/** A picture of `size` random bytes (seeded, so every run is the same), with `inside` written into it in a few places. */
function picture(size: number, inside: string, seed = 42): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const mark = new TextEncoder().encode(inside);
  for (const at of [1000, Math.floor(size / 2), size - 100]) out.set(mark, at);
  return out;
}

const docx = (extra: Entry[] = []) =>
  zip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: RELS },
    { name: "word/document.xml", data: "<w:document/>" },
    { name: "word/_rels/document.xml.rels", data: RELS },
    ...extra,
  ]);

describe("a ZIP's entries", () => {
  it("are the central directory's names, in its order, with where each starts", () => {
    const bytes = zip([
      { name: "a.txt", data: "hello", stored: true },
      { name: "plans/b.dwg", data: "AC1032" },
    ]);
    const entries = zipEntries(bytes);
    expect(entries?.map((e) => e.name)).toEqual(["a.txt", "plans/b.dwg"]);
    expect(new TextDecoder().decode(storedEntryBytes(bytes, entries![0]) ?? undefined)).toBe("hello");
    // a compressed entry's bytes are not read (nothing is inflated)
    expect(storedEntryBytes(bytes, entries![1])).toBeNull();
  });

  it("are found behind a comment, behind bytes put before the ZIP, and in a ZIP64 directory; UTF-8 names decode", () => {
    const entries = [{ name: "città/è.txt", data: "x" }];
    expect(zipEntries(zip(entries, { comment: "PK\u0005\u0006 a comment that looks like a record", utf8: true }))?.map((e) => e.name)).toEqual(["città/è.txt"]);
    const prefixed = zip([{ name: "a.txt", data: "hello", stored: true }], { before: new TextEncoder().encode("MZ a self-extractor's stub ") });
    const found = zipEntries(prefixed);
    expect(found?.map((e) => e.name)).toEqual(["a.txt"]);
    expect(new TextDecoder().decode(storedEntryBytes(prefixed, found![0]) ?? undefined)).toBe("hello");
    expect(zipEntries(zip([{ name: "a.txt", data: "x" }, { name: "b.txt", data: "y" }], { zip64: true }))?.map((e) => e.name)).toEqual(["a.txt", "b.txt"]);
  });

  it("are none when the directory cannot be read: cut short, no end record, offsets outside the file", () => {
    const whole = docx();
    expect(zipEntries(whole.subarray(0, whole.length - 10))).toBeNull();
    expect(zipEntries(whole.subarray(0, 200))).toBeNull();
    expect(zipEntries(new TextEncoder().encode("PK\u0003\u0004 just a signature"))).toBeNull();
    const lying = whole.slice();
    // the end record claims a directory larger than the file
    new DataView(lying.buffer).setUint32(lying.length - 22 + 12, 0x7fffffff, true);
    expect(zipEntries(lying)).toBeNull();
    const tooMany = whole.slice();
    new DataView(tooMany.buffer).setUint16(tooMany.length - 22 + 10, 500, true);
    expect(zipEntries(tooMany)).toBeNull();
  });
});

describe("an office file's kind (issue 42)", () => {
  it("a Word file with a 3 MB picture holding 'xl/' (and '[Content_Types].xml') is a DOCX, never an XLSX", () => {
    const big = docx([{ name: "word/media/image1.png", data: picture(3 * 1024 * 1024, "xl/worksheets/[Content_Types].xml"), stored: true }]);
    // the bytes the old check searched for are there, outside any entry's name
    expect(Buffer.from(big).includes(Buffer.from("xl/worksheets"))).toBe(true);
    expect(sniffKind(big)).toBe("docx");
    // and compressed pictures too, 20 of them with different bytes
    for (let seed = 1; seed <= 20; seed++) {
      expect(sniffKind(docx([{ name: "word/media/image1.jpeg", data: picture(64 * 1024, "xl/", seed), stored: seed % 2 === 0 }])), `seed ${seed}`).toBe("docx");
    }
    // why the timeout: writing a 3 MB file takes a few seconds on a loaded 2-core machine; nothing here is timed
  }, 30_000);

  it("a Word file holding an embedded workbook (word/embeddings/…xlsx) is a DOCX", () => {
    const embedded = zip([
      { name: "[Content_Types].xml", data: CONTENT_TYPES },
      { name: "xl/workbook.xml", data: "<workbook/>" },
    ]);
    expect(sniffKind(docx([{ name: "word/embeddings/Microsoft_Excel_Worksheet.xlsx", data: embedded, stored: true }]))).toBe("docx");
  });

  it("an Excel file whose cells say 'word/' is an XLSX; a PowerPoint file a PPTX", () => {
    const xlsx = zip([
      { name: "[Content_Types].xml", data: CONTENT_TYPES },
      { name: "_rels/.rels", data: RELS },
      { name: "xl/workbook.xml", data: "<workbook/>" },
      { name: "xl/sharedStrings.xml", data: "<sst><si><t>word/document.xml</t></si></sst>", stored: true },
    ]);
    expect(sniffKind(xlsx)).toBe("xlsx");
    const pptx = zip([
      { name: "[Content_Types].xml", data: CONTENT_TYPES },
      { name: "ppt/presentation.xml", data: "<p:presentation/>" },
      { name: "ppt/media/image1.png", data: picture(4096, "word/ xl/"), stored: true },
    ]);
    expect(sniffKind(pptx)).toBe("pptx");
  });

  it("OpenDocument files by their stored mimetype entry", () => {
    const odf = (mimetype: string) =>
      zip([
        { name: "mimetype", data: mimetype, stored: true },
        { name: "content.xml", data: "<office:document-content/>" },
        { name: "META-INF/manifest.xml", data: "<manifest/>" },
      ]);
    expect(sniffKind(odf("application/vnd.oasis.opendocument.text"))).toBe("odt");
    expect(sniffKind(odf("application/vnd.oasis.opendocument.spreadsheet"))).toBe("ods");
    expect(sniffKind(odf("application/vnd.oasis.opendocument.presentation"))).toBe("odp");
    expect(sniffKind(odf("application/x-something-else"))).toBe("zip");
  });

  it("a ZIP of drawings, or one naming office folders without [Content_Types].xml, is a ZIP; one with two main folders too", () => {
    expect(sniffKind(zip([{ name: "plans/a.dwg", data: "AC1032" }]))).toBe("zip");
    expect(sniffKind(zip([{ name: "word/document.xml", data: "<w:document/>" }]))).toBe("zip");
    expect(
      sniffKind(
        zip([
          { name: "[Content_Types].xml", data: CONTENT_TYPES },
          { name: "word/document.xml", data: "x" },
          { name: "xl/workbook.xml", data: "y" },
        ]),
      ),
    ).toBe("zip");
  });

  it("a file that starts like a ZIP but has no readable directory is refused (null)", () => {
    expect(sniffKind(new TextEncoder().encode("PK\u0003\u0004....[Content_Types].xml....word/document.xml"))).toBeNull();
    const whole = docx();
    expect(sniffKind(whole.subarray(0, whole.length - 30))).toBeNull();
  });
});
