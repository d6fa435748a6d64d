import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Fab, Tabs } from "./tabs";

async function render(path: string, node: JSX.Element) {
  const i18n = createInstance();
  await i18n.init({ lng: "it", resources: { it: { common: { a: "Cruscotto", b: "Ferie", nav: "Profilo", add: "Nuova richiesta" } } }, defaultNS: "common" });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe("the tab bar", () => {
  it("renders plain links and marks the current tab", async () => {
    const html = await render("/app/profile/leaves", <Tabs label="nav" tabs={[{ to: "/app/profile/dashboard", label: "a" }, { to: "/app/profile/leaves", label: "b" }]} />);
    expect(html).toContain('aria-label="Profilo"');
    expect(html).toMatch(/<a (?=[^>]*aria-current="page")(?=[^>]*href="\/app\/profile\/leaves")[^>]*>Ferie<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/app\/profile\/dashboard"[^>]*>Cruscotto<\/a>/);
    expect(html.match(/aria-current/g)?.length).toBe(1);
  });
});

describe("the floating action button", () => {
  it("is a link with a translated accessible name", async () => {
    const html = await render("/", <Fab to="/app/profile/leaves/new" label="add" />);
    expect(html).toMatch(/href="\/app\/profile\/leaves\/new"/);
    expect(html).toContain('aria-label="Nuova richiesta"');
  });
});
