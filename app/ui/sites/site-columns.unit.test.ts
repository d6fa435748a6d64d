import { describe, expect, it } from "vitest";
import { packSiteRow, siteLabel, unpackSiteRow, type SiteRowView } from "./site-columns";

describe("a site list's row as the loader sends it", () => {
  const row: SiteRowView = {
    id: 42,
    title: "Residenza Lugano A",
    quickcomId: "Q26000",
    companyName: "Cantiere",
    city: "Lugano",
    address: "Via Nassa 1",
    offer: "CHF 1'234.50",
    status: null,
    created: "27.11.2026",
    favourite: true,
    pictureUrl: null,
  };
  it("packs every value and unpacks to the same row", () => {
    const packed = packSiteRow(row);
    expect(packed).toHaveLength(Object.keys(row).length);
    expect(unpackSiteRow(packed)).toEqual(row);
    const other = { ...row, offer: null, status: "Aperto", favourite: false, pictureUrl: "/storage/x" };
    expect(unpackSiteRow(JSON.parse(JSON.stringify(packSiteRow(other))))).toEqual(other);
  });
  it("names the site by its number and title", () => {
    expect(siteLabel(row)).toBe("Q26000: Residenza Lugano A");
  });
});
