// A site's files through the JSON API (spec part 1 §7 "File storage": list by prefix): one folder
// as the files page lists it (listSiteFolder: the store's files named by the file log, the
// sub-folders; SHARED only for a subcontractor), in the spec's item shape (Key, Prefix, type, LastModified,
// Size), with the listed folder itself as `root` (type root). Uploads, folders, renames and deletions go through the page for now.
import { z } from "zod";
import { can } from "~/domain/access/permissions";
import { DomainError } from "~/domain/shared/errors";
import { FILE_SORTS, folderName, landingFolder, parentOf, mayBrowse, parseFolderPath, sortEntries } from "~/domain/site-files/paths";
import { scopedRecord } from "~/http/scope.server";
import { listSiteFolder } from "~/areas/site-files/site-file-command.server";
import { fileStore } from "~/storage/index.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";

const apiFileItem = z.object({
  Key: z.string().describe("a file's store key, or a folder's path within the site"),
  Prefix: z.string().describe("the folder the item is in, as the prefix asked (\"\" the site's root)"),
  Name: z.string(),
  type: z.enum(["folder", "root", "file"]).describe("root: the listed folder itself (the answer's root)"),
  LastModified: z.string().nullable(),
  Size: z.number().int().nullable(),
});

export const siteFileEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/sites/sites/{id}/files",
    tag: "Site files",
    summary: "One folder of a site's files (prefix: the folder's path; default the root, or SHARED/)",
    rights: [["read", "files"], ["read", "onlySubcontractorsFiles"]],
    query: z.object({
      prefix: z.string().max(500).optional(),
      pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
      pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
      orderBy: z.enum(FILE_SORTS).optional(),
      orderDirection: z.enum(["asc", "desc"]).optional(),
    }),
    response: pageOf(apiFileItem).extend({ incomplete: z.boolean(), root: apiFileItem.describe("the listed folder (type root)") }),
    run: async ({ sql, user, params, query }) => {
      const site = await scopedRecord(sql, user, "site", params.id);
      const readAll = can(user.access, "read", "files");
      const folder = query.prefix === undefined || query.prefix === "" ? landingFolder(readAll) : parseFolderPath(query.prefix);
      if (folder === null || !mayBrowse(folder, readAll)) throw new DomainError("not_found", "errors.not_found", { field: "prefix" });
      const listing = await listSiteFolder(sql, fileStore(), site.id, folder);
      if (listing.failed) throw new Error("the file store did not answer");
      const sorted = sortEntries(listing.entries, query.orderBy ?? "name", query.orderDirection ?? "asc");
      const from = query.pageNumber * query.pageSize;
      const data = sorted.slice(from, from + query.pageSize).map((e) => ({
        Key: e.id,
        Prefix: folder,
        Name: e.name,
        type: e.kind,
        LastModified: e.modified === null ? null : new Date(e.modified).toISOString(),
        Size: e.size,
      }));
      const root = { Key: folder, Prefix: folder === "" ? "" : parentOf(folder), Name: folder === "" ? "" : folderName(folder), type: "root" as const, LastModified: null, Size: null };
      return { body: { ...paged(data, sorted.length, query.pageSize), incomplete: listing.incomplete, root } };
    },
  }),
];
