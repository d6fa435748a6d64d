import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "64rem" });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, marginBottom: vars.space.md });
export const grid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))", gap: `0 ${vars.space.md}` });
export const phoneRow = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "flex-end" });
export const checks = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: `0 ${vars.space.md}`, overflowWrap: "anywhere" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const toolbarEnd = style({ display: "flex", gap: vars.space.sm, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" });
/** the avatar's thumbnail in a list: the size of the initials' circle */
export const photo = style({ width: "1.75rem", height: "1.75rem", borderRadius: "50%", objectFit: "cover", flex: "none", verticalAlign: "middle" });
