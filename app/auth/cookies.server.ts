// Cookies: HttpOnly, SameSite=Lax; Secure with the __Host- prefix whenever the request came over
// HTTPS (directly, or through a proxy whose X-Forwarded-Proto we are told to trust), so plain
// `npm start` over http on a LAN still works. Signing secret shared by every process (ADR-0006).
import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { getSql } from "~/runtime.server";

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

let secretPromise: Promise<string> | null = null;

/** SESSION_SECRET, or a random secret kept in the database so every process signs alike. */
export function appSecret(): Promise<string> {
  if (process.env.SESSION_SECRET) return Promise.resolve(process.env.SESSION_SECRET);
  secretPromise ??= (async () => {
    const sql = await getSql();
    const [row] = await sql<{ value: string }[]>`
      WITH ins AS (
        INSERT INTO app_settings (key, value) VALUES ('cookie_secret', ${randomBytes(32).toString("base64url")})
        ON CONFLICT (key) DO NOTHING RETURNING value)
      SELECT value FROM ins UNION ALL SELECT value FROM app_settings WHERE key = 'cookie_secret' LIMIT 1`;
    return row.value;
  })().catch((e) => {
    secretPromise = null;
    throw e;
  });
  return secretPromise;
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
