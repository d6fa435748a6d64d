// The stamping sheet's data from a counted month (app/domain/stamping/totals.ts): pure, so the
// screens, the PDF and the tests count the same way. Days show their active stamps in time order;
// with more than four, the first two and the last two (the ones that count) and how many are not
// printed.
import { formatDate, formatTime } from "~/domain/shared/format";
import { hoursAndMinutes, type PeriodSummary, type StampInput } from "~/domain/stamping/totals";
import type { CompanyCode } from "~/domain/company/companies";
import type { SheetDay, StampingSheetData, Translate } from "./template";
import type { PdfProof } from "../shared/page-footer";

export interface SheetStampInput extends StampInput {
  corrections: number;
  /** the site the stamp names (ADR-0122) and whether it lay outside the site's radius */
  siteTitle?: string | null;
  offSite?: boolean;
}

export function stampingSheetData(
  t: Translate,
  input: {
    person: { name: string; badgeId: number | null; breakTime: number | null };
    companyCode: CompanyCode;
    month: string;
    monthLabel: string;
    summary: PeriodSummary<SheetStampInput>;
    proof: PdfProof;
  },
): StampingSheetData {
  const days = input.summary.days.map((d): SheetDay => {
    const all = d.stamps;
    const shown = all.length <= 4 ? all : [...all.slice(0, 2), ...all.slice(-2)];
    return {
      date: d.date,
      label: `${t(`stamping.weekday.${new Date(`${d.date}T12:00:00Z`).getUTCDay() || 7}`)} ${formatDate(d.date)}`,
      weekend: d.weekend,
      stamps: shown.map((c) => ({ time: formatTime(c.stamp.stampedAt), kind: c.stamp.kind, corrected: c.stamp.corrections > 0, flagged: c.flag !== null })),
      hidden: all.length - shown.length,
      sites: [...new Set(all.map((c) => c.stamp.siteTitle).filter((x): x is string => typeof x === "string" && x !== ""))],
      offSite: all.filter((c) => c.stamp.offSite === true).length,
      pause: d.gapMinutes > 0 ? hoursAndMinutes(d.gapMinutes) : "",
      total: hoursAndMinutes(d.workedMinutes),
      flagged: d.flagged,
    };
  });
  return {
    person: { name: input.person.name, badgeId: input.person.badgeId },
    companyCode: input.companyCode,
    month: input.month,
    monthLabel: input.monthLabel,
    days,
    weeks: input.summary.weeks.map((w) => ({ week: w.week, range: `${formatDate(w.from)} – ${formatDate(w.to)}`, total: hoursAndMinutes(w.minutes) })),
    total: hoursAndMinutes(input.summary.totalMinutes),
    breakTime: input.person.breakTime ? hoursAndMinutes(input.person.breakTime) : null,
    proof: input.proof,
  };
}
