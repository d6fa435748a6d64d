// DeleteSiteFile (ADR-0104: one command a file); what the area's commands share is in site-file-command.server.ts.
import { precheck, run, dropThumbnails } from "./site-file-command.server";
import type { Sql } from "~/db.server";
import type { SiteFilesCommand } from "~/domain/site-files/decider";
import type { CommandMeta } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Deletes a file from the store, then records it. */
export async function deleteSiteFile(sql: Sql, store: FileStore, siteId: number, key: string, meta: CommandMeta) {
  const command: SiteFilesCommand = { type: "DeleteSiteFile", siteId, key };
  await precheck(sql, command, meta);
  await store.delete(key);
  const outcome = await run(sql, command, meta);
  await dropThumbnails(store, siteId, [key]);
  return outcome;
}
