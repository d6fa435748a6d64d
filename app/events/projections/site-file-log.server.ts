// site_file_log — inline: the file log (ADR-0054), one row per upload, rename, move, folder creation
// and deletion, read by /app/file-log across the sites a viewer sees and by each site's log tab.
// Keyed by the site and the entry's number in the site's stream, so replaying an event changes nothing.
import { ACTION_OF } from "~/domain/site-files/events";
import { defineProjection, type Row } from "../projection.server";

export type SiteFileLogRow = {
  id: string;
  site_id: number;
  n: number;
  action: string;
  key: string;
  folder: string;
  from_text: string;
  name: string;
  size: number;
  actor_id: number | null;
  at: string | Date;
} & Row;

type T = "SiteFolderCreated" | "SiteFileUploaded" | "SiteFileRenamed" | "SiteFileMoved" | "SiteFileDeleted" | "SiteFolderDeleted";

export const siteFileLog = defineProjection<SiteFileLogRow, T>({
  name: "site_file_log",
  version: 1,
  mode: "inline",
  handles: ["SiteFolderCreated", "SiteFileUploaded", "SiteFileRenamed", "SiteFileMoved", "SiteFileDeleted", "SiteFolderDeleted"],
  key: "id",
  keyType: "text",
  createdBy: ["SiteFolderCreated", "SiteFileUploaded", "SiteFileRenamed", "SiteFileMoved", "SiteFileDeleted", "SiteFolderDeleted"],
  keyOf: (e) => `${e.data.siteId}:${e.data.n}`,
  evolve(_row, e) {
    const d = e.data;
    const base = { id: `${d.siteId}:${d.n}`, site_id: d.siteId, n: d.n, action: ACTION_OF[e.type], actor_id: d.by, at: d.at };
    switch (e.type) {
      case "SiteFolderCreated":
        return { ...base, key: e.data.folder, folder: e.data.folder, from_text: "", name: e.data.name, size: 0 };
      case "SiteFolderDeleted":
        return { ...base, key: e.data.folder, folder: e.data.folder, from_text: "", name: e.data.name, size: e.data.size };
      case "SiteFileUploaded":
      case "SiteFileDeleted":
        return { ...base, key: e.data.key, folder: e.data.folder, from_text: "", name: e.data.name, size: e.data.size };
      case "SiteFileRenamed":
        return { ...base, key: e.data.key, folder: e.data.folder, from_text: e.data.from, name: e.data.name, size: e.data.size };
      case "SiteFileMoved":
        return { ...base, key: e.data.key, folder: e.data.folder, from_text: e.data.fromFolder, name: e.data.name, size: e.data.size };
    }
  },
});
