import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { translatedTemplate } from "./template";

async function tOf(resources: Record<string, string>) {
  const i = i18next.createInstance();
  await i.init({ lng: "it", resources: { it: { common: resources } }, defaultNS: "common", interpolation: { escapeValue: false } });
  return i.t;
}

describe("translatedTemplate", () => {
  it("fills the value as t would, with one translation", async () => {
    const t = await tOf({ add: "Aggiungi ai preferiti: {{title}}", wrap: "«{{title}}» fra i preferiti" });
    const add = translatedTemplate(t, "add", "title");
    for (const v of ["12: Casa <Rossi> & figli", "", "a {{title}} b", "$& $1"]) expect(add(v)).toBe(t("add", { title: v }));
    expect(translatedTemplate(t, "wrap", "title")("Scuola")).toBe("«Scuola» fra i preferiti");
  });
  it("falls back to one translation per value when the text drops or repeats the value", async () => {
    const t = await tOf({ none: "Aggiungi", twice: "{{title}} / {{title}}" });
    expect(translatedTemplate(t, "none", "title")("x")).toBe("Aggiungi");
    expect(translatedTemplate(t, "twice", "title")("x")).toBe("x / x");
  });
});
