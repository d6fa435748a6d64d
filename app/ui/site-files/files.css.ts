import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

/** The grid view's preview: a thumbnail or, without one, the file's extension (ADR-0060). */
export const preview = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  aspectRatio: "4 / 3",
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
});
export const previewImage = style({ width: "100%", height: "100%", objectFit: "contain" });
export const badge = style({ fontWeight: 700, fontSize: "1.25rem", letterSpacing: "0.05em", color: vars.color.muted });
export const cardName = style({ fontWeight: 600, overflowWrap: "anywhere", margin: 0 });
export const toolbar = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.md, margin: `0 0 ${vars.space.sm}` });

/** The upload form's drop zone (with JavaScript) and each file's progress. */
export const dropZone = style({
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  selectors: { "&[data-over='true']": { borderColor: vars.color.primary, background: vars.color.surfaceAlt } },
});
export const progressList = style({ listStyle: "none", padding: 0, margin: `${vars.space.sm} 0 0`, display: "grid", gap: vars.space.xs });
export const progressRow = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) 8rem auto", gap: vars.space.sm, alignItems: "center" });
