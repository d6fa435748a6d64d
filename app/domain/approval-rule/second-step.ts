// The second approval (ADR-0139): where a rule of the person's company applies to a request, the
// first approval leaves it PENDING ("1 of 2") and names the right the second approver must hold;
// the second must come from another person. The same person is one approver whether they decide
// themselves or through a delegation (ADR-0088): the one who decides and the one decided for both
// count. Pure: the approval commands carry the company's live rules (read like the period lock).
import type { RequestActor } from "../shared/approvable";
import { can, type Action, type Resource } from "../access/permissions";
import { DomainError, ruleBroken } from "../shared/errors";
import { formatDateTime } from "../shared/format";
import type { HistoryField, HistoryValue } from "../shared/history";
import { leaveDays } from "../leave/period";
import type { LeaveDetails } from "../leave/events";
import type { SecondRight } from "./events";
import type { StoredApprovalRule } from "./decider";

/** What an approval command carries: the live rules of the request's kind for the person's company. */
export interface SecondApprovalRules {
  rules: readonly StoredApprovalRule[];
}

/** A first approval as the request's state keeps it until the second (or a rejection, an edit, a withdrawal). */
export interface FirstApproval {
  by: number;
  at: string;
  /** decided through a delegation for this approver (ADR-0088); null: their own decision */
  onBehalfOf: number | null;
  ruleId: number;
  secondRight: SecondRight;
}

/** The working days a leave covers: Monday to Friday, not a festivity, with some working time counted. */
export function leaveWorkingDays(details: LeaveDetails, festivities: ReadonlySet<string>): number {
  return leaveDays(details, festivities).filter((d) => d.kind === "working" && d.minutes > 0).length;
}

/** The more specific rule first (a named leave type before "any"), then the lowest id: one answer for the same rules. */
const bySpecificity = (a: StoredApprovalRule, b: StoredApprovalRule) =>
  Number(a.definition.leaveType === null) - Number(b.definition.leaveType === null) || a.id - b.id;

/** The leave rule that applies: same type (or any type) and at least its working days; null when none does. */
export function leaveRuleFor(rules: readonly StoredApprovalRule[], details: LeaveDetails, festivities: ReadonlySet<string>): StoredApprovalRule | null {
  const days = leaveWorkingDays(details, festivities);
  const hits = rules.filter((r) => {
    const d = r.definition;
    return d.kind === "leave" && (d.leaveType === null || d.leaveType === details.leaveType) && d.minWorkingDays !== null && days >= d.minWorkingDays;
  });
  return [...hits].sort(bySpecificity)[0] ?? null;
}

/** The expense rule that applies to a CHF amount (cents): at least its minimum; null when none does or the CHF is not known. */
export function expenseRuleFor(rules: readonly StoredApprovalRule[], chfCents: number | null): StoredApprovalRule | null {
  if (chfCents === null) return null;
  const hits = rules.filter((r) => r.definition.kind === "expense" && r.definition.minChf !== null && chfCents >= r.definition.minChf);
  return [...hits].sort((a, b) => (b.definition.minChf ?? 0) - (a.definition.minChf ?? 0) || a.id - b.id)[0] ?? null;
}

/** The first approval to record under `rule`. */
export function firstApprovalOf(rule: StoredApprovalRule): { ruleId: number; secondRight: SecondRight } {
  return { ruleId: rule.id, secondRight: rule.definition.secondRight };
}

/** The people an approval stands for: who decided, and whom they decided for. */
function approvers(by: number, onBehalfOf: number | null | undefined): Set<number> {
  return new Set(onBehalfOf == null ? [by] : [by, onBehalfOf]);
}

/**
 * Why the second approval may not be given by `by` (deciding for `onBehalfOf`, checked as `actor`),
 * or null: the same person as the first approver (directly or through a delegation, either way) is
 * refused, and the approver must hold the rule's second right.
 */
export function secondApprovalProblem(first: FirstApproval, by: number, onBehalfOf: number | null | undefined, actor: RequestActor): DomainError | null {
  const firstOnes = approvers(first.by, first.onBehalfOf);
  for (const p of approvers(by, onBehalfOf)) if (firstOnes.has(p)) return ruleBroken("approval_rule.same_approver");
  const [action, resource] = first.secondRight.split(":") as [Action, Resource];
  if (!can({ rights: new Set(actor.rights) }, action, resource)) return new DomainError("forbidden", "approval_rule.second_right_missing");
  return null;
}

/**
 * The fields a request's history shows of its first approval (ADR-0139): how many approvals it has
 * while it waits ("1 of 2"), who gave the first (and for whom, through a delegation) and when. Kept
 * after the final decision, so the history shows both decisions.
 */
export function firstApprovalFields(s: { status: string | null; firstApproval: FirstApproval | null }): HistoryField[] {
  const a = s.firstApproval;
  const f = (k: string, value: HistoryValue): HistoryField => ({ key: k, label: `approval_rule.history.${k}`, value });
  return [
    f("approvals", s.status === "PENDING" && a ? { key: "approval_rule.one_of_two" } : null),
    f("firstApprovedBy", a ? { person: a.by } : null),
    f("firstApprovedFor", a && a.onBehalfOf !== null ? { person: a.onBehalfOf } : null),
    f("firstApprovedAt", a ? { text: formatDateTime(a.at) } : null),
  ];
}
