// DeleteSiteFolder (ADR-0104: one command a file); what the area's commands share is in site-file-command.server.ts.
import { stateOf, run, dropThumbnails, keysUnder } from "./site-file-command.server";
import type { Sql } from "~/db.server";
import { ruleBroken } from "~/domain/shared/errors";
import { siteFilesDecider, type SiteFilesCommand } from "~/domain/site-files/decider";
import { siteRoot } from "~/domain/site-files/paths";
import type { CommandMeta } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Deletes a folder with everything under it (its contents need the irreversible-operation box), then records each file and folder. */
export async function deleteSiteFolder(sql: Sql, store: FileStore, siteId: number, folder: string, acknowledged: boolean, meta: CommandMeta) {
  const command: SiteFilesCommand = { type: "DeleteSiteFolder", siteId, folder, acknowledged };
  const state = await stateOf(sql, siteId);
  siteFilesDecider.decide(command, state, { actorId: meta.actorId, now: meta.now });
  // the store may hold files the log does not know (put there by other means): they count too
  if (!acknowledged) {
    const listed = await store.list(`${siteRoot(siteId)}${folder}`, { maxKeys: 1 });
    if (listed.files.length > 0) throw ruleBroken("siteFiles.errors.acknowledge", { field: "acknowledged" });
  }
  // the thumbnails are not under the folder (ADR-0060): the folder's image keys name them
  const keys = await keysUnder(store, `${siteRoot(siteId)}${folder}`);
  await store.deleteFolder(`${siteRoot(siteId)}${folder}`);
  const outcome = await run(sql, command, meta);
  await dropThumbnails(store, siteId, keys);
  return outcome;
}
