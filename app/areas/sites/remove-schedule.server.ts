// RemoveSchedule: a site manager (update sites) removes a planned phase (ADR-0052). The route has
// checked that the phase belongs to the site in its URL (scopedRecord "schedule" with the site).
import type { Sql } from "~/db.server";
import { scheduleDecider } from "~/domain/site/schedule";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";

/** Removes the phase; a repeat records nothing. */
export function removeSchedule(sql: Sql, scheduleId: number, meta: CommandMeta) {
  return handleCommand(sql, scheduleDecider, {
    command: { type: "RemoveSchedule" },
    meta,
    target: { id: scheduleId },
  });
}
