// HR's one form that generates a canton's public holidays of a year for a company or every
// company, with the December half days if wanted (ADR-0062).
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { COMPANY_CODES, COMPANY_NAMES } from "~/domain/company/companies";
import { CANTON_CODES } from "~/domain/festivity/swiss-holidays";
import { CsrfInput } from "../csrf";
import { CheckboxField, NumberField, SelectField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export function GenerateFestivitiesForm({ year, commandId, action, lastResult }: { year: number; commandId: string; action: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "generate-festivities",
    lastResult,
    defaultValue: { year: String(year), canton: "TI", companyCode: "", halfDays: "on" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/festivity/schema").then((m) => m.generateFestivitiesSchema)),
  });
  const failed = Object.keys(form.allErrors).length > 0;
  const headline = t("festivities.generate.not_generated");
  return (
    <Form method="post" action={action} {...getFormProps(form)} aria-labelledby="generate-title">
      <ErrorSummary form={form} />
      <h2 id="generate-title">{t("festivities.generate.title")}</h2>
      <p>{t("festivities.generate.text")}</p>
      <CsrfInput />
      <input type="hidden" name="intent" value="generate-festivities" />
      <input type="hidden" name="commandId" value={commandId} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[headline, ...(form.errors ?? []).map((e) => errorsText(t, [e])).filter((e) => e !== headline)].join(" ")}
        </p>
      ) : null}
      <NumberField field={fields.year} label={t("festivities.year")} min={1900} max={2100} integer required />
      <SelectField field={fields.canton} label={t("festivities.columns.canton")} options={CANTON_CODES.map((c) => ({ value: c, label: `${c} · ${t(`holidays.cantons.${c}`)}` }))} required />
      <SelectField
        field={fields.companyCode}
        label={t("festivities.columns.company")}
        options={COMPANY_CODES.map((c) => ({ value: c, label: COMPANY_NAMES[c] }))}
        placeholder={t("festivities.all_companies")}
      />
      <CheckboxField field={fields.halfDays} label={t("festivities.generate.half_days")} />
      <p>
        <button type="submit" className={s.button}>
          {t("festivities.generate.submit")}
        </button>
      </p>
    </Form>
  );
}
