import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import { CsrfInput } from "./csrf";
import { TextAreaField, TextField } from "./forms/fields";
import { errorsText } from "./forms/messages";
import * as s from "./shell.css";

const LIMITS = TEXT_LIMITS.support;

/** The support request form (title and message required, each within its limit), in the footer and on /app/support. */
export function SupportForm({ id, lastResult, commandId, page }: { id: string; lastResult?: SubmissionResult<string[]> | null; commandId: string; page: string }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ title: string; message: string; page: string; commandId: string }>({
    id,
    lastResult,
    defaultValue: { commandId, page },
  });
  // the page is not typed: a longer address (a long search) is left out, as the schema would drop it
  const from = (fields.page.value as string) ?? page;
  return (
    <Form method="post" action="/app/support" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="page" value={from.length <= LIMITS.page ? from : ""} />
      {form.errors?.length ? (
        <p className={s.formError} role="alert">
          {errorsText(t, form.errors)}
        </p>
      ) : null}
      <TextField key={fields.title.key} field={fields.title} label={t("support.field_title")} maxLength={LIMITS.title} />
      <TextAreaField key={fields.message.key} field={fields.message} label={t("support.field_message")} maxLength={LIMITS.message} rows={4} />
      <button type="submit" className={s.button}>
        {t("support.send")}
      </button>
    </Form>
  );
}
