import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { siteVisibility } from "~/domain/site/visibility";
import { countSites, listSites } from "~/events/queries/sites.server";
import { siteListRequest } from "~/http/list-requests.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { exportParams, clampPage, MAX_SEARCH_LENGTH, pageWindow } from "~/domain/shared/list-params";
import { siteColumns, type SiteRowView } from "~/ui/sites/site-columns";
import * as s from "~/ui/sites/sites.css";
import * as page from "~/ui/page.css";
import * as shell from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";

// the sites list's right, or the favourites-only right of a client (see siteVisibility)
export const handle: { i18n?: string; title: string; policy: Policy } = { title: "sites.list.title",
  i18n: "common",
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]) },
};

/**
 * The sites the user may see, a page at a time, searched, filtered by company and sorted on the
 * server from the URL. Amounts only for sensibleData or sensibleDataClient.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const v = siteVisibility(user.principal, user.access);
  const { params, query } = siteListRequest(request.url, v, user.id);
  const sql = await getSql();
  const total = await countSites(sql, query);
  const page = clampPage(params.page, total, params.size);
  const rows = await listSites(sql, query, pageWindow(page, params.size));
  const t = await getT(request);
  return {
    heading: t("sites.list.title"),
    rows: rows.map(
      (r): SiteRowView => ({
        id: r.id,
        title: r.title,
        label: `${r.quickcomId}: ${r.title}`,
        companyName: r.companyName,
        city: r.city,
        address: r.address,
        offer: v.totals ? formatMoney(r.offer, r.currency) : null,
        created: formatDate(r.createdAt),
      }),
    ),
    total,
    page,
    size: params.size,
    sort: params.sort,
    dir: params.dir,
    view: params.view,
    search: params.search,
    company: params.filters.companyName ?? "",
    companies: v.companies.map((code) => ({ code, name: COMPANY_NAMES[code] })),
    showOffer: v.totals,
    // a client sees only the sites shared with them: the page says so, and whom to ask when there are none
    favouritesOnly: v.onlyFavourites,
  };
}

export default function SitesList() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const columns = useMemo(() => siteColumns(t, { offer: d.showOffer }), [t, d.showOffer]);
  const searchId = useId();
  const companyId = useId();
  const nothingShared = d.favouritesOnly && d.total === 0 && !d.search;
  const kept = ["sort", "dir", "size", "view"].flatMap((k) => (searchParams.has(k) ? [[k, searchParams.get(k) ?? ""] as const] : []));

  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}>{d.heading}</h1>
      </div>

      {d.favouritesOnly ? <FavouritesNote empty={nothingShared} /> : null}

      {nothingShared ? null : (
        <>
          {/* a plain GET form: the filters live in the URL and work without JavaScript; a new search starts at page 1 */}
          <Form method="get" action={location.pathname} role="search" aria-label={t("sites.list.filters")}>
            <fieldset className={s.filters}>
              {kept.map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
              <div className={s.filterField}>
                <label className={shell.label} htmlFor={searchId}>
                  {t("sites.list.search")}
                </label>
                <input
                  id={searchId}
                  className={shell.input}
                  type="search"
                  name="search"
                  defaultValue={d.search}
                  key={d.search}
                  placeholder={t("sites.list.search_hint")}
                  maxLength={MAX_SEARCH_LENGTH}
                  autoComplete="off"
                />
              </div>
              {d.companies.length > 1 ? (
                <div className={s.filterField}>
                  <label className={shell.label} htmlFor={companyId}>
                    {t("sites.list.company")}
                  </label>
                  <select id={companyId} className={shell.input} name="companyName" defaultValue={d.company} key={d.company}>
                    <option value="">{t("sites.list.all_companies")}</option>
                    {d.companies.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <div className={s.filterActions}>
                <button type="submit" className={shell.button}>
                  {t("sites.list.apply")}
                </button>
                {d.search || d.company ? <Link to={location.pathname}>{t("sites.list.reset")}</Link> : null}
              </div>
            </fieldset>
          </Form>

          <DataTable
            caption={d.heading}
            data={d.rows}
            columns={columns}
            getRowId={(r) => String(r.id)}
            rowHref={(r) => `/app/sites/sites/${r.id}/dashboard`}
            total={d.total}
            page={d.page}
            size={d.size}
            sort={d.sort}
            dir={d.dir}
            view={d.view}
            csvHref={`/app/sites/sites/csv${exportParams(searchParams)}`}
          />
        </>
      )}
    </div>
  );
}

/** What a client's list holds (the sites shared with them), and, while it is empty, whom to ask. */
function FavouritesNote({ empty }: { empty: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={page.note} role="note" data-favourites={empty ? "empty" : "some"}>
      {empty ? <h2 className={s.title}>{t("sites.list.favourites.empty_title")}</h2> : null}
      <p>{t("sites.list.favourites.intro")}</p>
      {empty ? <p>{t("sites.list.favourites.empty_text")}</p> : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
