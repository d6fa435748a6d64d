// CreateWorkingHoursRule: HR creates a company's working-hours rule (ADR-0031); the companies of
// the people it names and the company's live rules are read for the rules.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { workingHoursDecider, type WorkingHoursInput } from "~/domain/working-hours/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { namedPeople } from "~/events/queries/working-hours.server";
import { actingOf, liveRulesOf, stillNoDuplicate } from "./working-hours-command.server";

/** Creates a rule; numbers it. A rule for the same people of the company as a live one is refused. */
export async function createWorkingHoursRule(sql: Sql, user: Actor, input: WorkingHoursInput, meta: CommandMeta) {
  const [people, existing] = await Promise.all([namedPeople(sql, input.userIds), liveRulesOf(sql, input.companyCode)]);
  return handleCommand(sql, workingHoursDecider, {
    command: (ruleId) => ({ type: "CreateWorkingHoursRule" as const, ruleId, ...actingOf(user), input, people, existing }),
    meta,
    target: { sequence: "working_hours_rule_id_seq" },
    afterAppend: stillNoDuplicate,
  });
}
