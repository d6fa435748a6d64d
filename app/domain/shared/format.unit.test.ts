import { describe, expect, it } from "vitest";
import {
  centsToDecimal,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatMoneyAmount,
  formatNumber,
  formatQuantity,
  formatTime,
} from "./format";

describe("dates and times, in Zurich", () => {
  it("writes DD.MM.YYYY, DD.MM.YYYY HH:mm and HH:mm from an ISO instant", () => {
    expect(formatDate("2026-11-22T13:05:00Z")).toBe("22.11.2026");
    expect(formatDateTime("2026-11-22T13:05:00Z")).toBe("22.11.2026 14:05");
    expect(formatTime("2026-11-22T13:05:00Z")).toBe("14:05");
  });

  it("accepts a Date", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 6, 1, 22, 30)))).toBe("02.07.2026 00:30");
  });

  it("moves the date when Zurich is already on the next day", () => {
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("01.01.2027");
    expect(formatDate(new Date("2026-06-30T22:15:00Z"))).toBe("01.07.2026");
  });

  it("follows the spring DST change (29.03.2026: 02:00 CET becomes 03:00 CEST)", () => {
    expect(formatDateTime("2026-03-29T00:30:00Z")).toBe("29.03.2026 01:30");
    expect(formatDateTime("2026-03-29T01:30:00Z")).toBe("29.03.2026 03:30");
    expect(formatTime("2026-03-29T01:00:00Z")).toBe("03:00");
  });

  it("follows the autumn DST change (25.10.2026: 03:00 CEST becomes 02:00 CET)", () => {
    expect(formatDateTime("2026-10-25T00:30:00Z")).toBe("25.10.2026 02:30");
    expect(formatDateTime("2026-10-25T01:30:00Z")).toBe("25.10.2026 02:30");
    expect(formatTime("2026-10-25T02:30:00Z")).toBe("03:30");
  });

  it("reads an offset other than Z", () => {
    expect(formatDateTime("2026-03-29T03:30:00+02:00")).toBe("29.03.2026 03:30");
    expect(formatDateTime("2026-01-15T08:00:00-05:00")).toBe("15.01.2026 14:00");
  });

  it("takes a plain date and a local date-time as they are", () => {
    expect(formatDate("2026-03-29")).toBe("29.03.2026");
    expect(formatDateTime("2026-10-25T02:30")).toBe("25.10.2026 02:30");
  });

  it("reads the other ISO forms the log and the forms carry", () => {
    expect(formatDateTime("2026-11-22 13:05:00Z")).toBe("22.11.2026 14:05");
    expect(formatDateTime("2026-11-22T13:05:59.999Z")).toBe("22.11.2026 14:05");
    expect(formatDateTime("2026-11-22T14:05+0100")).toBe("22.11.2026 14:05");
    expect(formatDateTime("2026-11-22T15:05+02")).toBe("22.11.2026 14:05");
    expect(formatDateTime("2026-11-22 07:15:00")).toBe("22.11.2026 07:15");
  });

  it("refuses times and dates that do not exist", () => {
    expect(formatDateTime("2026-11-22T24:00")).toBe("");
    expect(formatDateTime("2026-11-22T12:60Z")).toBe("");
    expect(formatDate("2026-13-01")).toBe("");
    expect(formatDate("2028-02-29")).toBe("29.02.2028");
    expect(formatDate("2027-02-29")).toBe("");
  });

  it("returns an empty string for nothing or nonsense instead of throwing", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("yesterday")).toBe("");
    expect(formatDate("2026-02-30")).toBe("");
    expect(formatDateTime(new Date(Number.NaN))).toBe("");
  });
});

describe("numbers", () => {
  it("groups thousands with an apostrophe from 1'000 up, with two decimals by default", () => {
    expect(formatNumber(999)).toBe("999.00");
    expect(formatNumber(1000)).toBe("1'000.00");
    expect(formatNumber(1234.5)).toBe("1'234.50");
    expect(formatNumber(12345.5)).toBe("12'345.50");
    expect(formatNumber(1234567.891)).toBe("1'234'567.89");
  });

  it("puts a minus sign in front of negatives, never on a zero", () => {
    expect(formatNumber(-1234.5)).toBe("-1'234.50");
    expect(formatNumber(-999)).toBe("-999.00");
    expect(formatNumber(-0.001)).toBe("0.00");
    expect(formatNumber(-0)).toBe("0.00");
  });

  it("takes the number of decimals and rounds half away from zero", () => {
    expect(formatNumber(1234.5, 0)).toBe("1'235");
    expect(formatNumber(1.005)).toBe("1.01");
    expect(formatNumber(-2.5, 0)).toBe("-3");
    expect(formatNumber(0.1 + 0.2)).toBe("0.30");
    expect(formatNumber(12, 1)).toBe("12.0");
  });

  it("writes quantities with three decimals", () => {
    expect(formatQuantity(12.5)).toBe("12.500");
    expect(formatQuantity(1234.5678)).toBe("1'234.568");
  });

  it("returns an empty string for nothing and for non-finite numbers", () => {
    expect(formatNumber(null)).toBe("");
    expect(formatNumber(Number.NaN)).toBe("");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("money, from cents", () => {
  it("writes the currency code and the Swiss amount", () => {
    expect(formatMoney(123450, "CHF")).toBe("CHF 1'234.50");
    expect(formatMoney(99900, "EUR")).toBe("EUR 999.00");
    expect(formatMoney(100000, "CHF")).toBe("CHF 1'000.00");
    expect(formatMoney(1234550, "CHF")).toBe("CHF 12'345.50");
    expect(formatMoney(-123450, "CHF")).toBe("CHF -1'234.50");
    expect(formatMoney(5, "CHF")).toBe("CHF 0.05");
    expect(formatMoney(0, "CHF")).toBe("CHF 0.00");
  });

  it("has a variant without the code", () => {
    expect(formatMoneyAmount(123450)).toBe("1'234.50");
    expect(formatMoneyAmount(-123450)).toBe("-1'234.50");
    expect(formatMoneyAmount(915_493_000)).toBe("9'154'930.00");
  });

  it("writes a plain decimal for other programs, without grouping", () => {
    expect(centsToDecimal(123450)).toBe("1234.50");
    expect(centsToDecimal(-5)).toBe("-0.05");
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(915_493_001)).toBe("9154930.01");
    expect(centsToDecimal(undefined)).toBe("");
  });

  it("rounds a fraction of a cent and shows nothing for no amount", () => {
    expect(formatMoneyAmount(123450.6)).toBe("1'234.51");
    expect(formatMoney(null, "CHF")).toBe("");
    expect(formatMoneyAmount(Number.NaN)).toBe("");
  });
});

describe("file sizes, base 1024", () => {
  it("writes bytes whole and larger units with one decimal", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(999)).toBe("999 B");
    expect(formatFileSize(1023)).toBe("1'023 B");
    expect(formatFileSize(1024)).toBe("1.0 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(1024 * 1024 * 5.25)).toBe("5.3 MB");
    expect(formatFileSize(1024 ** 3 * 2)).toBe("2.0 GB");
    expect(formatFileSize(1024 ** 3 * 1500)).toBe("1'500.0 GB");
  });

  it("moves to the next unit rather than show 1'024.0", () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1.0 MB");
    expect(formatFileSize(1000 * 1024)).toBe("1'000.0 KB");
  });

  it("returns an empty string for nothing or a negative size", () => {
    expect(formatFileSize(undefined)).toBe("");
    expect(formatFileSize(-1)).toBe("");
  });
});

describe("Zurich's wall clock (one zone lookup per UTC hour)", () => {
  const intl = new Intl.DateTimeFormat("de-CH", {
    timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  });
  const expected = (ms: number) => {
    const p: Record<string, string> = {};
    for (const x of intl.formatToParts(ms)) p[x.type] = x.value;
    return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
  };

  it("agrees with Intl minute by minute across both clock changes of 2026 and at the year's turn", () => {
    for (const start of [Date.UTC(2026, 2, 29, 0, 0), Date.UTC(2026, 9, 25, 0, 0), Date.UTC(2026, 11, 31, 22, 0)]) {
      for (let ms = start; ms < start + 3 * 3_600_000; ms += 60_000 + 7_000) expect(formatDateTime(new Date(ms))).toBe(expected(ms));
    }
  });

  it("agrees with Intl on instants spread over 1900–2100", () => {
    for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 97 * 24 * 3_600_000 + 3_700_000) {
      expect(formatDateTime(new Date(ms))).toBe(expected(ms));
    }
  });
});
