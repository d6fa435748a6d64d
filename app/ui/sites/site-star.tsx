// The star of a site list's row: a plain POST form that says what it wants (favourite-site or
// unfavourite-site, never "toggle": a repeat changes nothing), back to the same page after a 303.
// Without update favorites there is no form, only a mark on the person's favourites.
//
// Rendered 50 times a page, so it asks nothing per row (ADR-0091): no hooks, a plain `<form>` (not
// Remix's `<Form>`, which resolves its action per row), the labels translated once per page
// (`StarTarget`), the CSRF token read once, and the command id made from the page's id and the
// site's (rowCommandId: one per rendered form, bound like any command id). With JavaScript the
// page's one `onSubmit` sends the form through Remix without a reload, as `<Form>` did.
import type { FormEvent } from "react";
import { rowCommandId } from "~/domain/shared/ids";
import * as s from "./site-star.css";

/** What every star of one page shares: where it posts, the page it comes back to, the words, the ids. */
export interface StarTarget {
  action: string;
  returnTo: string;
  /** the page's command id base (a UUID per render); null: the user may not star, only the mark is shown */
  pageId: string | null;
  csrf: string;
  /** "Tra i preferiti" */
  marked: string;
  /** the star's name, by the row's label: add to, or remove from the favourites */
  add: (label: string) => string;
  remove: (label: string) => string;
  /** sends the form through Remix (no reload, the scroll kept); absent on the server */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** `label`: how the row names its site ("Q26000: Residenza Lugano A"), for the star's name. */
export function SiteStar({ row, label, target }: { row: { id: number; favourite: boolean }; label: string; target: StarTarget }) {
  if (target.pageId === null) {
    return row.favourite ? (
      <span className={s.mark} title={target.marked}>
        <span aria-hidden="true">★</span>
        <span className="visually-hidden">{target.marked}</span>
      </span>
    ) : null;
  }
  const name = row.favourite ? target.remove(label) : target.add(label);
  return (
    <form method="post" action={target.action} className={s.form} onSubmit={target.onSubmit}>
      <input type="hidden" name="csrf" value={target.csrf} />
      <input type="hidden" name="intent" value={row.favourite ? "unfavourite-site" : "favourite-site"} />
      <input type="hidden" name="siteId" value={row.id} />
      <input type="hidden" name="commandId" value={rowCommandId(target.pageId, row.id)} />
      <input type="hidden" name="returnTo" value={target.returnTo} />
      <button type="submit" className={row.favourite ? s.starOn : s.starOff} aria-pressed={row.favourite} aria-label={name} title={name}>
        <span aria-hidden="true">{row.favourite ? "★" : "☆"}</span>
      </button>
    </form>
  );
}
