// The one leave form (request, edit, HR's entries): type, the kind of duration chosen first (radio
// buttons), then only that kind's fields, description, and the hidden command id and expected
// version. Validated by conform with the domain's leaveFormSchema in the browser and again in the
// action; a refusal comes back with every value kept and the error beside its field. Which kind's
// fields show is CSS (:has() on the form, leave.css.ts), the same with JavaScript on and off; only
// the chosen kind's fields are read.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { LeaveFormValue } from "~/domain/leave/schema";
import { DESCRIPTION_MAX, LEAVE_HOUR_CHOICES, LEAVE_MINUTE_CHOICES, LEAVE_SHAPES, LEAVE_TYPES, type LeaveShape } from "~/domain/leave/types";
import { CsrfInput } from "../csrf";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import * as l from "./leave.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface LeaveFormProps {
  intent: "request-leave" | "edit-leave-request";
  defaults: Record<string, string>;
  commandId: string;
  expectedVersion: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo: string;
  /** HR recording a request for any person they may see: the people to choose from (the form then carries `personId`) */
  people?: { id: number; label: string }[];
}

/** The form's fields as the browser holds them (strings). */
interface LeaveFormFields {
  type: string;
  shape: string;
  startAt: string;
  endAt: string;
  startDate: string;
  endDate: string;
  date: string;
  hours: string;
  minutes: string;
  startTime: string;
  description: string;
  commandId: string;
  personId: string;
}

const isShape = (v: unknown): v is LeaveShape => typeof v === "string" && (LEAVE_SHAPES as readonly string[]).includes(v);

export function LeaveForm({ intent, defaults, commandId, expectedVersion, lastResult, cancelTo, people }: LeaveFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<LeaveFormFields, LeaveFormValue>({
    id: "leave-form",
    lastResult,
    defaultValue: { ...defaults, commandId },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation(people ? "hr" : "own", () => import("~/domain/leave/schema").then((m) => people ? m.hrLeaveFormSchema : m.leaveFormSchema)),
  });
  const shape: LeaveShape = isShape(fields.shape.initialValue) ? fields.shape.initialValue : isShape(defaults.shape) ? defaults.shape : "range";

  const error = (name: keyof typeof fields) => {
    const f = fields[name];
    return f.errors?.length ? (
      <span className={s.fieldError} id={f.errorId}>
        {errorsText(t, f.errors)}
      </span>
    ) : null;
  };

  return (
    <Form method="post" {...getFormProps(form)} className={l.leaveForm}>
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
        <div className={s.field}>
          <label className={s.label} htmlFor={fields.personId.id}>
            {t("leave.hr.person")}
          </label>
          <select className={s.input} {...getSelectProps(fields.personId)} key={fields.personId.key}>
            <option value="">{t("leave.hr.choose_person")}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          {error("personId")}
        </div>
      ) : null}

      <div className={s.field}>
        <label className={s.label} htmlFor={fields.type.id}>
          {t("leave.form.type")}
        </label>
        <select className={s.input} {...getSelectProps(fields.type)} key={fields.type.key}>
          <option value="">{t("leave.form.choose_type")}</option>
          {LEAVE_TYPES.map((o) => (
            <option key={o.code} value={o.code}>
              {t(o.labelKey)}
            </option>
          ))}
        </select>
        {error("type")}
      </div>

      <fieldset className={l.fieldset}>
        <legend className={s.label}>{t("leave.form.kind_legend")}</legend>
        <div className={l.kinds} key={fields.shape.key}>
          {LEAVE_SHAPES.map((sh) => (
            <label key={sh} className={l.kind}>
              <input type="radio" name={fields.shape.name} value={sh} defaultChecked={sh === shape} />
              {t(`leave.shape.${sh}`)}
            </label>
          ))}
        </div>
        {error("shape")}
      </fieldset>

      <fieldset className={l.kindBlock.range}>
        <legend>{t("leave.form.range_legend")}</legend>
        <div className={l.row}>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.startAt.id}>
              {t("leave.form.start_at")}
            </label>
            <input className={s.input} {...getInputProps(fields.startAt, { type: "datetime-local" })} key={fields.startAt.key} step={900} />
            {error("startAt")}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.endAt.id}>
              {t("leave.form.end_at")}
            </label>
            <input className={s.input} {...getInputProps(fields.endAt, { type: "datetime-local" })} key={fields.endAt.key} step={900} />
            {error("endAt")}
          </div>
        </div>
      </fieldset>

      <fieldset className={l.kindBlock.allDay}>
        <legend>{t("leave.form.all_day_legend")}</legend>
        <div className={l.row}>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.startDate.id}>
              {t("leave.form.start_date")}
            </label>
            <input className={s.input} {...getInputProps(fields.startDate, { type: "date" })} key={fields.startDate.key} />
            {error("startDate")}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.endDate.id}>
              {t("leave.form.end_date")}
            </label>
            <input className={s.input} {...getInputProps(fields.endDate, { type: "date" })} key={fields.endDate.key} />
            {error("endDate")}
          </div>
        </div>
      </fieldset>

      <fieldset className={l.kindBlock.hours}>
        <legend>{t("leave.form.hours_legend")}</legend>
        <div className={l.row}>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.date.id}>
              {t("leave.form.date")}
            </label>
            <input className={s.input} {...getInputProps(fields.date, { type: "date" })} key={fields.date.key} />
            {error("date")}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.hours.id}>
              {t("leave.form.hours")}
            </label>
            <select className={s.input} {...getSelectProps(fields.hours)} key={fields.hours.key}>
              <option value="">–</option>
              {LEAVE_HOUR_CHOICES.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
            {error("hours")}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.minutes.id}>
              {t("leave.form.minutes")}
            </label>
            <select className={s.input} {...getSelectProps(fields.minutes)} key={fields.minutes.key}>
              {LEAVE_MINUTE_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {String(m).padStart(2, "0")}
                </option>
              ))}
            </select>
            {error("minutes")}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.startTime.id}>
              {t("leave.form.start_time")}
            </label>
            <input className={s.input} {...getInputProps(fields.startTime, { type: "time" })} key={fields.startTime.key} step={900} />
            {error("startTime")}
          </div>
        </div>
      </fieldset>

      <div className={s.field}>
        <label className={s.label} htmlFor={fields.description.id}>
          {t("leave.form.description")}
        </label>
        <textarea className={s.input} {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} maxLength={DESCRIPTION_MAX} />
        {error("description")}
      </div>

      <div className={l.actions}>
        <button type="submit" className={s.button}>
          {t("leave.form.save")}
        </button>
        <Link to={cancelTo} className={s.buttonSecondary}>
          {t("leave.form.cancel")}
        </Link>
      </div>
    </Form>
  );
}
