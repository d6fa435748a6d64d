import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const feed = style({ display: "grid", gap: vars.space.md, maxWidth: "48rem" });
export const post = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
});
export const byline = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.muted });
export const avatar = style({ width: 32, height: 32, borderRadius: "50%", objectFit: "cover", display: "block" });
export const postTitle = style({ margin: 0, fontSize: "1.15rem", overflowWrap: "anywhere" });
// line breaks as typed; the text is never HTML (React escapes it) and links stay plain text
export const text = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });
export const images = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const thumb = style({ display: "block", width: 120, height: 90, objectFit: "cover", borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const comments = style({ display: "grid", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const comment = style({ borderLeft: `3px solid ${vars.color.border}`, paddingLeft: vars.space.sm });
export const inline = style({ display: "inline" });
export const keepList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });
export const logPanel = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.sm, margin: `${vars.space.sm} 0` });
export const crewSet = style({ border: "none", padding: 0, margin: `${vars.space.sm} 0` });
export const crewList = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const log = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: "0.95rem" });
export const logTerm = style({ fontWeight: 600, color: vars.color.muted });
export const logValue = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });
export const logRow = style({ display: "contents" });
export const pdfForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm, maxWidth: "48rem", margin: `${vars.space.sm} 0 ${vars.space.md}` });
export const pdfTitle = style({ flexBasis: "100%", margin: 0, fontSize: "1rem" });
export const pdfCheck = style({ display: "flex", alignItems: "center", gap: vars.space.xs, paddingBottom: vars.space.sm });
