// Seasonal effects of the login page: CSS only, off for prefers-reduced-motion.
import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const page = style({ position: "relative", overflow: "hidden" });
export const logo = style({ display: "flex", justifyContent: "center", marginBottom: vars.space.md, color: vars.color.text });
export const forgot = style({ textAlign: "center", margin: `${vars.space.md} 0 0` });

const fall = keyframes({
  from: { backgroundPosition: "0 0, 40px 60px, 130px 270px" },
  to: { backgroundPosition: "0 600px, 40px 660px, 130px 870px" },
});
const flicker = keyframes({ "0%, 100%": { opacity: 0.55 }, "50%": { opacity: 0.85 } });

const layer = style({
  position: "absolute",
  inset: 0,
  pointerEvents: "none",
  zIndex: -1,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const effects = styleVariants({
  christmas: [layer, {
    backgroundImage:
      "radial-gradient(4px 4px at 20px 30px, #fff, transparent), radial-gradient(3px 3px at 80px 120px, #e0f2fe, transparent), radial-gradient(5px 5px at 160px 60px, #fff, transparent)",
    backgroundSize: "200px 200px",
    backgroundColor: "#0b3d2e",
    animation: `${fall} 12s linear infinite`,
  }],
  "new-year": [layer, {
    backgroundImage:
      "radial-gradient(3px 3px at 30px 40px, #facc15, transparent), radial-gradient(3px 3px at 120px 90px, #f472b6, transparent), radial-gradient(4px 4px at 170px 20px, #60a5fa, transparent)",
    backgroundSize: "220px 220px",
    backgroundColor: "#111827",
    animation: `${flicker} 2.5s ease-in-out infinite`,
  }],
  halloween: [layer, {
    background: "radial-gradient(circle at 80% 15%, #fb923c 0 60px, transparent 61px), linear-gradient(#1c1917, #431407)",
    animation: `${flicker} 4s ease-in-out infinite`,
  }],
});
