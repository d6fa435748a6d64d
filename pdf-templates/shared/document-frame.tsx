// The frame every printed document's markup shares (ADR-0005, ADR-0132): the footer in the page's
// margin boxes (the event the document was built from and the page counter, on every page), the head
// (the company's logo left, the title right), the document's own content, and at its end the link and
// QR code to that event's history. Its CSS is pageFrame (page-frame.ts). A template passes its title
// and the lines under it, or a head of its own (the checklist's), and its content.
import type { ReactNode } from "react";
import type { CompanyCode } from "~/domain/company/companies";
import type { Language } from "~/i18n/config";
import { Logo } from "~/ui/logo";
import { PageFooter, ProofBlock, type PdfProof, type ProofKind, type Translate } from "./page-footer";

/** The usual head (pageFrame's `head`): the company's logo, the title, and what the document says under it. */
interface UsualHead {
  company: CompanyCode;
  title: string;
  /** the lines under the title (the month, the request's number, ...) */
  subtitle?: ReactNode;
  head?: never;
}

/** A head the document lays out itself (pageFrame without `head`). */
interface OwnHead {
  head: ReactNode;
  company?: never;
  title?: never;
  subtitle?: never;
}

export type DocumentFrameProps = (UsualHead | OwnHead) & {
  lang: Language;
  proof: PdfProof;
  kind: ProofKind;
  t: Translate;
  /** the footer's size when the document's own text is smaller than usual */
  footerFontSize?: string;
  children: ReactNode;
};

/** A document: its footer on every page, its head, its content, and the proof at its end. */
export function DocumentFrame({ lang, proof, kind, t, footerFontSize, children, ...head }: DocumentFrameProps) {
  return (
    <div lang={lang} className="document">
      <PageFooter proof={proof} kind={kind} t={t} fontSize={footerFontSize} />
      {head.head === undefined ? (
        <header className="head">
          <Logo company={head.company} />
          <div className="title">
            <h1>{head.title}</h1>
            {head.subtitle}
          </div>
        </header>
      ) : (
        head.head
      )}
      {children}
      <ProofBlock proof={proof} kind={kind} t={t} />
    </div>
  );
}
