// The columns of a person's expense list (their own, or HR's page of one person), for the table kit.
// The loader sends every value already formatted; a pending row carries its version so its
// withdraw form can say which state the user saw.
import { Link } from "@remix-run/react";
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { ReceiptLink } from "./receipt-link";
import { ExpenseStatusBadge } from "./status-badge";
import type { ExpenseRowView } from "./view";
import { WithdrawExpenseButton } from "./withdraw-button";
import * as e from "./expense.css";

/** A row of the list with the command id of its own withdraw form (a pending row's; null otherwise). */
export type ExpenseListRow = ExpenseRowView & { commandId: string | null };

const col = createColumnHelper<ExpenseListRow>();

export function expenseColumns(t: TFunction, opts: { basePath: string; historyPath?: (id: number) => string }) {
  return [
    col.accessor("date", { id: "date", header: t("expense.list.columns.date"), enableSorting: true }),
    col.accessor("reason", { id: "reason", header: t("expense.list.columns.reason"), meta: { rowLink: true, wrap: true } }),
    col.accessor("site", { id: "site", header: t("expense.list.columns.site"), enableSorting: true, meta: { wrap: true } }),
    col.accessor("amount", { id: "amount", header: t("expense.list.columns.amount"), enableSorting: true, meta: { align: "end" as const } }),
    col.accessor("changedChf", { id: "changedChf", header: t("expense.list.columns.changed_chf"), meta: { align: "end" as const } }),
    col.accessor("quantity", { id: "quantity", header: t("expense.list.columns.quantity"), meta: { align: "end" as const } }),
    col.accessor("status", {
      id: "status",
      header: t("expense.list.columns.status"),
      enableSorting: true,
      cell: (c) => <ExpenseStatusBadge status={c.getValue()} oneOfTwo={c.row.original.oneOfTwo} />,
    }),
    col.display({
      id: "receipt",
      header: t("expense.list.columns.receipt"),
      cell: (c) => <ReceiptLink receipt={c.row.original.receipt} label={`${c.row.original.reason} ${c.row.original.date}`} />,
    }),
    col.display({
      id: "actions",
      header: t("expense.list.actions"),
      cell: (c) => {
        const r = c.row.original;
        const label = `${r.reason} ${r.date}`;
        return (
          <span className={e.actions}>
            {r.status === "PENDING" ? (
              <>
                <Link to={`${opts.basePath}/${r.id}/edit`} aria-label={`${t("expense.list.edit")} ${label}`}>
                  {t("expense.list.edit")}
                </Link>
                <WithdrawExpenseButton expenseId={r.id} version={r.version} commandId={r.commandId ?? ""} label={label} />
              </>
            ) : null}
            {opts.historyPath ? (
              <Link to={opts.historyPath(r.id)} aria-label={`${t("expense.list.history")} ${label}`}>
                {t("expense.list.history")}
              </Link>
            ) : null}
          </span>
        );
      },
    }),
  ];
}
