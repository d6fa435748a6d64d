// The CSV download of a list: the list's own query string (its filters, its order) without the
// page, so the file holds every row the filters find (ADR-0128). A plain link: it works without
// JavaScript, and it is not printed (print.css.ts). A DataTable list passes `useCsvHref(...)` as its
// `csvHref` (the table's toolbar shows it); a StackTable list shows `<CsvLink>` under the table.
import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { exportParams, withParams } from "~/domain/shared/list-params";
import * as p from "./print.css";

/** `path`: the CSV route beside the list (`/app/hr/leave-requests/csv`); the page's own steps (a removal's confirmation, the menu's search) are left out. */
export function useCsvHref(path: string): string {
  const { search } = useLocation();
  return `${path}${withParams(exportParams(search), { index: null, menu: null, remove: null })}`;
}

export function CsvLink({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <p className={p.noPrint}>
      <a href={useCsvHref(path)} download>
        {t("table.download_csv")}
      </a>
    </p>
  );
}
