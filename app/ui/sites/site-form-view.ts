// What the site edit form shows, prepared on the server (ADR-0051): the recorded values as the
// form's defaults and the choices, limited to what the user may see. A figure the user may not
// see is not in this view at all, so it cannot reach the page's HTML or its loader data.
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { COST_FIELDS, CURRENCIES, SITE_CATEGORIES, SITE_STATUSES, TOTAL_FIELDS, type SiteDetails } from "~/domain/site/events";
import { siteFormDefaults } from "~/domain/site/schema";
import type { SiteVisibility } from "~/domain/site/visibility";

export interface SiteFormView {
  defaults: Record<string, string>;
  statuses: readonly string[];
  /** the category codes, and an older free text the site holds (shown as written) */
  categories: { value: string; code: boolean }[];
  companies: { value: string; label: string }[];
  currencies: readonly string[];
  /** the amount fields shown: the totals with `totals`, the costs with `costs` */
  totals: readonly string[];
  costs: readonly string[];
}

/** The edit form of a site for a user with these rights. */
export function siteFormView(site: SiteDetails, v: Pick<SiteVisibility, "companies" | "totals" | "costs">): SiteFormView {
  const may = { totals: v.totals, costs: v.costs };
  const codes = SITE_CATEGORIES as readonly string[];
  const companies: CompanyCode[] = v.companies.includes(site.companyCode) ? [...v.companies] : [site.companyCode, ...v.companies];
  return {
    defaults: siteFormDefaults(site, may),
    statuses: SITE_STATUSES,
    categories: [...codes.map((value) => ({ value, code: true })), ...(site.category && !codes.includes(site.category) ? [{ value: site.category, code: false }] : [])],
    companies: companies.map((c) => ({ value: c, label: COMPANY_NAMES[c] })),
    currencies: v.totals ? CURRENCIES : [],
    totals: v.totals ? TOTAL_FIELDS.filter((f) => f !== "currency") : [],
    costs: v.costs ? COST_FIELDS : [],
  };
}
