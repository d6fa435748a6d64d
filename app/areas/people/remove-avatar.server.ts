// ChangeAvatar with no photo (ADR-0033): the initials show again.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import type { CommandMeta, CommandOutcome } from "~/events/handle-command.server";
import { fileStore } from "~/storage/index.server";
import { runChangeAvatar } from "./change-avatar.server";
import { avatarTarget, type RetiredFiles, type UploadOptions } from "./person-command.server";

/** Removes a person's photo (the initials show again); its files are deleted after the commit. */
export async function removeAvatar(
  sql: Sql,
  user: Actor,
  input: { personId: number; expectedVersion: number | null },
  meta: CommandMeta,
  opts: UploadOptions = {},
): Promise<CommandOutcome & RetiredFiles> {
  await avatarTarget(sql, user, input.personId);
  return runChangeAvatar(sql, { ...input, avatar: null }, meta, opts.store ?? fileStore(), opts.log);
}
