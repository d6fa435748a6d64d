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
/** A refused form's summary: a bordered box above its fields. */
export const summary = style({
  border: `2px solid ${vars.color.error}`,
  background: vars.color.errorBg,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
});
export const summaryTitle = style({ margin: 0, fontWeight: 700, color: vars.color.error, overflowWrap: "break-word" });
/** A summary link's words come from its data-message (see error-summary.tsx). */
export const summaryLink = style({ "::before": { content: "attr(data-message)" } });
export const summaryList = style({ margin: 0, paddingInlineStart: "1.2rem", display: "grid", gap: "2px", overflowWrap: "break-word" });
/** A filter or period form on one line: its fields and button side by side, wrapping on a narrow screen. */
export const inlineForm = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" });
