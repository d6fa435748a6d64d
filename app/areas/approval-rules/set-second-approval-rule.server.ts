// SetSecondApprovalRule: HR sets a company's second-approval rule (ADR-0139); the company's live
// rules are read for the duplicate check.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { approvalRuleDecider, type SecondApprovalRuleInput } from "~/domain/approval-rule/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { actingOf, liveRulesOf, stillNoDuplicate } from "./approval-rule-command.server";

/** Sets a rule; numbers it. A second live rule for the same company, kind and leave type is refused. */
export async function setSecondApprovalRule(sql: Sql, user: Actor, input: SecondApprovalRuleInput, meta: CommandMeta) {
  const existing = await liveRulesOf(sql, input.companyCode);
  return handleCommand(sql, approvalRuleDecider, {
    command: (ruleId) => ({ type: "SetSecondApprovalRule" as const, ruleId, ...actingOf(user), input, existing }),
    meta,
    target: { sequence: "second_approval_rule_id_seq" },
    afterAppend: stillNoDuplicate,
  });
}
