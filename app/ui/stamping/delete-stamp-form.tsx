// Deleting a stamp asks first, like any delete (app/ui/confirm.tsx): without JavaScript the delete
// link leads to `?delete=1` and the page renders this confirmation step with the reason field;
// the deletion is final but the stamp stays in the history.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { REASON_MAX } from "~/domain/stamping/types";
import * as c from "../confirm.css";
import { CsrfInput } from "../csrf";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export function DeleteStampForm({
  commandId,
  version,
  cancelTo,
  lastResult,
  action,
  onCancel,
}: {
  commandId: string;
  version: number;
  cancelTo: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** where the form posts; the current page when absent (the calendar's item dialog posts to the item's page) */
  action?: string;
  /** in a dialog: cancel closes it instead of following `cancelTo` */
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "delete-stamp-form",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: useClientValidation("form", () => import("~/domain/stamping/schema").then((m) => m.deleteStampSchema)),
  });
  return (
    <Form method="post" action={action} className={c.form} {...getFormProps(form)} aria-labelledby="delete-stamp-title">
      <ErrorSummary form={form} />
      <h2 className={c.title} id="delete-stamp-title">
        {t("stamping.hr.delete_title")}
      </h2>
      <p>{t("stamping.hr.delete_text")}</p>
      <CsrfInput />
      <input type="hidden" name="intent" value="delete-stamp" />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={version} />
      {form.errors?.length ? (
        <p className={s.formError} role="alert">
          {errorsText(t, form.errors)}
        </p>
      ) : null}
      <div className={s.field}>
        <label className={s.label} htmlFor={fields.reason.id}>
          {t("stamping.form.reason")}
        </label>
        <textarea className={s.input} {...getTextareaProps(fields.reason)} key={fields.reason.key} rows={2} maxLength={REASON_MAX} />
        {fields.reason.errors?.length ? (
          <span className={s.fieldError} id={fields.reason.errorId}>
            {errorsText(t, fields.reason.errors)}
          </span>
        ) : null}
      </div>
      <div className={c.buttons}>
        {onCancel ? (
          <button type="button" className={s.buttonSecondary} onClick={onCancel}>
            {t("stamping.form.cancel")}
          </button>
        ) : (
          <Link to={cancelTo} className={s.buttonSecondary}>
            {t("stamping.form.cancel")}
          </Link>
        )}
        <button type="submit" className={s.button}>
          {t("stamping.hr.delete_confirm")}
        </button>
      </div>
    </Form>
  );
}
