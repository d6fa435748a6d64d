// The CSV a person without amounts gets holds no amount column and no amount, in either variant.
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { accessOf } from "~/domain/access/permissions";
import { siteVisibility } from "~/domain/site/visibility";
import type { SiteListRow } from "~/events/queries/sites.server";
import { siteCsvTable } from "./site-csv";

const t = ((k: string) => k) as unknown as TFunction;
const row: SiteListRow = {
  id: 1, title: "Residenza Lugano A", quickcomId: "Q26000", companyCode: "cantiere", companyName: "Cantiere", city: "Lugano",
  address: "Via Rossi 2", currency: "CHF", offer: 12_345_678, status: "OPEN", createdAt: new Date("2026-01-05T10:00:00Z"), favourite: false, avatarKey: null,
};
const visibilityOf = (role: "WORKER" | "EMPLOYEE" | "CLIENT") =>
  siteVisibility({ personId: 1, role, capabilities: [], companyCode: "cantiere", active: true }, accessOf({ personId: 1, role, capabilities: [], companyCode: "cantiere", active: true }));

describe("siteCsvTable", () => {
  it.each(["offer", "status"] as const)("gives a WORKER (no sensibleData) no amount column and no amount (%s variant)", (columns) => {
    const { header, data } = siteCsvTable(t, [row], visibilityOf("WORKER"), columns);
    expect(header).not.toContain("sites.columns.offer");
    expect(header).not.toContain("sites.csv.currency");
    const cells = data.flat().map(String);
    expect(cells.some((c) => c.includes("123456") || c.includes("123'456") || c === "CHF")).toBe(false);
  });

  it("gives an EMPLOYEE the offer with its currency, and the status variant the status instead", () => {
    const v = visibilityOf("EMPLOYEE");
    expect(siteCsvTable(t, [row], v, "offer").data[0]).toEqual(["Q26000", "Residenza Lugano A", "Cantiere", "Lugano", "Via Rossi 2", "CHF", "123456.78", "05.01.2026"]);
    const status = siteCsvTable(t, [row], v, "status");
    expect(status.header).toContain("sites.fields.status");
    expect(status.header).not.toContain("sites.columns.offer");
    expect(status.data[0]).toEqual(["Q26000", "Residenza Lugano A", "Cantiere", "Lugano", "Via Rossi 2", "sites.status.OPEN", "05.01.2026"]);
  });

  it("gives a CLIENT (sensibleDataClient) the offer", () => {
    expect(siteCsvTable(t, [row], visibilityOf("CLIENT"), "offer").header).toContain("sites.columns.offer");
  });
});
