// HR's carry-over form (issue 36, ADR-0136): the date a balance year opens, the signed hours and
// a reason. A plain POST form; a refused one comes back with what was typed.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { REASON_MAX } from "~/domain/working-time/decider";
import { CsrfInput } from "../csrf";
import { ErrorSummary } from "../forms/error-summary";
import { DateField, TextAreaField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export function CarryOverForm({ defaults, commandId, lastResult }: { defaults: { date: string; hours: string; reason: string }; commandId: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "carry-over-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/working-time/schema").then((m) => m.carryOverSchema)),
  });
  const failed = Object.keys(form.allErrors).length > 0;
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value="set-carry-over" />
      <input type="hidden" name="commandId" value={commandId} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[t("balance.carry_over.not_saved"), ...(form.errors ?? []).map((e) => errorsText(t, [e]))].join(" ")}
        </p>
      ) : null}
      <DateField field={fields.date} label={t("balance.carry_over.date")} hint={t("balance.carry_over.date_hint")} required />
      <TextField field={fields.hours} label={t("balance.carry_over.hours")} hint={t("balance.carry_over.hours_hint")} maxLength={8} required />
      <TextAreaField field={fields.reason} label={t("balance.carry_over.reason")} maxLength={REASON_MAX} required />
      <p>
        <button type="submit" className={s.button}>
          {t("balance.carry_over.save")}
        </button>
      </p>
    </Form>
  );
}
