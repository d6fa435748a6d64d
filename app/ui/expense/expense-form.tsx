// The one expense form (own new and edit; HR's entry for a person or for anyone): a multipart form
// that works without JavaScript. Validated by conform with the domain's schema in the browser and
// again in the action; the receipt is checked on the server by its bytes. A refusal comes back with
// every typed value kept, the error beside its field, and — when a file had been chosen — the plain
// note that the file must be chosen again (a browser never keeps it). With JavaScript the CHF
// equivalent shows only for EUR and USD; without it, it always shows with a hint.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ExpenseFormValue } from "~/domain/expense/schema";
import { CURRENCIES, PLACE_MAX, REASON_MAX, UNITS, unitKey, type Currency } from "~/domain/expense/types";
import { useHydrated } from "../confirm";
import { CsrfInput } from "../csrf";
import { controlProps, DateField, FileField, MoneyField, QuantityField, SelectField, TextField, textOf, type SelectOption } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as f from "../forms/forms.css";
import * as s from "../shell.css";
import * as e from "./expense.css";
import { ReceiptLink, type ReceiptView } from "./receipt-link";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface ExpenseFormProps {
  intent: "submit-expense" | "edit-expense";
  defaults: Record<string, string>;
  commandId: string;
  expectedVersion: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** the refused form had a file chosen: say it must be chosen again */
  fileSent: boolean;
  cancelTo: string;
  sites: readonly SelectOption[];
  /** HR's entry for anyone: the person to choose */
  people?: readonly SelectOption[];
  /** the edit form: the receipt already attached (kept unless a new one is chosen) */
  currentReceipt?: ReceiptView | null;
}

/** The form's fields as the browser holds them (strings; the receipt is a file). */
interface ExpenseFormFields {
  personId: string;
  reason: string;
  place: string;
  date: string;
  amount: string;
  currency: string;
  changedChf: string;
  quantity: string;
  unit: string;
  siteId: string;
  isEquipment: string;
  receipt: File;
  commandId: string;
}

const isCurrency = (v: unknown): v is Currency => typeof v === "string" && (CURRENCIES as readonly string[]).includes(v);

export function ExpenseForm({ intent, defaults, commandId, expectedVersion, lastResult, fileSent, cancelTo, sites, people, currentReceipt }: ExpenseFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [form, fields] = useForm<ExpenseFormFields, ExpenseFormValue>({
    id: "expense-form",
    lastResult,
    defaultValue: { currency: "CHF", isEquipment: "0", ...defaults, commandId },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation(people ? "hr" : "own", () => import("~/domain/expense/schema").then((m) => people ? m.hrExpenseFormSchema : m.expenseFormSchema)),
  });
  const initialCurrency = isCurrency(fields.currency.initialValue) ? fields.currency.initialValue : "CHF";
  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  const refused = lastResult?.status === "error";
  const editing = intent === "edit-expense";

  const amountError = fields.amount.errors?.length ? errorsText(t, fields.amount.errors) : null;
  const currencyError = fields.currency.errors?.length ? errorsText(t, fields.currency.errors) : null;

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={expectedVersion} />
      {form.errors?.length ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {errorsText(t, form.errors)}
        </p>
      ) : null}

      {people ? (
        <SelectField
          key={fields.personId.key}
          field={fields.personId}
          label={t("expense.form.person")}
          options={people}
          placeholder={t("expense.form.choose_person")}
          required
        />
      ) : null}

      <TextField key={fields.reason.key} field={fields.reason} label={t("expense.form.reason")} maxLength={REASON_MAX} required />

      <div className={e.row}>
        <div className={e.grow}>
          <DateField key={fields.date.key} field={fields.date} label={t("expense.form.date")} required />
        </div>
        <div className={e.grow}>
          <TextField key={fields.place.key} field={fields.place} label={t("expense.form.place")} maxLength={PLACE_MAX} required />
        </div>
      </div>

      <div className={e.row}>
        <div className={`${s.field} ${e.grow}`}>
          <span className={s.label} id="expense-amount-label">
            {t("expense.form.amount")}
          </span>
          <div className={e.amountPair}>
            <label>
              <span className="visually-hidden">{t("expense.form.amount")}</span>
              <input
                key={fields.amount.key}
                className={`${s.input} ${f.numeric}`}
                {...controlProps(fields.amount, false, true)}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                defaultValue={textOf(fields.amount.initialValue)}
              />
            </label>
            <label>
              <span className="visually-hidden">{t("expense.form.currency")}</span>
              <select
                key={fields.currency.key}
                className={s.input}
                {...controlProps(fields.currency, false, true)}
                defaultValue={textOf(fields.currency.initialValue) || "CHF"}
                onChange={(ev) => {
                  if (isCurrency(ev.target.value)) setCurrency(ev.target.value);
                }}
              >
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {amountError ? (
            <span className={s.fieldError} id={fields.amount.errorId}>
              {amountError}
            </span>
          ) : null}
          {currencyError ? (
            <span className={s.fieldError} id={fields.currency.errorId}>
              {currencyError}
            </span>
          ) : null}
        </div>
        <div className={e.grow} hidden={hydrated && currency === "CHF"}>
          <MoneyField
            key={fields.changedChf.key}
            field={fields.changedChf}
            label={t("expense.form.changed_chf")}
            hint={hydrated ? t("expense.form.changed_chf_hint") : t("expense.form.changed_chf_hint_nojs")}
            required={false}
          />
        </div>
      </div>

      <div className={e.row}>
        <div className={e.grow}>
          <QuantityField key={fields.quantity.key} field={fields.quantity} label={t("expense.form.quantity")} required />
        </div>
        <div className={e.grow}>
          <SelectField
            key={fields.unit.key}
            field={fields.unit}
            label={t("expense.form.unit")}
            options={UNITS.map((u) => ({ value: u, label: t(unitKey(u)) }))}
            placeholder={t("expense.form.choose_unit")}
            required
          />
        </div>
      </div>

      <div className={e.row}>
        <div className={e.grow}>
          <SelectField key={fields.siteId.key} field={fields.siteId} label={t("expense.form.site")} options={sites} placeholder={t("expense.form.choose_site")} required />
        </div>
        <div className={e.grow}>
          <SelectField
            key={fields.isEquipment.key}
            field={fields.isEquipment}
            label={t("expense.form.is_equipment")}
            options={[
              { value: "0", label: t("expense.no") },
              { value: "1", label: t("expense.yes") },
            ]}
            required
          />
        </div>
      </div>

      {editing && currentReceipt ? (
        <div className={s.field}>
          <span className={s.label}>{t("expense.form.current_receipt")}</span>
          <ReceiptLink receipt={currentReceipt} label={t("expense.form.current_receipt")} />
        </div>
      ) : null}
      <FileField
        key={fields.receipt.key}
        field={fields.receipt}
        label={editing ? t("expense.form.replace_receipt") : t("expense.form.receipt")}
        hint={editing ? t("expense.form.replace_receipt_hint") : t("expense.form.receipt_hint")}
        accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
        required={!editing}
        refused={refused && fileSent}
      />

      <div className={e.actions}>
        <button type="submit" className={s.button}>
          {t("expense.form.save")}
        </button>
        <Link to={cancelTo} className={s.buttonSecondary}>
          {t("expense.form.cancel")}
        </Link>
      </div>
    </Form>
  );
}
