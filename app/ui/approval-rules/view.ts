// What HR's second-approval rules page shows (ADR-0139), prepared on the server: a rule as a list
// row in words, and the choices of the add form.
import type { TFunction } from "i18next";
import type { SecondApprovalRuleDefinition } from "~/domain/approval-rule/events";
import { SECOND_RIGHTS } from "~/domain/approval-rule/events";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { formatMoney } from "~/domain/shared/format";
import { LEAVE_TYPES, leaveTypeKey } from "~/domain/leave/types";

export interface ApprovalRuleRowView {
  id: number;
  version: number;
  company: string;
  /** "Ferie" / "Ogni assenza" / "Spese" */
  requests: string;
  /** "da 6 giorni lavorativi" / "da CHF 500.00" */
  from: string;
  /** the right the second approver must hold, in words */
  second: string;
}

/** A right in words ("Modifica il modulo HR"). */
const secondRightLabel = (t: TFunction, right: string) => t(`approval_rule.right.${right.replace(":", "_")}`);

export function approvalRuleRowView(t: TFunction, r: { id: number; version: number; definition: SecondApprovalRuleDefinition }): ApprovalRuleRowView {
  const d = r.definition;
  const requests = d.kind === "expense" ? t("approval_rule.kind.expense") : d.leaveType === null ? t("approval_rule.any_leave") : t(leaveTypeKey(d.leaveType));
  const from = d.kind === "expense" ? t("approval_rule.from_chf", { amount: formatMoney(d.minChf, "CHF") }) : t("approval_rule.from_days", { count: d.minWorkingDays ?? 0 });
  return { id: r.id, version: r.version, company: COMPANY_NAMES[d.companyCode], requests, from, second: secondRightLabel(t, d.secondRight) };
}

/** The add form's choices, translated. */
export function approvalRuleFormOptions(t: TFunction) {
  return {
    kinds: [
      { value: "leave", label: t("approval_rule.kind.leave") },
      { value: "expense", label: t("approval_rule.kind.expense") },
    ],
    leaveTypes: LEAVE_TYPES.map((o) => ({ value: String(o.code), label: t(o.labelKey) })),
    rights: SECOND_RIGHTS.map((r) => ({ value: r, label: secondRightLabel(t, r) })),
  };
}
