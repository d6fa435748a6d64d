import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const form = style({ margin: 0, display: "inline" });
const star = style({
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: "0 0.25rem",
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  fontSize: "1.25rem",
  lineHeight: 1,
  cursor: "pointer",
  ":hover": { borderColor: vars.color.border },
});
export const starOn = style([star, { color: vars.color.warning }]);
export const starOff = style([star, { color: vars.color.muted }]);
export const mark = style({ color: vars.color.warning, fontSize: "1.25rem" });

export const tabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });
export const tab = style({ padding: `${vars.space.xs} 0`, selectors: { '&[aria-current="page"]': { fontWeight: 700, textDecoration: "none", borderBottom: `3px solid ${vars.color.primary}` } } });
export const choices = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.sm, margin: 0 });
