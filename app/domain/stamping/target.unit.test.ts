import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { PERSON_HOURS } from "../leave/fixtures";
import { dayTarget, offTarget, targetBetween, type TargetInput } from "./target";

const base: TargetInput = { hours: PERSON_HOURS, breakMinutes: 60, workPercentage: 100, festivities: new Set(), leave: [] };
const day = (s: string) => Temporal.PlainDate.from(s);

describe("a day's target", () => {
  it("is the winter day less the break on a weekday (07:30–16:30, 60 min)", () => {
    expect(dayTarget(base, day("2026-12-01"))).toBe(480);
  });
  it("takes the summer hours on a summer day (07:00–17:00)", () => {
    expect(dayTarget(base, day("2026-06-02"))).toBe(540);
  });
  it("is scaled by the work percentage", () => {
    expect(dayTarget({ ...base, workPercentage: 80 }, day("2026-12-01"))).toBe(384);
  });
  it("is nothing on a weekend, on a festivity, or without working hours", () => {
    expect(dayTarget(base, day("2026-12-05"))).toBe(0);
    expect(dayTarget({ ...base, festivities: new Set(["2026-12-08"]) }, day("2026-12-08"))).toBe(0);
    expect(dayTarget({ ...base, hours: null }, day("2026-12-01"))).toBe(0);
  });
  it("is half on a half-day festivity", () => {
    expect(dayTarget({ ...base, festivities: new Set(["2026-12-24/pm"]) }, day("2026-12-24"))).toBe(240);
  });
  it("loses the share of the working day an approved leave covers", () => {
    const leave = [{ startAt: "2026-12-01T07:30:00+01:00", endAt: "2026-12-02T16:30:00+01:00" }];
    expect(dayTarget({ ...base, leave }, day("2026-12-01"))).toBe(0);
    expect(dayTarget({ ...base, leave }, day("2026-12-03"))).toBe(480);
    const morning = [{ startAt: "2026-12-03T07:30:00+01:00", endAt: "2026-12-03T12:00:00+01:00" }];
    expect(dayTarget({ ...base, leave: morning }, day("2026-12-03"))).toBe(240);
  });
});

describe("a period's target", () => {
  it("adds the days: a week of five working days", () => {
    expect(targetBetween(base, "2026-11-30", "2026-12-06")).toBe(5 * 480);
  });
  it("is nothing for an invalid period", () => {
    expect(targetBetween(base, "2026-13-01", "2026-12-06")).toBe(0);
  });
});

describe("off target", () => {
  it("names more than a working day over or under, and nothing within it or without a target", () => {
    expect(offTarget(100 * 60, 90 * 60)).toBe("over");
    expect(offTarget(80 * 60, 90 * 60)).toBe("under");
    expect(offTarget(82 * 60, 90 * 60)).toBeNull();
    expect(offTarget(98 * 60, 90 * 60)).toBeNull();
    expect(offTarget(20 * 60, 0)).toBeNull();
  });
});
