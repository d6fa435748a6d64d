// Reads of the second_approval_rule and first_approval projections (ADR-0139): HR's rules page
// (limited to the companies the viewer may manage), the live rules an approval applies to a
// person's request (their company's), and the requests waiting for their second approval, which
// the lists mark "1 of 2". User input reaches SQL only as parameters.
import type { Queryable } from "~/db.server";
import type { StoredApprovalRule } from "~/domain/approval-rule/decider";
import type { ApprovalRuleKind, SecondApprovalRuleDefinition } from "~/domain/approval-rule/events";
import type { CompanyCode } from "~/domain/company/companies";
import type { SecondApprovalRuleRow } from "~/events/projections/second-approval.server";
import type { LeaveTypeCode } from "~/domain/leave/types";

export interface ApprovalRuleRow extends StoredApprovalRule {
  setAt: Date;
  setBy: number;
  version: number;
}

/** The projection's row as the driver gives it (the columns read below). */
type DbRule = Pick<SecondApprovalRuleRow, "id" | "kind" | "company_code" | "leave_type" | "min_working_days" | "min_chf" | "second_right" | "set_at" | "set_by" | "stream_version">;

const definitionOf = (r: DbRule): SecondApprovalRuleDefinition => ({
  kind: r.kind,
  companyCode: r.company_code,
  leaveType: r.leave_type === null ? null : (Number(r.leave_type) as LeaveTypeCode),
  minWorkingDays: r.min_working_days === null ? null : Number(r.min_working_days),
  minChf: r.min_chf === null ? null : Number(r.min_chf),
  secondRight: r.second_right,
});

const toRow = (r: DbRule): ApprovalRuleRow => ({ id: Number(r.id), definition: definitionOf(r), setAt: new Date(r.set_at), setBy: Number(r.set_by), version: Number(r.stream_version) });

const COLUMNS = "id, kind, company_code, leave_type, min_working_days, min_chf, second_right, set_at, set_by, stream_version";

/** The live rules of the companies given, by company, kind and id. */
export async function listApprovalRules(db: Queryable, companies: readonly CompanyCode[]): Promise<ApprovalRuleRow[]> {
  if (companies.length === 0) return [];
  const rows = await db<DbRule[]>`
    SELECT ${db.unsafe(COLUMNS)} FROM second_approval_rule
    WHERE NOT removed AND company_code = ANY(${[...companies]}::text[]) ORDER BY company_code, kind, id`;
  return rows.map(toRow);
}

/** The live rules of one kind for the company of `personId`: what an approval of that person's request applies. */
export async function approvalRulesForPerson(db: Queryable, personId: number, kind: ApprovalRuleKind): Promise<StoredApprovalRule[]> {
  const rows = await db<DbRule[]>`
    SELECT ${db.unsafe(COLUMNS.split(", ").map((c) => `r.${c}`).join(", "))} FROM second_approval_rule r JOIN person_list p ON p.company_code = r.company_code
    WHERE p.id = ${personId} AND r.kind = ${kind} AND NOT r.removed ORDER BY r.id`;
  return rows.map((r) => ({ id: Number(r.id), definition: definitionOf(r) }));
}

export interface WaitingSecond {
  approvedBy: number;
  approvedAt: Date;
  onBehalfOf: number | null;
}

/** The requests of `ids` waiting for their second approval ("1 of 2"), by request id. */
export async function firstApprovalsOf(db: Queryable, kind: ApprovalRuleKind, ids: readonly number[]): Promise<Map<number, WaitingSecond>> {
  const out = new Map<number, WaitingSecond>();
  if (ids.length === 0) return out;
  const rows = await db<{ request_id: number | string; approved_by: number | string; approved_at: Date; on_behalf_of: number | string | null }[]>`
    SELECT request_id, approved_by, approved_at, on_behalf_of FROM first_approval WHERE kind = ${kind} AND request_id = ANY(${[...ids]}::bigint[])`;
  for (const r of rows) out.set(Number(r.request_id), { approvedBy: Number(r.approved_by), approvedAt: r.approved_at, onBehalfOf: r.on_behalf_of === null ? null : Number(r.on_behalf_of) });
  return out;
}
