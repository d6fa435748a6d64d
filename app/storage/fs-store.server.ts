// The filesystem store (ADR-0020): the embedded default when no bucket is configured, files under
// <DATA_DIR>/files (./data/files). It keeps S3's semantics so the two stores are interchangeable:
// - a key "a/b/c.pdf" is the file <root>/a/b/c.pdf; every key is checked (keys.ts) and the
//   resolved path must stay inside the root;
// - an empty folder exists only while its marker file ".folder" does (createFolder), and deleting
//   a file removes the directories it leaves empty, as S3 forgets a prefix with no keys;
// - writes go to <root>/.tmp first and are renamed into place, so a reader never sees half a file.
// Download links point at the app's /storage/download route, signed with HMAC (signed-link.server.ts).
import { randomUUID } from "node:crypto";
import type { Dirent } from "node:fs";
import { copyFile, lstat, mkdir, readdir, readFile, rename as fsRename, rm, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkKey, checkPrefix, contentTypeOf, InvalidNameError, MAX_LIST_KEYS } from "./keys";
import { signLink } from "./signed-link.server";
import { SIGNED_URL_SECONDS, StorageError, type FileStore, type Listing, type ListOptions, type SignedUrlOptions, type StoredFile } from "./store.server";

const MARKER = ".folder";
const TMP = ".tmp";

export interface FsStoreOptions {
  /** absolute or relative to the working directory */
  root: string;
  /** the HMAC key of download links (deriveLinkSecret); a function so it can be read lazily from the database */
  linkSecret: () => Promise<Buffer>;
  /** the clock of link expiry, in ms (the application clock) */
  now: () => number;
}

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException)?.code === "ENOENT" || (e as NodeJS.ErrnoException)?.code === "ENOTDIR";

/** Keys sort as S3 sorts them: by their UTF-8 bytes. */
const byKey = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export function createFsStore(opts: FsStoreOptions): FileStore {
  const root = path.resolve(opts.root);

  /** The path of a checked key or prefix; refuses anything that would land outside the root. */
  function pathOf(keyOrPrefix: string): string {
    const p = path.resolve(root, ...keyOrPrefix.split("/").filter(Boolean));
    if (p !== root && !p.startsWith(root + path.sep)) throw new InvalidNameError(keyOrPrefix);
    return p;
  }

  async function fileAt(key: string): Promise<StoredFile | null> {
    try {
      const s = await lstat(pathOf(checkKey(key)));
      return s.isFile() ? { key, size: s.size, lastModified: s.mtime } : null;
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  /** Removes the directories a delete left empty, up to (not including) the root. */
  async function pruneEmpty(dir: string): Promise<void> {
    for (let d = dir; d !== root && d.startsWith(root + path.sep); d = path.dirname(d)) {
      try {
        await rmdir(d); // only succeeds when empty (a marker keeps it)
      } catch {
        return;
      }
    }
  }

  async function put(key: string, body: Uint8Array): Promise<void> {
    const target = pathOf(checkKey(key));
    const tmpDir = path.join(root, TMP);
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      await writeFile(tmp, body);
      await fsRename(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async function walk(dir: string, prefix: string, out: StoredFile[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (isMissing(e)) return;
      throw e;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue; // the marker, the temp folder
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, `${prefix}${entry.name}/`, out);
      else if (entry.isFile()) {
        const s = await stat(full);
        out.push({ key: `${prefix}${entry.name}`, size: s.size, lastModified: s.mtime });
      }
    }
  }

  async function copyChecked(fromKey: string, toKey: string): Promise<{ from: string; to: string }> {
    checkKey(fromKey);
    checkKey(toKey);
    if (!(await fileAt(fromKey))) throw new StorageError("not_found", `no file ${fromKey}`);
    if (await fileAt(toKey)) throw new StorageError("exists", `${toKey} exists`);
    const to = pathOf(toKey);
    await mkdir(path.dirname(to), { recursive: true });
    return { from: pathOf(fromKey), to };
  }

  return {
    kind: "fs",

    put: (key, body) => put(key, body),

    async get(key) {
      const f = await fileAt(key);
      if (!f) return null;
      try {
        return { body: new Uint8Array(await readFile(pathOf(key))), contentType: contentTypeOf(key) };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    head: (key) => fileAt(key),

    async list(prefix, options: ListOptions = {}): Promise<Listing> {
      const p = checkPrefix(prefix);
      const maxKeys = Math.min(Math.max(1, Math.trunc(options.maxKeys ?? MAX_LIST_KEYS)), MAX_LIST_KEYS);
      const dir = pathOf(p);
      const files: StoredFile[] = [];
      const folders: string[] = [];
      if (options.delimiter === "/") {
        let entries: Dirent[] = [];
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (e) {
          if (!isMissing(e)) throw e;
        }
        for (const entry of entries) {
          if (entry.name.startsWith(".")) continue;
          if (entry.isDirectory()) folders.push(`${p}${entry.name}/`);
          else if (entry.isFile()) {
            const s = await stat(path.join(dir, entry.name));
            files.push({ key: `${p}${entry.name}`, size: s.size, lastModified: s.mtime });
          }
        }
      } else {
        await walk(dir, p, files);
      }
      // as S3: files and folders together count against maxKeys, in key order, after startAfter
      const after = options.startAfter;
      const all = [...files.map((f) => ({ key: f.key, file: f as StoredFile | null })), ...folders.map((key) => ({ key, file: null }))]
        .filter((e) => after === undefined || byKey(e.key, after) > 0)
        .sort((a, b) => byKey(a.key, b.key));
      const kept = all.slice(0, maxKeys);
      return {
        files: kept.flatMap((e) => (e.file ? [e.file] : [])),
        folders: kept.flatMap((e) => (e.file ? [] : [e.key])),
        truncated: all.length > maxKeys,
      };
    },

    async createFolder(prefix) {
      const p = checkPrefix(prefix);
      if (p === "") return;
      const dir = pathOf(p);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, MARKER), "");
    },

    async deleteFolder(prefix) {
      const p = checkPrefix(prefix);
      if (p === "") throw new InvalidNameError(prefix);
      const dir = pathOf(p);
      await rm(dir, { recursive: true, force: true });
      await pruneEmpty(path.dirname(dir));
    },

    async copy(fromKey, toKey) {
      const { from, to } = await copyChecked(fromKey, toKey);
      await copyFile(from, to);
    },

    async rename(fromKey, toKey) {
      const { from, to } = await copyChecked(fromKey, toKey);
      await fsRename(from, to);
      await pruneEmpty(path.dirname(from));
    },

    async delete(key) {
      const p = pathOf(checkKey(key));
      try {
        const s = await lstat(p);
        if (!s.isFile()) return;
        await unlink(p);
      } catch (e) {
        if (isMissing(e)) return;
        throw e;
      }
      await pruneEmpty(path.dirname(p));
    },

    async signedUrl(key, options: SignedUrlOptions = {}) {
      checkKey(key);
      const seconds = options.expiresInSeconds ?? SIGNED_URL_SECONDS;
      const expiresAt = Math.floor(opts.now() / 1000) + seconds;
      return signLink(await opts.linkSecret(), key, expiresAt, options.downloadName ?? null);
    },
  };
}
