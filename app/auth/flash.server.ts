// Flash notices after a redirect, rendered by the root layout on the server (ADR-0004). Kept in a
// short-lived signed cookie: nothing in process memory, nothing to clean up in the database.
import type { Flash } from "~/ui/flash";
import { signedCookie } from "./cookies.server";

const COOKIE = "cantiere_flash";

export async function flashCookie(request: Request, flash: Flash): Promise<string> {
  return (await signedCookie(request, COOKIE, { maxAge: 60 })).serialize(flash);
}

export async function readFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const cookie = await signedCookie(request, COOKIE);
  const value = await cookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || typeof (value as Flash).key !== "string") return { flash: null, clear: null };
  return { flash: value as Flash, clear: await cookie.serialize("", { maxAge: 0, expires: new Date(0) }) };
}
