import { useTranslation } from "~/i18n/react";
import { expenseStatusKey, type ExpenseStatus } from "~/domain/expense/types";
import * as e from "./expense.css";

/** An expense's status as a coloured, translated label; a pending one with its first of two approvals says "1 of 2" (ADR-0139). */
export function ExpenseStatusBadge({ status, oneOfTwo = false }: { status: ExpenseStatus; oneOfTwo?: boolean }) {
  const { t } = useTranslation();
  const pendingOnce = oneOfTwo && status === "PENDING";
  return (
    <span className={e.badge[status]} data-status={status} data-approvals={pendingOnce ? "1-of-2" : undefined}>
      {pendingOnce ? `${t(expenseStatusKey(status))} · ${t("approval_rule.one_of_two")}` : t(expenseStatusKey(status))}
    </span>
  );
}
