import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// A confirmation lists what the user typed (a reason, a note, up to its TEXT_LIMITS length): a long
// text, even one without spaces, wraps inside the box instead of widening it past the screen.
const wraps = { overflowWrap: "anywhere", minWidth: 0 } as const;

export const form = style({ display: "grid", gap: vars.space.sm, ...wraps });
export const title = style({ margin: 0, fontSize: "1.2rem" });
export const buttons = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end", flexWrap: "wrap" });
export const dialog = style({ position: "relative", zIndex: 60 });
export const backdrop = style({ position: "fixed", inset: 0, background: "rgba(0,0,0,.45)" });
export const center = style({ position: "fixed", inset: 0, display: "grid", placeItems: "center", padding: vars.space.md });
export const panel = style({
  background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md, padding: vars.space.lg,
  width: "100%", maxWidth: "28rem", boxShadow: "0 10px 40px rgba(0,0,0,.3)", ...wraps,
});
export const inline = style({
  background: vars.color.surface, border: `2px solid ${vars.color.error}`, borderRadius: vars.radius.md,
  padding: vars.space.lg, marginBottom: vars.space.lg, maxWidth: "32rem", ...wraps,
});
