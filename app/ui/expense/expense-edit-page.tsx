// The expense form's edit page, for the person's own expense and for HR's page of that person: the
// summary, the status, and the form while the expense is pending (else why it cannot be edited).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "~/ui/shell.css";
import * as e from "./expense.css";
import { ExpenseForm, type ExpenseFormProps } from "./expense-form";
import { ExpenseStatusBadge } from "./status-badge";
import type { ReceiptView } from "./receipt-link";
import type { ExpenseStatus } from "~/domain/expense/types";

export interface ExpenseEditPageData {
  heading: string;
  status: ExpenseStatus;
  summary: string;
  editable: boolean;
  defaults: Record<string, string>;
  receipt: ReceiptView | null;
  version: number;
  commandId: string;
  sites: ExpenseFormProps["sites"];
}

export function ExpenseEditPage({ d, back, backLabel, lastResult, fileSent }: { d: ExpenseEditPageData; back: string; backLabel: string; lastResult: ExpenseFormProps["lastResult"]; fileSent: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${e.page}`} style={{ maxWidth: "48rem" }}>
      <p>
        <Link to={back}>← {backLabel}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <p>
        {d.summary} · <ExpenseStatusBadge status={d.status} />
      </p>
      {d.editable ? (
        <ExpenseForm
          intent="edit-expense"
          defaults={d.defaults}
          commandId={d.commandId}
          expectedVersion={d.version}
          lastResult={lastResult}
          fileSent={fileSent}
          cancelTo={back}
          sites={d.sites}
          currentReceipt={d.receipt}
        />
      ) : (
        <p className={s.formError} role="alert">
          {t("edit_allow_only_on_pending")}
        </p>
      )}
    </section>
  );
}
