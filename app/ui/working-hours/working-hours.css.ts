import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "64rem" });
export const header = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", justifyContent: "space-between" });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, marginBottom: vars.space.md });
export const people = style({ border: 0, padding: 0, margin: `${vars.space.sm} 0 0`, display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: vars.space.xs });
export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });
export const th = style({ textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `2px solid ${vars.color.border}` });
export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
export const rowActions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
