// The calendar's pure rules (spec part 1 "Calendar detail", part 2 §5 "Calendar"): the view, date
// and filter read from the URL (a bad value falls back, never a 500), the fetch window (the month
// ± 7 days), the grid of a month, a week or a day (Monday first, hours 7 to 20), the items built
// from every source (festivities, events, approved leaves, stamping logs of one minute, daily-hours
// reports) with the ones whose start is after their end dropped, and an event's duration.
// No I/O: temporal-polyfill only. Days are Europe/Zurich dates.
import { Temporal } from "temporal-polyfill";
import { can, type Access } from "../access/permissions";
import { TIME_ZONE } from "../shared/format";
import { parseDate, parseZurichDateTime, toIsoOffset } from "../shared/zurich-time";
import type { QueryParams } from "../shared/query-params";

export const CALENDAR_VIEWS = ["month", "week", "day"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The type filter's values, as the spec names them. */
export const CALENDAR_FILTERS = ["all", "festivity", "events", "personRequests", "stampingLogs", "reports"] as const;
export type CalendarFilter = (typeof CALENDAR_FILTERS)[number];
export type CalendarKind = Exclude<CalendarFilter, "all">;

/** The colour keys of the spec (events 10, stamping logs 11, festivities 12), and ours for the rest. */
export const COLOR_KEYS: Record<CalendarKind, number> = { events: 10, stampingLogs: 11, festivity: 12, personRequests: 13, reports: 14 };

/** First and last hour rows of the week and day views. */
export const DAY_HOURS = { first: 7, last: 20 } as const;

export interface CalendarParams {
  view: CalendarView;
  /** YYYY-MM-DD, the date the view shows (month: any day of it) */
  date: string;
  filter: CalendarFilter;
}

/** The view, date and filter of a calendar URL; anything missing or malformed falls back to month, today, all. */
export function calendarParams(search: Pick<QueryParams, "get">, today: string): CalendarParams {
  const view = search.get("view");
  const filter = search.get("filter");
  const date = parseDate(search.get("date") ?? "");
  return {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? "") ? (view as CalendarView) : "month",
    date: date ? date.toString() : today,
    filter: (CALENDAR_FILTERS as readonly string[]).includes(filter ?? "") ? (filter as CalendarFilter) : "all",
  };
}

/** A calendar URL's query string for these params (the defaults left out). */
export function calendarQuery(p: Partial<CalendarParams>): string {
  const q = new URLSearchParams();
  if (p.view && p.view !== "month") q.set("view", p.view);
  if (p.date) q.set("date", p.date);
  if (p.filter && p.filter !== "all") q.set("filter", p.filter);
  const s = q.toString();
  return s ? `?${s}` : "";
}

const monday = (d: Temporal.PlainDate) => d.subtract({ days: d.dayOfWeek - 1 });

/** The dates fetched for a view of `date`: the month's first day minus 7 days to its last day plus 7 (inclusive). */
export function calendarWindow(date: string): { from: string; to: string } {
  const d = Temporal.PlainDate.from(date);
  const first = d.with({ day: 1 });
  const last = d.with({ day: d.daysInMonth });
  return { from: first.subtract({ days: 7 }).toString(), to: last.add({ days: 7 }).toString() };
}

/** The dates a view shows, inclusive: a month from the Monday of its first week to the Sunday of its last, a week Monday to Sunday, a day. */
export function visibleRange(view: CalendarView, date: string): { from: string; to: string } {
  const d = Temporal.PlainDate.from(date);
  if (view === "day") return { from: date, to: date };
  if (view === "week") return { from: monday(d).toString(), to: monday(d).add({ days: 6 }).toString() };
  const first = monday(d.with({ day: 1 }));
  const lastDay = d.with({ day: d.daysInMonth });
  return { from: first.toString(), to: lastDay.add({ days: 7 - lastDay.dayOfWeek }).toString() };
}

/** The date the previous (-1) or next (+1) page of a view shows. */
export function stepDate(view: CalendarView, date: string, dir: -1 | 1): string {
  const d = Temporal.PlainDate.from(date);
  if (view === "day") return d.add({ days: dir }).toString();
  if (view === "week") return d.add({ weeks: dir }).toString();
  return d.with({ day: 1 }).add({ months: dir }).toString();
}

/** The month view's weeks, Monday first, each seven YYYY-MM-DD dates. */
export function monthWeeks(date: string): string[][] {
  const { from, to } = visibleRange("month", date);
  const weeks: string[][] = [];
  for (let d = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(d, Temporal.PlainDate.from(to)) <= 0; d = d.add({ days: 7 })) {
    weeks.push(Array.from({ length: 7 }, (_, i) => d.add({ days: i }).toString()));
  }
  return weeks;
}

/** The dates of the week or day view. */
export function viewDays(view: Exclude<CalendarView, "month">, date: string): string[] {
  const { from } = visibleRange(view, date);
  const start = Temporal.PlainDate.from(from);
  return Array.from({ length: view === "week" ? 7 : 1 }, (_, i) => start.add({ days: i }).toString());
}

/** One thing shown on the calendar. `id` is `<kind>-<record id>`; a suffix after `_` (a day of a repeated item) is not part of it. */
export interface CalendarItem {
  id: string;
  kind: CalendarKind;
  /** the record's id in its own stream */
  recordId: number;
  title: string;
  description: string;
  place: string;
  allDay: boolean;
  /** all day: YYYY-MM-DD dates, inclusive; timed: ISO instants */
  start: string;
  end: string;
  color: number;
  /** the person it is about (leaves, stamps, reports), the site it belongs to (events, reports) */
  personId: number | null;
  siteId: number | null;
  isPublic: boolean;
  /** a stamp's kind, a leave's type code… as the page words it */
  detail: string | null;
  /** a half-day festivity (24 and 31 December): only its afternoon is free (ADR-0062, ADR-0066) */
  halfDay?: boolean;
}

/** The record an item id names ("leave-12", "event-4_2"); null for anything else. */
export function parseItemId(raw: string | undefined | null): { kind: CalendarKind; recordId: number } | null {
  const m = /^(festivity|events|personRequests|stampingLogs|reports)-(\d{1,15})(?:_[A-Za-z0-9-]{1,20})?$/.exec(raw ?? "");
  if (!m) return null;
  const recordId = Number(m[2]);
  return recordId > 0 && Number.isSafeInteger(recordId) ? { kind: m[1] as CalendarKind, recordId } : null;
}

/** The Zurich date of an item's start and end. */
export function itemDates(item: Pick<CalendarItem, "allDay" | "start" | "end">): { startDate: string; endDate: string } {
  if (item.allDay) return { startDate: item.start, endDate: item.end };
  const z = (s: string) => Temporal.Instant.from(s).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();
  return { startDate: z(item.start), endDate: z(item.end) };
}

/** Does the item start after it ends? (Such items are dropped from the calendar.) */
function startsAfterEnd(item: Pick<CalendarItem, "allDay" | "start" | "end">): boolean {
  try {
    if (item.allDay) return Temporal.PlainDate.compare(Temporal.PlainDate.from(item.start), Temporal.PlainDate.from(item.end)) > 0;
    return Temporal.Instant.compare(Temporal.Instant.from(item.start), Temporal.Instant.from(item.end)) > 0;
  } catch {
    // an unreadable date cannot be placed either
    return true;
  }
}

/** The items the filter keeps, those whose start is after their end dropped (returned apart, to be logged), in start order. */
export function calendarItems(items: readonly CalendarItem[], filter: CalendarFilter): { items: CalendarItem[]; dropped: CalendarItem[] } {
  const dropped: CalendarItem[] = [];
  const kept: CalendarItem[] = [];
  for (const item of items) {
    if (filter !== "all" && item.kind !== filter) continue;
    if (startsAfterEnd(item)) dropped.push(item);
    else kept.push(item);
  }
  const key = (i: CalendarItem) => (i.allDay ? `${i.start}T00:00` : Temporal.Instant.from(i.start).toZonedDateTimeISO(TIME_ZONE).toPlainDateTime().toString());
  kept.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { items: kept, dropped };
}

/** The items on a date (an item lasting several days is on each of them). */
export function itemsOn(items: readonly CalendarItem[], date: string): CalendarItem[] {
  return items.filter((i) => {
    const { startDate, endDate } = itemDates(i);
    return startDate <= date && date <= endDate;
  });
}

/** Where a half-day festivity's afternoon starts on the calendars (hour, Zurich): it runs to the end of its day (ADR-0066). */
const HALF_DAY_FROM_HOUR = 12;

/**
 * The hour row a timed item starting on `date` sits in (7 to 20; earlier ones in the 7 row, later
 * ones in the 20 row), a half-day festivity in its afternoon's row on its date; null when it starts
 * on another date, and for an all-day item (the all-day row).
 */
export function hourRowOf(item: CalendarItem, date: string): number | null {
  if (item.allDay) return item.halfDay && item.start === date ? HALF_DAY_FROM_HOUR : null;
  const z = Temporal.Instant.from(item.start).toZonedDateTimeISO(TIME_ZONE);
  if (z.toPlainDate().toString() !== date) return null;
  return Math.min(DAY_HOURS.last, Math.max(DAY_HOURS.first, z.hour));
}

/** Minutes an item lasts (a timed one; 0 for all-day). */
export function durationMinutes(item: Pick<CalendarItem, "allDay" | "start" | "end">): number {
  if (item.allDay) return 0;
  return Math.round((Date.parse(item.end) - Date.parse(item.start)) / 60_000);
}

/** The hour choices (1 to 8) and minute choices (0, 15, 30, 45) of an event's duration. */
export const DURATION_HOURS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const DURATION_MINUTES = [0, 15, 30, 45] as const;

/** An event's duration in minutes: hours × 60 + minutes. */
export function eventDurationMinutes(hours: number, minutes: number): number {
  return hours * 60 + minutes;
}

/** An event's end when a duration is used: the start plus hours × 60 + minutes (ISO instants, Zurich offsets). */
export function endFromDuration(startAt: string, hours: number, minutes: number): string | null {
  const z = parseZurichDateTime(startAt);
  return z ? toIsoOffset(z.add({ minutes: eventDurationMinutes(hours, minutes) })) : null;
}

/** A stamping log lasts one minute on the calendar. */
const STAMP_MINUTES = 1;

/** An item that happens at a moment rather than over a period (a stamp): shown as its time, never as a range. */
export function isMoment(item: Pick<CalendarItem, "kind">): boolean {
  return item.kind === "stampingLogs";
}

/** A stamp as a calendar item: one minute from its time. */
export function stampItem(s: { id: number; personId: number; kind: string; stampedAt: string; placeLabel: string | null }): CalendarItem {
  const start = Temporal.Instant.from(s.stampedAt);
  return {
    id: `stampingLogs-${s.id}`,
    kind: "stampingLogs",
    recordId: s.id,
    title: s.kind,
    description: "",
    place: s.placeLabel ?? "",
    allDay: false,
    start: start.toString(),
    end: start.add({ minutes: STAMP_MINUTES }).toString(),
    color: COLOR_KEYS.stampingLogs,
    personId: s.personId,
    siteId: null,
    isPublic: false,
    detail: s.kind,
  };
}

/** How many upcoming items a site's dashboard lists, and how far ahead it looks (days). */
export const UPCOMING = { limit: 5, days: 90 } as const;

/**
 * The next items (a site's dashboard): those not yet over at `now` (an all-day one lasts to the end
 * of its last day), in start order, at most `limit`; those whose start is after their end dropped.
 */
export function upcomingItems(items: readonly CalendarItem[], now: string, limit: number = UPCOMING.limit): CalendarItem[] {
  const today = Temporal.Instant.from(now).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();
  const open = items.filter((i) => (i.allDay ? i.end >= today : Temporal.Instant.compare(Temporal.Instant.from(i.end), Temporal.Instant.from(now)) > 0));
  return calendarItems(open, "all").items.slice(0, limit);
}

/** "2026-03-10T08:00:00" in Zurich for an instant with any offset. */
function zurichWall(iso: string): string {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE).toPlainDateTime().toString({ smallestUnit: "second" });
}

/**
 * An item's times for the enhanced grid (FullCalendar): Zurich wall times without an offset, shown
 * as they are (ADR-0061); an all-day end exclusive, as FullCalendar wants; a half-day festivity its
 * afternoon, from 12:00 to the end of its day (ADR-0066).
 */
export function feedTimes(i: Pick<CalendarItem, "allDay" | "start" | "end" | "halfDay">): { start: string; end: string; allDay: boolean } {
  const nextDay = (d: string) => Temporal.PlainDate.from(d).add({ days: 1 }).toString();
  if (i.allDay && i.halfDay) return { start: `${i.start}T${String(HALF_DAY_FROM_HOUR).padStart(2, "0")}:00:00`, end: `${nextDay(i.end)}T00:00:00`, allDay: false };
  if (i.allDay) return { start: i.start, end: nextDay(i.end), allDay: true };
  return { start: zurichWall(i.start), end: zurichWall(i.end), allDay: false };
}

/** May this user change or cancel the event? Its owner, HR, and for a site's event whoever may update sites. */
export function mayEditEvent(user: { id: number; access: Access }, e: { ownerId: number | null; siteId: number | null }): boolean {
  return e.ownerId === user.id || can(user.access, "update", "hr") || (e.siteId !== null && can(user.access, "update", "sites"));
}

/** May this user delete the event from a calendar? Update profile (the spec's right for the calendar's delete), and the event is one they may change. */
export function mayDeleteEvent(user: { id: number; access: Access }, e: { ownerId: number | null; siteId: number | null }): boolean {
  return can(user.access, "update", "profile") && mayEditEvent(user, e);
}

/** Where a leave shown on a calendar leads this user (null: nowhere they may go). */
export interface LeaveFollowUp {
  kind: "edit" | "history";
  to: string;
}

/**
 * A leave on a calendar leads to its form only while it is pending (every form refuses a closed
 * request: `edit_allow_only_on_pending`), otherwise to its history: one's own through the profile's
 * pages, anybody else's through HR's (the form for update hr or update leave, the history for read
 * hr, read leave or read audit, as those routes' policies say).
 */
export function leaveFollowUp(user: { id: number; access: Access }, leave: { id: number; personId: number; status: string }): LeaveFollowUp | null {
  const pending = leave.status === "PENDING";
  if (leave.personId === user.id) {
    return pending ? { kind: "edit", to: `/app/profile/leaves/${leave.id}/edit` } : { kind: "history", to: `/app/profile/leaves/${leave.id}/history` };
  }
  if (pending && (can(user.access, "update", "hr") || can(user.access, "update", "leave"))) return { kind: "edit", to: `/app/hr/users/${leave.personId}/leaves/${leave.id}/edit` };
  if (can(user.access, "read", "hr") || can(user.access, "read", "leave") || can(user.access, "read", "audit")) return { kind: "history", to: `/app/hr/leave-requests/${leave.id}/history` };
  return null;
}
