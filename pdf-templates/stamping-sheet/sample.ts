// Sample data for the tests and the benchmark: one invented person's March 2026 with two pairs a
// day, a corrected clock-in, a forgotten clock-out, a night shift across the spring change and a
// day with five stamps. Built through the same counting as the real sheet.
import { summarizeMonth } from "~/domain/stamping/totals";
import { stampingSheetData, type SheetStampInput } from "./data";
import type { StampingSheetData, Translate } from "./template";
import { sampleProof } from "../shared/sample-proof";

let id = 0;
const s = (kind: "ENTRATA" | "USCITA", stampedAt: string, corrections = 0): SheetStampInput => ({ id: ++id, kind, status: "ACTIVE", stampedAt, corrections });
const day = (date: string, offset = "+01:00") => [
  s("ENTRATA", `${date}T07:30:00${offset}`),
  s("USCITA", `${date}T12:00:00${offset}`),
  s("ENTRATA", `${date}T13:00:00${offset}`),
  s("USCITA", `${date}T17:00:00${offset}`),
];

export const sampleStamps: SheetStampInput[] = [
  ...day("2026-03-02"),
  // corrected from 08:10 to 07:45
  s("ENTRATA", "2026-03-03T07:45:00+01:00", 1),
  s("USCITA", "2026-03-03T16:45:00+01:00"),
  // a forgotten clock-out
  s("ENTRATA", "2026-03-04T07:30:00+01:00"),
  // five stamps: the middle one counts nothing
  s("ENTRATA", "2026-03-05T07:00:00+01:00"),
  s("USCITA", "2026-03-05T10:00:00+01:00"),
  s("ENTRATA", "2026-03-05T10:05:00+01:00"),
  s("ENTRATA", "2026-03-05T10:30:00+01:00"),
  s("USCITA", "2026-03-05T16:30:00+01:00"),
  // a night shift across the spring change: 7 hours
  s("ENTRATA", "2026-03-28T22:00:00+01:00"),
  s("USCITA", "2026-03-29T06:00:00+02:00"),
  ...day("2026-03-30", "+02:00"),
];

/** The sample sheet in a language (its labels come from `t`). */
export function sampleStampingSheet(t: Translate, monthLabel = "marzo 2026"): StampingSheetData {
  const summary = summarizeMonth(sampleStamps, "2026-03", "2026-04-15T12:00:00Z");
  if (!summary) throw new Error("bad sample month");
  return stampingSheetData(t, {
    person: { name: "Giulia Bernasconi", badgeId: 1042, breakTime: 60 },
    companyCode: "metalsky",
    month: "2026-03",
    monthLabel,
    summary,
    proof: sampleProof(20_417, "2026-11-22T13:05:00Z", "/app/hr/stamps/9001/history"),
  });
}
