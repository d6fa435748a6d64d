import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { formatDateTime, formatFileSize } from "~/domain/shared/format";
import { DomainError } from "~/domain/shared/errors";
import { createFolderSchema, deleteFileSchema, deleteFolderSchema, moveFileSchema, renameFileSchema, uploadSchema } from "~/domain/site-files/forms.server";
import { breadcrumbs, extensionBadge, FILE_SORTS, FILES_PAGE_SIZE, fileViewOf, landingFolder, mayBrowse, parentOf, parseFolderPath, sortEntries, type FileSort } from "~/domain/site-files/paths";
import { knownFile, siteFoldersOf } from "~/events/queries/site-files.server";
import { commandAction } from "~/http/command-action.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { checkSiteUploads, listSiteFolder, MAX_FILES_PER_UPLOAD, siteFileLink, siteFileMaxBytes, siteKeyOf, siteThumbnailLinks } from "~/areas/site-files/site-file-command.server";
import { createSiteFolder } from "~/areas/site-files/create-site-folder.server";
import { deleteSiteFile } from "~/areas/site-files/delete-site-file.server";
import { deleteSiteFolder } from "~/areas/site-files/delete-site-folder.server";
import { moveSiteFile } from "~/areas/site-files/move-site-file.server";
import { renameSiteFile } from "~/areas/site-files/rename-site-file.server";
import { uploadSiteFiles } from "~/areas/site-files/upload-site-files.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { FilesPage } from "~/ui/site-files/files-page";
import { filesHref } from "~/ui/site-files/files-page.server";
import { queryParams, type QueryParam } from "~/domain/shared/query-params";

// a site's folder browser (ADR-0054): read files sees every folder, onlySubcontractorsFiles only
// SHARED and below (any other path is a 404); the forms need update files
export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "siteFiles.title",
  policy: { get: SITE_PAGE_RULES.files, post: anyOf(["update", "files"]) },
};

/** The folder a request names (`?path=`, or a form's `path`); a 404 for a path the user may not browse or that is not one. */
function folderOf(raw: unknown, readAll: boolean): string {
  const folder = raw === undefined || raw === null || raw === "" ? landingFolder(readAll) : parseFolderPath(raw);
  if (folder === null || !mayBrowse(folder, readAll)) throw notFound();
  return folder;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const readAll = can(user.access, "read", "files");
  const mayUpdate = can(user.access, "update", "files");
  const url = new URL(request.url);
  const q = queryParams(url);
  const folder = folderOf(q.get("path"), readAll);
  const sort: FileSort = (FILE_SORTS as readonly string[]).includes(q.get("sort") ?? "") ? (q.get("sort") as FileSort) : "name";
  const dir = q.get("dir") === "desc" ? "desc" : "asc";
  const store = fileStore();
  const listing = await listSiteFolder(sql, store, site.id, folder);
  const sorted = sortEntries(listing.entries, sort, dir);
  const pages = Math.max(1, Math.ceil(sorted.length / FILES_PAGE_SIZE));
  const pageParam = Number(q.get("page") ?? "1");
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, pages) : 1;
  const view = fileViewOf(q.get("view"));
  const shown = sorted.slice((page - 1) * FILES_PAGE_SIZE, page * FILES_PAGE_SIZE);
  // thumbnails only where they are shown: the grid (ADR-0060)
  const thumbs = view === "grid" ? await siteThumbnailLinks(store, site.id, shown.filter((e) => e.kind === "file").map((e) => e.id)) : new Map<string, string>();
  const rows = shown.map((e) => ({
    kind: e.kind,
    id: e.id,
    name: e.name,
    size: e.size === null ? "" : formatFileSize(e.size),
    modified: e.modified === null ? "" : formatDateTime(new Date(e.modified)),
    thumb: thumbs.get(e.id) ?? null,
    badge: e.kind === "file" ? extensionBadge(e.id) : "",
  }));
  // the per-item steps, named in the URL so that they work without JavaScript
  // a key of another site, outside what the user may browse, or gone: the same 404 as by URL
  const or404 = async <T,>(f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (e) {
      if (e instanceof DomainError && e.kind === "not_found") throw notFound();
      throw e;
    }
  };
  const pick = async (name: QueryParam) => {
    const key = q.get(name);
    if (!key) return null;
    const k = await or404(async () => siteKeyOf(site.id, key, readAll));
    return { key: k, name: (await knownFile(sql, site.id, k))?.name ?? k.slice(k.lastIndexOf("/") + 1) };
  };
  let link: { url: string; name: string } | null = null;
  const linkFor = await pick("link");
  if (linkFor) {
    const made = await or404(() => siteFileLink(sql, store, site.id, linkFor.key));
    link = { url: new URL(made.url, url.origin).toString(), name: made.name };
  }
  const deleteFolderParam = q.get("deleteFolder");
  const deleteFolder = mayUpdate && deleteFolderParam ? folderOf(deleteFolderParam, readAll) : null;
  const t = await getT(request);
  return {
    siteId: site.id,
    title: site.title,
    heading: t("siteFiles.title"),
    folder,
    crumbs: breadcrumbs(folder).filter((c) => readAll || c.path === "" || mayBrowse(c.path, readAll)),
    readAll,
    mayUpdate,
    rows,
    total: sorted.length,
    page,
    pages,
    sort,
    dir,
    view,
    failed: listing.failed,
    incomplete: listing.incomplete,
    link,
    rename: mayUpdate ? await pick("rename") : null,
    move: mayUpdate ? await pick("move") : null,
    deleteFile: mayUpdate ? await pick("delete") : null,
    deleteFolder: deleteFolder !== null && deleteFolder !== "" && deleteFolder !== "SHARED/" ? deleteFolder : null,
    folders: mayUpdate ? await siteFoldersOf(sql, site.id, readAll) : [],
    maxSize: formatFileSize(siteFileMaxBytes()),
    commandIds: commandIdsFor("folder", "upload", "rename", "move", "deleteFile", "deleteFolder"),
  };
}

/** The grid view, kept across a form's redirect (the forms post to the page's own URL). */
const viewKept = (request: Request): Record<string, string> => (fileViewOf(queryParams(request).get("view")) === "grid" ? { view: "grid" } : {});

const refusedUpload = (t: Awaited<ReturnType<typeof getT>>, refused: { file: string; reason: string; params: Record<string, string> }[]) =>
  new DomainError("invalid", "siteFiles.upload_refused", {
    field: "files",
    params: { reasons: refused.map((r) => `${r.file || "?"}: ${t(`storage.reason.${r.reason}`, r.params)}`).join("; "), failed: t("upload_failed") },
  });

/** create-folder, upload, rename-file, move-file, delete-file, delete-folder: each for update files, in a folder the user may browse. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    scope: async ({ sql, user, params }) => {
      const site = await scopedRecord(sql, user, "site", params.siteId);
      return { siteId: site.id, readAll: can(user.access, "read", "files") };
    },
    upload: { maxFileBytes: siteFileMaxBytes(), maxParts: MAX_FILES_PER_UPLOAD + 20 },
  }).intents({
    "create-folder": {
      schema: createFolderSchema,
      run: async ({ request, sql, scope, value, meta }) => {
        const folder = folderOf(value.path, scope.readAll);
        await createSiteFolder(sql, fileStore(), scope.siteId, folder, value.name, meta);
        return { to: filesHref(scope.siteId, folder, viewKept(request)), flash: "folder_created_successfully" };
      },
    },
    upload: {
      schema: uploadSchema,
      run: async ({ request, sql, scope, value, meta, uploads }) => {
        const folder = folderOf(value.path, scope.readAll);
        const t = await getT(request);
        const chosen = uploads.filter((f) => f.field === "files");
        if (chosen.length === 0) throw new DomainError("invalid", "siteFiles.errors.choose_files", { field: "files" });
        if (chosen.length > MAX_FILES_PER_UPLOAD) throw new DomainError("invalid", "siteFiles.errors.too_many_files", { field: "files", params: { max: MAX_FILES_PER_UPLOAD } });
        const checked = await checkSiteUploads(chosen);
        if (checked.refused.length > 0) throw refusedUpload(t, checked.refused);
        await uploadSiteFiles(sql, fileStore(), scope.siteId, folder, checked.ok, checked.names, meta);
        return { to: filesHref(scope.siteId, folder, viewKept(request)), flash: "uploaded_successfully" };
      },
    },
    "rename-file": {
      schema: renameFileSchema,
      run: async ({ request, sql, scope, value, meta }) => {
        const folder = folderOf(value.path, scope.readAll);
        await renameSiteFile(sql, scope.siteId, siteKeyOf(scope.siteId, value.key, scope.readAll), value.name, meta);
        return { to: filesHref(scope.siteId, folder, viewKept(request)), flash: "file_renamed_successfully" };
      },
    },
    "move-file": {
      schema: moveFileSchema,
      run: async ({ request, sql, scope, value, meta }) => {
        const to = parseFolderPath(value.to ?? "");
        if (to === null) throw new DomainError("rule", "siteFiles.errors.folder_unknown", { field: "to" });
        await moveSiteFile(sql, fileStore(), scope.siteId, siteKeyOf(scope.siteId, value.key, scope.readAll), to, scope.readAll, meta);
        return { to: filesHref(scope.siteId, to, viewKept(request)), flash: "siteFiles.moved" };
      },
    },
    "delete-file": {
      schema: deleteFileSchema,
      run: async ({ request, sql, scope, value, meta }) => {
        const folder = folderOf(value.path, scope.readAll);
        await deleteSiteFile(sql, fileStore(), scope.siteId, siteKeyOf(scope.siteId, value.key, scope.readAll), meta);
        return { to: filesHref(scope.siteId, folder, viewKept(request)), flash: "file_deleted_successfully" };
      },
    },
    "delete-folder": {
      schema: deleteFolderSchema,
      run: async ({ request, sql, scope, value, meta }) => {
        const folder = folderOf(value.folder, scope.readAll);
        await deleteSiteFolder(sql, fileStore(), scope.siteId, folder, value.acknowledged === "on", meta);
        const current = folderOf(value.path, scope.readAll);
        return { to: filesHref(scope.siteId, current.startsWith(folder) ? parentOf(folder) : current, viewKept(request)), flash: "folder_deleted_successfully" };
      },
    },
  });

export default function SiteFiles() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return <FilesPage d={d} actionData={actionData ?? null} t={t} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · ${data.title} · Cantiere` : "Cantiere" }];
