// The menu's search across records (issue 38, ADR-0129): which kinds a user may find, scoped by the
// very rules of the pages the results open, and each result's link and words.
import type { CurrentUser } from "~/auth/user.server";
import { can, peopleCompanies } from "~/domain/access/permissions";
import { allows } from "~/domain/access/policy";
import { mayBrowse } from "~/domain/site-files/paths";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { siteVisibility } from "~/domain/site/visibility";
import { SEARCH_LIMIT_PER_KIND, searchRecords, type SearchHit, type SearchScope, type SiteScope } from "~/events/queries/record-search.server";
import { SEARCH_KINDS, type SearchKind } from "~/events/projections/search-document.server";
import type { Queryable } from "~/db.server";

/** The longest search text read (the rest is ignored). */
export const MAX_SEARCH_TEXT = 200;

/**
 * What this user may find: the sites they may open (their companies, a client's favourites only),
 * people with read hr or read admin (the person pages' rule) of their people companies, tools with
 * read tool-manager, journal posts with the journal's rule and files with the files' rule, both on
 * the sites they see.
 */
function searchScopeOf(user: Pick<CurrentUser, "principal" | "access">): SearchScope {
  const v = siteVisibility(user.principal, user.access);
  const sites: SiteScope | null = v.allowed ? { companies: v.companies, onlyFavouritesOf: v.onlyFavourites ? user.principal.personId : null } : null;
  const mayPeople = can(user.access, "read", "hr") || can(user.access, "read", "admin");
  return {
    sites: allows(SITE_PAGE_RULES.dashboard, user.access) ? sites : null,
    people: mayPeople ? peopleCompanies(user.principal, user.access) : null,
    tools: can(user.access, "read", "tool-manager"),
    journal: allows(SITE_PAGE_RULES.journal, user.access) ? sites : null,
    files: allows(SITE_PAGE_RULES.files, user.access) ? sites : null,
  };
}

export interface SearchResultView {
  href: string;
  title: string;
  /** the words under the link: the site's quickcom id and city, the badge, the post's site, the file's site and folder */
  detail: string;
}

export interface SearchGroupView {
  kind: SearchKind;
  results: SearchResultView[];
  /** the group holds the first results only (there may be more: the words could be more precise) */
  capped: boolean;
}

/** The link a result opens: the page whose rule the scope above applied. */
function hrefOf(h: SearchHit, user: Pick<CurrentUser, "access">): string {
  switch (h.kind) {
    case "site":
      return `/app/sites/sites/${h.siteId}/dashboard`;
    case "person":
      return can(user.access, "read", "hr") ? `/app/hr/users/${h.recordId}/profile` : `/app/admin/users/${h.recordId}/profile`;
    case "tool":
      return `/app/admin/tools/${h.recordId}`;
    case "journal":
      return `/app/sites/sites/${h.siteId}/journal/${h.recordId}/view`;
    case "file":
      return `/app/sites/sites/${h.siteId}/files?path=${encodeURIComponent(h.folder)}`;
  }
}

const detailOf = (h: SearchHit, badge: (n: string) => string): string => {
  switch (h.kind) {
    case "site":
      return [h.detail, h.body].filter(Boolean).join(" · ");
    case "person":
      return h.detail ? badge(h.detail) : "";
    case "tool":
      return "";
    case "journal":
      return h.siteTitle ?? "";
    case "file":
      return [h.siteTitle, h.folder.replace(/\/$/, "")].filter(Boolean).join(" · ");
  }
};

/** The results of a search, grouped by kind in a fixed order (empty groups left out). */
export async function searchAcrossRecords(db: Queryable, user: Pick<CurrentUser, "principal" | "access">, text: string, badge: (n: string) => string): Promise<SearchGroupView[]> {
  const scope = searchScopeOf(user);
  const hits = await searchRecords(db, text.slice(0, MAX_SEARCH_TEXT), scope);
  // files only where the person may browse their folder (SHARED alone with onlySubcontractorsFiles)
  const readAll = can(user.access, "read", "files");
  const visible = hits.filter((h) => h.kind !== "file" || mayBrowse(h.folder, readAll));
  return SEARCH_KINDS.map((kind) => ({
    kind,
    results: visible.filter((h) => h.kind === kind).map((h) => ({ href: hrefOf(h, user), title: h.title, detail: detailOf(h, badge) })),
    capped: hits.filter((h) => h.kind === kind).length >= SEARCH_LIMIT_PER_KIND,
  })).filter((g) => g.results.length > 0);
}
