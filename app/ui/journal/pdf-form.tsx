// The journal PDF's small GET form on the feed (ADR-0068): a period (DD.MM.YYYY; this week unless
// changed) and whether to print the comments. A plain <form> (no JavaScript needed; the answer is
// a download). A refused period comes back to the feed with the values typed and the message
// beside its field.
import { useTranslation } from "~/i18n/react";
import { HandErrorSummary } from "../forms/error-summary";
import { errorText } from "../forms/messages";
import * as s from "../shell.css";
import * as j from "./journal.css";

export interface PdfFormView {
  action: string;
  from: string;
  to: string;
  comments: boolean;
  error: { field: "from" | "to"; message: string } | null;
}

export function JournalPdfForm({ form }: { form: PdfFormView }) {
  const { t } = useTranslation();
  const field = (name: "from" | "to", label: string, value: string) => {
    const err = form.error?.field === name ? form.error.message : null;
    return (
      <div className={s.field}>
        <label className={s.label} htmlFor={`journal-pdf-${name}`}>
          {label}
        </label>
        <input
          id={`journal-pdf-${name}`}
          className={s.input}
          name={name}
          type="text"
          inputMode="numeric"
          placeholder={t("forms.date_placeholder")}
          autoComplete="off"
          maxLength={10}
          defaultValue={value}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `journal-pdf-${name}-error` : undefined}
        />
        {err ? (
          <span id={`journal-pdf-${name}-error`} className={s.fieldError}>
            {errorText(t, err)}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <form method="get" action={form.action} id="journal-pdf" className={j.pdfForm} aria-labelledby="journal-pdf-title">
      <HandErrorSummary formId="journal-pdf" errors={form.error ? { [form.error.field]: [form.error.message] } : null} idOf={(name) => `journal-pdf-${name}`} />
      <h3 id="journal-pdf-title" className={j.pdfTitle}>
        {t("journal.pdf.title")}
      </h3>
      {field("from", t("journal.pdf.from"), form.from)}
      {field("to", t("journal.pdf.to"), form.to)}
      <label className={j.pdfCheck}>
        <input type="checkbox" name="comments" value="on" defaultChecked={form.comments} /> {t("journal.pdf.with_comments")}
      </label>
      <button type="submit" className={s.buttonSecondary}>
        {t("journal.pdf.download")}
      </button>
    </form>
  );
}
