// The signed-in person and the server-side checks every loader and action makes (ADR-0006).
import { perRequest } from "./per-request.server";
import { redirect } from "@remix-run/node";
import { actorOf, type Actor } from "~/domain/access/actor";
import { type Access, type Principal } from "~/domain/access/permissions";
import { personById, type PersonSummary } from "~/events/queries/people.server";
import { processSql } from "~/db.server";
import { lookupSession } from "./session.server";
import { localPath } from "~/domain/shared/local-path";
import { noteUser } from "~/ops/log.server";

export interface CurrentUser extends PersonSummary, Actor {
  principal: Principal;
  access: Access;
  sessionIdHash: string;
  /** the avatar's small image (read with the person's row), for the menu card; null or absent: none */
  avatarThumbnailKey?: string | null;
}

export function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  return perRequest("user", request, () => load(request));
}

async function load(request: Request): Promise<CurrentUser | null> {
  const s = await lookupSession(request);
  if (s.state !== "active" || s.session.personId == null) return null;
  const person = await personById(await processSql(), s.session.personId);
  if (!person || !person.active || person.erased) return null;
  // the request's log line names the person by id, never by name (ADR-0121)
  noteUser(request, person.id);
  return { ...person, ...actorOf(person), sessionIdHash: s.session.idHash };
}

/** Where to come back to after signing in: this page, or for a POST the page the form was on. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  if (request.method !== "GET") {
    const ref = request.headers.get("referer");
    if (ref) {
      try {
        const r = new URL(ref);
        if (r.host === url.host) return r.pathname + r.search;
      } catch {
        /* a malformed referer: fall back to this path */
      }
    }
  }
  return url.pathname + url.search;
}

/** The signed-in user, or a redirect: to the session-ended page when a session ran out, else to the login. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  const s = await lookupSession(request);
  const to = encodeURIComponent(returnPath(request));
  if (s.state === "expired") throw redirect(localPath(`/auth/session-ended?redirectTo=${to}`, "/auth/session-ended"), 303);
  throw redirect(localPath(`/auth/login?redirectTo=${to}`, "/auth/login"), 303);
}

export function forbiddenResponse(): Response {
  return new Response("Forbidden", { status: 403, statusText: "Forbidden" });
}


