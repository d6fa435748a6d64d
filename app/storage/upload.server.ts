// Checking and storing an uploaded file (ADR-0020). The checks run on the server, on the bytes:
// the size cap of the use, the type decided by the file's first bytes, a file name without path
// tricks; an image must also decode (sharp), and gets a small JPEG thumbnail for lists. A refusal
// carries a reason code (`storage.reason.<code>`) that the form shows after `upload_failed`.
// The stored name is a random id plus the extension of the detected type, under the use's folder.
import { createHash, randomUUID } from "node:crypto";
import { loadSharp } from "./sharp.server";
import { formatFileSize } from "~/domain/shared/format";
import { KIND_INFO, sniffKind, type FileKind } from "./file-types";
import { checkKey, type Folder } from "./keys";
import type { ReceivedFile } from "./multipart.server";
import type { FileStore } from "./store.server";

/** What one use accepts: its folder, size cap and kinds. */
export interface UploadPolicy {
  folder: Folder;
  maxBytes: number;
  kinds: readonly FileKind[];
  /** images get a thumbnail under <folder>/thumbs/ */
  thumbnails: boolean;
  /** the thumbnail's longest side (THUMBNAIL_SIZE unless given) and whether it is cropped to a square */
  thumbnail?: { size: number; fit: "inside" | "cover" };
}

/** The spec's default cap (a use may set another). */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Receipts: JPEG, PNG or PDF up to 10 MB, in the `expenses` folder. */
export const RECEIPT_UPLOAD: UploadPolicy = { folder: "expenses", maxBytes: DEFAULT_MAX_UPLOAD_BYTES, kinds: ["jpeg", "png", "pdf"], thumbnails: true };

/** Avatars: a photo (JPEG, PNG or WebP) up to 10 MB under `public/profile-pics`, with a small square thumbnail for the menu card, lists and teams (ADR-0033). */
export const AVATAR_UPLOAD: UploadPolicy = {
  folder: "public/profile-pics",
  maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
  kinds: ["jpeg", "png", "webp"],
  thumbnails: true,
  thumbnail: { size: 128, fit: "cover" },
};

/** A site's picture: a photo (JPEG, PNG or WebP) up to 10 MB under `public/sites`, with a square thumbnail for the lists, the grid and the dashboard (ADR-0059). */
export const SITE_PICTURE_UPLOAD: UploadPolicy = {
  folder: "public/sites",
  maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
  kinds: ["jpeg", "png", "webp"],
  thumbnails: true,
  thumbnail: { size: 240, fit: "cover" },
};

/** The thumbnail storeUpload made beside a picture stored under `<folder>/<id>.<ext>`: `<folder>/thumbs/<id>.jpg`. */
export function thumbnailKeyOf(key: string): string {
  const slash = key.lastIndexOf("/");
  const name = key.slice(slash + 1);
  const dot = name.lastIndexOf(".");
  return `${key.slice(0, slash)}/thumbs/${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** Legal documents: PDF, JPEG or PNG up to 10 MB under `legal-documents` (ADR-0033). */
export const LEGAL_DOCUMENT_UPLOAD: UploadPolicy = { folder: "legal-documents", maxBytes: DEFAULT_MAX_UPLOAD_BYTES, kinds: ["pdf", "jpeg", "png"], thumbnails: true };

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 240;
/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

export type UploadReason = "too_large" | "empty" | "wrong_type" | "bad_name" | "unreadable_image";

export interface CheckedUpload {
  kind: FileKind;
  bytes: Uint8Array;
  size: number;
  contentType: string;
  ext: string;
  sha256: string;
  /** a JPEG thumbnail of an image (null for a PDF or when the use wants none) */
  thumbnail: Uint8Array | null;
}

export type UploadCheck = { ok: true; file: CheckedUpload } | { ok: false; reason: UploadReason; params: Record<string, string> };

/** The reason's message parameters: the cap and the kinds allowed. */
/** What the checks read of a policy (a site's files choose their folder per upload: ADR-0054). */
export type CheckPolicy = Pick<UploadPolicy, "maxBytes" | "kinds" | "thumbnails" | "thumbnail">;

function refusal(reason: UploadReason, policy: CheckPolicy): UploadCheck {
  return { ok: false, reason, params: { max: formatFileSize(policy.maxBytes), types: policy.kinds.map((k) => KIND_INFO[k].ext.toUpperCase()).join(", ") } };
}

/**
 * A file name as sent is only a label (the stored name never comes from it), but one with a path
 * trick (a "..", an absolute path, a slash or backslash) or a control character such as NUL is
 * refused outright.
 */
function isAcceptableFileName(name: string): boolean {
  if (name === "") return true; // some clients send none
  if (name.length > 255 || name === "." || name === ".." || /[/\\]/.test(name) || /^[a-zA-Z]:/.test(name)) return false;
  // eslint-disable-next-line no-control-regex -- why: exactly the characters refused
  return !/[\u0000-\u001f\u007f-\u009f]/.test(name);
}

/** Checks a received file against a use's policy: name, size, type by its bytes, and that an image decodes. */
export async function checkUpload(file: ReceivedFile, policy: CheckPolicy): Promise<UploadCheck> {
  if (!isAcceptableFileName(file.fileName)) return refusal("bad_name", policy);
  if (file.bytes === null || file.size > policy.maxBytes) return refusal("too_large", policy);
  if (file.size === 0) return refusal("empty", policy);
  const kind = sniffKind(file.bytes);
  if (!kind || !policy.kinds.includes(kind)) return refusal("wrong_type", policy);
  const info = KIND_INFO[kind];
  let thumbnail: Uint8Array | null = null;
  if (info.image) {
    try {
      const sharp = await loadSharp();
      const image = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
      const meta = await image.metadata();
      if (!meta.width || !meta.height) return refusal("unreadable_image", policy);
      // decoding the whole image proves it is one (a JPEG header on junk fails here)
      const thumb = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize(policy.thumbnail?.size ?? THUMBNAIL_SIZE, policy.thumbnail?.size ?? THUMBNAIL_SIZE, { fit: policy.thumbnail?.fit ?? "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 72 })
        .toBuffer();
      thumbnail = policy.thumbnails ? new Uint8Array(thumb) : null;
    } catch {
      return refusal("unreadable_image", policy);
    }
  }
  return {
    ok: true,
    file: {
      kind,
      bytes: file.bytes,
      size: file.size,
      contentType: info.contentType,
      ext: info.ext,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      thumbnail,
    },
  };
}

/** Where a stored upload is: the file, its thumbnail, and what it is. */
export interface StoredUpload {
  key: string;
  thumbnailKey: string | null;
  contentType: string;
  size: number;
  sha256: string;
}

/** A fresh random id for a stored name (no dashes: ids, not sentences). */
export function newFileId(): string {
  return randomUUID().replace(/-/g, "");
}

/**
 * Stores a checked upload as `<folder>/<id>.<ext>` (and its thumbnail as `<folder>/thumbs/<id>.jpg`).
 * `id` is random unless given (the demo seed gives a fixed one, so repeating it overwrites).
 */
export async function storeUpload(store: FileStore, file: CheckedUpload, policy: UploadPolicy, id: string = newFileId()): Promise<StoredUpload> {
  if (!/^[a-zA-Z0-9_-]{8,64}$/.test(id)) throw new Error(`not a file id: ${id}`);
  const key = checkKey(`${policy.folder}/${id}.${file.ext}`);
  await store.put(key, file.bytes, { contentType: file.contentType });
  let thumbnailKey: string | null = null;
  if (file.thumbnail) {
    thumbnailKey = checkKey(`${policy.folder}/thumbs/${id}.jpg`);
    await store.put(thumbnailKey, file.thumbnail, { contentType: "image/jpeg" });
  }
  return { key, thumbnailKey, contentType: file.contentType, size: file.size, sha256: file.sha256 };
}

/** Removes a stored upload again (its form was refused after it was stored); best effort. */
export async function discardUpload(store: FileStore, stored: Pick<StoredUpload, "key" | "thumbnailKey">, log: (m: string) => void = console.warn): Promise<void> {
  for (const key of [stored.key, stored.thumbnailKey]) {
    if (!key) continue;
    try {
      await store.delete(key);
    } catch (e) {
      log(`[storage] could not remove the orphan upload ${key}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
