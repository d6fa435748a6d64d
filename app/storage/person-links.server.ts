// Signed links to a person's stored files (ADR-0020, ADR-0033): their avatar (the photo and its
// square thumbnail) and their legal documents. Like a receipt's, the link is the permission: the
// loader checks the user's access to the person first, then asks for links valid 300 seconds.
import type { PersonFile } from "~/domain/person/events";
import { fileStore } from "./index.server";
import type { FileStore } from "./store.server";

export interface PersonFileLinks {
  /** opens the file itself (the photo, the document) */
  url: string;
  /** a small image for lists and the menu card; null for a PDF */
  thumbnailUrl: string | null;
  isPdf: boolean;
}

/** Links to one stored file of a person; `downloadName` makes the browser save it under that name instead of showing it. */
export async function personFileLinks(file: PersonFile, opts: { downloadName?: string | null; store?: FileStore } = {}): Promise<PersonFileLinks> {
  const store = opts.store ?? fileStore();
  const [url, thumbnailUrl] = await Promise.all([
    store.signedUrl(file.key, { downloadName: opts.downloadName ?? null }),
    file.thumbnailKey ? store.signedUrl(file.thumbnailKey) : Promise.resolve(null),
  ]);
  return { url, thumbnailUrl, isPdf: file.contentType === "application/pdf" };
}

/** The avatar's thumbnail link, or null without an avatar (the page shows the initials). */
export async function avatarThumbnailLink(avatar: PersonFile | null, store: FileStore = fileStore()): Promise<string | null> {
  if (!avatar) return null;
  return store.signedUrl(avatar.thumbnailKey ?? avatar.key);
}
