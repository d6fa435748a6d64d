// The tool form (spec part 2 §5): name, category and quantity required (the quantity read-only when
// editing: a change of stock is its own form with a reason), unit cost with its currency (required
// once a cost is given), unit, warranty date, and documents (manual, warranty, invoice) chosen in
// the same multipart form; an edit keeps each document unless unticked. Works without JavaScript:
// a refused form comes back with every value and its errors, and says the files must be chosen again.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { TOOL_LIMITS } from "~/domain/tool/decider";
import { TOOL_CURRENCIES, TOOL_DOCUMENT_TYPES, TOOL_UNITS } from "~/domain/tool/lists";
import { CsrfInput } from "../csrf";
import { DateField, FileField, NumberField, SelectField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface ToolFormDefaults {
  name: string;
  categoryId: string;
  quantity: string;
  unitCost: string;
  currency: string;
  unit: string;
  warrantyDate: string;
}

export interface ToolFormProps {
  intent: "register-tool" | "change-tool-details";
  defaults: ToolFormDefaults;
  categories: { id: number; label: string }[];
  /** an edit: the tool's documents, each kept unless unticked */
  documents?: { docId: string; name: string; type: string; url: string }[];
  commandId: string;
  expectedVersion?: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo: string;
}

export function ToolForm({ intent, defaults, categories, documents, commandId, expectedVersion, lastResult, cancelTo }: ToolFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<ToolFormDefaults & { documentType: string; documents: unknown; keep: string[] }>({
    id: "tool-form",
    lastResult,
    defaultValue: { ...defaults, keep: documents?.map((d) => d.docId) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/tool/schema").then((m) => m.toolFormSchema)) as never,
  });
  const failed = form.status === "error";
  const kept = new Set(((Array.isArray(fields.keep?.initialValue) ? fields.keep.initialValue : [fields.keep?.initialValue]) as unknown[]).filter((k): k is string => typeof k === "string"));
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      {expectedVersion === undefined ? null : <input type="hidden" name="expectedVersion" value={expectedVersion} />}
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[t("tool_not_saved"), ...(form.errors ?? []).map((e) => errorsText(t, [e]))].join(" ")}
        </p>
      ) : null}
      <TextField field={fields.name} label={t("tools.fields.name")} maxLength={TOOL_LIMITS.name} required />
      <SelectField field={fields.categoryId} label={t("tools.fields.category")} options={categories.map((c) => ({ value: String(c.id), label: c.label }))} placeholder={t("tools.choose")} required />
      {intent === "register-tool" ? (
        <NumberField field={fields.quantity} label={t("tools.fields.quantity")} min={1} max={TOOL_LIMITS.quantity} integer required />
      ) : (
        <p>
          {t("tools.fields.quantity")}: <strong>{defaults.quantity}</strong> <span className={s.muted}>{t("tools.quantity_read_only")}</span>
        </p>
      )}
      <TextField field={fields.unitCost} label={t("tools.fields.unit_cost")} hint={t("tools.unit_cost_hint")} maxLength={20} />
      <SelectField field={fields.currency} label={t("tools.fields.currency")} options={TOOL_CURRENCIES.map((c) => ({ value: c, label: c }))} placeholder={t("tools.none")} />
      <SelectField field={fields.unit} label={t("tools.fields.unit")} options={TOOL_UNITS.map((u) => ({ value: u, label: t(`tools.units.${u}`) }))} required />
      <DateField field={fields.warrantyDate} label={t("tools.fields.warranty")} />
      {documents && documents.length > 0 ? (
        <fieldset>
          <legend>{t("tools.fields.documents_kept")}</legend>
          {documents.map((d) => (
            <label key={d.docId} className={s.checkboxRow}>
              <input type="checkbox" name="keep" value={d.docId} defaultChecked={!failed || kept.has(d.docId)} />{" "}
              <span>
                {t(`tools.document_types.${d.type}`)}: <a href={d.url}>{d.name}</a>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <SelectField field={fields.documentType} label={t("tools.fields.document_type")} options={TOOL_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`tools.document_types.${d}`) }))} placeholder={t("tools.choose")} />
      <FileField field={fields.documents} label={t("tools.fields.documents")} hint={t("tools.documents_hint")} accept="application/pdf,image/jpeg,image/png" multiple refused={failed} />
      <p>
        <button type="submit" className={s.button}>
          {t("tools.save")}
        </button>{" "}
        <Link to={cancelTo}>{t("tools.cancel")}</Link>
      </p>
    </Form>
  );
}
