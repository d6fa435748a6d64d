// A checklist template's form (new-template, {id}/edit-template): name, type, mandatory for
// workers with its notify interval, and the question editor (no JavaScript needed).
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { QuestionInput } from "~/domain/checklist/decider";
import { NOTIFY_INTERVALS, TEMPLATE_TYPES } from "~/domain/checklist/lists";
import * as s from "../shell.css";
import * as cs from "./checklist.css";
import { HandErrorSummary } from "../forms/error-summary";
import { checklistFieldId, FieldError, FormErrors, Hidden, kept, type Result } from "./form-bits";
import { CHECKLISTS } from "./paths";
import { DefaultSubmit, QuestionEditor } from "./question-editor";

export interface TemplateDefaults {
  name: string;
  type: string;
  mandatory: boolean;
  notifyEach: string;
}

export function TemplateForm({ defaults, questions, commandId, version, result }: { defaults: TemplateDefaults; questions: QuestionInput[]; commandId: string; version?: number; result: Result }) {
  const { t } = useTranslation();
  const mandatory = result?.initialValue ? (result.initialValue as Record<string, unknown>).mandatory === "on" : defaults.mandatory;
  return (
    <Form method="post" className={cs.page} id="checklist-template-form">
      <HandErrorSummary formId="checklist-template-form" errors={result?.error} idOf={checklistFieldId} />
      <DefaultSubmit />
      <Hidden intent="save-checklist-template" commandId={commandId} version={version} />
      <FormErrors result={result} />
      <label>
        {t("checklist.template.name")} *
        <input id="cl-name" name="name" defaultValue={kept(result, "name", defaults.name)} className={`${s.input} ${cs.fullWidthInput}`} maxLength={200} aria-describedby="name-error" />
      </label>
      <FieldError result={result} name="name" />
      <label>
        {t("checklist.template.type")}
        <select id="cl-type" name="type" defaultValue={kept(result, "type", defaults.type)} className={s.input}>
          {TEMPLATE_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`checklist.types.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={s.checkboxRow}>
        <input id="cl-mandatory" type="checkbox" name="mandatory" defaultChecked={mandatory} /> {t("checklist.template.mandatory")}
      </label>
      <label>
        {t("checklist.template.notify_each")}
        <select id="cl-notifyEach" name="notifyEach" defaultValue={kept(result, "notifyEach", defaults.notifyEach)} className={s.input} aria-describedby="notifyEach-error">
          <option value="">{t("checklist.template.notify_none")}</option>
          {NOTIFY_INTERVALS.map((x) => (
            <option key={x} value={x}>
              {t(`checklist.notify.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <FieldError result={result} name="notifyEach" />
      <QuestionEditor questions={questions} result={result} />
      <p>
        <button type="submit" name="op" value="" className={s.button}>
          {t("checklist.save")}
        </button>{" "}
        <Link to={`${CHECKLISTS}/templates`}>{t("checklist.cancel")}</Link>
      </p>
    </Form>
  );
}
