// The cells of the team absence overview (issue 38): for each person and date, whether they are
// away on approved leave, have asked for it (pending), or have a festivity of their company. Pure:
// the page builder passes the rows it read. Weekends carry no mark (no one works them).
import { Temporal } from "temporal-polyfill";
import type { CompanyCode } from "../company/companies";
import { eachDate, isWeekend, parseDate } from "../shared/zurich-time";
import type { LeaveTypeCode } from "./types";

export type AbsenceMark = "approved" | "pending" | "festivity" | "halfFestivity";

export interface AbsenceCell {
  marks: AbsenceMark[];
  /** the leave types of the requests on that day (the cell's tooltip names them) */
  leaveTypes: LeaveTypeCode[];
  /** the festivity's name */
  festivity: string | null;
}

interface Person {
  id: number;
  companyCode: CompanyCode;
}
interface Leave {
  personId: number;
  leaveType: LeaveTypeCode;
  status: "PENDING" | "APPROVED";
  startDate: string;
  endDate: string;
}
interface Festivity {
  title: string;
  companyCode: CompanyCode | null;
  startDate: string;
  endDate: string;
  halfDay: boolean;
}

/** The dates from `from` to `to`, both included (none for an invalid period). */
export function datesOf(from: string, to: string): string[] {
  const a = parseDate(from);
  const b = parseDate(to);
  return a && b ? eachDate(a, b).map((d) => d.toString()) : [];
}

/** Each person's marked cells by date; a date with nothing on it is left out. */
export function absenceGrid(
  people: readonly Person[],
  leaves: readonly Leave[],
  festivities: readonly Festivity[],
  from: string,
  to: string,
): Map<number, Map<string, AbsenceCell>> {
  const dates = datesOf(from, to).filter((d) => !isWeekend(Temporal.PlainDate.from(d)));
  const inside = (d: string, a: string, b: string) => d >= a && d <= b;
  const out = new Map<number, Map<string, AbsenceCell>>();
  const byPerson = new Map<number, Leave[]>();
  for (const l of leaves) byPerson.set(l.personId, [...(byPerson.get(l.personId) ?? []), l]);
  for (const p of people) {
    const cells = new Map<string, AbsenceCell>();
    const own = byPerson.get(p.id) ?? [];
    const fests = festivities.filter((f) => f.companyCode === null || f.companyCode === p.companyCode);
    for (const d of dates) {
      const marks: AbsenceMark[] = [];
      const types: LeaveTypeCode[] = [];
      let festivity: string | null = null;
      const f = fests.find((x) => inside(d, x.startDate, x.endDate));
      if (f) {
        marks.push(f.halfDay ? "halfFestivity" : "festivity");
        festivity = f.title;
      }
      for (const status of ["APPROVED", "PENDING"] as const) {
        const on = own.filter((l) => l.status === status && inside(d, l.startDate, l.endDate));
        if (on.length > 0) marks.push(status === "APPROVED" ? "approved" : "pending");
        for (const l of on) if (!types.includes(l.leaveType)) types.push(l.leaveType);
      }
      if (marks.length > 0) cells.set(d, { marks, leaveTypes: types, festivity });
    }
    out.set(p.id, cells);
  }
  return out;
}

/** The period the overview shows around a date: its month, and the week (Monday to Sunday) holding it. */
export function overviewPeriod(anchor: Temporal.PlainDate): { monthFrom: string; monthTo: string; weekFrom: string; weekTo: string } {
  const first = anchor.with({ day: 1 });
  const monday = anchor.subtract({ days: anchor.dayOfWeek - 1 });
  return {
    monthFrom: first.toString(),
    monthTo: first.add({ months: 1 }).subtract({ days: 1 }).toString(),
    weekFrom: monday.toString(),
    weekTo: monday.add({ days: 6 }).toString(),
  };
}
