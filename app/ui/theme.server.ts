import { createCookie } from "@remix-run/node";

export type Theme = "light" | "dark";

/** The light/dark choice, in a cookie so the server renders it (the spec's "stored locally"). */
export const themeCookie = createCookie("cantiere_theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});
