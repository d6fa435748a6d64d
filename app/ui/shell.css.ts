import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { NARROW } from "./app-shell.css";
import { BUTTON_MARK } from "./button-mark";
import { constants, vars } from "./theme.css";

export const skipLink = style({
  position: "absolute",
  left: "-999px",
  top: 0,
  background: vars.color.surface,
  padding: vars.space.sm,
  zIndex: 100,
  selectors: { "&:focus": { left: vars.space.sm } },
});

const fadeOut = keyframes({
  "0%, 95%": { opacity: 1, visibility: "visible" },
  "100%": { opacity: 0, visibility: "hidden" },
});

export const flashRegion = style({
  position: "fixed",
  bottom: vars.space.md,
  right: vars.space.md,
  left: vars.space.md,
  display: "flex",
  justifyContent: "flex-end",
  zIndex: 50,
  pointerEvents: "none",
});

export const flashToggle = style({
  position: "absolute", width: "1px", height: "1px", opacity: 0, overflow: "hidden",
});

const flashBase = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 4px 16px rgba(0,0,0,.2)",
  maxWidth: "32rem",
  animation: `${fadeOut} ${constants.flashHideMs}ms linear forwards`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationName: "none" } },
  selectors: { [`${flashToggle}:checked + &`]: { display: "none" } },
});

export const flash = styleVariants({
  success: [flashBase, { background: vars.color.successBg, color: vars.color.success, border: `1px solid ${vars.color.success}` }],
  error: [flashBase, { background: vars.color.errorBg, color: vars.color.error, border: `1px solid ${vars.color.error}` }],
  warning: [flashBase, { background: vars.color.warningBg, color: vars.color.warning, border: `1px solid ${vars.color.warning}` }],
  info: [flashBase, { background: vars.color.infoBg, color: vars.color.info, border: `1px solid ${vars.color.info}` }],
});

export const flashClose = style({
  background: "transparent",
  border: 0,
  color: "inherit",
  font: "inherit",
  fontSize: "1.25rem",
  cursor: "pointer",
  lineHeight: 1,
});

export const centered = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
});

/** An error shown inside the app's shell: the menu stays, the card sits in the content area. */
export const inShellError = style({ display: "grid", placeItems: "center", minHeight: "50vh", padding: vars.space.md });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  width: "100%",
  maxWidth: "26rem",
  boxShadow: "0 2px 12px rgba(0,0,0,.06)",
});

export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: "1.5rem" });
export const muted = style({ color: vars.color.muted });

export const field = style({ display: "grid", gap: vars.space.xs, marginBottom: vars.space.md, minWidth: 0 });
export const label = style({ fontWeight: 600 });
export const input = style({
  font: "inherit",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  minHeight: "2.75rem",
  width: "100%",
  // a select's longest option sets its natural width: never wider than the form's column
  maxWidth: "100%",
});
export const checkboxRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, marginBottom: vars.space.md });
export const fieldError = style({ color: vars.color.error, fontSize: "0.9rem" });
export const formError = style({
  color: vars.color.error,
  background: vars.color.errorBg,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  marginBottom: vars.space.md,
});

/** The kit's button, for a <button> and for a link that acts as one (both carry BUTTON_MARK). */
export const button = style([BUTTON_MARK, {
  font: "inherit",
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: "2.75rem",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  cursor: "pointer",
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  selectors: { "&:disabled": { opacity: 0.6, cursor: "not-allowed" } },
}]);
export const buttonSecondary = style([button, { background: "transparent", color: vars.color.primary }]);
/**
 * An action drawn as a link (a list's "new …", the journal's "load more"): a target of 24 px at
 * least (WCAG 2.5.8), and on a phone a finger's 44 × 44 px like every button (issue 33).
 */
export const linkButton = style([BUTTON_MARK, {
  background: "transparent", border: 0, padding: 0, font: "inherit", color: vars.color.primary,
  textDecoration: "underline", cursor: "pointer",
  display: "inline-flex", alignItems: "center", minHeight: "1.5rem",
  "@media": { [NARROW]: { minHeight: "2.75rem", minWidth: "2.75rem" } },
}]);
export const fullWidth = style({ width: "100%" });

export const langSwitch = style({
  display: "flex",
  gap: vars.space.xs,
  justifyContent: "center",
  flexWrap: "wrap",
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  border: 0,
});
export const langButton = style({
  font: "inherit",
  fontSize: "0.85rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary } },
});

export const fadedLogo = style({ opacity: 0.12, width: "min(60vw, 420px)", height: "auto" });
export const notFoundCode = style({ fontSize: "4rem", fontWeight: 800, margin: 0, color: vars.color.muted });
