// CreateSiteFolder (ADR-0104: one command a file); what the area's commands share is in site-file-command.server.ts.
import { run } from "./site-file-command.server";
import type { Sql } from "~/db.server";
import { siteRoot } from "~/domain/site-files/paths";
import type { CommandMeta } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";

/** Creates a folder (the event first: an empty folder is the log's; the store's marker follows). */
export async function createSiteFolder(sql: Sql, store: FileStore, siteId: number, parent: string, name: string, meta: CommandMeta) {
  const outcome = await run(sql, { type: "CreateSiteFolder", siteId, parent, name }, meta);
  try {
    await store.createFolder(`${siteRoot(siteId)}${parent}${name.trim()}/`);
  } catch (e) {
    console.warn(`[site-files] folder marker not written (the log keeps the folder): ${e instanceof Error ? e.message : String(e)}`);
  }
  return outcome;
}
