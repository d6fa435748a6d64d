// What the leave screens show, formatted on the server (Swiss formats, ADR-0009): a request as a
// list row, the balance's numbers. Pure: the loader passes the translations and the festivities.
import type { TFunction } from "i18next";
import type { LeaveBalance } from "~/domain/leave/balance";
import type { LeaveDetails } from "~/domain/leave/events";
import { formatHoursMinutes, leaveDuration } from "~/domain/leave/period";
import { leaveTypeKey, type LeaveStatus, type LeaveTypeCode } from "~/domain/leave/types";
import { formatDate, formatDateTime } from "~/domain/shared/format";
import type { BalanceView } from "./balance-figures";
import type { LeaveRowView } from "./leave-columns";

/** Minutes as "h:mm", with a minus when negative (an overdrawn allowance). */
export function signedHours(minutes: number): string {
  return minutes < 0 ? `-${formatHoursMinutes(-minutes)}` : formatHoursMinutes(minutes);
}

/** A period's ends: whole days as dates, the other shapes with their times. */
export function periodEnds(d: Pick<LeaveDetails, "shape" | "startAt" | "endAt" | "startDate" | "endDate">): { from: string; to: string } {
  if (d.shape === "allDay") return { from: formatDate(d.startDate), to: formatDate(d.endDate) };
  return { from: formatDateTime(d.startAt), to: formatDateTime(d.endAt) };
}

export function leaveRowView(
  t: TFunction,
  r: { id: number; leaveType: LeaveTypeCode; status: LeaveStatus; details: LeaveDetails; requestedAt: Date; version: number; firstApprovedBy?: number | null },
  festivities: ReadonlySet<string>,
): LeaveRowView {
  return {
    id: r.id,
    type: t(leaveTypeKey(r.leaveType)),
    ...periodEnds(r.details),
    duration: t("leave.balance.hours", { value: formatHoursMinutes(leaveDuration(r.details, festivities).totalMinutes) }),
    status: r.status,
    oneOfTwo: r.status === "PENDING" && r.firstApprovedBy != null,
    requested: formatDate(r.requestedAt),
    version: r.version,
  };
}

export function balanceView(b: LeaveBalance): BalanceView {
  return {
    year: b.year,
    taken: signedHours(b.minutes.taken),
    pending: signedHours(b.minutes.pending),
    holiday: signedHours(b.minutes.holiday),
    remaining: signedHours(b.minutes.remainingHolidays),
    computedFor: formatDate(b.remainingHolidaysAt),
    // the bar of the allowance (issue 38): taken, asked for, and what is left beyond both
    bar: {
      taken: Math.max(0, b.minutes.taken),
      pending: Math.max(0, b.minutes.pending),
      left: Math.max(0, b.minutes.remainingHolidays - Math.max(0, b.minutes.pending)),
      leftText: signedHours(Math.max(0, b.minutes.remainingHolidays - Math.max(0, b.minutes.pending))),
    },
  };
}
