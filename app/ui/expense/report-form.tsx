// "Export my expense report": a plain GET form (month and document language in the URL) that opens
// the monthly PDF. `reloadDocument`: with JavaScript too the browser loads the PDF itself instead of
// a client-side navigation to a resource route.
import { useTranslation } from "~/i18n/react";
import { LANGUAGES } from "~/i18n/config";
import { PeriodPicker } from "../forms/period-picker";
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
      <PeriodPicker
        action={action}
        reloadDocument
        fold={false}
        primary
        period={{ id: "report-month", label: t("expense.report.month"), value: month, options: months }}
        after={
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
        }
        submit={t("expense.report.export")}
      />
    </section>
  );
}
