import { useTranslation } from "react-i18next";
import { leaveStatusKey, type LeaveStatus } from "~/domain/leave/types";
import * as l from "./leave.css";

/** A request's status as a coloured, translated label. */
export function StatusBadge({ status }: { status: LeaveStatus }) {
  const { t } = useTranslation();
  return (
    <span className={l.badge[status]} data-status={status}>
      {t(leaveStatusKey(status))}
    </span>
  );
}
