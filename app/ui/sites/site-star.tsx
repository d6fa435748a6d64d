// The star of a site list's row: a plain POST form that says what it wants (favourite-site or
// unfavourite-site, never "toggle": a repeat changes nothing), back to the same page after a 303.
// Without update favorites there is no form, only a mark on the person's favourites.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "../csrf";
import * as s from "./site-star.css";

/** Where a row's star posts (the list route's action) and the page it comes back to. */
export interface StarTarget {
  action: string;
  returnTo: string;
}

export function SiteStar({ row, target }: { row: { id: number; title: string; label: string; favourite: boolean; starCommandId: string | null }; target: StarTarget }) {
  const { t } = useTranslation();
  if (row.starCommandId === null) {
    return row.favourite ? (
      <span className={s.mark} title={t("site_lists.star.marked")}>
        <span aria-hidden="true">★</span>
        <span className="visually-hidden">{t("site_lists.star.marked")}</span>
      </span>
    ) : null;
  }
  const name = row.favourite ? t("site_lists.star.remove", { title: row.label }) : t("site_lists.star.add", { title: row.label });
  return (
    <Form method="post" action={target.action} className={s.form} preventScrollReset>
      <CsrfInput />
      <input type="hidden" name="intent" value={row.favourite ? "unfavourite-site" : "favourite-site"} />
      <input type="hidden" name="siteId" value={row.id} />
      <input type="hidden" name="commandId" value={row.starCommandId} />
      <input type="hidden" name="returnTo" value={target.returnTo} />
      <button type="submit" className={row.favourite ? s.starOn : s.starOff} aria-pressed={row.favourite} aria-label={name} title={name}>
        <span aria-hidden="true">{row.favourite ? "★" : "☆"}</span>
      </button>
    </Form>
  );
}
