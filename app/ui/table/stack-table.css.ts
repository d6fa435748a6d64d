// The kit's plain table (stack-table.tsx): a table on a desktop; on a phone (ADR-0075) each row a
// card and each cell a line with its column's name before it (the cell's data-label), as the
// DataTable's lists do. Words break only between words (a word longer than its line excepted), so
// nothing is squeezed letter by letter, and no column and no row's buttons are out of sight.
import { globalStyle, style } from "@vanilla-extract/css";
// as app-shell.css and data-table.css: a phone and a small tablet
const NARROW = "screen and (max-width: 720px)";
import { vars } from "../theme.css";

export const stack = style({});
/** a named cell's value: no box of its own on a desktop; on a phone the line's second column */
export const value = style({ display: "contents", "@media": { [NARROW]: { display: "block", minWidth: 0 } } });

globalStyle(`${stack} thead`, { "@media": { [NARROW]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)" } } });
globalStyle(`${stack}, ${stack} > tbody, ${stack} > tbody > tr, ${stack} > tfoot, ${stack} > tfoot > tr`, { "@media": { [NARROW]: { display: "block", width: "100%" } } });
globalStyle(`${stack} > tbody > tr, ${stack} > tfoot > tr`, {
  "@media": { [NARROW]: { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` } },
});
globalStyle(`${stack} > tbody > tr > :is(td, th), ${stack} > tfoot > tr > :is(td, th)`, {
  "@media": {
    [NARROW]: {
      display: "grid", gridTemplateColumns: "minmax(6rem, 38%) minmax(0, 1fr)", gap: vars.space.sm, alignItems: "center", justifyItems: "start",
      height: "auto", minHeight: "2rem", padding: "2px 0", border: 0, whiteSpace: "normal", overflowWrap: "break-word", wordBreak: "normal", textAlign: "start", minWidth: 0,
    },
  },
});
globalStyle(`${stack} > tbody > tr > :is(td, th)::before, ${stack} > tfoot > tr > :is(td, th)::before`, {
  "@media": { [NARROW]: { content: "attr(data-label)", color: vars.color.muted, fontSize: "0.85rem", fontWeight: "normal" } },
});
// a cell without a column name (the row's actions, a note spanning the row): the whole line
globalStyle(`${stack} > tbody > tr > :is(td, th):is([data-label=""], :not([data-label])), ${stack} > tfoot > tr > :is(td, th):is([data-label=""], :not([data-label]))`, {
  "@media": { [NARROW]: { display: "block" } },
});
globalStyle(`${stack} > tbody > tr > :is(td, th):is([data-label=""], :not([data-label]))::before, ${stack} > tfoot > tr > :is(td, th):is([data-label=""], :not([data-label]))::before`, {
  "@media": { [NARROW]: { content: "none" } },
});
globalStyle(`${stack} > tbody > tr > :is(td, th)[data-empty]`, { "@media": { [NARROW]: { display: "none" } } });
