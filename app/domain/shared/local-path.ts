// The one rule for a redirect target that came with a request (a form's `page`, `redirectTo`,
// `returnTo`, a query's `redirectTo`, a saved SSO target): issue 42 M2, ADR-0099. Only a path of
// this site is taken — it starts with one `/`, its path has no `//` and the target no backslash
// (either could name another host), no control character or space (they would end the header, or
// change the path when a browser drops them) and no lone surrogate — and it is percent-encoded to
// ASCII (UTF-8), because a `Location` header carries bytes: Node refuses a character past U+00FF
// (a 500 after the action had run) and writes U+0080–U+00FF as raw Latin-1. What is already
// percent-encoded stays as it is. Anything else is the caller's default target. Pure: the sign-in
// (app/auth) and the pages' redirects (app/http/local-redirect.server.ts) share it.
import { LONE_SURROGATE } from "./query-params";

/** The longest redirect target taken; a longer one is the default. */
export const MAX_REDIRECT_LENGTH = 2000;

const BASE = "http://cantiere.invalid";

/** A local path to redirect to, percent-encoded to ASCII; `fallback` when `to` is anything else. */
export function localPath(to: unknown, fallback: string): string {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH || !to.startsWith("/")) return fallback;
  // eslint-disable-next-line no-control-regex -- why: exactly the characters refused (controls, space, DEL)
  if (/[\u0000-\u0020\u007f]/.test(to) || to.includes("\\") || new RegExp(LONE_SURROGATE.source).test(to)) return fallback;
  if (to.split(/[?#]/, 1)[0].includes("//")) return fallback;
  // every character past ASCII as its UTF-8 bytes, percent-encoded; the rest (and any %XX) as written
  const ascii = to.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  let url: URL;
  try {
    url = new URL(ascii, BASE);
  } catch {
    return fallback;
  }
  // dot segments resolved (`/a/../`): still this site, still no protocol-relative `//host`
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return ascii;
}
