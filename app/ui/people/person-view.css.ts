import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const top = style({ display: "flex", gap: vars.space.lg, alignItems: "flex-start", flexWrap: "wrap" });
export const photo = style({ width: "10rem", height: "10rem", objectFit: "cover", borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const initials = style({
  display: "grid",
  placeItems: "center",
  width: "10rem",
  height: "10rem",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.muted,
  fontSize: "3rem",
  fontWeight: 700,
});
export const grid = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(20rem, 1fr))" });
export const list = style({ margin: 0, paddingLeft: vars.space.md, display: "grid", gap: vars.space.xs });
export const alert = style({ border: `2px solid ${vars.color.warning}`, background: vars.color.warningBg, borderRadius: vars.radius.md, padding: vars.space.md });
const markBase = style({ fontSize: "0.8rem", fontWeight: 700, padding: "0 0.4rem", borderRadius: vars.radius.sm, marginLeft: vars.space.xs, whiteSpace: "nowrap" });
export const mark = styleVariants({
  expiring: [markBase, { background: vars.color.warningBg, color: vars.color.warning }],
  expired: [markBase, { background: vars.color.errorBg, color: vars.color.error }],
});
