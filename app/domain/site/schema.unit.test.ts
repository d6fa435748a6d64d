// The site edit form as the action reads it (conform's parseWithZod): Swiss amounts in cents,
// coordinates in range or refused beside their field, hidden figures not read at all.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { SiteDetails } from "./events";
import { siteFormDefaults, siteFormSchema, type SiteFormOptions } from "./schema";

const ALL: SiteFormOptions = { companies: ["cantiere", "metalsky"], currentCategory: "RESIDENTIAL", may: { totals: true, costs: true } };

const base: Record<string, string> = {
  title: "Residenza Paradiso",
  quickcomId: "QC-1001",
  subject: "Costruzione",
  status: "OPEN",
  category: "RESIDENTIAL",
  address: "Via Guisan 5",
  city: "Paradiso",
  zip: "6900",
  country: "CH",
  latitude: "45.9892",
  longitude: "8.9469",
  companyCode: "cantiere",
  currency: "CHF",
  offer: "1'234.50",
  total: "1234.5",
  requiredAdvances: "1234,50",
  cashedAdvances: "0",
  balance: "",
  laborCost: "10",
  supplierCost: "20.05",
  othersCost: "0.5",
  goodsCost: "7'000",
  commandId: "c0ffee00-0000-4000-8000-000000000001",
  expectedVersion: "4",
};

function parse(over: Record<string, string> = {}, opts: SiteFormOptions = ALL) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ ...base, ...over })) fd.append(k, v);
  return parseWithZod(fd, { schema: siteFormSchema(opts) });
}

describe("the site edit form", () => {
  it("reads Swiss amounts in cents and the coordinates as numbers", () => {
    const s = parse();
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value.changes).toMatchObject({ offer: 123450, total: 123450, requiredAdvances: 123450, cashedAdvances: 0, balance: 0, laborCost: 1000, supplierCost: 2005, othersCost: 50, goodsCost: 700000 });
    expect(s.value.changes).toMatchObject({ latitude: 45.9892, longitude: 8.9469, title: "Residenza Paradiso", status: "OPEN", companyCode: "cantiere", currency: "CHF" });
    expect(s.value.expectedVersion).toBe(4);
  });

  it("reads empty coordinates as none (cleared)", () => {
    const s = parse({ latitude: "", longitude: "" });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.changes).toMatchObject({ latitude: null, longitude: null });
  });

  it("refuses a coordinate that is text or out of range beside its field, every value kept", () => {
    const s = parse({ latitude: "abc", longitude: "181" });
    expect(s.status).toBe("error");
    const reply = s.reply();
    expect(reply.error).toEqual({ latitude: ["sites.errors.latitude"], longitude: ["sites.errors.longitude"] });
    expect(reply.initialValue).toMatchObject({ latitude: "abc", longitude: "181", offer: "1'234.50", title: "Residenza Paradiso" });
    expect(parse({ latitude: "91" }).reply().error).toEqual({ latitude: ["sites.errors.latitude"] });
    expect(parse({ latitude: "-90", longitude: "180" }).status).toBe("success");
  });

  it("refuses an amount it cannot read beside its field", () => {
    const s = parse({ offer: "12.345", goodsCost: "dieci" });
    expect(s.reply().error).toEqual({ offer: ["sites.errors.amount"], goodsCost: ["sites.errors.amount"] });
    expect(s.reply().initialValue).toMatchObject({ offer: "12.345", goodsCost: "dieci" });
  });

  it("needs a title, a known status, a company the user may choose and a listed category", () => {
    const s = parse({ title: "  ", status: "DONE", companyCode: "sitaf", category: "Villetta" });
    expect(s.reply().error).toEqual({ title: ["errors.required"], status: ["forms.errors.invalid_choice"], companyCode: ["forms.errors.invalid_choice"], category: ["forms.errors.invalid_choice"] });
  });

  it("keeps an older free-text category the site holds", () => {
    const s = parse({ category: "Villetta a schiera" }, { ...ALL, currentCategory: "Villetta a schiera" });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.changes.category).toBe("Villetta a schiera");
  });

  it("leaves out the figures the user's form does not show, and hands on a forged one for the decider to refuse", () => {
    const { laborCost: _l, supplierCost: _s, othersCost: _o, goodsCost: _g, ...withoutCosts } = base;
    const fd = new FormData();
    for (const [k, v] of Object.entries(withoutCosts)) fd.append(k, v);
    const s = parseWithZod(fd, { schema: siteFormSchema({ ...ALL, may: { totals: true, costs: false } }) });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value.changes).not.toHaveProperty("laborCost");
    expect(s.value.changes).toHaveProperty("offer", 123450);
    const forged = parse({ laborCost: "999" }, { ...ALL, may: { totals: true, costs: false } });
    expect(forged.status === "success" && forged.value.changes.laborCost).toBe(99900);
  });
});

describe("the form's default values", () => {
  const site = {
    title: "T", quickcomId: "Q", subject: "S", status: "OPEN", category: "x", address: "A", city: "C", zip: "6900", country: "CH",
    latitude: 46.02, longitude: null, companyCode: "cantiere", currency: "EUR", offer: 123450, total: 1, requiredAdvances: 2, cashedAdvances: 3, balance: -4,
    laborCost: 5, supplierCost: 6, othersCost: 7, goodsCost: 8,
  } as SiteDetails;

  it("shows amounts the Swiss way and no coordinate as empty", () => {
    expect(siteFormDefaults(site, { totals: true, costs: true })).toMatchObject({ offer: "1'234.50", balance: "-0.04", latitude: "46.02", longitude: "", currency: "EUR", goodsCost: "0.08" });
  });

  it("holds no figure the user may not see", () => {
    const d = siteFormDefaults(site, { totals: true, costs: false });
    expect(d).toHaveProperty("offer");
    for (const k of ["laborCost", "supplierCost", "othersCost", "goodsCost"]) expect(d).not.toHaveProperty(k);
    expect(Object.keys(siteFormDefaults(site, { totals: false, costs: false }))).not.toContain("currency");
  });
});
