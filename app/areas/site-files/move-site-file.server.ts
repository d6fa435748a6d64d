// MoveSiteFile (ADR-0104: one command a file); what the area's commands share is in site-file-command.server.ts.
import { precheck, run } from "./site-file-command.server";
import type { Sql } from "~/db.server";
import { ruleBroken } from "~/domain/shared/errors";
import type { SiteFilesCommand } from "~/domain/site-files/decider";
import { mayBrowse, siteRoot } from "~/domain/site-files/paths";
import type { CommandMeta } from "~/events/handle-command.server";
import { baseName } from "~/storage/keys";
import type { FileStore } from "~/storage/store.server";

/** Moves a file to another folder of the site: the store's key changes folder, the stored name stays. */
export async function moveSiteFile(sql: Sql, store: FileStore, siteId: number, key: string, toFolder: string, readAll: boolean, meta: CommandMeta) {
  if (!mayBrowse(toFolder, readAll)) throw ruleBroken("siteFiles.errors.folder_unknown", { field: "to" });
  const toKey = `${siteRoot(siteId)}${toFolder}${baseName(key)}`;
  const command: SiteFilesCommand = { type: "MoveSiteFile", siteId, key, toKey, toFolder };
  const events = await precheck(sql, command, meta);
  if (events.length === 0) return run(sql, command, meta);
  await store.rename(key, toKey);
  try {
    return await run(sql, command, meta);
  } catch (e) {
    await store.rename(toKey, key).catch(() => undefined);
    throw e;
  }
}
