// What the second-approval rule commands (stream `approval-rule-<id>`, ADR-0139; one per file:
// set-, remove-second-approval-rule) share: the actor with their rights and companies, the
// company's live rules for the duplicate check, and that check once more inside the transaction.
import type { Actor } from "~/domain/access/actor";
import type { Queryable, Tx } from "~/db.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { sameScope, type StoredApprovalRule } from "~/domain/approval-rule/decider";
import type { SecondApprovalRuleDefinition } from "~/domain/approval-rule/events";
import { COMPANY_CODES, type CompanyCode } from "~/domain/company/companies";
import { ruleBroken } from "~/domain/shared/errors";
import { listApprovalRules } from "~/events/queries/second-approval.server";
import type { StoredEvent } from "~/events/store.server";

/** The signed-in user as the rule decider sees the actor: their rights and the companies whose people they manage. */
export const actingOf = (user: Actor) => ({ by: { personId: user.id, rights: [...user.access.rights] }, companies: peopleCompanies(user.principal, user.access) });

const RULE_LOCK = 7251; // advisory lock namespace: one second-approval rule change at a time per company

/** The live rules of a company, as the duplicate check reads them. */
export async function liveRulesOf(db: Queryable, companyCode: CompanyCode): Promise<StoredApprovalRule[]> {
  if (!(COMPANY_CODES as readonly string[]).includes(companyCode)) return [];
  return (await listApprovalRules(db, [companyCode])).map((r) => ({ id: r.id, definition: r.definition }));
}

/** Two tabs setting the same rule at once: under the company's lock the later one sees the first and is refused, its events rolled back. */
export async function stillNoDuplicate(tx: Tx, events: StoredEvent[], ruleId: number): Promise<void> {
  const last = events[events.length - 1];
  if (!last || last.type !== "SecondApprovalRuleSet") return;
  const definition = (last.data as { definition: SecondApprovalRuleDefinition }).definition;
  await tx`SELECT pg_advisory_xact_lock(${RULE_LOCK}, hashtext(${definition.companyCode}))`;
  if ((await liveRulesOf(tx, definition.companyCode)).some((r) => r.id !== ruleId && sameScope(r.definition, definition))) throw ruleBroken("approval_rule.duplicate");
}
