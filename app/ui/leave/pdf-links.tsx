// The absence request form's links: Italian (the form's language) and, when the user reads another
// language, theirs too. Plain links without `download`: the PDF opens inline in the browser's
// full-screen viewer, with its download button, as the expense report and the stamping sheet do
// (no client-side navigation: the route is a resource route).
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { isLanguage } from "~/i18n/config";
import * as l from "./leave.css";

/** The links' words: the Italian form's, and the user's own language's when it is not Italian. */
export interface PdfLabels {
  it: string;
  own: { lng: string; label: string } | null;
}

/** The words once per page, for a list that shows the links on every row (ADR-0091). */
export function pdfLabels(t: TFunction, language: string): PdfLabels {
  // the language's name in the reader's language ("PDF (Italienisch)"), not in its own as the language switch writes it
  const label = (lng: string) => t("leave.pdf.link", { language: t(`leave.pdf.languages.${lng}`) });
  const own = isLanguage(language) && language !== "it" ? language : null;
  return { it: label("it"), own: own ? { lng: own, label: label(own) } : null };
}

export function PdfLinks({ href, what, labels }: { href: string; what?: string; labels?: PdfLabels }) {
  const { t, i18n } = useTranslation();
  const words = labels ?? pdfLabels(t, i18n.language);
  return (
    <span className={l.actions}>
      <a href={href} aria-label={what ? `${words.it}: ${what}` : undefined}>
        {words.it}
      </a>
      {words.own ? (
        <a href={`${href}?lang=${words.own.lng}`} aria-label={what ? `${words.own.label}: ${what}` : undefined}>
          {words.own.label}
        </a>
      ) : null}
    </span>
  );
}
