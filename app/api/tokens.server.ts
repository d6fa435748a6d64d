// Personal API tokens (ADR-0077): created and revoked by their owner on the profile page, shown
// once, stored as their SHA-256 (a leaked table opens nothing), with an expiry. A token acts as its
// owner with the owner's rights as they are at each call (a role changed, a person deactivated or
// erased: the next call sees it). The secret is `cnt_` + 32 random bytes (base64url), so a
// secret scanner can recognise one; the row's id is what the events' metadata names.
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Queryable } from "~/db.server";

export const TOKEN_PREFIX = "cnt_";
const TOKEN_PATTERN = /^cnt_[A-Za-z0-9_-]{43}$/;
/** The expiries a token may be created with, in days. */
export const TOKEN_LIFETIMES = [7, 30, 90, 365] as const;
export type TokenLifetime = (typeof TOKEN_LIFETIMES)[number];
/** How many tokens that still work one person may hold. */
export const MAX_LIVE_TOKENS = 10;

const hashToken = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

export interface ApiTokenRow {
  id: string;
  personId: number;
  name: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

interface DbRow {
  id: string;
  person_id: string | number;
  name: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const toRow = (r: DbRow): ApiTokenRow => ({
  id: r.id,
  personId: Number(r.person_id),
  name: r.name,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
});

/** How long after its creation a repeated form shows the same token's secret again (the shown-once cookie lives as long). */
const REPEAT_SHOWS_SECRET_MS = 120_000;

/** The form's command: its id and the key the secret is derived from (the application secret). */
export interface TokenCommand {
  commandId: string;
  key: string;
}

/** The secret a form's command makes: derived from its id, so a repeat of the form can show it again without it being stored (ADR-0090). */
const secretOf = (personId: number, c: TokenCommand) => TOKEN_PREFIX + createHmac("sha256", c.key).update(`api-token:${personId}:${c.commandId}`).digest("base64url");

/** A new token for the person: its row, and the secret (shown once, never stored). */
export async function createApiToken(
  db: Queryable,
  personId: number,
  input: { name: string; days: TokenLifetime; now: Date; command?: TokenCommand },
): Promise<{ token: ApiTokenRow; secret: string; replayed: false }> {
  const secret = input.command ? secretOf(personId, input.command) : TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const id = randomUUID();
  const expires = new Date(input.now.getTime() + input.days * 24 * 60 * 60_000);
  const [r] = await db<DbRow[]>`
    INSERT INTO api_tokens (id, person_id, name, token_hash, created_at, expires_at, command_hash)
    VALUES (${id}, ${personId}, ${input.name}, ${hashToken(secret)}, ${input.now}, ${expires}, ${input.command ? hashToken(input.command.commandId) : null})
    RETURNING id, person_id, name, created_at, expires_at, revoked_at, last_used_at`;
  return { token: toRow(r), secret, replayed: false };
}

/** What a repeated token form finds: the token the same form made (with its secret while it is fresh and working), or another person's use of the id. */
export type TokenRepeat = { token: ApiTokenRow; secret: string | null } | "foreign" | null;

/** The token an earlier submit of the same form (command id) made; null when none did. */
async function tokenOfCommand(db: Queryable, personId: number, command: TokenCommand, now: Date): Promise<TokenRepeat> {
  const [r] = await db<DbRow[]>`
    SELECT id, person_id, name, created_at, expires_at, revoked_at, last_used_at FROM api_tokens
    WHERE command_hash = ${hashToken(command.commandId)}`;
  if (!r) return null;
  const token = toRow(r);
  if (token.personId !== personId) return "foreign";
  const fresh = !token.revokedAt && token.expiresAt > now && now.getTime() - token.createdAt.getTime() <= REPEAT_SHOWS_SECRET_MS;
  return { token, secret: fresh ? secretOf(personId, command) : null };
}

/** Revokes one of the person's tokens (another person's id, or one revoked already, changes nothing); true when it was revoked now. */
export async function revokeApiToken(db: Queryable, personId: number, tokenId: string, now: Date): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(tokenId)) return false;
  const rows = await db`UPDATE api_tokens SET revoked_at = ${now} WHERE id = ${tokenId} AND person_id = ${personId} AND revoked_at IS NULL RETURNING id`;
  return rows.length > 0;
}

/** The person's tokens, newest first. */
export async function apiTokensOf(db: Queryable, personId: number): Promise<ApiTokenRow[]> {
  const rows = await db<DbRow[]>`
    SELECT id, person_id, name, created_at, expires_at, revoked_at, last_used_at FROM api_tokens
    WHERE person_id = ${personId} ORDER BY created_at DESC, id`;
  return rows.map(toRow);
}

/** How many of the person's tokens still work. */
export async function liveTokenCount(db: Queryable, personId: number, now: Date): Promise<number> {
  const [{ n }] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM api_tokens WHERE person_id = ${personId} AND revoked_at IS NULL AND expires_at > ${now}`;
  return n;
}

/** The token a secret names when it works now (not expired, not revoked); null otherwise. Marks it used (at most once a minute). */
export async function tokenBySecret(db: Queryable, secret: string, now: Date): Promise<ApiTokenRow | null> {
  if (!TOKEN_PATTERN.test(secret)) return null;
  const [r] = await db<DbRow[]>`
    SELECT id, person_id, name, created_at, expires_at, revoked_at, last_used_at FROM api_tokens
    WHERE token_hash = ${hashToken(secret)} AND revoked_at IS NULL AND expires_at > ${now}`;
  if (!r) return null;
  if (!r.last_used_at || now.getTime() - r.last_used_at.getTime() > 60_000) {
    await db`UPDATE api_tokens SET last_used_at = ${now} WHERE id = ${r.id}`;
  }
  return toRow(r);
}

const isUniqueViolation = (e: unknown) => typeof e === "object" && e !== null && (e as { code?: unknown }).code === "23505";

/**
 * The token form's command, once per command id (ADR-0090): the first submit makes the token; a
 * repeat of the same form (a double click, a reload of the POST) makes none and gets the same
 * secret back while the token is fresh, so the page still shows it; the id sent by another person
 * is "foreign".
 */
export async function createApiTokenOnce(
  db: Queryable,
  personId: number,
  input: { name: string; days: TokenLifetime; now: Date; command: TokenCommand },
  beforeCreate: () => Promise<void> = async () => {},
): Promise<{ secret: string | null; replayed: boolean } | "foreign"> {
  const earlier = await tokenOfCommand(db, personId, input.command, input.now);
  if (earlier === "foreign") return "foreign";
  if (earlier) return { secret: earlier.secret, replayed: true };
  await beforeCreate();
  try {
    return await createApiToken(db, personId, input);
  } catch (err) {
    // the other submit of the same form won the race: its token is this one
    if (!isUniqueViolation(err)) throw err;
    const raced = await tokenOfCommand(db, personId, input.command, input.now);
    if (raced === "foreign") return "foreign";
    if (!raced) throw err;
    return { secret: raced.secret, replayed: true };
  }
}
