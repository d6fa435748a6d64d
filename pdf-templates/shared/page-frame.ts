// The frame every printed document shares (ADR-0005): the A4 page and its margins, the image's fonts
// only (fonts-dejavu-core; Liberation as the fallback a developer machine may have), colours printed
// as they are, no url() of any kind, and the head (logo left, title right, a rule below). Each
// document's styles.ts adds only what is its own. The footer is pageFooterCss (page-footer.tsx).

export const PDF_FONTS = `"DejaVu Sans", "Liberation Sans", Arial, sans-serif`;

export interface PageFrame {
  orientation: "portrait" | "landscape";
  /** the @page margin: top right bottom left */
  margin: string;
  fontSize: string;
  lineHeight?: string;
  /** the head's rule-to-content spacing and the logo's and title's size; none: the document lays out its own head */
  head?: { paddingBottom: string; marginBottom: string; logoHeight: string; titleSize: string };
}

/** The page, body and head rules of a document, as CSS. */
export function pageFrame(f: PageFrame): string {
  const head = f.head
    ? `
.head {
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  border-bottom: 2px solid #111827;
  padding-bottom: ${f.head.paddingBottom};
  margin-bottom: ${f.head.marginBottom};
}
.head svg { display: block; height: ${f.head.logoHeight}; width: auto; }
.head .title { text-align: right; }
.head h1 { margin: 0; font-size: ${f.head.titleSize}; line-height: 1.2; }`
    : "";
  return `
@page {
  size: A4 ${f.orientation};
  margin: ${f.margin};
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  color: #111827;
  font-family: ${PDF_FONTS};
  font-size: ${f.fontSize};
  line-height: ${f.lineHeight ?? "normal"};
  /* no "ffi" ligatures: the PDF's text stays searchable as typed ("ufficio", not "u" + "ffi" + "cio") */
  font-variant-ligatures: no-common-ligatures;
}${head}
`;
}
