import { describe, it, expect } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import { COMPANY_CODES, COMPANY_NAMES, companyFromParam, isCompanyCode } from "./companies";
import { companyDecider } from "./decider";
import type { CompanyEvent, CompanyProfile } from "./events";

const at = CTX.now;
const by = CTX.actorId;

const metalsky: CompanyProfile = {
  code: "metalsky",
  name: "Metalsky",
  address: "Via Industria 4",
  city: "Mendrisio",
  zip: "6850",
  latitude: 45.8702,
  longitude: 8.9818,
  color: "#1d4ed8",
};

describe("company: when not registered", () => {
  it("registers the company with its profile", () => {
    const state = given(companyDecider)
      .when({ type: "RegisterCompany", companyId: 2, profile: metalsky })
      .thenEvents([{ type: "CompanyRegistered", data: { ...metalsky, companyId: 2, at, by } }]);
    expect(state).toEqual({ exists: true, code: "metalsky" });
  });

  it("records a registration by the system (no actor) at the given instant", () => {
    given(companyDecider)
      .when({ type: "RegisterCompany", companyId: 2, profile: metalsky }, ctx({ actorId: null, now: "2025-12-31T23:00:00.000Z" }))
      .thenEvents([{ type: "CompanyRegistered", data: { ...metalsky, companyId: 2, at: "2025-12-31T23:00:00.000Z", by: null } }]);
  });
});

describe("company: when registered", () => {
  const history: CompanyEvent[] = [{ type: "CompanyRegistered", data: { ...metalsky, companyId: 2, at: "2026-01-01T00:00:00.000Z", by: null } }];

  it("folds to an existing company with its code", () => {
    expect(given(companyDecider, history).state).toEqual({ exists: true, code: "metalsky" });
  });

  it("refuses a second registration, so the code never changes", () => {
    const err = given(companyDecider, history)
      .when({ type: "RegisterCompany", companyId: 2, profile: { ...metalsky, code: "sitaf", name: "Sitaf" } })
      .thenThrows("errors.already_exists", { kind: "rule" });
    expect(err.status).toBe(422);
  });
});

describe("companies", () => {
  it("lists the seven companies of the group, each once, each with a display name", () => {
    expect(COMPANY_CODES).toEqual(["cantiere", "metalsky", "sitaf", "metalpiega", "edemar", "tmwood", "electrogestim"]);
    expect(new Set(COMPANY_CODES).size).toBe(7);
    expect(Object.keys(COMPANY_NAMES).sort()).toEqual([...COMPANY_CODES].sort());
    for (const code of COMPANY_CODES) expect(COMPANY_NAMES[code].trim()).not.toBe("");
  });

  it.each([...COMPANY_CODES])("recognises %s as a company code", (code) => {
    expect(isCompanyCode(code)).toBe(true);
  });

  it.each<unknown>(["CANTIERE", "Cantiere", " cantiere", "acme", "", null, undefined, 1, ["cantiere"], { code: "cantiere" }])(
    "does not take %j for a company code",
    (v) => {
      expect(isCompanyCode(v)).toBe(false);
    },
  );

  it.each<[string, string]>([
    ["cantiere", "cantiere"],
    ["METALSKY", "metalsky"],
    ["  sitaf  ", "sitaf"],
    ["Metal Piega & Color", "metalpiega"],
    ["metal piega & color", "metalpiega"],
    ["TM Wood", "tmwood"],
    [" Electrogestim ", "electrogestim"],
  ])("finds the company from the login parameter %j", (param, code) => {
    expect(companyFromParam(param)).toBe(code);
  });

  it("finds every company by its code and by its display name", () => {
    for (const code of COMPANY_CODES) {
      expect(companyFromParam(code)).toBe(code);
      expect(companyFromParam(COMPANY_NAMES[code])).toBe(code);
    }
  });

  it.each([null, undefined, "", "   ", "acme", "Metal Piega", "tm-wood"])("finds no company for %j", (param) => {
    expect(companyFromParam(param)).toBeNull();
  });
});
