// The person's own password: old, new and confirmation; discarding goes back to the dashboard.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import { CsrfInput } from "../csrf";
import { errorText } from "../forms/messages";
import * as pg from "../page.css";
import * as s from "../shell.css";

export const PASSWORD_INTENT = "change-password";

export function PasswordForm({ commandId, lastResult }: { commandId: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ oldPassword: string; newPassword: string; confirmPassword: string; commandId: string }>({
    id: "password-form",
    lastResult,
    defaultValue: { commandId },
  });
  const field = (name: "oldPassword" | "newPassword" | "confirmPassword", label: string, auto: string) => (
    <div className={s.field}>
      <label className={s.label} htmlFor={fields[name].id}>
        {label}
      </label>
      <input className={s.input} {...getInputProps(fields[name], { type: "password" })} autoComplete={auto} maxLength={name === "oldPassword" ? TEXT_LIMITS.login.password : TEXT_LIMITS.password} />
      {fields[name].errors ? (
        <span className={s.fieldError} id={fields[name].errorId}>
          {errorText(t, fields[name].errors[0])}
        </span>
      ) : null}
    </div>
  );
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      <input type="hidden" name="commandId" value={commandId} />
      {form.errors?.length ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {form.errors.map((e) => errorText(t, e)).join(" ")}
        </p>
      ) : null}
      {field("oldPassword", t("profile.edit.old_password"), "current-password")}
      {field("newPassword", t("permission.edit.new_password"), "new-password")}
      {field("confirmPassword", t("permission.edit.confirm_password"), "new-password")}
      <p className={pg.small}>{t("validationMessagePassword")}</p>
      <div className={pg.toolbar}>
        <button type="submit" className={s.button}>
          {t("permission.edit.save")}
        </button>
        <Link to="/app/profile/dashboard" className={s.buttonSecondary}>
          {t("profile.edit.discard")}
        </Link>
      </div>
    </Form>
  );
}
