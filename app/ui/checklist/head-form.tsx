// The head of a checklist's form: its site (and template, for a new one), title, date and ready-by.
import { useTranslation } from "react-i18next";
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
  return (
    <>
      {templates ? (
        <>
          <label>
            {t("checklist.fields.template")} *
            <select name="templateId" defaultValue={kept(result, "templateId", defaults.templateId ?? "")} className={s.input} aria-describedby="templateId-error">
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
            <select name="siteId" defaultValue={kept(result, "siteId", defaults.siteId ?? "")} className={s.input} aria-describedby="siteId-error">
              <option value="">{t("checklist.choose")}</option>
              {sites.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title}
                </option>
              ))}
            </select>
          </label>
          <FieldError result={result} name="siteId" />
        </>
      ) : null}
      <label>
        {t("checklist.fields.title")} *
        <input name="title" defaultValue={kept(result, "title", defaults.title)} className={`${s.input} ${cs.fullWidthInput}`} maxLength={200} aria-describedby="title-error" />
      </label>
      <FieldError result={result} name="title" />
      <label>
        {t("checklist.fields.date")} *
        <input type="date" name="date" defaultValue={kept(result, "date", defaults.date)} className={s.input} aria-describedby="date-error" />
      </label>
      <FieldError result={result} name="date" />
      <label>
        {t("checklist.fields.ready_by")} *
        <input type="date" name="readyBy" defaultValue={kept(result, "readyBy", defaults.readyBy)} className={s.input} aria-describedby="readyBy-error" />
      </label>
      <FieldError result={result} name="readyBy" />
    </>
  );
}
