// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One stream per site's files, `sitefiles-<siteId>` (ADR-0054): the file log. The object store holds
// the bytes; these events are the record of who uploaded, renamed, moved, created and deleted what,
// when, under which key and with which size. `n` numbers the entries of the site's log (1, 2, …).
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";
import type { FileLogAction } from "./lists";
export { FILE_LOG_ACTIONS, type FileLogAction } from "./lists";

interface Entry {
  siteId: number;
  /** the entry's number in the site's file log */
  n: number;
  at: string;
  by: number | null;
}
export type SiteFolderCreated = DomainEvent<"SiteFolderCreated", Entry & { folder: string; name: string }>;
export type SiteFileUploaded = DomainEvent<"SiteFileUploaded", Entry & { key: string; folder: string; name: string; size: number; contentType: string }>;
export type SiteFileRenamed = DomainEvent<"SiteFileRenamed", Entry & { key: string; folder: string; from: string; name: string; size: number }>;
export type SiteFileMoved = DomainEvent<"SiteFileMoved", Entry & { fromKey: string; key: string; fromFolder: string; folder: string; name: string; size: number }>;
export type SiteFileDeleted = DomainEvent<"SiteFileDeleted", Entry & { key: string; folder: string; name: string; size: number }>;
export type SiteFolderDeleted = DomainEvent<"SiteFolderDeleted", Entry & { folder: string; name: string; files: number; size: number }>;
export type SiteFilesEvent = SiteFolderCreated | SiteFileUploaded | SiteFileRenamed | SiteFileMoved | SiteFileDeleted | SiteFolderDeleted;

const entry = { siteId: z.number().int(), n: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
export const siteFilesEvents = eventSchemas<SiteFilesEvent>("sitefiles", {
  SiteFolderCreated: z.object({ ...entry, folder: z.string(), name: z.string() }),
  SiteFileUploaded: z.object({ ...entry, key: z.string(), folder: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() }),
  SiteFileRenamed: z.object({ ...entry, key: z.string(), folder: z.string(), from: z.string(), name: z.string(), size: z.number().int() }),
  SiteFileMoved: z.object({ ...entry, fromKey: z.string(), key: z.string(), fromFolder: z.string(), folder: z.string(), name: z.string(), size: z.number().int() }),
  SiteFileDeleted: z.object({ ...entry, key: z.string(), folder: z.string(), name: z.string(), size: z.number().int() }),
  SiteFolderDeleted: z.object({ ...entry, folder: z.string(), name: z.string(), files: z.number().int(), size: z.number().int() }),
});

export const ACTION_OF: Record<SiteFilesEvent["type"], FileLogAction> = {
  SiteFileUploaded: "upload",
  SiteFileRenamed: "rename",
  SiteFileMoved: "move",
  SiteFolderCreated: "create-folder",
  SiteFileDeleted: "delete-file",
  SiteFolderDeleted: "delete-folder",
};
