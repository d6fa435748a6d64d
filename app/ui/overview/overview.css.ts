import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const charts = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))" });
export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg, maxWidth: "72rem" });
export const title = style({ margin: 0, fontSize: "1.5rem" });
export const panel = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg,
  display: "grid", gap: vars.space.md, alignContent: "start", minWidth: 0,
});
export const panels = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))" });
export const subtitle = style({ margin: 0, fontSize: "1.15rem" });
export const counters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });
export const counter = style({ display: "grid", gap: vars.space.xs, minWidth: "8rem" });
export const counterValue = style({ fontSize: "1.6rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });
