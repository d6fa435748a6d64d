// CSRF (ADR-0006): every POST carries a token in a hidden field. Signed in, it is the session's
// token; before sign-in, an anonymous token in a signed cookie (double submit), replaced at
// sign-in. A POST from another site (Origin or Sec-Fetch-Site) is refused before anything else.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { lookupSession } from "./session.server";
import { signedCookie } from "./cookies.server";

const CSRF_FIELD = "csrf";
const ANON_COOKIE = "cantiere_csrf";

export class CsrfError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "CsrfError";
  }
}

async function anonCookie(request: Request) {
  return signedCookie(request, ANON_COOKIE);
}

/** The token to put in this page's forms, and a Set-Cookie when an anonymous token was just made. */
export async function csrfToken(request: Request): Promise<{ token: string; setCookie: string | null }> {
  const s = await lookupSession(request);
  if (s.state === "active") return { token: s.session.csrfToken, setCookie: null };
  const cookie = await anonCookie(request);
  const existing = await cookie.parse(request.headers.get("Cookie"));
  if (typeof existing === "string" && existing.length >= 32) return { token: existing, setCookie: null };
  const token = randomBytes(32).toString("base64url");
  return { token, setCookie: await cookie.serialize(token) };
}

function sameToken(a: string, b: string) {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

export function checkOrigin(request: Request): void {
  if (request.headers.get("x-cantiere-foreign-origin")) throw new CsrfError("foreign origin");
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site") throw new CsrfError("cross-site request");
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    const expected = new URL(request.url);
    const forwardedHost = process.env.TRUST_PROXY === "1" ? request.headers.get("x-forwarded-host") : null;
    const host = forwardedHost ?? request.headers.get("host") ?? expected.host;
    let o: URL;
    try {
      o = new URL(origin);
    } catch {
      throw new CsrfError("malformed origin");
    }
    if (o.host !== host) throw new CsrfError("foreign origin");
  } else if (origin === "null") {
    throw new CsrfError("opaque origin");
  }
}

/** Throws CsrfError unless the form's token matches this browser's. */
export async function verifyCsrf(request: Request, form: FormData): Promise<void> {
  checkOrigin(request);
  const sent = form.get(CSRF_FIELD);
  if (typeof sent !== "string" || sent.length < 32) throw new CsrfError("missing token");
  const s = await lookupSession(request);
  if (s.state === "active") {
    if (!sameToken(sent, s.session.csrfToken)) throw new CsrfError("wrong token");
    return;
  }
  const existing = await (await anonCookie(request)).parse(request.headers.get("Cookie"));
  if (typeof existing !== "string" || !sameToken(sent, existing)) throw new CsrfError("wrong token");
}

export async function clearAnonCsrf(request: Request): Promise<string> {
  return (await anonCookie(request)).serialize("", { maxAge: 0, expires: new Date(0) });
}
