import { describe, expect, it } from "vitest";
import { replayHistory } from "../shared/history";
import { festivitiesAt, holidaysCountAt, leaveHistoryAsRecorded, type RecordedFestivityEvent } from "./as-of";
import type { LeaveDetails } from "./events";
import { approved, PERSON_HOURS, requested } from "./fixtures";
import { festivityDates, leaveDetailsOf } from "./period";

// a holiday over the week of 28.12.2026 – 05.01.2027 (7 working days without festivities)
const newYear = (): LeaveDetails => {
  const r = leaveDetailsOf({ leaveType: 1, period: { shape: "allDay", startDate: "2026-12-28", endDate: "2027-01-05" }, description: null }, PERSON_HOURS);
  if (!r.details) throw new Error(JSON.stringify(r.issues));
  return r.details;
};
const festivity = (id: number, date: string, recordedAt: string, companyCode: string | null = null): RecordedFestivityEvent => ({
  streamId: `festivity-${id}`,
  recordedAt,
  event: { type: "FestivityAdded", data: { title: `Festa ${id}`, startDate: date, endDate: date, companyCode, festivityId: id, at: recordedAt, by: 1 } },
});
const removed = (id: number, recordedAt: string): RecordedFestivityEvent => ({
  streamId: `festivity-${id}`,
  recordedAt,
  event: { type: "FestivityRemoved", data: { festivityId: id, at: recordedAt, by: 1 } },
});
const stream = (recordedAt: string[]) =>
  [requested(newYear()), approved()].map((event, i) => ({ version: i + 1, position: i + 1, recordedAt: recordedAt[i], actorId: 42, commandType: null, event }));
const duration = (fields: { key: string; value: unknown }[]) => fields.find((f) => f.key === "duration")?.value;
const hours = (value: string) => ({ key: "leave.balance.hours", params: { value } });

describe("the festivities in force at an instant", () => {
  const log = [festivity(1, "2027-01-01", "2026-01-10T08:00:00Z"), festivity(2, "2026-12-31", "2026-12-15T08:00:00Z", "metalsky"), removed(1, "2026-12-20T08:00:00Z")];

  it("are those recorded by then, of the company or of every company, removed ones left out", () => {
    expect(festivitiesAt(log, "2026-12-01T00:00:00Z", "metalsky")).toEqual([{ startDate: "2027-01-01", endDate: "2027-01-01", halfDay: false }]);
    expect(festivitiesAt(log, "2026-12-16T00:00:00Z", "metalsky").map((f) => f.startDate).sort()).toEqual(["2026-12-31", "2027-01-01"]);
    expect(festivitiesAt(log, "2026-12-16T00:00:00Z", "sitaf").map((f) => f.startDate)).toEqual(["2027-01-01"]);
    expect(festivitiesAt(log, "2026-12-21T00:00:00Z", "metalsky").map((f) => f.startDate)).toEqual(["2026-12-31"]);
  });
});

describe("a leave's replay counts with the festivities in force when it was recorded", () => {
  // New Year's Day known when the leave was recorded; 31 December added later, after the approval
  const log = [festivity(1, "2027-01-01", "2026-01-10T08:00:00Z"), festivity(2, "2026-12-31", "2026-12-15T08:00:00Z")];
  const today = festivityDates(festivitiesAt(log, "2026-12-30T00:00:00Z", "metalsky"));

  it("a festivity added after the leave was recorded does not change its figure in the replay at the time of recording", () => {
    const h = replayHistory(leaveHistoryAsRecorded(log, "metalsky", today), stream(["2026-12-01T08:00:00Z", "2026-12-02T08:00:00Z"]), 1);
    // 7 working days less New Year's Day: 6 days, 48 h, as the person was shown on 1 December
    expect(duration(h.state)).toEqual(hours("48:00"));
    // and the history says what today's festivities make of it
    expect(h.state.find((f) => f.key === "durationToday")?.value).toEqual({ key: "history_at.recomputed_today", params: { value: "40:00" } });
    // the approval was recorded before the festivity too: the same figure
    const approvedState = replayHistory(leaveHistoryAsRecorded(log, "metalsky", today), stream(["2026-12-01T08:00:00Z", "2026-12-02T08:00:00Z"]), 2);
    expect(duration(approvedState.state)).toEqual(hours("48:00"));
  });

  it("an event recorded after the festivity counts with it, and then nothing is noted", () => {
    const h = replayHistory(leaveHistoryAsRecorded(log, "metalsky", today), stream(["2026-12-01T08:00:00Z", "2026-12-16T08:00:00Z"]));
    expect(duration(h.state)).toEqual(hours("40:00"));
    expect(h.state.find((f) => f.key === "durationToday")).toBeUndefined();
    // the step that crossed the change shows the figure moving, as people saw it
    expect(h.steps[1].changes.find((c) => c.key === "duration")).toMatchObject({ before: hours("48:00"), after: hours("40:00") });
  });
});

describe("the holiday allowance in force at an instant", () => {
  const record = (type: string, holidaysCount: number | null, recordedAt: string) => ({ recordedAt, event: { type, data: { personId: 42, employee: { holidaysCount } } } });
  const log = [record("PersonRegistered", 20, "2026-01-05T08:00:00Z"), { recordedAt: "2026-02-01T08:00:00Z", event: { type: "PersonRoleAssigned", data: { role: "WORKER" } } }, record("EmployeeRecordChanged", 25, "2026-06-01T08:00:00Z")];

  it("is the last employee record's recorded by then; none before the person was registered", () => {
    expect(holidaysCountAt(log, "2026-01-01T00:00:00Z")).toBeUndefined();
    expect(holidaysCountAt(log, "2026-05-31T23:59:59Z")).toBe(20);
    expect(holidaysCountAt(log, "2026-06-01T08:00:00Z")).toBe(25);
  });
});
