// Which sites, and which of their money, a person sees. Pure: the sites list, its CSV export and
// a site's dashboard all ask this one function, so the rules cannot drift apart.
import { can, siteCompanies, type Access, type Principal } from "../access/permissions";
import type { CompanyCode } from "../company/companies";

export interface SiteVisibility {
  /** may open the sites list at all (read sites or read onlySitesFav) */
  allowed: boolean;
  /** the companies whose sites may be listed */
  companies: CompanyCode[];
  /** only their favourite sites: a person whose only site right is onlySitesFav (the CLIENT role) */
  onlyFavourites: boolean;
  /** offer, total, advances and balance: sensibleData or sensibleDataClient */
  totals: boolean;
  /** labour, supplier, other and goods costs: sensibleData only */
  costs: boolean;
}

/** A person sees the sites of siteCompanies; with onlySitesFav alone only their favourites; money per sensibleData(Client). */
export function siteVisibility(p: Principal, access: Access): SiteVisibility {
  const all = can(access, "read", "sites");
  const favourites = can(access, "read", "onlySitesFav");
  return {
    allowed: all || favourites,
    companies: all || favourites ? siteCompanies(p, access) : [],
    onlyFavourites: !all && favourites,
    totals: can(access, "read", "sensibleData") || can(access, "read", "sensibleDataClient"),
    costs: can(access, "read", "sensibleData"),
  };
}

/**
 * Who keeps a site's team (ADR-0052 addendum): a site manager (update sites) and HR (update hr),
 * who decide who works where (they assign a WORKER's sites too). The spec names update sites for
 * the contact chooser; HR's role lacks it, yet the team is HR's daily business.
 */
export function mayManageTeam(access: Access): boolean {
  return can(access, "update", "sites") || can(access, "update", "hr");
}

