// Calendar events through the JSON API (spec part 1 §7 "Journal": POST journal/events with
// constructionId, title, description, place, startDate, endDate; PUT and DELETE journal/events/{id}):
// the same operations and schema as the event forms (scheduleCalendarEvent,
// rescheduleCalendarEvent, cancelCalendarEvent; eventFormSchema: a site's event needs its
// description and place), the same rights (one's own event: update profile; a site's: update sites
// and the site in scope; a change: mayEditEvent), and If-Match as the event's version.
import { z } from "zod";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { eventDetailsOf, eventFormSchema } from "~/domain/calendar/schema";
import { DomainError } from "~/domain/shared/errors";
import { calendarEventById, type CalendarEventRecord } from "~/events/queries/calendar.server";
import { scopedRecord } from "~/http/scope.server";
import { allDayOf } from "~/areas/calendar/calendar-event-command.server";
import { cancelCalendarEvent } from "~/areas/calendar/cancel-calendar-event.server";
import { rescheduleCalendarEvent } from "~/areas/calendar/reschedule-calendar-event.server";
import { scheduleCalendarEvent } from "~/areas/calendar/schedule-calendar-event.server";
import { endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";

const apiEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  startDate: z.string().describe("ISO instant with its Zurich offset"),
  endDate: z.string(),
  isPublic: z.boolean(),
  isFestivity: z.literal(false),
  constructionId: z.number().int().nullable(),
  version: z.number().int(),
});

const eventOf = (e: CalendarEventRecord) => ({
  id: e.id,
  title: e.title,
  description: e.description,
  place: e.place,
  startDate: e.startAt,
  endDate: e.endAt,
  isPublic: e.isPublic,
  isFestivity: false as const,
  constructionId: e.siteId,
  version: e.version,
});

/** The spec's body, checked loosely here; the event form's schema checks it once the kind of event is known. */
const eventBody = z
  .object({
    constructionId: z.number().int().positive().nullable().optional(),
    title: z.string(),
    description: z.string().optional(),
    place: z.string().optional(),
    startDate: z.string().describe("YYYY-MM-DD HH:mm or YYYY-MM-DDTHH:mm (Zurich time, 15-minute steps)"),
    endDate: z.string().optional(),
    hours: z.number().int().optional(),
    minutes: z.number().int().optional(),
    isPublic: z.boolean().optional(),
    allDay: z.boolean().optional(),
  })
  .passthrough();

type EventBody = z.output<typeof eventBody>;

/** The body as the event form's fields, through its schema (a site's event: description and place required). */
function formValueOf(b: EventBody, intent: "schedule-calendar-event" | "reschedule-calendar-event", siteEvent: boolean) {
  const text = (v: number | undefined) => (v === undefined ? "" : String(v));
  return parseOrThrow(eventFormSchema(siteEvent), {
    intent,
    title: b.title,
    description: b.description ?? "",
    place: b.place ?? "",
    startAt: b.startDate,
    endAt: b.endDate,
    hours: text(b.hours),
    minutes: text(b.minutes),
    isPublic: b.isPublic ? "on" : "",
    allDay: b.allDay ? "on" : "",
  });
}

async function readEvent(sql: Sql, id: number): Promise<CalendarEventRecord> {
  const e = await calendarEventById(sql, id);
  if (!e) throw new DomainError("not_found", "errors.not_found");
  return e;
}

export const calendarEventEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/journal/events",
    tag: "Calendar",
    summary: "Schedule an event: one's own, or with constructionId a site's (update sites)",
    rights: [["update", "profile"], ["update", "sites"]],
    body: eventBody,
    write: true,
    response: apiEvent,
    run: async ({ sql, user, body, meta }) => {
      let siteId: number | null = null;
      if (body.constructionId) {
        const site = await scopedRecord(sql, user, "site", body.constructionId);
        if (!can(user.access, "update", "sites")) throw new DomainError("forbidden", "errors.forbidden");
        siteId = site.id;
      } else if (!can(user.access, "update", "profile")) throw new DomainError("forbidden", "errors.forbidden");
      const value = formValueOf(body, "schedule-calendar-event", siteId !== null);
      const outcome = await scheduleCalendarEvent(sql, eventDetailsOf(value, siteId), meta, value.allDay ? await allDayOf(sql, user.id) : undefined);
      const e = await readEvent(sql, outcome.id);
      return { status: 201, body: eventOf(e), version: e.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/journal/events/{id}",
    tag: "Calendar",
    summary: "Reschedule an event (its owner, HR, or for a site's event update sites; If-Match: its version)",
    rights: [["read", "profile"]],
    body: eventBody,
    write: true,
    ifMatch: true,
    response: apiEvent,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const e = await scopedRecord(sql, user, "calendarEvent", params.id);
      const value = formValueOf(body, "reschedule-calendar-event", e.siteId !== null);
      await rescheduleCalendarEvent(sql, e.id, eventDetailsOf(value, e.siteId), expectedVersion, meta, value.allDay ? await allDayOf(sql, e.ownerId ?? user.id) : undefined);
      const now = await readEvent(sql, e.id);
      return { body: eventOf(now), version: now.version };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/journal/events/{id}",
    tag: "Calendar",
    summary: "Cancel an event (If-Match: its version)",
    rights: [["read", "profile"]],
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, meta, expectedVersion }) => {
      const e = await scopedRecord(sql, user, "calendarEvent", params.id);
      await cancelCalendarEvent(sql, e.id, expectedVersion, meta);
      return { status: 204, body: null };
    },
  }),
];
