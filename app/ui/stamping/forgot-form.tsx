// The "I forgot" path under the clock button (ADR-0042): the clock offers only the stamp it
// expects next, and the other kind only here, as a step of the proposal flow. On duty: "I forgot
// to clock out" proposes the time the person left, for HR to accept; then the clock expects a
// clock-in again. Off duty: "I forgot to clock in" clocks out now and proposes the time the work
// started as the missing clock-in. A native <details>, so it opens without JavaScript; it stays open
// with the error and the typed time when the server refused it.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CsrfInput } from "../csrf";
import { HandErrorSummary } from "../forms/error-summary";
import * as s from "../shell.css";
import * as st from "./stamping.css";

export interface ForgotFeedback {
  time: string;
  error: string;
}

export interface ForgotFormProps {
  /** where the form posts (the stamping page's action) */
  action: string;
  commandId: string;
  /** the person's open clock-in when on duty (its exit is what they forgot); null when off duty */
  openEntry: { id: number; date: string; time: string } | null;
  feedback: ForgotFeedback | null;
}

export function ForgotForm({ action, commandId, openEntry, feedback }: ForgotFormProps) {
  const { t } = useTranslation();
  const field = "forgot-time";
  const which = openEntry ? "exit" : "entry";
  return (
    <details className={st.forgot} open={feedback ? true : undefined} data-forgot={which}>
      <summary className={st.forgotSummary}>{t(`stamping.forgot.${which}.summary`)}</summary>
      <p className={st.muted}>{openEntry ? t("stamping.forgot.exit.text", { date: openEntry.date, time: openEntry.time }) : t("stamping.forgot.entry.text")}</p>
      <Form method="post" action={action} className={st.inlineForm} aria-label={t(`stamping.forgot.${which}.summary`)} id="forgot-form">
        <HandErrorSummary formId="forgot-form" errors={feedback ? { time: feedback.error } : null} idOf={() => field} translated />
        <CsrfInput />
        <input type="hidden" name="commandId" value={commandId} />
        {openEntry ? (
          <>
            <input type="hidden" name="intent" value="propose-missing-stamp" />
            <input type="hidden" name="partnerId" value={openEntry.id} />
          </>
        ) : (
          <input type="hidden" name="intent" value="record-stamp-missing-entry" />
        )}
        <div className={s.field}>
          <label className={s.label} htmlFor={field}>
            {t(`stamping.forgot.${which}.time`)}
          </label>
          <input
            id={field}
            name={openEntry ? "time" : "missingEntryTime"}
            className={`${s.input} ${st.narrowInput}`}
            inputMode="numeric"
            placeholder={t("forms.time_placeholder")}
            autoComplete="off"
            maxLength={8}
            defaultValue={feedback?.time ?? ""}
            key={feedback ? `${feedback.time}-${feedback.error}` : "empty"}
            aria-invalid={feedback ? true : undefined}
            aria-describedby={feedback ? `${field}-error` : undefined}
          />
          {feedback ? (
            <span className={s.fieldError} id={`${field}-error`} role="alert">
              {feedback.error}
            </span>
          ) : null}
        </div>
        <div className={s.field}>
          <button type="submit" className={s.buttonSecondary}>
            {t(`stamping.forgot.${which}.send`)}
          </button>
        </div>
      </Form>
    </details>
  );
}
