// What the working-hours screens show, prepared on the server: the companies a rule may be for,
// the people it may name, a rule as a list row.
import type { TFunction } from "i18next";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import type { WorkingHoursDefinition } from "~/domain/working-hours/events";

export function companyOptions(companies: readonly CompanyCode[]) {
  return companies.map((c) => ({ value: c, label: COMPANY_NAMES[c] }));
}

export function peopleOptions(people: { id: number; name: string; companyCode: CompanyCode }[]) {
  return people.map((p) => ({ id: p.id, name: p.name, company: p.companyCode, companyLabel: COMPANY_NAMES[p.companyCode] }));
}

export interface RuleRowView {
  id: number;
  company: string;
  winter: string;
  summer: string;
  /** "Tutti gli utenti" or the names */
  forWhom: string;
}

export function ruleRowView(t: TFunction, r: { id: number; definition: WorkingHoursDefinition }, names: ReadonlyMap<number, string>): RuleRowView {
  const d = r.definition;
  return {
    id: r.id,
    company: COMPANY_NAMES[d.companyCode],
    winter: `${d.winterStart} – ${d.winterEnd}`,
    summer: `${d.summerStart} – ${d.summerEnd}`,
    forWhom: d.allUsers ? t("working_hours.list.all_users") : d.userIds.map((id) => names.get(id) ?? `#${id}`).join(", "),
  };
}
