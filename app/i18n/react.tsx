// The components' translations (issue 40): `useTranslation()` gives `t` and the page's language from
// a context. The server provides its i18next instance (entry.server.tsx); the browser provides
// `makeTranslate` over the same JSON (entry.client.tsx, `BrowserTranslations`), so neither i18next
// nor react-i18next is sent to the browser. The shape is react-i18next's, so a component reads the
// same either way.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { TFunction } from "i18next";
import { makeTranslate, type Tree } from "./translate";

/** What a provider needs: an i18next instance, or anything with its `t` and `language`. */
export type Translator = { t: (key: string, options?: Record<string, unknown>) => unknown; language: string };

type Value = { t: TFunction; i18n: { language: string }; changeLanguage?: (lng: string) => void };

const Context = createContext<Value | null>(null);

export function I18nextProvider({ i18n, changeLanguage, children }: { i18n: Translator; changeLanguage?: (lng: string) => void; children: ReactNode }) {
  const value = useMemo<Value>(
    () => ({ t: i18n.t.bind(i18n) as unknown as TFunction, i18n: { language: i18n.language }, changeLanguage }),
    [i18n, changeLanguage]
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

const missing: Value = { t: ((key: string) => key) as unknown as TFunction, i18n: { language: "it" } };

/** `t` and the language of the page (without a provider: keys as they are, as react-i18next does). */
export function useTranslation(): Value {
  return useContext(Context) ?? missing;
}

/** Follows the root loader's language: after the switch (a form posted, the page revalidated) the browser's translations change too. */
export function useChangeLanguage(locale: string): void {
  const { i18n, changeLanguage } = useTranslation();
  useEffect(() => {
    if (changeLanguage && locale !== i18n.language) changeLanguage(locale);
  }, [locale, i18n.language, changeLanguage]);
}

/** The translations of a language, as the server gives them to the browser (one merged tree). */
export async function loadTranslations(lng: string): Promise<Translator> {
  const tree = (await fetch(`/locales/${lng}/common.json`).then((r) => r.json())) as Tree;
  // only that language: every language has every key (locales.unit.test.ts), so the Italian
  // fallback the server's i18next keeps finds nothing the page's own language lacks
  return { language: lng, t: makeTranslate(lng, { [lng]: tree, it: tree }) };
}

/** The browser's provider: starts with the page's language, loads another when the page changes to it. */
export function BrowserTranslations({ initial, children }: { initial: Translator; children: ReactNode }) {
  const [translator, setTranslator] = useState(initial);
  const change = useCallback((lng: string) => {
    loadTranslations(lng).then(setTranslator, (err: unknown) => console.error(err));
  }, []);
  return (
    <I18nextProvider i18n={translator} changeLanguage={change}>
      {children}
    </I18nextProvider>
  );
}
