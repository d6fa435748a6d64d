// The language a printed document is asked in, shared by every PDF route.
import { isLanguage, type Language } from "~/i18n/config";
import { queryParams } from "~/domain/shared/query-params";

/** The document's language: `?lang=` when it is one of ours, else `fallback` (Italian: the absence form's language by the spec). */
export function pdfLanguageOf(request: Request, fallback: Language = "it"): Language {
  const lang = queryParams(request).get("lang");
  return isLanguage(lang) ? lang : fallback;
}
