import { globalStyle, style } from "@vanilla-extract/css";
import { constants, vars } from "../theme.css";

export const root = style({ display: "grid", gap: vars.space.sm, minWidth: 0, maxWidth: "100%" });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});
export const toolbarLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
export const count = style({ color: vars.color.muted, margin: 0 });

// Only the table scrolls sideways on a narrow phone, never the page.
export const scroller = style({
  maxWidth: "100%",
  overflowX: "auto",
  WebkitOverflowScrolling: "touch",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transition: "opacity 150ms",
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" });

const cell = style({
  height: constants.rowHeight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: "start",
  // cells wrap between words (never inside one), so a wide list fits a 1280 px screen (ADR-0075)
  whiteSpace: "normal",
  verticalAlign: "middle",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const row = style({ selectors: { "&:hover": { background: vars.color.surfaceAlt } } });
export const th = style([cell, { background: vars.color.surfaceAlt, fontWeight: 600 }]);
export const td = style([cell, { selectors: { [`${row}:last-child > &`]: { borderBottom: 0 } } }]);
/** long text (a title, an address) may wrap on a wide screen; narrow screens scroll instead */
export const wrap = style({ whiteSpace: "normal", minWidth: "min(12rem, 30vw)", overflowWrap: "anywhere" });
export const end = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const sortLink = style({
  display: "inline-flex",
  alignItems: "center",
  // a target of 24 px at least (WCAG 2.5.8)
  minHeight: "1.5rem",
  gap: vars.space.xs,
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const sortIcon = style({ fontSize: "0.75em", color: vars.color.muted, minWidth: "1em" });

// a target of 24 × 24 px at least (WCAG 2.5.8), also for a short id
export const rowLink = style({ fontWeight: 600, display: "inline-flex", alignItems: "center", minWidth: "1.5rem", minHeight: "1.5rem" });
export const empty = style({ padding: vars.space.lg, textAlign: "center", color: vars.color.muted, whiteSpace: "normal" });

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});
export const pageLinks = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const pageLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  textDecoration: "none",
});
export const pageLinkDisabled = style([pageLink, { color: vars.color.muted, opacity: 0.6, cursor: "default" }]);
export const pageStatus = style({ margin: `0 ${vars.space.xs}` });

export const sizeForm = style({ display: "flex", alignItems: "center", gap: vars.space.xs, flexWrap: "wrap" });
export const select = style({
  font: "inherit",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
export const smallButton = style({
  font: "inherit",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.primary,
  cursor: "pointer",
  minWidth: "2.75rem",
});

export const loading = style({ color: vars.color.muted, fontSize: "0.9rem", minHeight: "1.4em", margin: 0 });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  transition: "opacity 150ms",
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: "anywhere",
});
export const cardHead = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: 0, fontSize: "1rem" });
export const cardFields = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `0 ${vars.space.sm}`, margin: 0 });
export const cardLabel = style({ color: vars.color.muted });
export const cardValue = style({ margin: 0 });

// A phone (ADR-0075): each row becomes a card, each cell a line with its column's name before it
// (the cell's data-label), so no column, and no row's buttons, is out of sight.
const NARROW = "screen and (max-width: 720px)";
globalStyle(`${table} thead`, { "@media": { [NARROW]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)" } } });
globalStyle(`${table}, ${table} tbody, ${table} tr`, { "@media": { [NARROW]: { display: "block" } } });
// a phone's cards below the screen are not laid out or painted until they come near it (a 50-row
// list's layout was the largest task of its first load; ADR-0095); `auto` keeps a card's last size
globalStyle(`${row}`, {
  "@media": { [NARROW]: { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, contentVisibility: "auto", containIntrinsicSize: "auto 18rem" } },
});
globalStyle(`${td}`, {
  "@media": {
    [NARROW]: {
      display: "grid", gridTemplateColumns: "minmax(6rem, 35%) 1fr", gap: vars.space.sm, alignItems: "center",
      height: "auto", minHeight: "2rem", padding: `2px 0`, border: 0, whiteSpace: "normal", overflowWrap: "anywhere", minWidth: 0, textAlign: "start",
    },
  },
});
globalStyle(`${td}::before`, { "@media": { [NARROW]: { content: "attr(data-label)", color: vars.color.muted, fontSize: "0.85rem" } } });
globalStyle(`${td}[data-label=""]::before`, { "@media": { [NARROW]: { content: "none" } } });
globalStyle(`${td}[data-label=""]`, { "@media": { [NARROW]: { display: "block" } } });
