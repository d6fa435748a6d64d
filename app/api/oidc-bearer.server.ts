// The single sign-on provider's access tokens as the API's Bearer (issue 19, ADR-0090). Only when
// SSO is configured (OIDC_ISSUER): a Bearer that is not a personal token (`cnt_…`) is read as a
// JWT access token and checked against the provider's published keys (its discovery document's
// jwks_uri): signature (asymmetric algorithms only), issuer (the provider's), audience
// (OIDC_API_AUDIENCE, else the client id), expiry and not-before (a minute's leeway). The keys are
// cached in this process (configuration, not state) and fetched again when a token names a key id
// the cache does not hold (a rotation), at most once per OIDC_JWKS_COOLDOWN_MS (default 30 s) so a
// stream of made-up key ids cannot hammer the provider. The person is found the way the sign-in
// finds them (app/auth/oidc.server.ts): the configured claim (from the token, else the provider's
// userinfo answer for that token, about the same subject), then the linked or same-named account,
// active. Its "token id" (rate limit, the events' actorTokenId) is a UUID derived from issuer and
// subject: access tokens are refreshed every few minutes, the person's allowance is not.
import { createHash } from "node:crypto";
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import type { Queryable } from "~/db.server";
import { claimText, findPersonForClaim, oidcConfig, providerMetadata, SsoError, type OidcConfig } from "~/auth/oidc.server";

/** What an access token names: the person, and the id its calls are counted and recorded under. */
export interface OidcCaller {
  personId: number;
  tokenId: string;
}

/** Why an access token was not accepted: "invalid" (401) or the provider could not be asked ("unavailable", 503). */
export class OidcBearerError extends Error {
  constructor(
    readonly kind: "invalid" | "unavailable",
    reason: string,
  ) {
    super(reason);
    this.name = "OidcBearerError";
  }
}

const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];
const FETCH_TIMEOUT_MS = 5_000;

/** Does the Bearer look like a JWT (three base64url parts)? A personal token never does. */
const looksLikeJwt = (bearer: string) => /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(bearer);

/** The audience the API's access tokens must name. */
const apiAudience = (cfg: OidcConfig, env: NodeJS.ProcessEnv = process.env) => env.OIDC_API_AUDIENCE?.trim() || cfg.clientId;

const cooldownMs = (env: NodeJS.ProcessEnv = process.env) => {
  const n = Number(env.OIDC_JWKS_COOLDOWN_MS);
  return Number.isFinite(n) && n >= 0 && env.OIDC_JWKS_COOLDOWN_MS?.trim() ? n : 30_000;
};

let keys: { uri: string; cooldown: number; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

function keySet(uri: string) {
  const cooldown = cooldownMs();
  if (!keys || keys.uri !== uri || keys.cooldown !== cooldown) {
    keys = { uri, cooldown, set: createRemoteJWKSet(new URL(uri), { cooldownDuration: cooldown, timeoutDuration: FETCH_TIMEOUT_MS, cacheMaxAge: 10 * 60_000 }) };
  }
  return keys.set;
}

/** A stable UUID for the provider's subject (the rate limit's and the audit's token id). */
export function oidcTokenId(issuer: string, subject: string): string {
  const h = createHash("sha256").update(`oidc|${issuer}|${subject}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function claimFromUserinfo(endpoint: string, accessToken: string, subject: string, claim: string): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(endpoint, { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw new OidcBearerError("unavailable", "userinfo unreachable");
  }
  if (res.status === 401 || res.status === 403) throw new OidcBearerError("invalid", "userinfo refused the token");
  if (!res.ok) throw new OidcBearerError("unavailable", `userinfo answered ${res.status}`);
  const info = (await res.json()) as Record<string, unknown>;
  // OpenID Connect Core 5.3.2: an answer about someone else must not be used
  if (info.sub !== subject) throw new OidcBearerError("invalid", "userinfo is about another subject");
  return claimText(info[claim]);
}

/** The person an SSO access token names (active), or null when SSO is off; throws OidcBearerError when the token is not accepted. */
export async function callerOfAccessToken(db: Queryable, bearer: string): Promise<OidcCaller | null> {
  const cfg = oidcConfig();
  if (!cfg) return null;
  if (!looksLikeJwt(bearer)) throw new OidcBearerError("invalid", "not a JWT");
  let meta: Awaited<ReturnType<typeof providerMetadata>>;
  try {
    meta = await providerMetadata(cfg);
  } catch (err) {
    if (err instanceof SsoError) throw new OidcBearerError("unavailable", "discovery failed");
    throw err;
  }
  if (!meta.jwksUri) throw new OidcBearerError("unavailable", "the provider publishes no jwks_uri");
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(bearer, keySet(meta.jwksUri), { issuer: meta.issuer, audience: apiAudience(cfg), algorithms: ALGORITHMS, clockTolerance: 60, requiredClaims: ["exp", "sub"] }));
  } catch (err) {
    if (err instanceof joseErrors.JWKSTimeout || (err instanceof joseErrors.JOSEError && err.code === "ERR_JOSE_GENERIC" && /JSON Web Key Set|fetch|network/i.test(err.message))) {
      throw new OidcBearerError("unavailable", "keys unreachable");
    }
    if (err instanceof joseErrors.JOSEError) throw new OidcBearerError("invalid", err.code);
    // the key set's fetch failed (network): the provider, not the token
    if (err instanceof TypeError) throw new OidcBearerError("unavailable", "keys unreachable");
    throw err;
  }
  const subject = payload.sub as string;
  const value = claimText(payload[cfg.personClaim]) ?? (meta.userinfoEndpoint ? await claimFromUserinfo(meta.userinfoEndpoint, bearer, subject, cfg.personClaim) : null);
  if (value === null) throw new OidcBearerError("invalid", "no person claim");
  const person = await findPersonForClaim(db, value);
  if (!person || !person.active) throw new OidcBearerError("invalid", "no active account");
  return { personId: person.personId, tokenId: oidcTokenId(meta.issuer, subject) };
}
