import { describe, expect, it } from "vitest";
import { CTX, given } from "../shared/testing";
import type { ScheduleDetails } from "./events";
import { scheduleDecider } from "./schedule";

const at = CTX.now;
const by = CTX.actorId;
const details: ScheduleDetails = { siteId: 7, title: "Scavo e fondazioni", startDate: "2026-12-01", endDate: "2026-12-18", responsibleId: 4, notes: "" };

describe("a site's schedule", () => {
  it("plans a phase, trimming its text", () => {
    const state = given(scheduleDecider)
      .when({ type: "PlanSchedule", scheduleId: 9, details: { ...details, title: "  Scavo e fondazioni " } })
      .thenEvents([{ type: "SchedulePlanned", data: { ...details, scheduleId: 9, at, by } }]);
    expect(state).toEqual({ scheduleId: 9, details, removed: false });
  });
  it("plans a one-day phase", () => {
    given(scheduleDecider)
      .when({ type: "PlanSchedule", scheduleId: 9, details: { ...details, endDate: details.startDate } })
      .thenEvents([{ type: "SchedulePlanned", data: { ...details, endDate: details.startDate, scheduleId: 9, at, by } }]);
  });
  it.each([
    [{ title: " " }, "errors.required", "title"],
    [{ startDate: "1.12.2026" }, "errors.required", "startDate"],
    [{ endDate: "" }, "errors.required", "endDate"],
    [{ endDate: "2026-11-30" }, "errors.start_after_end", "endDate"],
  ] as const)("refuses %j", (over, code, field) => {
    given(scheduleDecider).when({ type: "PlanSchedule", scheduleId: 9, details: { ...details, ...over } }).thenThrows(code, { kind: "rule", field });
  });
  it("removes a phase once; an unknown one is not found", () => {
    const planned = { type: "SchedulePlanned" as const, data: { ...details, scheduleId: 9, at, by } };
    given(scheduleDecider, [planned]).when({ type: "RemoveSchedule" }).thenEvents([{ type: "ScheduleRemoved", data: { scheduleId: 9, siteId: 7, at, by } }]);
    given(scheduleDecider, [planned, { type: "ScheduleRemoved", data: { scheduleId: 9, siteId: 7, at, by } }]).when({ type: "RemoveSchedule" }).thenNothing();
    given(scheduleDecider).when({ type: "RemoveSchedule" }).thenThrows("errors.not_found", { kind: "not_found" });
  });
});
