import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "64rem" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const table = style({ width: "100%", borderCollapse: "collapse" });
export const th = style({ textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `2px solid ${vars.color.border}` });
export const td = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: "grid", gap: vars.space.sm });
export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
