import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.md, maxWidth: "56rem" });
export const form = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const field = style({ display: "grid", gap: vars.space.xs, flex: "1 1 14rem", minWidth: 0 });
export const group = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md,
});
export const groupTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.1rem", display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "baseline" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const item = style({ display: "grid", gap: "0.1rem", padding: `${vars.space.xs} 0`, borderTop: `1px solid ${vars.color.border}`, selectors: { "&:first-child": { borderTop: "none" } } });
// a result's link is a touch target of its own
export const link = style({ display: "inline-block", minHeight: "1.5rem", fontWeight: 600, overflowWrap: "break-word" });
export const detail = style({ color: vars.color.muted, fontSize: "0.9rem", overflowWrap: "break-word" });
