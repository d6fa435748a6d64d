import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

const badgeBase = style({ display: "inline-block", fontSize: "0.8rem", fontWeight: 600, padding: "0.1rem 0.5rem", borderRadius: vars.radius.sm });
/** A request's status and a tool's state as coloured labels: pending/assigned amber, approved/available green, rejected/overdue red. */
export const badge = styleVariants({
  PENDING: [badgeBase, { background: vars.color.warningBg, color: vars.color.warning }],
  APPROVED: [badgeBase, { background: vars.color.successBg, color: vars.color.success }],
  REJECTED: [badgeBase, { background: vars.color.errorBg, color: vars.color.error }],
  available: [badgeBase, { background: vars.color.successBg, color: vars.color.success }],
  assigned: [badgeBase, { background: vars.color.warningBg, color: vars.color.warning }],
  overdue: [badgeBase, { background: vars.color.errorBg, color: vars.color.error }],
  low: [badgeBase, { background: vars.color.errorBg, color: vars.color.error }],
});
/** An overdue tool's row stands out in every list. */
export const overdueRow = style({ background: vars.color.errorBg });
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-end", marginBottom: vars.space.md });
export const links = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, marginBottom: vars.space.md });
export const inlineForm = style({ display: "inline" });
export const details = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
