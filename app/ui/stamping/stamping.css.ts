import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg, maxWidth: "72rem" });
export const state = style({ display: "grid", gap: vars.space.xs });
export const header = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", justifyContent: "space-between" });
export const title = style({ margin: 0, fontSize: "1.5rem" });
export const subtitle = style({ margin: 0, fontSize: "1.15rem" });
export const panel = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg,
  display: "grid", gap: vars.space.md,
});
export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "end" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const bigButton = style({ minWidth: "min(100%, 14rem)", minHeight: "4rem", fontSize: "1.25rem" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const status = style({ margin: 0, fontSize: "1.1rem", fontWeight: 600 });
export const figures = style({ display: "flex", gap: vars.space.xl, flexWrap: "wrap" });
export const figure = style({ display: "grid", gap: vars.space.xs });
export const figureLabel = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const figureValue = style({ fontSize: "1.4rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });
export const th = style({ textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `2px solid ${vars.color.border}`, fontWeight: 600 });
export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
export const end = style({ textAlign: "right" });
export const weekendRow = style({ background: vars.color.surfaceAlt });
export const flaggedRow = style({ background: vars.color.warningBg });
export const stampList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const stamp = style({
  display: "inline-flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "baseline",
  padding: "0.1rem 0.4rem", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
});
export const inactive = style({ textDecoration: "line-through", color: vars.color.muted });
const badgeBase = style({ display: "inline-block", fontSize: "0.75rem", fontWeight: 600, padding: "0 0.4rem", borderRadius: vars.radius.sm });
/** The markers beside a stamp: warnings amber, information blue, removals grey. */
export const badge = styleVariants({
  warning: [badgeBase, { background: vars.color.warningBg, color: vars.color.warning }],
  info: [badgeBase, { background: vars.color.infoBg, color: vars.color.info }],
  muted: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.muted }],
  success: [badgeBase, { background: vars.color.successBg, color: vars.color.success }],
  error: [badgeBase, { background: vars.color.errorBg, color: vars.color.error }],
});
export const inlineForm = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" });
export const narrowInput = style({ maxWidth: "8rem" });
export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });
export const item = style({ display: "grid", gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
/** The "I forgot to clock in/out" path under the clock button: closed by default, a native <details> (no JavaScript needed). */
export const forgot = style({ display: "grid", gap: vars.space.sm, padding: `0 ${vars.space.lg}` });
export const forgotSummary = style({ cursor: "pointer", color: vars.color.primary, width: "fit-content" });
/** a checkbox with its words, the whole row the target (HR's off-site filter) */
export const checkRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px", cursor: "pointer" });
export const checkBox = style({ width: "24px", height: "24px", flex: "0 0 auto", margin: 0 });
