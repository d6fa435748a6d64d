// The dashboard's slots for the areas still to come. Each takes the data its area's loader will
// provide; until then the dashboard passes nothing and the slot says so in one neutral line, so a
// later area only fills the data (never rebuilds the dashboard).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as c from "../calendar/calendar.css";
import * as s from "./sites.css";
import { StackTable } from "~/ui/table/stack-table";

/** One of the latest journal posts (spec §9: the latest two), as the journal area will provide it. */
export interface JournalPostSummary {
  id: number;
  title: string;
  /** the author was erased: the title shows as "[removed]" (ADR-0134) */
  textRemoved?: boolean;
  author: string;
  /** DD.MM.YYYY HH:mm, formatted on the server */
  createdAt: string;
  href: string;
}

/** The latest journal posts; null: the journal does not exist yet. */
export function LatestJournalPosts({ posts, allHref }: { posts: JournalPostSummary[] | null; allHref?: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={s.section} aria-labelledby="site-journal">
      <h2 id="site-journal" className={s.sectionTitle}>
        {t("sites.board.journal")}
      </h2>
      {posts && posts.length > 0 ? (
        <ul>
          {posts.map((p) => (
            <li key={p.id}>
              <Link to={p.href}>{p.textRemoved ? t("erasure.removed") : p.title}</Link> — {p.author}, {p.createdAt}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("sites.board.journal_empty")}</p>
      )}
      {allHref ? <Link to={allHref}>{t("sites.board.journal_all")}</Link> : null}
    </section>
  );
}

/** One upcoming calendar item of the site (the calendar's items, app/events/queries/calendar.server.ts). */
export interface CalendarItemSummary {
  id: string;
  /** DD.MM.YYYY, or "DD.MM.YYYY – DD.MM.YYYY" when it spans days; formatted on the server */
  date: string;
  /** "08:00–10:30", or the words for all day */
  time: string;
  title: string;
  /** the kind in words (event, festivity) */
  type: string;
  /** its detail page on the site's calendar */
  href: string;
}

/** The site's upcoming calendar items; null: this user may not read the site's calendar. */
export function UpcomingCalendarItems({ items, calendarHref }: { items: CalendarItemSummary[] | null; calendarHref?: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={s.section} aria-labelledby="site-calendar" data-slot="site-calendar">
      <h2 id="site-calendar" className={s.sectionTitle}>
        {t("sites.board.calendar")}
      </h2>
      {items && items.length > 0 ? (
        <div className={c.scroll}>
          <StackTable className={c.upcoming}>
            <thead>
              <tr>
                <th scope="col">{t("calendar.upcoming.date")}</th>
                <th scope="col">{t("calendar.upcoming.time")}</th>
                <th scope="col">{t("calendar.upcoming.title")}</th>
                <th scope="col">{t("calendar.upcoming.type")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id} data-item={i.id}>
                  <td>{i.date}</td>
                  <td>{i.time}</td>
                  <td>
                    <Link to={i.href}>{i.title}</Link>
                  </td>
                  <td>{i.type}</td>
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      ) : (
        <p>{t("calendar.upcoming.none")}</p>
      )}
      {calendarHref ? <Link to={calendarHref}>{t("calendar.upcoming.all")}</Link> : null}
    </section>
  );
}
