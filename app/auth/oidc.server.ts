// Single sign-on through an OpenID provider: authorization code with PKCE and state, by
// remix-auth-oauth2 (which keeps state and verifier in its own short-lived cookie). Off unless
// OIDC_ISSUER is set. The provider's endpoints are discovered at first use and kept in process
// memory for a few minutes: they are configuration, not state, so several processes may each hold
// their own copy. The configured claim (OIDC_PERSON_CLAIM) names the person: an account linked to
// that value (accounts.oidc_subject) first, else an unlinked account with that username.
import { redirect } from "@remix-run/node";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy, UnexpectedErrorResponseBodyError, UnexpectedResponseError } from "remix-auth-oauth2";
import { nowMs } from "~/clock.server";
import type { Queryable } from "~/db.server";
import { processSql } from "~/db.server";
import { clientAddress } from "./client-address.server";
import { cookieName, isSecureRequest, signedCookie } from "./cookies.server";
import { recordSignInAttempt } from "./sign-in.server";
import { queryParams } from "~/domain/shared/query-params";
import { localPath } from "~/domain/shared/local-path";

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** null: <request origin>/auth/oidc/callback */
  redirectUri: string | null;
  scopes: string[];
  personClaim: string;
}

/** The provider settings from the environment; null when single sign-on is off (no OIDC_ISSUER). */
export function oidcConfig(env: NodeJS.ProcessEnv = process.env): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error("OIDC_ISSUER is set but OIDC_CLIENT_ID is not");
  return {
    issuer: issuer.replace(/\/+$/, ""),
    clientId,
    // none: a public client, which PKCE alone protects
    clientSecret: env.OIDC_CLIENT_SECRET || null,
    redirectUri: env.OIDC_REDIRECT_URI?.trim() || null,
    scopes: (env.OIDC_SCOPES?.trim() || "openid profile email").split(/\s+/),
    personClaim: env.OIDC_PERSON_CLAIM?.trim() || "preferred_username",
  };
}

export function ssoEnabled(): boolean {
  return Boolean(process.env.OIDC_ISSUER?.trim());
}

/** What the user sees on the login page when single sign-on did not let them in (a translation key). */
export type SsoErrorCode = "sso.no_account" | "sso.failed" | "sso.unavailable";

export class SsoError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    /** recorded in sign_in_attempts.reason */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = "SsoError";
  }
}

// ---- discovery --------------------------------------------------------------------------------

interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | null;
  revocationEndpoint: string | null;
  /** the provider's signing keys (the API checks access tokens against them, ADR-0090) */
  jwksUri: string | null;
  codeChallengeMethod: CodeChallengeMethod;
}

const DISCOVERY_TTL_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;
let discovered: { issuer: string; until: number; metadata: Promise<ProviderMetadata> } | null = null;

const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`discovery answered ${res.status}`);
  const m = (await res.json()) as Record<string, unknown>;
  const str = (k: string) => (typeof m[k] === "string" && m[k] ? (m[k] as string) : null);
  const authorizationEndpoint = str("authorization_endpoint");
  const tokenEndpoint = str("token_endpoint");
  const advertised = str("issuer");
  if (!authorizationEndpoint || !tokenEndpoint || !advertised) throw new Error("discovery document lacks endpoints or issuer");
  // OpenID Discovery 4.3: the document must name the issuer we asked, or its tokens mean nothing here
  if (!sameIssuer(advertised, issuer)) throw new Error(`discovery names issuer ${advertised}, not ${issuer}`);
  const methods = Array.isArray(m.code_challenge_methods_supported) ? (m.code_challenge_methods_supported as unknown[]) : null;
  if (methods && !methods.includes("S256")) throw new Error("the provider does not support PKCE with S256");
  return {
    issuer: advertised,
    authorizationEndpoint,
    tokenEndpoint,
    userinfoEndpoint: str("userinfo_endpoint"),
    revocationEndpoint: str("revocation_endpoint"),
    jwksUri: str("jwks_uri"),
    codeChallengeMethod: CodeChallengeMethod.S256,
  };
}

/** The provider's endpoints, fetched at first use and cached for a few minutes; a failure is not cached. */
export async function providerMetadata(cfg: OidcConfig): Promise<ProviderMetadata> {
  const now = Date.now();
  if (!discovered || discovered.issuer !== cfg.issuer || discovered.until <= now) {
    const entry = { issuer: cfg.issuer, until: now + DISCOVERY_TTL_MS, metadata: fetchMetadata(cfg.issuer) };
    discovered = entry;
    entry.metadata.catch(() => {
      if (discovered === entry) discovered = null;
    });
  }
  try {
    return await discovered.metadata;
  } catch (err) {
    throw new SsoError("sso.unavailable", "sso_unavailable", { cause: new Error(`discovery at ${cfg.issuer}: ${err instanceof Error ? err.message : err}`) });
  }
}

// ---- the strategy -----------------------------------------------------------------------------

interface SsoIdentity {
  /** the provider's `sub` */
  subject: string;
  /** the configured claim's value, or null when the provider did not send it */
  value: string | null;
}

const STATE_COOKIE = "cantiere_sso_state";
// not a prefix of STATE_COOKIE's name, or remix-auth-oauth2 would read it as one of its state cookies
const RETURN_COOKIE = "cantiere_sso_return";
const RETURN_MAX_AGE_S = 5 * 60; // as long as remix-auth-oauth2 keeps its state cookie

/** Origin of the request as the browser sees it (behind a trusted TLS proxy: the forwarded one). */
function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const forwardedHost = process.env.TRUST_PROXY === "1" ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : null;
  return `${isSecureRequest(request) ? "https:" : url.protocol}//${forwardedHost || url.host}`;
}

function redirectUriFor(request: Request, cfg: OidcConfig): string {
  return cfg.redirectUri ?? `${publicOrigin(request)}/auth/oidc/callback`;
}

// One strategy per request (construction is cheap; discovery is what is cached): its state cookie
// must be Secure exactly when the request came over HTTPS, and remix-auth-oauth2 fixes the cookie
// options at construction. Its cookie options accept only `secure: true` or nothing (STACK.md).
function strategyFor(request: Request, cfg: OidcConfig, meta: ProviderMetadata): OAuth2Strategy<SsoIdentity> {
  return new OAuth2Strategy<SsoIdentity>(
    {
      cookie: { name: cookieName(request, STATE_COOKIE), ...(isSecureRequest(request) ? { secure: true as const } : {}) },
      clientId: cfg.clientId,
      clientSecret: cfg.clientSecret,
      authorizationEndpoint: meta.authorizationEndpoint,
      tokenEndpoint: meta.tokenEndpoint,
      tokenRevocationEndpoint: meta.revocationEndpoint ?? undefined,
      redirectURI: redirectUriFor(request, cfg),
      scopes: cfg.scopes,
      codeChallengeMethod: meta.codeChallengeMethod,
    },
    async ({ tokens }) => {
      let idToken: string;
      try {
        idToken = tokens.idToken();
      } catch {
        throw new InvalidIdToken("no id_token in the token answer: is 'openid' among OIDC_SCOPES?");
      }
      return identityFrom(cfg, meta, idToken, tokens.accessToken());
    },
  );
}

class InvalidIdToken extends Error {}

function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const parts = jwt.split(".");
  if (parts.length !== 3) throw new InvalidIdToken("not a JWT");
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) throw new InvalidIdToken("payload is not an object");
    return payload as Record<string, unknown>;
  } catch (err) {
    if (err instanceof InvalidIdToken) throw err;
    throw new InvalidIdToken("payload is not JSON");
  }
}

/**
 * The ID token's claims, once its issuer, audience and lifetime are checked. Its signature is not
 * checked: the token came straight from the token endpoint in answer to our authenticated request,
 * which OpenID Connect Core 3.1.3.7 (6) accepts in place of the signature.
 */
function validateIdToken(idToken: string, expected: { issuer: string; clientId: string }, nowSeconds: number): Record<string, unknown> {
  const c = decodeJwtPayload(idToken);
  if (typeof c.iss !== "string" || !sameIssuer(c.iss, expected.issuer)) throw new InvalidIdToken("wrong issuer");
  const aud = typeof c.aud === "string" ? [c.aud] : Array.isArray(c.aud) ? c.aud : [];
  if (!aud.includes(expected.clientId)) throw new InvalidIdToken("wrong audience");
  if (aud.length > 1 && c.azp !== undefined && c.azp !== expected.clientId) throw new InvalidIdToken("wrong authorized party");
  const leeway = 60;
  if (typeof c.exp !== "number" || c.exp + leeway < nowSeconds) throw new InvalidIdToken("expired");
  if (typeof c.iat === "number" && c.iat - leeway > nowSeconds) throw new InvalidIdToken("issued in the future");
  if (typeof c.sub !== "string" || !c.sub) throw new InvalidIdToken("no subject");
  return c;
}

export const claimText = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);

async function identityFrom(cfg: OidcConfig, meta: ProviderMetadata, idToken: string, accessToken: string): Promise<SsoIdentity> {
  // why the machine's clock and not nowMs(): token lifetimes are the provider's real time, not the app's (settable) business clock
  const claims = validateIdToken(idToken, { issuer: meta.issuer, clientId: cfg.clientId }, Math.floor(Date.now() / 1000));
  const subject = claims.sub as string;
  let value = claimText(claims[cfg.personClaim]);
  // in the code flow most providers put profile claims only in the userinfo answer
  if (value === null && meta.userinfoEndpoint) {
    const res = await fetch(meta.userinfoEndpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
    const info = (await res.json()) as Record<string, unknown>;
    // OpenID Connect Core 5.3.2: a userinfo answer about someone else must not be used
    if (info.sub !== subject) throw new InvalidIdToken("userinfo is about another subject");
    value = claimText(info[cfg.personClaim]);
  }
  return { subject, value };
}

// ---- claim → person ---------------------------------------------------------------------------

export interface SsoPerson {
  personId: number;
  username: string;
  /** active and not erased */
  active: boolean;
}

/**
 * The person a provider's claim value names: the account linked to it (`oidc_subject`), else the
 * account whose username is the value, ignoring case — but never an account linked to another
 * subject, so a renamed provider user cannot take over an account someone linked on purpose.
 */
export async function findPersonForClaim(db: Queryable, value: string): Promise<SsoPerson | null> {
  const [row] = await db<{ person_id: string | number; username: string; active: boolean | null }[]>`
    SELECT a.person_id, a.username, p.active AND NOT p.erased AS active
    FROM accounts a LEFT JOIN person_list p ON p.id = a.person_id
    WHERE a.oidc_subject = ${value} OR (a.oidc_subject IS NULL AND lower(a.username) = lower(${value}))
    ORDER BY (a.oidc_subject = ${value}) IS TRUE DESC
    LIMIT 1`;
  return row ? { personId: Number(row.person_id), username: row.username, active: row.active === true } : null;
}

async function recordAttempt(request: Request, username: string, personId: number | null, succeeded: boolean, reason: string) {
  await recordSignInAttempt(await processSql(), { username, personId, address: clientAddress(request), succeeded, reason, at: nowMs() });
}

// ---- the two steps ----------------------------------------------------------------------------

function requireConfig(): OidcConfig {
  const cfg = oidcConfig();
  if (!cfg) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return cfg;
}

/**
 * Sends the browser to the provider (a 303 redirect, thrown): remix-auth-oauth2 sets its state
 * cookie, and the page to return to travels in a short-lived signed cookie of ours.
 */
export async function startSsoSignIn(request: Request, redirectTo: string): Promise<never> {
  const cfg = requireConfig();
  try {
    const meta = await providerMetadata(cfg);
    await strategyFor(request, cfg, meta).authenticate(request);
  } catch (err) {
    if (err instanceof SsoError) {
      await recordAttempt(request, "", null, false, err.reason);
      logFailure(request, err);
      throw err;
    }
    if (err instanceof Response && err.headers.has("Location")) {
      const headers = new Headers();
      for (const c of err.headers.getSetCookie()) headers.append("Set-Cookie", c);
      const back = await signedCookie(request, RETURN_COOKIE, { maxAge: RETURN_MAX_AGE_S });
      headers.append("Set-Cookie", await back.serialize(localPath(redirectTo, "")));
      // why no localPath: the provider's authorization URL, built by the OAuth library from our own settings, never from the request
      // eslint-disable-next-line no-restricted-syntax
      throw redirect(err.headers.get("Location") as string, { status: 303, headers });
    }
    throw err;
  }
  // no `state` in the URL of a POST to /auth/oidc: remix-auth-oauth2 always redirects
  throw new Error("remix-auth-oauth2 did not redirect to the provider");
}

export interface SsoOutcome {
  /** the person signed in, or the message for the login page */
  result: { personId: number } | { error: SsoErrorCode };
  /** where the user wanted to go ("" when nowhere in particular) */
  redirectTo: string;
  /** Set-Cookie headers that end the round trip's cookies */
  clearCookies: string[];
}

function stateCookieNames(request: Request): string[] {
  const prefix = cookieName(request, STATE_COOKIE);
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((c) => c.split("=")[0].trim())
    .filter((n) => n.startsWith(prefix));
}

/** A failure an operator may have to fix (provider down, misconfigured, odd tokens) goes to the log, with the request's reference id. */
function logFailure(request: Request, e: SsoError) {
  if (e.reason === "sso_unavailable" || e.reason === "sso_provider_error" || e.reason === "sso_invalid_token") {
    const cause = e.cause instanceof Error ? e.cause.message : String(e.cause ?? "");
    console.error(`[sso] sign-in failed (${e.reason}) [${request.headers.get("x-cantiere-request-id") ?? "-"}]: ${cause}`);
  }
}

/** Why a failed exchange failed, for the record and the message. */
function classify(err: unknown): SsoError {
  if (err instanceof SsoError) return err;
  if (err instanceof InvalidIdToken) return new SsoError("sso.failed", "sso_invalid_token", { cause: err });
  if (err instanceof OAuth2RequestError) return new SsoError("sso.failed", err.code === "access_denied" ? "sso_denied" : "sso_provider_error", { cause: err });
  if (err instanceof UnexpectedResponseError || err instanceof UnexpectedErrorResponseBodyError) {
    return new SsoError("sso.unavailable", "sso_provider_error", { cause: err });
  }
  // remix-auth-oauth2's own checks of the state cookie (missing, expired after 5 minutes, another tab's)
  if ((err instanceof ReferenceError || err instanceof RangeError) && /state|code/i.test(err.message)) {
    return new SsoError("sso.failed", "sso_state", { cause: err });
  }
  // arctic's ArcticFetchError (not exported through remix-auth-oauth2), a fetch timeout, a network error
  if (err instanceof Error && (err.constructor.name === "ArcticFetchError" || err.name === "TimeoutError" || err.message === "fetch failed" || /^userinfo answered/.test(err.message))) {
    return new SsoError("sso.unavailable", "sso_unavailable", { cause: err });
  }
  throw err;
}

/** Finishes the round trip on the callback: the provider's answer checked and mapped to a person, and the attempt recorded. */
export async function finishSsoSignIn(request: Request): Promise<SsoOutcome> {
  const cfg = requireConfig();
  const secure = isSecureRequest(request);
  const clearCookies = stateCookieNames(request).map((n) => `${n}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
  const back = await signedCookie(request, RETURN_COOKIE);
  const saved: unknown = await back.parse(request.headers.get("Cookie"));
  const redirectTo = localPath(saved, "");
  clearCookies.push(await back.serialize("", { maxAge: 0, expires: new Date(0) }));

  const fail = async (e: SsoError, username = "", personId: number | null = null): Promise<SsoOutcome> => {
    await recordAttempt(request, username, personId, false, e.reason);
    logFailure(request, e);
    return { result: { error: e.code }, redirectTo, clearCookies };
  };

  // without `state`, remix-auth-oauth2 would start a new round trip from a GET: never from here
  if (!queryParams(request).get("state")) return fail(new SsoError("sso.failed", "sso_state"));
  let identity: SsoIdentity;
  try {
    const meta = await providerMetadata(cfg);
    identity = await strategyFor(request, cfg, meta).authenticate(request);
  } catch (err) {
    if (err instanceof Response) throw err;
    return fail(classify(err));
  }
  if (identity.value === null) return fail(new SsoError("sso.no_account", "sso_no_claim"), identity.subject);
  const person = await findPersonForClaim(await processSql(), identity.value);
  if (!person) return fail(new SsoError("sso.no_account", "sso_unknown"), identity.value);
  if (!person.active) return fail(new SsoError("sso.no_account", "sso_inactive"), identity.value, person.personId);
  await recordAttempt(request, person.username, person.personId, true, "sso");
  return { result: { personId: person.personId }, redirectTo, clearCookies };
}
