// The checklist PDF (spec part 2 §9; ADR-0074): A4 portrait; the logo of the site's company, the
// project (the site), the foreman's signature and the date; the columns N., Domanda, Punti da
// verificare, Osservazioni, OK, Non OK, Chi?, Entro, Evaso; each question's photos after its rows,
// then the names of its attached files (ADR-0080: a PDF cannot carry the signed links);
// the footer with the checklist's last event (ADR-0132). Plain React without hooks; images are
// data: URLs (the document loads nothing).
import type { ReactElement } from "react";
import type { CompanyCode } from "~/domain/company/companies";
import type { Language } from "~/i18n/config";
import { Logo } from "~/ui/logo";
import { DocumentFrame } from "../shared/document-frame";
import type { PdfProof, Translate } from "../shared/page-footer";
import { checklistStyles } from "./styles";

export interface ChecklistPdfData {
  companyCode: CompanyCode;
  project: string;
  title: string;
  /** DD.MM.YYYY */
  date: string;
  readyBy: string;
  status: string;
  approval: string | null;
  signature: { text: string; imageUrl: string | null } | null;
  questions: {
    number: number;
    title: string;
    items: { label: string; observation: string; ok: boolean; notOk: boolean; who: string; due: string; done: boolean }[];
    images: string[];
    /** attached files as "name (size)" */
    attachments: string[];
  }[];
  /** the checklist's own last event, and the link to its history (ADR-0132) */
  proof: PdfProof;
}

export const CHECKLIST_PAGE = { format: "A4", landscape: false } as const;
const COLUMNS = ["n", "question", "item", "observation", "ok", "not_ok", "who", "due", "done"] as const;
const CLASSES = ["n", "q", "i", "o", "ok", "nok", "who", "due", "done"];

function ChecklistPdf({ data, t, lang }: { data: ChecklistPdfData; t: Translate; lang: Language }) {
  // the head is its own: the logo, the project and the foreman's signature side by side
  const head = (
    <header className="head">
      <Logo company={data.companyCode} />
      <div>
        <h1>{data.title}</h1>
        <dl className="meta">
          <dt>{t("checklist.pdf.project")}</dt>
          <dd>{data.project}</dd>
          <dt>{t("checklist.pdf.date")}</dt>
          <dd>{data.date}</dd>
          <dt>{t("checklist.pdf.ready_by")}</dt>
          <dd>{data.readyBy}</dd>
          <dt>{t("checklist.pdf.status")}</dt>
          <dd>{data.status}</dd>
        </dl>
      </div>
      <div className="signature">
        <strong>{t("checklist.pdf.signature")}</strong>
        {data.signature?.imageUrl ? <img src={data.signature.imageUrl} alt="" /> : null}
        <div className="who">{data.signature ? data.signature.text : "—"}</div>
      </div>
    </header>
  );
  return (
    <DocumentFrame lang={lang} proof={data.proof} kind="checklist" t={t} head={head}>
      <table>
        <thead>
          <tr>
            {COLUMNS.map((c, n) => (
              <th key={c} className={CLASSES[n]}>
                {t(`checklist.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        {data.questions.map((q) => (
          <tbody key={q.number}>
            {q.items.map((i, m) => (
              <tr key={m}>
                <td>{m === 0 ? q.number : ""}</td>
                <td>{m === 0 ? q.title : ""}</td>
                <td>{i.label}</td>
                <td>{i.observation}</td>
                <td className="ok">{i.ok ? "X" : ""}</td>
                <td className="nok">{i.notOk ? "X" : ""}</td>
                <td>{i.who}</td>
                <td>{i.due}</td>
                <td className="done">{i.done ? "X" : ""}</td>
              </tr>
            ))}
            {q.images.length > 0 ? (
              <tr className="photos">
                <td colSpan={9}>
                  {q.images.map((src, k) => (
                    <img key={k} src={src} alt="" />
                  ))}
                </td>
              </tr>
            ) : null}
            {q.attachments.length > 0 ? (
              <tr className="attachments">
                <td colSpan={9}>
                  {t("checklist.attachments.title")}: {q.attachments.join(", ")}
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
      {data.approval ? <p className="status">{data.approval}</p> : null}
    </DocumentFrame>
  );
}

/** The element and document options: `renderDocumentPdf(element, { ...options, ...CHECKLIST_PAGE })`. */
export function checklistDocument(data: ChecklistPdfData, t: Translate, lang: Language): { element: ReactElement; options: { lang: Language; title: string; css: string } } {
  return { element: <ChecklistPdf data={data} t={t} lang={lang} />, options: { lang, title: `${t("checklist.pdf.title")} ${data.title}`, css: checklistStyles } };
}
