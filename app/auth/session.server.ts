// Server-side sessions (ADR-0006): the cookie holds a random 256-bit id; the database holds only its
// SHA-256, the person, the CSRF token and the expiry, so logout and deactivation end a session at
// once in every process. Idle 30 minutes and absolute 12 hours; with remember-me both 30 days.
import { perRequest } from "./per-request.server";
import { createHash, randomBytes } from "node:crypto";
import { nowMs } from "~/clock.server";
import { processSql } from "~/db.server";
import { plainCookie } from "./cookies.server";

const IDLE_MS = 30 * 60_000;
const ABSOLUTE_MS = 12 * 60 * 60_000;
const REMEMBER_MS = 30 * 24 * 60 * 60_000;
const TOUCH_EVERY_MS = 60_000;
const COOKIE = "cantiere_sid";

export interface SessionRecord {
  idHash: string;
  personId: number | null;
  csrfToken: string;
  remember: boolean;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export type SessionLookup =
  | { state: "none" }
  | { state: "expired"; personId: number | null }
  | { state: "active"; session: SessionRecord };

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

function sessionCookie(request: Request, maxAge?: number) {
  return plainCookie(request, COOKIE, maxAge ? { maxAge } : {});
}

async function readId(request: Request): Promise<string | null> {
  const v = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof v === "string" && /^[A-Za-z0-9_-]{40,}$/.test(v) ? v : null;
}

/** The request's session, if any; an expired one is reported as such (and removed). */
export function lookupSession(request: Request): Promise<SessionLookup> {
  return perRequest("session", request, () => lookup(request));
}

async function lookup(request: Request): Promise<SessionLookup> {
  const id = await readId(request);
  if (!id) return { state: "none" };
  const sql = await processSql();
  const idHash = hashId(id);
  const [row] = await sql<
    { person_id: number | null; csrf_token: string; remember: boolean; last_seen_at: Date; idle_expires_at: Date; absolute_expires_at: Date }[]
  >`SELECT person_id, csrf_token, remember, last_seen_at, idle_expires_at, absolute_expires_at FROM sessions WHERE id_hash = ${idHash}`;
  if (!row) return { state: "expired", personId: null };
  const now = nowMs();
  if (row.idle_expires_at.getTime() <= now || row.absolute_expires_at.getTime() <= now) {
    await sql`DELETE FROM sessions WHERE id_hash = ${idHash}`;
    return { state: "expired", personId: row.person_id };
  }
  const session: SessionRecord = {
    idHash,
    personId: row.person_id,
    csrfToken: row.csrf_token,
    remember: row.remember,
    lastSeenAt: row.last_seen_at,
    idleExpiresAt: row.idle_expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
  };
  if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    const idle = new Date(Math.min(now + (row.remember ? REMEMBER_MS : IDLE_MS), row.absolute_expires_at.getTime()));
    await sql`UPDATE sessions SET last_seen_at = ${new Date(now)}, idle_expires_at = ${idle} WHERE id_hash = ${idHash}`;
    session.idleExpiresAt = idle;
  }
  return { state: "active", session };
}

/** Starts a new session (a new id at every sign-in); returns the Set-Cookie header. */
export async function createSession(request: Request, personId: number, remember: boolean): Promise<string> {
  const sql = await processSql();
  const id = randomBytes(32).toString("base64url");
  const now = nowMs();
  const absolute = now + (remember ? REMEMBER_MS : ABSOLUTE_MS);
  const idle = now + (remember ? REMEMBER_MS : IDLE_MS);
  await sql`
    INSERT INTO sessions (id_hash, person_id, csrf_token, remember, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
    VALUES (${hashId(id)}, ${personId}, ${randomBytes(32).toString("base64url")}, ${remember}, ${new Date(now)}, ${new Date(now)},
            ${new Date(idle)}, ${new Date(absolute)})`;
  // the old session (if any) ends: a fixed id cannot survive a sign-in
  const old = await readId(request);
  if (old) await sql`DELETE FROM sessions WHERE id_hash = ${hashId(old)}`;
  await sql`DELETE FROM sessions WHERE absolute_expires_at < ${new Date(now)}`;
  return sessionCookie(request, remember ? REMEMBER_MS / 1000 : undefined).serialize(id);
}

/** Ends the request's session on the server; returns the Set-Cookie header that clears it. */
export async function destroySession(request: Request): Promise<string> {
  const id = await readId(request);
  if (id) {
    const sql = await processSql();
    await sql`DELETE FROM sessions WHERE id_hash = ${hashId(id)}`;
  }
  return sessionCookie(request).serialize("", { maxAge: 0, expires: new Date(0) });
}

