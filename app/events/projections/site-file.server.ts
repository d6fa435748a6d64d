// site_file — inline: the files and folders a site's file log knows now (ADR-0054), with their
// display names, read beside the store's listing by the files page (the store says what exists,
// this table what it is called). A deleted file or folder keeps its row as a tombstone (`removed`).
// A file's row is keyed by its stored name (random id + extension), which a move keeps: only the
// folder part of its store key changes.
import { defineProjection, type Row } from "../projection.server";

export type SiteFileFields = {
  id: string;
  store_key: string;
  site_id: number;
  is_folder: boolean;
  folder: string;
  name: string;
  size: number;
  content_type: string;
  created_at: string | Date;
  created_by: number | null;
  modified_at: string | Date;
  removed: boolean;
};
export type SiteFileRow = SiteFileFields & Row;

/** The row id of a folder. */
const folderRowKey = (siteId: number, folder: string) => `${siteId}:${folder}`;
/** The row id of a file: its stored name, the last segment of its key. */
export const fileRowKey = (key: string) => key.slice(key.lastIndexOf("/") + 1);

type T = "SiteFolderCreated" | "SiteFileUploaded" | "SiteFileRenamed" | "SiteFileMoved" | "SiteFileDeleted" | "SiteFolderDeleted";

export const siteFile = defineProjection<SiteFileRow, T>({
  name: "site_file",
  version: 1,
  mode: "inline",
  handles: ["SiteFolderCreated", "SiteFileUploaded", "SiteFileRenamed", "SiteFileMoved", "SiteFileDeleted", "SiteFolderDeleted"],
  key: "id",
  keyType: "text",
  createdBy: ["SiteFolderCreated", "SiteFileUploaded"],
  keyOf: (e) => (e.type === "SiteFolderCreated" || e.type === "SiteFolderDeleted" ? folderRowKey(e.data.siteId, e.data.folder) : fileRowKey(e.data.key)),
  evolve(row, e) {
    const d = e.data;
    const keep = row ? (({ last_position: _p, ...r }) => r)(row) : null;
    switch (e.type) {
      case "SiteFolderCreated":
        return { id: folderRowKey(d.siteId, e.data.folder), store_key: "", site_id: d.siteId, is_folder: true, folder: e.data.folder, name: e.data.name, size: 0, content_type: "", created_at: d.at, created_by: d.by, modified_at: d.at, removed: false };
      case "SiteFileUploaded":
        return { id: fileRowKey(e.data.key), store_key: e.data.key, site_id: d.siteId, is_folder: false, folder: e.data.folder, name: e.data.name, size: e.data.size, content_type: e.data.contentType, created_at: d.at, created_by: d.by, modified_at: d.at, removed: false };
      case "SiteFileRenamed":
        return keep ? { ...keep, name: e.data.name, modified_at: d.at } : null;
      case "SiteFileMoved":
        return {
          id: fileRowKey(e.data.key),
          store_key: e.data.key,
          site_id: d.siteId,
          is_folder: false,
          folder: e.data.folder,
          name: e.data.name,
          size: e.data.size,
          content_type: keep?.content_type ?? "",
          created_at: keep?.created_at ?? d.at,
          created_by: keep?.created_by ?? d.by,
          modified_at: d.at,
          removed: false,
        };
      case "SiteFileDeleted":
      case "SiteFolderDeleted":
        return keep ? { ...keep, removed: true, modified_at: d.at } : null;
    }
  },
});
