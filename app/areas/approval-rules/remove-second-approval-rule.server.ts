// RemoveSecondApprovalRule: HR removes a company's second-approval rule (ADR-0139). Requests
// already approved once under it still need their second approval.
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { approvalRuleDecider } from "~/domain/approval-rule/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { actingOf } from "./approval-rule-command.server";

/** Removes a rule; final. */
export function removeSecondApprovalRule(sql: Sql, user: Actor, ruleId: number, expectedVersion: number | null, meta: CommandMeta) {
  return handleCommand(sql, approvalRuleDecider, {
    command: { type: "RemoveSecondApprovalRule", ...actingOf(user) },
    meta,
    target: { id: ruleId },
    expectedVersion,
  });
}
