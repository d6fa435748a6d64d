// The tool category form: a name (required). Works without JavaScript: a refused form comes back
// with the name and its error.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CATEGORY_NAME_MAX } from "~/domain/tool/category";
import { CsrfInput } from "../csrf";
import { TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export function CategoryForm({ intent, name, commandId, lastResult, cancelTo }: { intent: "create-tool-category" | "rename-tool-category"; name: string; commandId: string; lastResult: SubmissionResult<string[]> | null | undefined; cancelTo: string }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "tool-category-form",
    lastResult,
    defaultValue: { name },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/tool/schema").then((m) => m.categoryFormSchema)),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      {form.status === "error" ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[t("category_not_saved"), ...(form.errors ?? []).map((e) => errorsText(t, [e]))].join(" ")}
        </p>
      ) : null}
      <TextField field={fields.name} label={t("tools.categories.name")} maxLength={CATEGORY_NAME_MAX} required />
      <p>
        <button type="submit" className={s.button}>
          {t("tools.save")}
        </button>{" "}
        <Link to={cancelTo}>{t("tools.cancel")}</Link>
      </p>
    </Form>
  );
}
