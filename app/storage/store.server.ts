// The one file-storage interface of the application (ADR-0020). Two implementations keep exactly
// this contract, proven by one test suite run against both (tests/integration/storage.int.test.ts):
// an S3-compatible object store (s3-store.server.ts) and the local filesystem under ./data/
// (fs-store.server.ts), the default when no bucket is configured.
//
// The semantics are S3's: keys are flat strings, a folder is a prefix ending in "/", and an empty
// folder exists only while its marker does (createFolder). Every key, prefix and name is checked
// by app/storage/keys.ts before either store touches it.

/** A file in a listing (the spec's File item: Key, LastModified, Size). */
export interface StoredFile {
  key: string;
  size: number;
  lastModified: Date;
}

export interface Listing {
  /** the files directly under the prefix (with a delimiter) or anywhere under it (without), by key */
  files: StoredFile[];
  /** the sub-folders directly under the prefix ("expenses/2026/"); empty without a delimiter */
  folders: string[];
  /** more keys exist than `maxKeys` allowed */
  truncated: boolean;
}

export interface ListOptions {
  /** "/" lists one level (files and sub-folders); undefined lists every file under the prefix */
  delimiter?: "/";
  /** at most 1000 (the default) */
  maxKeys?: number;
  /** only keys after this one (S3's StartAfter): the next page after a truncated listing's last key */
  startAfter?: string;
}

export interface SignedUrlOptions {
  /** seconds; the spec's 300 unless told */
  expiresInSeconds?: number;
  /** set: the browser downloads the file under this name instead of showing it */
  downloadName?: string | null;
}

export interface FileBody {
  body: Uint8Array;
  contentType: string;
}

export interface FileStore {
  readonly kind: "s3" | "fs";
  /** Writes (or overwrites) a file. */
  put(key: string, body: Uint8Array, opts: { contentType: string }): Promise<void>;
  /** The file's bytes and content type; null when there is none. */
  get(key: string): Promise<FileBody | null>;
  /** Size and date of a file; null when there is none. */
  head(key: string): Promise<StoredFile | null>;
  /** Lists a folder ("" or "a/b/"), at most 1000 keys. */
  list(prefix: string, opts?: ListOptions): Promise<Listing>;
  /** Makes an empty folder that shows in listings until it is deleted. */
  createFolder(prefix: string): Promise<void>;
  /** Deletes a folder and everything under it; the root cannot be deleted. */
  deleteFolder(prefix: string): Promise<void>;
  /** Copies a file; refuses (StorageError "exists") when the target exists, "not_found" without a source. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Moves a file (copy, then delete); the same refusals as copy. */
  rename(fromKey: string, toKey: string): Promise<void>;
  /** Deletes a file; deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** A link that serves the file for a limited time (300 s): presigned on S3, HMAC-signed on the filesystem. */
  signedUrl(key: string, opts?: SignedUrlOptions): Promise<string>;
}

/** A store's refusal; `code` is a translation key under `storage.reason`. */
export class StorageError extends Error {
  readonly code: "not_found" | "exists" | "bad_name";
  constructor(code: StorageError["code"], message: string) {
    super(message);
    this.name = "StorageError";
    this.code = code;
  }
}

/** The signed link's lifetime (spec: 300 seconds). */
export const SIGNED_URL_SECONDS = 300;
