// The JSON API's one entry (ADR-0077): /api/* arrives here from app/routes/api.$.tsx. In order:
// Bearer token (a personal one, or the SSO provider's access token: ADR-0090; 401 without, or with a bad, expired or revoked one) → the token's rate limit (429)
// → the call by method and path (404, 405) → its rights (403) → its query and JSON body through
// its zod schemas (400 / 415) → Idempotency-Key and If-Match as the command's id and expected
// version, the key bound to this request (422 when another request holds it: ADR-0098) → the operation the forms run → JSON, or RFC 9457 problem details with the forms'
// translation keys. No cookie is read or set and no CSRF token is asked: a Bearer token can only
// be sent on purpose. CORS only for the origins configured (cors.server.ts, ADR-0090).
import type { TFunction } from "i18next";
import type { ZodTypeAny } from "zod";
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import { now as clockNow } from "~/clock.server";
import { isDatabaseUnavailable, type Sql } from "~/db.server";
import { actorOf } from "~/domain/access/actor";
import { can } from "~/domain/access/permissions";
import { UUID_PATTERN } from "~/domain/shared/ids";
import { personById } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { deriveCommandId } from "~/http/derived-command-id.server";
import { requestHash } from "~/http/request-hash.server";
import { CommandIdReused } from "~/events/handle-command.server";
import { isMultipart, MultipartError, parseUploadForm, type MultipartForm, type UploadLimits } from "~/storage/multipart.server";
import { apiEndpoints } from "./areas/index.server";
import { ApiInputError, type Endpoint } from "./endpoint.server";
import { databaseUnavailable, domainProblem, invalidInput, problemOf, problemResponse, type Problem } from "./problem.server";
import { corsOrigins, isPreflight, preflightResponse, withCors } from "./cors.server";
import { boundPath, claimIdempotencyKey } from "./idempotency.server";
import { countCall } from "./rate-limit.server";
import { callerOfAccessToken, OidcBearerError, type OidcCaller } from "./oidc-bearer.server";
import { TOKEN_PREFIX, tokenBySecret } from "./tokens.server";
import { queryParams } from "~/domain/shared/query-params";
import { noteUser } from "~/ops/log.server";

/** The largest JSON body a call may send. */
const MAX_BODY_BYTES = 256 * 1024;
/** An Idempotency-Key: a UUID is the command id itself; any other 1–200 visible ASCII characters name one (derived per person). */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface Compiled {
  e: Endpoint;
  re: RegExp;
  names: string[];
}

function compile(e: Endpoint): Compiled {
  const names: string[] = [];
  const src = e.path
    .split("/")
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (!m) return seg.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
      names.push(m[1]);
      return "([^/]+)";
    })
    .join("/");
  return { e, re: new RegExp(`^${src}/?$`), names };
}

let compiled: Compiled[] | null = null;
const routes = () => (compiled ??= apiEndpoints().map(compile));

/** The call a method and path name: the endpoint and its parameters; `methods` when only the method is wrong. */
export function matchEndpoint(method: string, path: string): { e: Endpoint; params: Record<string, string> } | { methods: string[] } | null {
  const hits = routes()
    .map((c) => ({ c, m: c.re.exec(path) }))
    .filter((h): h is { c: Compiled; m: RegExpExecArray } => h.m !== null);
  if (hits.length === 0) return null;
  // a literal path beats a parameter (`/sites/sites/fav` before `/sites/sites/{id}`)
  const exact = hits.filter((h) => h.c.e.method === method).sort((a, b) => a.c.names.length - b.c.names.length)[0];
  if (!exact) return { methods: [...new Set(hits.map((h) => h.c.e.method))] };
  const params: Record<string, string> = {};
  exact.c.names.forEach((n, i) => (params[n] = decodeURIComponent(exact.m[i + 1])));
  return { e: exact.c.e, params };
}

/** The token's owner as the app's user: their rights as they are now; null when they are inactive or erased. */
async function ownerOf(sql: Sql, personId: number, tokenId: string): Promise<CurrentUser | null> {
  const person = await personById(sql, personId);
  if (!person || !person.active || person.erased) return null;
  // why a session hash of its own: nothing the API runs ends "every session but this one"
  return { ...person, ...actorOf(person), sessionIdHash: `api-token:${tokenId}` };
}

/** The caller a Bearer names: a personal token (`cnt_…`), else, with SSO configured, the provider's access token (ADR-0090); null when neither is valid. */
async function callerOf(sql: Sql, bearer: string, at: Date): Promise<OidcCaller | "unavailable" | null> {
  if (bearer.startsWith(TOKEN_PREFIX)) {
    const token = await tokenBySecret(sql, bearer, at);
    return token ? { personId: token.personId, tokenId: token.id } : null;
  }
  try {
    return await callerOfAccessToken(sql, bearer);
  } catch (err) {
    if (!(err instanceof OidcBearerError)) throw err;
    if (err.kind === "unavailable") {
      console.error(`[api] SSO access token not checked: ${err.message}`);
      return "unavailable";
    }
    return null;
  }
}

const unauthorized = (t: TFunction, code: string) =>
  problemResponse(problemOf(t, 401, code), { "WWW-Authenticate": 'Bearer realm="cantiere", error="invalid_token"' });

/** The JSON of a response, with its version as a strong ETag. */
function json(body: unknown, status: number, version?: number): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  if (version !== undefined) headers.set("ETag", `"${version}"`);
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
}

/** If-Match: one strong or weak ETag of a version ("3", W/"3", 3); `*` (and none, where a call takes none) is "any version"; anything else is refused. */
export function versionOfIfMatch(raw: string | null): number | null | "bad" {
  if (raw === null || raw.trim() === "*") return null;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(raw);
  return m ? Number(m[1]) : "bad";
}

/**
 * Does the call refuse to run without If-Match (428)? Every change or removal of a versioned record
 * (PUT, DELETE): without the version it was made on it would overwrite what someone else changed
 * since, a lost update; `If-Match: *` says on purpose that any version will do. A POST that adds to
 * a record (a legal document, a signature) honours If-Match when sent (issue 42, ADR-0102).
 */
export function requiresIfMatch(e: Pick<Endpoint, "ifMatch" | "method">): boolean {
  return Boolean(e.ifMatch) && e.method !== "POST";
}

/** The command id of a call: the Idempotency-Key (a UUID as it is, another key derived for this person), else a fresh one. */
export function commandIdOf(key: string | null, personId: number): string | "bad" {
  if (key === null) return crypto.randomUUID();
  if (!KEY_PATTERN.test(key)) return "bad";
  return UUID_PATTERN.test(key) ? key.toLowerCase() : deriveCommandId(`api:${personId}`, key);
}

async function readJson(t: TFunction, request: Request): Promise<{ ok: true; value: unknown } | { ok: false; problem: Problem }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) return { ok: false, problem: problemOf(t, 415, "api.json_required") };
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_BODY_BYTES) return { ok: false, problem: problemOf(t, 413, "api.body_too_large") };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, problem: problemOf(t, 413, "api.body_too_large") };
  try {
    return { ok: true, value: text.trim() === "" ? {} : JSON.parse(text) };
  } catch {
    return { ok: false, problem: problemOf(t, 400, "api.malformed_json") };
  }
}

/** A multipart call's text fields (the body) and files, read within the call's limits. */
async function readMultipart(
  t: TFunction,
  request: Request,
  limits: UploadLimits,
): Promise<{ ok: true; value: Record<string, string>; files: MultipartForm["files"]; all: MultipartForm["all"] } | { ok: false; problem: Problem }> {
  if (!isMultipart(request)) return { ok: false, problem: problemOf(t, 415, "api.multipart_required") };
  try {
    const read = await parseUploadForm(request, limits);
    const value: Record<string, string> = {};
    for (const [k, v] of read.form.entries()) if (typeof v === "string") value[k] = v;
    return { ok: true, value, files: read.files, all: read.all };
  } catch (err) {
    if (err instanceof MultipartError) return { ok: false, problem: err.status === 413 ? problemOf(t, 413, "api.body_too_large") : problemOf(t, 400, "api.malformed_multipart") };
    throw err;
  }
}

const parseWith = (schema: ZodTypeAny | undefined, value: unknown) => (schema ? schema.safeParse(value) : { success: true as const, data: undefined });

/** A thrown Response of the shared helpers (the scope's 404, a 403) as a problem. */
function responseProblem(t: TFunction, r: Response): Problem | null {
  if (r.status === 404) return problemOf(t, 404, "errors.not_found");
  if (r.status === 403) return problemOf(t, 403, "errors.forbidden");
  return null;
}

/** Answers one /api call (`path`: below /api, with its leading slash). */
export async function handleApi(request: Request, sql: Sql, path: string): Promise<Response> {
  const origins = corsOrigins();
  // a preflight carries no token: it is answered before any check (and only says what may be sent)
  if (isPreflight(request)) return preflightResponse(request, origins);
  return withCors(request, await answerOrProblem(request, sql, path), origins);
}

async function answerOrProblem(request: Request, sql: Sql, path: string): Promise<Response> {
  const t = await getT(request);
  try {
    return await answer(request, sql, path, t);
  } catch (err) {
    const known =
      err instanceof Response
        ? responseProblem(t, err)
        : err instanceof ApiInputError
          ? invalidInput(t, err.issues)
          : // the key's command id was stored for another command or request (a form's id sent as a key, a twin that won the race)
            err instanceof CommandIdReused
            ? problemOf(t, 422, "api.idempotency_key_reused")
            : domainProblem(t, err);
    if (known) return problemResponse(known);
    const ref = crypto.randomUUID();
    if (isDatabaseUnavailable(err)) {
      // a reset, a restart or a failover: 503, to be tried again (ADR-0096); the cause in the log only
      console.error(`[api] ${ref} database unavailable: ${(err as Error).message}`);
      return databaseUnavailable(t, ref);
    }
    console.error(`[api] ${ref}`, err);
    return problemResponse(problemOf(t, 500, "errors.unexpected", {}, { reference: ref }));
  }
}

async function answer(request: Request, sql: Sql, path: string, t: TFunction): Promise<Response> {
  const auth = request.headers.get("authorization");
  const bearer = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  if (!bearer) return unauthorized(t, "api.token_required");
  const at = clockNow();
  const caller = await callerOf(sql, bearer[1], at);
  if (caller === "unavailable") return problemResponse(problemOf(t, 503, "api.sso_unavailable"), { "Retry-After": "30" });
  if (!caller) return unauthorized(t, "api.token_invalid");
  const token = { id: caller.tokenId };
  const user = await ownerOf(sql, caller.personId, token.id);
  if (!user) return unauthorized(t, "api.token_invalid");
  noteUser(request, user.id);

  const limited = await countCall(sql, token.id, at);
  if (limited.retryAfter !== null) return problemResponse(problemOf(t, 429, "api.rate_limited"), { "Retry-After": String(limited.retryAfter) });

  const method = request.method.toUpperCase();
  const hit = matchEndpoint(method, path);
  if (!hit) return problemResponse(problemOf(t, 404, "errors.not_found"));
  if ("methods" in hit) return problemResponse(problemOf(t, 405, "api.method_not_allowed"), { Allow: hit.methods.join(", ") });
  const { e, params } = hit;
  if (e.rights !== "signedIn" && !e.rights.some(([a, r]) => can(user.access, a, r))) return problemResponse(problemOf(t, 403, "errors.forbidden"));
  const ifMatch = request.headers.get("if-match");
  // refused before the body is read (RFC 6585 §3; issue 42)
  if (requiresIfMatch(e) && ifMatch === null) return problemResponse(problemOf(t, 428, "api.if_match_required"));

  const url = new URL(request.url);
  // the query's texts through the one input rule of the pages (ADR-0099), then the call's schema
  const queryValues = Object.fromEntries(queryParams(url).all());
  const query = parseWith(e.query, queryValues);
  let bodyValue: unknown = undefined;
  let files: MultipartForm["files"] = new Map();
  let fileParts: MultipartForm["all"] = [];
  if (e.upload) {
    const read = await readMultipart(t, request, e.upload);
    if (!read.ok) return problemResponse(read.problem);
    bodyValue = read.value;
    files = read.files;
    fileParts = read.all;
  } else if (e.body) {
    const read = await readJson(t, request);
    if (!read.ok) return problemResponse(read.problem);
    bodyValue = read.value;
  }
  const body = parseWith(e.body, bodyValue);
  if (!query.success || !body.success) {
    const issues = [
      ...(query.success ? [] : query.error.issues.map((i) => ({ ...i, path: ["query", ...i.path] }))),
      ...(body.success ? [] : body.error.issues),
    ];
    return problemResponse(invalidInput(t, issues));
  }

  const key = request.headers.get("idempotency-key");
  const commandId = commandIdOf(key, user.id);
  if (commandId === "bad") return problemResponse(invalidInput(t, [{ code: z.ZodIssueCode.custom, path: ["Idempotency-Key"], message: "api.idempotency_key_invalid" }]));
  const version = versionOfIfMatch(ifMatch);
  if (version === "bad") return problemResponse(invalidInput(t, [{ code: z.ZodIssueCode.custom, path: ["If-Match"], message: "api.if_match_invalid" }]));
  // what this call asks, bound to its key (and, through the command's metadata, to its command id): ADR-0098
  const asked = { method, path: boundPath(path), query: queryValues, body: bodyValue ?? null, actorId: user.id };
  const intentHash = requestHash(commandId, asked, fileParts);
  if (key !== null && method !== "GET") {
    const mine = await claimIdempotencyKey(sql, { commandId, personId: user.id, method, path: asked.path, requestHash: intentHash, at });
    if (!mine) return problemResponse(problemOf(t, 422, "api.idempotency_key_reused"));
  }

  const result = await e.run({
    request,
    sql,
    user,
    tokenId: token.id,
    t,
    params,
    query: query.data,
    body: body.data,
    meta: { actorId: user.id, now: at.toISOString(), commandId, actorTokenId: token.id, intentHash },
    expectedVersion: version,
    files,
  });
  return json(result.body, result.status ?? 200, result.version);
}

/** Every call the API serves (for the document and the tests). */
export function apiRoutes(): Endpoint[] {
  return routes().map((c) => c.e);
}

export type { Problem };
