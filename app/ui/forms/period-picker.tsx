// The period picker of the lists and reports (issue 43): a plain GET form whose month (or year) lives
// in the URL, so it works without JavaScript, a link keeps it and the page shows the chosen period
// selected again. A page's other filters stand before or after the period; on a phone the form folds
// into the "Filters" panel (ADR-0075) unless the page folds it with more than the form.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { PhoneFold } from "../phone-fold";
import * as s from "../shell.css";
import * as f from "./forms.css";

export interface PeriodOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  /** the select's id (its label points at it) */
  id: string;
  /** the query parameter */
  name: string;
  label: string;
  /** the value the page shows ("" for all, with `all`) */
  value: string;
  options: readonly PeriodOption[];
  /** the first option ("all months", "all companies"), whose value is "": no filter */
  all?: string;
}

/** Years as a period's options ("2026"). */
export function yearOptions(years: readonly number[]): PeriodOption[] {
  return years.map((y) => ({ value: String(y), label: String(y) }));
}

/** The period: a month ("month", unless told) or a year. */
export interface PeriodField extends Omit<FilterSelectProps, "name"> {
  name?: "month" | "year";
}

export interface PeriodPickerProps {
  action: string;
  period: PeriodField;
  /** the submit button's text */
  submit: string;
  /** the page's other filters, before and after the period */
  before?: ReactNode;
  after?: ReactNode;
  /** false: the page puts the form in a fold of its own (or none) */
  fold?: boolean;
  /** the form's accessible name */
  label?: string;
  role?: "search";
  /** the button as the page's primary action (a report that downloads) rather than a filter */
  primary?: boolean;
  /** the browser loads the answer itself (a PDF), with JavaScript too */
  reloadDocument?: boolean;
}

/** A filter's select with its label (the period's, a company's, ...). Keyed by the value, so a new page selects its value again. */
export function FilterSelect({ id, name, label, value, options, all }: FilterSelectProps) {
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} className={s.input}>
        {all === undefined ? null : <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A GET form that picks the period of a list or report, with the page's other filters beside it. */
export function PeriodPicker({ action, period, submit, before, after, fold = true, label, role, primary, reloadDocument }: PeriodPickerProps) {
  const form = (
    <Form method="get" action={action} reloadDocument={reloadDocument} className={f.inlineForm} role={role} aria-label={label}>
      {before}
      <FilterSelect {...period} name={period.name ?? "month"} />
      {after}
      <div className={s.field}>
        <button type="submit" className={primary ? s.button : s.buttonSecondary}>
          {submit}
        </button>
      </div>
    </Form>
  );
  return fold ? <PhoneFold>{form}</PhoneFold> : form;
}
