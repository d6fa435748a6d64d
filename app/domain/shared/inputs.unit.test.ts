import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  clamp, dateInputValue, isEmail, moneyInputValue, parseClockTime,
  parseDateTime15, parseMoney, parseNumber, parseQuantity, parseSwissDate, quantityInputValue, regroupTyped,
  timeInputValue, readSwissDate, isInSpringGap, hasControlCharacters, withoutControlCharacters,
} from "./inputs";
import { clockTime, dateTime15, email, money, numberField, quantity, swissDate } from "./input-schemas";

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

describe("parseSwissDate", () => {
  it("reads DD.MM.YYYY, D.M.YYYY, DDMMYYYY and the browser's YYYY-MM-DD", () => {
    expect(parseSwissDate("22.11.2026")).toBe("2026-11-22");
    expect(parseSwissDate(" 2.3.2026 ")).toBe("2026-03-02");
    expect(parseSwissDate("22112026")).toBe("2026-11-22");
    expect(parseSwissDate("2026-11-22")).toBe("2026-11-22");
  });
  it("knows leap years", () => {
    expect(parseSwissDate("29.02.2028")).toBe("2028-02-29");
    expect(parseSwissDate("29.02.2027")).toBeNull();
    expect(parseSwissDate("29.02.2000")).toBe("2000-02-29");
    expect(parseSwissDate("29.02.1900")).toBeNull();
  });
  it("refuses impossible and unreadable dates", () => {
    for (const s of ["31.02.2026", "31.04.2026", "00.01.2026", "01.13.2026", "2026-02-30", "22.11.26", "22-11-2026", "", "abc"]) {
      expect(parseSwissDate(s), s).toBeNull();
    }
  });
});

describe("parseClockTime", () => {
  it("reads HH:mm, H:mm, HH:mm:ss, 14.30 and 1430", () => {
    expect(parseClockTime("14:30")).toBe("14:30:00");
    expect(parseClockTime("7:05")).toBe("07:05:00");
    expect(parseClockTime("23:59:59")).toBe("23:59:59");
    expect(parseClockTime("14.30")).toBe("14:30:00");
    expect(parseClockTime("1430")).toBe("14:30:00");
  });
  it("refuses impossible times", () => {
    for (const s of ["24:00", "12:60", "12:30:60", "12", "12:3", "", "ab:cd"]) expect(parseClockTime(s), s).toBeNull();
  });
});

describe("parseDateTime15", () => {
  it("reads a date and a quarter-hour time as YYYY-MM-DD HH:mm:ss", () => {
    expect(parseDateTime15("22.11.2026 14:15")).toEqual({ ok: true, value: "2026-11-22 14:15:00" });
    expect(parseDateTime15("2026-11-22T08:45")).toEqual({ ok: true, value: "2026-11-22 08:45:00" });
    expect(parseDateTime15(["22.11.2026", "09:00"])).toEqual({ ok: true, value: "2026-11-22 09:00:00" });
  });
  it("refuses other minutes, bad dates and bad times with their keys", () => {
    expect(parseDateTime15("22.11.2026 14:10")).toEqual({ ok: false, error: "forms.errors.quarter_hour" });
    expect(parseDateTime15("22.11.2026 14:15:30")).toEqual({ ok: false, error: "forms.errors.quarter_hour" });
    expect(parseDateTime15("31.02.2026 14:15")).toEqual({ ok: false, error: "errors.invalid_date" });
    expect(parseDateTime15("22.11.2026 25:00")).toEqual({ ok: false, error: "errors.invalid_time" });
    expect(parseDateTime15("22.11.2026")).toEqual({ ok: false, error: "errors.invalid_time" });
  });
});

describe("parseNumber", () => {
  it("refuses a lone minus and text", () => {
    for (const s of ["-", "+", "", ".", "1.2.3", "12a", "--1"]) expect(parseNumber(s).ok, s).toBe(false);
    expect(parseNumber("-")).toEqual({ ok: false, error: "forms.errors.invalid_number" });
  });
  it("reads signs, decimal points and commas, apostrophes", () => {
    expect(parseNumber("-3")).toEqual({ ok: true, value: -3 });
    expect(parseNumber("2,5")).toEqual({ ok: true, value: 2.5 });
    expect(parseNumber("1'234.5")).toEqual({ ok: true, value: 1234.5 });
    expect(parseNumber("-0")).toEqual({ ok: true, value: 0 });
  });
  it("clamps to min and max instead of refusing", () => {
    expect(parseNumber("150", { min: 0, max: 100 })).toEqual({ ok: true, value: 100 });
    expect(parseNumber("-5", { min: 0, max: 100 })).toEqual({ ok: true, value: 0 });
    expect(parseNumber("50", { min: 0, max: 100 })).toEqual({ ok: true, value: 50 });
    expect(clamp(7, { min: 8 })).toBe(8);
  });
  it("refuses decimals when an integer is asked", () => {
    expect(parseNumber("2.5", { integer: true })).toEqual({ ok: false, error: "forms.errors.integer" });
    expect(parseNumber("2", { integer: true })).toEqual({ ok: true, value: 2 });
  });
});

describe("parseMoney and parseQuantity", () => {
  it("reads money as integer cents", () => {
    expect(parseMoney("1'234.50")).toEqual({ ok: true, value: 123450 });
    expect(parseMoney("1’234.50")).toEqual({ ok: true, value: 123450 });
    expect(parseMoney("1234,5")).toEqual({ ok: true, value: 123450 });
    expect(parseMoney("1234.5")).toEqual({ ok: true, value: 123450 });
    expect(parseMoney("0.05")).toEqual({ ok: true, value: 5 });
    expect(parseMoney("-12")).toEqual({ ok: true, value: -1200 });
    expect(parseMoney(".5")).toEqual({ ok: true, value: 50 });
  });
  it("refuses more than 2 decimals, misplaced apostrophes and a lone minus", () => {
    for (const s of ["1.234", "12'34", "-", "1'234'5", "abc", "1,2,3"]) expect(parseMoney(s), s).toEqual({ ok: false, error: "forms.errors.invalid_money" });
  });
  it("clamps money to min and max cents", () => {
    expect(parseMoney("-5", { min: 0 })).toEqual({ ok: true, value: 0 });
  });
  it("reads quantities as thousandths, at most 3 decimals", () => {
    expect(parseQuantity("12.5")).toEqual({ ok: true, value: 12500 });
    expect(parseQuantity("1'000,125")).toEqual({ ok: true, value: 1000125 });
    expect(parseQuantity("0.0001")).toEqual({ ok: false, error: "forms.errors.invalid_quantity" });
  });
});

describe("isEmail", () => {
  it("follows the spec's rule", () => {
    expect(isEmail("anna@example.ch")).toBe(true);
    expect(isEmail("a.b+c@sub.example.co")).toBe(true);
    for (const s of ["anna", "anna@example", "anna @example.ch", "@example.ch", "anna@.ch", "anna@example."]) expect(isEmail(s), s).toBe(false);
  });
});

describe("display helpers", () => {
  it("shows stored values the Swiss way and leaves typed text alone", () => {
    expect(dateInputValue("2026-11-22")).toBe("22.11.2026");
    expect(dateInputValue("31.02.2026")).toBe("31.02.2026");
    expect(timeInputValue("14:30:00")).toBe("14:30");
    expect(moneyInputValue(123450)).toBe("1'234.50");
    expect(moneyInputValue(-5)).toBe("-0.05");
    expect(moneyInputValue(1234567890)).toBe("12'345'678.90");
    expect(moneyInputValue(null)).toBe("");
    expect(quantityInputValue(12500)).toBe("12.500");
    expect(regroupTyped("1234,5", 2)).toBe("1'234.50");
    expect(regroupTyped("12x", 2)).toBe("12x");
  });
});

describe("schemas through parseWithZod (as the action runs them)", () => {
  const schema = z.object({
    date: swissDate(),
    time: clockTime(),
    at: dateTime15(),
    count: numberField({ min: 0, max: 10, integer: true }),
    amount: money(),
    qty: quantity().optional(),
    mail: email(),
  });

  it("outputs the sent formats", () => {
    const s = parseWithZod(
      form([["date", "29.02.2028"], ["time", "7:30"], ["at", "22.11.2026"], ["at", "14:45"], ["count", "99"], ["amount", "1'234.50"], ["mail", "anna@example.ch"]]),
      { schema },
    );
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({
      date: "2028-02-29", time: "07:30:00", at: "2026-11-22 14:45:00", count: 10, amount: 123450, qty: undefined, mail: "anna@example.ch",
    });
  });

  it("refuses with translation keys, one per field", () => {
    const s = parseWithZod(
      form([["date", "29.02.2027"], ["time", "25:00"], ["at", "22.11.2026"], ["at", "14:10"], ["count", "-"], ["amount", "1.234"], ["qty", "x"], ["mail", "anna@example"]]),
      { schema },
    );
    expect(s.status).toBe("error");
    expect(s.reply().error).toEqual({
      date: ["errors.invalid_date"],
      time: ["errors.invalid_time"],
      at: ["forms.errors.quarter_hour"],
      count: ["forms.errors.invalid_number"],
      amount: ["forms.errors.invalid_money"],
      qty: ["forms.errors.invalid_quantity"],
      mail: ["validationMessageEmail"],
    });
  });

  it("asks for required fields and lets optional ones be empty", () => {
    const s = parseWithZod(form([["date", ""], ["time", " "], ["at", ""], ["at", ""], ["count", ""], ["amount", ""], ["qty", ""], ["mail", ""]]), { schema });
    const errors = s.reply().error ?? {};
    for (const k of ["date", "time", "at", "count", "amount", "mail"]) expect(errors[k], k).toEqual(["errors.required"]);
    expect(errors.qty).toBeUndefined();
  });
});

describe("the years a person means (issue 10)", () => {
  it("refuses years before 1900 and after 2100 with their own key", () => {
    for (const s of ["01.01.0001", "0001-01-01", "31.12.9999", "22.11.0026", "31.12.1899", "01.01.2101"]) {
      expect(readSwissDate(s), s).toEqual({ ok: false, error: "forms.errors.year_range" });
      expect(parseSwissDate(s), s).toBeNull();
    }
    expect(readSwissDate("01.01.1900")).toEqual({ ok: true, value: "1900-01-01" });
    expect(readSwissDate("31.12.2100")).toEqual({ ok: true, value: "2100-12-31" });
    // an impossible day is still a bad date, whatever the year
    expect(readSwissDate("31.02.0001")).toEqual({ ok: false, error: "errors.invalid_date" });
    expect(parseDateTime15("01.01.0001 08:00")).toEqual({ ok: false, error: "forms.errors.year_range" });
    expect(parseDateTime15("0001-01-01")).toEqual({ ok: false, error: "forms.errors.year_range" });
  });
});

describe("the spring daylight-saving gap (issue 10)", () => {
  it("knows the night the clocks go forward: the last Sunday of March, from 1981", () => {
    expect(isInSpringGap("2026-03-29", "02:00:00")).toBe(true);
    expect(isInSpringGap("2026-03-29", "02:45:00")).toBe(true);
    expect(isInSpringGap("2025-03-30", "02:15:00")).toBe(true);
    expect(isInSpringGap("2024-03-31", "02:30:00")).toBe(true);
    expect(isInSpringGap("2027-03-28", "02:00:00")).toBe(true);
    expect(isInSpringGap("2026-03-29", "01:45:00")).toBe(false);
    expect(isInSpringGap("2026-03-29", "03:00:00")).toBe(false);
    expect(isInSpringGap("2026-03-22", "02:00:00")).toBe(false);
    // the autumn night's hour happens twice: it exists
    expect(isInSpringGap("2026-10-25", "02:30:00")).toBe(false);
    expect(isInSpringGap("1980-03-30", "02:00:00")).toBe(false);
  });

  it("refuses a quarter hour that the clock skips, never stores it as another time", () => {
    expect(parseDateTime15("29.03.2026 02:15")).toEqual({ ok: false, error: "forms.errors.spring_gap" });
    expect(parseDateTime15(["2026-03-29", "02:00"])).toEqual({ ok: false, error: "forms.errors.spring_gap" });
    expect(parseDateTime15("29.03.2026 03:00")).toEqual({ ok: true, value: "2026-03-29 03:00:00" });
    expect(parseDateTime15("25.10.2026 02:30")).toEqual({ ok: true, value: "2026-10-25 02:30:00" });
  });
});

describe("characters nobody types (issue 10)", () => {
  it("finds NUL, escape and other control characters, but not tab, line feed or carriage return", () => {
    for (const s of ["a\u0000b", "\u0000", "x\u001b[31m", "\u0008", "\u007f", "a\u000bb"]) expect(hasControlCharacters(s), JSON.stringify(s)).toBe(true);
    for (const s of ["riga 1\nriga 2", "a\tb", "a\r\nb", "Müller-Ruiz 1'234.50 €", "Zürich – über"]) expect(hasControlCharacters(s), s).toBe(false);
  });

  it("removes them from what is searched", () => {
    expect(withoutControlCharacters("Ros\u0000si\u001b")).toBe("Rossi");
    expect(withoutControlCharacters("a\tb\nc")).toBe("a\tb\nc");
  });
});
