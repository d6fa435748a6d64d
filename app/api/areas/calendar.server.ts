// The calendar through the JSON API (spec part 1 §7 "Journal": GET journal/calendar with id,
// startDate and endDate as YYYY-MM-DD; it returns stampingLogs, colors and events): the same sources
// as the calendar pages (calendarSourcesOf: festivities, events, approved leaves, stamping logs,
// daily-hours reports), for oneself, or (HR) for a person within their companies; GET
// journal/hrPersonCalendar is HR's employee calendar page (read hr, the person's id required).
import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { can } from "~/domain/access/permissions";
import { CALENDAR_FILTERS, COLOR_KEYS, type CalendarItem, type CalendarKind } from "~/domain/calendar/view";
import { DomainError } from "~/domain/shared/errors";
import { calendarSourcesOf } from "~/events/queries/calendar.server";
import { scopedPerson } from "~/http/scope.server";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { endpoint, type Endpoint } from "../endpoint.server";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "api.date_invalid");
const KINDS = CALENDAR_FILTERS.filter((f): f is CalendarKind => f !== "all");

const apiItem = z.object({
  id: z.string().describe("the kind and the record's id (event-4, leave-12)"),
  eventType: z.enum(KINDS as unknown as [CalendarKind, ...CalendarKind[]]),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  allDay: z.boolean(),
  startDate: z.string().describe("all day: YYYY-MM-DD; else an ISO instant"),
  endDate: z.string(),
  isPublic: z.boolean(),
  isFestivity: z.boolean(),
  constructionId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  color: z.number().int(),
});

const itemOf = (i: CalendarItem) => ({
  id: i.id,
  eventType: i.kind,
  title: i.title,
  description: i.description,
  place: i.place,
  allDay: i.allDay,
  startDate: i.start,
  endDate: i.end,
  isPublic: i.isPublic,
  isFestivity: i.kind === "festivity",
  constructionId: i.siteId,
  personId: i.personId,
  color: i.color,
});

const calendarAnswer = z.object({ stampingLogs: z.array(apiItem), events: z.array(apiItem), colors: z.record(z.number().int()) });

/** A person's calendar of a window (oneself, or HR's for a person within their companies; the same 404 otherwise). */
async function personCalendar(sql: Sql, user: CurrentUser, personId: number, query: { startDate: string; endDate: string }): Promise<z.infer<typeof calendarAnswer>> {
  // someone else's calendar is HR's (the employee calendar page's right), within their companies
  const person = await scopedPerson(sql, user, personId === user.id || can(user.access, "read", "hr") ? personId : 0);
  const days = Temporal.PlainDate.from(query.startDate).until(query.endDate).days;
  if (days < 0) throw new DomainError("invalid", "errors.start_after_end", { field: "endDate" });
  if (days > 62) throw new DomainError("invalid", "api.calendar_window_too_long", { field: "endDate", params: { max: 62 } });
  const items = await calendarSourcesOf(sql, { kind: "person", personId: person.id, companyCode: person.companyCode }, { from: query.startDate, to: query.endDate }, KINDS);
  return {
    stampingLogs: items.filter((i) => i.kind === "stampingLogs").map(itemOf),
    events: items.filter((i) => i.kind !== "stampingLogs").map(itemOf),
    colors: Object.fromEntries(Object.entries(COLOR_KEYS).map(([k, v]) => [k, v])),
  };
}

export const calendarEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/journal/calendar",
    tag: "Calendar",
    summary: "A person's calendar of a window of at most 62 days (id: the person; oneself without it)",
    rights: [["read", "profile"], ["read", "hr"]],
    query: z.object({ id: z.coerce.number().int().positive().optional(), startDate: day, endDate: day }),
    response: calendarAnswer,
    run: async ({ sql, user, query }) => ({ body: await personCalendar(sql, user, query.id ?? user.id, query) }),
  }),
  endpoint({
    method: "GET",
    path: "/journal/hrPersonCalendar",
    tag: "Calendar",
    summary: "HR's view of an employee's calendar (id: the person, within the caller's companies; a window of at most 62 days)",
    rights: [["read", "hr"]],
    query: z.object({ id: z.coerce.number().int().positive(), startDate: day, endDate: day }),
    response: calendarAnswer,
    run: async ({ sql, user, query }) => ({ body: await personCalendar(sql, user, query.id, query) }),
  }),
];
