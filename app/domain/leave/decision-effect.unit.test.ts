import { describe, expect, it } from "vitest";
import { leaveBalance } from "./balance";
import { decisionEffects } from "./decision-effect";
import type { LeaveDetails, LeaveEvent } from "./events";
import { approved, PERSON, PERSON_HOURS, requested } from "./fixtures";
import { leaveDetailsOf, type LeavePeriodInput } from "./period";

function details(leaveType: number, period: LeavePeriodInput): LeaveDetails {
  const r = leaveDetailsOf({ leaveType, period, description: null }, PERSON_HOURS);
  if (!r.details) throw new Error(JSON.stringify(r.issues));
  return r.details;
}
const allDay = (startDate: string, endDate: string, type = 1) => details(type, { shape: "allDay", startDate, endDate });

// 20 days (160 h); 5 approved days taken (40 h); two pending holidays (16 h and 8 h); a pending sickness
const history: LeaveEvent[][] = [
  [requested(allDay("2026-02-02", "2026-02-06"), { leaveId: 1 }), approved({ leaveId: 1 })],
  [requested(allDay("2026-03-02", "2026-03-03"), { leaveId: 2 })],
  [requested(allDay("2026-03-09", "2026-03-09"), { leaveId: 3 })],
  [requested(allDay("2026-03-16", "2026-03-16", 3), { leaveId: 4 })],
  [requested(allDay("2026-12-31", "2027-01-01"), { leaveId: 5 })],
];
const balance = (year: number) => leaveBalance({ year, at: `${year}-03-01`, holidaysCount: 20, requests: history, festivities: [] });
const balances = new Map([
  [`${PERSON}:2026`, balance(2026)],
  [`${PERSON}:2027`, balance(2027)],
]);
const h = (hours: number) => hours * 60;

describe("what a decision does to the balance", () => {
  it("approving pending holidays moves them to taken, one after the other", () => {
    const effects = decisionEffects("approve", [{ leaveId: 2, personId: PERSON, years: [2026] }, { leaveId: 3, personId: PERSON, years: [2026] }], balances);
    expect(effects.get(2)).toEqual([
      { year: 2026, minutes: h(16), before: { taken: h(40), pending: h(32), remaining: h(120) }, after: { taken: h(56), pending: h(16), remaining: h(104) } },
    ]);
    expect(effects.get(3)).toEqual([
      { year: 2026, minutes: h(8), before: { taken: h(56), pending: h(16), remaining: h(104) }, after: { taken: h(64), pending: h(8), remaining: h(96) } },
    ]);
  });

  it("rejecting takes them out of pending and leaves remaining as it was", () => {
    expect(decisionEffects("reject", [{ leaveId: 2, personId: PERSON, years: [2026] }], balances).get(2)).toEqual([
      { year: 2026, minutes: h(16), before: { taken: h(40), pending: h(32), remaining: h(120) }, after: { taken: h(40), pending: h(16), remaining: h(120) } },
    ]);
  });

  it("a request that is not a holiday changes nothing", () => {
    const [effect] = decisionEffects("approve", [{ leaveId: 4, personId: PERSON, years: [2026] }], balances).get(4) ?? [];
    expect(effect.minutes).toBe(0);
    expect(effect.after).toEqual(effect.before);
  });

  it("a request across New Year changes each year by its own days", () => {
    const effects = decisionEffects("approve", [{ leaveId: 5, personId: PERSON, years: [2026, 2027] }], balances).get(5) ?? [];
    expect(effects.map((e) => [e.year, e.minutes, e.after.taken - e.before.taken])).toEqual([
      [2026, h(8), h(8)],
      [2027, h(8), h(8)],
    ]);
  });

  it("a year without a balance given has no line", () => {
    expect(decisionEffects("approve", [{ leaveId: 2, personId: 999, years: [2026] }], balances).get(2)).toEqual([]);
  });
});
