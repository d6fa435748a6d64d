import { Link, NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as t from "./tabs.css";

/** The tab bar of a tabbed page: plain links, the current one marked, no JavaScript needed. */
export function Tabs({ label, tabs }: { label: string; tabs: { to: string; label: string; end?: boolean }[] }) {
  const { t: tr } = useTranslation();
  return (
    <nav aria-label={tr(label)} className={t.bar}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end ?? true} className={t.tab}>
          {tr(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * A floating action button for a page's primary "new" action: a plain link (no JavaScript needed),
 * drawn on a phone only, 56 px, named by `label`; the page gets the bottom room the button would
 * otherwise cover (tabs.css.ts).
 */
export function Fab({ to, label }: { to: string; label: string }) {
  const { t: tr } = useTranslation();
  return (
    <Link to={to} className={t.fab} aria-label={tr(label)} title={tr(label)} data-fab="">
      <span aria-hidden="true">+</span>
    </Link>
  );
}
