// A site's files as the events know them (stream sitefiles-<siteId>, ADR-0054): the folders created
// and the files uploaded, each with its display name, folder and size. The decider refuses what
// the log could not record truthfully (a rename of an unknown file, a move into an unknown folder,
// a non-empty folder deleted without the irreversible-operation box). The bytes are the store's.
import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import type { SiteFilesEvent } from "./events";
import { folderName, folderNameProblem, renamedDisplayName, renameProblem, SHARED } from "./paths";

export interface KnownFile {
  folder: string;
  name: string;
  size: number;
}

export interface SiteFilesState {
  siteId: number;
  /** entries recorded so far (the next one is n + 1) */
  n: number;
  files: Record<string, KnownFile>;
  /** created folders (paths); the root and SHARED always exist */
  folders: string[];
}

export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

export type SiteFilesCommand =
  | { type: "CreateSiteFolder"; siteId: number; parent: string; name: string }
  | { type: "RecordSiteUploads"; siteId: number; folder: string; files: UploadedFile[] }
  | { type: "RenameSiteFile"; siteId: number; key: string; name: string }
  | { type: "MoveSiteFile"; siteId: number; key: string; toKey: string; toFolder: string }
  | { type: "DeleteSiteFile"; siteId: number; key: string }
  | { type: "DeleteSiteFolder"; siteId: number; folder: string; acknowledged: boolean };

/** The folders that exist without being created: the root and SHARED. */
function folderExists(state: Pick<SiteFilesState, "folders">, folder: string): boolean {
  return folder === "" || folder === SHARED || state.folders.includes(folder);
}

/** The stored extension of a key ("pdf"), "" when none. */
function keyExtension(key: string): string {
  const base = key.slice(key.lastIndexOf("/") + 1);
  const i = base.lastIndexOf(".");
  return i <= 0 ? "" : base.slice(i + 1);
}

/** What is under a folder: its files (any depth) and its sub-folders, deepest first. */
function contentsOf(state: SiteFilesState, folder: string): { files: [string, KnownFile][]; folders: string[] } {
  return {
    files: Object.entries(state.files).filter(([, f]) => f.folder.startsWith(folder)),
    folders: state.folders.filter((f) => f !== folder && f.startsWith(folder)).sort((a, b) => b.length - a.length || (a < b ? 1 : -1)),
  };
}

export const siteFilesDecider: Decider<SiteFilesState, SiteFilesCommand, SiteFilesEvent> = {
  streamType: "sitefiles",
  initialState: () => ({ siteId: 0, n: 0, files: {}, folders: [] }),
  evolve(state, event) {
    const d = event.data;
    const base = { ...state, siteId: d.siteId, n: Math.max(state.n, d.n) };
    switch (event.type) {
      case "SiteFolderCreated":
        return { ...base, folders: state.folders.includes(event.data.folder) ? state.folders : [...state.folders, event.data.folder] };
      case "SiteFileUploaded":
      case "SiteFileRenamed":
        return { ...base, files: { ...state.files, [event.data.key]: { folder: event.data.folder, name: event.data.name, size: event.data.size } } };
      case "SiteFileMoved": {
        const { [event.data.fromKey]: _gone, ...rest } = state.files;
        return { ...base, files: { ...rest, [event.data.key]: { folder: event.data.folder, name: event.data.name, size: event.data.size } } };
      }
      case "SiteFileDeleted": {
        const { [event.data.key]: _gone, ...rest } = state.files;
        return { ...base, files: rest };
      }
      case "SiteFolderDeleted":
        return { ...base, folders: state.folders.filter((f) => f !== event.data.folder) };
    }
  },
  decide(command, state, ctx) {
    let n = state.n;
    const entry = () => ({ siteId: command.siteId, n: ++n, at: ctx.now, by: ctx.actorId });
    switch (command.type) {
      case "CreateSiteFolder": {
        if (!folderExists(state, command.parent)) throw notFound("siteFiles.errors.folder_unknown");
        const problem = folderNameProblem(command.name);
        if (problem) throw ruleBroken(problem, { field: "name" });
        const name = command.name.trim();
        const folder = `${command.parent}${name}/`;
        if (folderExists(state, folder)) throw ruleBroken("siteFiles.errors.folder_exists", { field: "name" });
        return [{ type: "SiteFolderCreated", data: { ...entry(), folder, name } }];
      }
      case "RecordSiteUploads": {
        if (!folderExists(state, command.folder)) throw notFound("siteFiles.errors.folder_unknown");
        if (command.files.length === 0) throw ruleBroken("siteFiles.errors.choose_files", { field: "files" });
        return command.files.map((f) => {
          if (!f.key.startsWith(`sites/${command.siteId}/${command.folder}`) || state.files[f.key]) throw ruleBroken("storage.reason.bad_name", { field: "files" });
          return { type: "SiteFileUploaded" as const, data: { ...entry(), key: f.key, folder: command.folder, name: f.name, size: f.size, contentType: f.contentType } };
        });
      }
      case "RenameSiteFile": {
        const file = state.files[command.key];
        if (!file) throw notFound("siteFiles.errors.file_unknown");
        const problem = renameProblem(command.name);
        if (problem) throw ruleBroken(problem, { field: "name" });
        const name = renamedDisplayName(file.name, command.name, keyExtension(command.key));
        if (name === file.name) return [];
        return [{ type: "SiteFileRenamed", data: { ...entry(), key: command.key, folder: file.folder, from: file.name, name, size: file.size } }];
      }
      case "MoveSiteFile": {
        const file = state.files[command.key];
        if (!file) throw notFound("siteFiles.errors.file_unknown");
        if (!folderExists(state, command.toFolder)) throw ruleBroken("siteFiles.errors.folder_unknown", { field: "to" });
        if (command.toFolder === file.folder) return [];
        return [
          {
            type: "SiteFileMoved",
            data: { ...entry(), fromKey: command.key, key: command.toKey, fromFolder: file.folder, folder: command.toFolder, name: file.name, size: file.size },
          },
        ];
      }
      case "DeleteSiteFile": {
        const file = state.files[command.key];
        if (!file) return [];
        return [{ type: "SiteFileDeleted", data: { ...entry(), key: command.key, folder: file.folder, name: file.name, size: file.size } }];
      }
      case "DeleteSiteFolder": {
        if (command.folder === "" || command.folder === SHARED) throw ruleBroken("siteFiles.errors.folder_kept");
        if (!state.folders.includes(command.folder)) return [];
        const inside = contentsOf(state, command.folder);
        const nonEmpty = inside.files.length > 0 || inside.folders.length > 0;
        if (nonEmpty && !command.acknowledged) throw ruleBroken("siteFiles.errors.acknowledge", { field: "acknowledged" });
        const events: SiteFilesEvent[] = inside.files.map(([key, f]) => ({ type: "SiteFileDeleted", data: { ...entry(), key, folder: f.folder, name: f.name, size: f.size } }));
        for (const folder of [...inside.folders, command.folder]) {
          const under = inside.files.filter(([, f]) => f.folder.startsWith(folder));
          events.push({
            type: "SiteFolderDeleted",
            data: { ...entry(), folder, name: folderName(folder), files: under.length, size: under.reduce((s, [, f]) => s + f.size, 0) },
          });
        }
        return events;
      }
    }
  },
};

