// The site journal's commands (ADR-0063): WriteJournalEntry, ReviseJournalEntry,
// RemoveJournalEntry, AddJournalComment, RemoveJournalComment, LikeJournalEntry,
// UnlikeJournalEntry. The route has checked that the user may read the site (its policy, the site
// in scope); the decider checks who may write, change and remove. New photos are stored (with
// their thumbnails) before the command and removed again when it is refused or repeats an earlier
// one; the photos a revision or a removal leaves out are deleted only after the commit (as the
// site's picture, ADR-0059). The JSON API's photos arrive already stored (POST utility/uploadImage
// with purpose journal, ADR-0093): they are passed as `stored` and never deleted here — a refused
// or repeated call leaves them to their upload row (another call may still use them) and the sweep.
import type { Sql } from "~/db.server";
import { journalDecider, type JournalContent, type TeamRights, type WriterRights } from "~/domain/journal/decider";
import type { DailyLog } from "~/domain/journal/daily-log";
import type { JournalImage } from "~/domain/journal/events";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
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

type Log = (m: string) => void;

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

async function discardAll(store: FileStore, images: JournalImage[], log: Log): Promise<void> {
  for (const i of images) await discardUpload(store, i, log);
}

/** Runs a command with new photos stored first: they are removed again when it fails or repeats an earlier one (the already stored ones are not). */
async function withPhotos(store: FileStore, files: CheckedUpload[], stored: JournalImage[], log: Log, run: (images: JournalImage[]) => Promise<CommandOutcome>): Promise<CommandOutcome> {
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

/** Writes a post, numbered from journal_id_seq, with its photos. */
export function writeJournalEntry(sql: Sql, store: FileStore, input: NewJournalEntry, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  return withPhotos(store, input.files, input.stored ?? [], log, (images) =>
    handleCommand(sql, journalDecider, {
      command: (journalId) => ({
        type: "WriteJournalEntry" as const,
        journalId,
        siteId: input.siteId,
        date: input.date,
        content: { title: input.title, description: input.description, images, dailyLog: input.dailyLog ?? null },
        rights: input.rights,
      }),
      meta,
      target: { sequence: "journal_id_seq" },
    }),
  );
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

/** Revises a post: the photos kept, then the new ones; the photos left out are deleted after the commit. */
export async function reviseJournalEntry(sql: Sql, store: FileStore, journalId: number, input: JournalRevision, expectedVersion: number | null, meta: CommandMeta, log: Log = console.warn): Promise<CommandOutcome> {
  const keep = new Set(input.keep);
  const kept = input.current.filter((i) => keep.has(i.key));
  const dropped = input.current.filter((i) => !keep.has(i.key));
  const outcome = await withPhotos(store, input.files, input.stored ?? [], log, (images) => {
    const content: JournalContent = { title: input.title, description: input.description, images: [...kept, ...images], dailyLog: input.dailyLog };
    return handleCommand(sql, journalDecider, { command: { type: "ReviseJournalEntry", content, mayUpdateSites: input.mayUpdateSites }, meta, target: { id: journalId }, expectedVersion });
  });
  if (!outcome.replayed && dropped.length > 0) await discardAll(store, dropped, log);
  return outcome;
}

/** Removes a post; its photos are deleted after the commit. */
export async function removeJournalEntry(sql: Sql, store: FileStore, journalId: number, images: JournalImage[], mayUpdateSites: boolean, expectedVersion: number | null, meta: CommandMeta, log: Log = console.warn) {
  const outcome = await handleCommand(sql, journalDecider, { command: { type: "RemoveJournalEntry", mayUpdateSites }, meta, target: { id: journalId }, expectedVersion });
  if (!outcome.replayed && outcome.version > 0) await discardAll(store, images, log);
  return outcome;
}

/** Adds the actor's comment to a post (the site's team, update sites). */
export function addJournalComment(sql: Sql, journalId: number, text: string, rights: TeamRights, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "AddJournalComment", text, rights }, meta, target: { id: journalId } });
}

/** Removes a comment (its author, or update sites); a repeat records nothing. */
export function removeJournalComment(sql: Sql, journalId: number, commentId: number, mayUpdateSites: boolean, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "RemoveJournalComment", commentId, mayUpdateSites }, meta, target: { id: journalId } });
}

/** The actor likes the post (the site's team, update sites); liking again records nothing. */
export function likeJournalEntry(sql: Sql, journalId: number, rights: TeamRights, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "LikeJournalEntry", rights }, meta, target: { id: journalId } });
}

/** The actor no longer likes the post; unliking what was not liked records nothing. */
export function unlikeJournalEntry(sql: Sql, journalId: number, meta: CommandMeta) {
  return handleCommand(sql, journalDecider, { command: { type: "UnlikeJournalEntry" }, meta, target: { id: journalId } });
}
