// Cross-origin access to the JSON API (issue 19, ADR-0090): off unless API_CORS_ORIGINS names the
// origins allowed (comma- or space-separated, exact `scheme://host[:port]`, no wildcard). For an
// allowed origin a preflight (OPTIONS with Access-Control-Request-Method) is answered 204 with the
// methods and headers the API reads, and every answer carries Access-Control-Allow-Origin for that
// one origin (never `*`: an answer names the caller's data) with `Vary: Origin`. No credentials are
// allowed: the API reads no cookie, a Bearer token is sent on purpose. A refused origin's preflight
// is 403 without any CORS header, so the browser refuses the real call; its plain calls get no
// header either, so the browser keeps their answers from its script.

let parsed: { raw: string; origins: Set<string> } | null = null;

/** The origins allowed to call the API from a browser; empty (the default) is CORS off. Read from the environment, parsed once per value. */
export function corsOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const raw = env.API_CORS_ORIGINS ?? "";
  if (parsed?.raw !== raw) parsed = { raw, origins: parseOrigins(raw) };
  return parsed.origins;
}

function parseOrigins(list: string): Set<string> {
  const out = new Set<string>();
  for (const raw of list.split(/[\s,]+/)) {
    if (!raw) continue;
    try {
      const u = new URL(raw);
      // an origin only: a path, a query or credentials would never match a browser's Origin
      if ((u.protocol === "https:" || u.protocol === "http:") && u.origin === raw.replace(/\/$/, "")) out.add(u.origin);
      else console.warn(`[api] API_CORS_ORIGINS: ignored ${JSON.stringify(raw)} (not an origin)`);
    } catch {
      console.warn(`[api] API_CORS_ORIGINS: ignored ${JSON.stringify(raw)} (not an origin)`);
    }
  }
  return out;
}

const CORS_METHODS = "GET, POST, PUT, DELETE";
const CORS_REQUEST_HEADERS = "Authorization, Content-Type, Idempotency-Key, If-Match, Accept-Language";
const EXPOSED = "ETag, Location, Retry-After, WWW-Authenticate";
const MAX_AGE_S = 600;

/** The request's Origin when it is one of the allowed; null otherwise (no Origin, or not allowed). */
function allowedOrigin(request: Request, allowed: Set<string> = corsOrigins()): string | null {
  const origin = request.headers.get("origin");
  return origin && allowed.has(origin) ? origin : null;
}

/** Is this a CORS preflight (an OPTIONS naming the method to come)? */
export const isPreflight = (request: Request) => request.method.toUpperCase() === "OPTIONS";

/** The answer to a preflight: 204 with the allowance for an allowed origin, else 403 with none. */
export function preflightResponse(request: Request, allowed: Set<string> = corsOrigins()): Response {
  const origin = allowedOrigin(request, allowed);
  const asked = (request.headers.get("access-control-request-method") ?? "").toUpperCase();
  if (!origin || !CORS_METHODS.split(", ").includes(asked)) return new Response(null, { status: 403, headers: { Vary: "Origin", "Cache-Control": "no-store" } });
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": CORS_METHODS,
      "Access-Control-Allow-Headers": CORS_REQUEST_HEADERS,
      "Access-Control-Max-Age": String(MAX_AGE_S),
      Vary: "Origin",
    },
  });
}

/** Adds the allowance to an answer for an allowed origin (and `Vary: Origin` whenever CORS is on). */
export function withCors(request: Request, response: Response, allowed: Set<string> = corsOrigins()): Response {
  if (allowed.size === 0) return response;
  const origin = allowedOrigin(request, allowed);
  const headers = new Headers(response.headers);
  headers.append("Vary", "Origin");
  if (origin) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", EXPOSED);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
