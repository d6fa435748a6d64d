import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { BUTTON_MARK } from "../button-mark";
import { vars } from "../theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "80rem" });
export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", justifyContent: "space-between" });
export const group = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
export const heading = style({ margin: 0, fontSize: "1.3rem" });
export const linkButton = style([BUTTON_MARK, {
  padding: "0.35rem 0.7rem", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
  background: vars.color.surface, textDecoration: "none", color: vars.color.text, minHeight: "2.75rem", minWidth: "2.75rem", display: "inline-flex", alignItems: "center", justifyContent: "center",
}]);
export const current = style({ background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary });
export const filter = style({ display: "flex", gap: vars.space.xs, alignItems: "center", flexWrap: "wrap" });
export const layout = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "minmax(0, 1fr)", "@media": { "(min-width: 70rem)": { gridTemplateColumns: "minmax(0, 1fr) 20rem" } } });
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });
export const grid = style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed", background: vars.color.surface });
export const th = style({ padding: vars.space.xs, borderBottom: `2px solid ${vars.color.border}`, fontWeight: 600, fontSize: "0.85rem", textAlign: "left" });
/** A week's table keeps readable columns on a phone: it scrolls inside its box instead of squeezing its words letter by letter. */
export const weekGrid = style({ minWidth: "40rem" });
globalStyle(`${grid}${weekGrid} :is(th, td, a)`, { overflowWrap: "normal" });
/** A week or day column's head: the weekday and the date on lines of their own, never run into the next column. */
export const dayHead = style({ overflowWrap: "normal", wordBreak: "keep-all", whiteSpace: "normal" });
export const dayHeadWeekday = style({ display: "block" });
export const dayHeadDate = style({ display: "block", fontWeight: 400, fontVariantNumeric: "tabular-nums" });
export const cell = style({ verticalAlign: "top", border: `1px solid ${vars.color.border}`, padding: vars.space.xs, minHeight: "5rem", height: "5.5rem" });
export const hourCell = style({ verticalAlign: "top", border: `1px solid ${vars.color.border}`, padding: vars.space.xs, height: "2.5rem" });
// in a week's narrow column an item's words go on lines of their own ("07:32" over "Entrata") instead of being cut; a word is never split
globalStyle(`${grid} ${hourCell} a`, { whiteSpace: "normal", overflowWrap: "normal", wordBreak: "keep-all" });
export const hourLabel = style({ width: "4rem", fontVariantNumeric: "tabular-nums", fontSize: "0.85rem", color: vars.color.muted });
export const outside = style({ background: vars.color.surfaceAlt, color: vars.color.muted });
export const today = style({ outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" });
// a target of 24 × 24 px at least (WCAG 2.5.8)
export const dayNumber = style({ fontWeight: 600, fontSize: "0.85rem", display: "inline-flex", alignItems: "center", justifyContent: "center", minWidth: "1.5rem", minHeight: "1.5rem" });
export const items = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });
const itemBase = style({
  display: "block", fontSize: "0.8rem", lineHeight: 1.25, padding: "1px 4px", minHeight: "1.5rem", borderRadius: vars.radius.sm, textDecoration: "none",
  overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", borderLeft: "4px solid",
});
/** By colour key: events 10, stamping logs 11, festivities 12, leaves 13, reports 14. */
export const item = styleVariants({
  10: [itemBase, { background: vars.color.infoBg, color: vars.color.info }],
  11: [itemBase, { background: vars.color.surfaceAlt, color: vars.color.text }],
  12: [itemBase, { background: vars.color.errorBg, color: vars.color.error }],
  13: [itemBase, { background: vars.color.successBg, color: vars.color.success }],
  14: [itemBase, { background: vars.color.warningBg, color: vars.color.warning }],
});
/** The month grid on a wide screen, the agenda list on a narrow one (a 360 px phone). */
export const wideOnly = style({ "@media": { "(max-width: 40rem)": { display: "none" } } });
export const narrowOnly = style({ display: "none", "@media": { "(max-width: 40rem)": { display: "block" } } });
export const agenda = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const agendaDay = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "1rem" });
export const panel = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md,
  display: "grid", gap: vars.space.sm, alignContent: "start",
});
export const detail = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${detail} dt`, { fontWeight: 600 });
globalStyle(`${detail} dd`, { margin: 0 });
export const legend = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, fontSize: "0.85rem" });
/** The enhanced grid (FullCalendar): its items keep the colours above; no underline, room to read. */
export const enhanced = style({ background: vars.color.surface, minWidth: 0 });
export const fcItem = style({ cursor: "pointer", whiteSpace: "normal" });
/** A moment (a stamp) in the enhanced grid: its time over its title, as the server grid shows it; a word is never split. */
export const fcMoment = style({ display: "block", padding: "0 2px", fontSize: "0.75rem", lineHeight: 1.3, whiteSpace: "normal", overflowWrap: "normal", wordBreak: "keep-all", overflow: "hidden" });
globalStyle(`${enhanced} a`, { textDecoration: "none" });
// a timed item in the month grid is a dot and its text on the page's background
globalStyle(`${enhanced} .fc-daygrid-dot-event`, { color: vars.color.text });
// an event is a target of 24 px at least (WCAG 2.5.8), a stamp's point in the month too
globalStyle(`${enhanced} a.fc-daygrid-event`, { minHeight: "1.5rem" });
/** The site dashboard's upcoming items: a small table. */
export const upcoming = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9rem" });
globalStyle(`${upcoming} th, ${upcoming} td`, { textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });

/** A festivity's description under its title in HR's list: its own line, smaller, long words wrapped at the cell's edge. */
export const festivityDescription = style({ display: "block", fontSize: "0.85rem", whiteSpace: "pre-line", overflowWrap: "break-word" });
