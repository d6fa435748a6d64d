// Reads of the site_file and site_file_log projections (ADR-0054): the names the file log gives a
// folder's files and sub-folders (the store's listing says which exist), the site's folders for the
// move form, and the file log across the sites a viewer sees, filtered and paged in SQL.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import { personNameOf } from "~/domain/person/name";
import { SHARED } from "~/domain/site-files/paths";
import { retentionSettings } from "~/events/retention-settings.server";

/** The SQL condition "this file log entry's file or folder still exists" over `l` (site_file_log): a moved file keeps its id. */
export const fileStillExists = (db: Queryable) => db`EXISTS (SELECT 1 FROM site_file f WHERE f.site_id = l.site_id AND NOT f.removed
  AND (f.id = l.site_id || ':' || l.key OR f.id = regexp_replace(l.key, '^.*/', '')))`;

/** The author's name is shown while the file exists, unless the deployment keeps it for ever (ADR-0125). */
const namedWhile = (db: Queryable) => (retentionSettings().fileLogNames === "forever" ? db`` : db`AND ${fileStillExists(db)}`);

export interface KnownEntry {
  /** a file's store key, or a folder's path */
  id: string;
  isFolder: boolean;
  folder: string;
  name: string;
  size: number;
  createdAt: Date;
}

/** The live files of one folder and the live folders under it (any depth; the caller keeps the direct ones). */
export async function knownEntriesOf(db: Queryable, siteId: number, folder: string): Promise<KnownEntry[]> {
  const rows = await db<{ store_key: string; is_folder: boolean; folder: string; name: string; size: string; created_at: Date }[]>`
    SELECT store_key, is_folder, folder, name, size, created_at FROM site_file
    WHERE site_id = ${siteId} AND NOT removed
      AND ((NOT is_folder AND folder = ${folder}) OR (is_folder AND starts_with(folder, ${folder}) AND folder <> ${folder}))`;
  return rows.map((r) => ({ id: r.is_folder ? r.folder : r.store_key, isFolder: r.is_folder, folder: r.folder, name: r.name, size: Number(r.size), createdAt: r.created_at }));
}

/** Every folder of the site the person may browse (SHARED always), for the move form. */
export async function siteFoldersOf(db: Queryable, siteId: number, readAll: boolean): Promise<string[]> {
  const rows = await db<{ folder: string }[]>`SELECT folder FROM site_file WHERE site_id = ${siteId} AND is_folder AND NOT removed ORDER BY folder`;
  const all = [...(readAll ? [""] : []), SHARED, ...rows.map((r) => r.folder).filter((f) => readAll || f.startsWith(SHARED))];
  return [...new Set(all)].sort();
}

/** A file's display name and size as the log knows it; null when the log knows no such live file. */
export async function knownFile(db: Queryable, siteId: number, key: string): Promise<{ name: string; size: number; folder: string; contentType: string } | null> {
  const [r] = await db<{ name: string; size: string; folder: string; content_type: string }[]>`
    SELECT name, size, folder, content_type FROM site_file WHERE site_id = ${siteId} AND store_key = ${key} AND NOT is_folder AND NOT removed LIMIT 1`;
  return r ? { name: r.name, size: Number(r.size), folder: r.folder, contentType: r.content_type } : null;
}

export interface FileLogQuery {
  /** the companies whose sites the viewer sees; none: no rows */
  companies: readonly CompanyCode[];
  /** only the viewer's favourite sites (a favourites-only person) */
  onlyFavouritesOf: number | null;
  /** only entries in SHARED and below (a person without read files) */
  sharedOnly: boolean;
  siteId?: number | null;
  personId?: number | null;
  action?: string | null;
  /** YYYY-MM-DD, Zurich days, inclusive */
  from?: string | null;
  to?: string | null;
}

export interface FileLogRow {
  id: string;
  siteId: number;
  siteTitle: string;
  action: string;
  key: string;
  folder: string;
  fromText: string;
  name: string;
  size: number;
  actorId: number | null;
  actorName: string;
  at: Date;
}

function logWhere(db: Queryable, q: FileLogQuery) {
  return db`
    s.company_code = ANY(${db.array(q.companies as string[], 25)})
    ${q.onlyFavouritesOf != null ? db`AND EXISTS (SELECT 1 FROM site_favourite f WHERE f.person_id = ${q.onlyFavouritesOf} AND f.site_id = s.id AND NOT f.removed)` : db``}
    ${q.sharedOnly ? db`AND starts_with(l.folder, ${SHARED})` : db``}
    ${q.siteId ? db`AND l.site_id = ${q.siteId}` : db``}
    ${q.personId ? db`AND l.actor_id = ${q.personId}` : db``}
    ${q.action ? db`AND l.action = ${q.action}` : db``}
    ${q.from ? db`AND l.at >= (${q.from}::date)::timestamp AT TIME ZONE 'Europe/Zurich'` : db``}
    ${q.to ? db`AND l.at < (${q.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Zurich'` : db``}`;
}

/** The log's entries, newest first, with the site's title and the author's name (an erased person's is not shown). */
export async function fileLog(db: Queryable, q: FileLogQuery, page: { limit: number; offset: number }): Promise<{ rows: FileLogRow[]; total: number }> {
  if (q.companies.length === 0) return { rows: [], total: 0 };
  const [{ n }] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM site_file_log l JOIN site_list s ON s.id = l.site_id WHERE ${logWhere(db, q)}`;
  const rows = await db<
    { id: string; site_id: string; title: string; action: string; key: string; folder: string; from_text: string; name: string; size: string; actor_id: string | null; first_name: string | null; last_name: string | null; at: Date }[]
  >`
    SELECT l.id, l.site_id, s.title, l.action, l.key, l.folder, l.from_text, l.name, l.size, l.actor_id, p.first_name, p.last_name, l.at
    FROM site_file_log l
    JOIN site_list s ON s.id = l.site_id
    LEFT JOIN person_list p ON p.id = l.actor_id AND NOT p.erased ${namedWhile(db)}
    WHERE ${logWhere(db, q)}
    ORDER BY l.at DESC, l.site_id, l.n DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  return {
    total: n,
    rows: rows.map((r) => ({
      id: r.id,
      siteId: Number(r.site_id),
      siteTitle: r.title,
      action: r.action,
      key: r.key,
      folder: r.folder,
      fromText: r.from_text,
      name: r.name,
      size: Number(r.size),
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      actorName: personNameOf(r),
      at: r.at,
    })),
  };
}

/** The people who appear in the log of the sites the viewer sees (the person filter's options). */
export async function fileLogAuthors(db: Queryable, q: Pick<FileLogQuery, "companies" | "onlyFavouritesOf" | "sharedOnly">): Promise<{ id: number; name: string }[]> {
  if (q.companies.length === 0) return [];
  const rows = await db<{ id: string; first_name: string | null; last_name: string | null }[]>`
    SELECT DISTINCT p.id, p.first_name, p.last_name
    FROM site_file_log l JOIN site_list s ON s.id = l.site_id JOIN person_list p ON p.id = l.actor_id AND NOT p.erased ${namedWhile(db)}
    WHERE ${logWhere(db, q)}`;
  return rows.map((r) => ({ id: Number(r.id), name: personNameOf(r) })).sort((a, b) => a.name.localeCompare(b.name, "it"));
}

/** The sites that appear in the log the viewer sees (the site filter's options). */
export async function fileLogSites(db: Queryable, q: Pick<FileLogQuery, "companies" | "onlyFavouritesOf" | "sharedOnly">): Promise<{ id: number; title: string }[]> {
  if (q.companies.length === 0) return [];
  const rows = await db<{ id: string; title: string }[]>`
    SELECT DISTINCT s.id, s.title FROM site_file_log l JOIN site_list s ON s.id = l.site_id WHERE ${logWhere(db, q)} ORDER BY s.title, s.id`;
  return rows.map((r) => ({ id: Number(r.id), title: r.title }));
}

/** How many live files the log knows on a site (only SHARED's for a person without read files): the dashboard's counter. */
export async function siteFileCount(db: Queryable, siteId: number, sharedOnly: boolean): Promise<number> {
  const [r] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM site_file WHERE site_id = ${siteId} AND NOT is_folder AND NOT removed ${sharedOnly ? db`AND starts_with(folder, ${SHARED})` : db``}`;
  return r.n;
}
