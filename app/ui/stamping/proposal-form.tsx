// The one-field proposal for a forgotten stamp: the time of the missing clock-out (or clock-in).
// A plain form per unpaired stamp; a refusal comes back with the typed time and the error.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CsrfInput } from "../csrf";
import { HandErrorSummary } from "../forms/error-summary";
import * as s from "../shell.css";
import * as st from "./stamping.css";
import type { FlaggedStampView } from "./view";

export interface ProposalFeedback {
  partnerId: number;
  time: string;
  error: string;
}

export function ProposalForm({ flagged, commandId, feedback }: { flagged: FlaggedStampView; commandId: string; feedback: ProposalFeedback | null }) {
  const { t } = useTranslation();
  const id = `proposal-${flagged.stamp.id}`;
  const mine = feedback && feedback.partnerId === flagged.stamp.id ? feedback : null;
  return (
    <Form method="post" className={st.inlineForm} aria-label={t("stamping.proposal.form_label", { day: flagged.day })} id={`${id}-form`}>
      <HandErrorSummary formId={`${id}-form`} errors={mine ? { time: mine.error } : null} idOf={() => id} translated />
      <CsrfInput />
      <input type="hidden" name="intent" value="propose-missing-stamp" />
      <input type="hidden" name="partnerId" value={flagged.stamp.id} />
      <input type="hidden" name="commandId" value={commandId} />
      <div className={s.field}>
        <label className={s.label} htmlFor={id}>
          {t("stamping.proposal.time", { kind: flagged.missingLabel })}
        </label>
        <input
          id={id}
          name="time"
          className={`${s.input} ${st.narrowInput}`}
          inputMode="numeric"
          placeholder={t("forms.time_placeholder")}
          autoComplete="off"
          maxLength={8}
          defaultValue={mine?.time ?? ""}
          key={mine ? `${mine.time}-${mine.error}` : "empty"}
          aria-invalid={mine ? true : undefined}
          aria-describedby={mine ? `${id}-error` : undefined}
        />
        {mine ? (
          <span className={s.fieldError} id={`${id}-error`}>
            {mine.error}
          </span>
        ) : null}
      </div>
      <div className={s.field}>
        <button type="submit" className={s.button}>
          {t("stamping.proposal.send")}
        </button>
      </div>
    </Form>
  );
}
