// The head of a checklist's form: its site (and template, for a new one), title, date and ready-by.
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import * as cs from "./checklist.css";
import { FieldError, kept, type Result } from "./form-bits";

export interface HeadDefaults {
  templateId?: string;
  siteId?: string;
  title: string;
  date: string;
  readyBy: string;
}

export function HeadFields({
  defaults,
  result,
  templates,
  sites,
}: {
  defaults: HeadDefaults;
  result: Result;
  templates?: { id: number; name: string }[];
  sites?: { id: number; title: string }[];
}) {
  const { t } = useTranslation();
  // the sites sent with a refused form (the field once or several times), else none
  const sent = (result?.initialValue as Record<string, unknown> | undefined)?.siteId;
  const chosen = (Array.isArray(sent) ? sent : typeof sent === "string" ? [sent] : []).filter((v): v is string => typeof v === "string" && v !== "");
  return (
    <>
      {templates ? (
        <>
          <label>
            {t("checklist.fields.template")} *
            <select id="cl-templateId" name="templateId" defaultValue={kept(result, "templateId", defaults.templateId ?? "")} className={s.input} aria-describedby="templateId-error">
              <option value="">{t("checklist.choose")}</option>
              {templates.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <FieldError result={result} name="templateId" />
        </>
      ) : null}
      {sites ? (
        <>
          <label>
            {t("checklist.fields.site")} *
            <select id="cl-siteId" name="siteId" defaultValue={chosen[0] ?? defaults.siteId ?? ""} className={s.input} aria-describedby="siteId-error">
              <option value="">{t("checklist.choose")}</option>
              {sites.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title}
                </option>
              ))}
            </select>
          </label>
          {/* the other assigned sites (ADR-0117): the same field again, several at once; the first above is the checklist's own */}
          <label>
            {t("checklist.fields.more_sites")}
            <select name="siteId" multiple size={Math.min(6, Math.max(3, sites.length))} defaultValue={chosen.slice(1)} className={s.input} aria-describedby="siteId-error siteId-hint">
              {sites.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title}
                </option>
              ))}
            </select>
          </label>
          <span className={s.muted} id="siteId-hint">
            {t("checklist.fields.more_sites_hint")}
          </span>
          <FieldError result={result} name="siteId" />
        </>
      ) : null}
      <label>
        {t("checklist.fields.title")} *
        <input id="cl-title" name="title" defaultValue={kept(result, "title", defaults.title)} className={`${s.input} ${cs.fullWidthInput}`} maxLength={200} aria-describedby="title-error" />
      </label>
      <FieldError result={result} name="title" />
      <label>
        {t("checklist.fields.date")} *
        <input id="cl-date" type="date" name="date" defaultValue={kept(result, "date", defaults.date)} className={s.input} aria-describedby="date-error" />
      </label>
      <FieldError result={result} name="date" />
      <label>
        {t("checklist.fields.ready_by")} *
        <input id="cl-readyBy" type="date" name="readyBy" defaultValue={kept(result, "readyBy", defaults.readyBy)} className={s.input} aria-describedby="readyBy-error" />
      </label>
      <FieldError result={result} name="readyBy" />
    </>
  );
}
