import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { tooLongMessage } from "~/domain/shared/text-limits";
import { i18nConfig, LANGUAGES } from "~/i18n/config";
import { errorsText, errorText } from "./messages";

type Tree = { [k: string]: string | Tree };
function merge(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) {
    if (typeof v === "string") into[k] = v;
    else merge((into[k] ??= {}) as Tree, v);
  }
  return into;
}
/** One language's translation files merged into one namespace, as the app loads them. */
function common(lng: string): Tree {
  const dir = path.resolve("app/locales", lng);
  return readdirSync(dir).filter((f) => f.endsWith(".json")).reduce<Tree>((acc, f) => merge(acc, JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Tree), {});
}
const tFor = async (lng: string) => {
  const i18n = createInstance();
  await i18n.init({ ...i18nConfig, lng, resources: { [lng]: { common: common(lng) } } });
  return i18n.t;
};

describe("a form error as the user reads it", () => {
  it("says the limit in every language", async () => {
    const said: Record<string, string> = {};
    for (const lng of LANGUAGES) said[lng] = errorText(await tFor(lng), tooLongMessage(500));
    expect(said).toEqual({
      it: "Testo troppo lungo: al massimo 500 caratteri",
      de: "Text zu lang: höchstens 500 Zeichen",
      fr: "Texte trop long : 500 caractères au plus",
      en: "Text too long: at most 500 characters",
    });
  });

  it("translates a plain key as before, and joins several", async () => {
    const t = await tFor("it");
    expect(errorText(t, "errors.required")).toBe(t("errors.required"));
    expect(errorsText(t, ["errors.required", tooLongMessage(40)])).toBe(`${t("errors.required")} Testo troppo lungo: al massimo 40 caratteri`);
    expect(errorsText(t, undefined)).toBe("");
  });
});
