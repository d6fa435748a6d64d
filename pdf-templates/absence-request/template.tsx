// The absence request form (spec: Leave; ADR-0005): A4 portrait, Italian unless the user asks for
// their own language. Plain React without hooks, rendered to static HTML on the server and printed
// by the pool. Everything it shows comes from its props, so the same request at the same event
// version renders the same document, to the byte (ADR-0132).
import type { ReactElement, ReactNode } from "react";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { formatDate, formatDateTime } from "~/domain/shared/format";
import type { Language } from "~/i18n/config";
import { DocumentFrame } from "../shared/document-frame";
import type { PdfProof, Translate } from "../shared/page-footer";
import { absenceRequestStyles } from "./styles";

export type AbsenceRequestStatus = "PENDING" | "APPROVED" | "REJECTED" | "WITHDRAWN";

/** i18next's t, or anything with its shape. */
export type { Translate };

/** What the form prints. Dates are ISO 8601 strings and are shown in Europe/Zurich. */
export interface AbsenceRequestPdfData {
  person: {
    name: string;
    /** The badge number, or null for a person without one. */
    badgeId: number | null;
  };
  /** The person's company: its logo and name head the form. */
  companyCode: CompanyCode;
  leaveId: number;
  /** The leave type's code (1 holiday … 10 other, see app/domain/leave) and its label in the document's language. */
  type: { code: number; label: string };
  /** An instant ("2026-03-05T12:30:00Z"), or a date ("2026-07-13") for an all-day leave. */
  start: string;
  end: string;
  /** Whole days: the dates are printed without times. */
  allDay: boolean;
  /** The duration as the caller words it in the document's language ("10 giorni (80 ore)", "2 ore 30 minuti"). */
  durationText: string;
  status: AbsenceRequestStatus;
  /** When the request was made (an instant). */
  requestedAt: string;
  /** Who decided the request (approved or rejected it) and when; null while pending or once withdrawn undecided. */
  approver: { name: string; decidedAt: string } | null;
  description: string | null;
  /** The request's own last event the form was built from, and the link to its history there (ADR-0132). */
  proof: PdfProof;
}

export interface AbsenceRequestPdfProps {
  data: AbsenceRequestPdfData;
  t: Translate;
  lang: Language;
}

const K = "pdf.absence_request";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function Signature({ label, dateLabel }: { label: string; dateLabel: string }) {
  return (
    <div className="signature">
      <div className="line" />
      <div className="label">{label}</div>
      <div className="date">{dateLabel}</div>
    </div>
  );
}

export function AbsenceRequestPdf({ data, t, lang }: AbsenceRequestPdfProps) {
  const when = data.allDay ? formatDate : formatDateTime;
  const status = data.status.toLowerCase();
  const decided = data.approver && (data.status === "APPROVED" || data.status === "REJECTED");
  const deciderLabel = data.status === "REJECTED" ? t(`${K}.rejected_by`) : t(`${K}.approved_by`);
  const decidedAtLabel = data.status === "REJECTED" ? t(`${K}.rejected_at`) : t(`${K}.approved_at`);
  const none = "—";
  return (
    <DocumentFrame lang={lang} proof={data.proof} kind="leave" t={t} company={data.companyCode} title={t(`${K}.title`)} subtitle={<div className="number">{t(`${K}.number`, { id: String(data.leaveId) })}</div>}>
      <section>
        <h2>{t(`${K}.section_person`)}</h2>
        <table className="fields">
          <tbody>
            <Field label={t(`${K}.name`)}>{data.person.name}</Field>
            <Field label={t(`${K}.company`)}>{COMPANY_NAMES[data.companyCode]}</Field>
            <Field label={t(`${K}.badge`)}>{data.person.badgeId === null ? none : String(data.person.badgeId)}</Field>
          </tbody>
        </table>
      </section>

      <section>
        <h2>{t(`${K}.section_absence`)}</h2>
        <table className="fields">
          <tbody>
            <Field label={t(`${K}.type`)}>{data.type.label}</Field>
            <Field label={t(`${K}.start`)}>{when(data.start)}</Field>
            <Field label={t(`${K}.end`)}>{when(data.end)}</Field>
            <Field label={t(`${K}.all_day`)}>{data.allDay ? t(`${K}.yes`) : t(`${K}.no`)}</Field>
            <Field label={t(`${K}.duration`)}>{data.durationText}</Field>
            <Field label={t(`${K}.requested_at`)}>{formatDateTime(data.requestedAt)}</Field>
          </tbody>
        </table>
      </section>

      <section>
        <h2>{t(`${K}.section_decision`)}</h2>
        <table className="fields">
          <tbody>
            <Field label={t(`${K}.status`)}>
              <span className={`status status-${status}`}>{t(`${K}.statuses.${status}`)}</span>
            </Field>
            <Field label={deciderLabel}>{decided ? data.approver!.name : none}</Field>
            <Field label={decidedAtLabel}>{decided ? formatDateTime(data.approver!.decidedAt) : none}</Field>
          </tbody>
        </table>
      </section>

      <section>
        <h2>{t(`${K}.description`)}</h2>
        {data.description && data.description.trim() !== "" ? (
          <div className="description">{data.description}</div>
        ) : (
          <div className="description empty">{t(`${K}.no_description`)}</div>
        )}
      </section>

      <section className="signatures">
        <Signature label={t(`${K}.signature_employee`)} dateLabel={t(`${K}.signature_date`)} />
        <Signature label={t(`${K}.signature_supervisor`)} dateLabel={t(`${K}.signature_date`)} />
        <Signature label={t(`${K}.signature_hr`)} dateLabel={t(`${K}.signature_date`)} />
      </section>
    </DocumentFrame>
  );
}

/** The page setup of this form, for renderDocumentPdf. */
export const ABSENCE_REQUEST_PAGE = { format: "A4", landscape: false } as const;

/** The element and document options to print an absence request: `renderDocumentPdf(element, { ...options, ...ABSENCE_REQUEST_PAGE })`. */
export function absenceRequestDocument(
  data: AbsenceRequestPdfData,
  t: Translate,
  lang: Language,
): { element: ReactElement; options: { lang: Language; title: string; css: string } } {
  return {
    element: <AbsenceRequestPdf data={data} t={t} lang={lang} />,
    options: { lang, title: t(`${K}.document_title`, { id: String(data.leaveId) }), css: absenceRequestStyles },
  };
}
