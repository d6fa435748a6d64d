// The form input kit: one component per kind of input, each taking a conform field and a label and
// rendering the label, the input and the translated error (aria-invalid, aria-describedby). They
// are plain server-rendered inputs that work without JavaScript; the server's parseWithZod (with
// the builders of ~/domain/shared/inputs) is the only validation that counts. Dates and times are
// text inputs in the Swiss format, so no browser-specific widget is needed (STACK: conform marks
// forms novalidate, so `required` and `pattern` only style and inform here).
import type { FieldMetadata } from "@conform-to/react";
import type { FocusEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";
import { dateInputValue, regroupTyped, timeInputValue } from "~/domain/shared/inputs";
import * as s from "../shell.css";
import * as f from "./forms.css";
import { errorsText } from "./messages";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: a component takes a field of any form schema
export type FormField = FieldMetadata<any, any, string[]>;

export interface FieldProps {
  field: FormField;
  label: string;
  /** a short help text under the label, linked by aria-describedby */
  hint?: string;
  /** overrides the constraint conform derived from the schema (useForm's `constraint`) */
  required?: boolean;
  disabled?: boolean;
}

/** The value to show: the submitted or default value as one string (the first, for a repeated name). */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return textOf(value[0]);
  return "";
}

/** The attributes every control of a field carries. */
export function controlProps(field: FormField, hint: boolean, required: boolean | undefined) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [invalid ? field.errorId : null, hint ? field.descriptionId : null].filter(Boolean).join(" ");
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: (required ?? field.required) || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function Hint({ field, hint }: { field: FormField; hint?: string }) {
  return hint ? (
    <span id={field.descriptionId} className={f.hint}>
      {hint}
    </span>
  ) : null;
}

function FieldError({ field }: { field: FormField }) {
  const { t } = useTranslation();
  return field.errors?.length ? (
    <span id={field.errorId} className={s.fieldError}>
      {errorsText(t, field.errors)}
    </span>
  ) : null;
}

/** Label, hint, control and error, in that order. */
function Shell({ field, label, hint, children }: { field: FormField; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={field.id}>
        {label}
      </label>
      <Hint field={field} hint={hint} />
      {children}
      <FieldError field={field} />
    </div>
  );
}

type TextInputAttributes = Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "placeholder" | "spellCheck" | "autoFocus">;

export interface TextFieldProps extends FieldProps, TextInputAttributes {
  type?: "text" | "email" | "password" | "tel" | "url" | "search";
  /**
   * The most characters the field takes: the limit its schema checks (TEXT_LIMITS in
   * ~/domain/shared/text-limits), so the browser stops typing where the server would refuse.
   * Without it, the constraint conform derived from the schema, if the form has one.
   */
  maxLength?: number;
}

export function TextField({ field, label, hint, required, disabled, type = "text", maxLength, ...rest }: TextFieldProps) {
  return (
    <Shell field={field} label={label} hint={hint}>
      <input
        className={s.input}
        {...controlProps(field, Boolean(hint), required)}
        type={type}
        // a password never comes back from the server (hideFields)
        defaultValue={type === "password" ? undefined : textOf(field.initialValue)}
        maxLength={maxLength ?? field.maxLength}
        disabled={disabled}
        {...rest}
      />
    </Shell>
  );
}

type TextAreaAttributes = Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, "placeholder" | "spellCheck" | "autoFocus">;

export interface TextAreaFieldProps extends FieldProps, TextAreaAttributes {
  /** the most characters the field takes (see TextField); a line break counts as one */
  maxLength?: number;
  /** visible lines; 3 unless told */
  rows?: number;
}

/** A text of several lines (a note, a message); a long one wraps, it never widens the page. */
export function TextAreaField({ field, label, hint, required, disabled, maxLength, rows = 3, ...rest }: TextAreaFieldProps) {
  return (
    <Shell field={field} label={label} hint={hint}>
      <textarea
        className={`${s.input} ${f.textarea}`}
        {...controlProps(field, Boolean(hint), required)}
        defaultValue={textOf(field.initialValue)}
        maxLength={maxLength ?? field.maxLength}
        rows={rows}
        disabled={disabled}
        {...rest}
      />
    </Shell>
  );
}

/** A date typed as DD.MM.YYYY; a stored "YYYY-MM-DD" default is shown in the Swiss format. */
export function DateField({ field, label, hint, required, disabled }: FieldProps) {
  const { t } = useTranslation();
  const help = hint ?? t("forms.date_hint");
  return (
    <Shell field={field} label={label} hint={help}>
      <input
        className={s.input}
        {...controlProps(field, true, required)}
        type="text"
        inputMode="numeric"
        pattern="\d{1,2}\.\d{1,2}\.\d{4}|\d{8}|\d{4}-\d{2}-\d{2}"
        placeholder={t("forms.date_placeholder")}
        autoComplete="off"
        maxLength={10}
        defaultValue={dateInputValue(textOf(field.initialValue))}
        disabled={disabled}
      />
    </Shell>
  );
}

/** A time typed as HH:mm (24 hours); a stored "HH:mm:00" default is shown as HH:mm. */
export function TimeField({ field, label, hint, required, disabled }: FieldProps) {
  const { t } = useTranslation();
  const help = hint ?? t("forms.time_hint");
  return (
    <Shell field={field} label={label} hint={help}>
      <input
        className={s.input}
        {...controlProps(field, true, required)}
        type="text"
        inputMode="numeric"
        pattern="\d{1,2}[:.]\d{2}(:\d{2})?|\d{4}"
        placeholder={t("forms.time_placeholder")}
        autoComplete="off"
        maxLength={8}
        defaultValue={timeInputValue(textOf(field.initialValue))}
        disabled={disabled}
      />
    </Shell>
  );
}

/**
 * A date and a quarter-hour time: a DD.MM.YYYY text input and a time input with step 900, both
 * under the field's name, so the form sends [date, time] and dateTime15() joins them. A stored
 * "YYYY-MM-DD HH:mm:ss" default is split between the two.
 */
export function DateTimeField({ field, label, hint, required, disabled, step = 900 }: FieldProps & { /** seconds between times; 900 (a quarter hour) unless told */ step?: number }) {
  const { t } = useTranslation();
  const value = field.initialValue as unknown;
  let [date, time] = Array.isArray(value) ? [textOf(value[0]), textOf(value[1])] : [textOf(value), ""];
  const stored = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/.exec(date);
  if (stored) [date, time] = [stored[1], stored[2]];
  const help = hint ?? t("forms.datetime_hint");
  const common = controlProps(field, true, required);
  return (
    <fieldset className={`${s.field} ${f.fieldset}`} aria-describedby={common["aria-describedby"]}>
      <legend className={s.label}>{label}</legend>
      <Hint field={field} hint={help} />
      <div className={f.pair}>
        <label>
          <span className="visually-hidden">{t("forms.date")}</span>
          <input
            className={s.input}
            {...common}
            type="text"
            inputMode="numeric"
            pattern="\d{1,2}\.\d{1,2}\.\d{4}|\d{8}|\d{4}-\d{2}-\d{2}"
            placeholder={t("forms.date_placeholder")}
            autoComplete="off"
            maxLength={10}
            defaultValue={dateInputValue(date)}
            disabled={disabled}
          />
        </label>
        <label>
          <span className="visually-hidden">{t("forms.time")}</span>
          <input
            className={s.input}
            {...common}
            id={`${field.id}-time`}
            type="time"
            step={step}
            defaultValue={time.slice(0, 5)}
            disabled={disabled}
          />
        </label>
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

export interface NumberFieldProps extends FieldProps {
  /** shown in the hint; the schema (numberField) clamps */
  min?: number;
  max?: number;
  integer?: boolean;
  /** a unit after the input ("h", "%") */
  suffix?: string;
}

/** A number as text (a number input sends "" for a lone minus, hiding the mistake); numberField() clamps. */
export function NumberField({ field, label, hint, required, disabled, min, max, integer, suffix }: NumberFieldProps) {
  const { t } = useTranslation();
  const range =
    min !== undefined && max !== undefined ? t("forms.range", { min, max }) : min !== undefined ? t("forms.min", { min }) : max !== undefined ? t("forms.max", { max }) : undefined;
  const help = hint ?? range;
  return (
    <Shell field={field} label={label} hint={help}>
      <Affixed suffix={suffix}>
        <input
          className={`${s.input} ${f.numeric}`}
          {...controlProps(field, Boolean(help), required)}
          type="text"
          inputMode={integer && (min ?? -1) >= 0 ? "numeric" : "decimal"}
          autoComplete="off"
          defaultValue={textOf(field.initialValue)}
          disabled={disabled}
        />
      </Affixed>
    </Shell>
  );
}

function Affixed({ suffix, children }: { suffix?: string; children: ReactNode }) {
  return suffix ? (
    <div className={f.affixed}>
      {children}
      <span className={f.suffix} aria-hidden="true">
        {suffix}
      </span>
    </div>
  ) : (
    <>{children}</>
  );
}

/** With JavaScript, what was typed is regrouped on leaving the field ("1234,5" → "1'234.50"). */
function regroupOnBlur(decimals: 2 | 3) {
  return (e: FocusEvent<HTMLInputElement>) => {
    const next = regroupTyped(e.currentTarget.value, decimals);
    if (next !== e.currentTarget.value) e.currentTarget.value = next;
  };
}

export interface MoneyFieldProps extends FieldProps {
  /** the currency code after the amount; CHF unless told */
  currency?: string;
}

/**
 * An amount with 2 decimals and apostrophe grouping. Give the form's default value with
 * moneyInputValue(cents) ("1'234.50"); the schema money() sends integer cents.
 */
export function MoneyField({ field, label, hint, required, disabled, currency = "CHF" }: MoneyFieldProps) {
  return (
    <Shell field={field} label={`${label} (${currency})`} hint={hint}>
      <Affixed suffix={currency}>
        <input
          className={`${s.input} ${f.numeric}`}
          {...controlProps(field, Boolean(hint), required)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          defaultValue={textOf(field.initialValue)}
          onBlur={regroupOnBlur(2)}
          disabled={disabled}
        />
      </Affixed>
    </Shell>
  );
}

export interface QuantityFieldProps extends FieldProps {
  /** the unit after the quantity ("m³", "kg") */
  unit?: string;
}

/** A quantity with 3 decimals; default value via quantityInputValue(thousandths); quantity() sends thousandths. */
export function QuantityField({ field, label, hint, required, disabled, unit }: QuantityFieldProps) {
  return (
    <Shell field={field} label={unit ? `${label} (${unit})` : label} hint={hint}>
      <Affixed suffix={unit}>
        <input
          className={`${s.input} ${f.numeric}`}
          {...controlProps(field, Boolean(hint), required)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.000"
          defaultValue={textOf(field.initialValue)}
          onBlur={regroupOnBlur(3)}
          disabled={disabled}
        />
      </Affixed>
    </Shell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  /** an empty first option ("Choose…"); a required select without one always has a value */
  placeholder?: string;
}

export function SelectField({ field, label, hint, required, disabled, options, placeholder }: SelectFieldProps) {
  return (
    <Shell field={field} label={label} hint={hint}>
      <select className={s.input} {...controlProps(field, Boolean(hint), required)} defaultValue={textOf(field.initialValue)} disabled={disabled}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export interface CheckboxFieldProps extends FieldProps {
  /** the value sent when checked ("on" unless told; z.coerce/boolean schemas read "on") */
  value?: string;
}

export function CheckboxField({ field, label, hint, required, disabled, value = "on" }: CheckboxFieldProps) {
  const initial = field.initialValue as unknown;
  const checked = Array.isArray(initial) ? initial.includes(value) : initial === value;
  return (
    <div className={s.field}>
      <label className={s.checkboxRow} style={{ marginBottom: 0 }}>
        <input {...controlProps(field, Boolean(hint), required)} type="checkbox" value={value} defaultChecked={checked} disabled={disabled} />
        <span>{label}</span>
      </label>
      <Hint field={field} hint={hint} />
      <FieldError field={field} />
    </div>
  );
}

export interface FileFieldProps extends FieldProps {
  accept?: string;
  multiple?: boolean;
  /**
   * The form came back refused (`form.status === "error"`): a browser never keeps a chosen file,
   * so the page says plainly that it must be chosen again (STYLE: errors reach the user).
   */
  refused?: boolean;
}

export function FileField({ field, label, hint, required, disabled, accept, multiple, refused }: FileFieldProps) {
  const { t } = useTranslation();
  return (
    <Shell field={field} label={label} hint={hint}>
      {refused ? (
        <p className={f.notice} role="status">
          {t("forms.file_choose_again")}
        </p>
      ) : null}
      <input className={s.input} {...controlProps(field, Boolean(hint), required)} type="file" accept={accept} multiple={multiple} disabled={disabled} />
    </Shell>
  );
}
