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
  radius: 300,
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

const ALL = { totals: true, costs: true };
const change = (changes: Partial<SiteDetails>, may = ALL) => ({ type: "ChangeSite" as const, changes, may });
const initial = { siteId: 7, details, avatarKey: null, team: [] };

describe("site: when not registered", () => {
  it("registers the site with every detail", () => {
    const state = given(siteDecider)
      .when({ type: "RegisterSite", siteId: 7, details })
      .thenEvents([{ type: "SiteRegistered", data: { ...details, siteId: 7, at, by } }]);
    expect(state).toEqual(initial);
  });
  it.each(["", "   "])("refuses a blank title %j as required, on the title field", (title) => {
    given(siteDecider)
      .when({ type: "RegisterSite", siteId: 7, details: { ...details, title } })
      .thenThrows("errors.required", { kind: "rule", field: "title" });
  });
  it("refuses a change, a team member and a picture as not found", () => {
    given(siteDecider).when(change({ status: "CLOSED" })).thenThrows("errors.not_found", { kind: "not_found" });
    given(siteDecider).when({ type: "AddTeamMember", personId: 3, projectFunction: "FOREMAN" }).thenThrows("errors.not_found", { kind: "not_found" });
    given(siteDecider).when({ type: "ChangeSiteAvatar", avatarKey: "public/sites/a.png" }).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("site: when registered", () => {
  const history: SiteEvent[] = [registered];
  it("refuses a second registration", () => {
    given(siteDecider, history)
      .when({ type: "RegisterSite", siteId: 7, details })
      .thenThrows("errors.already_exists", { kind: "rule" });
  });
  it("records details, figures and status as three events, each with only what changed", () => {
    const state = given(siteDecider, history)
      .when(change({ ...details, city: "Lugano", latitude: 46.0, offer: 130_000_00, goodsCost: 1, status: "SUSPENDED" }))
      .thenEvents([
        { type: "SiteDetailsChanged", data: { city: "Lugano", latitude: 46.0, siteId: 7, at, by } },
        { type: "SiteFiguresChanged", data: { offer: 130_000_00, goodsCost: 1, siteId: 7, at, by } },
        { type: "SiteStatusChanged", data: { status: "SUSPENDED", from: "OPEN", siteId: 7, at, by } },
      ]);
    expect(state.details).toEqual({ ...details, city: "Lugano", latitude: 46.0, offer: 130_000_00, goodsCost: 1, status: "SUSPENDED" });
  });
  it("records only a status change when only the status changed", () => {
    given(siteDecider, history)
      .when(change({ ...details, status: "CLOSED" }))
      .thenEvents([{ type: "SiteStatusChanged", data: { status: "CLOSED", from: "OPEN", siteId: 7, at, by } }]);
  });
  it("records a currency change as a figure", () => {
    given(siteDecider, history)
      .when(change({ currency: "EUR" }))
      .thenEvents([{ type: "SiteFiguresChanged", data: { currency: "EUR", siteId: 7, at, by } }]);
  });
  it("records clearing the coordinates (null is a value, not a missing field)", () => {
    const state = given(siteDecider, history)
      .when(change({ latitude: null, longitude: null }))
      .thenEvents([{ type: "SiteDetailsChanged", data: { latitude: null, longitude: null, siteId: 7, at, by } }]);
    expect(state.details).toMatchObject({ latitude: null, longitude: null, title: details.title });
  });
  it("records a new geofence radius as a detail; a radius outside 25 m – 10 km is refused beside its field (ADR-0122)", () => {
    const state = given(siteDecider, history)
      .when(change({ radius: 800 }))
      .thenEvents([{ type: "SiteDetailsChanged", data: { radius: 800, siteId: 7, at, by } }]);
    expect(state.details?.radius).toBe(800);
    for (const radius of [10, 10_001, 12.5]) given(siteDecider, history).when(change({ radius })).thenThrows("sites.errors.radius", { field: "radius" });
  });
  it("records nothing when every value is the current one, or nothing is given", () => {
    given(siteDecider, history).when(change({ ...details })).thenNothing();
    given(siteDecider, history).when(change({})).thenNothing();
  });
  it.each(["", "  "])("refuses to blank the title (%j): a site always has one", (title) => {
    given(siteDecider, history).when(change({ title, status: "CLOSED" })).thenThrows("errors.required", { kind: "rule", field: "title" });
  });
  it.each([
    [{ latitude: 91 }, "sites.errors.latitude", "latitude"],
    [{ latitude: -90.5 }, "sites.errors.latitude", "latitude"],
    [{ latitude: Number.NaN }, "sites.errors.latitude", "latitude"],
    [{ longitude: 180.01 }, "sites.errors.longitude", "longitude"],
    [{ offer: 1.5 }, "sites.errors.amount", "offer"],
  ] as const)("refuses %j off the globe or in part-cents", (changes, code, field) => {
    given(siteDecider, history).when(change(changes)).thenThrows(code, { kind: "rule", field });
  });
  it("accepts the edges of the globe", () => {
    given(siteDecider, history)
      .when(change({ latitude: -90, longitude: 180 }))
      .thenEvents([{ type: "SiteDetailsChanged", data: { latitude: -90, longitude: 180, siteId: 7, at, by } }]);
  });
  it("refuses a cost from someone who may see only the totals (sensibleDataClient), and a total from someone who sees neither", () => {
    given(siteDecider, history).when(change({ laborCost: 1 }, { totals: true, costs: false })).thenThrows("errors.forbidden", { kind: "forbidden" });
    given(siteDecider, history).when(change({ offer: 1 }, { totals: false, costs: false })).thenThrows("errors.forbidden", { kind: "forbidden" });
  });
  it("lets them send the unchanged figures back, and change what they may", () => {
    given(siteDecider, history)
      .when(change({ ...details, offer: 2 }, { totals: true, costs: false }))
      .thenEvents([{ type: "SiteFiguresChanged", data: { offer: 2, siteId: 7, at, by } }]);
    given(siteDecider, history)
      .when(change({ city: "Agno" }, { totals: false, costs: false }))
      .thenEvents([{ type: "SiteDetailsChanged", data: { city: "Agno", siteId: 7, at, by } }]);
  });
  it("sets and clears the picture, once", () => {
    const state = given(siteDecider, history)
      .when({ type: "ChangeSiteAvatar", avatarKey: "public/sites/a.png" })
      .thenEvents([{ type: "SiteAvatarChanged", data: { avatarKey: "public/sites/a.png", previous: null, siteId: 7, at, by } }]);
    expect(state.avatarKey).toBe("public/sites/a.png");
    given(siteDecider, history).when({ type: "ChangeSiteAvatar", avatarKey: null }).thenNothing();
    // a replaced picture is named, so its files can go once the change is committed
    const pictured = [...history, { type: "SiteAvatarChanged" as const, data: { avatarKey: "public/sites/a.png", siteId: 7, at, by } }];
    given(siteDecider, pictured)
      .when({ type: "ChangeSiteAvatar", avatarKey: "public/sites/b.webp" })
      .thenEvents([{ type: "SiteAvatarChanged", data: { avatarKey: "public/sites/b.webp", previous: "public/sites/a.png", siteId: 7, at, by } }]);
    given(siteDecider, pictured)
      .when({ type: "ChangeSiteAvatar", avatarKey: null })
      .thenEvents([{ type: "SiteAvatarChanged", data: { avatarKey: null, previous: "public/sites/a.png", siteId: 7, at, by } }]);
    given(siteDecider, pictured).when({ type: "ChangeSiteAvatar", avatarKey: "public/sites/a.png" }).thenNothing();
  });
});

describe("site: its team", () => {
  const added = { type: "SiteTeamMemberAdded" as const, data: { personId: 3, projectFunction: "FOREMAN" as const, priority: 1, siteId: 7, at, by } };
  it("adds a person with their project function and priority 1", () => {
    const state = given(siteDecider, [registered])
      .when({ type: "AddTeamMember", personId: 3, projectFunction: "FOREMAN" })
      .thenEvents([added]);
    expect(state.team).toEqual([{ personId: 3, projectFunction: "FOREMAN" }]);
  });
  it("has a person on the team once", () => {
    given(siteDecider, [registered, added])
      .when({ type: "AddTeamMember", personId: 3, projectFunction: "WORKER" })
      .thenThrows("sites.team.already_member", { kind: "rule", field: "personId" });
  });
  it("removes a member, and a repeated removal changes nothing", () => {
    const state = given(siteDecider, [registered, added])
      .when({ type: "RemoveTeamMember", personId: 3 })
      .thenEvents([{ type: "SiteTeamMemberRemoved", data: { personId: 3, siteId: 7, at, by } }]);
    expect(state.team).toEqual([]);
    given(siteDecider, [registered]).when({ type: "RemoveTeamMember", personId: 3 }).thenNothing();
  });
  it("takes a removed member back", () => {
    given(siteDecider, [registered, added, { type: "SiteTeamMemberRemoved", data: { personId: 3, siteId: 7, at, by } }])
      .when({ type: "AddTeamMember", personId: 3, projectFunction: "WORKER" })
      .thenEvents([{ type: "SiteTeamMemberAdded", data: { personId: 3, projectFunction: "WORKER", priority: 1, siteId: 7, at, by } }]);
  });
});

describe("site: revised before ADR-0051", () => {
  const history: SiteEvent[] = [
    registered,
    { type: "SiteDetailsRevised", data: { status: "CLOSED", offer: 130_000_00, siteId: 7, at: "2026-02-01T09:00:00.000Z", by: 2 } },
  ];
  it("folds the old revision over the registered details, leaving the other fields", () => {
    expect(given(siteDecider, history).state).toEqual({ ...initial, details: { ...details, status: "CLOSED", offer: 130_000_00 } });
  });
  it("compares a change with the revised values, not the registered ones", () => {
    given(siteDecider, history).when(change({ status: "CLOSED", offer: 130_000_00 })).thenNothing();
    given(siteDecider, history)
      .when(change({ status: "OPEN", offer: 130_000_00 }))
      .thenEvents([{ type: "SiteStatusChanged", data: { status: "OPEN", from: "CLOSED", siteId: 7, at, by } }]);
  });
});
