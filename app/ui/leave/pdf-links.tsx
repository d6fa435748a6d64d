// The absence request form's download links: Italian (the form's language) and, when the user
// reads another language, theirs too. Plain links with `download`: the browser saves the PDF, no
// client-side navigation (the route is a resource route).
import { useTranslation } from "react-i18next";
import { isLanguage } from "~/i18n/config";
import * as l from "./leave.css";

export function PdfLinks({ href, what }: { href: string; what?: string }) {
  const { t, i18n } = useTranslation();
  const own = isLanguage(i18n.language) && i18n.language !== "it" ? i18n.language : null;
  const label = (lng: string) => t("leave.pdf.link", { language: t(`language.${lng}`) });
  return (
    <span className={l.actions}>
      <a href={href} download aria-label={what ? `${label("it")}: ${what}` : undefined}>
        {label("it")}
      </a>
      {own ? (
        <a href={`${href}?lang=${own}`} download aria-label={what ? `${label(own)}: ${what}` : undefined}>
          {label(own)}
        </a>
      ) : null}
    </span>
  );
}
