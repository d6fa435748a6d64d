// The frame every printed document's markup shares (ADR-0005, ADR-0132): the footer in the page's
// margin boxes (the event the document was built from and the page counter, on every page), the head,
// the document's own content, and at its end the link and QR code to that event's history. Its CSS is
// pageFrame (page-frame.ts); each template passes its head and content.
import type { ReactNode } from "react";
import type { CompanyCode } from "~/domain/company/companies";
import type { Language } from "~/i18n/config";
import { Logo } from "~/ui/logo";
import { PageFooter, ProofBlock, type PdfProof, type ProofKind, type Translate } from "./page-footer";

/** A document: its footer on every page, its head, its content, and the proof at its end. */
export function DocumentFrame({
  lang,
  proof,
  kind,
  t,
  footerFontSize,
  head,
  children,
}: {
  lang: Language;
  proof: PdfProof;
  kind: ProofKind;
  t: Translate;
  /** the footer's size when the document's own text is smaller than usual */
  footerFontSize?: string;
  /** usually a <DocumentHead>; a document with a head of its own lays it out itself */
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div lang={lang} className="document">
      <PageFooter proof={proof} kind={kind} t={t} fontSize={footerFontSize} />
      {head}
      {children}
      <ProofBlock proof={proof} kind={kind} t={t} />
    </div>
  );
}

/** The usual head (pageFrame's `head`): the company's logo on the left, the title and what the document says under it on the right. */
export function DocumentHead({ company, title, children }: { company: CompanyCode; title: string; children?: ReactNode }) {
  return (
    <header className="head">
      <Logo company={company} />
      <div className="title">
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
