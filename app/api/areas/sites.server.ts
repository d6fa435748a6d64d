// Sites through the JSON API (spec part 1 §7 "Sites"): the sites list (and its `filter=forTitle`
// lookup), one site, the person's favourites and the star. The same reads as the site lists
// (siteListRequest, countSites, listSites: the companies and favourites siteVisibility allows;
// money only for those who may read it) and the same operations as the star forms.
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { COMPANY_CODES, type CompanyCode } from "~/domain/company/companies";
import { DomainError } from "~/domain/shared/errors";
import { COST_FIELDS, CURRENCIES, SITE_STATUSES, TOTAL_FIELDS } from "~/domain/site/events";
import { siteFormDefaults, siteFormSchema } from "~/domain/site/schema";
import { siteVisibility } from "~/domain/site/visibility";
import { countSites, listSites, type SiteListRow } from "~/events/queries/sites.server";
import { siteListRequest } from "~/http/list-requests.server";
import { scopedRecord } from "~/http/scope.server";
import { changeSite } from "~/areas/sites/change-site.server";
import { favouriteSite } from "~/areas/sites/favourite-site.server";
import { unfavouriteSite } from "~/areas/sites/unfavourite-site.server";
import { fileStore } from "~/storage/index.server";
import { thumbnailKeyOf } from "~/storage/upload.server";
import { endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";
import { listQuery, MAX_API_PAGE_SIZE, pageOf, paged, pageUrl, windowOf } from "../lists.server";

/** Money as the spec sends it: a number of the currency's units (cents / 100). */
const money = (cents: number) => Math.round(cents) / 100;

const apiSiteRow = z.object({
  id: z.number().int(),
  constructionSiteId: z.number().int(),
  title: z.string(),
  quickcomId: z.string(),
  companyName: z.string(),
  city: z.string(),
  address: z.string(),
  status: z.string(),
  currency: z.string(),
  offer: z.number().nullable().describe("null without sensibleData or sensibleDataClient"),
  createdAt: z.string(),
  favouriteSiteId: z.number().int().nullable().describe("the site's id when the caller starred it (unstar with DELETE /sites/sites/fav/{id})"),
  avatarUrl: z.string().nullable().describe("the site's picture (a list row: its thumbnail), a signed link valid 300 seconds; null: none"),
});

const forTitle = z.object({ constructionSiteId: z.number().int(), title: z.string(), quickcomId: z.string() });

const apiSite = apiSiteRow.extend({
  subject: z.string(),
  category: z.string(),
  zip: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  total: z.number().nullable(),
  requiredAdvances: z.number().nullable(),
  cashedAdvances: z.number().nullable(),
  balance: z.number().nullable(),
  laborCost: z.number().nullable().describe("null without sensibleData"),
  supplierCost: z.number().nullable(),
  othersCost: z.number().nullable(),
  goodsCost: z.number().nullable(),
  version: z.number().int(),
});

/** The site picture's signed link (a list row: the thumbnail), or null. */
const avatarUrlOf = async (key: string | null, thumbnail: boolean) => (key ? fileStore().signedUrl(thumbnail ? thumbnailKeyOf(key) : key) : null);

const rowOf = (r: SiteListRow, totals: boolean, avatarUrl: string | null) => ({
  id: r.id,
  constructionSiteId: r.id,
  title: r.title,
  quickcomId: r.quickcomId,
  companyName: r.companyName,
  city: r.city,
  address: r.address,
  status: r.status,
  currency: r.currency,
  offer: totals ? money(r.offer) : null,
  createdAt: r.createdAt.toISOString(),
  favouriteSiteId: r.favourite ? r.id : null,
  avatarUrl,
});

// the spec's orderBy names, mapped to the sites list's sort ids
const SORTS = { id: "id", title: "title", companyName: "companyName", city: "city", address: "address", offer: "offer", status: "status", createdAt: "createdAt" } as const;
const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const siteQuery = listQuery(keys(SORTS), {
  companyName: z.enum(COMPANY_CODES as unknown as [CompanyCode, ...CompanyCode[]]).optional(),
  filter: z.enum(["forTitle"]).optional(),
});

async function sitePage(sql: Sql, user: CurrentUser, query: z.output<typeof siteQuery>, favourites: boolean) {
  const v = siteVisibility(user.principal, user.access);
  // the page never sorts by an amount the user may not see (the order would tell it): nor does the API
  if (query.orderBy === "offer" && !v.totals) throw new DomainError("invalid", "errors.forbidden", { field: "orderBy" });
  const url = pageUrl(query, SORTS, { companyName: query.companyName, ...(query.orderBy === "status" ? { columns: "status" } : {}) });
  const { query: q } = siteListRequest(url, v, user.id, { favourites });
  const [total, rows] = await Promise.all([countSites(sql, q), listSites(sql, q, windowOf(query))]);
  const data = query.filter === "forTitle" ? rows.map((r) => ({ constructionSiteId: r.id, title: r.title, quickcomId: r.quickcomId })) : await Promise.all(rows.map(async (r) => rowOf(r, v.totals, await avatarUrlOf(r.avatarKey, true))));
  return paged<unknown>(data, total, query.pageSize);
}

/**
 * Every site the caller may see in one answer (GET sites/sites/all, sites/sites/title: the spec's
 * pickers), sorted and searched as the list; at most MAX_API_PAGE_SIZE rows, `totalPages` says
 * whether there were more (then the paged list is the way).
 */
async function allSites(sql: Sql, user: CurrentUser, query: z.output<typeof siteQuery>, titles: boolean) {
  return sitePage(sql, user, { ...query, pageNumber: 0, pageSize: MAX_API_PAGE_SIZE, filter: titles ? "forTitle" : query.filter }, false);
}

/** One site as the API shows it (money per the caller's rights), with its version as ETag. */
async function siteAnswer(sql: Sql, user: CurrentUser, id: string) {
  const s = await scopedRecord(sql, user, "site", id);
  const v = siteVisibility(user.principal, user.access);
  const total = (c: number) => (v.totals ? money(c) : null);
  const cost = (c: number) => (v.costs ? money(c) : null);
  return {
    version: s.version,
    body: {
      ...rowOf(s, v.totals, await avatarUrlOf(s.avatarKey, false)),
      subject: s.subject,
      category: s.category,
      zip: s.zip,
      country: s.country,
      latitude: s.latitude,
      longitude: s.longitude,
      total: total(s.total),
      requiredAdvances: total(s.requiredAdvances),
      cashedAdvances: total(s.cashedAdvances),
      balance: total(s.balance),
      laborCost: cost(s.laborCost),
      supplierCost: cost(s.supplierCost),
      othersCost: cost(s.othersCost),
      goodsCost: cost(s.goodsCost),
      version: s.version,
    },
  };
}

// PUT sites/sites/{id}: the edit form's fields as JSON (amounts as numbers of the currency's units,
// coordinates as numbers); a field left out keeps its recorded value, then the form's own schema
// (siteFormSchema, built for this caller and site) reads the whole, as the form's POST is read.
const text = z.string().max(1000);
const amountIn = z.union([z.number().finite(), z.string().max(40)]);
const figureFields = Object.fromEntries([...TOTAL_FIELDS.filter((f) => f !== "currency"), ...COST_FIELDS].map((f) => [f, amountIn.optional()]));
const siteChangeBody = z
  .object({
    title: text.optional(),
    quickcomId: text.optional(),
    subject: text.optional(),
    status: z.enum(SITE_STATUSES).optional(),
    category: text.optional(),
    address: text.optional(),
    city: text.optional(),
    zip: text.optional(),
    country: text.optional(),
    latitude: z.union([z.number(), z.string().max(40)]).nullable().optional(),
    longitude: z.union([z.number(), z.string().max(40)]).nullable().optional(),
    companyCode: z.enum(COMPANY_CODES as unknown as [CompanyCode, ...CompanyCode[]]).optional(),
    currency: z.enum(CURRENCIES).optional(),
    ...figureFields,
  })
  .strict();

/** The form's text of one JSON value: a number as typed ("1234.5"), null as an empty box. */
const asFormText = (v: unknown) => (v === null ? "" : typeof v === "number" ? String(v) : v);

const listResponse = z.union([pageOf(apiSiteRow), pageOf(forTitle)]);

export const siteEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/sites/sites",
    tag: "Sites",
    summary: "The sites the caller may see (filter=forTitle: constructionSiteId, title, quickcomId)",
    rights: [["read", "sites"], ["read", "onlySitesFav"]],
    query: siteQuery,
    response: listResponse,
    run: async ({ sql, user, query }) => ({ body: await sitePage(sql, user, query, false) }),
  }),
  endpoint({
    method: "GET",
    path: "/sites/sites/all",
    tag: "Sites",
    summary: `Every site the caller may see, unpaged (at most ${MAX_API_PAGE_SIZE}; totalPages > 1 when there are more)`,
    rights: [["read", "sites"], ["read", "onlySitesFav"]],
    query: siteQuery,
    response: listResponse,
    run: async ({ sql, user, query }) => ({ body: await allSites(sql, user, query, false) }),
  }),
  endpoint({
    method: "GET",
    path: "/sites/sites/title",
    tag: "Sites",
    summary: `Every site the caller may see as constructionSiteId, title, quickcomId, unpaged (at most ${MAX_API_PAGE_SIZE})`,
    rights: [["read", "sites"], ["read", "onlySitesFav"]],
    query: siteQuery,
    response: pageOf(forTitle),
    run: async ({ sql, user, query }) => ({ body: await allSites(sql, user, query, true) }),
  }),
  endpoint({
    method: "GET",
    path: "/sites/sites/fav",
    tag: "Sites",
    summary: "The caller's favourite sites",
    rights: [["read", "sites"], ["read", "onlySitesFav"]],
    query: siteQuery,
    response: listResponse,
    run: async ({ sql, user, query }) => ({ body: await sitePage(sql, user, query, true) }),
  }),
  endpoint({
    method: "GET",
    path: "/sites/sites/{id}",
    tag: "Sites",
    summary: "One site (money per the caller's rights), with its version as ETag",
    rights: [["read", "sites"], ["read", "onlySitesFav"]],
    response: apiSite,
    run: ({ sql, user, params }) => siteAnswer(sql, user, params.id),
  }),
  endpoint({
    method: "PUT",
    path: "/sites/sites/{id}",
    tag: "Sites",
    summary: "Change a site as its edit form does (fields left out keep their values; figures per the caller's rights; If-Match: its version)",
    rights: [["update", "sites"]],
    body: siteChangeBody,
    write: true,
    ifMatch: true,
    response: apiSite,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const site = await scopedRecord(sql, user, "site", params.id);
      const v = siteVisibility(user.principal, user.access);
      const sent = Object.fromEntries(Object.entries(body).map(([k, x]) => [k, asFormText(x)]));
      const form = parseOrThrow(
        siteFormSchema({
          companies: v.companies,
          currentCategory: site.category,
          may: { totals: v.totals, costs: v.costs },
        }),
        {
          ...siteFormDefaults(site, { totals: v.totals, costs: v.costs }),
          ...sent,
        },
      );
      await changeSite(sql, user, site.id, form.changes, expectedVersion, meta);
      return siteAnswer(sql, user, params.id);
    },
  }),
  endpoint({
    method: "POST",
    path: "/sites/sites/fav",
    tag: "Sites",
    summary: "Star a site (personId, when sent, must be the caller)",
    rights: [["update", "favorites"]],
    body: z.object({ constructionSiteId: z.number().int().positive(), personId: z.number().int().positive().optional() }),
    write: true,
    response: z.object({ favouriteSiteId: z.number().int(), constructionSiteId: z.number().int(), personId: z.number().int() }),
    run: async ({ sql, user, body, meta }) => {
      if (body.personId !== undefined && body.personId !== user.id) throw new DomainError("not_found", "errors.not_found", { field: "personId" });
      await favouriteSite(sql, user, body.constructionSiteId, meta);
      return { status: 201, body: { favouriteSiteId: body.constructionSiteId, constructionSiteId: body.constructionSiteId, personId: user.id } };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/sites/sites/fav/{id}",
    tag: "Sites",
    summary: "Unstar a site (the id is the favouriteSiteId the lists give: the site's id)",
    rights: [["update", "favorites"]],
    write: true,
    response: z.null(),
    run: async ({ sql, user, params, meta }) => {
      await unfavouriteSite(sql, user, params.id, meta);
      return { status: 204, body: null };
    },
  }),
];
