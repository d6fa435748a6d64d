// What the working-hours rule commands (stream `workinghours-<id>`, ADR-0031; one per file:
// create-, change-, remove-working-hours-rule) share: the actor with their rights and companies,
// the company's live rules for the duplicate check (ADR-0043), and that check once more inside the
// command's transaction.
import type { Actor } from "~/domain/access/actor";
import type { Queryable, Tx } from "~/db.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { COMPANY_CODES, type CompanyCode } from "~/domain/company/companies";
import { ruleBroken } from "~/domain/shared/errors";
import { duplicateRule, type StoredRule } from "~/domain/working-hours/decider";
import type { WorkingHoursDefinition } from "~/domain/working-hours/events";
import { listWorkingHoursRules } from "~/events/queries/working-hours.server";
import type { StoredEvent } from "~/events/store.server";

/** The signed-in user as the working-hours rules see the actor: their rights and the companies whose people they see. */
export const actingOf = (user: Actor) => ({ by: { personId: user.id, rights: [...user.access.rights] }, companies: peopleCompanies(user.principal, user.access) });

const RULE_LOCK = 7243; // advisory lock namespace: one rule change at a time per company (ADR-0043)

/** The live rules of a company as the duplicate rule reads them. */
export async function liveRulesOf(db: Queryable, companyCode: CompanyCode): Promise<StoredRule[]> {
  // an unknown company has no rules; the decider refuses it anyway
  if (!(COMPANY_CODES as readonly string[]).includes(companyCode)) return [];
  return (await listWorkingHoursRules(db, [companyCode])).map((r) => ({ id: r.id, definition: r.definition }));
}

/**
 * Two requests creating the same rule at once (two tabs) would both read "no such rule": inside the
 * command's transaction the company's lock is taken and the rules read again; the later one waits
 * for the first to commit, sees its rule and is refused as a duplicate, its events rolled back.
 */
export async function stillNoDuplicate(tx: Tx, events: StoredEvent[], ruleId: number): Promise<void> {
  const last = events[events.length - 1];
  if (!last || (last.type !== "WorkingHoursRuleCreated" && last.type !== "WorkingHoursRuleChanged")) return;
  const definition = (last.data as { definition: WorkingHoursDefinition }).definition;
  await tx`SELECT pg_advisory_xact_lock(${RULE_LOCK}, hashtext(${definition.companyCode}))`;
  if (duplicateRule(definition, await liveRulesOf(tx, definition.companyCode), ruleId)) throw ruleBroken("working_hours.duplicate");
}
