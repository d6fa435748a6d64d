import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { siteVisibility } from "~/domain/site/visibility";
import { listSites, SITE_EXPORT_LIMIT } from "~/events/queries/sites.server";
import { siteListRequest } from "~/http/list-requests.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { siteCsvTable } from "~/ui/sites/site-csv";
import { csvResponse } from "~/http/csv.server";
import { queryParams } from "~/domain/shared/query-params";

// the sites list's right, or the favourites-only right of a client (see siteVisibility)
export const handle: { i18n: string; policy: Policy } = {
  i18n: "common",
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]) },
};

/**
 * The sites list as a CSV file: the same rights, filters, search, sort and column variant (offer or
 * status) as the page (its URL parameters), every matching row rather than one page; the favourites
 * table's with `favourites=1`. Amounts only for those who see them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const v = siteVisibility(user.principal, user.access);
  const favourites = queryParams(request).get("favourites") === "1";
  const { query, columns } = siteListRequest(request.url, v, user.id, { favourites });
  const rows = await listSites(await getSql(), query, { limit: SITE_EXPORT_LIMIT, offset: 0 });
  const t = await getT(request);
  const { header, data } = siteCsvTable(t, rows, v, columns);
  return csvResponse(favourites ? t("site_lists.favourites.title") : t("sites.list.title"), header, data);
}
