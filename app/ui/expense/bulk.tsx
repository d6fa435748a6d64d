// Bulk decisions on HR's approvals list. The bulk form above the table owns the rows' checkboxes;
// its buttons ask first: the page lists each ticked expense and whether the decision can apply to
// it, and only the confirmation runs the commands (one per row, each with a command id derived from
// the batch's id, so a repeat decides nothing twice). Expenses that could not be decided are then
// listed with the reason.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as c from "../confirm.css";
import { CsrfInput } from "../csrf";
import * as s from "../shell.css";
import { BULK_FORM_ID } from "./approval-columns";
import * as e from "./expense.css";

export type BulkIntent = "approve-expense" | "reject-expense";

export interface BulkLine {
  id: number;
  version: number;
  /** "Rossi Luca · 02.03.2026 · EUR 120.00 · Albergo" */
  label: string;
  /** why the decision cannot apply (translated); null: it can */
  problem: string | null;
}

/** The bulk form: its buttons submit the ticked rows (their checkboxes carry `form` = this form's id). */
export function BulkBar({ batchId, returnTo, action }: { batchId: string; returnTo: string; action: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} id={BULK_FORM_ID} className={e.inlineForm} aria-label={t("expense.bulk.title")}>
      <CsrfInput />
      <input type="hidden" name="batchId" value={batchId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <span className={e.muted}>{t("expense.bulk.hint")}</span>
      <button type="submit" name="intent" value="approve-expense" className={s.buttonSecondary}>
        {t("expense.bulk.approve")}
      </button>
      <button type="submit" name="intent" value="reject-expense" className={s.buttonSecondary}>
        {t("expense.bulk.reject")}
      </button>
    </Form>
  );
}

/** The confirmation step: each ticked expense and what will happen to it. */
export function BulkConfirm({ intent, batchId, lines, returnTo, action, error }: { intent: BulkIntent; batchId: string; lines: BulkLine[]; returnTo: string; action: string; error: string | null }) {
  const { t } = useTranslation();
  const applicable = lines.filter((l) => l.problem === null);
  return (
    <div className={c.inline} role="alertdialog" aria-labelledby="bulk-confirm-title">
      <Form method="post" action={action} className={c.form}>
        <h2 className={c.title} id="bulk-confirm-title">
          {intent === "approve-expense" ? t("expense.bulk.confirm_approve_title", { n: applicable.length }) : t("expense.bulk.confirm_reject_title", { n: applicable.length })}
        </h2>
        <p>{t("expense.bulk.confirm_text")}</p>
        <CsrfInput />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="batchId" value={batchId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="confirmed" value="on" />
        <ul className={e.list}>
          {lines.map((l) => (
            <li key={l.id} data-bulk-line={l.id}>
              {l.label}
              {l.problem ? <strong> — {t("expense.bulk.skipped", { reason: l.problem })}</strong> : null}
              {l.problem ? null : <input type="hidden" name="rows" value={`${l.id}:${l.version}`} />}
            </li>
          ))}
        </ul>
        {error ? (
          <p className={s.formError} role="alert">
            {error}
          </p>
        ) : null}
        <div className={c.buttons}>
          <Link to={returnTo} className={s.buttonSecondary}>
            {t("expense.list.cancel")}
          </Link>
          {applicable.length > 0 ? (
            <button type="submit" className={s.button}>
              {intent === "approve-expense" ? t("expense.bulk.confirm_approve") : t("expense.bulk.confirm_reject")}
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** After a bulk decision with conflicts: how many were decided, and which could not be, with the reason. */
export function BulkResult({ decided, conflicts, returnTo }: { decided: number; conflicts: { id: number; label: string; reason: string }[]; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <section className={e.panel} role="alert" aria-labelledby="bulk-result-title">
      <h2 id="bulk-result-title" className={e.title} style={{ fontSize: "1.1rem" }}>
        {t("expense.bulk.result_title", { decided, failed: conflicts.length })}
      </h2>
      <ul className={e.list}>
        {conflicts.map((x) => (
          <li key={x.id} data-bulk-conflict={x.id}>
            {x.label} — {x.reason}
          </li>
        ))}
      </ul>
      <p>
        <Link to={returnTo}>{t("expense.bulk.back_to_list")}</Link>
      </p>
    </section>
  );
}
