// The sub-navigation of one site's pages: its dashboard, its team (contacts) and its schedules.
// Later areas (journal, files, checklists, calendar) add their tab here with one line; a tab shows
// only to whom its page answers (SITE_PAGE_RULES).
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Tabs } from "../tabs";
import type { SitePage } from "~/domain/site/site-pages";
import * as ss from "./sites.css";

export const sitePath = (siteId: number, page: "dashboard" | "contacts" | "contacts/edit" | "schedules" | "calendar" | "edit" | "picture" | "files" | "journal" | "checklists") => `/app/sites/sites/${siteId}/${page}`;

/** The site pages the signed-in person may open (SITE_PAGE_RULES), from the app shell's loader. */
function useSitePages(): readonly SitePage[] {
  const app = useRouteLoaderData("routes/app") as { sitePages?: SitePage[] } | undefined;
  return app?.sitePages ?? [];
}

const TABS: readonly { page: SitePage; label: string; end?: boolean }[] = [
  { page: "dashboard", label: "sites.tabs.dashboard" },
  // the chooser (contacts/edit) keeps the contacts tab marked
  { page: "contacts", label: "sites.tabs.contacts", end: false },
  { page: "schedules", label: "sites.tabs.schedules" },
  // the file log (files/log) keeps the files tab marked
  { page: "files", label: "siteFiles.tab", end: false },
  { page: "calendar", label: "calendar.tab", end: false },
  // the new, edit and view pages keep the journal tab marked
  { page: "journal", label: "journal.tab", end: false },
  // the fill pages keep the checklists tab marked
  { page: "checklists", label: "checklist.site.tab", end: false },
];

/** The site's tabs: only those whose page answers this person (no link to a 403). */
export function SiteTabs({ siteId }: { siteId: number }) {
  const pages = useSitePages();
  return <Tabs label="sites.tabs.label" tabs={TABS.filter((tab) => pages.includes(tab.page)).map(({ page, label, end }) => ({ to: sitePath(siteId, page), label, ...(end === undefined ? {} : { end }) }))} />;
}

/**
 * The head of a site's page: the way back (the sites list unless the page names another, or none),
 * the site's title with the page's own links beside it, and the site's tabs.
 */
export function SitePageHead({ siteId, title, back, children }: { siteId: number; title: string; back?: { to: string; label: string } | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const way = back === undefined ? { to: "/app/sites/sites", label: t("sites.dashboard.back") } : back;
  return (
    <>
      {way ? (
        <p>
          <Link to={way.to}>← {way.label}</Link>
        </p>
      ) : null}
      <div className={ss.header}>
        <h1 className={ss.title}>{title}</h1>
        {children}
      </div>
      <SiteTabs siteId={siteId} />
    </>
  );
}
