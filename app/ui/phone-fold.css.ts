import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const fold = style({ minWidth: 0 });
export const summary = style({
  cursor: "pointer", display: "inline-flex", alignItems: "center", gap: vars.space.sm, minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, fontWeight: 600,
});
export const body = style({ display: "grid", gap: vars.space.sm, paddingTop: vars.space.sm, minWidth: 0 });

// On a wide screen the panel is always open and its summary gone (where the browser can style a
// details element's content; elsewhere it stays a panel to open, at every width).
globalStyle(`${fold} > ${summary}`, { "@supports": { "selector(::details-content)": { "@media": { "screen and (min-width: 721px)": { display: "none" } } } } });
globalStyle(`${fold}::details-content`, {
  "@supports": { "selector(::details-content)": { "@media": { "screen and (min-width: 721px)": { contentVisibility: "visible", display: "contents" } } } },
});
globalStyle(`${body}`, { "@supports": { "selector(::details-content)": { "@media": { "screen and (min-width: 721px)": { paddingTop: 0 } } } } });
