import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "90rem" });
export const header = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", justifyContent: "space-between" });
export const title = style({ margin: 0, fontSize: "1.5rem" });
export const panel = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg,
});
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const inlineForm = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" });
export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "start" });
export const grow = style({ flex: "1 1 14rem", minWidth: 0 });
export const narrow = style({ flex: "0 1 9rem", minWidth: 0 });
export const amountPair = style({ display: "grid", gridTemplateColumns: "minmax(0, 3fr) minmax(5rem, 1fr)", gap: vars.space.sm });
export const thumb = style({ display: "block", width: "3rem", height: "3rem", objectFit: "cover", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const receiptCell = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const decision = style({ display: "flex", gap: vars.space.xs, alignItems: "end", flexWrap: "wrap" });
export const smallInput = style({ width: "7.5rem" });
export const rowError = style({ color: vars.color.error, fontSize: "0.85rem", flexBasis: "100%" });
export const dl = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const dt = style({ color: vars.color.muted });
// a reason or a place (up to TEXT_LIMITS.expense) wraps, even without spaces, instead of widening the page
export const dd = style({ margin: 0, minWidth: 0, overflowWrap: "anywhere" });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, overflowWrap: "anywhere" });

const badgeBase = style({ display: "inline-block", fontSize: "0.8rem", fontWeight: 600, padding: "0.1rem 0.5rem", borderRadius: vars.radius.sm });
/** The coloured status label: pending amber, approved green, rejected red, withdrawn grey. */
export const badge = styleVariants({
  PENDING: [badgeBase, { background: vars.color.warningBg, color: vars.color.warning }],
  APPROVED: [badgeBase, { background: vars.color.successBg, color: vars.color.success }],
  REJECTED: [badgeBase, { background: vars.color.errorBg, color: vars.color.error }],
  WITHDRAWN: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.muted }],
});
