import { describe, expect, it } from "vitest";
import { otherCurrencyTotals, reportLines, reportTotals, type ReportSource } from "./report";

const row = (r: Partial<ReportSource>): ReportSource => ({
  id: 1,
  status: "APPROVED",
  date: "2026-03-02",
  reason: "Gasolio",
  place: "Lugano",
  site: "Q26000 · Residenza",
  amount: 8540,
  currency: "CHF",
  changedChf: null,
  account: null,
  ...r,
});

describe("the monthly expense report", () => {
  const rows = [
    row({ id: 5, date: "2026-03-20", currency: "EUR", amount: 12_000, changedChf: { amount: 11_640, by: 7, at: "x" }, account: "6200" }),
    row({ id: 2, date: "2026-03-02" }),
    row({ id: 3, date: "2026-03-02", currency: "USD", amount: 5000, changedChf: { amount: 4480, by: 42, at: "x" } }),
    row({ id: 4, date: "2026-03-10", status: "REJECTED", amount: 99_900 }),
    row({ id: 6, date: "2026-03-11", status: "PENDING" }),
    row({ id: 7, date: "2026-03-12", status: "WITHDRAWN" }),
    row({ id: 8, date: "2026-04-01" }),
    row({ id: 9, date: "2026-02-28" }),
  ];

  it("lists only the approved expenses dated in the month, by date then id", () => {
    expect(reportLines("2026-03", rows).map((l) => l.id)).toEqual([2, 3, 5]);
  });

  it("puts a CHF amount in Importo CHF, a EUR or USD amount in Importo Euro with its currency, and its CHF equivalent in Conversione CHF", () => {
    const [chf, usd, eur] = reportLines("2026-03", rows);
    expect(chf).toMatchObject({ chf: 8540, foreign: null, converted: null, account: null });
    expect(usd).toMatchObject({ chf: null, foreign: { amount: 5000, currency: "USD" }, converted: 4480 });
    expect(eur).toMatchObject({ chf: null, foreign: { amount: 12_000, currency: "EUR" }, converted: 11_640, account: "6200" });
  });

  it("totals the currencies other than CHF and EUR each on its own, never in the Euro total", () => {
    const lines = reportLines("2026-03", rows);
    expect(otherCurrencyTotals(lines)).toEqual([{ currency: "USD", amount: 5000 }]);
    expect(otherCurrencyTotals(lines.filter((l) => l.foreign?.currency !== "USD"))).toEqual([]);
  });

  it("totals each column and what is owed in CHF", () => {
    expect(reportTotals(reportLines("2026-03", rows))).toEqual({ chf: 8540, eur: 12_000, usd: 5000, converted: 16_120, reimbursed: 24_660, unconverted: 0 });
  });

  it("is empty for a month without approved expenses, and counts a foreign line without its CHF value instead of guessing", () => {
    expect(reportTotals(reportLines("2026-05", rows))).toEqual({ chf: 0, eur: 0, usd: 0, converted: 0, reimbursed: 0, unconverted: 0 });
    expect(reportTotals(reportLines("2026-03", [row({ currency: "EUR", amount: 100 })])).unconverted).toBe(1);
  });
});
