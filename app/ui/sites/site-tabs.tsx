// The sub-navigation of one site's pages: its dashboard, its team (contacts) and its schedules.
// Later areas (journal, files, checklists, calendar) add their tab here with one line.
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Tabs } from "../tabs";
import * as ss from "./sites.css";

export const sitePath = (siteId: number, page: "dashboard" | "contacts" | "contacts/edit" | "schedules" | "calendar" | "edit" | "picture" | "files" | "journal" | "checklists") => `/app/sites/sites/${siteId}/${page}`;

/** Whether the signed-in person may open a site's files (read files or onlySubcontractorsFiles), from the app shell's loader. */
export function useMaySeeSiteFiles(): boolean {
  const app = useRouteLoaderData("routes/app") as { siteFiles?: boolean } | undefined;
  return app?.siteFiles === true;
}

export function SiteTabs({ siteId }: { siteId: number }) {
  const files = useMaySeeSiteFiles();
  return (
    <Tabs
      label="sites.tabs.label"
      tabs={[
        { to: sitePath(siteId, "dashboard"), label: "sites.tabs.dashboard" },
        // the chooser (contacts/edit) keeps the contacts tab marked
        { to: sitePath(siteId, "contacts"), label: "sites.tabs.contacts", end: false },
        { to: sitePath(siteId, "schedules"), label: "sites.tabs.schedules" },
        // the file log (files/log) keeps the files tab marked
        // shown only to whom the files pages answer (no link to a 403)
        ...(files ? [{ to: sitePath(siteId, "files"), label: "siteFiles.tab", end: false }] : []),
        { to: sitePath(siteId, "calendar"), label: "calendar.tab", end: false },
        // the new, edit and view pages keep the journal tab marked
        { to: sitePath(siteId, "journal"), label: "journal.tab", end: false },
        // the fill pages keep the checklists tab marked
        { to: sitePath(siteId, "checklists"), label: "checklist.site.tab", end: false },
      ]}
    />
  );
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
