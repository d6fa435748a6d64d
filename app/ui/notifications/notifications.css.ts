import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const unread = style({ borderLeft: `4px solid ${vars.color.primary}` });
export const text = style({ display: "grid", gap: "0.15rem", minWidth: 0, overflowWrap: "anywhere" });
export const bell = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  color: "inherit",
  textDecoration: "none",
});
export const count = style({
  position: "absolute",
  top: "0.2rem",
  right: "0.1rem",
  minWidth: "1.2rem",
  padding: "0 0.3rem",
  borderRadius: "999px",
  background: vars.color.error,
  color: "#fff",
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.2rem",
  textAlign: "center",
});
