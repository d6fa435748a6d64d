// HR's leave request rows, formatted on the server (Swiss formats): pure, the loader passes the
// translations, the festivities and the names.
import type { TFunction } from "i18next";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { formatHoursMinutes, leaveDuration } from "~/domain/leave/period";
import { leaveTypeKey } from "~/domain/leave/types";
import { formatDate, formatDateTime } from "~/domain/shared/format";
import type { LeaveRequestRow } from "~/events/queries/leave-requests.server";
import type { LeaveRequestRowView } from "./leave-request-columns";
import { periodEnds } from "./view";

/** What a row view is made of: a request as HR's list reads it (the first approval may be left out). */
export type LeaveRequestRowInput = Pick<
  LeaveRequestRow,
  "id" | "personId" | "personName" | "companyCode" | "leaveType" | "status" | "details" | "requestedAt" | "decidedAt" | "decidedBy" | "withdrawnAt" | "version"
> &
  Partial<Pick<LeaveRequestRow, "firstApprovedBy" | "firstApprovedAt">>;

export function leaveRequestRowView(
  t: TFunction,
  r: LeaveRequestRowInput,
  ctx: {
    festivities: ReadonlySet<string>;
    names: Record<string, string | null>;
    userId: number;
    mayManage: boolean;
  },
): LeaveRequestRowView {
  const name = (id: number) => ctx.names[String(id)] ?? t("history.unknown_person", { id });
  const closed =
    (r.status === "APPROVED" || r.status === "REJECTED") && r.decidedBy !== null
      ? t("leave.hr.list.closed_by", { name: name(r.decidedBy), at: formatDateTime(r.decidedAt) })
      : r.status === "WITHDRAWN"
        ? t("leave.hr.list.withdrawn_on", { at: formatDateTime(r.withdrawnAt) })
        : null;
  const pending = r.status === "PENDING";
  // waiting for its second approval (ADR-0139): who gave the first
  const oneOfTwo = pending && r.firstApprovedBy != null;
  const first = oneOfTwo ? t("approval_rule.first_by", { name: name(r.firstApprovedBy as number), at: formatDateTime(r.firstApprovedAt ?? null) }) : null;
  return {
    id: r.id,
    personId: r.personId,
    person: r.personName || t("history.unknown_person", { id: r.personId }),
    company: COMPANY_NAMES[r.companyCode],
    type: t(leaveTypeKey(r.leaveType)),
    ...periodEnds(r.details),
    duration: t("leave.balance.hours", { value: formatHoursMinutes(leaveDuration(r.details, ctx.festivities).totalMinutes) }),
    status: r.status,
    oneOfTwo,
    closed: closed ?? first,
    requested: formatDate(r.requestedAt),
    version: r.version,
    decidable: pending && ctx.mayManage && r.personId !== ctx.userId,
    own: pending && r.personId === ctx.userId,
  };
}
