import { describe, expect, it } from "vitest";
import { getT, i18nFor, pageTranslator } from "./i18next.server";
import { LANGUAGES } from "./config";

// the pages' translator on the server (entry.server.tsx) gives what the process's i18next gives,
// the first time and again from its kept texts; the keys compared are the app's, two errors, a missing one and a counted one
const KEYS = ["app.name", "app.skip_to_content", "errors.conflict", "errors.form_already_used", "no.such.key"];

describe("pageTranslator", () => {
  for (const lng of LANGUAGES) {
    it(`translates as i18next does in ${lng}, kept texts included`, async () => {
      const i18n = await i18nFor(lng);
      const page = pageTranslator(lng);
      expect(page.language).toBe(lng);
      for (const key of KEYS) {
        expect(page.t(key), key).toBe(i18n.t(key));
        expect(page.t(key), `${key} (kept)`).toBe(i18n.t(key));
      }
      for (const count of [1, 3]) expect(page.t("login.wait.minutes", { count })).toBe(i18n.t("login.wait.minutes", { count }));
      // real texts, not keys handed back
      expect(page.t("app.skip_to_content")).not.toBe("app.skip_to_content");
      expect(pageTranslator(lng)).toBe(page);
    });
  }

  // the loaders' and messages' translator (getT) is the page's: the same texts, another language's included
  for (const lng of LANGUAGES) {
    it(`getT in ${lng} gives what i18next gives, with counts, variables and another language asked for`, async () => {
      const i18n = await i18nFor(lng);
      const t = await getT(lng);
      expect(t).toBe(pageTranslator(lng).t);
      for (const key of KEYS) expect(t(key), key).toBe(i18n.t(key));
      for (const count of [1, 3]) expect(t("login.wait.minutes", { count })).toBe(i18n.t("login.wait.minutes", { count }));
      for (const other of LANGUAGES) expect(t("app.skip_to_content", { lng: other }), other).toBe(i18n.t("app.skip_to_content", { lng: other }));
      const request = new Request("http://localhost/", { headers: { "accept-language": lng } });
      expect((await getT(request))("app.skip_to_content")).toBe(i18n.t("app.skip_to_content"));
    });
  }
});
