// A journal post's form (ADR-0063): title, text, the day (today, or yesterday for a foreman or
// update sites), the photos kept (unticking one removes it: an edit) and new photos chosen in the
// same multipart form (several at once). Works without JavaScript: a refused form comes back with
// every value and its errors, and says that the photos must be chosen again.
import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { JOURNAL_LIMITS } from "~/domain/journal/decider";
import { CsrfInput } from "../csrf";
import { FileField, SelectField, TextAreaField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import { useClientValidation } from "../forms/client-validation";
import * as s from "../shell.css";
import { DailyLogFields, type CrewOption } from "./daily-log-fields";
import * as j from "./journal.css";

/** A daily log as a form's default values (ADR-0067). */
export interface DailyLogDefaults {
  weather: string;
  temperature: string;
  crewNote: string;
  equipment: string;
  delays: string;
  incidents: string;
}

export interface EntryFormProps {
  id: string;
  intent: "write-journal-entry" | "revise-journal-entry";
  /** where the form posts (the dashboard's quick add posts to the new post's page) */
  action?: string;
  defaults: { title: string; description: string; day?: string };
  /** the post's photos (an edit): each kept unless unticked */
  images?: { key: string; thumbnailUrl: string }[];
  /** offer yesterday as the day */
  mayWriteYesterday?: boolean;
  commandId: string;
  expectedVersion?: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo?: string;
  compact?: boolean;
  /** the daily log's sections (left out: the quick add offers none) */
  log?: { defaults: DailyLogDefaults; crewOptions: CrewOption[]; crewTicked: number[]; open: boolean };
}

export function EntryForm({ id, intent, action, defaults, images, mayWriteYesterday, commandId, expectedVersion, lastResult, cancelTo, compact, log }: EntryFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{
    title: string;
    description: string;
    day: string;
    keep: string[];
    photos: unknown;
    weather: string;
    temperature: string;
    crew: string[];
    crewNote: string;
    equipment: string;
    delays: string;
    incidents: string;
  }>({
    id,
    lastResult,
    defaultValue: { ...defaults, ...log?.defaults, keep: images?.map((i) => i.key) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // why the cast: the two intents' schemas differ by the day and the kept photos; the form has both fields
    onValidate: useClientValidation(intent, () => import("~/domain/journal/schema").then((m) => (intent === "write-journal-entry" ? m.writeEntrySchema : m.reviseEntrySchema))) as never,
  });
  const failed = form.status === "error";
  const kept = new Set(((Array.isArray(fields.keep?.initialValue) ? fields.keep.initialValue : [fields.keep?.initialValue]) as unknown[]).filter((k): k is string => typeof k === "string"));
  return (
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)}>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      {expectedVersion === undefined ? null : <input type="hidden" name="expectedVersion" value={expectedVersion} />}
      {failed ? (
        <p className={s.formError} role="alert" id={form.errorId}>
          {[t("journal.not_saved"), ...(form.errors ?? []).map((e) => errorsText(t, [e]))].join(" ")}
        </p>
      ) : null}
      <TextField field={fields.title} label={t("journal.fields.title")} maxLength={JOURNAL_LIMITS.title} required />
      <TextAreaField field={fields.description} label={t("journal.fields.description")} maxLength={JOURNAL_LIMITS.description} rows={compact ? 3 : 6} />
      {intent === "write-journal-entry" && mayWriteYesterday ? (
        <SelectField
          field={fields.day}
          label={t("journal.fields.day")}
          options={[
            { value: "today", label: t("journal.days.today") },
            { value: "yesterday", label: t("journal.days.yesterday") },
          ]}
        />
      ) : null}
      {images && images.length > 0 ? (
        <fieldset>
          <legend>{t("journal.fields.keep")}</legend>
          <ul className={j.keepList}>
            {images.map((img, i) => (
              <li key={img.key}>
                <label>
                  <img src={img.thumbnailUrl} alt={t("journal.photo_alt", { n: i + 1, title: defaults.title })} className={j.thumb} width={120} height={90} loading="lazy" />
                  <input type="checkbox" name="keep" value={img.key} defaultChecked={!failed || kept.has(img.key)} /> {t("journal.keep_photo", { n: i + 1 })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : images ? (
        <p className={s.muted}>{t("images_not_present")}</p>
      ) : null}
      {log ? (
        <DailyLogFields
          fields={{
            weather: fields.weather,
            temperature: fields.temperature,
            crew: fields.crew as never,
            crewNote: fields.crewNote,
            equipment: fields.equipment,
            delays: fields.delays,
            incidents: fields.incidents,
          }}
          crewOptions={log.crewOptions}
          crewTicked={log.crewTicked}
          failed={failed}
          open={log.open}
        />
      ) : null}
      <FileField
        field={fields.photos}
        label={t("journal.fields.photos")}
        hint={t("journal.photos_hint", { max: JOURNAL_LIMITS.images })}
        accept="image/jpeg,image/png,image/webp"
        multiple
        refused={failed}
      />
      <p>
        <button type="submit" className={s.button}>
          {t("journal.save")}
        </button>{" "}
        {cancelTo ? <Link to={cancelTo}>{t("journal.cancel")}</Link> : null}
      </p>
    </Form>
  );
}
