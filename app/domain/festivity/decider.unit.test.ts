import { describe, it, expect } from "vitest";
import { CTX, given } from "../shared/testing";
import { festivityDecider, type FestivityCommand } from "./decider";
import type { FestivityDetails, FestivityEvent } from "./events";

const at = CTX.now;
const by = CTX.actorId;

const christmas: FestivityDetails = { title: "Natale", startDate: "2026-12-25", endDate: "2026-12-26", companyCode: null };
const added: FestivityEvent = { type: "FestivityAdded", data: { ...christmas, festivityId: 3, at: "2026-01-02T08:00:00.000Z", by: 1 } };
const changedDetails: FestivityDetails = { title: "Natale e Santo Stefano", startDate: "2026-12-24", endDate: "2026-12-26", companyCode: "metalsky" };
const changed: FestivityEvent = { type: "FestivityChanged", data: { ...changedDetails, festivityId: 3, at: "2026-01-03T08:00:00.000Z", by: 2 } };
const removed: FestivityEvent = { type: "FestivityRemoved", data: { festivityId: 3, at: "2026-01-04T08:00:00.000Z", by: 2 } };

describe("festivity: when none exists", () => {
  it("adds a festivity of every company", () => {
    const state = given(festivityDecider)
      .when({ type: "AddFestivity", festivityId: 3, details: christmas })
      .thenEvents([{ type: "FestivityAdded", data: { ...christmas, festivityId: 3, at, by } }]);
    expect(state).toEqual({ festivityId: 3, details: christmas, removed: false });
  });

  it("adds a one-day festivity of one company (start and end the same day)", () => {
    const day: FestivityDetails = { title: "San Giuseppe", startDate: "2026-03-19", endDate: "2026-03-19", companyCode: "sitaf" };
    given(festivityDecider)
      .when({ type: "AddFestivity", festivityId: 4, details: day })
      .thenEvents([{ type: "FestivityAdded", data: { ...day, festivityId: 4, at, by } }]);
  });

  it.each(["", "  "])("refuses a blank title %j as required", (title) => {
    given(festivityDecider)
      .when({ type: "AddFestivity", festivityId: 3, details: { ...christmas, title } })
      .thenThrows("errors.required", { kind: "rule", field: "title" });
  });

  it("refuses a start after the end, on the end date field", () => {
    given(festivityDecider)
      .when({ type: "AddFestivity", festivityId: 3, details: { ...christmas, startDate: "2026-12-27", endDate: "2026-12-26" } })
      .thenThrows("errors.start_after_end", { kind: "rule", field: "endDate" });
  });

  it("compares dates as dates across months and years", () => {
    given(festivityDecider)
      .when({ type: "AddFestivity", festivityId: 3, details: { ...christmas, startDate: "2026-12-31", endDate: "2027-01-01" } })
      .thenEvents([{ type: "FestivityAdded", data: { ...christmas, startDate: "2026-12-31", endDate: "2027-01-01", festivityId: 3, at, by } }]);
    given(festivityDecider)
      .when({ type: "AddFestivity", festivityId: 3, details: { ...christmas, startDate: "2027-01-01", endDate: "2026-12-31" } })
      .thenThrows("errors.start_after_end");
  });

  it.each<FestivityCommand>([
    { type: "ChangeFestivity", details: christmas },
    { type: "RemoveFestivity" },
  ])("refuses $type as not found", (command) => {
    given(festivityDecider).when(command).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("festivity: when added", () => {
  const history = [added];

  it("refuses to add it again", () => {
    given(festivityDecider, history)
      .when({ type: "AddFestivity", festivityId: 3, details: christmas })
      .thenThrows("errors.already_exists", { kind: "rule" });
  });

  it("changes it, recording the full new details", () => {
    const state = given(festivityDecider, history)
      .when({ type: "ChangeFestivity", details: changedDetails })
      .thenEvents([{ type: "FestivityChanged", data: { ...changedDetails, festivityId: 3, at, by } }]);
    expect(state).toEqual({ festivityId: 3, details: changedDetails, removed: false });
  });

  it("checks a change with the same rules as an addition", () => {
    given(festivityDecider, history)
      .when({ type: "ChangeFestivity", details: { ...christmas, title: " " } })
      .thenThrows("errors.required", { field: "title" });
    given(festivityDecider, history)
      .when({ type: "ChangeFestivity", details: { ...christmas, startDate: "2026-12-30" } })
      .thenThrows("errors.start_after_end", { field: "endDate" });
  });

  it("removes it", () => {
    const state = given(festivityDecider, history)
      .when({ type: "RemoveFestivity" })
      .thenEvents([{ type: "FestivityRemoved", data: { festivityId: 3, at, by } }]);
    expect(state).toEqual({ festivityId: 3, details: christmas, removed: true });
  });
});

describe("festivity: when changed", () => {
  const history = [added, changed];

  it("folds to the changed details", () => {
    expect(given(festivityDecider, history).state).toEqual({ festivityId: 3, details: changedDetails, removed: false });
  });

  it("can be changed back and removed", () => {
    given(festivityDecider, history)
      .when({ type: "ChangeFestivity", details: christmas })
      .thenEvents([{ type: "FestivityChanged", data: { ...christmas, festivityId: 3, at, by } }]);
    given(festivityDecider, history)
      .when({ type: "RemoveFestivity" })
      .thenEvents([{ type: "FestivityRemoved", data: { festivityId: 3, at, by } }]);
  });
});

describe("festivity: when removed", () => {
  const history = [added, removed];

  it("folds to removed, keeping the last details for the audit view", () => {
    expect(given(festivityDecider, history).state).toEqual({ festivityId: 3, details: christmas, removed: true });
  });

  it("refuses a change as not found", () => {
    given(festivityDecider, history)
      .when({ type: "ChangeFestivity", details: changedDetails })
      .thenThrows("errors.not_found", { kind: "not_found" });
  });

  it("records nothing when removed again", () => {
    given(festivityDecider, history).when({ type: "RemoveFestivity" }).thenNothing();
  });

  it("does not bring the id back with an addition", () => {
    given(festivityDecider, history)
      .when({ type: "AddFestivity", festivityId: 3, details: christmas })
      .thenThrows("errors.already_exists");
  });
});
