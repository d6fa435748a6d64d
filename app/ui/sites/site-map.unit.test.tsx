import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { describe, expect, it } from "vitest";
import { SiteMap } from "./site-map";

async function render(node: JSX.Element) {
  const i18n = createInstance();
  await i18n.init({
    lng: "en",
    resources: { en: { common: { sites: { map: { open: "Open the map", new_tab: "(opens in a new tab)", coordinates: "Coordinates: {{latitude}}, {{longitude}}", no_coordinates: "No coordinates.", out_of_range: "Out of range." } } } } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe("a site's map", () => {
  it("links to OpenStreetMap in a new tab, beside the coordinates", async () => {
    const html = await render(<SiteMap latitude={46.0037} longitude={8.9511} />);
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=46.0037&amp;mlon=8.9511#map=17/46.0037/8.9511"');
    expect(html).toMatch(/target="_blank"/);
    expect(html).toMatch(/rel="noopener noreferrer"/);
    expect(html).toContain("Coordinates: 46.0037, 8.9511");
  });

  it("is a disabled-looking text with the reason, never a button, without usable coordinates", async () => {
    for (const [lat, lon, reason] of [[91, 8, "Out of range."], [null, null, "No coordinates."], [Number.NaN, 8, "Out of range."]] as const) {
      const html = await render(<SiteMap latitude={lat} longitude={lon} />);
      expect(html).not.toContain("<a ");
      expect(html).not.toContain("<button");
      expect(html).toMatch(/<span[^>]*aria-disabled="true"[^>]*>Open the map<\/span>/);
      expect(html).toContain(reason);
    }
  });
});
