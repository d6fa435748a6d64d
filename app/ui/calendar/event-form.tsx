// The event form (spec part 2 §5 "Event"): title, start, and an end or a duration (hours 1–8,
// minutes 0/15/30/45); description and place (required for a site's event); public or private.
// Works without JavaScript: a refused form comes back with every value and its errors.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DURATION_OVER_8H, EVENT_LIMITS } from "~/domain/calendar/lists";
import { DURATION_HOURS, DURATION_MINUTES } from "~/domain/calendar/view";
import { CsrfInput } from "../csrf";
import { CheckboxField, DateTimeField, SelectField, TextAreaField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export interface EventFormDefaults {
  title: string;
  description: string;
  place: string;
  /** "YYYY-MM-DD HH:mm:ss" Zurich */
  startAt: string;
  endAt: string;
  hours: string;
  minutes: string;
  isPublic: boolean;
  allDay?: boolean;
}

type Result = SubmissionResult<string[]> | null | undefined;

/** A duration over 8 hours comes back with hours and minutes cleared (spec part 2 §4); the error stays on the hours. */
function clearOverlongDuration(result: Result): Result {
  if (!result?.error?.hours?.includes(DURATION_OVER_8H) || !result.initialValue) return result;
  const { hours: _h, minutes: _m, ...rest } = result.initialValue;
  return { ...result, initialValue: rest };
}

export function EventForm({
  intent,
  siteEvent,
  defaults,
  commandId,
  expectedVersion,
  lastResult,
  cancelTo,
  action,
}: {
  intent: "schedule-calendar-event" | "reschedule-calendar-event";
  siteEvent: boolean;
  defaults: EventFormDefaults;
  commandId: string;
  expectedVersion?: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo: string;
  action?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "event-form",
    lastResult: clearOverlongDuration(lastResult),
    defaultValue: { ...defaults, isPublic: defaults.isPublic ? "on" : undefined, allDay: defaults.allDay ? "on" : undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation(siteEvent ? "site" : "own", () => import("~/domain/calendar/schema").then((m) => m.eventFormSchema(siteEvent))),
  });
  const failed = Object.keys(form.allErrors).length > 0;
  const headline = t("calendar.event.not_saved");
  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      {expectedVersion === undefined ? null : <input type="hidden" name="expectedVersion" value={expectedVersion} />}
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[headline, ...(form.errors ?? []).map((e) => errorsText(t, [e])).filter((e) => e !== headline)].join(" ")}
        </p>
      ) : null}
      <TextField field={fields.title} label={t("calendar.event.fields.title")} maxLength={EVENT_LIMITS.title} required />
      <DateTimeField field={fields.startAt} label={t("calendar.event.fields.start")} required />
      <CheckboxField field={fields.allDay} label={t("calendar.event.fields.all_day")} />
      <p className={s.label}>{t("calendar.event.duration_hint")}</p>
      <SelectField
        field={fields.hours}
        label={t("calendar.event.fields.hours")}
        options={DURATION_HOURS.map((h) => ({ value: String(h), label: String(h) }))}
        placeholder={t("calendar.event.no_duration")}
      />
      <SelectField field={fields.minutes} label={t("calendar.event.fields.minutes")} options={DURATION_MINUTES.map((m) => ({ value: String(m), label: String(m).padStart(2, "0") }))} />
      <DateTimeField field={fields.endAt} label={t("calendar.event.fields.end")} />
      <TextAreaField field={fields.description} label={t("calendar.event.fields.description")} maxLength={EVENT_LIMITS.description} required={siteEvent} />
      <TextField field={fields.place} label={t("calendar.event.fields.place")} maxLength={EVENT_LIMITS.place} required={siteEvent} />
      <CheckboxField field={fields.isPublic} label={t("calendar.event.fields.public")} />
      <p>
        <button type="submit" className={s.button}>
          {t("calendar.event.save")}
        </button>{" "}
        <Link to={cancelTo}>{t("calendar.event.cancel")}</Link>
      </p>
    </Form>
  );
}
