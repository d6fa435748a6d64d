import { style } from "@vanilla-extract/css";

/** A sprite icon's strokes (ADR-0095): once in the stylesheet, not as six attributes on each of a page's ~60 icons. */
export const spriteIcon = style({ fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" });
