// HR's decisions on the proposals waiting: an accept button and a refuse form with an optional
// reason, each a plain form carrying the record's version (a stale one gives the conflict message).
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { REASON_MAX } from "~/domain/stamping/types";
import { CsrfInput } from "../csrf";
import { HandErrorSummary } from "../forms/error-summary";
import * as s from "../shell.css";
import * as st from "./stamping.css";

export interface PendingProposalView {
  id: number;
  version: number;
  /** "mar 10.03.2026" */
  day: string;
  kindLabel: string;
  time: string;
  /** the unpaired stamp it completes, as "Entrata 08:00" */
  partner: string | null;
  proposedAt: string;
  /** the command ids of its accept and refuse forms */
  commandIds: { accept: string; refuse: string };
}

export interface DecisionFeedback {
  stampId: number;
  /** the refusal, worded */
  error: string;
  /** "reason": the error is about the refusal's reason, and is shown beside it; otherwise above the buttons */
  field?: "reason";
  /** the reason as typed, kept */
  reason: string;
}

export function ProposalDecisions({ proposals, canDecide, feedback }: { proposals: PendingProposalView[]; canDecide: boolean; feedback: DecisionFeedback | null }) {
  const { t } = useTranslation();
  return (
    <ul className={st.list}>
      {proposals.map((p) => {
        const mine = feedback?.stampId === p.id ? feedback : null;
        const reasonError = mine?.field === "reason" ? mine.error : null;
        const errorId = `refuse-reason-${p.id}-error`;
        return (
          <li key={p.id} className={st.item} data-proposal={p.id}>
            <span>
              {t("stamping.hr.proposal_line", { day: p.day, kind: p.kindLabel, time: p.time, at: p.proposedAt })}
              {p.partner ? ` — ${t("stamping.hr.completes", { partner: p.partner })}` : ""}
            </span>
            {mine && !reasonError ? (
              <p className={s.formError} role="alert">
                {mine.error}
              </p>
            ) : null}
            {canDecide ? (
              <div className={st.actions}>
                <Form method="post" className={st.inlineForm}>
                  <CsrfInput />
                  <input type="hidden" name="intent" value="accept-missing-stamp" />
                  <input type="hidden" name="stampId" value={p.id} />
                  <input type="hidden" name="commandId" value={p.commandIds.accept} />
                  <input type="hidden" name="expectedVersion" value={p.version} />
                  <button type="submit" className={s.button} aria-label={`${t("stamping.hr.accept")} ${p.day} ${p.time}`}>
                    {t("stamping.hr.accept")}
                  </button>
                </Form>
                <Form method="post" className={st.inlineForm} id={`refuse-${p.id}-form`}>
                  <HandErrorSummary formId={`refuse-${p.id}-form`} errors={reasonError ? { reason: reasonError } : null} idOf={() => `refuse-reason-${p.id}`} translated />
                  <CsrfInput />
                  <input type="hidden" name="intent" value="refuse-missing-stamp" />
                  <input type="hidden" name="stampId" value={p.id} />
                  <input type="hidden" name="commandId" value={p.commandIds.refuse} />
                  <input type="hidden" name="expectedVersion" value={p.version} />
                  <div className={s.field}>
                    <label className={s.label} htmlFor={`refuse-reason-${p.id}`}>
                      {t("stamping.hr.refuse_reason")}
                    </label>
                    <input
                      id={`refuse-reason-${p.id}`}
                      name="reason"
                      className={s.input}
                      maxLength={REASON_MAX}
                      defaultValue={mine?.reason ?? ""}
                      aria-invalid={reasonError ? true : undefined}
                      aria-describedby={reasonError ? errorId : undefined}
                    />
                    {reasonError ? (
                      <span className={s.fieldError} id={errorId}>
                        {reasonError}
                      </span>
                    ) : null}
                  </div>
                  <div className={s.field}>
                    <button type="submit" className={s.buttonSecondary} aria-label={`${t("stamping.hr.refuse")} ${p.day} ${p.time}`}>
                      {t("stamping.hr.refuse")}
                    </button>
                  </div>
                </Form>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
