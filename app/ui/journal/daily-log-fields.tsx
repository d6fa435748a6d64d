// The daily log's sections in a post's form (ADR-0067), inside one <details> so a quick post stays
// short: the weather (a choice and a temperature), who was on site (the team's checkboxes,
// pre-ticked from the day's stamps, plus others in a line), equipment, delays and incidents. Plain
// form fields: without JavaScript a refused form comes back with every value and its errors.
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import { DAILY_LOG_LIMITS, TEMPERATURE_RANGE, WEATHER_CONDITIONS } from "~/domain/journal/daily-log";
import { NumberField, SelectField, TextAreaField, TextField } from "../forms/fields";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import * as j from "./journal.css";

/** A person the manpower may name; `stamped`: stamped that day. */
export interface CrewOption {
  personId: number;
  name: string;
  stamped: boolean;
}

type F = FieldMetadata<string | string[] | undefined>;

export interface DailyLogFieldsProps {
  fields: { weather: F; temperature: F; crew: F; crewNote: F; equipment: F; delays: F; incidents: F };
  crewOptions: CrewOption[];
  /** the people ticked when the form is first shown (the stamps of the day, or the post's log) */
  crewTicked: number[];
  /** the form came back refused: tick what was sent */
  failed: boolean;
  /** open the panel (a post with a log, or a refused log) */
  open: boolean;
}

export function DailyLogFields({ fields, crewOptions, crewTicked, failed, open }: DailyLogFieldsProps) {
  const { t } = useTranslation();
  const sent = new Set(((Array.isArray(fields.crew.initialValue) ? fields.crew.initialValue : [fields.crew.initialValue]) as unknown[]).filter((v): v is string => typeof v === "string"));
  const ticked = new Set(crewTicked.map(String));
  const anyError = Object.values(fields).some((f) => (f.errors?.length ?? 0) > 0);
  return (
    <details className={j.logPanel} open={open || anyError || undefined}>
      <summary>{t("journal.log.title")}</summary>
      <p className={s.muted}>{t("journal.log.hint")}</p>
      <SelectField
        field={fields.weather}
        label={t("journal.log.weather")}
        placeholder={t("journal.log.weather_none")}
        options={WEATHER_CONDITIONS.map((c) => ({ value: c, label: t(`journal.weather.${c}`) }))}
      />
      <NumberField field={fields.temperature} label={t("journal.log.temperature")} min={TEMPERATURE_RANGE.min} max={TEMPERATURE_RANGE.max} integer suffix="°C" />
      <fieldset className={j.crewSet} aria-describedby={fields.crew.errors?.length ? fields.crew.errorId : undefined}>
        <legend>{t("journal.log.crew")}</legend>
        {crewOptions.length === 0 ? <p className={s.muted}>{t("journal.log.crew_none")}</p> : null}
        <ul className={j.crewList}>
          {crewOptions.map((c) => (
            <li key={c.personId}>
              <label>
                <input type="checkbox" name={fields.crew.name} value={String(c.personId)} defaultChecked={failed ? sent.has(String(c.personId)) : ticked.has(String(c.personId))} /> {c.name}
                {c.stamped ? <span className={s.muted}> · {t("journal.log.stamped")}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {fields.crew.errors?.length ? (
          <span id={fields.crew.errorId} className={s.fieldError}>
            {errorsText(t, fields.crew.errors)}
          </span>
        ) : null}
      </fieldset>
      <TextField field={fields.crewNote} label={t("journal.log.crew_note")} hint={t("journal.log.crew_note_hint")} maxLength={DAILY_LOG_LIMITS.crewNote} />
      <TextAreaField field={fields.equipment} label={t("journal.log.equipment")} maxLength={DAILY_LOG_LIMITS.text} rows={2} />
      <TextAreaField field={fields.delays} label={t("journal.log.delays")} maxLength={DAILY_LOG_LIMITS.text} rows={2} />
      <TextAreaField field={fields.incidents} label={t("journal.log.incidents")} maxLength={DAILY_LOG_LIMITS.text} rows={2} />
    </details>
  );
}
