// Printing from the browser (issue 38): a list or a record prints as its content alone, on A4 —
// no menu, top bar, footer, buttons, filters or pagers; links print as their text. see ADR-0129
import { globalStyle, style } from "@vanilla-extract/css";
import * as a from "./app-shell.css";

const PRINT = "print";

/** Whatever must not be printed (a CSV link, a toolbar): the kit's own controls are hidden below. */
export const noPrint = style({ "@media": { [PRINT]: { display: "none" } } });

// the shell around the page: the menu, the phone's menu button, the top bar, the footer
globalStyle(`${a.side}, ${a.drawer}, ${a.topBar}, ${a.footer}, #menu-collapse`, { "@media": { [PRINT]: { display: "none" } } });
globalStyle(`${a.shell}`, { "@media": { [PRINT]: { display: "block", minHeight: 0 } } });
globalStyle(`${a.content}`, { "@media": { [PRINT]: { maxWidth: "none", padding: 0, margin: 0 } } });
// controls inside the page: buttons, forms' fields, filter and search forms, pagers, flash messages
globalStyle(
  `${a.content} :is(button, input, select, textarea, [role="search"], form[method="get"], nav, [role="status"], [data-phone-fold], details:not([open]), a[download])`,
  { "@media": { [PRINT]: { display: "none !important" } } },
);
globalStyle(`${a.content} a`, { "@media": { [PRINT]: { color: "inherit", textDecoration: "none" } } });
globalStyle("html, body", { "@media": { [PRINT]: { background: "#fff", color: "#000", fontSize: "10.5pt" } } });
// tables keep their rows whole across pages and never scroll inside a box (the paper does not scroll)
globalStyle(`${a.content} :is(div, section)`, { "@media": { [PRINT]: { overflow: "visible !important", maxHeight: "none !important", boxShadow: "none !important" } } });
globalStyle(`${a.content} tr`, { "@media": { [PRINT]: { breakInside: "avoid" } } });
globalStyle(`${a.content} thead`, { "@media": { [PRINT]: { display: "table-header-group" } } });
// the paper: A4 upright with margins a binder's holes leave free (vanilla-extract has no @page helper;
// a global rule whose selector is the at-rule prints as one)
globalStyle("@page", { size: "A4 portrait", margin: "14mm 12mm" } as Record<string, string>);
