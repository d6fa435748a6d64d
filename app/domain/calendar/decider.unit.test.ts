import { describe, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { calendarEventDecider } from "./decider";
import type { WorkingHours } from "../leave/working-hours";
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

describe("calendar event: all day", () => {
  const hours: WorkingHours = { winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00", source: "person", ruleId: null };
  const day = (startAt: string, endAt = ""): CalendarEventDetails => ({ ...meeting, startAt, endAt });
  it("takes the winter hours on a winter day", () => {
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: day("2026-01-15T00:00:00+01:00"), allDay: { hours } })
      .thenEvents([{ type: "CalendarEventScheduled", data: { ...meeting, startAt: "2026-01-15T07:30:00+01:00", endAt: "2026-01-15T16:30:00+01:00", allDay: true, eventId: 5, ownerId: by, at, by } }]);
  });
  it("takes the summer hours on a summer day", () => {
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: day("2026-07-01T00:00:00+02:00"), allDay: { hours } })
      .thenEvents([{ type: "CalendarEventScheduled", data: { ...meeting, startAt: "2026-07-01T07:00:00+02:00", endAt: "2026-07-01T17:00:00+02:00", allDay: true, eventId: 5, ownerId: by, at, by } }]);
  });
  it("spans its dates, each end by its own season (the clocks go forward on 29.03.2026)", () => {
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: day("2026-03-27T00:00:00+01:00", "2026-03-30T00:00:00+02:00"), allDay: { hours } })
      .thenEvents([{ type: "CalendarEventScheduled", data: { ...meeting, startAt: "2026-03-27T07:30:00+01:00", endAt: "2026-03-30T17:00:00+02:00", allDay: true, eventId: 5, ownerId: by, at, by } }]);
  });
  it("refuses without usable working hours, and an end date before the start date", () => {
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: day("2026-01-15T00:00:00+01:00"), allDay: { hours: null } })
      .thenThrows("calendar.event.no_working_hours", { field: "allDay" });
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: day("2026-01-15T00:00:00+01:00", "2026-01-14T00:00:00+01:00"), allDay: { hours } })
      .thenThrows("errors.start_after_end", { field: "endAt" });
  });
  it("reschedules an event to all day with the given hours", () => {
    given(calendarEventDecider, [scheduled])
      .when({ type: "RescheduleCalendarEvent", details: day("2026-01-16T00:00:00+01:00"), allDay: { hours } })
      .thenEvents([{ type: "CalendarEventRescheduled", data: { ...meeting, startAt: "2026-01-16T07:30:00+01:00", endAt: "2026-01-16T16:30:00+01:00", allDay: true, eventId: 5, at, by } }]);
  });
  it("records that it is all day, so the edit form comes back with the box ticked; a timed change drops the fact", () => {
    const allDayScheduled: CalendarEventEvent = { type: "CalendarEventScheduled", data: { ...meeting, startAt: "2026-01-15T07:30:00+01:00", endAt: "2026-01-15T16:30:00+01:00", allDay: true, eventId: 5, ownerId: 1, at: "2026-01-01T08:00:00.000Z", by: 1 } };
    // a timed change: the form sends no all-day box, whatever the details carried
    given(calendarEventDecider, [allDayScheduled])
      .when({ type: "RescheduleCalendarEvent", details: { ...meeting, allDay: true } })
      .thenEvents([{ type: "CalendarEventRescheduled", data: { ...meeting, eventId: 5, at, by } }]);
  });
  it("still requires a site event's description and place", () => {
    given(calendarEventDecider)
      .when({ type: "ScheduleCalendarEvent", eventId: 5, details: { ...day("2026-01-15T00:00:00+01:00"), siteId: 3, description: "Consegna" }, allDay: { hours } })
      .thenThrows("errors.required", { field: "place" });
  });
});
