import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// Dark enough for white text (contrast above 4.5:1) in both themes.
export const AVATAR_PALETTE = ["#9a3412", "#1d4ed8", "#15803d", "#7c3aed", "#0e7490", "#854d0e", "#be123c", "#4d7c0f", "#374151"] as const;

const base = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: "50%",
  flex: "none",
  color: "#ffffff",
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.02em",
  lineHeight: 1,
  userSelect: "none",
  border: `1px solid ${vars.color.surface}`,
});

export const avatar = styleVariants(Object.fromEntries(AVATAR_PALETTE.map((c, i) => [i, [base, { background: c }]])) as Record<number, [string, { background: string }]>);
