// What a file is, decided by its own first bytes ("magic numbers"), never by its name or by the
// content type the browser claims (ADR-0020). Pure.

export const FILE_KINDS = ["jpeg", "png", "pdf", "gif", "webp"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const KIND_INFO: Record<FileKind, { ext: string; contentType: string; image: boolean }> = {
  jpeg: { ext: "jpg", contentType: "image/jpeg", image: true },
  png: { ext: "png", contentType: "image/png", image: true },
  pdf: { ext: "pdf", contentType: "application/pdf", image: false },
  gif: { ext: "gif", contentType: "image/gif", image: true },
  webp: { ext: "webp", contentType: "image/webp", image: true },
};

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** The kind of a file from its first bytes; null when it is none we know. */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "%PDF-": a PDF may only carry a little junk before it, but a receipt scanner never does
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}
