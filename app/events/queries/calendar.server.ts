// Reads for the calendars (personal, employee, site): every source of a window of dates, as
// calendar items — festivities (festivity_list), events (calendar_event_list: public ones, the
// person's own private ones, a site's), the person's APPROVED leaves only (leave_list), stamping
// logs of one minute (stamp_list, active ones), daily-hours reports (daily_hours_list). One query
// per source; user input reaches SQL only as parameters. Items are shaped by the domain.
import type { Queryable } from "~/db.server";
import { COLOR_KEYS, UPCOMING, stampItem, upcomingItems, type CalendarItem, type CalendarKind } from "~/domain/calendar/view";
import type { CalendarEventDetails } from "~/domain/calendar/events";
import type { LeaveDetails } from "~/domain/leave/events";
import type { CompanyCode } from "~/domain/company/companies";
import { TIME_ZONE } from "~/domain/shared/format";
import { Temporal } from "temporal-polyfill";

/** Whose calendar: a person's (their company's festivities and public events, their own items) or a site's. */
export type CalendarScope = { kind: "person"; personId: number; companyCode: CompanyCode } | { kind: "site"; siteId: number; companyCode: CompanyCode };

/** Midnight in Zurich at the start of a date, as an instant. */
const startOf = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

interface EventDbRow {
  id: number;
  title: string;
  description: string;
  place: string;
  start_at: Date;
  end_at: Date;
  is_public: boolean;
  site_id: number | null;
  owner_id: number | null;
  all_day: boolean;
  stream_version: number;
}

/** A calendar event row, as the edit form and the detail page need it: its details (`allDay` always given), owner and version. */
export interface CalendarEventRecord extends Required<CalendarEventDetails> {
  id: number;
  ownerId: number | null;
  version: number;
}

const toEvent = (r: EventDbRow): CalendarEventRecord => ({
  id: Number(r.id),
  title: r.title,
  description: r.description,
  place: r.place,
  startAt: iso(r.start_at),
  endAt: iso(r.end_at),
  isPublic: r.is_public,
  siteId: r.site_id === null ? null : Number(r.site_id),
  ownerId: r.owner_id === null ? null : Number(r.owner_id),
  allDay: r.all_day === true,
  version: Number(r.stream_version),
});

const eventItem = (e: CalendarEventRecord): CalendarItem => ({
  id: `events-${e.id}`,
  kind: "events",
  recordId: e.id,
  title: e.title,
  description: e.description,
  place: e.place,
  allDay: false,
  start: e.startAt,
  end: e.endAt,
  color: COLOR_KEYS.events,
  personId: e.ownerId,
  siteId: e.siteId,
  isPublic: e.isPublic,
  detail: null,
});

/** One event that is not cancelled; null for an unknown or malformed id. */
export async function calendarEventById(db: Queryable, id: number): Promise<CalendarEventRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<EventDbRow[]>`
    SELECT id, title, description, place, start_at, end_at, is_public, site_id, owner_id, all_day, stream_version
    FROM calendar_event_list WHERE id = ${id} AND NOT cancelled`;
  return r ? toEvent(r) : null;
}

/** May this scope's calendar show the event? A person's: public events without a site, and their own; a site's: its own and public ones without a site. */
function eventVisibleIn(e: Pick<CalendarEventRecord, "isPublic" | "siteId" | "ownerId">, scope: CalendarScope): boolean {
  if (scope.kind === "site") return e.siteId === scope.siteId || (e.siteId === null && e.isPublic);
  return (e.siteId === null && e.isPublic) || e.ownerId === scope.personId;
}

/** Every item of the scope whose dates touch the window (YYYY-MM-DD, inclusive). Items whose start is after their end are still here: the domain drops (and the caller logs) them. */
export async function calendarSourcesOf(db: Queryable, scope: CalendarScope, window: { from: string; to: string }, kinds: readonly CalendarKind[]): Promise<CalendarItem[]> {
  const from = startOf(window.from);
  const to = startOf(Temporal.PlainDate.from(window.to).add({ days: 1 }).toString());
  const want = (k: CalendarKind) => kinds.includes(k);
  const person = scope.kind === "person" ? scope.personId : 0;
  const site = scope.kind === "site" ? scope.siteId : 0;
  const [festivities, events, leaves, stamps, reports] = await Promise.all([
    want("festivity")
      ? db<{ id: number; title: string; description: string | null; place: string | null; start_date: string; end_date: string; half_day: boolean }[]>`
          SELECT id, title, description, place, start_date::text AS start_date, end_date::text AS end_date, half_day FROM festivity_list
          WHERE NOT removed AND (company_code IS NULL OR company_code = ${scope.companyCode})
            AND start_date <= ${window.to}::date AND end_date >= ${window.from}::date
          ORDER BY start_date, id`
      : [],
    want("events")
      ? db<EventDbRow[]>`
          SELECT id, title, description, place, start_at, end_at, is_public, site_id, owner_id, all_day, stream_version
          FROM calendar_event_list
          WHERE NOT cancelled AND start_at < ${to}::timestamptz AND end_at >= ${from}::timestamptz
            AND ${
              scope.kind === "site"
                ? db`(site_id = ${site} OR (site_id IS NULL AND is_public))`
                : db`((site_id IS NULL AND is_public) OR owner_id = ${person})`
            }
          ORDER BY start_at, id`
      : [],
    want("personRequests") && scope.kind === "person"
      ? db<{ id: number; person_id: number; leave_type: number; details: LeaveDetails; description: string }[]>`
          SELECT id, person_id, leave_type, details, description FROM leave_list
          WHERE person_id = ${person} AND status = 'APPROVED'
            AND start_date <= ${window.to}::date AND end_date >= ${window.from}::date
          ORDER BY start_at, id`
      : [],
    want("stampingLogs") && scope.kind === "person"
      ? db<{ id: number; person_id: number; kind: string; stamped_at: Date; place_label: string | null }[]>`
          SELECT id, person_id, kind, stamped_at, place_label FROM stamp_list
          WHERE person_id = ${person} AND status = 'ACTIVE' AND stamped_at >= ${from}::timestamptz AND stamped_at < ${to}::timestamptz
          ORDER BY stamped_at, id`
      : [],
    want("reports")
      ? db<{ id: number; person_id: number; site_id: number; start_at: Date; end_at: Date; minutes: number; description: string; site_title: string | null }[]>`
          SELECT d.id, d.person_id, d.site_id, d.start_at, d.end_at, d.minutes, d.description, s.title AS site_title
          FROM daily_hours_list d LEFT JOIN site_list s ON s.id = d.site_id
          WHERE ${scope.kind === "site" ? db`d.site_id = ${site}` : db`d.person_id = ${person}`}
            AND d.start_at < ${to}::timestamptz AND d.end_at >= ${from}::timestamptz
          ORDER BY d.start_at, d.id`
      : [],
  ]);
  const items: CalendarItem[] = [];
  for (const f of festivities) {
    items.push({ id: `festivity-${f.id}`, kind: "festivity", recordId: Number(f.id), title: f.title, description: f.description ?? "", place: f.place ?? "", allDay: true, start: f.start_date, end: f.end_date, color: COLOR_KEYS.festivity, personId: null, siteId: null, isPublic: true, detail: null, halfDay: f.half_day === true });
  }
  for (const e of events) {
    const record = toEvent(e);
    if (eventVisibleIn(record, scope)) items.push(eventItem(record));
  }
  for (const l of leaves) {
    const d = l.details;
    const allDay = d.shape === "allDay";
    items.push({
      id: `personRequests-${l.id}`,
      kind: "personRequests",
      recordId: Number(l.id),
      title: "",
      description: l.description,
      place: "",
      allDay,
      start: allDay ? d.startDate : new Date(d.startAt).toISOString(),
      end: allDay ? d.endDate : new Date(d.endAt).toISOString(),
      color: COLOR_KEYS.personRequests,
      personId: Number(l.person_id),
      siteId: null,
      isPublic: false,
      detail: String(l.leave_type),
    });
  }
  for (const s of stamps) items.push(stampItem({ id: Number(s.id), personId: Number(s.person_id), kind: s.kind, stampedAt: iso(s.stamped_at), placeLabel: s.place_label }));
  for (const r of reports) {
    items.push({
      id: `reports-${r.id}`,
      kind: "reports",
      recordId: Number(r.id),
      title: r.site_title ?? "",
      description: r.description,
      place: "",
      allDay: false,
      start: iso(r.start_at),
      end: iso(r.end_at),
      color: COLOR_KEYS.reports,
      personId: Number(r.person_id),
      siteId: Number(r.site_id),
      isPublic: false,
      detail: String(r.minutes),
    });
  }
  return items;
}

/** One item of the scope by its id's kind and record, as the detail page shows it; null when the scope's calendar does not show it. */
export async function calendarItemOf(db: Queryable, scope: CalendarScope, kind: CalendarKind, recordId: number): Promise<CalendarItem | null> {
  const bounds = await itemBounds(db, kind, recordId);
  if (!bounds) return null;
  const items = await calendarSourcesOf(db, scope, bounds, [kind]);
  return items.find((i) => i.recordId === recordId) ?? null;
}

/** The Zurich dates a record spans, so the item can be read through the same query as the calendar. */
async function itemBounds(db: Queryable, kind: CalendarKind, id: number): Promise<{ from: string; to: string } | null> {
  const zd = (col: string) => `(${col} AT TIME ZONE '${TIME_ZONE}')::date::text`;
  const rows =
    kind === "festivity"
      ? await db<{ f: string; t: string }[]>`SELECT start_date::text AS f, end_date::text AS t FROM festivity_list WHERE id = ${id}`
      : kind === "events"
        ? await db<{ f: string; t: string }[]>`SELECT ${db.unsafe(zd("start_at"))} AS f, ${db.unsafe(zd("end_at"))} AS t FROM calendar_event_list WHERE id = ${id}`
        : kind === "personRequests"
          ? await db<{ f: string; t: string }[]>`SELECT start_date::text AS f, end_date::text AS t FROM leave_list WHERE id = ${id}`
          : kind === "stampingLogs"
            ? await db<{ f: string; t: string }[]>`SELECT ${db.unsafe(zd("stamped_at"))} AS f, ${db.unsafe(zd("stamped_at"))} AS t FROM stamp_list WHERE id = ${id}`
            : await db<{ f: string; t: string }[]>`SELECT ${db.unsafe(zd("start_at"))} AS f, ${db.unsafe(zd("end_at"))} AS t FROM daily_hours_list WHERE id = ${id}`;
  const r = rows[0];
  if (!r) return null;
  // an item whose start is after its end: the window still covers both
  return r.f <= r.t ? { from: r.f, to: r.t } : { from: r.t, to: r.f };
}

/** A site's next calendar items (its events, public events, festivities) from now, for its dashboard: the same reads as its calendar. */
export async function upcomingSiteItemsOf(db: Queryable, scope: Extract<CalendarScope, { kind: "site" }>, now: string): Promise<CalendarItem[]> {
  const today = Temporal.Instant.from(now).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  const sources = await calendarSourcesOf(db, scope, { from: today.toString(), to: today.add({ days: UPCOMING.days }).toString() }, ["events", "festivity"]);
  return upcomingItems(sources, now);
}
