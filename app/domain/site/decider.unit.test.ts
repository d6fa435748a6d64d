import { describe, it, expect } from "vitest";
import { CTX, given } from "../shared/testing";
import { siteDecider } from "./decider";
import type { SiteDetails, SiteEvent, SiteRegistered } from "./events";

const at = CTX.now;
const by = CTX.actorId;

const details: SiteDetails = {
  title: "Residenza Paradiso",
  quickcomId: "QC-1001",
  subject: "Costruzione residenziale",
  status: "OPEN",
  category: "residential",
  address: "Via Guisan 5",
  city: "Paradiso",
  zip: "6900",
  country: "CH",
  latitude: 45.9892,
  longitude: 8.9469,
  companyCode: "cantiere",
  currency: "CHF",
  offer: 125_000_00,
  total: 118_500_00,
  requiredAdvances: 30_000_00,
  cashedAdvances: 20_000_00,
  balance: 98_500_00,
  laborCost: 41_000_00,
  supplierCost: 22_000_00,
  othersCost: 3_500_00,
  goodsCost: 18_000_00,
};

const registered: SiteRegistered = {
  type: "SiteRegistered",
  data: { ...details, siteId: 7, at: "2026-01-10T09:00:00.000Z", by: 1 },
};

describe("site: when not registered", () => {
  it("registers the site with every detail", () => {
    const state = given(siteDecider)
      .when({ type: "RegisterSite", siteId: 7, details })
      .thenEvents([{ type: "SiteRegistered", data: { ...details, siteId: 7, at, by } }]);
    expect(state).toEqual({ siteId: 7, details });
  });

  it.each(["", "   "])("refuses a blank title %j as required, on the title field", (title) => {
    given(siteDecider)
      .when({ type: "RegisterSite", siteId: 7, details: { ...details, title } })
      .thenThrows("errors.required", { kind: "rule", field: "title" });
  });

  it("refuses a revision as not found", () => {
    given(siteDecider).when({ type: "ReviseSiteDetails", changes: { status: "CLOSED" } }).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("site: when registered", () => {
  const history: SiteEvent[] = [registered];

  it("refuses a second registration", () => {
    given(siteDecider, history)
      .when({ type: "RegisterSite", siteId: 7, details })
      .thenThrows("errors.already_exists", { kind: "rule" });
  });

  it("records only the fields that changed", () => {
    const state = given(siteDecider, history)
      .when({ type: "ReviseSiteDetails", changes: { title: details.title, status: "SUSPENDED", city: "Paradiso", balance: 90_000_00 } })
      .thenEvents([{ type: "SiteDetailsRevised", data: { status: "SUSPENDED", balance: 90_000_00, siteId: 7, at, by } }]);
    expect(state).toEqual({ siteId: 7, details: { ...details, status: "SUSPENDED", balance: 90_000_00 } });
  });

  it("ignores fields given as undefined", () => {
    given(siteDecider, history)
      .when({ type: "ReviseSiteDetails", changes: { title: undefined, zip: "6902" } })
      .thenEvents([{ type: "SiteDetailsRevised", data: { zip: "6902", siteId: 7, at, by } }]);
  });

  it("records clearing the coordinates (null is a value, not a missing field)", () => {
    const state = given(siteDecider, history)
      .when({ type: "ReviseSiteDetails", changes: { latitude: null, longitude: null } })
      .thenEvents([{ type: "SiteDetailsRevised", data: { latitude: null, longitude: null, siteId: 7, at, by } }]);
    expect(state.details).toMatchObject({ latitude: null, longitude: null, title: details.title });
  });

  it("records nothing when every value is the current one", () => {
    given(siteDecider, history).when({ type: "ReviseSiteDetails", changes: { ...details } }).thenNothing();
  });

  it("records nothing for an empty revision", () => {
    given(siteDecider, history).when({ type: "ReviseSiteDetails", changes: {} }).thenNothing();
  });

  it.each(["", "  "])("refuses to blank the title (%j): a site always has one", (title) => {
    given(siteDecider, history)
      .when({ type: "ReviseSiteDetails", changes: { title, status: "CLOSED" } })
      .thenThrows("errors.required", { kind: "rule", field: "title" });
  });

  it("renames the site", () => {
    given(siteDecider, history)
      .when({ type: "ReviseSiteDetails", changes: { title: "Residenza Paradiso II" } })
      .thenEvents([{ type: "SiteDetailsRevised", data: { title: "Residenza Paradiso II", siteId: 7, at, by } }]);
  });
});

describe("site: when revised", () => {
  const history: SiteEvent[] = [
    registered,
    { type: "SiteDetailsRevised", data: { status: "CLOSED", offer: 130_000_00, siteId: 7, at: "2026-02-01T09:00:00.000Z", by: 2 } },
  ];

  it("folds the revision over the registered details, leaving the other fields", () => {
    expect(given(siteDecider, history).state).toEqual({ siteId: 7, details: { ...details, status: "CLOSED", offer: 130_000_00 } });
  });

  it("compares with the revised values, not the registered ones", () => {
    given(siteDecider, history).when({ type: "ReviseSiteDetails", changes: { status: "CLOSED", offer: 130_000_00 } }).thenNothing();
    given(siteDecider, history)
      .when({ type: "ReviseSiteDetails", changes: { status: "OPEN", offer: 130_000_00 } })
      .thenEvents([{ type: "SiteDetailsRevised", data: { status: "OPEN", siteId: 7, at, by } }]);
  });

  it("folds successive revisions in order", () => {
    const state = given(siteDecider, history)
      .when({ type: "ReviseSiteDetails", changes: { status: "OPEN", currency: "EUR" } })
      .thenEvents([{ type: "SiteDetailsRevised", data: { status: "OPEN", currency: "EUR", siteId: 7, at, by } }]);
    expect(state.details).toEqual({ ...details, status: "OPEN", offer: 130_000_00, currency: "EUR" });
  });
});
