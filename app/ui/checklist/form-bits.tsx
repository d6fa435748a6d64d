// Small pieces every checklist form uses: the hidden command fields, the errors of a refused form
// (every message, each once, translated), a field's own error, the status badge and the lists' status filter.
import type { SubmissionResult } from "@conform-to/react";
import { CHECKLIST_STATUSES } from "~/domain/checklist/decider";
import { useTranslation } from "~/i18n/react";
import { CsrfInput } from "../csrf";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import * as cs from "./checklist.css";

export type Result = SubmissionResult<string[]> | null | undefined;

export function Hidden({ intent, commandId, version }: { intent: string; commandId: string; version?: number }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      {version !== undefined ? <input type="hidden" name="expectedVersion" value={version} /> : null}
    </>
  );
}

/** The id of the control a refused field's name points at, for the form's error summary (issue 34): a head field or the
 * template's own is `cl-<name>`, a question's title `q-<n>-title`, an item's label `q-<n>-i-<m>-label` (the editor's ids),
 * the question list as a whole its error line. */
export function checklistFieldId(name: string): string {
  const item = /^questions\[(\d+)\]\.items\[(\d+)\]\.label$/.exec(name);
  if (item) return `q-${item[1]}-i-${item[2]}-label`;
  const question = /^questions\[(\d+)\]\.title$/.exec(name);
  if (question) return `q-${question[1]}-title`;
  if (name === "questions") return "questions-error";
  return `cl-${name}`;
}

/** Every error of a refused form above it, with the headline (checklist_not_saved). */
export function FormErrors({ result, headline = "checklist_not_saved" }: { result: Result; headline?: string }) {
  const { t } = useTranslation();
  const errors = result?.error ?? {};
  const messages = [...new Set(Object.values(errors).flatMap((m) => m ?? []))];
  if (messages.length === 0) return null;
  return (
    <p className={s.formError} role="alert">
      {t(headline)} {errorsText(t, messages)}
    </p>
  );
}

export function FieldError({ result, name }: { result: Result; name: string }) {
  const { t } = useTranslation();
  const messages = result?.error?.[name];
  if (!messages || messages.length === 0) return null;
  return (
    <span className={s.fieldError} id={`${name}-error`}>
      {errorsText(t, messages)}
    </span>
  );
}

/** A value the user typed (kept when the form was refused), else the default. */
export function kept(result: Result, name: string, fallback: string): string {
  const v = (result?.initialValue as Record<string, unknown> | undefined)?.[name];
  return typeof v === "string" ? v : fallback;
}

export function StatusBadge({ status }: { status: "PENDING" | "APPROVED" | "REJECTED" }) {
  const { t } = useTranslation();
  const tone = status === "APPROVED" ? cs.approved : status === "REJECTED" ? cs.rejected : cs.pending;
  return <span className={`${cs.badge} ${tone}`}>{t(`checklist.status.${status}`)}</span>;
}

/** A list's status filter: every status, or one; `all` is the value meaning every status (its page's query says which). */
export function StatusFilter({ value, all }: { value: string; all: string }) {
  const { t } = useTranslation();
  return (
    <label>
      {t("checklist.fields.status")}
      <select name="status" defaultValue={value} className={s.input}>
        <option value={all}>{t("checklist.list.all")}</option>
        {CHECKLIST_STATUSES.map((x) => (
          <option key={x} value={x}>
            {t(`checklist.status.${x}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
