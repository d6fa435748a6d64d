// The monthly stamping sheet (spec: Stamping; ADR-0005, ADR-0030): A4 portrait, one person and one
// month: every day with up to four stamps (the first two and the last two when there are more),
// weekends labelled, the day totals, the week totals and the month total; corrected stamps and
// stamps that count nothing are marked. Plain React without hooks; everything it shows comes from
// its props, so the same month at the same event renders the same document, to the byte (ADR-0132).
import type { ReactElement } from "react";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import type { Language } from "~/i18n/config";
import { DocumentFrame } from "../shared/document-frame";
import type { PdfProof, Translate } from "../shared/page-footer";
import { stampingSheetStyles } from "./styles";

/** i18next's t, or anything with its shape. */
export type { Translate };

export interface SheetStamp {
  /** HH:mm in Zurich */
  time: string;
  kind: "ENTRATA" | "USCITA";
  /** corrected at least once */
  corrected: boolean;
  /** counts nothing: no partner, or beyond the four */
  flagged: boolean;
}

export interface SheetDay {
  /** YYYY-MM-DD */
  date: string;
  /** "lun 02.03.2026" */
  label: string;
  weekend: boolean;
  /** at most four, in time order */
  stamps: SheetStamp[];
  /** stamps of the day not printed (beyond the four shown) */
  hidden: number;
  /** the sites the day's stamps name, in time order (ADR-0122) */
  sites: string[];
  /** how many of the day's stamps lay outside their site's radius */
  offSite: number;
  /** "h:mm", "" when the day has no pause between pairs */
  pause: string;
  /** "h:mm" */
  total: string;
  flagged: boolean;
}

/** What the sheet prints: values already formatted and translated (except the fixed labels). */
export interface StampingSheetData {
  person: { name: string; badgeId: number | null };
  companyCode: CompanyCode;
  /** YYYY-MM and "marzo 2026" */
  month: string;
  monthLabel: string;
  days: SheetDay[];
  weeks: { week: number; range: string; total: string }[];
  total: string;
  /** the person's break time ("1:00"), shown beside, never deducted */
  breakTime: string | null;
  /** the last event that changed a stamp of this sheet, and the link to its history (ADR-0132) */
  proof: PdfProof;
  /** the month's sign-off (ADR-0138): who signed and countersigned, and when ("Rossi, Mario, 02.11.2026 09:14"); absent: blank lines */
  signOff?: { signed: string | null; countersigned: string | null };
}

export interface StampingSheetProps {
  data: StampingSheetData;
  t: Translate;
  lang: Language;
}

const K = "pdf.stamping_sheet";

function StampCell({ stamp, t }: { stamp: SheetStamp | undefined; t: Translate }) {
  if (!stamp) return <td className="num" />;
  return (
    <td className="num">
      <span className="kind">{t(`${K}.kind_short.${stamp.kind}`)}</span> {stamp.time}
      {stamp.corrected ? <span className="mark">*</span> : null}
      {stamp.flagged ? <span className="mark">!</span> : null}
    </td>
  );
}

export function StampingSheetPdf({ data, t, lang }: StampingSheetProps) {
  return (
    <DocumentFrame lang={lang} proof={data.proof} kind="stamping_sheet" t={t} footerFontSize="7pt" company={data.companyCode} title={t(`${K}.title`)} subtitle={<div className="sub">{data.monthLabel}</div>}>
      <div className="person">
        <span>
          {t(`${K}.name`)}: <b>{data.person.name}</b>
        </span>
        <span>
          {t(`${K}.company`)}: <b>{COMPANY_NAMES[data.companyCode]}</b>
        </span>
        <span>
          {t(`${K}.badge`)}: <b>{data.person.badgeId === null ? "—" : String(data.person.badgeId)}</b>
        </span>
        <span>
          {t(`${K}.break_time`)}: <b>{data.breakTime ?? "—"}</b>
        </span>
      </div>
      <table className="days">
        <thead>
          <tr>
            <th>{t(`${K}.day`)}</th>
            {[1, 2, 3, 4].map((n) => (
              <th key={n} className="num">
                {t(`${K}.stamp_n`, { n })}
              </th>
            ))}
            <th className="num">{t(`${K}.pause`)}</th>
            <th className="num">{t(`${K}.day_total`)}</th>
            <th>{t(`${K}.note`)}</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((d) => (
            <tr key={d.date} className={[d.weekend ? "weekend" : "", d.flagged ? "flagged" : ""].filter(Boolean).join(" ") || undefined}>
              <th scope="row">{d.label}</th>
              {[0, 1, 2, 3].map((i) => (
                <StampCell key={i} stamp={d.stamps[i]} t={t} />
              ))}
              <td className="num">{d.pause}</td>
              <td className="num">{d.stamps.length > 0 ? d.total : ""}</td>
              <td className="note">
                {[
                  d.weekend ? t(`${K}.weekend`) : null,
                  d.sites.length > 0 ? d.sites.join(", ") : null,
                  d.offSite > 0 ? t(`${K}.off_site`, { count: d.offSite }) : null,
                  d.flagged ? t(`${K}.to_complete`) : null,
                  d.hidden > 0 ? t(`${K}.hidden`, { count: d.hidden }) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="bottom">
        <table className="weeks">
          <thead>
            <tr>
              <th>{t(`${K}.week`)}</th>
              <th>{t(`${K}.date_range`)}</th>
              <th className="num">{t(`${K}.week_total`)}</th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((w) => (
              <tr key={`${w.week}-${w.range}`}>
                <td>{w.week}</td>
                <td>{w.range}</td>
                <td className="num">{w.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="side">
          <p className="total">{t(`${K}.month_total`, { month: data.monthLabel, total: data.total })}</p>
          <p className="legend">{t(`${K}.legend`)}</p>
          <section className="signatures">
            <div className="signature">
              <div className="line" />
              <div className="label">{t(`${K}.signature_employee`)}</div>
              {data.signOff?.signed ? <div className="signed">{data.signOff.signed}</div> : null}
            </div>
            <div className="signature">
              <div className="line" />
              <div className="label">{t(`${K}.signature_hr`)}</div>
              {data.signOff?.countersigned ? <div className="signed">{data.signOff.countersigned}</div> : null}
            </div>
          </section>
        </div>
      </div>
    </DocumentFrame>
  );
}

/** The page setup of this document, for renderDocumentPdf. */
export const STAMPING_SHEET_PAGE = { format: "A4", landscape: false } as const;

/** The element and document options to print a stamping sheet: `renderDocumentPdf(element, { ...options, ...STAMPING_SHEET_PAGE })`. */
export function stampingSheetDocument(data: StampingSheetData, t: Translate, lang: Language): { element: ReactElement; options: { lang: Language; title: string; css: string } } {
  return {
    element: <StampingSheetPdf data={data} t={t} lang={lang} />,
    options: { lang, title: t(`${K}.document_title`, { name: data.person.name, month: data.monthLabel }), css: stampingSheetStyles },
  };
}
