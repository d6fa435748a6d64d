import { useTranslation } from "react-i18next";
import { expenseStatusKey, type ExpenseStatus } from "~/domain/expense/types";
import * as e from "./expense.css";

/** An expense's status as a coloured, translated label. */
export function ExpenseStatusBadge({ status }: { status: ExpenseStatus }) {
  const { t } = useTranslation();
  return (
    <span className={e.badge[status]} data-status={status}>
      {t(expenseStatusKey(status))}
    </span>
  );
}
