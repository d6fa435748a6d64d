// ChangeSiteAvatar: a site's picture (ADR-0059). A new photo is stored before the command (with its
// thumbnail, storage/upload.server) and removed again if the command is refused or repeats an
// earlier one; the picture it replaced is deleted only after the commit (as the person's avatar,
// ADR-0022): a file deleted for a change that then rolled back could never come back.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { siteDecider } from "~/domain/site/decider";
import type { SiteAvatarChanged } from "~/domain/site/events";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { fileStore } from "~/storage/index.server";
import type { FileStore } from "~/storage/store.server";
import { discardUpload, SITE_PICTURE_UPLOAD, storeUpload, thumbnailKeyOf, type CheckedUpload } from "~/storage/upload.server";
import { requireKind } from "~/areas/people/person-command.server";

export interface SitePictureInput {
  siteId: number;
  /** the new photo, checked with SITE_PICTURE_UPLOAD; null removes the picture */
  file: CheckedUpload | null;
  expectedVersion: number | null;
}

/** Runs the command with the given key, then deletes the replaced picture's files (best effort, logged). */
async function run(sql: Sql, input: SitePictureInput, avatarKey: string | null, meta: CommandMeta, store: FileStore, log: (m: string) => void): Promise<CommandOutcome> {
  let previous: string | null = null;
  const outcome = await handleCommand(sql, siteDecider, {
    command: { type: "ChangeSiteAvatar", avatarKey },
    meta,
    target: { id: input.siteId },
    expectedVersion: input.expectedVersion,
    afterAppend: async (_tx, events) => {
      const changed = events.find((e) => e.type === "SiteAvatarChanged") as { data: SiteAvatarChanged["data"] } | undefined;
      previous = changed?.data.previous ?? null;
    },
  });
  if (!outcome.replayed && previous) await discardUpload(store, { key: previous, thumbnailKey: thumbnailKeyOf(previous) }, log);
  return outcome;
}

/** A new picture for the site (the caller checked update sites and the site's scope), or none. */
export async function changeSitePicture(sql: Sql, _user: Actor, input: SitePictureInput, meta: CommandMeta, opts: { store?: FileStore; log?: (m: string) => void } = {}): Promise<CommandOutcome> {
  const store = opts.store ?? fileStore();
  const log = opts.log ?? console.warn;
  if (!input.file) return run(sql, input, null, meta, store, log);
  requireKind(input.file, SITE_PICTURE_UPLOAD, "picture");
  const stored = await storeUpload(store, input.file, SITE_PICTURE_UPLOAD);
  let outcome: CommandOutcome;
  try {
    outcome = await run(sql, input, stored.key, meta, store, log);
  } catch (err) {
    await discardUpload(store, stored, log);
    throw err;
  }
  if (outcome.replayed) await discardUpload(store, stored, log);
  return outcome;
}
