import { describe, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { workingTimeDecider, type WorkingTimeCommand } from "./decider";
import type { WorkingTimeEvent } from "./events";

const at = CTX.now;
const by = CTX.actorId;
const set = (over: Partial<WorkingTimeCommand> = {}): WorkingTimeCommand => ({
  type: "SetWorkingTimeCarryOver",
  personId: 7,
  date: "2027-01-01",
  minutes: 615,
  reason: "Saldo 2026",
  hiredAt: "2020-04-01",
  ...over,
});
const recorded: WorkingTimeEvent = { type: "WorkingTimeCarryOverSet", data: { personId: 7, date: "2027-01-01", minutes: 615, previous: null, at, by, personal: { reason: "Saldo 2026" } } };

describe("working time: when nothing is recorded", () => {
  it("records a carry-over on 1 January", () => {
    given(workingTimeDecider).when(set()).thenEvents([recorded]);
  });
  it("records a negative carry-over on the day of employment", () => {
    given(workingTimeDecider)
      .when(set({ date: "2020-04-01", minutes: -90, reason: " Ore dal contratto precedente " }))
      .thenEvents([{ type: "WorkingTimeCarryOverSet", data: { personId: 7, date: "2020-04-01", minutes: -90, previous: null, at, by, personal: { reason: "Ore dal contratto precedente" } } }]);
  });
  it("refuses another date, an invalid date, a figure out of range and a blank reason", () => {
    given(workingTimeDecider).when(set({ date: "2027-02-01" })).thenThrows("balance.carry_over.errors.date", { kind: "rule", field: "date" });
    given(workingTimeDecider).when(set({ date: "2027-13-01" })).thenThrows("balance.carry_over.errors.date", { kind: "rule", field: "date" });
    given(workingTimeDecider).when(set({ minutes: 500 * 60 + 1 })).thenThrows("balance.carry_over.errors.range", { kind: "rule", field: "minutes" });
    given(workingTimeDecider).when(set({ minutes: 1.5 })).thenThrows("balance.carry_over.errors.range", { kind: "rule", field: "minutes" });
    given(workingTimeDecider).when(set({ reason: "  " })).thenThrows("errors.required", { kind: "rule", field: "reason" });
  });
});

describe("working time: when a carry-over is recorded", () => {
  it("replaces it with another figure, naming the one before", () => {
    given(workingTimeDecider, [recorded])
      .when(set({ minutes: 600, reason: "Corretto" }))
      .thenEvents([{ type: "WorkingTimeCarryOverSet", data: { personId: 7, date: "2027-01-01", minutes: 600, previous: 615, at, by, personal: { reason: "Corretto" } } }]);
  });
  it("records nothing for the same figure again", () => {
    given(workingTimeDecider, [recorded]).when(set()).thenEvents([]);
  });
});
