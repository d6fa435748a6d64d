import { describe, expect, it } from "vitest";
import { accessOf, type Capability, type Principal, type Role } from "../access/permissions";
import { COMPANY_CODES } from "../company/companies";
import { siteVisibility } from "./visibility";

function visibilityOf(role: Role | null, capabilities: Capability[] = [], over: Partial<Principal> = {}) {
  const p: Principal = { personId: 7, role, capabilities, companyCode: "cantiere", active: true, ...over };
  return siteVisibility(p, accessOf(p));
}

describe("who sees which sites", () => {
  it("an employee sees all sites of their company, with totals and costs", () => {
    expect(visibilityOf("EMPLOYEE")).toEqual({ allowed: true, companies: ["cantiere"], onlyFavourites: false, totals: true, costs: true });
  });

  it("an associate sees their own company's sites with money", () => {
    expect(visibilityOf("ASSOCIATE", [], { companyCode: "metalsky" })).toMatchObject({ companies: ["metalsky"], totals: true, costs: true });
  });

  it("a worker and an interim see the sites but no money", () => {
    expect(visibilityOf("WORKER")).toMatchObject({ allowed: true, totals: false, costs: false });
    expect(visibilityOf("INTERIM", [], { companyCode: "sitaf" })).toMatchObject({ companies: ["sitaf"], totals: false, costs: false });
  });

  it("an admin and an auditor see every company; the auditor no money", () => {
    expect(visibilityOf("ADMIN")).toMatchObject({ companies: [...COMPANY_CODES], totals: true, costs: true });
    expect(visibilityOf("AUDITOR")).toMatchObject({ companies: [...COMPANY_CODES], totals: false, costs: false });
  });

  it("a SHOW_<COMPANY> capability adds that company", () => {
    expect(visibilityOf("WORKER", ["SHOW_SITAF"]).companies).toEqual(["cantiere", "sitaf"]);
  });

  it("a client sees only favourites, with totals but never costs", () => {
    expect(visibilityOf("CLIENT")).toEqual({ allowed: true, companies: ["cantiere"], onlyFavourites: true, totals: true, costs: false });
  });

  it("nobody without a site right, and nothing for an inactive person", () => {
    expect(visibilityOf(null)).toMatchObject({ allowed: false, companies: [] });
    expect(visibilityOf("EMPLOYEE", [], { active: false })).toMatchObject({ allowed: false, companies: [], totals: false });
  });
});
