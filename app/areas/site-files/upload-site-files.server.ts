// UploadSiteFiles (ADR-0104: one command a file); what the area's commands share is in site-file-command.server.ts.
import { precheck, run } from "./site-file-command.server";
import type { Sql } from "~/db.server";
import type { SiteFilesCommand, UploadedFile } from "~/domain/site-files/decider";
import { siteRoot, siteThumbKeyOf } from "~/domain/site-files/paths";
import type { CommandMeta } from "~/events/handle-command.server";
import type { FileStore } from "~/storage/store.server";
import { newFileId, type CheckedUpload } from "~/storage/upload.server";

/**
 * Stores checked uploads under the folder as random id + extension (and an image's thumbnail), then
 * records them; removes them again when the record is refused. `ids` fixes the ids (the demo seed's).
 */
export async function uploadSiteFiles(sql: Sql, store: FileStore, siteId: number, folder: string, files: readonly CheckedUpload[], names: readonly string[], meta: CommandMeta, ids?: readonly string[]) {
  const planned: UploadedFile[] = files.map((f, i) => ({ key: `${siteRoot(siteId)}${folder}${ids?.[i] ?? newFileId()}.${f.ext}`, name: names[i], size: f.size, contentType: f.contentType }));
  const command: SiteFilesCommand = { type: "RecordSiteUploads", siteId, folder, files: planned };
  await precheck(sql, command, meta);
  const stored: string[] = [];
  try {
    for (const [i, f] of files.entries()) {
      await store.put(planned[i].key, f.bytes, { contentType: f.contentType });
      stored.push(planned[i].key);
      const thumbKey = siteThumbKeyOf(siteId, planned[i].key);
      if (f.thumbnail && thumbKey) {
        await store.put(thumbKey, f.thumbnail, { contentType: "image/jpeg" });
        stored.push(thumbKey);
      }
    }
    return await run(sql, command, meta);
  } catch (e) {
    for (const key of stored) await store.delete(key).catch(() => undefined);
    throw e;
  }
}
