// Reads of the working_hours_rule_list projection: HR's list and one rule (both limited to the
// companies the viewer may manage), the rules the leave commands apply to a person, and the
// people a rule may name. User input reaches SQL only as parameters.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { WorkingHoursRule } from "~/domain/leave/working-hours";
import { rulesForCompany, type NamedPerson } from "~/domain/working-hours/decider";
import type { WorkingHoursDefinition } from "~/domain/working-hours/events";
import { ruleDefinitionOfRow, type WorkingHoursDefinitionColumns, type WorkingHoursRuleRow } from "../projections/working-hours-rule-list.server";
import { personOptions, type PersonOption } from "./people.server";

export interface RuleRow {
  id: number;
  definition: WorkingHoursDefinition;
  createdAt: Date;
  changedAt: Date | null;
  version: number;
}

/** The columns read: the projection's row, with the instants as a read returns them. */
type DbRow = WorkingHoursDefinitionColumns & Pick<WorkingHoursRuleRow, "id" | "stream_version"> & { created_at: Date; changed_at: Date | null };

const COLUMNS = "id, company_code, winter_start, winter_end, summer_start, summer_end, all_users, user_ids, created_at, changed_at, stream_version";

const toRow = (r: DbRow): RuleRow => ({
  id: Number(r.id),
  definition: ruleDefinitionOfRow(r),
  createdAt: r.created_at,
  changedAt: r.changed_at,
  version: Number(r.stream_version),
});

/** The live rules of the given companies, by company and newest first. */
export async function listWorkingHoursRules(db: Queryable, companies: readonly CompanyCode[]): Promise<RuleRow[]> {
  if (companies.length === 0) return [];
  const rows = await db<DbRow[]>`
    SELECT ${db.unsafe(COLUMNS)} FROM working_hours_rule_list
    WHERE NOT removed AND company_code = ANY(${[...companies]}::text[]) ORDER BY company_code, id DESC`;
  return rows.map(toRow);
}

/** One live rule; null for an unknown or removed one (whose company the user may see: the access scope's `workingHoursRule`). */
export async function workingHoursRuleById(db: Queryable, id: number): Promise<RuleRow | null> {
  const [r] = await db<DbRow[]>`SELECT ${db.unsafe(COLUMNS)} FROM working_hours_rule_list WHERE id = ${id} AND NOT removed`;
  return r ? toRow(r) : null;
}

/** The rules that may apply to a person of this company, as the leave rules read them. */
export async function workingHoursRulesFor(db: Queryable, companyCode: CompanyCode): Promise<WorkingHoursRule[]> {
  const rows = await db<DbRow[]>`SELECT ${db.unsafe(COLUMNS)} FROM working_hours_rule_list WHERE NOT removed AND company_code = ${companyCode}`;
  return rulesForCompany(rows.map(toRow), companyCode);
}

/** The people a rule of these companies may name (active, listed in HR), by company and name. */
export async function ruleCandidates(db: Queryable, companies: readonly CompanyCode[]): Promise<PersonOption[]> {
  return personOptions(db, { companies, listedInHr: true, byCompany: true });
}

/** The named people as the rules check them (their companies); unknown ids are simply absent. */
export async function namedPeople(db: Queryable, ids: readonly number[]): Promise<NamedPerson[]> {
  const clean = [...new Set(ids.filter((i) => Number.isSafeInteger(i) && i > 0))];
  if (clean.length === 0) return [];
  const rows = await db<{ id: number; company_code: CompanyCode }[]>`SELECT id, company_code FROM person_list WHERE id = ANY(${clean}::bigint[]) AND NOT erased`;
  return rows.map((r) => ({ personId: Number(r.id), companyCode: r.company_code }));
}
