import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "./csrf";
import * as s from "./shell.css";

/** The support request form (title and message required), in the footer and on /app/support. */
export function SupportForm({ id, lastResult, commandId, page }: { id: string; lastResult?: SubmissionResult<string[]> | null; commandId: string; page: string }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ title: string; message: string; page: string; commandId: string }>({
    id,
    lastResult,
    defaultValue: { commandId, page },
  });
  return (
    <Form method="post" action="/app/support" {...getFormProps(form)}>
      <CsrfInput />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="page" value={(fields.page.value as string) ?? page} />
      {form.errors?.length ? (
        <p className={s.formError} role="alert">
          {form.errors.map((e) => t(e)).join(" ")}
        </p>
      ) : null}
      <div className={s.field}>
        <label className={s.label} htmlFor={fields.title.id}>
          {t("support.field_title")}
        </label>
        <input className={s.input} {...getInputProps(fields.title, { type: "text" })} />
        {fields.title.errors ? <span className={s.fieldError}>{t(fields.title.errors[0])}</span> : null}
      </div>
      <div className={s.field}>
        <label className={s.label} htmlFor={fields.message.id}>
          {t("support.field_message")}
        </label>
        <textarea className={s.input} rows={4} {...getTextareaProps(fields.message)} />
        {fields.message.errors ? <span className={s.fieldError}>{t(fields.message.errors[0])}</span> : null}
      </div>
      <button type="submit" className={s.button}>
        {t("support.send")}
      </button>
    </Form>
  );
}

