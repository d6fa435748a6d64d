// The edit form's view for each set of money rights: what it does not hold cannot reach the page.
import { describe, expect, it } from "vitest";
import type { SiteDetails } from "~/domain/site/events";
import { siteFormView } from "./site-form-view";

const site: SiteDetails = {
  title: "Residenza Paradiso", quickcomId: "QC-1", subject: "S", status: "OPEN", category: "Villetta a schiera", address: "Via Guisan 5", city: "Paradiso",
  zip: "6900", country: "CH", latitude: 45.99, longitude: 8.95, radius: 300, companyCode: "cantiere", currency: "CHF",
  offer: 123_456_78, total: 2, requiredAdvances: 3, cashedAdvances: 4, balance: 5, laborCost: 987_654_32, supplierCost: 7, othersCost: 8, goodsCost: 9,
};

const COSTS = ["laborCost", "supplierCost", "othersCost", "goodsCost"];

describe("the site edit form's view", () => {
  it("with sensibleData: totals and costs, amounts the Swiss way", () => {
    const v = siteFormView(site, { companies: ["cantiere", "metalsky"], totals: true, costs: true });
    expect(v.totals).toEqual(["offer", "total", "requiredAdvances", "cashedAdvances", "balance"]);
    expect(v.costs).toEqual(COSTS);
    expect(v.defaults).toMatchObject({ offer: "123'456.78", laborCost: "987'654.32", currency: "CHF" });
    expect(v.companies).toEqual([{ value: "cantiere", label: expect.any(String) }, { value: "metalsky", label: expect.any(String) }]);
  });

  it("with sensibleDataClient only: the totals but no cost, not even in the defaults", () => {
    const v = siteFormView(site, { companies: ["cantiere"], totals: true, costs: false });
    expect(v.costs).toEqual([]);
    for (const k of COSTS) expect(v.defaults).not.toHaveProperty(k);
    expect(JSON.stringify(v)).not.toContain("987'654.32");
    expect(JSON.stringify(v)).toContain("123'456.78");
  });

  it("without money rights: no amount and no currency at all", () => {
    const v = siteFormView(site, { companies: ["cantiere"], totals: false, costs: false });
    expect(v.totals).toEqual([]);
    expect(v.currencies).toEqual([]);
    expect(JSON.stringify(v)).not.toMatch(/123'456|987'654|"currency"/);
  });

  it("offers the category codes and the older free text the site holds, as written", () => {
    const v = siteFormView(site, { companies: ["cantiere"], totals: false, costs: false });
    expect(v.categories.at(-1)).toEqual({ value: "Villetta a schiera", code: false });
    expect(v.categories.filter((c) => c.code)).toHaveLength(8);
    expect(siteFormView({ ...site, category: "FACADE" }, { companies: ["cantiere"], totals: false, costs: false }).categories).toHaveLength(8);
  });
});
