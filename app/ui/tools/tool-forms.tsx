// The forms on a tool's page (ADR-0069): assign (person, start, end — all three — and how many),
// return, adjust the stock with a reason, delete after a confirmation step, the handover receipt
// and the low-stock threshold (ADR-0079). Plain forms: each
// answers with its own intent, so a refusal shows beside the form that was sent, values kept.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { TOOL_LIMITS } from "~/domain/tool/decider";
import { CsrfInput } from "../csrf";
import { DateField, NumberField, SelectField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

type Result = SubmissionResult<string[]> | null | undefined;

function Hidden({ intent, commandId, version }: { intent: string; commandId: string; version?: number }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      {version === undefined ? null : <input type="hidden" name="expectedVersion" value={version} />}
    </>
  );
}

function FormErrors({ id, errors, lead }: { id: string; errors: string[] | undefined; lead: string }) {
  const { t } = useTranslation();
  return (
    <p className={s.formError} role="alert" id={id}>
      {[lead, ...(errors ?? []).map((e) => errorsText(t, [e]))].join(" ")}
    </p>
  );
}

export function AssignForm({ people, quantity, commandId, version, lastResult }: { people: { id: number; name: string }[]; quantity: number; commandId: string; version: number; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "assign-tool-form",
    lastResult,
    defaultValue: { quantity: String(quantity) },
    shouldValidate: "onSubmit",
    onValidate: useClientValidation("form", () => import("~/domain/tool/schema").then((m) => m.assignSchema)),
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="assign-title">
      <ErrorSummary form={form} />
      <h2 id="assign-title">{t("tools.assign.title")}</h2>
      <Hidden intent="assign-tool" commandId={commandId} version={version} />
      {form.status === "error" ? <FormErrors id={form.errorId} errors={form.errors} lead={t("tool_not_saved")} /> : null}
      <SelectField field={fields.personId} label={t("tools.fields.person")} options={people.map((p) => ({ value: String(p.id), label: p.name }))} placeholder={t("tools.choose")} required />
      <DateField field={fields.startDate} label={t("tools.fields.start")} required />
      <DateField field={fields.endDate} label={t("tools.fields.end")} required />
      {quantity > 1 ? <NumberField field={fields.quantity} label={t("tools.assign.quantity")} min={1} max={quantity} integer /> : <input type="hidden" name="quantity" value="1" />}
      <button type="submit" className={s.button}>
        {t("tools.assign.submit")}
      </button>
    </Form>
  );
}

export function ReturnForm({ commandId, version, error }: { commandId: string; version: number; error: string | null }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <Hidden intent="return-tool" commandId={commandId} version={version} />
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={s.button}>
        {t("tools.return.submit")}
      </button>
    </Form>
  );
}

/** The handover receipt: the holder confirms it, or the tool manager records that the signed paper came back (ADR-0079). */
export function ReceiptForm({ commandId, version, byHolder, error, toolId }: { commandId: string; version: number; byHolder: boolean; error: string | null; toolId?: number }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <Hidden intent="confirm-tool-receipt" commandId={commandId} version={version} />
      {toolId === undefined ? null : <input type="hidden" name="toolId" value={toolId} />}
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={s.buttonSecondary}>
        {byHolder ? t("tools.receipt.confirm") : t("tools.receipt.record_paper")}
      </button>
    </Form>
  );
}

/** The available quantity at or below which the tool is flagged as low on stock; empty clears it (ADR-0079). */
export function LowStockForm({ threshold, commandId, version, lastResult }: { threshold: number | null; commandId: string; version: number; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "low-stock-form",
    lastResult,
    defaultValue: { threshold: threshold === null ? "" : String(threshold) },
    shouldValidate: "onSubmit",
    onValidate: useClientValidation("form", () => import("~/domain/tool/schema").then((m) => m.lowStockSchema)),
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="low-stock-title">
      <ErrorSummary form={form} />
      <h2 id="low-stock-title">{t("tools.low_stock.title")}</h2>
      <Hidden intent="set-tool-low-stock-threshold" commandId={commandId} version={version} />
      {form.status === "error" ? <FormErrors id={form.errorId} errors={form.errors} lead={t("tool_not_saved")} /> : null}
      <NumberField field={fields.threshold} label={t("tools.low_stock.threshold")} hint={t("tools.low_stock.hint")} min={0} max={TOOL_LIMITS.quantity} integer />
      <button type="submit" className={s.buttonSecondary}>
        {t("tools.low_stock.submit")}
      </button>
    </Form>
  );
}

export function AdjustStockForm({ quantity, commandId, version, lastResult }: { quantity: number; commandId: string; version: number; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "adjust-stock-form",
    lastResult,
    defaultValue: { quantity: String(quantity), reason: "" },
    shouldValidate: "onSubmit",
    onValidate: useClientValidation("form", () => import("~/domain/tool/schema").then((m) => m.adjustStockSchema)),
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="adjust-title">
      <ErrorSummary form={form} />
      <h2 id="adjust-title">{t("tools.stock.title")}</h2>
      <Hidden intent="adjust-tool-stock" commandId={commandId} version={version} />
      {form.status === "error" ? <FormErrors id={form.errorId} errors={form.errors} lead={t("tool_not_saved")} /> : null}
      <NumberField field={fields.quantity} label={t("tools.stock.new_quantity")} min={1} max={TOOL_LIMITS.quantity} integer required />
      <TextField field={fields.reason} label={t("tools.stock.reason")} maxLength={TOOL_LIMITS.reason} required />
      <button type="submit" className={s.buttonSecondary}>
        {t("tools.stock.submit")}
      </button>
    </Form>
  );
}

/** A request for a tool for a period; `tools` offers a choice of tool (the own list), else the page's tool is asked for. */
export function RequestToolForm({ tools, commandId, lastResult, action }: { tools?: { id: number; label: string }[]; commandId: string; lastResult: Result; action?: string }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ toolId: string; startDate: string; endDate: string; quantity: string }>({
    id: "request-tool-form",
    lastResult,
    defaultValue: { quantity: "1" },
    shouldValidate: "onSubmit",
    onValidate: useClientValidation(tools ? "from-list" : "one-tool", () => import("~/domain/tool/schema").then((m) => tools ? m.requestFromListSchema : m.requestToolSchema)) as never,
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} aria-labelledby="request-title">
      <ErrorSummary form={form} />
      <h2 id="request-title">{t("tools.requests.new")}</h2>
      <Hidden intent="request-tool" commandId={commandId} />
      {form.status === "error" ? <FormErrors id={form.errorId} errors={form.errors} lead={t("tools.requests.not_saved")} /> : null}
      {tools ? <SelectField field={fields.toolId} label={t("tools.requests.tool")} options={tools.map((x) => ({ value: String(x.id), label: x.label }))} placeholder={t("tools.choose")} required /> : null}
      <DateField field={fields.startDate} label={t("tools.fields.start")} required />
      <DateField field={fields.endDate} label={t("tools.fields.end")} required />
      <NumberField field={fields.quantity} label={t("tools.assign.quantity")} min={1} integer />
      <button type="submit" className={s.button}>
        {t("tools.requests.submit")}
      </button>
    </Form>
  );
}
