// The columns of HR's approvals list. A pending row shows two plain forms — approve (with the CHF
// equivalent for EUR and USD, and the accounting account) and reject — each with its own command
// id and the version the list showed, and a checkbox that belongs to the bulk form above the
// table (`form="expense-bulk"`, a GET to the bulk decision's confirmation page), so each works
// without JavaScript. A decided row shows its
// coloured status and allows no further change.
import { Form } from "@remix-run/react";
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { EXPENSE_DECISIONS } from "~/domain/expense/commands";
import { ACCOUNT_MAX } from "~/domain/expense/types";
import type { Decision } from "~/domain/shared/approvable";
import { CsrfInput } from "../csrf";
import * as s from "../shell.css";
import * as e from "./expense.css";
import { HandErrorSummary } from "../forms/error-summary";
import { ReceiptLink } from "./receipt-link";
import { ExpenseStatusBadge } from "./status-badge";
import type { ExpenseRowView } from "./view";

export const BULK_FORM_ID = "expense-bulk";

/** A refused decision on one row: the message and what was typed, so the row shows them again. */
export interface RowDecisionError {
  expenseId: number;
  /** what the row is ("Rossi Luca · 02.03.2026 · CHF 85.40 · Gasolio"), for the page's own notice when the row has left the list */
  label: string;
  message: string;
  changedChf: string;
  account: string;
}

export interface ApprovalColumnsOptions {
  /** the list's current URL (path and query): where a decision comes back to */
  returnTo: string;
  mayDecide: boolean;
  error: RowDecisionError | null;
  /** the page the forms post to */
  action: string;
}

/** An approvals row: the expense, the CHF amount as typed, and a command id for each of its two forms. */
export type ApprovalRow = ExpenseRowView & { changedChfInput: string; commandIds: { approve: string; reject: string } };

const col = createColumnHelper<ApprovalRow>();

function DecisionForms({ r, o, t }: { r: ApprovalRow; o: ApprovalColumnsOptions; t: TFunction }) {
  const err = o.error?.expenseId === r.id ? o.error : null;
  const label = `${r.person} ${r.date} ${r.amount}`;
  const hidden = (decision: Decision) => (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={EXPENSE_DECISIONS[decision].intent} />
      <input type="hidden" name="expenseId" value={r.id} />
      <input type="hidden" name="commandId" value={r.commandIds[decision]} />
      <input type="hidden" name="expectedVersion" value={r.version} />
      <input type="hidden" name="returnTo" value={o.returnTo} />
    </>
  );
  return (
    <div className={e.decision} data-decision={r.id}>
      <Form method="post" action={o.action} className={e.decision} id={`approve-${r.id}-form`}>
        <HandErrorSummary formId={`approve-${r.id}-form`} errors={err ? { [r.currency !== "CHF" ? "changedChf" : ""]: err.message } : null} idOf={() => `changed-chf-${r.id}`} translated />
        {hidden("approve")}
        {r.currency !== "CHF" ? (
          <label className={s.field} style={{ marginBottom: 0 }}>
            <span className={e.muted}>{t("expense.approval.changed_chf")}</span>
            <input
              id={`changed-chf-${r.id}`}
              className={`${s.input} ${e.smallInput}`}
              name="changedChf"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              defaultValue={err ? err.changedChf : r.changedChfInput}
              aria-label={`${t("expense.approval.changed_chf")} ${label}`}
              aria-invalid={err ? true : undefined}
            />
          </label>
        ) : null}
        <label className={s.field} style={{ marginBottom: 0 }}>
          <span className={e.muted}>{t("expense.approval.account")}</span>
          <input
            className={`${s.input} ${e.smallInput}`}
            name="account"
            autoComplete="off"
            maxLength={ACCOUNT_MAX}
            defaultValue={err ? err.account : ""}
            aria-label={`${t("expense.approval.account")} ${label}`}
          />
        </label>
        <button type="submit" className={s.button} aria-label={`${t("expense.approval.approve")} ${label}`}>
          {t("expense.approval.approve")}
        </button>
      </Form>
      <Form method="post" action={o.action}>
        {hidden("reject")}
        <button type="submit" className={s.buttonSecondary} aria-label={`${t("expense.approval.reject")} ${label}`}>
          {t("expense.approval.reject")}
        </button>
      </Form>
      {err ? (
        <p className={e.rowError} role="alert">
          {err.message}
        </p>
      ) : null}
    </div>
  );
}

export function approvalColumns(t: TFunction, o: ApprovalColumnsOptions) {
  return [
    col.display({
      id: "select",
      header: t("expense.approval.select"),
      meta: { label: t("expense.approval.select") },
      cell: (c) =>
        o.mayDecide && c.row.original.status === "PENDING" ? (
          <input
            type="checkbox"
            name="expenseIds"
            value={c.row.original.id}
            form={BULK_FORM_ID}
            aria-label={`${t("expense.approval.select")} ${c.row.original.person} ${c.row.original.date} ${c.row.original.amount}`}
          />
        ) : null,
    }),
    col.accessor("person", { id: "person", header: t("expense.list.columns.person"), enableSorting: true }),
    col.accessor("date", { id: "date", header: t("expense.list.columns.date"), enableSorting: true }),
    // fewer, denser columns so the person, the claim, its status and the decision fit 1280 px together
    // (issue 22): the site under the reason, the amount changed into CHF under the amount
    col.accessor("reason", {
      id: "reason",
      header: `${t("expense.list.columns.reason")} · ${t("expense.list.columns.site")}`,
      meta: { rowLink: true, wrap: true },
      cell: (c) => (
        <>
          {c.getValue()}
          {c.row.original.site ? (
            <>
              <br />
              <span className={e.muted}>{c.row.original.site}</span>
            </>
          ) : null}
        </>
      ),
    }),
    col.accessor("amount", {
      id: "amount",
      header: t("expense.list.columns.amount"),
      enableSorting: true,
      meta: { align: "end" as const },
      cell: (c) => (
        <>
          {c.getValue()}
          {c.row.original.changedChf ? (
            <>
              <br />
              <span className={e.muted}>
                {t("expense.list.columns.changed_chf")}: {c.row.original.changedChf}
              </span>
            </>
          ) : null}
        </>
      ),
    }),
    col.accessor("status", {
      id: "status",
      header: t("expense.list.columns.status"),
      enableSorting: true,
      cell: (c) => <ExpenseStatusBadge status={c.getValue()} oneOfTwo={c.row.original.oneOfTwo} />,
    }),
    col.display({
      id: "decision",
      header: t("expense.approval.decision"),
      cell: (c) => {
        const r = c.row.original;
        if (r.status !== "PENDING") return r.account ? <span className={e.muted}>{t("expense.approval.account_is", { account: r.account })}</span> : null;
        return o.mayDecide ? <DecisionForms r={r} o={o} t={t} /> : null;
      },
    }),
    col.display({
      id: "receipt",
      header: t("expense.list.columns.receipt"),
      cell: (c) => <ReceiptLink receipt={c.row.original.receipt} label={`${c.row.original.person} ${c.row.original.date}`} />,
    }),
  ];
}
