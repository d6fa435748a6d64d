// HR's stamp form: kind, date and time, reason — for adding a stamp for someone and for correcting
// one, both on quarter-hour times (the spec's step); a correction may keep the stamp's own minute,
// so a correction of the kind alone keeps the time (the decider refuses any other minute). Validated by conform with the domain's schema in the browser and again in the
// action; a refusal comes back with every value kept and the error beside its field.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useClientValidation } from "~/ui/forms/client-validation";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { addStampSchema, correctStampSchema } from "~/domain/stamping/schema";
import { REASON_MAX, STAMP_KINDS } from "~/domain/stamping/types";
import { CsrfInput } from "../csrf";
import { errorsText } from "../forms/messages";
import { DateTimeField, SelectField } from "../forms/fields";
import * as s from "../shell.css";
import * as st from "./stamping.css";

export interface StampFormProps {
  intent: "add-stamp" | "correct-stamp";
  defaults: { kind?: string; stampedAt?: string; reason?: string };
  commandId: string;
  expectedVersion: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo: string;
}

export function StampForm({ intent, defaults, commandId, expectedVersion, lastResult, cancelTo }: StampFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `${intent}-form`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation(intent, () => import("~/domain/stamping/schema").then((m): typeof addStampSchema | typeof correctStampSchema => (intent === "add-stamp" ? m.addStampSchema : m.correctStampSchema))),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={expectedVersion} />
      {form.errors?.length ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {errorsText(t, form.errors)}
        </p>
      ) : null}
      <SelectField
        field={fields.kind}
        label={t("stamping.form.kind")}
        placeholder={t("stamping.form.choose_kind")}
        options={STAMP_KINDS.map((k) => ({ value: k, label: t(`stamping.kind.${k}`) }))}
      />
      <DateTimeField field={fields.stampedAt} label={t("stamping.form.stamped_at")} hint={intent === "add-stamp" ? undefined : t("stamping.form.minute_hint")} />
      <div className={s.field}>
        <label className={s.label} htmlFor={fields.reason.id}>
          {t("stamping.form.reason")}
        </label>
        <textarea className={s.input} {...getTextareaProps(fields.reason)} key={fields.reason.key} rows={3} maxLength={REASON_MAX} />
        {fields.reason.errors?.length ? (
          <span className={s.fieldError} id={fields.reason.errorId}>
            {errorsText(t, fields.reason.errors)}
          </span>
        ) : null}
      </div>
      <div className={st.actions}>
        <button type="submit" className={s.button}>
          {t("stamping.form.save")}
        </button>
        <Link to={cancelTo} className={s.buttonSecondary}>
          {t("stamping.form.cancel")}
        </Link>
      </div>
    </Form>
  );
}
