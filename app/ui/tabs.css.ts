import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const bar = style({
  display: "flex", gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.lg,
  overflowX: "auto",
});
export const tab = style({
  // never shrunk below its word: a bar too wide for a phone scrolls, its tabs are never drawn over each other
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.text, textDecoration: "none", whiteSpace: "nowrap",
  borderBottom: "3px solid transparent", minHeight: "2.75rem", display: "inline-flex", alignItems: "center",
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: 700 } },
});
export const fab = style({
  position: "fixed", right: vars.space.lg, bottom: vars.space.xl, width: "3.5rem", height: "3.5rem", borderRadius: "50%",
  background: vars.color.primary, color: vars.color.primaryText, display: "grid", placeItems: "center",
  fontSize: "2rem", textDecoration: "none", boxShadow: "0 6px 20px rgba(0,0,0,.25)", zIndex: 40,
});
