// The file log's loader (ADR-0054), shared by /app/file-log (every site the viewer sees) and a
// site's own log tab: the filters from the URL (site, person, action, period), the viewer's scope
// (their sites; SHARED only without read files), 20 entries a page, newest first.
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { formatDateTime, formatFileSize } from "~/domain/shared/format";
import { FILE_LOG_ACTIONS } from "~/domain/site-files/events";
import { siteVisibility } from "~/domain/site/visibility";
import { fileLog, fileLogAuthors, fileLogSites } from "~/events/queries/site-files.server";
import { queryParams } from "~/domain/shared/query-params";

const FILE_LOG_PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (s: string | null) => (s && DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s) ? s : null);
const positiveId = (s: string | null) => (s && /^\d{1,15}$/.test(s) && Number(s) > 0 ? Number(s) : null);

export async function fileLogPage(sql: Sql, user: CurrentUser, url: URL, fixedSiteId: number | null) {
  const q = queryParams(url);
  const v = siteVisibility(user.principal, user.access);
  const scope = { companies: v.companies, onlyFavouritesOf: v.onlyFavourites ? user.principal.personId : null, sharedOnly: !can(user.access, "read", "files") };
  const action = (FILE_LOG_ACTIONS as readonly string[]).includes(q.get("action") ?? "") ? (q.get("action") as string) : null;
  const filters = {
    siteId: fixedSiteId ?? positiveId(q.get("site")),
    personId: positiveId(q.get("person")),
    action,
    from: validDay(q.get("from")),
    to: validDay(q.get("to")),
  };
  const total0 = Number(q.get("page") ?? "1");
  const page = Number.isSafeInteger(total0) && total0 >= 1 && total0 <= 100_000 ? total0 : 1;
  const { rows, total } = await fileLog(sql, { ...scope, ...filters }, { limit: FILE_LOG_PAGE_SIZE, offset: (page - 1) * FILE_LOG_PAGE_SIZE });
  return {
    filters: { site: filters.siteId ? String(filters.siteId) : "", person: filters.personId ? String(filters.personId) : "", action: action ?? "", from: filters.from ?? "", to: filters.to ?? "" },
    sites: fixedSiteId ? [] : await fileLogSites(sql, scope),
    people: await fileLogAuthors(sql, { ...scope }),
    rows: rows.map((r) => ({
      id: r.id,
      siteId: r.siteId,
      site: r.siteTitle,
      action: r.action,
      name: r.name,
      folder: r.folder,
      from: r.fromText,
      size: r.action === "create-folder" ? "" : formatFileSize(r.size),
      who: r.actorName,
      at: formatDateTime(r.at),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / FILE_LOG_PAGE_SIZE)),
  };
}
