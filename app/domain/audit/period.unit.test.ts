import { describe, expect, it } from "vitest";
import { auditPeriodOf } from "./period";

describe("the audit log's period, given the two dates typed", () => {
  it("when both are empty, then no bound and no refusal", () => {
    expect(auditPeriodOf({ from: "", to: null })).toEqual({ from: null, to: null, errors: {} });
  });

  it("when from is before to, or the same day, then that period", () => {
    expect(auditPeriodOf({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-03-01", to: "2026-03-31", errors: {} });
    expect(auditPeriodOf({ from: "2026-03-05", to: "2026-03-05" })).toEqual({ from: "2026-03-05", to: "2026-03-05", errors: {} });
  });

  it("when only one bound is given, then only that one", () => {
    expect(auditPeriodOf({ from: " 2026-03-01 ", to: "" })).toEqual({ from: "2026-03-01", to: null, errors: {} });
    expect(auditPeriodOf({ from: null, to: "2026-03-01" })).toEqual({ from: null, to: "2026-03-01", errors: {} });
  });

  it("when from is after to, then refused beside 'from', never swapped, and no period applied", () => {
    expect(auditPeriodOf({ from: "2026-04-01", to: "2026-03-01" })).toEqual({ from: null, to: null, errors: { from: "audit.filter.from_after_to" } });
  });

  it("when a date is not a date, then refused beside its field", () => {
    expect(auditPeriodOf({ from: "2026-02-30", to: "2026-03-01" }).errors).toEqual({ from: "audit.filter.invalid_date" });
    expect(auditPeriodOf({ from: "2026-03-01", to: "01.03.2026" }).errors).toEqual({ to: "audit.filter.invalid_date" });
    expect(auditPeriodOf({ from: "0001-01-01", to: "yesterday" }).errors).toEqual({ from: "audit.filter.invalid_date", to: "audit.filter.invalid_date" });
  });
});
