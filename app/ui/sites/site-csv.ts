// The site lists' CSV table (header and rows), pure: the route reads the rows and sends the file. The
// offer (with its currency) only in the offer variant and only for those who may read amounts
// (siteVisibility.totals); the status only in the status variant. No other amount is ever a column.
import type { TFunction } from "i18next";
import { centsToDecimal, formatDate } from "~/domain/shared/format";
import type { SiteVisibility } from "~/domain/site/visibility";
import type { SiteListRow } from "~/events/queries/sites.server";

type CsvCell = string | number | null;

/** The header and the rows of a site list's CSV for this person's visibility and the column variant. */
export function siteCsvTable(t: TFunction, rows: SiteListRow[], v: Pick<SiteVisibility, "totals">, columns: "offer" | "status"): { header: string[]; data: CsvCell[][] } {
  const offer = v.totals && columns === "offer";
  const status = columns === "status";
  const header = [
    t("sites.csv.quickcom_id"),
    t("sites.csv.title"),
    t("sites.columns.company"),
    t("sites.columns.city"),
    t("sites.columns.address"),
    ...(offer ? [t("sites.csv.currency"), t("sites.columns.offer")] : []),
    ...(status ? [t("sites.fields.status")] : []),
    t("sites.columns.created"),
  ];
  const data = rows.map((r): CsvCell[] => [
    r.quickcomId,
    r.title,
    r.companyName,
    r.city,
    r.address,
    ...(offer ? [r.currency, centsToDecimal(r.offer)] : []),
    ...(status ? [t(`sites.status.${r.status}`)] : []),
    formatDate(r.createdAt),
  ]);
  return { header, data };
}
