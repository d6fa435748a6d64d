// The theme contract: light and dark, chosen by a cookie (so the server renders it) or, without a
// choice, by the system preference. The spec's constants live here too.
import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";

export const constants = {
  contentMaxWidth: "1500px",
  menuWidth: "300px",
  menuCollapsedWidth: "80px",
  transition: "500ms",
  rowHeight: "2rem", // 4 spacing units
  flashHideMs: 5000,
};

export const vars = createThemeContract({
  color: {
    bg: null, surface: null, surfaceAlt: null, text: null, muted: null, border: null,
    primary: null, primaryText: null, accent: null,
    success: null, error: null, warning: null, info: null,
    successBg: null, errorBg: null, warningBg: null, infoBg: null, focus: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null },
  font: { body: null, mono: null },
});

const space = { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem" };
const radius = { sm: "4px", md: "8px" };
const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
};

const light = {
  bg: "#f6f5f3", surface: "#ffffff", surfaceAlt: "#efece8", text: "#1c1917", muted: "#57534e", border: "#d6d3d1",
  primary: "#9a3412", primaryText: "#ffffff", accent: "#c2410c",
  success: "#166534", error: "#b91c1c", warning: "#854d0e", info: "#1e40af",
  successBg: "#dcfce7", errorBg: "#fee2e2", warningBg: "#fef3c7", infoBg: "#dbeafe", focus: "#2563eb",
};
const dark = {
  bg: "#141210", surface: "#1f1c19", surfaceAlt: "#2a2622", text: "#f5f5f4", muted: "#c7c2bd", border: "#44403c",
  primary: "#fb923c", primaryText: "#1c1917", accent: "#fdba74",
  success: "#86efac", error: "#fca5a5", warning: "#fcd34d", info: "#93c5fd",
  successBg: "#14321f", errorBg: "#3b1515", warningBg: "#3a2c0b", infoBg: "#172554", focus: "#93c5fd",
};

createGlobalTheme(":root", vars, { color: light, space, radius, font });
createGlobalTheme(":root.theme-dark", vars.color, dark);
globalStyle(":root:not(.theme-light)", {
  "@media": { "(prefers-color-scheme: dark)": { vars: assignVars(vars.color, dark) } },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { colorScheme: "light dark", WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  background: vars.color.bg,
  color: vars.color.text,
  lineHeight: 1.5,
  fontSize: "16px",
});
globalStyle("a", { color: vars.color.primary });
// a disclosure's summary is a touch target too (issue 22: 44 × 44 px); zero specificity, so a
// component's own summary style wins
globalStyle(":where(summary)", { cursor: "pointer", minHeight: "2.75rem", paddingBlock: "0.625rem" });
// Every control at least 24 × 24 px (WCAG 2.5.8, issue 33), with zero specificity where a
// component may size its own: a link's box grows by padding, which on an inline link widens where
// it is pressed without moving a line of the text around it; text fields get the height of the
// kit's input.
globalStyle(":where(a[href])", { paddingBlock: "max(0.25rem, calc(0.8rem - 0.58em))" });
globalStyle(":where(input:not([type=checkbox], [type=radio], [type=hidden], [type=image]), select, textarea)", { minHeight: "2.75rem" });
// a checkbox or radio is 24 px unless a class sizes it (a visually hidden toggle stays 1 px)
globalStyle(":where(input[type=checkbox], input[type=radio])", { width: "1.5rem", height: "1.5rem", minHeight: 0, flex: "none" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle(".visually-hidden", {
  position: "absolute", width: "1px", height: "1px", padding: 0, margin: "-1px", overflow: "hidden",
  clip: "rect(0,0,0,0)", whiteSpace: "nowrap", border: 0,
});
