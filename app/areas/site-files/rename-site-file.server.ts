// RenameSiteFile (ADR-0104: one command a file); what the area's commands share is in site-file-command.server.ts.
import { run } from "./site-file-command.server";
import type { Sql } from "~/db.server";
import type { CommandMeta } from "~/events/handle-command.server";

/** Renames a file: only its display name changes (the log's); the extension is kept. */
export async function renameSiteFile(sql: Sql, siteId: number, key: string, name: string, meta: CommandMeta) {
  return run(sql, { type: "RenameSiteFile", siteId, key, name }, meta);
}
