// The profile's calendar link page (ADR-0062): the link's address, shown once right after it was
// made. The action puts the new token in a signed, HttpOnly cookie that lives two minutes; the
// page's loader shows it only to the person it was made for and only while it is still their
// working link, and clears it in the same answer. Reloading the page afterwards shows no token.
import { isSecureRequest, signedCookie } from "~/auth/cookies.server";
import { hashFeedToken } from "~/areas/calendar/calendar-feed-link-command.server";

const COOKIE = "cantiere_ics_token";

export async function shownTokenCookie(request: Request, personId: number, token: string): Promise<string> {
  return (await signedCookie(request, COOKIE, { maxAge: 120 })).serialize({ personId, token });
}

/** The token just made for this person, if its cookie came with the request and it still works; and the header clearing that cookie. */
export async function takeShownToken(request: Request, personId: number, activeHash: string | null): Promise<{ token: string | null; clear: string | null }> {
  const cookie = await signedCookie(request, COOKIE);
  const value = (await cookie.parse(request.headers.get("Cookie"))) as { personId?: unknown; token?: unknown } | null;
  if (!value || typeof value !== "object") return { token: null, clear: null };
  const clear = await cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  const ok = value.personId === personId && typeof value.token === "string" && activeHash !== null && hashFeedToken(value.token) === activeHash;
  return { token: ok ? (value.token as string) : null, clear };
}

/** The feed's address for a token, on the host the person is using. */
export function feedUrlOf(request: Request, token: string): string {
  const url = new URL(request.url);
  const forwardedHost = process.env.TRUST_PROXY === "1" ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : null;
  const host = forwardedHost || request.headers.get("host") || url.host;
  return `${isSecureRequest(request) ? "https" : "http"}://${host}/ics/${token}.ics`;
}
