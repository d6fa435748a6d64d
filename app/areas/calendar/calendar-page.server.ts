// What every calendar page loads (personal, employee, site): the view, date and filter from the URL,
// the items of the fetch window (the month ± 7 days) as the page shows them, the links of the
// toolbar (today, previous, next, views, filters; all GET, state in the URL), and beside a
// person's calendar the weekly stamping summary of the month (the stamping screens' totals).
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { Queryable } from "~/db.server";
import {
  CALENDAR_FILTERS,
  CALENDAR_VIEWS,
  DAY_HOURS,
  calendarItems,
  calendarParams,
  calendarQuery,
  calendarWindow,
  durationMinutes,
  hourRowOf,
  isMoment,
  itemDates,
  itemsOn,
  monthWeeks,
  stepDate,
  viewDays,
  type CalendarItem,
  type CalendarKind,
  type CalendarParams,
} from "~/domain/calendar/view";
import { leaveTypeKey } from "~/domain/leave/types";
import { isLeaveTypeCode } from "~/domain/leave/types";
import { formatDate, formatDateTime, formatTime } from "~/domain/shared/format";
import { hoursAndMinutes } from "~/domain/stamping/totals";
import { calendarSourcesOf, type CalendarScope } from "~/events/queries/calendar.server";
import { stampMonthOf } from "~/events/queries/stamps.server";
import { dayLabel, monthLabel, periodView } from "~/ui/stamping/view";
import type { CalendarItemSummary } from "~/ui/sites/dashboard-slots";
import type { CalendarPageData, DayCell, ItemView } from "~/ui/calendar/calendar-types";
import { queryParams } from "~/domain/shared/query-params";

export type { CalendarPageData, DayCell, ItemView };

/** An item's words on the page: a leave's type, a stamp's kind, a report's site and hours. */
export function itemTitle(t: TFunction, i: CalendarItem): string {
  switch (i.kind) {
    case "personRequests":
      return i.detail && isLeaveTypeCode(Number(i.detail)) ? t(leaveTypeKey(Number(i.detail) as never)) : t("calendar.kinds.personRequests");
    case "stampingLogs":
      return t(`calendar.stamp.${i.detail === "USCITA" ? "USCITA" : "ENTRATA"}`);
    case "reports":
      return t("calendar.report_title", { site: i.title || "—", hours: hoursAndMinutes(Number(i.detail ?? 0)) });
    case "festivity":
      // a half day says so wherever it is shown (ADR-0066)
      return i.halfDay ? t("calendar.half_day_title", { title: i.title }) : i.title;
    default:
      return i.title;
  }
}

/** "07:30–10:00", or the dates when it spans days; a stamp is a moment: "07:32". */
export function itemTime(i: CalendarItem): string | null {
  if (i.allDay) return null;
  if (isMoment(i)) return formatTime(i.start);
  const sameDay = formatDate(i.start) === formatDate(i.end);
  return sameDay ? `${formatTime(i.start)}–${formatTime(i.end)}` : `${formatDateTime(i.start)} – ${formatDateTime(i.end)}`;
}

/** The period of an item as the detail page says it. */
export function itemPeriod(i: CalendarItem): string {
  if (isMoment(i)) return formatDateTime(i.start);
  if (i.allDay) return i.start === i.end ? formatDate(i.start) : `${formatDate(i.start)} – ${formatDate(i.end)}`;
  return `${formatDateTime(i.start)} – ${formatDateTime(i.end)}`;
}

/** The upcoming items as a site's dashboard lists them: date, time (or all day), title, type, and the link to the item on the calendar at `base`. */
export function upcomingSummaries(t: TFunction, items: readonly CalendarItem[], base: string): CalendarItemSummary[] {
  return items.map((i) => {
    const { startDate, endDate } = itemDates(i);
    return {
      id: i.id,
      date: startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`,
      time: i.halfDay ? t("calendar.half_day_time") : i.allDay ? t("calendar.all_day") : isMoment(i) ? formatTime(i.start) : `${formatTime(i.start)}–${formatTime(i.end)}`,
      title: itemTitle(t, i),
      type: t(`calendar.kinds.${i.kind}`),
      href: `${base}/${i.id}${calendarQuery({ date: startDate })}`,
    };
  });
}

/** The calendar of a scope at the URL's view, date and filter. `base`: the calendar's path; item pages are `${base}/${item.id}`. */
export async function calendarPageOf(
  db: Queryable,
  t: TFunction,
  opts: { url: string; base: string; scope: CalendarScope; today: string; now: string },
): Promise<{ data: CalendarPageData; items: CalendarItem[] }> {
  const url = new URL(opts.url);
  const p = calendarParams(queryParams(url), opts.today);
  const window = calendarWindow(p.date);
  const kinds = p.filter === "all" ? CALENDAR_FILTERS.filter((f): f is CalendarKind => f !== "all") : [p.filter];
  const [sources, stampMonth] = await Promise.all([
    calendarSourcesOf(db, opts.scope, window, kinds),
    opts.scope.kind === "person" ? stampMonthOf(db, opts.scope.personId, p.date.slice(0, 7), opts.now) : Promise.resolve(null),
  ]);
  const { items, dropped } = calendarItems(sources, p.filter);
  // no personal data: which records, not what they say
  if (dropped.length > 0) console.warn(`calendar: dropped ${dropped.length} item(s) whose start is after their end: ${dropped.map((d) => d.id).join(", ")}`);
  const back = calendarQuery(p);
  const view = (i: CalendarItem): ItemView => ({
    id: i.id,
    kind: i.kind,
    title: itemTitle(t, i),
    time: itemTime(i),
    color: i.color,
    minutes: durationMinutes(i),
    halfDay: i.halfDay === true,
    href: `${opts.base}/${i.id}${back}`,
  });
  const month = p.date.slice(0, 7);
  const cell = (date: string): DayCell => ({
    date,
    day: Temporal.PlainDate.from(date).day,
    label: dayLabel(t, date),
    weekday: t(`stamping.weekday.${Temporal.PlainDate.from(date).dayOfWeek}`),
    shortDate: `${date.slice(8, 10)}.${date.slice(5, 7)}.`,
    inMonth: date.slice(0, 7) === month,
    today: date === opts.today,
    items: itemsOn(items, date).map(view),
  });
  const link = (q: Partial<CalendarParams>) => `${opts.base}${calendarQuery({ ...p, ...q })}`;
  let heading: string;
  let weeks: DayCell[][] = [];
  let days: DayCell[] = [];
  if (p.view === "month") {
    heading = monthLabel(t, month);
    weeks = monthWeeks(p.date).map((w) => w.map(cell));
  } else {
    days = viewDays(p.view, p.date).map(cell);
    heading = p.view === "day" ? dayLabel(t, p.date) : `${formatDate(days[0].date)} – ${formatDate(days[days.length - 1].date)}`;
  }
  const hours = [];
  for (let h = DAY_HOURS.first; h <= DAY_HOURS.last; h++) {
    hours.push({
      hour: h,
      label: `${String(h).padStart(2, "0")}:00`,
      cells: days.map((d) => items.filter((i) => hourRowOf(i, d.date) === h).map(view)),
    });
  }
  const agendaDays = p.view === "month" ? weeks.flat().filter((d) => d.inMonth) : days;
  return {
    items,
    data: {
      params: p,
      heading,
      links: {
        today: link({ date: opts.today }),
        prev: link({ date: stepDate(p.view, p.date, -1) }),
        next: link({ date: stepDate(p.view, p.date, 1) }),
        views: CALENDAR_VIEWS.map((v) => ({ view: v, to: link({ view: v }), current: v === p.view })),
      },
      filters: CALENDAR_FILTERS.map((f) => ({ value: f, label: t(`calendar.filters.${f}`) })),
      weekdays: [1, 2, 3, 4, 5, 6, 7].map((d) => t(`stamping.weekday.${d}`)),
      weeks,
      days,
      // a half-day festivity sits in its afternoon's hour row instead (ADR-0066)
      allDay: days.map((d) => items.filter((i) => hourRowOf(i, d.date) === null).filter((i) => itemsOn([i], d.date).length > 0).map(view)),
      hours,
      agenda: agendaDays.filter((d) => d.items.length > 0),
      weekly: stampMonth ? periodView(t, month, stampMonth.summary, stampMonth.records) : null,
      feed: `${opts.base}${calendarQuery(p) ? `${calendarQuery(p)}&` : "?"}format=json`,
    },
  };
}
