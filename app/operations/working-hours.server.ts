// The working-hours rule commands as HR's screens run them (stream `workinghours-<id>`, ADR-0031):
// create, change, remove. Each loads the companies of the people named (for the rules' check that
// they belong to the rule's company) and the company's live rules (for the duplicate check,
// ADR-0043), and names the actor with their rights and companies.
import type { Actor } from "~/domain/access/actor";
import type { Queryable, Sql, Tx } from "~/db.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { COMPANY_CODES, type CompanyCode } from "~/domain/company/companies";
import { ruleBroken } from "~/domain/shared/errors";
import { duplicateRule, workingHoursDecider, type StoredRule, type WorkingHoursInput } from "~/domain/working-hours/decider";
import type { WorkingHoursDefinition } from "~/domain/working-hours/events";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { listWorkingHoursRules, namedPeople } from "~/events/queries/working-hours.server";
import type { StoredEvent } from "~/events/store.server";

const actingOf = (user: Actor) => ({ by: { personId: user.id, rights: [...user.access.rights] }, companies: peopleCompanies(user.principal, user.access) });

const RULE_LOCK = 7243; // advisory lock namespace: one rule change at a time per company (ADR-0043)

/** The live rules of a company as the duplicate rule reads them. */
async function liveRulesOf(db: Queryable, companyCode: CompanyCode): Promise<StoredRule[]> {
  // an unknown company has no rules; the decider refuses it anyway
  if (!(COMPANY_CODES as readonly string[]).includes(companyCode)) return [];
  return (await listWorkingHoursRules(db, [companyCode])).map((r) => ({ id: r.id, definition: r.definition }));
}

/**
 * Two requests creating the same rule at once (two tabs) would both read "no such rule": inside the
 * command's transaction the company's lock is taken and the rules read again; the later one waits
 * for the first to commit, sees its rule and is refused as a duplicate, its events rolled back.
 */
async function stillNoDuplicate(tx: Tx, events: StoredEvent[], ruleId: number): Promise<void> {
  const last = events[events.length - 1];
  if (!last || (last.type !== "WorkingHoursRuleCreated" && last.type !== "WorkingHoursRuleChanged")) return;
  const definition = (last.data as { definition: WorkingHoursDefinition }).definition;
  await tx`SELECT pg_advisory_xact_lock(${RULE_LOCK}, hashtext(${definition.companyCode}))`;
  if (duplicateRule(definition, await liveRulesOf(tx, definition.companyCode), ruleId)) throw ruleBroken("working_hours.duplicate");
}

/** Creates a rule; numbers it. A rule for the same people of the company as a live one is refused. */
export async function createWorkingHoursRule(sql: Sql, user: Actor, input: WorkingHoursInput, meta: CommandMeta) {
  const [people, existing] = await Promise.all([namedPeople(sql, input.userIds), liveRulesOf(sql, input.companyCode)]);
  return handleCommand(sql, workingHoursDecider, {
    command: (ruleId) => ({ type: "CreateWorkingHoursRule" as const, ruleId, ...actingOf(user), input, people, existing }),
    commandType: "CreateWorkingHoursRule",
    meta,
    target: { sequence: "working_hours_rule_id_seq" },
    afterAppend: stillNoDuplicate,
  });
}

/** Changes a rule's times or people; not to the people of another live rule of the company. */
export async function changeWorkingHoursRule(sql: Sql, user: Actor, ruleId: number, input: WorkingHoursInput, expectedVersion: number | null, meta: CommandMeta) {
  const [people, existing] = await Promise.all([namedPeople(sql, input.userIds), liveRulesOf(sql, input.companyCode)]);
  return handleCommand(sql, workingHoursDecider, {
    command: { type: "ChangeWorkingHoursRule", ...actingOf(user), input, people, existing },
    commandType: "ChangeWorkingHoursRule",
    meta,
    target: { id: ruleId },
    expectedVersion,
    afterAppend: stillNoDuplicate,
  });
}

/** Removes a rule; final. */
export function removeWorkingHoursRule(sql: Sql, user: Actor, ruleId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, workingHoursDecider, {
    command: { type: "RemoveWorkingHoursRule", ...actingOf(user) },
    commandType: "RemoveWorkingHoursRule",
    meta,
    target: { id: ruleId },
    expectedVersion,
  });
}
