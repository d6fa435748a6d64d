// working_hours_rule_list — inline: one row per working-hours rule (stream `workinghours-<id>`,
// ADR-0031), read by HR's list and form right after the redirect, and by the leave commands (the
// rules of the person's company). Built only from the rule's events with the decider's evolve.
import { workingHoursDecider, type WorkingHoursState } from "~/domain/working-hours/decider";
import { WORKING_HOURS_EVENT_TYPES, type WorkingHoursDefinition } from "~/domain/working-hours/events";
import type { CompanyCode } from "~/domain/company/companies";
import { defineProjection, type Row } from "../projection.server";

export interface WorkingHoursRuleRow extends Row {
  id: number;
  company_code: CompanyCode;
  winter_start: string;
  winter_end: string;
  summer_start: string;
  summer_end: string;
  all_users: boolean;
  user_ids: number[];
  removed: boolean;
  created_at: string | Date;
  created_by: number;
  changed_at: string | Date | null;
  changed_by: number | null;
  stream_version: number;
}

const iso = (v: string | Date | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : v);

/** The definition columns of a row, as the projection and the queries read them back. */
export type WorkingHoursDefinitionColumns = Pick<WorkingHoursRuleRow, "company_code" | "winter_start" | "winter_end" | "summer_start" | "summer_end" | "all_users"> & {
  /** bigint[]: read back as numbers or as text */
  user_ids: (number | string)[];
};

/** A row's rule definition (the ids as numbers). */
export const ruleDefinitionOfRow = (r: WorkingHoursDefinitionColumns): WorkingHoursDefinition => ({
  companyCode: r.company_code,
  winterStart: r.winter_start,
  winterEnd: r.winter_end,
  summerStart: r.summer_start,
  summerEnd: r.summer_end,
  allUsers: r.all_users,
  userIds: (r.user_ids ?? []).map(Number),
});

function workingHoursStateOfRow(r: WorkingHoursRuleRow): WorkingHoursState {
  return {
    ruleId: Number(r.id),
    definition: ruleDefinitionOfRow(r),
    removed: r.removed,
    createdAt: iso(r.created_at),
    createdBy: Number(r.created_by),
    changedAt: iso(r.changed_at),
    changedBy: r.changed_by === null ? null : Number(r.changed_by),
  };
}

function rowOf(s: WorkingHoursState, version: number): Omit<WorkingHoursRuleRow, "last_position"> | null {
  const d = s.definition;
  if (!d || s.createdAt === null || s.createdBy === null) return null;
  return {
    id: s.ruleId,
    company_code: d.companyCode,
    winter_start: d.winterStart,
    winter_end: d.winterEnd,
    summer_start: d.summerStart,
    summer_end: d.summerEnd,
    all_users: d.allUsers,
    user_ids: d.userIds,
    removed: s.removed,
    created_at: s.createdAt,
    created_by: s.createdBy,
    changed_at: s.changedAt,
    changed_by: s.changedBy,
    stream_version: version,
  };
}

export const workingHoursRuleList = defineProjection<WorkingHoursRuleRow, (typeof WORKING_HOURS_EVENT_TYPES)[number]>({
  name: "working_hours_rule_list",
  version: 1,
  mode: "inline",
  handles: WORKING_HOURS_EVENT_TYPES,
  key: "id",
  keyType: "bigint",
  createdBy: ["WorkingHoursRuleCreated"],
  keyOf: (e) => e.data.ruleId,
  evolve(row, e) {
    if (!row && e.type !== "WorkingHoursRuleCreated") return null;
    const before = row ? workingHoursStateOfRow(row) : workingHoursDecider.initialState();
    return rowOf(workingHoursDecider.evolve(before, e), e.version);
  },
});
