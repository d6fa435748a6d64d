// HR's expense list query from the list's URL: the page and its CSV download read the same filters.
import type { CurrentUser } from "~/auth/user.server";
import { zurichToday } from "~/clock.server";
import { peopleCompanies } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import type { Currency } from "~/domain/expense/types";
import { hrExpenseListRequest } from "~/http/list-requests.server";

/** The companies whose people the user sees (ADR-0006), the list parameters and the query they make. */
export function hrExpenseQueryOf(url: string, user: CurrentUser, today = zurichToday()) {
  const companies = peopleCompanies(user.principal, user.access);
  const { params, status } = hrExpenseListRequest(url, companies, today);
  const query = {
    companies,
    company: (params.filters.company as CompanyCode | undefined) ?? null,
    status,
    month: params.filters.month ?? null,
    currency: (params.filters.currency as Currency | undefined) ?? null,
    search: params.search,
    sort: params.sort,
    dir: params.dir,
  };
  return { companies, params, query };
}
