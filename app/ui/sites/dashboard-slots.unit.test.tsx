import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/config";
import { LatestJournalPosts } from "./dashboard-slots";

// every translation file of a language, merged the way the app merges them (resources.server.ts)
const merge = (into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> => {
  for (const [k, v] of Object.entries(from)) into[k] = typeof v === "object" && v !== null ? merge((into[k] as Record<string, unknown>) ?? {}, v as Record<string, unknown>) : v;
  return into;
};
const resources = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const dir = path.resolve("app/locales", lng);
    const common = readdirSync(dir).filter((f) => f.endsWith(".json")).reduce((acc, f) => merge(acc, JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Record<string, unknown>), {});
    return [lng, { common }];
  }),
);

async function render(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, resources, defaultNS: "common" });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/app/sites/sites/1/dashboard"]}>
        <LatestJournalPosts posts={[]} allHref="/app/sites/sites/1/journal" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("the dashboard's latest journal posts", () => {
  it.each(LANGUAGES)("links to the whole journal with its own words, not the section's heading (%s)", async (lng) => {
    const html = await render(lng);
    const heading = /<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];
    const link = /<a[^>]*href="\/app\/sites\/sites\/1\/journal"[^>]*>([^<]*)<\/a>/.exec(html)?.[1];
    expect(heading).toBeTruthy();
    expect(link).toBeTruthy();
    expect(link).not.toBe(heading);
    expect(link).not.toContain("sites.board");
  });
});
