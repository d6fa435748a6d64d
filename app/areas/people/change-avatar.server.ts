// ChangeAvatar with a new photo (ADR-0033): the upload is stored before the command and the photo it
// replaces is deleted after the commit (person-command.server.ts, ADR-0022).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { personDecider } from "~/domain/person/decider";
import type { PersonAvatarChanged, PersonFile } from "~/domain/person/events";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { fileStore } from "~/storage/index.server";
import { deleteFiles } from "~/storage/person-files.server";
import type { FileStore } from "~/storage/store.server";
import { AVATAR_UPLOAD, type CheckedUpload } from "~/storage/upload.server";
import { avatarTarget, keysOf, NOTHING, ownSubject, requireKind, withStoredUpload, type RetiredFiles, type UploadOptions } from "./person-command.server";

/** Runs ChangeAvatar (a photo, or null: remove-avatar.server.ts) and, once committed, deletes the files of the avatar it replaced. */
export async function runChangeAvatar(sql: Sql, input: { personId: number; avatar: PersonFile | null; expectedVersion: number | null }, meta: CommandMeta, store: FileStore, log?: (m: string) => void) {
  let previous: PersonFile | null = null;
  const outcome = await handleCommand(sql, personDecider, {
    command: { type: "ChangeAvatar", avatar: input.avatar },
    meta,
    target: { id: input.personId },
    expectedVersion: input.expectedVersion,
    piiSubject: ownSubject,
    afterAppend: async (_tx, events) => {
      const changed = events.find((e) => e.type === "PersonAvatarChanged") as { data: PersonAvatarChanged["data"] } | undefined;
      previous = changed?.data.previous ?? null;
    },
  });
  // only now: a file deleted for a change that then rolled back could never come back
  const retired = outcome.replayed ? [] : keysOf(previous);
  const removedFiles = retired.length === 0 ? NOTHING : await deleteFiles(store, retired, log, "of a replaced avatar");
  return { ...outcome, removedFiles };
}

/**
 * A new photo for a person (JPEG, PNG or WebP, checked by its bytes with AVATAR_UPLOAD, with its
 * square thumbnail): stored under `public/profile-pics/`, named by PersonAvatarChanged; the
 * previous photo's files are deleted after the commit.
 */
export async function changeAvatar(
  sql: Sql,
  user: Actor,
  input: { personId: number; file: CheckedUpload; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & RetiredFiles> {
  requireKind(input.file, AVATAR_UPLOAD, "avatar");
  await avatarTarget(sql, user, input.personId);
  const store = opts.store ?? fileStore();
  return withStoredUpload(store, input.file, AVATAR_UPLOAD, opts.log, (avatar) => runChangeAvatar(sql, { ...input, avatar }, meta, store, opts.log));
}

/**
 * A new photo already checked against AVATAR_UPLOAD and stored (the JSON API's upload, ADR-0093):
 * the same rule and command as changeAvatar; a refused or repeated command leaves the file to its
 * upload and the sweep.
 */
export async function changeAvatarToStored(
  sql: Sql,
  user: Actor,
  input: { personId: number; avatar: PersonFile; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & RetiredFiles> {
  await avatarTarget(sql, user, input.personId);
  return runChangeAvatar(sql, input, meta, opts.store ?? fileStore(), opts.log);
}
