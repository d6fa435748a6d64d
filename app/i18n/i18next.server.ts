// Language per request: the cookie set by the switch, then Accept-Language, then Italian.
import { createCookie } from "@remix-run/node";
import { createInstance, type TFunction } from "i18next";
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

/** A translator for server-side messages (errors, PDFs) in the request's language or a given one. */
export async function getT(requestOrLng: Request | Language): Promise<TFunction> {
  const lng = typeof requestOrLng === "string" ? requestOrLng : await getLanguage(requestOrLng);
  const instance = createInstance();
  await instance.init({ ...i18nConfig, lng, resources });
  return instance.t;
}
