// RemoveWorkingHoursRule: HR removes a company's working-hours rule (ADR-0031).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { workingHoursDecider } from "~/domain/working-hours/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { actingOf } from "./working-hours-command.server";

/** Removes a rule; final. */
export function removeWorkingHoursRule(sql: Sql, user: Actor, ruleId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, workingHoursDecider, {
    command: { type: "RemoveWorkingHoursRule", ...actingOf(user) },
    meta,
    target: { id: ruleId },
    expectedVersion,
  });
}
