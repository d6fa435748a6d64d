import { describe, it, expect } from "vitest";
import { CANTON_CODES, easterSunday, holidayKey, swissHolidays } from "./swiss-holidays";

describe("Easter Sunday", () => {
  it.each([
    [2008, "2008-03-23"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("in %i is %s", (year, date) => {
    expect(easterSunday(year).toString()).toBe(date);
  });
});

describe("Ticino", () => {
  it("has its fifteen public holidays of 2026 and the two half days, in date order", () => {
    expect(swissHolidays("TI", 2026).map((h) => [h.date, h.id, h.halfDay])).toEqual([
      ["2026-01-01", "new-year", false],
      ["2026-01-06", "epiphany", false],
      ["2026-03-19", "st-joseph", false],
      ["2026-04-06", "easter-monday", false],
      ["2026-05-01", "labour-day", false],
      ["2026-05-14", "ascension", false],
      ["2026-05-25", "whit-monday", false],
      ["2026-06-04", "corpus-christi", false],
      ["2026-06-29", "st-peter-paul", false],
      ["2026-08-01", "national-day", false],
      ["2026-08-15", "assumption", false],
      ["2026-11-01", "all-saints", false],
      ["2026-12-08", "immaculate-conception", false],
      ["2026-12-24", "christmas-eve-afternoon", true],
      ["2026-12-25", "christmas", false],
      ["2026-12-26", "st-stephen", false],
      ["2026-12-31", "new-years-eve-afternoon", true],
    ]);
  });

  it("has no Good Friday; its Easter-based days move with Easter", () => {
    const y2024 = swissHolidays("TI", 2024);
    expect(y2024.find((h) => h.id === "good-friday")).toBeUndefined();
    expect(y2024.filter((h) => ["easter-monday", "ascension", "whit-monday", "corpus-christi"].includes(h.id)).map((h) => h.date)).toEqual(["2024-04-01", "2024-05-09", "2024-05-20", "2024-05-30"]);
    const y2025 = swissHolidays("TI", 2025);
    expect(y2025.filter((h) => ["easter-monday", "ascension", "whit-monday", "corpus-christi"].includes(h.id)).map((h) => h.date)).toEqual(["2025-04-21", "2025-05-29", "2025-06-09", "2025-06-19"]);
  });

  it("leaves the half days out when asked", () => {
    const days = swissHolidays("TI", 2026, { halfDays: false });
    expect(days).toHaveLength(15);
    expect(days.some((h) => h.halfDay)).toBe(false);
  });
});

describe("the other cantons", () => {
  it("gives every canton New Year, Ascension, the National Day and Christmas, without duplicates", () => {
    for (const canton of CANTON_CODES) {
      const days = swissHolidays(canton, 2027);
      const ids = days.map((h) => h.id);
      expect(ids, canton).toEqual(expect.arrayContaining(["new-year", "ascension", "national-day", "christmas"]));
      expect(new Set(ids).size, canton).toBe(ids.length);
      expect(days.every((h) => h.date.startsWith("2027-")), canton).toBe(true);
    }
  });

  it("computes Good Friday and Whit Monday for Zurich, and its Berchtoldstag and 1 May", () => {
    const zh = swissHolidays("ZH", 2025).map((h) => `${h.date} ${h.id}`);
    expect(zh).toEqual(expect.arrayContaining(["2025-01-02 berchtold", "2025-04-18 good-friday", "2025-04-21 easter-monday", "2025-05-01 labour-day", "2025-06-09 whit-monday", "2025-12-26 st-stephen"]));
  });

  it("computes Geneva's fast (Thursday after the first Sunday of September) and its Restoration as a whole day", () => {
    const ge = swissHolidays("GE", 2025);
    expect(ge.find((h) => h.id === "jeune-genevois")?.date).toBe("2025-09-11");
    expect(ge.find((h) => h.date === "2025-12-31")).toEqual({ id: "restauration-genevoise", date: "2025-12-31", halfDay: false });
    expect(swissHolidays("GE", 2026).find((h) => h.id === "jeune-genevois")?.date).toBe("2026-09-10");
  });

  it("computes Vaud's Monday after the Federal Fast", () => {
    expect(swissHolidays("VD", 2025).find((h) => h.id === "lundi-du-jeune")?.date).toBe("2025-09-22");
    expect(swissHolidays("VD", 2026).find((h) => h.id === "lundi-du-jeune")?.date).toBe("2026-09-21");
  });

  it("moves the Näfelser Fahrt a week when the first Thursday of April is Maundy Thursday", () => {
    expect(swissHolidays("GL", 2025).find((h) => h.id === "naefelser-fahrt")?.date).toBe("2025-04-03");
    expect(swissHolidays("GL", 2026).find((h) => h.id === "naefelser-fahrt")?.date).toBe("2026-04-09");
  });

  it("keeps Corpus Christi for the Catholic cantons and not for Zurich; Valais has St Joseph but no Easter Monday", () => {
    expect(swissHolidays("LU", 2026).find((h) => h.id === "corpus-christi")?.date).toBe("2026-06-04");
    expect(swissHolidays("ZH", 2026).some((h) => h.id === "corpus-christi")).toBe(false);
    const vs = swissHolidays("VS", 2026).map((h) => h.id);
    expect(vs).toContain("st-joseph");
    expect(vs).not.toContain("easter-monday");
  });

  it("refuses a year the Gregorian rule does not cover", () => {
    expect(() => swissHolidays("TI", 1500)).toThrow(RangeError);
  });

  it("keys a generated day by canton, year and day", () => {
    expect(holidayKey("TI", 2026, "st-joseph")).toBe("TI:2026:st-joseph");
  });
});
