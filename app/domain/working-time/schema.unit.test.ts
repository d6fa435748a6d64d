import { describe, expect, it } from "vitest";
import { carryOverSchema, parseSignedHours } from "./schema";

describe("the carry-over form", () => {
  it("reads signed hours and minutes", () => {
    expect(parseSignedHours("+6:15")).toBe(375);
    expect(parseSignedHours("-12")).toBe(-720);
    expect(parseSignedHours("−0:30")).toBe(-30);
    expect(parseSignedHours("6:75")).toBeNull();
    expect(parseSignedHours("six")).toBeNull();
  });
  it("refuses unreadable hours and a missing reason, field by field", () => {
    const r = carryOverSchema.safeParse({ intent: "set-carry-over", date: "01.01.2027", hours: "abc", reason: "" });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(paths).toContain("hours:balance.carry_over.errors.hours_format");
    expect(paths).toContain("reason:errors.required");
  });
  it("accepts a Swiss date, signed hours and a reason", () => {
    expect(carryOverSchema.parse({ intent: "set-carry-over", date: "01.01.2027", hours: "+6:15", reason: "Saldo 2026" })).toMatchObject({ date: "2027-01-01", hours: 375, reason: "Saldo 2026" });
  });
});
