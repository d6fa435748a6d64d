// The monthly sign-off screen (ADR-0138), the person's (app/routes/app.profile.month-close.tsx) and
// HR's (app/routes/app.hr.users.$userId.month-close.tsx): where the month stands, who signed and
// countersigned it and when, its log, and the forms the viewer may send (sign, countersign, send
// back, reopen, comment). Plain forms: a refused one comes back with its text kept.
import { Form, Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { CsrfInput } from "~/ui/csrf";
import { HandErrorSummary } from "~/ui/forms/error-summary";
import { errorsText } from "~/ui/forms/messages";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";
import { RemovedText } from "~/ui/removed-text";

export type MonthIntent = "sign-month" | "countersign-month" | "send-month-back" | "reopen-month" | "comment-month";

export interface MonthCloseView {
  heading: string;
  /** YYYY-MM, and "ottobre 2026" */
  month: string;
  monthLabel: string;
  status: "OPEN" | "SIGNED" | "COUNTERSIGNED";
  signed: { name: string; at: string } | null;
  countersigned: { name: string; at: string } | null;
  /** `textRemoved`: the month's person was erased, the comment or reason is gone (ADR-0134) */
  log: { key: string; what: string; name: string; at: string; text: string | null; textRemoved: boolean }[];
  version: number;
  /** the forms this viewer may send, each with its own command id */
  forms: Partial<Record<MonthIntent, string>>;
  previous: string;
  next: string | null;
  self: string;
  pdfs: { label: string; href: string }[];
}

interface ActionData {
  intent: string | null;
  result: { error?: Record<string, string[] | null> | null; initialValue?: unknown };
}

const FIELD: Record<MonthIntent, "comment" | "reason"> = {
  "sign-month": "comment",
  "countersign-month": "comment",
  "send-month-back": "reason",
  "reopen-month": "reason",
  "comment-month": "comment",
};

function MonthForm({ intent, d, a, t, label, submit }: { intent: MonthIntent; d: MonthCloseView; a: ActionData | null; t: TFunction; label: string; submit: string }) {
  const commandId = d.forms[intent];
  if (!commandId) return null;
  const mine = a?.intent === intent;
  const errors = mine ? (a?.result.error ?? {}) : {};
  const kept = (mine ? (a?.result.initialValue ?? {}) : {}) as Record<string, string | undefined>;
  const name = FIELD[intent];
  const formId = `${intent}-form`;
  const fieldId = `${intent}-${name}`;
  const refusal = errorsText(t, errors[""] ?? undefined);
  const fieldError = errorsText(t, errors[name] ?? undefined);
  return (
    <Form method="post" action={d.self} className={p.fieldset} id={formId} aria-labelledby={`${formId}-title`}>
      <HandErrorSummary formId={formId} errors={errors} idOf={(n) => `${intent}-${n}`} />
      <h2 id={`${formId}-title`} className={p.subtitle}>
        {t(`month_close.form.${intent}`)}
      </h2>
      {refusal ? (
        <p className={s.formError} role="alert">
          {refusal}
        </p>
      ) : null}
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="month" value={d.month} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={d.version} />
      <div className={s.field}>
        <label className={s.label} htmlFor={fieldId}>
          {label}
        </label>
        <textarea
          id={fieldId}
          name={name}
          className={s.input}
          rows={2}
          maxLength={1000}
          defaultValue={kept[name] ?? ""}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
        />
        {fieldError ? (
          <span id={`${fieldId}-error`} className={s.fieldError}>
            {fieldError}
          </span>
        ) : null}
      </div>
      <button type="submit" className={s.button}>
        {submit}
      </button>
    </Form>
  );
}

export function MonthClosePage({ data: d, actionData: a, t }: { data: MonthCloseView; actionData: ActionData | null; t: TFunction }) {
  return (
    <section className={p.page} aria-labelledby="month-close-title">
      <h1 id="month-close-title">{d.heading}</h1>
      <nav className={p.actions} aria-label={t("month_close.months")}>
        <Link to={`${d.self}?month=${d.previous}`}>← {t("month_close.previous")}</Link>
        {d.next ? <Link to={`${d.self}?month=${d.next}`}>{t("month_close.next")} →</Link> : null}
      </nav>
      <dl className={p.fields} data-testid="month-close-state">
        <dt className={p.fieldLabel}>{t("month_close.state")}</dt>
        <dd className={p.fieldValue}>{t(`month_close.status.${d.status}`)}</dd>
        <dt className={p.fieldLabel}>{t("month_close.signed_by")}</dt>
        <dd className={p.fieldValue}>{d.signed ? t("month_close.who_when", d.signed) : t("month_close.not_yet")}</dd>
        <dt className={p.fieldLabel}>{t("month_close.countersigned_by")}</dt>
        <dd className={p.fieldValue}>{d.countersigned ? t("month_close.who_when", d.countersigned) : t("month_close.not_yet")}</dd>
      </dl>
      {d.status === "COUNTERSIGNED" ? <p className={s.muted}>{t("month_close.locked_note")}</p> : null}
      <ul className={p.list}>
        {d.pdfs.map((x) => (
          <li key={x.href}>
            <a href={x.href}>{x.label}</a>
          </li>
        ))}
      </ul>
      <MonthForm intent="sign-month" d={d} a={a} t={t} label={t("month_close.comment_optional")} submit={t("month_close.confirm", { month: d.monthLabel })} />
      <MonthForm intent="countersign-month" d={d} a={a} t={t} label={t("month_close.comment_optional")} submit={t("month_close.countersign", { month: d.monthLabel })} />
      <MonthForm intent="send-month-back" d={d} a={a} t={t} label={t("month_close.reason")} submit={t("month_close.send_back")} />
      <MonthForm intent="reopen-month" d={d} a={a} t={t} label={t("month_close.reason")} submit={t("month_close.reopen")} />
      <MonthForm intent="comment-month" d={d} a={a} t={t} label={t("month_close.comment")} submit={t("month_close.add_comment")} />
      <h2 className={p.subtitle}>{t("month_close.log")}</h2>
      {d.log.length === 0 ? (
        <p className={s.muted}>{t("month_close.log_empty")}</p>
      ) : (
        <ol className={p.list} data-testid="month-close-log">
          {d.log.map((l) => (
            <li key={l.key}>
              {t("month_close.log_line", { what: l.what, name: l.name, at: l.at })}
              {l.textRemoved ? (
                <>
                  {" "}
                  <RemovedText />
                </>
              ) : l.text ? (
                <>
                  {" "}
                  <q>{l.text}</q>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
