// The dashboard's slots for the areas still to come. Each takes the data its area's loader will
// provide; until then the dashboard passes nothing and the slot says so in one neutral line, so a
// later area only fills the data (never rebuilds the dashboard).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as s from "./sites.css";

/** One of the latest journal posts (spec §9: the latest two), as the journal area will provide it. */
export interface JournalPostSummary {
  id: number;
  title: string;
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
              <Link to={p.href}>{p.title}</Link> — {p.author}, {p.createdAt}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("sites.board.journal_empty")}</p>
      )}
      {allHref ? <Link to={allHref}>{t("sites.board.journal")}</Link> : null}
    </section>
  );
}

/** One upcoming calendar item of the site, as the calendar area will provide it. */
export interface CalendarItemSummary {
  id: string;
  title: string;
  /** DD.MM.YYYY or DD.MM.YYYY HH:mm, formatted on the server */
  when: string;
  place: string | null;
}

/** The site's upcoming calendar items; null: the calendar does not exist yet. */
export function UpcomingCalendarItems({ items }: { items: CalendarItemSummary[] | null }) {
  const { t } = useTranslation();
  return (
    <section className={s.section} aria-labelledby="site-calendar">
      <h2 id="site-calendar" className={s.sectionTitle}>
        {t("sites.board.calendar")}
      </h2>
      {items && items.length > 0 ? (
        <table>
          <tbody>
            {items.map((i) => (
              <tr key={i.id}>
                <td>{i.when}</td>
                <td>{i.title}</td>
                <td>{i.place ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("sites.board.calendar_empty")}</p>
      )}
    </section>
  );
}
