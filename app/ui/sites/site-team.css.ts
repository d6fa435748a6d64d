import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const tableWrap = style({ overflowX: "auto", minWidth: 0 });
export const table = style({ width: "100%", borderCollapse: "collapse" });
globalStyle(`${table} th, ${table} td`, { textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle" });
export const photo = style({ width: 32, height: 32, borderRadius: "50%", objectFit: "cover", display: "block" });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "flex-end" });
export const grow = style({ flex: "1 1 14rem", minWidth: 0 });
export const counters = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(7rem, 1fr))", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const counter = style({ display: "grid", gap: vars.space.xs, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, textAlign: "center" });
export const counterValue = style({ fontSize: "1.5rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const contactList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const contact = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minWidth: 0, overflowWrap: "anywhere" });
export const state = style({ fontWeight: 600 });
export const headerLinks = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "center" });
export const mapSlot = style({ minWidth: 0 });
