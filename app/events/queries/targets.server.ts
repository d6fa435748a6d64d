// What a person's target working time is computed from (app/domain/stamping/target.ts, ADR-0130):
// their own hours, break and work percentage (person_list), their company's working-hours rules
// (working_hours_rule_list), its festivities (festivity_list) and their approved leave (leave_list)
// over a period. Batched by person, for the stamping page (one) and the HR dashboard (many).
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { LeaveDetails } from "~/domain/leave/events";
import { workingHoursOf } from "~/domain/leave/working-hours";
import type { TargetInput } from "~/domain/stamping/target";
import { festivityDaysBetween } from "./leaves.server";
import { workingHoursRulesFor } from "./working-hours.server";

/** Each person's target input over `from`–`to` (Zurich dates, inclusive); an unknown person is absent. */
export async function targetInputsOf(db: Queryable, personIds: readonly number[], from: string, to: string): Promise<Map<number, TargetInput>> {
  const ids = [...new Set(personIds.filter((i) => Number.isSafeInteger(i) && i > 0))];
  const out = new Map<number, TargetInput>();
  if (ids.length === 0) return out;
  const [people, leaves] = await Promise.all([
    db<{ id: number; company_code: CompanyCode; winter_start: string | null; winter_end: string | null; summer_start: string | null; summer_end: string | null; break_time: number | null; work_percentage: number | null }[]>`
      SELECT id, company_code, winter_start, winter_end, summer_start, summer_end, break_time, work_percentage FROM person_list WHERE id = ANY(${ids}::bigint[])`,
    db<{ person_id: number; details: LeaveDetails }[]>`
      SELECT person_id, details FROM leave_list
      WHERE person_id = ANY(${ids}::bigint[]) AND status = 'APPROVED' AND start_date <= ${to}::date AND end_date >= ${from}::date`,
  ]);
  const companies = [...new Set(people.map((p) => p.company_code))];
  const [rules, festivities] = await Promise.all([
    Promise.all(companies.map(async (c) => [c, await workingHoursRulesFor(db, c)] as const)).then((e) => new Map(e)),
    Promise.all(companies.map(async (c) => [c, new Set(await festivityDaysBetween(db, c, from, to))] as const)).then((e) => new Map(e)),
  ]);
  for (const p of people) {
    const id = Number(p.id);
    const person = { personId: id, winterStart: p.winter_start, winterEnd: p.winter_end, summerStart: p.summer_start, summerEnd: p.summer_end };
    out.set(id, {
      hours: workingHoursOf(person, rules.get(p.company_code) ?? []),
      breakMinutes: p.break_time === null ? null : Number(p.break_time),
      workPercentage: p.work_percentage === null ? null : Number(p.work_percentage),
      festivities: festivities.get(p.company_code) ?? new Set(),
      leave: leaves.filter((l) => Number(l.person_id) === id).map((l) => ({ startAt: l.details.startAt, endAt: l.details.endAt })),
    });
  }
  return out;
}
