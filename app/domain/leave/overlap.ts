// One person, one absence at a time: a request may not overlap another request of the same person
// that still counts (pending or approved), and an approval may not overlap one already approved.
// Pure: the operation reads the person's other requests and passes them in the command; it checks
// again under a lock on the person inside the command's transaction (two requests sent at once).
import { Temporal } from "temporal-polyfill";
import { DomainError, ruleBroken } from "../shared/errors";
import { formatDate, formatDateTime } from "../shared/format";
import type { LeaveDetails } from "./events";

/** The part of a request's details the overlap rule looks at. */
export type LeavePeriod = Pick<LeaveDetails, "shape" | "startAt" | "endAt" | "startDate" | "endDate">;

/** Another request of the same person that still counts: pending or approved. */
export interface OtherLeave {
  leaveId: number;
  status: "PENDING" | "APPROVED";
  period: LeavePeriod;
}

const instant = (iso: string): bigint | null => {
  try {
    return Temporal.Instant.from(iso).epochNanoseconds;
  } catch {
    return null;
  }
};

/**
 * Two periods overlap when they share an instant: each starts before the other ends (the end is
 * not part of a period, so Monday's day ending at 16:30 and Tuesday's starting at 07:30 do not, and
 * neither do a morning and an afternoon of the same day).
 */
export function periodsOverlap(a: LeavePeriod, b: LeavePeriod): boolean {
  // a cheap test first: no common date, no common instant
  if (a.endDate < b.startDate || b.endDate < a.startDate) return false;
  const [as, ae, bs, be] = [instant(a.startAt), instant(a.endAt), instant(b.startAt), instant(b.endAt)];
  if (as === null || ae === null || bs === null || be === null) return true;
  // a period of no length (from 08:00 to 08:00) still takes its instant
  const aEnd = ae > as ? ae : as + 1n;
  const bEnd = be > bs ? be : bs + 1n;
  return as < bEnd && bs < aEnd;
}

/** The first of `others` (by start, then id) that overlaps `period`, other than `self`; null when none does. */
export function firstOverlap(period: LeavePeriod, others: readonly OtherLeave[], opts: { self?: number; approvedOnly?: boolean } = {}): OtherLeave | null {
  const clashing = others.filter(
    (o) => o.leaveId !== opts.self && (o.status === "APPROVED" || (o.status === "PENDING" && !opts.approvedOnly)) && periodsOverlap(period, o.period),
  );
  clashing.sort((a, b) => (a.period.startAt < b.period.startAt ? -1 : a.period.startAt > b.period.startAt ? 1 : a.leaveId - b.leaveId));
  return clashing[0] ?? null;
}

/** A period as the messages name it: whole days as dates, the other shapes with their times. */
function periodWords(p: LeavePeriod): { from: string; to: string } {
  return p.shape === "allDay" ? { from: formatDate(p.startDate), to: formatDate(p.endDate) } : { from: formatDateTime(p.startAt), to: formatDateTime(p.endAt) };
}

/**
 * The refusal naming the other request: `leave.overlaps_own` to the person ("your request of
 * 29.12.2026–30.12.2026"); to HR and to an approval its number and whether it waits
 * (`leave.overlaps_pending`) or is approved (`leave.overlaps_approved`), so they know what to
 * withdraw or reject first.
 */
export function overlapRefusal(other: OtherLeave, wording: "own" | "other"): DomainError {
  const code = wording === "own" ? "leave.overlaps_own" : other.status === "APPROVED" ? "leave.overlaps_approved" : "leave.overlaps_pending";
  return ruleBroken(code, { params: { id: other.leaveId, ...periodWords(other.period) } });
}
