// The columns of the sites list, for the table kit. The loader sends every value already
// formatted (Swiss format, on the server), and the offer only to those who may read it.
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { InitialsAvatar } from "../avatar";

export interface SiteRowView {
  id: number;
  title: string;
  /** "quickcomId: title" */
  label: string;
  companyName: string;
  city: string;
  address: string;
  /** "CHF 1'234.50"; null when the user may not read amounts */
  offer: string | null;
  /** DD.MM.YYYY */
  created: string;
}

const col = createColumnHelper<SiteRowView>();

export function siteColumns(t: TFunction, opts: { offer: boolean }) {
  return [
    col.display({
      id: "avatar",
      header: "",
      meta: { label: t("sites.columns.avatar"), decorative: true },
      cell: (c) => <InitialsAvatar text={c.row.original.title} />,
    }),
    col.accessor("label", { id: "title", header: t("sites.columns.title"), enableSorting: true, meta: { rowLink: true, wrap: true } }),
    col.accessor("companyName", { id: "companyName", header: t("sites.columns.company"), enableSorting: true }),
    col.accessor("city", { id: "city", header: t("sites.columns.city"), enableSorting: true }),
    col.accessor("address", { id: "address", header: t("sites.columns.address"), enableSorting: true, meta: { wrap: true } }),
    ...(opts.offer
      ? [col.accessor("offer", { id: "offer", header: t("sites.columns.offer"), enableSorting: true, meta: { align: "end" as const } })]
      : []),
    col.accessor("created", { id: "createdAt", header: t("sites.columns.created"), enableSorting: true }),
  ];
}
