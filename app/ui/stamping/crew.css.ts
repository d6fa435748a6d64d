import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const members = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });
/** a whole row is the checkbox's label: a 44 px target on a phone, the name never split mid-word */
export const member = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  overflowWrap: "normal",
  wordBreak: "normal",
});
export const check = style({ width: "24px", height: "24px", flex: "0 0 auto", margin: 0 });
export const name = style({ fontWeight: 600 });
export const buttons = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const kindButton = style({ minHeight: "44px", minWidth: "min(100%, 10rem)" });
