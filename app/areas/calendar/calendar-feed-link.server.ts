// CreateCalendarFeedLink and RevokeCalendarFeedLink (ADR-0062): a person's private calendar link.
// The token is 32 random bytes (base64url); only its SHA-256 is recorded. Creating while a link
// works revokes the old one in the same command (regenerating).
import { createHash, randomBytes } from "node:crypto";
import type { Sql } from "~/db.server";
import { calendarFeedDecider } from "~/domain/calendar-feed/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** A token's form in the link: 43 base64url characters. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export async function createCalendarFeedLink(sql: Sql, personId: number, meta: CommandMeta): Promise<{ token: string; replayed: boolean }> {
  const token = randomBytes(32).toString("base64url");
  const outcome = await handleCommand(sql, calendarFeedDecider, {
    command: { type: "CreateCalendarFeedLink", personId, tokenHash: hashFeedToken(token) },
    meta,
    target: { id: personId },
  });
  return { token, replayed: outcome.replayed };
}

export function revokeCalendarFeedLink(sql: Sql, personId: number, meta: CommandMeta) {
  return handleCommand(sql, calendarFeedDecider, { command: { type: "RevokeCalendarFeedLink", personId }, meta, target: { id: personId } });
}
