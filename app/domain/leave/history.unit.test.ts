import { describe, expect, it } from "vitest";
import { replayHistory } from "../shared/history";
import type { LeaveDetails } from "./events";
import { approved, PERSON_HOURS, requested } from "./fixtures";
import { describeLeave, leaveHistory, leaveHistoryWith } from "./history";
import { leaveDetailsOf } from "./period";

const newYear = (): LeaveDetails => {
  const r = leaveDetailsOf({ leaveType: 1, period: { shape: "allDay", startDate: "2026-12-28", endDate: "2027-01-05" }, description: null }, PERSON_HOURS);
  if (!r.details) throw new Error(JSON.stringify(r.issues));
  return r.details;
};
const festivities = new Set(["2026-12-25", "2026-12-26", "2027-01-01", "2027-01-06"]);

// Issue 23: one request, one duration, in the history as in the lists and the PDF
describe("a leave request's history shows its duration", () => {
  it("given a request from 28.12.2026 to 05.01.2027, its duration is 48:00 h: both years' festivities subtracted", () => {
    const stream = [requested(newYear()), approved()].map((event, i) => ({
      version: i + 1,
      position: i + 1,
      recordedAt: "2026-12-01T08:00:00.000Z",
      actorId: 42,
      commandType: null,
      event,
    }));
    const h = replayHistory(leaveHistoryWith(festivities), stream);
    expect(h.state.find((f) => f.key === "duration")?.value).toEqual({ key: "leave.balance.hours", params: { value: "48:00" } });
  });

  it("without the festivities (the generic audit view) no duration is claimed", () => {
    expect(describeLeave({ ...leaveHistory.decider.initialState(), status: "PENDING", details: newYear() }).some((f) => f.key === "duration")).toBe(false);
  });
});
