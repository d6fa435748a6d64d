// RevokeCalendarFeedLink (ADR-0104: one command a file); what the area's commands share is in calendar-feed-link-command.server.ts.
import type { Sql } from "~/db.server";
import { calendarFeedDecider } from "~/domain/calendar-feed/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

export function revokeCalendarFeedLink(sql: Sql, personId: number, meta: CommandMeta) {
  return handleCommand(sql, calendarFeedDecider, { command: { type: "RevokeCalendarFeedLink", personId }, meta, target: { id: personId } });
}
