// ChangeWorkingHoursRule: HR changes a rule's times or people (ADR-0031); the companies of the
// people it names and the company's live rules are read for the rules.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { workingHoursDecider, type WorkingHoursInput } from "~/domain/working-hours/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { namedPeople } from "~/events/queries/working-hours.server";
import { actingOf, liveRulesOf, stillNoDuplicate } from "./working-hours-command.server";

/** Changes a rule's times or people; not to the people of another live rule of the company. */
export async function changeWorkingHoursRule(sql: Sql, user: Actor, ruleId: number, input: WorkingHoursInput, expectedVersion: number | null, meta: CommandMeta) {
  const [people, existing] = await Promise.all([namedPeople(sql, input.userIds), liveRulesOf(sql, input.companyCode)]);
  return handleCommand(sql, workingHoursDecider, {
    command: { type: "ChangeWorkingHoursRule", ...actingOf(user), input, people, existing },
    meta,
    target: { id: ruleId },
    expectedVersion,
    afterAppend: stillNoDuplicate,
  });
}
