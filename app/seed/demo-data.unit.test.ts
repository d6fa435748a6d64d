import { describe, expect, it } from "vitest";
import { swissHolidays } from "~/domain/festivity/swiss-holidays";
import itHolidays from "~/locales/it/holidays.json";
import { demoFestivities } from "./demo-data";

describe("the demo festivities", () => {
  it("are Ticino's public holidays of the app's own table, each day once, without Good Friday", () => {
    const seeded = demoFestivities((id) => (itHolidays.holidays.days as Record<string, string>)[id]);
    const table = [2026, 2027].flatMap((y) => swissHolidays("TI", y, { halfDays: false }).map((d) => d.date));
    expect(seeded.map((f) => f.startDate)).toEqual(table);
    expect(new Set(seeded.map((f) => f.startDate)).size).toBe(seeded.length);
    expect(seeded.map((f) => f.startDate)).not.toContain("2026-04-03");
    expect(seeded.find((f) => f.title === "Venerdì santo")).toBeUndefined();
    expect(seeded.find((f) => f.startDate === "2026-12-25")).toMatchObject({ title: "Natale", companyCode: null, cantonCode: "TI", holidayKey: "TI:2026:christmas" });
  });
});
