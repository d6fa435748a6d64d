import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: "1.5rem" });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const filterField = style({ display: "grid", gap: vars.space.xs, flex: "1 1 14rem", minWidth: 0 });
export const filterActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });

export const sections = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))" });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});
export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.1rem" });
export const fields = style({ display: "grid", gridTemplateColumns: "minmax(8rem, max-content) 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const fieldLabel = style({ color: vars.color.muted });
export const fieldValue = style({ margin: 0, overflowWrap: "anywhere" });
export const amount = style({ margin: 0, fontVariantNumeric: "tabular-nums" });
