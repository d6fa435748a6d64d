// The link under a list that downloads it as CSV: the list's own query string (its filters, its
// order), without the page, so the file holds every row the filters find (ADR-0128). A plain link:
// it works without JavaScript, and it is not printed (print.css.ts).
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as p from "./print.css";

/** `path`: the CSV route beside the list (`/app/hr/leave-requests/csv`). */
export function CsvLink({ path }: { path: string }) {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  for (const k of ["page", "index", "menu", "remove"]) params.delete(k);
  const query = params.toString();
  return (
    <p className={p.noPrint}>
      <a href={`${path}${query ? `?${query}` : ""}`} download data-csv-link>
        {t("exports.csv")}
      </a>
    </p>
  );
}
