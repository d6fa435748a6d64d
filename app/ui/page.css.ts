import { style } from "@vanilla-extract/css";
import { constants, vars } from "./theme.css";

export const toolbar = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center", marginBottom: vars.space.md });
// position: the box that clips its overflow also holds what is positioned inside it (a header's visually hidden text), or that would widen the page
export const tableWrap = style({ overflowX: "auto", position: "relative", background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "0.95rem",
});
/**
 * A cell holding a typed text (a title, a message, a note: up to its TEXT_LIMITS length): it wraps,
 * even without spaces, and keeps its line breaks, instead of widening the table. Only such cells:
 * on every cell, a date or an amount would be broken too to make room for a long text.
 */
export const textCell = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", minWidth: "min(12rem, 30vw)" });
export const small = style({ fontSize: "0.8rem", color: vars.color.muted });
export const badge = style({ fontSize: "0.75rem", padding: "0 0.4rem", borderRadius: vars.radius.sm, background: vars.color.warningBg, color: vars.color.warning });
export const pager = style({ display: "flex", gap: vars.space.md, alignItems: "center", justifyContent: "flex-end", marginTop: vars.space.md });
export const sectionCard = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  padding: vars.space.lg, marginBottom: vars.space.lg, maxWidth: "52rem",
});
export const checkGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))", gap: vars.space.xs, marginBottom: vars.space.md, border: 0, padding: 0 });
export const select = style({
  font: "inherit", padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
  background: vars.color.surface, color: vars.color.text, minHeight: "2.75rem",
});
export const note = style({ background: vars.color.infoBg, color: vars.color.info, padding: vars.space.sm, borderRadius: vars.radius.sm });

import { globalStyle } from "@vanilla-extract/css";
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, height: constants.rowHeight,
  borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle",
});
globalStyle(`${table} th`, { background: vars.color.surfaceAlt, fontWeight: 600 });
