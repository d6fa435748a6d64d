import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const figure = style({ margin: 0, display: "grid", gap: vars.space.sm, maxWidth: "40rem", minWidth: 0 });
export const caption = style({ fontWeight: 600 });
export const svg = style({ display: "block", width: "100%", height: "auto", overflow: "visible" });
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const bar = style({ fill: vars.color.primary });
/** a bar past its target: the same hue, a darker edge, and the table says "over" in words */
export const barOver = style({ fill: vars.color.accent });
export const target = style({ stroke: vars.color.text, strokeWidth: 2, strokeDasharray: "4 3" });
export const tick = style({ fill: vars.color.muted, fontSize: "11px" });
export const value = style({ fill: vars.color.text, fontSize: "11px", fontWeight: 600 });
export const segment = {
  a: style({ fill: vars.color.primary }),
  b: style({ fill: vars.color.warning }),
  c: style({ fill: vars.color.surfaceAlt, stroke: vars.color.border }),
  d: style({ fill: vars.color.info }),
};
export const legend = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: "none", fontSize: "0.9rem" });
export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const swatch = style({ display: "inline-block", width: "0.9rem", height: "0.9rem", borderRadius: "2px", border: `1px solid ${vars.color.border}`, flex: "none" });
export const details = style({ fontSize: "0.95rem" });
// a finger's size (44 × 44 px, as every control a phone shows: fit.spec.ts)
export const summary = style({ cursor: "pointer", display: "list-item", minHeight: "2.75rem", minWidth: "2.75rem", lineHeight: "2.75rem" });
export const table = style({ borderCollapse: "collapse", fontVariantNumeric: "tabular-nums", marginTop: vars.space.xs });
globalStyle(`${table} th, ${table} td`, { textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: "nowrap" });
globalStyle(`${table} td:not(:first-child), ${table} thead th:not(:first-child)`, { textAlign: "right" });
