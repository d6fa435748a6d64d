// What a file is, decided by its own first bytes ("magic numbers") and, for a ZIP, by the entries
// its central directory names (ADR-0102), never by its name or by the content type the browser
// claims (ADR-0020). Pure.

import { storedEntryBytes, zipEntries } from "./zip-entries";

export const FILE_KINDS = ["jpeg", "png", "pdf", "gif", "webp", "dwg", "dxf", "xlsx", "docx", "pptx", "odt", "ods", "odp", "zip"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const KIND_INFO: Record<FileKind, { ext: string; contentType: string; image: boolean }> = {
  jpeg: { ext: "jpg", contentType: "image/jpeg", image: true },
  png: { ext: "png", contentType: "image/png", image: true },
  pdf: { ext: "pdf", contentType: "application/pdf", image: false },
  gif: { ext: "gif", contentType: "image/gif", image: true },
  webp: { ext: "webp", contentType: "image/webp", image: true },
  // the drawings and office files of a site's folder (ADR-0054); served as attachments, never shown
  dwg: { ext: "dwg", contentType: "application/acad", image: false },
  dxf: { ext: "dxf", contentType: "application/dxf", image: false },
  xlsx: { ext: "xlsx", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", image: false },
  docx: { ext: "docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", image: false },
  pptx: { ext: "pptx", contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation", image: false },
  odt: { ext: "odt", contentType: "application/vnd.oasis.opendocument.text", image: false },
  ods: { ext: "ods", contentType: "application/vnd.oasis.opendocument.spreadsheet", image: false },
  odp: { ext: "odp", contentType: "application/vnd.oasis.opendocument.presentation", image: false },
  zip: { ext: "zip", contentType: "application/zip", image: false },
};

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
// an ASCII DXF opens with group code 0 and SECTION (spaces and CR allowed); a binary one with its banner
const DXF_TEXT = /^\s*0\r?\n\s*SECTION\r?\n/;
const DXF_BINARY = ascii("AutoCAD Binary DXF\r\n\u001a\u0000");

// An Office Open XML file: [Content_Types].xml at the root and its main part in one top folder (ECMA-376 part 2)
const OOXML_FOLDERS: readonly [string, FileKind][] = [
  ["word/", "docx"],
  ["xl/", "xlsx"],
  ["ppt/", "pptx"],
];
// An OpenDocument file: its first entry is "mimetype", stored uncompressed, naming the kind (ODF 1.2 part 3, §3.3)
const ODF_MIMETYPES: Readonly<Record<string, FileKind>> = {
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
  "application/vnd.oasis.opendocument.presentation": "odp",
};

/**
 * A ZIP's kind by the entries its central directory names, never by bytes found somewhere in it
 * (a picture in a Word file can hold "xl/"; issue 42, ADR-0102): an office file when its entries
 * say so, a plain ZIP otherwise, null when the directory cannot be read (a cut or broken file).
 */
function zipKind(bytes: Uint8Array): FileKind | null {
  const entries = zipEntries(bytes);
  if (!entries) return null;
  const first = entries[0];
  if (first?.name === "mimetype") {
    const mimetype = storedEntryBytes(bytes, first);
    const kind = mimetype && ODF_MIMETYPES[new TextDecoder("latin1").decode(mimetype).trim()];
    if (kind) return kind;
  }
  if (entries.some((e) => e.name === "[Content_Types].xml")) {
    const kinds = OOXML_FOLDERS.filter(([folder]) => entries.some((e) => e.name.startsWith(folder))).map(([, kind]) => kind);
    // exactly one main folder; a file with two is no office file we can name
    if (kinds.length === 1) return kinds[0];
  }
  return "zip";
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** The kind of a file from its first bytes; null when it is none we know. */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "%PDF-": a PDF may only carry a little junk before it, but a receipt scanner never does
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  // "AC10xx": every DWG release since R13 names its version in the first six bytes
  if (startsWith(bytes, ascii("AC10")) && bytes.length >= 6 && bytes[4] >= 0x30 && bytes[4] <= 0x39 && bytes[5] >= 0x30 && bytes[5] <= 0x39) return "dwg";
  if (startsWith(bytes, DXF_BINARY) || DXF_TEXT.test(new TextDecoder("latin1").decode(bytes.subarray(0, 64)))) return "dxf";
  // "PK\3\4": a ZIP, or an office file, by the entries its central directory names
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipKind(bytes);
  return null;
}
