import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "72rem" });
export const header = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", justifyContent: "space-between" });
export const title = style({ margin: 0, fontSize: "1.5rem" });
export const panel = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.lg,
});
export const figures = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))", gap: vars.space.md, margin: `${vars.space.md} 0` });
export const figure = style({ display: "grid", gap: vars.space.xs });
export const figureLabel = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const figureValue = style({ fontSize: "1.4rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const inlineForm = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, marginBottom: vars.space.md });
export const row = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap" });

/**
 * The leave form: the kind of duration is a radio choice, and only the chosen kind's fields show.
 * Done in CSS with :has() on the form, so it works the same with JavaScript off; a browser without
 * :has() shows every kind's fields, and the server still reads only the chosen kind's.
 */
export const leaveForm = style({});
export const kinds = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "center" });
export const kind = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center", cursor: "pointer" });
const kindBlockOf = (shape: "range" | "allDay" | "hours") =>
  style([
    fieldset,
    { selectors: { [`${leaveForm}:has(input[name="shape"][value="${shape}"]:not(:checked)) &`]: { display: "none" } } },
  ]);
export const kindBlock = { range: kindBlockOf("range"), allDay: kindBlockOf("allDay"), hours: kindBlockOf("hours") };

const badgeBase = style({ display: "inline-block", fontSize: "0.8rem", fontWeight: 600, padding: "0.1rem 0.5rem", borderRadius: vars.radius.sm });
/** The coloured status label: pending amber, approved green, rejected red, withdrawn grey. */
export const badge = styleVariants({
  PENDING: [badgeBase, { background: vars.color.warningBg, color: vars.color.warning }],
  APPROVED: [badgeBase, { background: vars.color.successBg, color: vars.color.success }],
  REJECTED: [badgeBase, { background: vars.color.errorBg, color: vars.color.error }],
  WITHDRAWN: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.muted }],
});
