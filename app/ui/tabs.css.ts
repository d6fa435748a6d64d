import { globalStyle, style } from "@vanilla-extract/css";
import { NARROW } from "./app-shell.css";
import { BUTTON_MARK } from "./button-mark";
import { vars } from "./theme.css";

export const bar = style({
  display: "flex", gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.lg,
  overflowX: "auto",
});
export const tab = style({
  // never shrunk below its word: a bar too wide for a phone scrolls, its tabs are never drawn over each other
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.text, textDecoration: "none", whiteSpace: "nowrap",
  borderBottom: "3px solid transparent", minHeight: "2.75rem", display: "inline-flex", alignItems: "center",
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: 700 } },
});
/**
 * The floating action button: only on a phone (≤ 720 px, ADR-0075's NARROW), where the page's own
 * "new" link scrolls away; on a desktop that link is at hand and the button is not drawn at all.
 */
export const fab = style([BUTTON_MARK, {
  display: "none",
  "@media": {
    [NARROW]: {
      position: "fixed", right: vars.space.lg, bottom: vars.space.lg, width: "3.5rem", height: "3.5rem", borderRadius: "50%",
      background: vars.color.primary, color: vars.color.primaryText, display: "grid", placeItems: "center",
      fontSize: "2rem", lineHeight: 1, textDecoration: "none", boxShadow: "0 6px 20px rgba(0,0,0,.25)", zIndex: 40,
    },
  },
}]);
/** Room below the page's last line (the footer's too) for the button, so it never covers anything (phone only). */
globalStyle("body:has([data-fab])", { "@media": { [NARROW]: { paddingBottom: "6rem" } } });
