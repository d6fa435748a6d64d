// A site's planned phases (ADR-0052): the list (days as DD.MM.YYYY, each marked past, current or
// upcoming, a remove link to the confirmation step for whoever may update sites) and the form that
// plans one (days from `<input type="date">`, the responsible person from the site's team). A
// refused form says schedule_not_saved above the field errors and keeps every value typed.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SCHEDULE_LIMITS, type PhaseState } from "~/domain/site/lists";
import { CsrfInput } from "../csrf";
import { controlProps, SelectField, TextAreaField, TextField, textOf, type FormField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import * as t from "./site-team.css";
import { StackTable } from "~/ui/table/stack-table";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface ScheduleView {
  id: number;
  title: string;
  /** DD.MM.YYYY */
  start: string;
  end: string;
  responsible: string;
  notes: string;
  state: PhaseState;
}

export function ScheduleTable({ schedules, removeHref }: { schedules: ScheduleView[]; removeHref: ((id: number) => string) | null }) {
  const { t: tr } = useTranslation();
  if (schedules.length === 0) return <p>{tr("sites.schedules.empty")}</p>;
  return (
    <div className={t.tableWrap}>
      <StackTable className={t.table} aria-label={tr("sites.schedules.title")}>
        <thead>
          <tr>
            <th scope="col">{tr("sites.schedules.columns.title")}</th>
            <th scope="col">{tr("sites.schedules.columns.start")}</th>
            <th scope="col">{tr("sites.schedules.columns.end")}</th>
            <th scope="col">{tr("sites.schedules.columns.state")}</th>
            <th scope="col">{tr("sites.schedules.columns.responsible")}</th>
            <th scope="col">{tr("sites.schedules.columns.notes")}</th>
            {removeHref ? <th scope="col">{tr("sites.schedules.columns.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {schedules.map((p) => (
            <tr key={p.id} data-state={p.state}>
              <td>{p.title}</td>
              <td>{p.start}</td>
              <td>{p.end}</td>
              <td className={p.state === "current" ? t.state : undefined}>{tr(`sites.schedules.state.${p.state}`)}</td>
              <td>{p.responsible || "—"}</td>
              <td>{p.notes}</td>
              {removeHref ? (
                <td>
                  <Link to={removeHref(p.id)} aria-label={tr("sites.schedules.remove_phase", { title: p.title })}>
                    {tr("sites.schedules.remove")}
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </StackTable>
    </div>
  );
}

/** A calendar day as the browser's date picker sends it (YYYY-MM-DD); without support, a text box taking the same. */
function DayField({ field, label }: { field: FormField; label: string }) {
  const { t: tr } = useTranslation();
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={field.id}>
        {label}
      </label>
      <input className={s.input} {...controlProps(field, false, true)} type="date" defaultValue={textOf(field.initialValue)} />
      {field.errors?.length ? (
        <span id={field.errorId} className={s.fieldError}>
          {errorsText(tr, field.errors)}
        </span>
      ) : null}
    </div>
  );
}

export function ScheduleForm({ commandId, people, lastResult }: { commandId: string; people: { value: string; label: string }[]; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t: tr } = useTranslation();
  const [form, fields] = useForm({
    id: "schedule-form",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/site/team-forms").then((m) => m.planScheduleSchema)),
  });
  const failed = Object.keys(form.allErrors).length > 0;
  const headline = tr("sites.schedules.not_saved");
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value="plan-schedule" />
      <input type="hidden" name="commandId" value={commandId} />
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[headline, ...(form.errors ?? []).map((e) => errorsText(tr, [e])).filter((e) => e !== headline)].join(" ")}
        </p>
      ) : null}
      <TextField field={fields.title} label={tr("sites.schedules.fields.title")} maxLength={SCHEDULE_LIMITS.title} required />
      <div className={t.row}>
        <DayField field={fields.startDate} label={tr("sites.schedules.fields.start")} />
        <DayField field={fields.endDate} label={tr("sites.schedules.fields.end")} />
      </div>
      <SelectField field={fields.responsibleId} label={tr("sites.schedules.fields.responsible")} options={people} placeholder={tr("sites.schedules.none")} />
      <TextAreaField field={fields.notes} label={tr("sites.schedules.fields.notes")} maxLength={SCHEDULE_LIMITS.notes} />
      <button type="submit" className={s.button}>
        {tr("sites.schedules.submit")}
      </button>
    </Form>
  );
}
