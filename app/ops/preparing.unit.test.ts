import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { localeCookie } from "~/i18n/i18next.server";
import { PREPARING_POLICY, PREPARING_RETRY_SECONDS, preparingPage } from "./preparing.server";

describe("the first start's preparing page (ADR-0141)", () => {
  it("is Italian unless the visitor asks for another language, and reloads itself", async () => {
    const it_ = await preparingPage({});
    expect(it_).toContain('<html lang="it">');
    expect(it_).toContain("Preparazione dei dati dimostrativi");
    expect(it_).toContain(`<meta http-equiv="refresh" content="${PREPARING_RETRY_SECONDS}">`);
    const de = await preparingPage({ acceptLanguage: "de-CH,de;q=0.9,en;q=0.5" });
    expect(de).toContain('<html lang="de">');
    expect(de).toContain("Die Demodaten werden vorbereitet");
    // the language the visitor chose before (the switch's cookie) comes before the browser's
    const chosen = (await localeCookie.serialize("fr")).split(";")[0];
    const fr = await preparingPage({ cookie: chosen, acceptLanguage: "de-CH" });
    expect(fr).toContain("Préparation des données de démonstration");
    const en = await preparingPage({ acceptLanguage: "en-GB" });
    expect(en).toContain("Preparing the demo data");
  });

  it("allows its one inline style by hash and nothing else", async () => {
    const html = await preparingPage({});
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    expect(style.length).toBeGreaterThan(0);
    const hash = createHash("sha256").update(style).digest("base64");
    expect(PREPARING_POLICY).toContain(`style-src 'sha256-${hash}'`);
    expect(PREPARING_POLICY).toMatch(/^default-src 'none'/);
    expect(html).not.toMatch(/<script/i);
  });
});
