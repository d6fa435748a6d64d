// Cookies: HttpOnly, SameSite=Lax; Secure with the __Host- prefix whenever the request came over
// HTTPS (directly, or through a proxy whose X-Forwarded-Proto we are told to trust), so plain
// `npm start` over http on a LAN still works. Signing secret shared by every process (ADR-0006).
import { createCookie, type Cookie } from "@remix-run/node";
import { appSecret } from "~/app-secret.server";

export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (process.env.TRUST_PROXY === "1") {
    const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    return proto === "https";
  }
  return false;
}

export function cookieName(request: Request, base: string): string {
  return isSecureRequest(request) ? `__Host-${base}` : base;
}

export async function signedCookie(request: Request, base: string, opts: { maxAge?: number } = {}): Promise<Cookie> {
  return createCookie(cookieName(request, base), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecureRequest(request),
    secrets: [await appSecret()],
    ...(opts.maxAge ? { maxAge: opts.maxAge } : {}),
  });
}

export function plainCookie(request: Request, base: string, opts: { maxAge?: number; httpOnly?: boolean } = {}): Cookie {
  return createCookie(cookieName(request, base), {
    httpOnly: opts.httpOnly ?? true,
    sameSite: "lax",
    path: "/",
    secure: isSecureRequest(request),
    ...(opts.maxAge ? { maxAge: opts.maxAge } : {}),
  });
}
