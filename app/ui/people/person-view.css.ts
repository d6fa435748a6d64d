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
// why 24rem: a card of label–value lines needs about 8rem for its labels and 12rem for its values
// (an e-mail address on one line) besides its padding; at 20rem a 1366 px screen fitted three
// cards, and each value had 8rem (the address broke onto two lines). At most two cards a row on a
// desktop now (the page is at most 72rem wide); on a phone a card is as wide as the screen.
export const grid = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(min(24rem, 100%), 1fr))" });
export const list = style({ margin: 0, paddingLeft: vars.space.md, display: "grid", gap: vars.space.xs });
export const alert = style({ border: `2px solid ${vars.color.warning}`, background: vars.color.warningBg, borderRadius: vars.radius.md, padding: vars.space.md });
const markBase = style({ fontSize: "0.8rem", fontWeight: 700, padding: "0 0.4rem", borderRadius: vars.radius.sm, marginLeft: vars.space.xs, whiteSpace: "nowrap" });
export const mark = styleVariants({
  expiring: [markBase, { background: vars.color.warningBg, color: vars.color.warning }],
  expired: [markBase, { background: vars.color.errorBg, color: vars.color.error }],
});
