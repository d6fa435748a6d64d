import { describe, expect, it } from "vitest";
import {
  calendarItems,
  calendarParams,
  calendarQuery,
  calendarWindow,
  durationMinutes,
  endFromDuration,
  eventDurationMinutes,
  feedTimes,
  hourRowOf,
  itemsOn,
  monthWeeks,
  parseItemId,
  stampItem,
  stepDate,
  upcomingItems,
  viewDays,
  visibleRange,
  type CalendarItem,
} from "./view";

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: "events-1", kind: "events", recordId: 1, title: "x", description: "", place: "", allDay: false,
  start: "2026-03-10T08:00:00Z", end: "2026-03-10T09:00:00Z", color: 10, personId: null, siteId: null, isPublic: true, detail: null, ...over,
});

describe("calendar params", () => {
  it("defaults to month, today, all", () => {
    expect(calendarParams(new URLSearchParams(""), "2026-03-10")).toEqual({ view: "month", date: "2026-03-10", filter: "all" });
  });
  it("falls back on hostile values, never throws", () => {
    expect(calendarParams(new URLSearchParams("view=<script>&date=2026-02-30&filter=';drop"), "2026-03-10")).toEqual({ view: "month", date: "2026-03-10", filter: "all" });
  });
  it("keeps valid values and leaves defaults out of the query", () => {
    expect(calendarParams(new URLSearchParams("view=week&date=2026-04-01&filter=festivity"), "2026-03-10")).toEqual({ view: "week", date: "2026-04-01", filter: "festivity" });
    expect(calendarQuery({ view: "month", date: "2026-04-01", filter: "all" })).toBe("?date=2026-04-01");
  });
});

describe("window and grid", () => {
  it("fetches the month plus and minus 7 days", () => {
    expect(calendarWindow("2026-02-15")).toEqual({ from: "2026-01-25", to: "2026-03-07" });
  });
  it("starts weeks on Monday", () => {
    const weeks = monthWeeks("2026-03-10");
    expect(weeks[0][0]).toBe("2026-02-23");
    expect(weeks.at(-1)![6]).toBe("2026-04-05");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(visibleRange("week", "2026-03-12")).toEqual({ from: "2026-03-09", to: "2026-03-15" });
    expect(viewDays("day", "2026-03-12")).toEqual(["2026-03-12"]);
  });
  it("steps by a month, a week, a day", () => {
    expect(stepDate("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(stepDate("week", "2026-03-12", -1)).toBe("2026-03-05");
    expect(stepDate("day", "2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("items", () => {
  it("drops items whose start is after their end, and filters by type", () => {
    const bad = item({ id: "events-2", start: "2026-03-10T10:00:00Z", end: "2026-03-10T09:00:00Z" });
    const fest = item({ id: "festivity-3", kind: "festivity", allDay: true, start: "2026-03-19", end: "2026-03-19" });
    const r = calendarItems([item({}), bad, fest], "all");
    expect(r.items.map((i) => i.id)).toEqual(["events-1", "festivity-3"]);
    expect(r.dropped.map((i) => i.id)).toEqual(["events-2"]);
    expect(calendarItems([item({}), fest], "festivity").items.map((i) => i.id)).toEqual(["festivity-3"]);
  });
  it("places a several-day item on each day and a timed one in its Zurich hour row (7 to 20)", () => {
    const leave = item({ id: "personRequests-4", kind: "personRequests", allDay: true, start: "2026-03-09", end: "2026-03-11" });
    expect(itemsOn([leave], "2026-03-10")).toHaveLength(1);
    expect(itemsOn([leave], "2026-03-12")).toHaveLength(0);
    expect(hourRowOf(item({}), "2026-03-10")).toBe(9);
    expect(hourRowOf(item({ start: "2026-03-10T04:00:00Z", end: "2026-03-10T04:30:00Z" }), "2026-03-10")).toBe(7);
    expect(hourRowOf(item({ start: "2026-03-10T21:00:00Z", end: "2026-03-10T21:30:00Z" }), "2026-03-10")).toBe(20);
  });
  it("shows a stamp as one minute", () => {
    const s = stampItem({ id: 7, personId: 2, kind: "ENTRATA", stampedAt: "2026-03-10T07:00:00Z", placeLabel: null });
    expect(durationMinutes(s)).toBe(1);
    expect(s.id).toBe("stampingLogs-7");
  });
  it("reads an item id, its suffix after _ ignored", () => {
    expect(parseItemId("events-4_2")).toEqual({ kind: "events", recordId: 4 });
    expect(parseItemId("personRequests-12")).toEqual({ kind: "personRequests", recordId: 12 });
    expect(parseItemId("leave-1")).toBeNull();
    expect(parseItemId("events-0")).toBeNull();
    expect(parseItemId("events-99999999999999999999")).toBeNull();
  });
});

describe("duration", () => {
  it("is hours × 60 plus minutes, added to the start in Zurich", () => {
    expect(eventDurationMinutes(2, 30)).toBe(150);
    expect(endFromDuration("2026-03-10 08:00:00", 2, 30)).toBe("2026-03-10T10:30:00+01:00");
    // across the spring change the wall clock jumps, the duration does not
    expect(endFromDuration("2026-03-29 01:00:00", 2, 0)).toBe("2026-03-29T04:00:00+02:00");
    expect(endFromDuration("not a date", 1, 0)).toBeNull();
  });
});

describe("upcoming items (a site's dashboard)", () => {
  const item = (id: string, start: string, end: string, allDay = false): CalendarItem => ({
    id, kind: allDay ? "festivity" : "events", recordId: 1, title: id, description: "", place: "", allDay, start, end, color: 10, personId: null, siteId: 3, isPublic: false, detail: null,
  });
  const now = "2026-03-10T09:00:00Z"; // 10:00 in Zurich
  it("keeps what is not over yet, in start order, at most the limit", () => {
    const items = [
      item("later", "2026-03-12T07:00:00Z", "2026-03-12T08:00:00Z"),
      item("past", "2026-03-09T07:00:00Z", "2026-03-09T08:00:00Z"),
      item("running", "2026-03-10T08:00:00Z", "2026-03-10T10:00:00Z"),
      item("today", "2026-03-10", "2026-03-10", true),
      item("yesterday", "2026-03-09", "2026-03-09", true),
      item("broken", "2026-03-14T08:00:00Z", "2026-03-14T07:00:00Z"),
    ];
    expect(upcomingItems(items, now).map((i) => i.id)).toEqual(["today", "running", "later"]);
    expect(upcomingItems(items, now, 1).map((i) => i.id)).toEqual(["today"]);
    expect(upcomingItems([], now)).toEqual([]);
  });
});

describe("a half-day festivity (24 and 31 December afternoons)", () => {
  const eve = item({ id: "festivity-7", kind: "festivity", allDay: true, start: "2026-12-24", end: "2026-12-24", color: 12, halfDay: true });
  it("sits in the 12:00 hour row of its own date, not in the all-day row", () => {
    expect(hourRowOf(eve, "2026-12-24")).toBe(12);
    expect(hourRowOf(eve, "2026-12-25")).toBeNull();
    expect(hourRowOf({ ...eve, halfDay: false }, "2026-12-24")).toBeNull();
    expect(itemsOn([eve], "2026-12-24")).toHaveLength(1);
  });
  it("is its afternoon in the enhanced grid, from 12:00 to the end of the day; a whole festivity stays all day", () => {
    expect(feedTimes(eve)).toEqual({ start: "2026-12-24T12:00:00", end: "2026-12-25T00:00:00", allDay: false });
    expect(feedTimes({ ...eve, halfDay: false })).toEqual({ start: "2026-12-24", end: "2026-12-25", allDay: true });
  });
  it("gives timed items Zurich wall times", () => {
    expect(feedTimes(item({ start: "2026-03-10T07:00:00Z", end: "2026-07-10T08:30:00Z" }))).toEqual({ start: "2026-03-10T08:00:00", end: "2026-07-10T10:30:00", allDay: false });
  });
});
