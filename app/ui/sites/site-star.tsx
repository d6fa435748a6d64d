// The star of a site list's row: a button of the list's one star form (ADR-0095), whose value says
// what it wants ("+12": add site 12 to the favourites, "-12": remove it; never "toggle": a repeat
// changes nothing), back to the same page after a 303. Without update favorites there is no
// button, only a mark on the person's favourites.
//
// Rendered 50 times a page, so it asks nothing per row (ADR-0091): no hooks, the labels translated
// once per page (`StarTarget`); the form's hidden fields (CSRF token, the render's id that each
// row's command id is made from, the page to come back to) are in the one form (`StarForm`), not
// in 50. With JavaScript the form's one `onSubmit` sends it through Remix without a reload.
import type { FormEvent } from "react";
import * as s from "./site-star.css";

/** What every star of one page shares: the form its buttons belong to, the words. */
export interface StarTarget {
  action: string;
  returnTo: string;
  /** the page's command id base (a UUID per render); null: the user may not star, only the mark is shown */
  pageId: string | null;
  csrf: string;
  /** the id of the page's one star form (StarForm) */
  formId: string;
  /** "Tra i preferiti" */
  marked: string;
  /** the star's name, by the row's label: add to, or remove from the favourites */
  add: (label: string) => string;
  remove: (label: string) => string;
  /** sends the form through Remix (no reload, the scroll kept); absent on the server */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** The page's one star form: its buttons are the rows' stars (`form=`). Renders nothing for a user who may not star. */
export function StarForm({ target }: { target: StarTarget }) {
  if (target.pageId === null) return null;
  return (
    <form id={target.formId} method="post" action={target.action} onSubmit={target.onSubmit} hidden>
      <input type="hidden" name="csrf" value={target.csrf} />
      <input type="hidden" name="intent" value="star" />
      <input type="hidden" name="pageId" value={target.pageId} />
      <input type="hidden" name="returnTo" value={target.returnTo} />
    </form>
  );
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
    <button
      type="submit"
      form={target.formId}
      name="star"
      value={`${row.favourite ? "-" : "+"}${row.id}`}
      className={row.favourite ? s.starOn : s.starOff}
      aria-pressed={row.favourite}
      aria-label={name}
      title={name}
    >
      <span aria-hidden="true">{row.favourite ? "★" : "☆"}</span>
    </button>
  );
}
