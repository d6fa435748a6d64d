// A React template to PDF: static markup in a complete HTML document with its CSS inline, printed
// by the pool (ADR-0005). Templates are plain React without hooks or client code, take data that
// is already formatted and translated, and load nothing: logos are inline SVG, fonts are the
// image's (fonts-dejavu-core), images would be data: URLs.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { withFixedMetadata } from "./fixed-metadata";
import { pdfPool, type PdfPool, type RenderPdfOptions } from "./pool.server";

// On top of the pool's request blocking and disabled JavaScript: the document itself allows
// nothing but its inline styles and data: images and fonts.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'; base-uri 'none'";

export interface DocumentOptions {
  /** The document's language (html lang: hyphenation, the PDF's language tag). */
  lang: string;
  /** The PDF's title (document properties). */
  title: string;
  /** The template's CSS, inlined in a <style> element. */
  css: string;
}

export interface RenderDocumentOptions extends DocumentOptions, RenderPdfOptions {
  /** Default: the process's pool. */
  pool?: PdfPool;
  /**
   * The instant the document's metadata carries (its creation and modification dates): the event it
   * was built from, so two downloads of the same version are the same bytes (ADR-0132). Default: 1.1.2000.
   */
  documentDate?: Date;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The complete HTML document of a template, as the pool prints it (also what snapshot tests compare). */
export function documentHtml(element: ReactElement, { lang, title, css }: DocumentOptions): string {
  // our CSS is trusted, but a "</style" inside it would end the element early
  const style = css.replace(/<\/style/gi, "<\\/style");
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${escapeHtml(title)}</title><style>${style}</style></head>` +
    `<body>${renderToStaticMarkup(element)}</body></html>`
  );
}

/** Renders a template to a PDF with the pool; rejects with PdfUnavailableError, PdfBusyError or PdfTimeoutError. */
export async function renderDocumentPdf(element: ReactElement, opts: RenderDocumentOptions): Promise<Buffer> {
  const html = documentHtml(element, opts);
  const pool = opts.pool ?? pdfPool();
  const pdf = await pool.renderPdf(html, { format: opts.format, landscape: opts.landscape, timeoutMs: opts.timeoutMs });
  // Chromium stamps the print time and its own build into the document information: fixed here
  return withFixedMetadata(pdf, opts.documentDate ?? new Date("2000-01-01T00:00:00Z"));
}
