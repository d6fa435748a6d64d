// The enhanced grid (ADR-0058, ADR-0061): FullCalendar 6 over the same items, loaded only in the
// browser after hydration (calendar-view.tsx imports this module lazily, so pages without a
// calendar never carry it). It keeps the page's own toolbar (links, state in the URL): this grid
// shows the URL's view and date, the items of the route's `?format=json` answer (read by the
// calling view through a fetcher), and offers no dragging.
// Times come as Zurich wall times without an offset and are shown as they are (timeZone "UTC").
import type { EventClickArg, EventInput } from "@fullcalendar/core";
import deLocale from "@fullcalendar/core/locales/de";
import frLocale from "@fullcalendar/core/locales/fr";
import itLocale from "@fullcalendar/core/locales/it";
import dayGridPlugin from "@fullcalendar/daygrid";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import type { CalendarView } from "~/domain/calendar/view";
import { vars } from "../theme.css";
import * as c from "./calendar.css";

/** One item of the JSON answer of a calendar route (app/areas/calendar/calendar.server.ts). */
export interface FeedItem {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  color: number;
  kind: string;
  /** a half-day festivity: its afternoon (ADR-0066) */
  halfDay?: boolean;
  /** a moment (a stamp): shown as its time and title, never as a range */
  moment?: boolean;
}

const VIEWS: Record<CalendarView, string> = { month: "dayGridMonth", week: "timeGridWeek", day: "timeGridDay" };
const LOCALES = { it: itLocale, de: deLocale, fr: frLocale } as const;

// the server grid's colours by key (calendar.css.ts), set inline: FullCalendar's own stylesheet is injected later and would win
const COLORS: Record<number, { bg: string; fg: string }> = {
  10: { bg: vars.color.infoBg, fg: vars.color.info },
  11: { bg: vars.color.surfaceAlt, fg: vars.color.text },
  12: { bg: vars.color.errorBg, fg: vars.color.error },
  13: { bg: vars.color.successBg, fg: vars.color.success },
  14: { bg: vars.color.warningBg, fg: vars.color.warning },
};

function toEvent(i: FeedItem): EventInput {
  const color = COLORS[i.color] ?? COLORS[10];
  return {
    id: i.id,
    title: i.title,
    start: i.start,
    end: i.end,
    allDay: i.allDay,
    url: i.url,
    classNames: [c.fcItem],
    backgroundColor: color.bg,
    borderColor: color.fg,
    textColor: color.fg,
    extendedProps: { kind: i.kind, halfDay: i.halfDay === true, moment: i.moment === true },
  };
}

const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;

/** A moment's words: "07:32 Entrata" (its time, then what it is); FullCalendar's own would be a cut range "07:32 - 07:33". */
export function momentText(start: Date, title: string): string {
  return `${hhmm(start)} ${title}`;
}

/** A week or day column's head: "lun 02.03." (the weekday as the server grid words it, the Swiss short date). */
export function dayHeadText(date: Date, weekdays: readonly string[]): string {
  const monday0 = (date.getUTCDay() + 6) % 7;
  return `${weekdays[monday0] ?? ""} ${String(date.getUTCDate()).padStart(2, "0")}.${String(date.getUTCMonth() + 1).padStart(2, "0")}.`;
}

export default function EnhancedCalendar({
  items,
  view,
  date,
  language,
  allDayText,
  weekdays,
  onOpen,
}: {
  /** the route's JSON answer for the URL's view, date and filter */
  items: readonly FeedItem[];
  view: CalendarView;
  date: string;
  language: string;
  allDayText: string;
  /** the weekdays' short names, Monday first */
  weekdays: readonly string[];
  onOpen: (href: string) => void;
}) {
  const locale = LOCALES[language as keyof typeof LOCALES];
  return (
    <div data-calendar="enhanced" className={view === "week" ? `${c.enhanced} ${c.weekGrid}` : c.enhanced}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin]}
        initialView={VIEWS[view]}
        initialDate={date}
        headerToolbar={false}
        {...(locale ? { locale } : {})}
        timeZone="UTC"
        firstDay={1}
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        allDayText={allDayText}
        editable={false}
        selectable={false}
        eventStartEditable={false}
        eventDurationEditable={false}
        height="auto"
        dayMaxEvents={false}
        nowIndicator={false}
        displayEventEnd
        // a moment's two short lines (time, title) fit
        eventMinHeight={32}
        events={items.map(toEvent)}
        // a week's or a day's column heads in the Swiss way; the month keeps the weekday alone
        {...(view === "month" ? {} : { dayHeaderContent: (arg: { date: Date }) => dayHeadText(arg.date, weekdays) })}
        eventContent={(arg) =>
          arg.event.extendedProps.moment && arg.event.start ? (
            <span className={c.fcMoment} data-moment="">
              {momentText(arg.event.start, arg.event.title)}
            </span>
          ) : (
            // true: FullCalendar's own content for every other item
            true
          )
        }
        eventDidMount={(arg) => {
          arg.el.setAttribute("data-item", arg.event.id);
          arg.el.setAttribute("data-kind", String(arg.event.extendedProps.kind ?? ""));
          if (arg.event.extendedProps.halfDay) arg.el.setAttribute("data-half-day", "");
          // how long a timed item lasts, as the server grid says it (0: all day)
          const { start, end, allDay } = arg.event;
          arg.el.setAttribute("data-minutes", String(!allDay && start && end ? Math.round((end.getTime() - start.getTime()) / 60_000) : 0));
        }}
        eventClick={(arg: EventClickArg) => {
          if (!arg.event.url) return;
          arg.jsEvent.preventDefault();
          onOpen(arg.event.url);
        }}
      />
    </div>
  );
}
