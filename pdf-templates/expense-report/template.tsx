// The monthly expense report (spec part 2 §9; ADR-0005, ADR-0021): A4 landscape, Italian unless the
// user asks for their own language. Only APPROVED expenses dated in the month (the lines are made by
// reportLines in app/domain/expense/report.ts); columns Descrizione Spese, Data, Importo CHF, Importo
// Euro (EUR only), Importo altra valuta (only when a line has one: USD and any other currency but
// CHF and EUR, each amount with its code), Conversione CHF, CONTO CONTABILE; totals; signature lines
// for the employee and the supervisor; the footer names the last event of the month's expenses it includes.
// Plain React without hooks, rendered to static HTML on the server and printed by the pool.
import type { ReactElement } from "react";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { otherCurrencyTotals, reportTotals, type ReportLine } from "~/domain/expense/report";
import { formatDate, formatMoneyAmount } from "~/domain/shared/format";
import type { Language } from "~/i18n/config";
import { DocumentFrame } from "../shared/document-frame";
import type { PdfProof, Translate } from "../shared/page-footer";
import { expenseReportStyles } from "./styles";

export interface ExpenseReportPdfData {
  person: { name: string };
  companyCode: CompanyCode;
  /** YYYY-MM */
  month: string;
  /** the month in the document's language ("marzo 2026") */
  monthLabel: string;
  lines: ReportLine[];
  /** The last event of the month's expenses the report includes, and the link to its history (ADR-0132). */
  proof: PdfProof;
  /** the month's sign-off (ADR-0138): who signed and countersigned, and when; absent: blank lines */
  signOff?: { signed: string | null; countersigned: string | null };
}

export interface ExpenseReportPdfProps {
  data: ExpenseReportPdfData;
  t: Translate;
  lang: Language;
}

const K = "expense.pdf";

function Signature({ label, dateLabel, signed }: { label: string; dateLabel: string; signed?: string | null }) {
  return (
    <div className="signature">
      <div className="line" />
      <div className="label">{label}</div>
      {signed ? <div className="signed">{signed}</div> : null}
      <div className="date">{dateLabel}</div>
    </div>
  );
}

/** The Euro column holds EUR only (the column says Euro): the amount plain. */
function euroText(f: ReportLine["foreign"]): string {
  return f?.currency === "EUR" ? formatMoneyAmount(f.amount) : "";
}

/** Another currency (not CHF, not EUR) has its own column, each amount with its code ("USD 49.99"). */
function otherText(f: ReportLine["foreign"]): string {
  return f && f.currency !== "EUR" ? `${f.currency} ${formatMoneyAmount(f.amount)}` : "";
}

export function ExpenseReportPdf({ data, t, lang }: ExpenseReportPdfProps) {
  const totals = reportTotals(data.lines);
  const others = otherCurrencyTotals(data.lines);
  const withOthers = others.length > 0;
  return (
    <DocumentFrame lang={lang} proof={data.proof} kind="expense_report" t={t} company={data.companyCode} title={t(`${K}.title`)} subtitle={<div className="sub">{data.monthLabel}</div>}>
      <div className="person">
        <div>
          <span>{t(`${K}.employee`)}</span>
          <strong>{data.person.name}</strong>
        </div>
        <div>
          <span>{t(`${K}.company`)}</span>
          <strong>{COMPANY_NAMES[data.companyCode]}</strong>
        </div>
        <div>
          <span>{t(`${K}.month`)}</span>
          <strong>{data.monthLabel}</strong>
        </div>
      </div>

      <table className="lines">
        <thead>
          <tr>
            <th className="desc">{t(`${K}.columns.description`)}</th>
            <th>{t(`${K}.columns.date`)}</th>
            <th className="num">{t(`${K}.columns.amount_chf`)}</th>
            <th className="num">{t(`${K}.columns.amount_eur`)}</th>
            {withOthers ? <th className="num">{t(`${K}.columns.amount_other`)}</th> : null}
            <th className="num">{t(`${K}.columns.converted_chf`)}</th>
            <th>{t(`${K}.columns.account`)}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <tr key={l.id}>
              <td className="desc">
                <div>{l.reason}</div>
                <div className="more">{[l.place, l.site].filter(Boolean).join(" · ")}</div>
                {l.approvedFor ? <div className="more">{l.approvedFor}</div> : null}
              </td>
              <td className="date">{formatDate(l.date)}</td>
              <td className="num">{l.chf === null ? "" : formatMoneyAmount(l.chf)}</td>
              <td className="num" data-col="eur">{euroText(l.foreign)}</td>
              {withOthers ? (
                <td className="num" data-col="other">
                  {otherText(l.foreign)}
                </td>
              ) : null}
              <td className="num">{l.converted === null ? "" : formatMoneyAmount(l.converted)}</td>
              <td>{l.account ?? ""}</td>
            </tr>
          ))}
        </tbody>
        {data.lines.length > 0 ? (
          <tfoot>
            <tr>
              <td>{t(`${K}.totals`)}</td>
              <td />
              <td className="num">{formatMoneyAmount(totals.chf)}</td>
              <td className="num" data-col="eur">{formatMoneyAmount(totals.eur)}</td>
              {withOthers ? (
                <td className="num" data-col="other">
                  {others.map((o) => (
                    <div key={o.currency}>{`${o.currency} ${formatMoneyAmount(o.amount)}`}</div>
                  ))}
                </td>
              ) : null}
              <td className="num">{formatMoneyAmount(totals.converted)}</td>
              <td />
            </tr>
            <tr className="owed">
              <td colSpan={withOthers ? 5 : 4}>{t(`${K}.reimbursed`)}</td>
              <td className="num">{`CHF ${formatMoneyAmount(totals.reimbursed)}`}</td>
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>
      {data.lines.length === 0 ? <p className="empty">{t(`${K}.empty`)}</p> : null}

      <section className="signatures">
        <Signature label={t(`${K}.signature_employee`)} dateLabel={t(`${K}.signature_date`)} signed={data.signOff?.signed} />
        <Signature label={t(`${K}.signature_supervisor`)} dateLabel={t(`${K}.signature_date`)} signed={data.signOff?.countersigned} />
      </section>
    </DocumentFrame>
  );
}

/** The page setup of this report, for renderDocumentPdf. */
export const EXPENSE_REPORT_PAGE = { format: "A4", landscape: true } as const;

/** The element and document options to print a report: `renderDocumentPdf(element, { ...options, ...EXPENSE_REPORT_PAGE })`. */
export function expenseReportDocument(
  data: ExpenseReportPdfData,
  t: Translate,
  lang: Language,
): { element: ReactElement; options: { lang: Language; title: string; css: string } } {
  return {
    element: <ExpenseReportPdf data={data} t={t} lang={lang} />,
    options: { lang, title: t(`${K}.document_title`, { name: data.person.name, month: data.monthLabel }), css: expenseReportStyles },
  };
}
