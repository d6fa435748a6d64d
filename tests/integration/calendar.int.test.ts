// Calendar events and the calendar query against a real store (ADR-0057, ADR-0058): a scheduled
// event shows on its owner's calendar (private) and on nobody else's; a public one on every person's
// calendar; a site's event on its site's calendar; a rescheduled one moves, a cancelled one goes;
// a double submit appends nothing new; the projection rebuilt from the events reads the same.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { RowProjection } from "../../app/events/projection.server";
import { calendarEventList } from "../../app/events/projections/calendar-event-list.server";
import { calendarItemOf, calendarSourcesOf, type CalendarScope } from "../../app/events/queries/calendar.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { cancelCalendarEvent } from "../../app/areas/calendar/cancel-calendar-event.server";
import { rescheduleCalendarEvent } from "../../app/areas/calendar/reschedule-calendar-event.server";
import { scheduleCalendarEvent } from "../../app/areas/calendar/schedule-calendar-event.server";
import type { CalendarEventDetails } from "../../app/domain/calendar/events";
import { dbReady, useDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let owner: number;
let other: number;
const window = { from: "2031-02-22", to: "2031-04-07" };
const details = (over: Partial<CalendarEventDetails> = {}): CalendarEventDetails => ({
  title: "Riunione", description: "", place: "", startAt: "2031-03-10T08:00:00+01:00", endAt: "2031-03-10T10:30:00+01:00", isPublic: false, siteId: null, ...over,
});
const person = (id: number): CalendarScope => ({ kind: "person", personId: id, companyCode: "cantiere" });
const eventIds = async (scope: CalendarScope) => (await calendarSourcesOf(sql, scope, window, ["events"])).map((i) => i.recordId);

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  owner = (await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "cal" })).id;
  other = (await newPerson(sql, { role: "EMPLOYEE", companyCode: "cantiere", prefix: "cal" })).id;
});

describe("calendar events", () => {
  it("shows a private event to its owner only, a public one to everyone, a site's on its site", async () => {
    const priv = await scheduleCalendarEvent(sql, details(), metaOf(owner));
    const pub = await scheduleCalendarEvent(sql, details({ isPublic: true, title: "Pubblico" }), metaOf(owner));
    const site = await scheduleCalendarEvent(sql, details({ siteId: 987654, description: "Consegna", place: "Nord" }), metaOf(owner));
    expect(await eventIds(person(owner))).toEqual(expect.arrayContaining([priv.id, pub.id, site.id]));
    const others = await eventIds(person(other));
    expect(others).toContain(pub.id);
    expect(others).not.toContain(priv.id);
    expect(others).not.toContain(site.id);
    expect(await eventIds({ kind: "site", siteId: 987654, companyCode: "cantiere" })).toEqual(expect.arrayContaining([site.id, pub.id]));
    const item = await calendarItemOf(sql, person(owner), "events", priv.id);
    expect(item?.end).toBe("2031-03-10T09:30:00.000Z");
    expect(await calendarItemOf(sql, person(other), "events", priv.id)).toBeNull();
  });

  it("moves a rescheduled event, drops a cancelled one, and a double submit appends nothing", async () => {
    const commandId = randomUUID();
    const e = await scheduleCalendarEvent(sql, details(), metaOf(owner, commandId));
    const again = await scheduleCalendarEvent(sql, details(), metaOf(owner, commandId));
    expect(again.id).toBe(e.id);
    await rescheduleCalendarEvent(sql, e.id, details({ startAt: "2031-05-10T08:00:00+02:00", endAt: "2031-05-10T09:00:00+02:00" }), 1, metaOf(owner));
    expect(await eventIds(person(owner))).not.toContain(e.id);
    const e2 = await scheduleCalendarEvent(sql, details(), metaOf(owner));
    await cancelCalendarEvent(sql, e2.id, null, metaOf(owner));
    expect(await eventIds(person(owner))).not.toContain(e2.id);
  });

  it("reads the same after a rebuild", async () => {
    const before = await sql`SELECT * FROM calendar_event_list ORDER BY id`;
    await rebuildProjection(sql, calendarEventList as unknown as RowProjection);
    expect(await sql`SELECT * FROM calendar_event_list ORDER BY id`).toEqual(before);
  });
});
