// The footer every printed page carries, in the page's bottom margin boxes: the event the document
// was built from (its number and time, ADR-0132) on the left, "Pagina 1 di 2" on the right. CSS
// only, so it repeats on every page; the texts are escaped as CSS strings. Every template renders
// <PageFooter> and, at its end, <ProofBlock> (the link and QR code to that event's history).
import { formatDateTime } from "~/domain/shared/format";
import { PDF_FONTS } from "./page-frame";

/** i18next's t, or anything with its shape. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A CSS string literal: quotes, backslashes, line breaks and "<" (no "</style>") escaped as code points. */
export function cssString(s: string): string {
  return `"${s.replace(/[\\"<>\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/** "Pagina {{page}} di {{pages}}" in any language, as CSS content with the page counters in place. */
export function pageCounter(t: Translate): string {
  // placeholders no translation contains (Unicode private use), replaced by the CSS counters
  const PAGE = "\uE000";
  const PAGES = "\uE001";
  const parts: string[] = [];
  t("pdf.page_of", { page: PAGE, pages: PAGES })
    .split(PAGE)
    .forEach((chunk, i) => {
      if (i > 0) parts.push("counter(page)");
      chunk.split(PAGES).forEach((text, j) => {
        if (j > 0) parts.push("counter(pages)");
        if (text !== "") parts.push(cssString(text));
      });
    });
  return parts.join(" ");
}

/** The @page rules of the footer: `provenance` on the left, the page counter on the right. */
export function pageFooterCss(provenance: string, t: Translate, fontSize = "7.5pt"): string {
  const box = `font-family: ${PDF_FONTS}; font-size: ${fontSize}; color: #4b5563; vertical-align: top; padding-top: 4mm;`;
  return `@page { @bottom-left { content: ${cssString(provenance)}; ${box} } @bottom-right { content: ${pageCounter(t)}; ${box} text-align: right; } }`;
}

/** What a document was built from (issue 37, ADR-0132): the last event of the record(s) it shows. */
export interface PdfProof {
  /** the event's global position (its number in the log); 0: the document shows no record (an empty month) */
  position: number;
  /** when that event was recorded (an instant); null without one */
  recordedAt: string | null;
  /** that record's history at that event (an absolute URL) and its QR code as a data: URL; null: no link */
  history: { url: string; qrDataUrl: string } | null;
}

/** The kinds of document, each naming its record in the proof's words ("di questa richiesta"). */
export type ProofKind = "leave" | "expense_report" | "stamping_sheet" | "checklist" | "journal" | "journal_entry";

/** "Stato al 28.11.2026 14:02, evento n. 1362 di questa richiesta" in the document's language. */
export function proofText(proof: PdfProof, kind: ProofKind, t: Translate): string {
  if (proof.position <= 0 || proof.recordedAt === null) return t("proof.none");
  return t(`proof.state.${kind}`, { at: formatDateTime(proof.recordedAt), position: String(proof.position) });
}

/** The footer of every page of a document: the event it was built from, and the page counter. */
export function PageFooter({ proof, kind, t, fontSize }: { proof: PdfProof; kind: ProofKind; t: Translate; fontSize?: string }) {
  return <style dangerouslySetInnerHTML={{ __html: pageFooterCss(proofText(proof, kind, t), t, fontSize) }} />;
}

const proofCss = `
.proof { display: flex; gap: 3mm; align-items: center; margin-top: 4mm; break-inside: avoid; font-size: 7.5pt; color: #374151; }
.proof img { width: 18mm; height: 18mm; flex: none; }
.proof p { margin: 0 0 1mm; }
.proof a { color: #1f2937; word-break: break-all; }
`;

/**
 * Where an auditor checks the document: a QR code and a link to the record's history at the event
 * the document was built from. Nothing when there is no such record.
 */
export function ProofBlock({ proof, kind, t }: { proof: PdfProof; kind: ProofKind; t: Translate }) {
  if (!proof.history) return null;
  return (
    <aside className="proof" data-proof={proof.position}>
      <style dangerouslySetInnerHTML={{ __html: proofCss }} />
      <img src={proof.history.qrDataUrl} alt={t("proof.qr_alt")} />
      <div>
        <p>{proofText(proof, kind, t)}</p>
        <p>
          {t("proof.history_link")} <a href={proof.history.url}>{proof.history.url}</a>
        </p>
      </div>
    </aside>
  );
}
