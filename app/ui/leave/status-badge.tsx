import { useTranslation } from "~/i18n/react";
import { leaveStatusKey, type LeaveStatus } from "~/domain/leave/types";
import * as l from "./leave.css";

/** A request's status as a coloured, translated label; a pending one with its first of two approvals says "1 of 2" (ADR-0139). */
export function StatusBadge({ status, oneOfTwo = false }: { status: LeaveStatus; oneOfTwo?: boolean }) {
  const { t } = useTranslation();
  const pendingOnce = oneOfTwo && status === "PENDING";
  return (
    <span className={l.badge[status]} data-status={status} data-approvals={pendingOnce ? "1-of-2" : undefined}>
      {pendingOnce ? `${t(leaveStatusKey(status))} · ${t("approval_rule.one_of_two")}` : t(leaveStatusKey(status))}
    </span>
  );
}
