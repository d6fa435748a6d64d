import { describe, expect, it } from "vitest";
import { mondayOf, pdfPeriodOf } from "./pdf-period";

const now = "2026-11-26T10:00:00Z"; // Thursday 26 November 2026 in Zurich

describe("the journal PDF's period", () => {
  it("is this week (Monday to today) when nothing is typed", () => {
    expect(pdfPeriodOf(null, "", now)).toEqual({ ok: true, from: "2026-11-23", to: "2026-11-26" });
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });
  it("reads Swiss and ISO days", () => {
    expect(pdfPeriodOf("1.11.2026", "2026-11-15", now)).toEqual({ ok: true, from: "2026-11-01", to: "2026-11-15" });
  });
  it("refuses an unreadable day, a reversed period and one longer than 92 days, on the field", () => {
    expect(pdfPeriodOf("31.02.2026", "", now)).toEqual({ ok: false, field: "from", code: "errors.invalid_date" });
    expect(pdfPeriodOf("01.11.2026", "<script>", now)).toEqual({ ok: false, field: "to", code: "errors.invalid_date" });
    expect(pdfPeriodOf("10.11.2026", "09.11.2026", now)).toEqual({ ok: false, field: "to", code: "journal.pdf.errors.order" });
    expect(pdfPeriodOf("01.01.2026", "31.12.2026", now)).toEqual({ ok: false, field: "to", code: "journal.pdf.errors.too_long" });
    expect(pdfPeriodOf("01.08.2026", "31.10.2026", now)).toMatchObject({ ok: true });
  });
});
