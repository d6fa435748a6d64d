// What the two site lists (the sites list and the favourites table, ADR-0051) load and how their star
// forms run: one loader body and one intent map, so the lists cannot drift apart. The routes stay
// thin: their policy, this call, the page component.
import type { CurrentUser } from "~/auth/user.server";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { can } from "~/domain/access/permissions";
import { safeReturnTo, starButtonSchema, starOf, starSchema, SITE_LISTS_PATH } from "~/domain/site/favourite-schema";
import { rowCommandId } from "~/domain/shared/ids";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { clampPage, pageWindow } from "~/domain/shared/list-params";
import { siteVisibility } from "~/domain/site/visibility";
import { countSites, listSites } from "~/events/queries/sites.server";
import { defineIntents } from "~/http/command-action.server";
import { siteListRequest } from "~/http/list-requests.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { favouriteSite } from "~/areas/sites/favourite-site.server";
import { unfavouriteSite } from "~/areas/sites/unfavourite-site.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { thumbnailKeyOf } from "~/storage/upload.server";
import { packSiteRow } from "~/ui/sites/site-columns";
import type { SiteListPageData } from "~/ui/sites/site-list-page";

const FAVOURITES_PATH = `${SITE_LISTS_PATH}/favourites`;

/**
 * One page of a site list for this user, read from the URL: the rows (amounts only for those who
 * may read them, the status in the status variant), whether each is starred, and for those who may
 * star (update favorites) the render's id that each star form's command id is made from.
 */
export async function siteListPage(request: Request, user: CurrentUser, opts: { favourites: boolean }): Promise<SiteListPageData> {
  const v = siteVisibility(user.principal, user.access);
  const { params, query, columns } = siteListRequest(request.url, v, user.id, opts);
  const sql = await getSql();
  const total = await countSites(sql, query);
  const page = clampPage(params.page, total, params.size);
  const rows = await listSites(sql, query, pageWindow(page, params.size));
  const t = await getT(request);
  const mayStar = can(user.access, "update", "favorites");
  const url = new URL(request.url);
  const showOffer = v.totals && columns === "offer";
  const store = fileStore();
  return {
    heading: opts.favourites ? t("site_lists.favourites.title") : t("sites.list.title"),
    favouritesTable: opts.favourites,
    rows: await Promise.all(rows.map(async (r) => packSiteRow({
      id: r.id,
      title: r.title,
      quickcomId: r.quickcomId,
      companyName: r.companyName,
      city: r.city,
      address: r.address,
      offer: showOffer ? formatMoney(r.offer, r.currency) : null,
      status: columns === "status" ? t(`sites.status.${r.status}`) : null,
      created: formatDate(r.createdAt),
      favourite: r.favourite,
      pictureUrl: r.avatarKey ? await store.signedUrl(thumbnailKeyOf(r.avatarKey)) : null,
    }))),
    total,
    page,
    size: params.size,
    sort: params.sort,
    dir: params.dir,
    view: params.view,
    search: params.search,
    company: params.filters.companyName ?? "",
    companies: v.companies.map((code) => ({ code, name: COMPANY_NAMES[code] })),
    columns,
    showOffer,
    mayReadTotals: v.totals,
    mayStar,
    // the base of each star form's command id: one per render, the site's id tells the rows apart (ADR-0001, ADR-0091)
    pageId: mayStar ? newCommandId() : null,
    // a client sees only the sites shared with them: the page says so, and whom to ask when there are none
    favouritesOnly: v.onlyFavourites,
    returnTo: safeReturnTo(url.pathname + url.search, opts.favourites ? FAVOURITES_PATH : SITE_LISTS_PATH),
  };
}

/**
 * The star's two forms on a site list: add or remove one site, then back to the page the form was on
 * (page, sort and search kept). The route's POST policy asks update favorites; the operation asks it
 * again and answers a 404 for a site the user may not see.
 */
export const starIntents = (fallback: string) =>
  defineIntents()({
    // the list's one star form (ADR-0095): the pressed row's button says what and which site; the
    // command id is the row's (rowCommandId of the render's id, the site and add 0 / remove 1), so a
    // double click is one command
    star: {
      schema: starButtonSchema,
      commandId: (value) => {
        if (!value.pageId) return null;
        const { add, siteId } = starOf(value.star);
        return rowCommandId(value.pageId, Number(siteId), add ? 0 : 1);
      },
      run: async ({ sql, user, value, meta }) => {
        const { add, siteId } = starOf(value.star);
        if (add) await favouriteSite(sql, user, siteId, meta);
        else await unfavouriteSite(sql, user, siteId, meta);
        return { to: safeReturnTo(value.returnTo, fallback), flash: add ? "site_lists.flash.favourited" : "site_lists.flash.unfavourited" };
      },
    },
    "favourite-site": {
      schema: starSchema,
      run: async ({ sql, user, value, meta }) => {
        await favouriteSite(sql, user, value.siteId, meta);
        return { to: safeReturnTo(value.returnTo, fallback), flash: "site_lists.flash.favourited" };
      },
    },
    "unfavourite-site": {
      schema: starSchema,
      run: async ({ sql, user, value, meta }) => {
        await unfavouriteSite(sql, user, value.siteId, meta);
        return { to: safeReturnTo(value.returnTo, fallback), flash: "site_lists.flash.unfavourited" };
      },
    },
  });
