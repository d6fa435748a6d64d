import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "72rem" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
