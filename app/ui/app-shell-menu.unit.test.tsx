// The side menu is written as markup on the server (ADR-0145): the same markup React writes.
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MENU } from "~/domain/access/menu";
import { I18nextProvider } from "~/i18n/react";
import { MenuList, currentEntry } from "./app-shell";
import { menuParts } from "./menu-groups";
import { staticHtml } from "./table/static-html";

describe("the side menu written without React's renderer", () => {
  const cases: [string, string, string][] = [
    ["the whole menu on a HR page", "/app/hr/leave-requests", ""],
    ["the whole menu on the sites list", "/app/sites/sites", ""],
    ["a search's matches", "/app/profile/dashboard", "e"],
    ["a search without matches", "/app/profile/dashboard", "zzz"],
  ];
  for (const [name, pathname, query] of cases) {
    for (const [label, menu] of [
      ["grouped", MENU],
      ["short", MENU.slice(0, 6)],
    ] as const) {
      it(`is the markup React writes (${name}, ${label})`, async () => {
        const i18n = createInstance();
        await i18n.init({ lng: "de", resources: { de: { common: { menu: { title: "Menü <&>" } } } }, defaultNS: "common" });
        const parts = menuParts(menu, { pathname, query, t: i18n.t });
        const current = currentEntry(menu.map((m) => m.path), pathname);
        const react = renderToStaticMarkup(
          <I18nextProvider i18n={i18n}>
            <MenuList parts={parts} current={current} />
          </I18nextProvider>,
        );
        // staticHtml calls the menu's components as functions: their useTranslation reads the provider's value through a render
        const Written = () => <span dangerouslySetInnerHTML={{ __html: staticHtml(<MenuList parts={parts} current={current} />) }} />;
        const written = renderToStaticMarkup(
          <I18nextProvider i18n={i18n}>
            <Written />
          </I18nextProvider>,
        );
        expect(written).toBe(`<span>${react}</span>`);
        if (query !== "zzz") expect(react).toContain("<a ");
      });
    }
  }
});
