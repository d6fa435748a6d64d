// The working-hours rule form: the company, winter and summer start and end (HH:MM, 5-minute
// steps), and whether it is for all users of the company or for the people ticked. Validated by
// conform with the domain's schema in the browser and again in the action; a refusal comes back
// with every value kept, `working_hours_not_saved` above and the error beside its field.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CsrfInput } from "../csrf";
import { SelectField, TimeField } from "../forms/fields";
import * as s from "../shell.css";
import * as w from "./working-hours.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface RuleFormProps {
  /** the command the form asks for (its route's intent) */
  intent: "create-working-hours-rule" | "change-working-hours-rule";
  defaults: { companyCode: string; winterStart: string; winterEnd: string; summerStart: string; summerEnd: string; scope: "all" | "list"; userIds: string[] };
  companies: { value: string; label: string }[];
  people: { id: number; name: string; company: string; companyLabel: string }[];
  commandId: string;
  expectedVersion: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo: string;
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

export function RuleForm({ intent, defaults, companies, people, commandId, expectedVersion, lastResult, cancelTo }: RuleFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "working-hours-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/working-hours/schema").then((m) => m.workingHoursFormSchema)),
  });
  const scope = (fields.scope.initialValue as string | undefined) ?? defaults.scope;
  const chosen = new Set(asList(fields.userIds.initialValue ?? defaults.userIds));
  const hint = t("working_hours.form.time_hint");
  // any refusal, in the browser or from the server, says working_hours_not_saved first
  const headline = t("working_hours_not_saved");
  const failed = Object.keys(form.allErrors).length > 0;
  const groups = companies.map((c) => ({ ...c, people: people.filter((p) => p.company === c.value) })).filter((g) => g.people.length > 0);
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={expectedVersion} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[headline, ...(form.errors ?? []).map((e) => t(e)).filter((e) => e !== headline)].join(" ")}
        </p>
      ) : null}
      <SelectField field={fields.companyCode} label={t("working_hours.form.company")} options={companies} />
      <fieldset className={w.fieldset}>
        <legend>{t("working_hours.form.winter")}</legend>
        <div className={w.row}>
          <TimeField field={fields.winterStart} label={t("working_hours.form.winter_start")} hint={hint} />
          <TimeField field={fields.winterEnd} label={t("working_hours.form.winter_end")} hint={hint} />
        </div>
      </fieldset>
      <fieldset className={w.fieldset}>
        <legend>{t("working_hours.form.summer")}</legend>
        <div className={w.row}>
          <TimeField field={fields.summerStart} label={t("working_hours.form.summer_start")} hint={hint} />
          <TimeField field={fields.summerEnd} label={t("working_hours.form.summer_end")} hint={hint} />
        </div>
      </fieldset>
      <fieldset className={w.fieldset} aria-describedby={fields.userIds.errors?.length ? fields.userIds.errorId : undefined}>
        <legend>{t("working_hours.form.for_whom")}</legend>
        <label className={s.checkboxRow}>
          <input type="radio" name="scope" value="all" defaultChecked={scope !== "list"} />
          <span>{t("working_hours.form.all_users")}</span>
        </label>
        <label className={s.checkboxRow}>
          <input type="radio" name="scope" value="list" defaultChecked={scope === "list"} />
          <span>{t("working_hours.form.listed_users")}</span>
        </label>
        {groups.map((g) => (
          <fieldset key={g.value} className={w.people}>
            <legend>{g.label}</legend>
            {g.people.map((p) => (
              <label key={p.id} className={s.checkboxRow}>
                <input type="checkbox" name="userIds" value={p.id} defaultChecked={chosen.has(String(p.id))} />
                <span>{p.name}</span>
              </label>
            ))}
          </fieldset>
        ))}
        {fields.userIds.errors?.length ? (
          <span className={s.fieldError} id={fields.userIds.errorId}>
            {fields.userIds.errors.map((e) => t(e)).join(" ")}
          </span>
        ) : null}
      </fieldset>
      <div className={w.actions}>
        <button type="submit" className={s.button}>
          {t("working_hours.form.save")}
        </button>
        <Link to={cancelTo} className={s.buttonSecondary}>
          {t("working_hours.form.cancel")}
        </Link>
      </div>
    </Form>
  );
}
