// A site's files (ADR-0054): the folder listing (the store's objects, every page of them, named by
// the file log's projection) and the operations of the files page. Each operation checks what it
// can before touching the store (the decider over the stream, without appending), then changes the
// store, then records the event; an upload that cannot be recorded is removed again, so what the log
// says was stored is what the store holds.
import type { Sql } from "~/db.server";
import { fold } from "~/domain/shared/decider";
import { notFound } from "~/domain/shared/errors";
import { siteFilesDecider, type SiteFilesCommand } from "~/domain/site-files/decider";
import { continueAfter, folderName, mayBrowse, parentOf, SHARED, siteRoot, siteThumbKeyOf, uploadDisplayName, type Entry } from "~/domain/site-files/paths";
import { readDecodedStream } from "~/events/catalog.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { knownEntriesOf, knownFile } from "~/events/queries/site-files.server";
import { KIND_INFO, type FileKind } from "~/storage/file-types";
import { baseName } from "~/storage/keys";
import type { ReceivedFile } from "~/storage/multipart.server";
import { SIGNED_URL_SECONDS, type FileStore, type StoredFile } from "~/storage/store.server";
import { checkUpload, THUMBNAIL_SIZE, type CheckedUpload, type CheckPolicy } from "~/storage/upload.server";

/** What a site's folder accepts: images, PDF, DWG, DXF, XLSX, DOCX and ZIP, recognised by their bytes. */
const SITE_FILE_KINDS: readonly FileKind[] = ["jpeg", "png", "gif", "webp", "pdf", "dwg", "dxf", "xlsx", "docx", "pptx", "odt", "ods", "odp", "zip"];

/** The per-file cap (50 MB unless SITE_FILES_MAX_BYTES says otherwise). */
export function siteFileMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SITE_FILES_MAX_BYTES);
  return Number.isSafeInteger(n) && n > 0 ? n : 50 * 1024 * 1024;
}

/** Images also get a JPEG thumbnail, at most 240 px a side, made by sharp at upload (ADR-0060). */
const siteFilePolicy = (): CheckPolicy => ({ maxBytes: siteFileMaxBytes(), kinds: SITE_FILE_KINDS, thumbnails: true, thumbnail: { size: THUMBNAIL_SIZE, fit: "inside" } });

/** The most files one upload form may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/** Pages of 1,000 keys read before a listing gives up (and says so): 100,000 entries in one folder. */
const MAX_LIST_PAGES = 100;

/** Every object directly under a prefix, page after page (never cut at the store's 1,000 keys). */
export async function listEverything(store: FileStore, prefix: string, pageSize = 1000): Promise<{ files: StoredFile[]; folders: string[]; complete: boolean }> {
  const files: StoredFile[] = [];
  const folders: string[] = [];
  let startAfter: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const l = await store.list(prefix, { delimiter: "/", maxKeys: pageSize, startAfter });
    files.push(...l.files);
    folders.push(...l.folders);
    if (!l.truncated) return { files, folders, complete: true };
    const keys = [...l.files.map((f) => f.key), ...l.folders];
    const last = keys.reduce((a, b) => (Buffer.compare(Buffer.from(a), Buffer.from(b)) >= 0 ? a : b), "");
    if (!last) break;
    startAfter = continueAfter(last);
  }
  return { files, folders, complete: false };
}

export interface FolderListing {
  entries: Entry[];
  /** the store could not be read: the list is empty and the page says so */
  failed: boolean;
  /** more than MAX_LIST_PAGES pages: the page says the list is incomplete */
  incomplete: boolean;
}

/**
 * One folder of a site: the store's files named by the log (a file the log does not know keeps its
 * stored name; a log entry whose bytes are gone is not shown), the store's sub-folders and the
 * log's (an empty folder has none in the store), and SHARED at the root, always.
 */
export async function listSiteFolder(sql: Sql, store: FileStore, siteId: number, folder: string, log: (m: string) => void = console.warn): Promise<FolderListing> {
  const root = siteRoot(siteId);
  let listed: Awaited<ReturnType<typeof listEverything>>;
  try {
    listed = await listEverything(store, `${root}${folder}`);
  } catch (e) {
    log(`[site-files] listing ${root}${folder} failed: ${e instanceof Error ? e.message : String(e)}`);
    return { entries: [], failed: true, incomplete: false };
  }
  const known = await knownEntriesOf(sql, siteId, folder);
  const names = new Map(known.filter((k) => !k.isFolder).map((k) => [k.id, k.name]));
  const folders = new Map<string, Entry>();
  const addFolder = (path: string, modified: number | null) => {
    if (!folders.has(path)) folders.set(path, { kind: "folder", id: path, name: folderName(path), size: null, modified });
  };
  if (folder === "") addFolder(SHARED, null);
  for (const f of listed.folders) addFolder(f.slice(root.length), null);
  for (const k of known) if (k.isFolder && parentOf(k.folder) === folder) addFolder(k.folder, k.createdAt.getTime());
  const files: Entry[] = listed.files.map((f) => ({ kind: "file", id: f.key, name: names.get(f.key) ?? baseName(f.key), size: f.size, modified: f.lastModified.getTime() }));
  return { entries: [...folders.values(), ...files], failed: false, incomplete: !listed.complete };
}

export async function stateOf(sql: Sql, siteId: number) {
  return fold(siteFilesDecider, await readDecodedStream(sql, siteFilesDecider, siteId));
}

/** The decider's answer without appending: the refusal it would give is thrown before the store is touched. */
export async function precheck(sql: Sql, command: SiteFilesCommand, meta: CommandMeta) {
  return siteFilesDecider.decide(command, await stateOf(sql, command.siteId), { actorId: meta.actorId, now: meta.now });
}

export function run(sql: Sql, command: SiteFilesCommand, meta: CommandMeta) {
  return handleCommand(sql, siteFilesDecider, { command, meta, target: { id: command.siteId } });
}

/** The store key of a file of this site the person may see; a 404 for anything else. */
export function siteKeyOf(siteId: number, key: unknown, readAll: boolean): string {
  const root = siteRoot(siteId);
  if (typeof key !== "string" || !key.startsWith(root) || key.endsWith("/")) throw notFound();
  const rest = key.slice(root.length);
  const folder = rest.includes("/") ? rest.slice(0, rest.lastIndexOf("/") + 1) : "";
  if (!mayBrowse(folder, readAll) || rest.split("/").some((s) => s === "" || s.startsWith(".") || s === "..")) throw notFound();
  return key;
}

export interface UploadRefusal {
  file: string;
  reason: string;
  params: Record<string, string>;
}

/** Checks every file of the form; all are stored or none (a refusal names the file and why). */
export async function checkSiteUploads(received: readonly ReceivedFile[]): Promise<{ ok: CheckedUpload[]; refused: UploadRefusal[]; names: string[] }> {
  const ok: CheckedUpload[] = [];
  const refused: UploadRefusal[] = [];
  const names: string[] = [];
  for (const f of received) {
    const check = await checkUpload(f, siteFilePolicy());
    if (check.ok) {
      ok.push(check.file);
      names.push(uploadDisplayName(f.fileName, check.file.ext));
    } else
      refused.push({
        // eslint-disable-next-line no-control-regex -- why: a NUL or other control character is shown as "?", never echoed
        file: f.fileName.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?").slice(0, 120),
        reason: check.reason,
        params: check.params,
      });
  }
  return { ok, refused, names };
}

/** Removes the thumbnails of files that are gone (best effort: a leftover thumbnail is never shown, its file being gone). */
export async function dropThumbnails(store: FileStore, siteId: number, keys: readonly string[], log: (m: string) => void = console.warn) {
  for (const key of keys) {
    const thumbKey = siteThumbKeyOf(siteId, key);
    if (!thumbKey) continue;
    try {
      await store.delete(thumbKey);
    } catch (e) {
      log(`[site-files] thumbnail ${thumbKey} not removed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

/** Every file key anywhere under a prefix (every page of the listing). */
export async function keysUnder(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let startAfter: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const l = await store.list(prefix, { startAfter });
    keys.push(...l.files.map((f) => f.key));
    if (!l.truncated || l.files.length === 0) break;
    startAfter = l.files[l.files.length - 1].key;
  }
  return keys;
}

/**
 * The thumbnails of the image files among these keys that have one, as signed links (valid 300 s);
 * a file stored before thumbnails were made, or whose thumbnail could not be read, has none and the
 * grid shows its extension instead.
 */
export async function siteThumbnailLinks(store: FileStore, siteId: number, keys: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await Promise.all(
    keys.map(async (key) => {
      const thumbKey = siteThumbKeyOf(siteId, key);
      if (!thumbKey) return;
      try {
        if (await store.head(thumbKey)) out.set(key, await store.signedUrl(thumbKey, { expiresInSeconds: SIGNED_URL_SECONDS, downloadName: null }));
      } catch (e) {
        console.warn(`[site-files] thumbnail ${thumbKey} not read: ${e instanceof Error ? e.message : String(e)}`);
      }
    }),
  );
  return out;
}

/** A signed link to a file for 300 s: shown in the browser for images and PDFs, downloaded under its display name otherwise. */
export async function siteFileLink(sql: Sql, store: FileStore, siteId: number, key: string): Promise<{ url: string; name: string }> {
  const file = await store.head(key);
  if (!file) throw notFound();
  const known = await knownFile(sql, siteId, key);
  const name = known?.name ?? baseName(key);
  const ext = baseName(key).split(".").pop()?.toLowerCase() ?? "";
  const inline = Object.values(KIND_INFO).some((k) => (k.image || k.ext === "pdf") && k.ext === ext);
  const url = await store.signedUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS, downloadName: inline ? null : name });
  return { url, name };
}
