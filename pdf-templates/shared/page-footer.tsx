// The footer every printed page carries, in the page's bottom margin boxes: where the document
// came from (the event position, ADR-0005) on the left, "Pagina 1 di 2" on the right. CSS only, so
// it repeats on every page; the texts are escaped as CSS strings. Every template renders <PageFooter>.
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

/** "Rendered from event position 4711 on 02.03.2026 08:00" in the document's language. */
export function provenanceOf(position: number, renderedAt: string, t: Translate): string {
  return t("pdf.rendered_from", { position: String(position), renderedAt: formatDateTime(renderedAt) });
}

/** The footer of every page of a document: the event position it was rendered from, and the page counter. */
export function PageFooter({ position, renderedAt, t, fontSize }: { position: number; renderedAt: string; t: Translate; fontSize?: string }) {
  return <style dangerouslySetInnerHTML={{ __html: pageFooterCss(provenanceOf(position, renderedAt, t), t, fontSize) }} />;
}
