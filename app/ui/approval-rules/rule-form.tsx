// The add form of a second-approval rule (ADR-0139): kind, company, leave type or any, the working
// days (leave rules) or the CHF amount (expense rules), and the right the second approver must
// hold. Plain fields: it works without JavaScript; validated by conform with the domain's schema
// in the browser and again in the action; a refusal comes back with every value kept.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CsrfInput } from "../csrf";
import { ErrorSummary } from "../forms/error-summary";
import { MoneyField, NumberField, SelectField } from "../forms/fields";
import * as s from "../shell.css";
import * as a from "./approval-rules.css";
import { useClientValidation } from "~/ui/forms/client-validation";

type Option = { value: string; label: string };

export interface ApprovalRuleFormProps {
  defaults: { kind: string; companyCode: string; leaveType: string; minWorkingDays: string; minChf: string; secondRight: string };
  companies: Option[];
  kinds: Option[];
  leaveTypes: Option[];
  rights: Option[];
  commandId: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}

export function ApprovalRuleForm({ defaults, companies, kinds, leaveTypes, rights, commandId, lastResult }: ApprovalRuleFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "approval-rule-form",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/approval-rule/schema").then((m) => m.approvalRuleFormSchema)),
  });
  const failed = Object.keys(form.allErrors).length > 0;
  const headline = t("approval_rule.not_saved");
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value="set-second-approval-rule" />
      <input type="hidden" name="commandId" value={commandId} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[headline, ...(form.errors ?? []).map((e) => t(e)).filter((e) => e !== headline)].join(" ")}
        </p>
      ) : null}
      <fieldset className={a.fieldset}>
        <legend>{t("approval_rule.form.title")}</legend>
        <div className={a.row}>
          <SelectField field={fields.kind} label={t("approval_rule.form.kind")} options={kinds} required />
          <SelectField field={fields.companyCode} label={t("approval_rule.form.company")} options={companies} required />
        </div>
        <div className={a.row}>
          <SelectField field={fields.leaveType} label={t("approval_rule.form.leave_type")} options={leaveTypes} placeholder={t("approval_rule.any_leave")} hint={t("approval_rule.form.leave_only")} />
          <NumberField field={fields.minWorkingDays} label={t("approval_rule.form.min_days")} hint={t("approval_rule.form.min_days_hint")} integer min={1} />
        </div>
        <MoneyField field={fields.minChf} label={t("approval_rule.form.min_chf")} hint={t("approval_rule.form.min_chf_hint")} />
        <SelectField field={fields.secondRight} label={t("approval_rule.form.second_right")} options={rights} required />
        <div className={a.actions}>
          <button type="submit" className={s.button}>
            {t("approval_rule.form.save")}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
