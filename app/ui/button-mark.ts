// The class the kit's button styles carry besides their own (ADR-0120): a link that looks like a
// button (a "new request" link, the floating button, a calendar's toolbar link) is pressed like one,
// so the phone walk (tests/e2e/fit.spec.ts) measures it as a button — 44 × 44 px at 360 px. The
// kit's class names are hashes; this one is stable. It carries no style of its own.
export const BUTTON_MARK = "kit-button";
