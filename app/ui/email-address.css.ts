import { style } from "@vanilla-extract/css";

/** a hyphen and the character after it: no line ends at the hyphen (the browser's own break after "-") */
export const joined = style({ whiteSpace: "nowrap" });
