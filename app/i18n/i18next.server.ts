// Language per request: the cookie set by the switch, then Accept-Language, then Italian.
import { createCookie } from "@remix-run/node";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, i18nConfig, isLanguage, LANGUAGES, type Language } from "./config";
import { resources } from "./resources.server";

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

/** A translator for server-side messages (errors, PDFs) in the request's language or a given one. */
export async function getT(requestOrLng: Request | Language): Promise<TFunction> {
  const lng = typeof requestOrLng === "string" ? requestOrLng : await getLanguage(requestOrLng);
  return (await i18nFor(lng)).t;
}
