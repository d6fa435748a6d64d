// CreateCalendarFeedLink (ADR-0104: one command a file); what the area's commands share is in calendar-feed-link-command.server.ts.
import { hashFeedToken } from "./calendar-feed-link-command.server";
import type { Sql } from "~/db.server";
import { calendarFeedDecider } from "~/domain/calendar-feed/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { randomBytes } from "node:crypto";

export async function createCalendarFeedLink(sql: Sql, personId: number, meta: CommandMeta): Promise<{ token: string; replayed: boolean }> {
  const token = randomBytes(32).toString("base64url");
  const outcome = await handleCommand(sql, calendarFeedDecider, {
    command: { type: "CreateCalendarFeedLink", personId, tokenHash: hashFeedToken(token) },
    meta,
    target: { id: personId },
  });
  return { token, replayed: outcome.replayed };
}
