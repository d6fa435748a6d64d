import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md, maxWidth: "100%" });
export const title = style({ margin: 0, fontSize: "1.5rem" });
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "end" });
export const nav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", justifyContent: "space-between" });
export const period = style({ margin: 0, fontSize: "1.15rem" });
/** the month on a wide screen, the week on a phone: both are rendered, CSS shows the one that fits (ADR-0131) */
export const wide = style({ display: "grid", gap: vars.space.sm, "@media": { "(max-width: 47.99rem)": { display: "none" } } });
export const narrow = style({ display: "none", gap: vars.space.sm, "@media": { "(max-width: 47.99rem)": { display: "grid" } } });
export const scroll = style({ overflowX: "auto", position: "relative", background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ borderCollapse: "collapse", fontVariantNumeric: "tabular-nums", width: "100%" });
globalStyle(`${table} th, ${table} td`, { borderBottom: `1px solid ${vars.color.border}`, borderRight: `1px solid ${vars.color.border}`, padding: "0.2rem", textAlign: "center", whiteSpace: "nowrap", minWidth: "1.9rem", height: "2.25rem" });
export const person = style({ position: "sticky", left: 0, zIndex: 1, background: vars.color.surface, textAlign: "left", fontWeight: 600, paddingInline: vars.space.sm });
globalStyle(`${table} th${person}`, {
  textAlign: "left", whiteSpace: "normal", minWidth: "8rem", maxWidth: "12rem", overflowWrap: "normal", wordBreak: "normal",
  // a phone's week fits beside the names: seven narrow days and a narrower name column
  "@media": { "(max-width: 47.99rem)": { minWidth: "6.5rem", maxWidth: "8rem" } },
});
globalStyle(`${table} td`, { "@media": { "(max-width: 47.99rem)": { minWidth: "1.6rem" } } });
export const dayHead = style({ fontWeight: 600, fontSize: "0.8rem", lineHeight: 1.2 });
export const weekday = style({ display: "block", fontWeight: 400, color: vars.color.muted });
export const weekend = style({ background: vars.color.surfaceAlt });
export const today = style({ boxShadow: `inset 0 -3px 0 ${vars.color.primary}` });
const markBase = style({ fontWeight: 700 });
export const mark = styleVariants({
  approved: [markBase, { background: vars.color.successBg, color: vars.color.success }],
  // pending: striped, so it differs from approved by more than its hue
  pending: [markBase, { background: `repeating-linear-gradient(135deg, ${vars.color.warningBg}, ${vars.color.warningBg} 4px, ${vars.color.surface} 4px, ${vars.color.surface} 7px)`, color: vars.color.warning }],
  festivity: [markBase, { background: vars.color.infoBg, color: vars.color.info }],
  halfFestivity: [markBase, { background: `linear-gradient(90deg, ${vars.color.surface} 50%, ${vars.color.infoBg} 50%)`, color: vars.color.info }],
});
export const legend = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: "none" });
export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const swatch = style({ display: "inline-grid", placeItems: "center", minWidth: "1.75rem", height: "1.75rem", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, fontSize: "0.85rem" });
export const company = style({ display: "block", fontWeight: 400, fontSize: "0.8rem", color: vars.color.muted });
export const muted = style({ color: vars.color.muted });
