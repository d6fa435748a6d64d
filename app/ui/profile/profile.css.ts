import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "56rem" });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, marginBottom: vars.space.md });
export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "flex-end" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const header = style({ display: "flex", gap: vars.space.md, alignItems: "center", flexWrap: "wrap", marginBottom: vars.space.md });
export const photo = style({ width: "6rem", height: "6rem", borderRadius: "50%", objectFit: "cover", border: `1px solid ${vars.color.border}` });
// as the record cards (history.css.ts): the value gets the width it needs, the label what is left;
// on a phone the label stands above its value, so no value is squeezed letter by letter (issue 33)
export const fields = style({
  display: "grid", gridTemplateColumns: "minmax(6rem, max-content) minmax(min(8rem, 100%), 1fr)", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0,
  "@media": { "screen and (max-width: 480px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});
export const fieldLabel = style({ fontWeight: 600 });
export const fieldValue = style({
  margin: 0, overflowWrap: "break-word", minWidth: 0,
  "@media": { "screen and (max-width: 480px)": { marginBottom: vars.space.sm } },
});
export const subtitle = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.sm}` });
export const list = style({ margin: 0, paddingLeft: vars.space.md });
export const defaultSubmit = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });
