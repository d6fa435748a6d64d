// HR's festivity form: title, description and place (optional), first and last day, company (none: every company's), canton, half day.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { COMPANY_CODES, COMPANY_NAMES } from "~/domain/company/companies";
import { FESTIVITY_LIMITS } from "~/domain/festivity/lists";
import { CANTON_CODES } from "~/domain/festivity/swiss-holidays";
import { CsrfInput } from "../csrf";
import { CheckboxField, DateField, SelectField, TextAreaField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export function FestivityForm({
  intent,
  defaults,
  commandId,
  lastResult,
  cancelTo,
}: {
  intent: "add-festivity" | "change-festivity";
  defaults: { title: string; description: string; place: string; startDate: string; endDate: string; companyCode: string; cantonCode: string; halfDay: string };
  commandId: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "festivity-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/festivity/schema").then((m) => m.festivityFormSchema)),
  });
  const failed = Object.keys(form.allErrors).length > 0;
  const headline = t("festivity_not_saved");
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[headline, ...(form.errors ?? []).map((e) => errorsText(t, [e])).filter((e) => e !== headline)].join(" ")}
        </p>
      ) : null}
      <TextField field={fields.title} label={t("festivities.columns.title")} maxLength={200} required />
      <TextAreaField field={fields.description} label={t("festivities.columns.description")} maxLength={FESTIVITY_LIMITS.description} />
      <TextField field={fields.place} label={t("festivities.columns.place")} maxLength={FESTIVITY_LIMITS.place} />
      <DateField field={fields.startDate} label={t("festivities.columns.start")} required />
      <DateField field={fields.endDate} label={t("festivities.columns.end")} required />
      <SelectField
        field={fields.companyCode}
        label={t("festivities.columns.company")}
        options={COMPANY_CODES.map((c) => ({ value: c, label: COMPANY_NAMES[c] }))}
        placeholder={t("festivities.all_companies")}
      />
      <SelectField
        field={fields.cantonCode}
        label={t("festivities.columns.canton")}
        options={CANTON_CODES.map((c) => ({ value: c, label: `${c} · ${t(`holidays.cantons.${c}`)}` }))}
        placeholder={t("festivities.no_canton")}
      />
      <CheckboxField field={fields.halfDay} label={t("festivities.half_day")} hint={t("festivities.half_day_hint")} />
      <p>
        <button type="submit" className={s.button}>
          {t("festivities.save")}
        </button>{" "}
        <Link to={cancelTo}>{t("festivities.cancel")}</Link>
      </p>
    </Form>
  );
}
