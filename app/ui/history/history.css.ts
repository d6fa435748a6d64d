import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "72rem" });
export const header = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "baseline", justifyContent: "space-between" });
export const title = style({ margin: 0, fontSize: "1.5rem" });
export const subtitle = style({ margin: 0, fontSize: "1.2rem" });
export const panel = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg,
  // start: a panel beside a taller one keeps its rows together instead of spreading them
  display: "grid", gap: vars.space.md, alignContent: "start",
});
/**
 * A key–value card (issue 33): the value gets the room it needs (at least 8rem, its words whole),
 * the label what is left (a long label wraps between its words); where the card is too narrow for
 * both side by side (a phone), the label stands above its value.
 */
export const fields = style({
  display: "grid", gridTemplateColumns: "minmax(6rem, max-content) minmax(min(8rem, 100%), 1fr)", gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, alignContent: "start",
  "@media": { "screen and (max-width: 480px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});
export const fieldLabel = style({ color: vars.color.muted, fontWeight: 600 });
export const fieldValue = style({ margin: 0, overflowWrap: "break-word", whiteSpace: "pre-wrap", minWidth: 0 });
export const changes = style({ margin: 0, paddingLeft: vars.space.md, display: "grid", gap: vars.space.xs, overflowWrap: "anywhere", minWidth: 0 });
export const before = style({ color: vars.color.muted, textDecoration: "line-through" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const current = style({ background: vars.color.infoBg });
/** A field the shown event changed (issue 37): marked by colour and by a word, so it reads without colour too. */
export const changedField = style({ background: vars.color.infoBg, fontWeight: 600 });
export const changedMark = style({ display: "inline-block", marginLeft: vars.space.xs, fontSize: "0.8rem", fontWeight: 400, color: vars.color.muted, whiteSpace: "nowrap" });
export const inlineForm = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const pager = style({ display: "flex", gap: vars.space.md, alignItems: "center", justifyContent: "space-between", marginTop: vars.space.md, flexWrap: "wrap" });
export const filters = style({ display: "flex", gap: vars.space.md, alignItems: "end", flexWrap: "wrap" });

globalStyle(`${fields} dt, ${fields} dd`, { padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
// label above value: one line under the pair, not under each
globalStyle(`${fields} dt`, { "@media": { "screen and (max-width: 480px)": { borderBottom: 0, paddingBottom: 0 } } });
