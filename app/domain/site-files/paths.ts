// Where a site's files live and what they may be called (ADR-0054). Pure.
//
// A site's files are under `sites/<siteId>/` in the store. A folder is named by its path relative to
// that root ("" the root, "SHARED/", "SHARED/Plans/"); a file's key is `sites/<id>/<folder><random
// id>.<ext>` and its display name lives in the events. Every site has the SHARED folder from its
// creation, with or without an object behind it; a person without read files sees only SHARED and below.

/** The folder every site has (spec: Shared folder name). */
export const SHARED = "SHARED/";
/** Files listed per page (spec: Files list page size). */
export const FILES_PAGE_SIZE = 15;
const MAX_FOLDER_NAME = 120;
const MAX_FILE_NAME = 200;
/** The most nested folders a path may hold (a path past this is refused, not created). */
export const MAX_DEPTH = 12;

// NUL and the other C0 controls, DEL, and the C1 controls
// eslint-disable-next-line no-control-regex -- why: these are exactly the characters refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The store prefix of one site's files. */
export function siteRoot(siteId: number): string {
  return `sites/${siteId}/`;
}

/** A folder path as a URL or form gives it: "" or safe segments each followed by "/"; null when it is anything else ("../", a NUL, "//"). */
export function parseFolderPath(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === "") return "";
  if (typeof raw !== "string" || raw.length > 1000 || !raw.endsWith("/")) return null;
  const segments = raw.slice(0, -1).split("/");
  if (segments.length > MAX_DEPTH || !segments.every(isSafeSegment)) return null;
  return raw;
}

function isSafeSegment(s: string): boolean {
  return s.length > 0 && s.length <= 255 && !s.startsWith(".") && !s.includes("\\") && !CONTROL.test(s) && s.trim() === s;
}

/** A new folder's name: not empty, no "/", no leading "." (spec), no control character or backslash; the error's code otherwise. */
export function folderNameProblem(name: string): string | null {
  const n = name.trim();
  if (n === "") return "siteFiles.errors.name_required";
  if (n.includes("/")) return "siteFiles.errors.no_slash";
  if (n.startsWith(".")) return "siteFiles.errors.no_leading_dot";
  if (CONTROL.test(n) || n.includes("\\")) return "siteFiles.errors.bad_characters";
  if (n.length > MAX_FOLDER_NAME) return "siteFiles.errors.too_long";
  return null;
}

/** A file's new name: not empty, no "/" or "." (spec; the extension is kept), no control character. */
export function renameProblem(name: string): string | null {
  const n = name.trim();
  if (n === "") return "siteFiles.errors.name_required";
  if (n.includes("/")) return "siteFiles.errors.no_slash";
  if (n.includes(".")) return "siteFiles.errors.no_dot";
  if (CONTROL.test(n) || n.includes("\\")) return "siteFiles.errors.bad_characters";
  if (n.length > MAX_FILE_NAME) return "siteFiles.errors.too_long";
  return null;
}

/** The extension of a display name, with its dot as typed (".PDF"); "" when none. */
function displayExtension(name: string): string {
  const i = name.lastIndexOf(".");
  return i <= 0 ? "" : name.slice(i);
}

/** The display name after a rename: the new name plus the old name's extension (or the stored one's when the old name had none). */
export function renamedDisplayName(oldName: string, newName: string, storedExt: string): string {
  const ext = displayExtension(oldName) || (storedExt ? `.${storedExt}` : "");
  return `${newName.trim()}${ext}`;
}

/** The display name an upload gets: the name the browser sent, or "file.<ext>" when it sent none. */
export function uploadDisplayName(sent: string, ext: string): string {
  const n = sent.trim().slice(0, MAX_FILE_NAME);
  return n === "" ? `file.${ext}` : n;
}

/** May this person see this folder? Everybody with read files sees all of it; otherwise only SHARED and below. */
export function mayBrowse(folder: string, readAll: boolean): boolean {
  return readAll || folder.startsWith(SHARED);
}

/** The folder a person lands on without a path: the root, or SHARED for a person who sees only SHARED. */
export function landingFolder(readAll: boolean): string {
  return readAll ? "" : SHARED;
}

/** The breadcrumbs of a folder: each ancestor's path and name, the root first ("" named by the caller). */
export function breadcrumbs(folder: string): { path: string; name: string }[] {
  const out: { path: string; name: string }[] = [{ path: "", name: "" }];
  let acc = "";
  for (const seg of folder.split("/").filter(Boolean)) {
    acc += `${seg}/`;
    out.push({ path: acc, name: seg });
  }
  return out;
}

/** The parent folder of a folder ("" for a top-level one). */
export function parentOf(folder: string): string {
  const trimmed = folder.slice(0, -1);
  const i = trimmed.lastIndexOf("/");
  return i < 0 ? "" : trimmed.slice(0, i + 1);
}

/** The last segment of a folder path. */
export function folderName(folder: string): string {
  return folder.split("/").filter(Boolean).pop() ?? "";
}

export const FILE_SORTS = ["name", "size", "date"] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export interface Entry {
  kind: "folder" | "file";
  /** the folder's path, or the file's key */
  id: string;
  name: string;
  size: number | null;
  /** ms since epoch; null when unknown (a folder without a marker) */
  modified: number | null;
}

/** Folders first, then files, each sorted by the chosen column (name ties by date, then id: two files of one name stay apart and stable). */
export function sortEntries(entries: readonly Entry[], sort: FileSort, dir: "asc" | "desc"): Entry[] {
  const sign = dir === "asc" ? 1 : -1;
  const byName = (a: Entry, b: Entry) => a.name.localeCompare(b.name, "it", { sensitivity: "base", numeric: true });
  const cmp = (a: Entry, b: Entry): number => {
    // folders stay first in either direction
    if (a.kind !== b.kind) return a.kind === "folder" ? -1 : 1;
    let c = 0;
    if (sort === "size") c = (a.size ?? 0) - (b.size ?? 0);
    else if (sort === "date") c = (a.modified ?? 0) - (b.modified ?? 0);
    else c = byName(a, b);
    if (c === 0) c = byName(a, b) || (a.modified ?? 0) - (b.modified ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    return c * sign;
  };
  return [...entries].sort(cmp);
}

/** The key to continue a listing after (S3's StartAfter): a file's key, or past everything under a folder. */
export function continueAfter(lastKey: string): string {
  return lastKey.endsWith("/") ? `${lastKey}\u{10FFFF}` : lastKey;
}

/** The store prefix of a site's thumbnails: beside the site's files, never inside them (ADR-0060). */
function siteThumbRoot(siteId: number): string {
  return `site-thumbs/${siteId}/`;
}

const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"];

/** Whether a stored key names an image (by the extension the upload's content check gave it). */
export function isImageKey(key: string): boolean {
  const name = key.slice(key.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 && IMAGE_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/**
 * The thumbnail of an image of a site, keyed by the file's random id alone (ADR-0060): a move keeps
 * the id, so the thumbnail follows the file without being touched; a rename changes only the log's
 * display name. `sites/7/SHARED/Plans/3f9c.jpg` → `site-thumbs/7/3f9c.jpg`; null for a key that is
 * not an image of that site.
 */
export function siteThumbKeyOf(siteId: number, key: string): string | null {
  const root = siteRoot(siteId);
  if (!key.startsWith(root) || !isImageKey(key)) return null;
  const name = key.slice(key.lastIndexOf("/") + 1);
  return `${siteThumbRoot(siteId)}${name.slice(0, name.lastIndexOf("."))}.jpg`;
}

/** The upper-case extension a file's badge shows in the grid ("PDF", "DWG"); "" without one. */
export function extensionBadge(key: string): string {
  const name = key.slice(key.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toUpperCase().slice(0, 5) : "";
}

export const FILE_VIEWS = ["list", "grid"] as const;
export type FileView = (typeof FILE_VIEWS)[number];

/** The view a URL asks for: the grid only when `view=grid`, the list otherwise. */
export function fileViewOf(raw: string | null): FileView {
  return raw === "grid" ? "grid" : "list";
}
