import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES } from "~/i18n/config";
import { CsrfInput } from "./csrf";
import * as s from "./shell.css";

/** IT / DE / FR / EN: a plain form, so it works without JavaScript. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/settings/language" className={s.langSwitch} aria-label={t("login.language")}>
      <CsrfInput />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LANGUAGES.map((lng) => (
        <button key={lng} type="submit" name="lng" value={lng} className={s.langButton} aria-pressed={i18n.language === lng} lang={lng} title={t(`language.${lng}`)}>
          {lng.toUpperCase()}
        </button>
      ))}
    </Form>
  );
}
