// The support request form's fields (title and message, each within its limit) and button, shared
// by the page's form (conform, with the refusal's errors: ./support-form) and the footer's (plain,
// ./support-footer-form: it never shows a refusal, the page does, and every page has a footer, so it
// must not bring conform to the pages that have no other form — issue 40).
import { useTranslation } from "~/i18n/react";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import { CsrfInput } from "./csrf";
import { TextAreaField, TextField, type FormField } from "./forms/fields";
import { errorsText } from "./forms/messages";
import * as s from "./shell.css";

const LIMITS = TEXT_LIMITS.support;

export function SupportFormBody({ commandId, page, title, message, errors }: { commandId: string; page: string; title: FormField; message: FormField; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="commandId" value={commandId} />
      {/* the page is not typed: a longer address (a long search) is left out, as the schema would drop it */}
      <input type="hidden" name="page" value={page.length <= LIMITS.page ? page : ""} />
      {errors?.length ? (
        <p className={s.formError} role="alert">
          {errorsText(t, errors)}
        </p>
      ) : null}
      <TextField key={title.key} field={title} label={t("support.field_title")} maxLength={LIMITS.title} />
      <TextAreaField key={message.key} field={message} label={t("support.field_message")} maxLength={LIMITS.message} rows={4} />
      <button type="submit" className={s.button}>
        {t("support.send")}
      </button>
    </>
  );
}
