// Language per request: the cookie set by the switch, then Accept-Language, then Italian.
import { createCookie } from "@remix-run/node";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, i18nConfig, isLanguage, LANGUAGES, type Language } from "./config";
import { resources } from "./resources.server";
import { makeTranslate } from "./translate";
import type { Translator } from "./react";

export const localeCookie = createCookie("cantiere_lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: localeCookie,
  },
  i18next: { ...i18nConfig, resources },
});

export async function getLanguage(request: Request): Promise<Language> {
  const lng = await i18next.getLocale(request);
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

// One i18next instance per language for the whole process: the translations never change while it
// runs and the server never switches an instance's language, so requests can share them. Making one
// per request cost about a millisecond each time (a CPU profile of the pages, bench/RESULTS-server.md).
const instances = new Map<Language, Promise<I18n>>();

/** The process's i18next instance for a language (React's provider and getT use it). */
export function i18nFor(lng: Language): Promise<I18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const created = createInstance();
    instance = created.init({ ...i18nConfig, lng, resources }).then(() => created);
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * A translator for the server's own texts (loaders' row views, messages, PDFs) in the request's
 * language or a given one: the pages' translator, which gives what i18next gives for every key and
 * option the app uses (translate.unit.test.ts). i18next's own `t` cost HR's leave list 0.6 ms of
 * its ~12 ms per request (twenty row views, bench/profile-page.ts, session 50).
 */
export async function getT(requestOrLng: Request | Language): Promise<TFunction> {
  const lng = typeof requestOrLng === "string" ? requestOrLng : await getLanguage(requestOrLng);
  return pageTranslator(lng).t as unknown as TFunction;
}

// The pages' translations (React's provider in entry.server.tsx): the same translator the browser
// uses (`makeTranslate`, which gives what i18next gives for every key: translate.unit.test.ts),
// one per language for the process. i18next's own `t` cost 3.4 ms of a page's 32 ms of server CPU
// (bench/profile-page.ts, session 45); the server's messages and PDFs use it too (getT).
const pageTranslators = new Map<Language, Translator>();

/** The translator React's components read on the server, for a language. */
export function pageTranslator(lng: Language): Translator {
  let translator = pageTranslators.get(lng);
  if (!translator) {
    // every language's texts: a text asked for in another language (`lng`) is found as i18next finds it
    const translate = makeTranslate(lng, Object.fromEntries(LANGUAGES.map((l) => [l, resources[l].common])));
    // a key without options always gives the same text: kept after its first use (the shell's
    // labels, the columns' titles), up to a bound a key made from odd input cannot pass
    const plain = new Map<string, string>();
    translator = {
      language: lng,
      t: (key, options) => {
        if (options !== undefined) return translate(key, options);
        let text = plain.get(key);
        if (text === undefined) {
          text = translate(key);
          if (plain.size < 20_000) plain.set(key, text);
        }
        return text;
      },
    };
    pageTranslators.set(lng, translator);
  }
  return translator;
}
