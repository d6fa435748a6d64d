// The options of a person chooser or filter: the name as every screen writes it, and beside a name
// that occurs more than once what tells the people apart (the company, else the username).
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { chooserLabels } from "~/domain/person/name";

export interface ChoosablePerson {
  id: number;
  /** personName */
  name: string;
  username?: string | null;
  companyCode: CompanyCode;
}

/** `{ id, label }` in the given order; `company: "always"` when the chooser spans companies and always says which. */
export function personChoices(people: readonly ChoosablePerson[], opts: { company?: "always" | "when-repeated" } = {}): { id: number; label: string }[] {
  const labels = chooserLabels(
    people.map((p) => ({ id: p.id, name: p.name, company: COMPANY_NAMES[p.companyCode] ?? p.companyCode, username: p.username ?? null })),
    opts,
  );
  return people.map((p, i) => ({ id: p.id, label: labels[i] }));
}
