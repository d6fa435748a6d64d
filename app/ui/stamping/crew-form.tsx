// The foreman's crew form (ADR-0123): the site's team as checkboxes (each with where their clock
// stands) and two buttons, "Entrata" and "Uscita": one stamp per person ticked, at the site,
// recorded as made by the foreman. A plain form that works without JavaScript; a refusal comes back
// with its message and the ticks kept.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { STAMP_KINDS } from "~/domain/stamping/types";
import { CsrfInput } from "../csrf";
import { HandErrorSummary } from "../forms/error-summary";
import { errorText } from "../forms/messages";
import * as s from "../shell.css";
import * as c from "./crew.css";
import * as st from "./stamping.css";

export interface CrewFormData {
  siteId: number;
  title: string;
  commandId: string;
  members: { personId: number; name: string; expected: "ENTRATA" | "USCITA"; inSince: string | null }[];
}

/** A refused crew form as the action answers it: conform's result and the ticks sent. */
export interface CrewRefusal {
  result: { error?: Record<string, string[] | null> | null };
  siteId?: unknown;
  ticked?: unknown;
}

/** The messages of a refused crew form (the form's own and the people field's). */
function errorsOf(refused: CrewRefusal | null, siteId: number): string[] {
  if (!refused || refused.siteId !== siteId) return [];
  return Object.values(refused.result.error ?? {}).flatMap((m) => m ?? []);
}

export function CrewForm({ action, form, refused }: { action: string; form: CrewFormData; refused: CrewRefusal | null }) {
  const { t } = useTranslation();
  const id = `crew-${form.siteId}`;
  // the schema's keys translated; a refusal's words come translated already (errorText keeps them)
  const errors = errorsOf(refused, form.siteId).map((m) => errorText(t, m));
  const ticked = new Set(refused?.siteId === form.siteId && Array.isArray(refused.ticked) ? (refused.ticked as number[]) : []);
  return (
    <section className={st.panel} aria-labelledby={`${id}-title`} data-crew-form={form.siteId}>
      <h2 id={`${id}-title`} className={st.subtitle}>
        {t("stamping.crew.title", { site: form.title })}
      </h2>
      {form.members.length === 0 ? (
        <p className={st.muted}>{t("stamping.crew.empty")}</p>
      ) : (
        <Form method="post" action={action} id={`${id}-form`} className={st.state} aria-label={t("stamping.crew.title", { site: form.title })}>
          <HandErrorSummary formId={`${id}-form`} errors={errors.length ? { personId: errors.join(" ") } : null} idOf={() => `${id}-people`} translated />
          <CsrfInput />
          <input type="hidden" name="intent" value="record-crew-stamps" />
          <input type="hidden" name="commandId" value={form.commandId} />
          <input type="hidden" name="siteId" value={form.siteId} />
          <p className={st.muted}>{t("stamping.crew.hint")}</p>
          <fieldset className={c.members} id={`${id}-people`} aria-describedby={errors.length ? `${id}-error` : undefined} tabIndex={-1}>
            <legend className={s.label}>{t("stamping.crew.people")}</legend>
            {form.members.map((m) => (
              <label key={m.personId} className={c.member}>
                <input type="checkbox" name="personId" value={m.personId} defaultChecked={ticked.has(m.personId)} className={c.check} />
                <span className={c.name}>{m.name}</span>
                <span className={st.muted}>{m.inSince ? t("stamping.crew.in_since", { time: m.inSince }) : t("stamping.crew.off_duty")}</span>
              </label>
            ))}
          </fieldset>
          {errors.length ? (
            <p className={s.formError} id={`${id}-error`} role="alert">
              {errors.join(" ")}
            </p>
          ) : null}
          <div className={c.buttons}>
            {STAMP_KINDS.map((k) => (
              <button key={k} type="submit" name="kind" value={k} className={`${k === "ENTRATA" ? s.button : s.buttonSecondary} ${c.kindButton}`}>
                {t(`stamping.crew.${k}`)}
              </button>
            ))}
          </div>
        </Form>
      )}
    </section>
  );
}

/** Every crew form of the page (none for someone who leads no site). */
export function CrewForms({ action, forms, refused }: { action: string; forms: CrewFormData[]; refused: CrewRefusal | null }) {
  if (forms.length === 0) return null;
  return (
    <>
      {forms.map((f) => (
        <CrewForm key={f.siteId} action={action} form={f} refused={refused} />
      ))}
    </>
  );
}
