// The server-rendered calendar (ADR-0058): a toolbar of links and a GET filter form, then the month
// grid (an agenda list on a narrow screen), or the week/day table with an all-day row and hour rows
// 7 to 20. Every item is a link to its detail page; nothing here needs JavaScript. With JavaScript,
// FullCalendar takes over the grid after hydration (calendar-enhanced.tsx), and every item (the
// agenda list's too) opens the item's dialog instead.
import { Form, Link, useFetcher } from "@remix-run/react";
import { Component, createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { CalendarPageData, DayCell, ItemView } from "./calendar-types";
import { useHydrated } from "../confirm";
import * as s from "../shell.css";
import { WeekTable } from "../stamping/period-tables";
import * as c from "./calendar.css";
import type { FeedItem } from "./calendar-enhanced";
import { CalendarItemDialog } from "./item-dialog";
import { PhoneFold } from "../phone-fold";

// why lazy: FullCalendar inserts its <style> when imported, which breaks hydration (STACK.md); and
// pages without a calendar never download it (ADR-0061)
const EnhancedCalendar = lazy(() => import("./calendar-enhanced"));

/**
 * The route's items for the grid (`?format=json`: its loader data's `feed`) read through a fetcher: a plain fetch of the URL would be
 * a document request, which Remix renders as the page. `index`: the calendar pages are index routes,
 * and a fetcher reads a parent route's loader without it.
 */
function useFeed(feed: string, enabled: boolean): FeedItem[] | null {
  const fetcher = useFetcher();
  const { load } = fetcher;
  useEffect(() => {
    if (!enabled) return;
    const url = new URL(feed, "http://x");
    url.searchParams.set("index", "");
    load(`${url.pathname}${url.search}`);
  }, [feed, enabled, load]);
  const feedOf = fetcher.data as { feed?: FeedItem[] | null } | undefined;
  return Array.isArray(feedOf?.feed) ? feedOf.feed : null;
}

/** If the enhanced grid fails to load or render, the server grid stays. */
class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** With JavaScript, opens an item in the dialog over the calendar; null before hydration (the item is a link to its page). */
const OpenItem = createContext<((href: string) => void) | null>(null);

function Item({ item }: { item: ItemView }) {
  const open = useContext(OpenItem);
  return (
    <li>
      <Link
        to={item.href}
        onClick={
          open
            ? (e) => {
                // a modified click (a new tab) still follows the link
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                open(item.href);
              }
            : undefined
        }
        className={c.item[item.color as keyof typeof c.item] ?? c.item[10]}
        data-kind={item.kind}
        data-item={item.id}
        data-minutes={item.minutes}
        data-half-day={item.halfDay ? "" : undefined}
        title={item.time ? `${item.time} ${item.title}` : item.title}
      >
        {item.time ? `${item.time} ` : ""}
        {item.title}
      </Link>
    </li>
  );
}

function Items({ items }: { items: ItemView[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={c.items}>
      {items.map((i) => (
        <Item key={i.id} item={i} />
      ))}
    </ul>
  );
}

function MonthGrid({ d }: { d: CalendarPageData }) {
  const { t } = useTranslation();
  return (
    <div className={`${c.scroll} ${c.wideOnly}`}>
      <table className={c.grid} data-view="month">
        <caption className="visually-hidden">{d.heading}</caption>
        <thead>
          <tr>
            {d.weekdays.map((w) => (
              <th key={w} scope="col" className={c.th}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {d.weeks.map((week) => (
            <tr key={week[0].date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  data-date={day.date}
                  className={`${c.cell} ${day.inMonth ? "" : c.outside} ${day.today ? c.today : ""}`}
                  aria-current={day.today ? "date" : undefined}
                >
                  <Link to={dayLink(d, day)} className={c.dayNumber} aria-label={day.label}>
                    {day.day}
                  </Link>
                  <Items items={day.items} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="visually-hidden">{t("calendar.month_hint")}</p>
    </div>
  );
}

/** The day view of a date, the filter kept. */
function dayLink(d: CalendarPageData, day: DayCell): string {
  const dayView = d.links.views.find((v) => v.view === "day")?.to ?? "";
  const url = new URL(dayView, "http://x");
  url.searchParams.set("date", day.date);
  return `${url.pathname}${url.search}`;
}

function Agenda({ d, className }: { d: CalendarPageData; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} data-view="agenda">
      {d.agenda.length === 0 ? <p>{t("calendar.empty")}</p> : null}
      <ul className={c.agenda}>
        {d.agenda.map((day) => (
          <li key={day.date} data-date={day.date}>
            <h3 className={c.agendaDay}>{day.label}</h3>
            <Items items={day.items} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The week or day table (exported for its test). */
export function TimeGrid({ d }: { d: CalendarPageData }) {
  const { t } = useTranslation();
  return (
    <div className={c.scroll}>
      <table className={d.params.view === "week" ? `${c.grid} ${c.weekGrid}` : c.grid} data-view={d.params.view}>
        <caption className="visually-hidden">{d.heading}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${c.th} ${c.hourLabel}`}>
              <span className="visually-hidden">{t("calendar.hour")}</span>
            </th>
            {d.days.map((day) => (
              <th key={day.date} scope="col" className={`${c.th} ${c.dayHead} ${day.today ? c.today : ""}`} data-date={day.date} aria-label={day.label}>
                {/* weekday over the short date: a column of a week stays readable on a desktop beside the weekly panel */}
                <span className={c.dayHeadWeekday}>{day.weekday}</span> <span className={c.dayHeadDate}>{day.shortDate}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr data-row="all-day">
            <th scope="row" className={`${c.th} ${c.hourLabel}`}>
              {t("calendar.all_day")}
            </th>
            {d.allDay.map((items, i) => (
              <td key={d.days[i].date} className={c.hourCell}>
                <Items items={items} />
              </td>
            ))}
          </tr>
          {d.hours.map((h) => (
            <tr key={h.hour} data-hour={h.hour}>
              <th scope="row" className={`${c.th} ${c.hourLabel}`}>
                {h.label}
              </th>
              {h.cells.map((items, i) => (
                <td key={d.days[i].date} className={c.hourCell}>
                  <Items items={items} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Toolbar({ d, base }: { d: CalendarPageData; base: string }) {
  const { t } = useTranslation();
  return (
    <div className={c.toolbar}>
      <div className={c.group}>
        <Link to={d.links.today} className={c.linkButton}>
          {t("calendar.today")}
        </Link>
        <Link to={d.links.prev} className={c.linkButton} aria-label={t("calendar.previous")}>
          ‹
        </Link>
        <Link to={d.links.next} className={c.linkButton} aria-label={t("calendar.next")}>
          ›
        </Link>
        <h2 className={c.heading} id="calendar-heading">
          {d.heading}
        </h2>
      </div>
      <nav className={c.group} aria-label={t("calendar.views_label")}>
        {d.links.views.map((v) => (
          <Link key={v.view} to={v.to} className={`${c.linkButton} ${v.current ? c.current : ""}`} aria-current={v.current ? "page" : undefined}>
            {t(`calendar.views.${v.view}`)}
          </Link>
        ))}
      </nav>
      <PhoneFold open={d.params.filter !== "all"}>
        <Form method="get" action={base} className={c.filter}>
          <input type="hidden" name="view" value={d.params.view} />
          <input type="hidden" name="date" value={d.params.date} />
          <label htmlFor="calendar-filter">{t("calendar.filter")}</label>
          <select id="calendar-filter" name="filter" defaultValue={d.params.filter} className={s.input} key={d.params.filter}>
            {d.filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
          <button type="submit" className={s.buttonSecondary}>
            {t("calendar.apply")}
          </button>
        </Form>
      </PhoneFold>
    </div>
  );
}

/** The calendar of a page: toolbar, grid (or FullCalendar once hydrated), and beside it the weekly stamping summary when there is one. */
export function CalendarView({ d, base, actions }: { d: CalendarPageData; base: string; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const items = useFeed(d.feed, hydrated);
  const grid =
    d.params.view === "month" ? (
      <>
        <MonthGrid d={d} />
        <Agenda d={d} className={c.narrowOnly} />
      </>
    ) : (
      <TimeGrid d={d} />
    );
  return (
    <OpenItem.Provider value={hydrated ? setOpen : null}>
      <section className={c.page} aria-labelledby="calendar-heading">
        <Toolbar d={d} base={base} />
        {actions}
        <div className={c.layout}>
          <div data-calendar={hydrated ? "hydrated" : "server"}>
            {hydrated && items ? (
              <Fallback fallback={grid}>
                <Suspense fallback={grid}>
                  {/* a month on a narrow screen stays the agenda list, easier to read on a phone than a 7-column grid */}
                  <div className={d.params.view === "month" ? c.wideOnly : c.scroll}>
                    <EnhancedCalendar
                      // a new URL (view, date, filter) is a new grid
                      key={d.feed}
                      items={items}
                      view={d.params.view}
                      date={d.params.date}
                      language={i18n.language}
                      allDayText={t("calendar.all_day")}
                      weekdays={d.weekdays}
                      onOpen={setOpen}
                    />
                  </div>
                  {d.params.view === "month" ? <Agenda d={d} className={c.narrowOnly} /> : null}
                </Suspense>
              </Fallback>
            ) : (
              grid
            )}
          </div>
          {d.weekly ? (
            <aside className={c.panel} aria-label={t("calendar.weekly_title")}>
              <h2 className={c.heading}>{t("calendar.weekly_title")}</h2>
              <WeekTable month={d.weekly} />
            </aside>
          ) : null}
        </div>
        {/* only while open: a closed dialog keeps no fetcher, so an item deleted from it is never read again */}
        {hydrated && open ? <CalendarItemDialog href={open} onClose={close} /> : null}
      </section>
    </OpenItem.Provider>
  );
}
