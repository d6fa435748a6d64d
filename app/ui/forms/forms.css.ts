import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const hint = style({ color: vars.color.muted, fontSize: "0.85rem" });
export const affixed = style({ display: "flex", alignItems: "stretch", gap: vars.space.xs });
export const suffix = style({ alignSelf: "center", color: vars.color.muted, whiteSpace: "nowrap" });
export const numeric = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });
export const pair = style({ display: "grid", gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", gap: vars.space.sm });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const notice = style({
  color: vars.color.warning,
  background: vars.color.warningBg,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: "0.9rem",
  margin: 0,
});
/** a text of several lines grows downwards only: resizing it sideways would widen the form */
export const textarea = style({ resize: "vertical", minHeight: "4.5rem", maxWidth: "100%" });
