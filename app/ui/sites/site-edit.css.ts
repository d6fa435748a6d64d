import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const form = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const fieldset = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });
export const wide = style({ gridColumn: "1 / -1" });
export const lookup = style({ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, marginBottom: vars.space.md });
export const note = style({ margin: 0, color: vars.color.muted });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const map = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.sm, margin: 0 });
export const coordinates = style({ fontVariantNumeric: "tabular-nums" });
export const mapDisabled = style({
  color: vars.color.muted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  cursor: "not-allowed",
});
