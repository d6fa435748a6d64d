import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { absenceGrid, overviewPeriod } from "./absence-grid";

const people = [
  { id: 1, companyCode: "cantiere" as const },
  { id: 2, companyCode: "metalsky" as const },
];

describe("the absence grid", () => {
  const grid = absenceGrid(
    people,
    [
      { personId: 1, leaveType: 1, status: "APPROVED", startDate: "2026-12-04", endDate: "2026-12-07" },
      { personId: 2, leaveType: 2, status: "PENDING", startDate: "2026-12-08", endDate: "2026-12-08" },
    ],
    [
      { title: "Immacolata", companyCode: "cantiere", startDate: "2026-12-08", endDate: "2026-12-08", halfDay: false },
      { title: "Vigilia", companyCode: null, startDate: "2026-12-24", endDate: "2026-12-24", halfDay: true },
    ],
    "2026-12-01",
    "2026-12-31",
  );

  it("marks approved leave on working days, not on the weekend between", () => {
    expect(grid.get(1)?.get("2026-12-04")?.marks).toEqual(["approved"]);
    expect(grid.get(1)?.has("2026-12-05")).toBe(false);
    expect(grid.get(1)?.get("2026-12-07")).toEqual({ marks: ["approved"], leaveTypes: [1], festivity: null });
  });

  it("marks a pending request, and a festivity only for its company", () => {
    expect(grid.get(2)?.get("2026-12-08")?.marks).toEqual(["pending"]);
    expect(grid.get(1)?.get("2026-12-08")).toEqual({ marks: ["festivity"], leaveTypes: [], festivity: "Immacolata" });
  });

  it("marks every company's half-day festivity", () => {
    expect(grid.get(2)?.get("2026-12-24")?.marks).toEqual(["halfFestivity"]);
    expect(grid.get(1)?.get("2026-12-24")?.marks).toEqual(["halfFestivity"]);
  });

  it("leaves days without anything out", () => {
    expect(grid.get(2)?.has("2026-12-01")).toBe(false);
  });
});

describe("the period around a date", () => {
  it("is its month and its Monday-to-Sunday week", () => {
    expect(overviewPeriod(Temporal.PlainDate.from("2026-12-03"))).toEqual({
      monthFrom: "2026-12-01",
      monthTo: "2026-12-31",
      weekFrom: "2026-11-30",
      weekTo: "2026-12-06",
    });
  });
});
