// "Export my expense report": a plain GET form (month and document language in the URL) that opens
// the monthly PDF. `reloadDocument`: with JavaScript too the browser loads the PDF itself instead of
// a client-side navigation to a resource route.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES } from "~/i18n/config";
import * as s from "../shell.css";
import * as e from "./expense.css";

export interface ReportFormProps {
  action: string;
  months: readonly { value: string; label: string }[];
  month: string;
  /** the user's own language, offered next to Italian (the default) */
  heading: string;
}

export function ExpenseReportForm({ action, months, month, heading }: ReportFormProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="expense-report-title" className={e.panel}>
      <h2 id="expense-report-title" className={e.title} style={{ fontSize: "1.1rem" }}>
        {heading}
      </h2>
      <p className={e.muted}>{t("expense.report.hint")}</p>
      <Form method="get" action={action} reloadDocument className={e.inlineForm}>
        <div className={s.field}>
          <label className={s.label} htmlFor="report-month">
            {t("expense.report.month")}
          </label>
          <select id="report-month" name="month" className={s.input} defaultValue={month}>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="report-lang">
            {t("expense.report.language")}
          </label>
          <select id="report-lang" name="lang" className={s.input} defaultValue="it">
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`expense.report.languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <button type="submit" className={s.button}>
            {t("expense.report.export")}
          </button>
        </div>
      </Form>
    </section>
  );
}
