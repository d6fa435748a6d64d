// What a stored file may be called (ADR-0020). Pure: the same rules for the filesystem store and the
// S3 store, so a name that would escape the storage root on disk is refused before either sees it.
//
// A key is a path of segments joined by "/" ("expenses/3f9c….pdf"); a folder is a prefix ending in
// "/" ("expenses/", "" for the root). Segments may not be empty, ".", "..", start with a dot (the
// filesystem store keeps its own bookkeeping there), or hold a backslash, a NUL or any other
// control character. Keys never start with "/" (an absolute path) and are at most 1024 bytes, as
// on S3.

/** The folders of the spec (uploads go under one of them). */
const FOLDERS = ["public/profile-pics", "public/sites", "expenses", "legal-documents", "journal", "documents", "checklist"] as const;
export type Folder = (typeof FOLDERS)[number];

const MAX_KEY_BYTES = 1024;
const MAX_NAME_LENGTH = 255;
/** The most keys one listing returns (the spec's default and S3's ceiling). */
export const MAX_LIST_KEYS = 1000;

/** Why a key, prefix or name was refused; `code` is a translation key under `storage.reason`. */
export class InvalidNameError extends Error {
  readonly code: string;
  constructor(what: string, code = "bad_name") {
    super(`refused name: ${JSON.stringify(what).slice(0, 120)}`);
    this.name = "InvalidNameError";
    this.code = code;
  }
}

// NUL and the other C0 controls, DEL, and the C1 controls
// eslint-disable-next-line no-control-regex -- why: these are exactly the characters refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

/** One path segment: not empty, not a dot name, no slash, backslash or control character. */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= MAX_NAME_LENGTH &&
    !segment.startsWith(".") &&
    !segment.includes("/") &&
    !segment.includes("\\") &&
    !CONTROL.test(segment) &&
    segment.trim() === segment
  );
}

/** A file's key; throws InvalidNameError for anything that is not a plain relative path. */
export function checkKey(key: unknown): string {
  if (typeof key !== "string" || key.length === 0 || utf8Length(key) > MAX_KEY_BYTES) throw new InvalidNameError(String(key));
  if (key.startsWith("/") || key.endsWith("/")) throw new InvalidNameError(key);
  if (!key.split("/").every(isSafeSegment)) throw new InvalidNameError(key);
  return key;
}

/** A folder: "" (the root) or safe segments each followed by "/". */
export function checkPrefix(prefix: unknown): string {
  if (prefix === "") return "";
  if (typeof prefix !== "string" || !prefix.endsWith("/") || utf8Length(prefix) > MAX_KEY_BYTES) throw new InvalidNameError(String(prefix));
  checkKey(prefix.slice(0, -1));
  return prefix;
}

/** A name where a single name is expected (a new folder, an uploaded file's own name): one safe segment. */
export function checkName(name: unknown): string {
  if (typeof name !== "string" || !isSafeSegment(name)) throw new InvalidNameError(String(name));
  return name;
}

/** The folder part of a key, with its trailing "/" ("" at the root). */
export function folderOf(key: string): string {
  const i = key.lastIndexOf("/");
  return i < 0 ? "" : key.slice(0, i + 1);
}

/** The last segment of a key or folder. */
export function baseName(key: string): string {
  const k = key.endsWith("/") ? key.slice(0, -1) : key;
  return k.slice(k.lastIndexOf("/") + 1);
}

/** A file's extension without the dot, lower case ("" when none). */
export function extensionOf(key: string): string {
  const name = baseName(key);
  const i = name.lastIndexOf(".");
  return i <= 0 ? "" : name.slice(i + 1).toLowerCase();
}

/**
 * The key a file gets when renamed (spec: the new name must not be empty and must not contain "/"
 * or "."; the extension is kept, the folder too).
 */
export function renamedKey(oldKey: string, newName: string): string {
  checkKey(oldKey);
  const name = typeof newName === "string" ? newName.trim() : "";
  if (name === "" || name.includes(".") || name.includes("/")) throw new InvalidNameError(String(newName));
  checkName(name);
  const ext = extensionOf(oldKey);
  return checkKey(`${folderOf(oldKey)}${name}${ext ? `.${ext}` : ""}`);
}

/** The spec's folders as prefixes, and whether a key lies under one of them. */
export function isUnderKnownFolder(key: string): boolean {
  return FOLDERS.some((f) => key.startsWith(`${f}/`));
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  webp: "image/webp",
  gif: "image/gif",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

/** The content type a stored file is served with, from the extension the store gave it. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extensionOf(key)] ?? "application/octet-stream";
}
