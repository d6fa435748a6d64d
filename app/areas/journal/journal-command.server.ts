// The site journal's commands (ADR-0063): WriteJournalEntry, ReviseJournalEntry,
// RemoveJournalEntry, AddJournalComment, RemoveJournalComment, LikeJournalEntry,
// UnlikeJournalEntry. The route has checked that the user may read the site (its policy, the site
// in scope); the decider checks who may write, change and remove. New photos are stored (with
// their thumbnails) before the command and removed again when it is refused or repeats an earlier
// one; the photos a revision or a removal leaves out are deleted only after the commit (as the
// site's picture, ADR-0059). The JSON API's photos arrive already stored (POST utility/uploadImage
// with purpose journal, ADR-0093): they are passed as `stored` and never deleted here — a refused
// or repeated call leaves them to their upload row (another call may still use them) and the sweep.
import type { DailyLog } from "~/domain/journal/daily-log";
import type { WriterRights } from "~/domain/journal/decider";
import type { JournalImage } from "~/domain/journal/events";
import type { CommandOutcome } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";
import { DEFAULT_MAX_UPLOAD_BYTES, discardUpload, storeUpload, type CheckedUpload, type UploadPolicy } from "~/storage/upload.server";

/** A journal photo: JPEG, PNG or WebP up to 10 MB under `journal/`, with a small JPEG thumbnail (longest side 320 px) for the feed. */
export const JOURNAL_UPLOAD: UploadPolicy = {
  folder: "journal",
  maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
  kinds: ["jpeg", "png", "webp"],
  thumbnails: true,
  thumbnail: { size: 320, fit: "inside" },
};

export type Log = (m: string) => void;

async function storeAll(store: FileStore, files: CheckedUpload[]): Promise<JournalImage[]> {
  const stored: JournalImage[] = [];
  try {
    for (const f of files) {
      const s = await storeUpload(store, f, JOURNAL_UPLOAD);
      stored.push({ key: s.key, thumbnailKey: s.thumbnailKey });
    }
  } catch (e) {
    await discardAll(store, stored, console.warn);
    throw e;
  }
  return stored;
}

export async function discardAll(store: FileStore, images: JournalImage[], log: Log): Promise<void> {
  for (const i of images) await discardUpload(store, i, log);
}

/** Runs a command with new photos stored first: they are removed again when it fails or repeats an earlier one (the already stored ones are not). */
export async function withPhotos(store: FileStore, files: CheckedUpload[], stored: JournalImage[], log: Log, run: (images: JournalImage[]) => Promise<CommandOutcome>): Promise<CommandOutcome> {
  const images = await storeAll(store, files);
  let outcome: CommandOutcome;
  try {
    outcome = await run([...stored, ...images]);
  } catch (err) {
    await discardAll(store, images, log);
    throw err;
  }
  if (outcome.replayed) await discardAll(store, images, log);
  return outcome;
}

export interface NewJournalEntry {
  siteId: number;
  /** YYYY-MM-DD; null: today */
  date: string | null;
  title: string;
  description: string;
  files: CheckedUpload[];
  /** photos stored before the command (the API's uploads, ADR-0093), ahead of `files` */
  stored?: JournalImage[];
  rights: WriterRights;
  /** the daily log's sections (ADR-0067); null or empty: none */
  dailyLog?: DailyLog | null;
}

export interface JournalRevision {
  title: string;
  description: string;
  /** the post's photos as they were, and the keys of those kept */
  current: JournalImage[];
  keep: string[];
  files: CheckedUpload[];
  /** new photos stored before the command (the API's uploads, ADR-0093), after those kept */
  stored?: JournalImage[];
  mayUpdateSites: boolean;
  /** the whole new daily log (null: none) */
  dailyLog: DailyLog | null;
}
