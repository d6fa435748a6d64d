// Months as the sign-off and the period lock see them (ADR-0138): "YYYY-MM", the stream id of a
// person's month, and whether a date falls in a locked month. Pure.
import { zurichDateOf } from "../shared/zurich-time";
import { ruleBroken } from "../shared/errors";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A well-formed month "YYYY-MM" between 2000 and 2100, or null. */
export function parseMonth(s: string | null | undefined): string | null {
  const m = MONTH.exec((s ?? "").trim());
  if (!m) return null;
  const year = Number(m[1]);
  return year >= 2000 && year <= 2100 ? `${m[1]}-${m[2]}` : null;
}

/** The stream id of `personId`'s month: one stream per person and month, found without a lookup (ADR-0138). */
export function monthCloseId(personId: number, month: string): number {
  const m = parseMonth(month);
  if (!m || !Number.isSafeInteger(personId) || personId <= 0) throw new Error(`no month stream for ${personId} ${month}`);
  return personId * 1_000_000 + Number(m.replace("-", ""));
}

/** The month "YYYY-MM" of a date "YYYY-MM-DD" or of an instant (its Zurich day). */
export function monthOf(dateOrInstant: string): string {
  // an instant in UTC ("…Z") is turned to its Zurich day; a day, a Zurich wall time or a Zurich offset form starts with its own day
  if (/Z$/i.test(dateOrInstant)) return zurichDateOf(dateOrInstant).toString().slice(0, 7);
  return dateOrInstant.slice(0, 7);
}

/** "10.2026": a month as the messages name it (Swiss order). */
const monthLabelOf = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** The months of a person that are locked (countersigned and not reopened), as the commands read them. */
export type LockedMonths = readonly string[];

/**
 * Refuses a change dated in a locked month (ADR-0138): stamps, corrections, daily hours and expenses
 * of a countersigned month stay as payroll saw them until HR reopens the month. `dates` are days
 * "YYYY-MM-DD" or instants; the first locked one is named in the message.
 */
export function refuseInLockedMonth(locked: LockedMonths | undefined, dates: readonly (string | null | undefined)[], field?: string): void {
  if (!locked || locked.length === 0) return;
  for (const d of dates) {
    if (!d) continue;
    let m: string;
    try {
      m = monthOf(d);
    } catch {
      // an unreadable date is the command's own rule to refuse, in its own words
      continue;
    }
    if (locked.includes(m)) throw ruleBroken("month_close.locked", { field, params: { month: monthLabelOf(m) } });
  }
}
