import { describe, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { calendarEventDecider } from "./decider";
import type { CalendarEventDetails, CalendarEventEvent } from "./events";

const at = CTX.now;
const by = CTX.actorId;
const meeting: CalendarEventDetails = { title: "Riunione", description: "", place: "", startAt: "2026-03-10T08:00:00+01:00", endAt: "2026-03-10T10:30:00+01:00", isPublic: false, siteId: null };
const scheduled: CalendarEventEvent = { type: "CalendarEventScheduled", data: { ...meeting, eventId: 5, ownerId: 1, at: "2026-03-01T08:00:00.000Z", by: 1 } };

describe("calendar event: when none exists", () => {
  it("schedules it, owned by the actor", () => {
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: meeting })
      .thenEvents([{ type: "CalendarEventScheduled", data: { ...meeting, eventId: 5, ownerId: by, at, by } }]);
  });
  it("refuses a blank title, a start after the end", () => {
    given(calendarEventDecider).when({ type: "ScheduleCalendarEvent", eventId: 5, details: { ...meeting, title: " " } }).thenThrows("errors.required", { field: "title" });
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: { ...meeting, endAt: "2026-03-10T07:00:00+01:00" } })
      .thenThrows("errors.start_after_end", { field: "endAt" });
  });
  it("requires a description and a place of a site's event", () => {
    given(calendarEventDecider).when({ type: "ScheduleCalendarEvent", eventId: 5, details: { ...meeting, siteId: 3 } }).thenThrows("errors.required", { field: "description" });
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: { ...meeting, siteId: 3, description: "Consegna" } })
      .thenThrows("errors.required", { field: "place" });
  });
  it("refuses a change or a cancellation as not found", () => {
    given(calendarEventDecider).when({ type: "RescheduleCalendarEvent", details: meeting }).thenThrows("errors.not_found", { kind: "not_found" });
    given(calendarEventDecider).when({ type: "CancelCalendarEvent" }).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("calendar event: when scheduled", () => {
  it("reschedules it with its whole details, on the same site", () => {
    const moved = { ...meeting, startAt: "2026-03-11T08:00:00+01:00", endAt: "2026-03-11T09:00:00+01:00", isPublic: true };
    given(calendarEventDecider, [scheduled])
      .when({ type: "RescheduleCalendarEvent", details: { ...moved, siteId: 9 } })
      .thenEvents([{ type: "CalendarEventRescheduled", data: { ...moved, siteId: null, eventId: 5, at, by } }]);
  });
  it("cancels it once", () => {
    given(calendarEventDecider, [scheduled]).when({ type: "CancelCalendarEvent" }).thenEvents([{ type: "CalendarEventCancelled", data: { eventId: 5, siteId: null, at, by } }]);
    const cancelled: CalendarEventEvent = { type: "CalendarEventCancelled", data: { eventId: 5, siteId: null, at, by } };
    given(calendarEventDecider, [scheduled, cancelled]).when({ type: "CancelCalendarEvent" }).thenNothing();
    given(calendarEventDecider, [scheduled, cancelled]).when({ type: "RescheduleCalendarEvent", details: meeting }).thenThrows("errors.not_found");
  });
});
