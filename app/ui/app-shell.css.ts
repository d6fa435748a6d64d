import { globalStyle, style } from "@vanilla-extract/css";
import { constants, vars } from "./theme.css";

/** A phone: the side menu gives way to the top bar's drawer (ADR-0075). */
export const NARROW = "screen and (max-width: 720px)";

export const collapseToggle = style({ position: "absolute", opacity: 0, width: "1px", height: "1px" });

export const shell = style({
  display: "grid",
  gridTemplateColumns: `${constants.menuWidth} 1fr`,
  minHeight: "100vh",
  transition: `grid-template-columns ${constants.transition}`,
  selectors: { [`${collapseToggle}:checked ~ &`]: { gridTemplateColumns: `${constants.menuCollapsedWidth} 1fr` } },
  "@media": {
    "screen and (max-width: 960px)": {
      gridTemplateColumns: `${constants.menuCollapsedWidth} 1fr`,
      selectors: { [`${collapseToggle}:checked ~ &`]: { gridTemplateColumns: `${constants.menuWidth} 1fr` } },
    },
    [NARROW]: { display: "block" },
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
});

/**
 * The phone's menu button: a <details> before the shell whose summary is the button, fixed in the
 * top bar's first place on narrow screens; open, it shows the side menu as the drawer (ADR-0095).
 */
export const drawer = style({
  display: "none",
  "@media": { [NARROW]: { display: "block", position: "fixed", top: "0.375rem", left: "0.5rem", zIndex: 50 } },
});

export const side = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  overflow: "hidden",
  minWidth: 0,
  "@media": {
    [NARROW]: {
      display: "none",
      // the drawer: the same menu, over the page below the top bar, with its labels
      selectors: {
        [`${drawer}[open] ~ ${shell} &`]: {
          display: "flex", position: "fixed", top: "3.5rem", left: 0, right: 0, bottom: 0, zIndex: 40,
          overflowY: "auto", borderRight: "none", borderTop: `1px solid ${vars.color.border}`,
        },
      },
    },
  },
});

/** the menu in the JavaScript dialog (outside the shell): always with its labels, as in the phone's drawer */
export const drawerNav = style({ display: "grid", gap: vars.space.xs });

export const menuLabel = style({
  selectors: {
    [`${collapseToggle}:checked ~ ${shell} &`]: { display: "none" },
  },
  "@media": {
    "screen and (max-width: 960px)": {
      display: "none",
      selectors: { [`${collapseToggle}:checked ~ ${shell} &, ${drawerNav} &`]: { display: "inline" } },
    },
    // in the drawer the labels show whatever the desktop's collapse box says
    [NARROW]: { selectors: { [`${collapseToggle} ~ ${shell} &, ${collapseToggle}:checked ~ ${shell} &`]: { display: "inline" } } },
  },
});

export const nav = style({ display: "grid", gap: vars.space.xs });
export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  minHeight: "2.75rem",
  // the current entry: shaded and marked on its left edge (an open group's band is shaded too)
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceAlt, fontWeight: 700, boxShadow: `inset 3px 0 0 ${vars.color.primary}` } },
});

/**
 * Styles for the menu as the collapse box leaves it: `expanded` with its labels, `collapsed` with
 * icons only (the box ticked on a wide screen, not ticked between 720 and 960 px; the phone's
 * drawer always has its labels). The base style is the expanded one.
 */
function byCollapse(expanded: Record<string, string>, collapsed: Record<string, string>) {
  const checked = `${collapseToggle}:checked ~ ${shell} &`;
  return {
    ...expanded,
    selectors: { [checked]: collapsed },
    "@media": {
      "screen and (max-width: 960px)": { ...collapsed, selectors: { [`${checked}, ${drawerNav} &`]: expanded } },
      [NARROW]: { selectors: { [`${collapseToggle} ~ ${shell} &, ${checked}`]: expanded } },
    },
  };
}

/**
 * A menu group (ADR-0120): a <details> whose summary looks like an entry, with a chevron that turns
 * when the group opens. In the collapsed menu (icons only) the chevron sits in the summary's corner
 * and an open group's entries stand on a shaded band under its icon.
 */
export const navGroup = style({ display: "grid", gap: vars.space.xs });
export const navGroupTitle = style([
  navLink,
  {
    position: "relative", cursor: "pointer", listStyle: "none", fontWeight: 600,
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
  byCollapse({ paddingRight: "1.75rem" }, { paddingRight: vars.space.sm }),
]);
export const navGroupChevron = style([
  {
    position: "absolute", top: "50%", borderRight: "2px solid currentColor", borderBottom: "2px solid currentColor",
    transform: "translateY(-70%) rotate(45deg)",
    selectors: { [`${navGroup}[open] > summary > &`]: { transform: "translateY(-30%) rotate(-135deg)" } },
  },
  byCollapse({ right: "0.75rem", width: "0.5rem", height: "0.5rem" }, { right: "0", width: "0.375rem", height: "0.375rem" }),
]);
export const navGroupEntries = style([
  { display: "grid", gap: vars.space.xs, borderRadius: vars.radius.sm },
  byCollapse(
    { marginLeft: "1.25rem", paddingLeft: vars.space.xs, borderLeft: `2px solid ${vars.color.border}`, background: "transparent" },
    { marginLeft: "0", paddingLeft: "0", borderLeft: "none", background: vars.color.surfaceAlt },
  ),
]);
export const navIcon = style({ width: "1.5rem", height: "1.5rem", flex: "none", margin: "0 0.25rem" });

export const profileCard = style({
  display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.text, textDecoration: "none",
  padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
});
export const avatar = style({
  display: "inline-grid", placeItems: "center", width: "2.5rem", height: "2.5rem", borderRadius: "50%", flex: "none",
  background: vars.color.primary, color: vars.color.primaryText, fontWeight: 700,
});

/** The photo in the menu card: the server-made square thumbnail, as round as the initials. */
export const avatarPhoto = style({ width: "2.5rem", height: "2.5rem", borderRadius: "50%", flex: "none", objectFit: "cover" });

export const collapseButton = style({
  cursor: "pointer", padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm,
  textAlign: "center", userSelect: "none",
  "@media": { [NARROW]: { display: "none" } },
});
/** the theme and sign-out forms in the drawer (on wide screens they are in the top bar) */
export const drawerActions = style({ display: "none", "@media": { [NARROW]: { display: "block" } } });

export const main = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const topBar = style({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`,
  // on a phone the menu button (drawer) sits fixed in the bar's first 3.5rem
  "@media": { [NARROW]: { position: "sticky", top: 0, zIndex: 30, minHeight: "3.5rem", padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 3.75rem` } },
});
export const topTitle = style({
  margin: 0, fontSize: "1.25rem", flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap",
});
export const topActions = style({ "@media": { [NARROW]: { display: "none" } } });
export const actionRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });

export const drawerButton = style({
  listStyle: "none", cursor: "pointer", display: "grid", placeItems: "center", width: "2.75rem", height: "2.75rem",
  borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`,
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const drawerPanel = style({
  position: "fixed", top: "3.5rem", left: 0, right: 0, bottom: 0, zIndex: 40, overflowY: "auto",
  background: vars.color.surface, padding: vars.space.md, display: "grid", alignContent: "start", gap: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
/** the drawer as a dialog (with JavaScript): the same panel from the top of the screen, with its close button */
export const drawerDialog = style({ position: "relative", zIndex: 60 });
export const drawerHead = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md });
globalStyle(`${drawerDialog} ${drawerPanel}`, { top: 0 });
export const content = style({
  flex: 1, width: "100%", maxWidth: constants.contentMaxWidth, margin: "0 auto", padding: vars.space.lg, minWidth: 0,
  "@media": { "screen and (max-width: 600px)": { padding: vars.space.sm } },
});

// long words (a name, an e-mail address, a file name) wrap instead of widening the page
// (break-word, not anywhere: a table's columns keep their words whole when there is room)
globalStyle(`${content} :is(h1, h2, h3, p, dd, dt, li, label, legend, summary, a)`, { overflowWrap: "break-word" });
globalStyle(`${content} :is(img, video, canvas, iframe)`, { maxWidth: "100%" });
// a grid or flex item may shrink below its content's width (the default "auto" lets one wide table
// or select widen the whole page); zero specificity, so any component's own min-width still wins
globalStyle(`:where(${content}) :where(*)`, { minWidth: 0 });
// the kit's tables turn into cards on a phone (data-table.css.ts, stack-table.css.ts, whose rules
// win over this one); what is left is the calendar's grid, whose cells wrap rather than widen the page
globalStyle(`${content} :is(td, th)`, { "@media": { [NARROW]: { whiteSpace: "normal", overflowWrap: "anywhere" } } });
globalStyle(`${content} table`, { "@media": { [NARROW]: { fontSize: "0.875rem" } } });
export const footer = style({
  display: "flex", flexWrap: "wrap", gap: vars.space.md, justifyContent: "space-between",
  padding: `${vars.space.md} ${vars.space.lg}`, color: vars.color.muted, fontSize: "0.875rem",
  borderTop: `1px solid ${vars.color.border}`,
});

export const menuSearch = style({
  display: "flex", gap: vars.space.xs,
  selectors: { [`${collapseToggle}:checked ~ ${shell} &`]: { display: "none" } },
  "@media": {
    "screen and (max-width: 960px)": {
      display: "none",
      selectors: { [`${collapseToggle}:checked ~ ${shell} &`]: { display: "flex" } },
    },
    [NARROW]: { selectors: { [`${collapseToggle} ~ ${shell} &, ${collapseToggle}:checked ~ ${shell} &`]: { display: "flex" } } },
  },
});
export const menuSearchButton = style({ paddingInline: vars.space.sm });
export const support = style({ flexBasis: "100%", maxWidth: "36rem", color: vars.color.text });
