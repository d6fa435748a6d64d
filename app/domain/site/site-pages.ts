// Who may open each of a site's pages: the GET rules of the routes behind the site's tabs, shared by
// those routes, the tabs, the dashboard's counters and the notifications' links, so that nobody is
// shown a way to "Accesso negato" (issue 34: the client's Journal and Checklists tabs, the worker's
// Files counter and file notifications). Who reads which files: ADR-0054, ADR-0113.
import type { Access } from "../access/permissions";
import { allows, anyOf, type Rule } from "../access/policy";

const SITE_PAGES = ["dashboard", "contacts", "schedules", "files", "calendar", "journal", "checklists"] as const;
export type SitePage = (typeof SITE_PAGES)[number];

/** The sites list's right, or a client's favourites-only right (each page scopes the site itself). */
const SITE_READERS = anyOf(["read", "sites"], ["read", "onlySitesFav"]);

/** Each site page's GET rule (its route's `handle.policy.get`). */
export const SITE_PAGE_RULES: Readonly<Record<SitePage, Rule>> = {
  dashboard: SITE_READERS,
  contacts: SITE_READERS,
  schedules: SITE_READERS,
  calendar: SITE_READERS,
  // every folder with read files, SHARED alone with onlySubcontractorsFiles (ADR-0054); the team gets nothing more (ADR-0113)
  files: anyOf(["read", "files"], ["read", "onlySubcontractorsFiles"]),
  // the journal and the checklists are the staff's: not a client's favourites-only right
  journal: anyOf(["read", "sites"]),
  checklists: anyOf(["read", "sites"]),
};

/** The site pages these rights open, in tab order. */
export function sitePagesFor(access: Access): SitePage[] {
  return SITE_PAGES.filter((p) => allows(SITE_PAGE_RULES[p], access));
}

/** The site page an app link leads to (`/app/sites/sites/{id}/<page>…`), or null for any other link. */
export function sitePageOfLink(link: string): SitePage | null {
  const m = /^\/app\/sites\/sites\/\d+\/([a-z]+)(?:[/?#]|$)/.exec(link);
  return m && (SITE_PAGES as readonly string[]).includes(m[1]) ? (m[1] as SitePage) : null;
}

/** May someone with these rights follow the link? A site page's by its rule; any other link is its page's own business. */
export function mayFollowSiteLink(access: Access, link: string): boolean {
  const page = sitePageOfLink(link);
  return page === null || allows(SITE_PAGE_RULES[page], access);
}
