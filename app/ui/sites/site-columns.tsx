// The columns of the site lists (the sites list, the favourites table), for the table kit. The loader
// sends every value already formatted (Swiss format, translated, on the server), and the offer only
// to those who may read it. The variant (`?columns=`) shows the offer or the status; the star is last.
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { SitePicture } from "./site-picture";
import { SiteStar, type StarTarget } from "./site-star";

export interface SiteRowView {
  id: number;
  title: string;
  /** the site's Quickcom number; the row reads "quickcomId: title" (siteLabel), made here rather than sent twice in the page's data */
  quickcomId: string;
  companyName: string;
  city: string;
  address: string;
  /** "CHF 1'234.50"; null when the user may not read amounts, or in the status variant */
  offer: string | null;
  /** the translated status, in the status variant only */
  status: string | null;
  /** DD.MM.YYYY */
  created: string;
  /** starred by the user */
  favourite: boolean;
  /** the signed link of the site's picture thumbnail; null: the initials */
  pictureUrl: string | null;
}

/**
 * A row as the loader sends it: the values in a fixed order, without their names. The page's data
 * is serialised for hydration after the table, beyond the reach of gzip's window, and each row's
 * eleven names cost ≈ 6 bytes of gzip a row (ADR-0091, issue 22's 14 KB budget).
 */
export type PackedSiteRow = [
  id: number,
  title: string,
  quickcomId: string,
  companyName: string,
  city: string,
  address: string,
  offer: string | null,
  status: string | null,
  created: string,
  favourite: boolean,
  pictureUrl: string | null,
];

export function packSiteRow(r: SiteRowView): PackedSiteRow {
  return [r.id, r.title, r.quickcomId, r.companyName, r.city, r.address, r.offer, r.status, r.created, r.favourite, r.pictureUrl];
}

export function unpackSiteRow([id, title, quickcomId, companyName, city, address, offer, status, created, favourite, pictureUrl]: PackedSiteRow): SiteRowView {
  return { id, title, quickcomId, companyName, city, address, offer, status, created, favourite, pictureUrl };
}

const col = createColumnHelper<SiteRowView>();

/** How a row names its site: "Q26000: Residenza Lugano A". */
export const siteLabel = (r: Pick<SiteRowView, "quickcomId" | "title">) => `${r.quickcomId}: ${r.title}`;

export function siteColumns(t: TFunction, opts: { offer: boolean; status?: boolean; star?: StarTarget | null }) {
  const star = opts.star ?? null;
  return [
    col.display({
      id: "avatar",
      header: "",
      meta: { label: t("sites.columns.avatar"), decorative: true },
      cell: (c) => <SitePicture title={c.row.original.title} url={c.row.original.pictureUrl} />,
    }),
    col.accessor(siteLabel, { id: "title", header: t("sites.columns.title"), enableSorting: true, meta: { rowLink: true, wrap: true } }),
    col.accessor("companyName", { id: "companyName", header: t("sites.columns.company"), enableSorting: true }),
    col.accessor("city", { id: "city", header: t("sites.columns.city"), enableSorting: true }),
    col.accessor("address", { id: "address", header: t("sites.columns.address"), enableSorting: true, meta: { wrap: true } }),
    ...(opts.status
      ? [col.accessor("status", { id: "status", header: t("sites.fields.status"), enableSorting: true })]
      : opts.offer
        ? [col.accessor("offer", { id: "offer", header: t("sites.columns.offer"), enableSorting: true, meta: { align: "end" as const } })]
        : []),
    col.accessor("created", { id: "createdAt", header: t("sites.columns.created"), enableSorting: true }),
    ...(star
      ? [
          col.display({
            id: "favourite",
            header: "",
            meta: { label: t("site_lists.star.column") },
            cell: (c) => <SiteStar row={c.row.original} label={siteLabel(c.row.original)} target={star} />,
          }),
        ]
      : []),
  ];
}
