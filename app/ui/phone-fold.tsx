// Filters and bulk actions on a phone: folded in a <details> "Filters" panel so the list starts on
// the first screen; on a wide screen they show as they are (ADR-0075). No JavaScript needed.
import { useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import * as f from "./phone-fold.css";

/** The query parameters that page, sort or lay out a list: not filters, so they leave the panel closed. */
const NOT_FILTERS = new Set(["page", "size", "sort", "dir", "view", "columns", "index", "confirm"]);

/** True when the address carries a filter (any parameter that does not page, sort or lay out the list). */
export function hasFilter(params: URLSearchParams): boolean {
  for (const [k, v] of params) if (v !== "" && !NOT_FILTERS.has(k)) return true;
  return false;
}

/**
 * The panel opens by itself when a filter is set (`open` unset: read from the address), so the user
 * sees what narrows the list; `open` overrides that where a page knows better.
 */
export function PhoneFold({ children, label, open }: { children: ReactNode; label?: string; open?: boolean }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isOpen = open ?? hasFilter(searchParams);
  return (
    <details className={f.fold} open={isOpen || undefined} data-phone-fold="">
      <summary className={f.summary}>{label ?? t("shell_screens.filters")}</summary>
      <div className={f.body}>{children}</div>
    </details>
  );
}
