import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { centsToDecimal, formatDate } from "~/domain/shared/format";
import { siteVisibility } from "~/domain/site/visibility";
import { listSites, SITE_EXPORT_LIMIT } from "~/events/queries/sites.server";
import { siteListRequest } from "~/http/list-requests.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { csvResponse, type CsvValue } from "~/ui/table/csv.server";

// the sites list's right, or the favourites-only right of a client (see siteVisibility)
export const handle: { i18n: string; policy: Policy } = {
  i18n: "common",
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]) },
};

/**
 * The sites list as a CSV file: the same rights, filters, search and sort as the page (its URL
 * parameters), every matching row rather than one page. Amounts only for those who see them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const v = siteVisibility(user.principal, user.access);
  const { query } = siteListRequest(request.url, v, user.id);
  const rows = await listSites(await getSql(), query, { limit: SITE_EXPORT_LIMIT, offset: 0 });
  const t = await getT(request);
  const header = [
    t("sites.csv.quickcom_id"),
    t("sites.csv.title"),
    t("sites.columns.company"),
    t("sites.columns.city"),
    t("sites.columns.address"),
    ...(v.totals ? [t("sites.csv.currency"), t("sites.columns.offer")] : []),
    t("sites.columns.created"),
  ];
  const data = rows.map((r): CsvValue[] => [
    r.quickcomId,
    r.title,
    r.companyName,
    r.city,
    r.address,
    ...(v.totals ? [r.currency, centsToDecimal(r.offer)] : []),
    formatDate(r.createdAt),
  ]);
  return csvResponse(t("sites.list.title"), header, data);
}
