// What the working-hours screens show, prepared on the server: the companies a rule may be for,
// the people it may name, a rule as a list row.
import type { TFunction } from "i18next";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { chooserLabels } from "~/domain/person/name";
import type { WorkingHoursDefinition } from "~/domain/working-hours/events";
import type { PeopleNames } from "~/events/queries/people.server";

export function companyOptions(companies: readonly CompanyCode[]) {
  return companies.map((c) => ({ value: c, label: COMPANY_NAMES[c] }));
}

/** The people a rule may name, shown grouped by company: a name repeated within its company gets the username beside it. */
export function peopleOptions(people: { id: number; name: string; username?: string | null; companyCode: CompanyCode }[]) {
  const labels = new Map<number, string>();
  for (const company of new Set(people.map((p) => p.companyCode))) {
    const group = people.filter((p) => p.companyCode === company);
    chooserLabels(group.map((p) => ({ id: p.id, name: p.name, username: p.username ?? null }))).forEach((label, i) => labels.set(group[i].id, label));
  }
  return people.map((p) => ({ id: p.id, name: labels.get(p.id) ?? p.name, company: p.companyCode, companyLabel: COMPANY_NAMES[p.companyCode] }));
}

export interface RuleRowView {
  id: number;
  company: string;
  winter: string;
  summer: string;
  /** "Tutti gli utenti" or the names */
  forWhom: string;
}

export function ruleRowView(t: TFunction, r: { id: number; definition: WorkingHoursDefinition }, names: PeopleNames): RuleRowView {
  const d = r.definition;
  return {
    id: r.id,
    company: COMPANY_NAMES[d.companyCode],
    winter: `${d.winterStart} – ${d.winterEnd}`,
    summer: `${d.summerStart} – ${d.summerEnd}`,
    forWhom: d.allUsers ? t("working_hours.list.all_users") : d.userIds.map((id) => names[String(id)] ?? `#${id}`).join(", "),
  };
}
