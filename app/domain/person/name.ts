// How a person's name is written on every screen (ADR-0045): "last name, first name", in lists,
// filters, headers, histories and notices alike, so a list sorted by last name reads as sorted and
// a name looks the same wherever it appears. Pure.

export interface NameParts {
  firstName: string;
  lastName: string;
}

/** "Last, First"; one part alone when the other is empty; "" for an erased person (both empty). */
export function personName(p: NameParts): string {
  const last = p.lastName.trim();
  const first = p.firstName.trim();
  return last && first ? `${last}, ${first}` : last || first;
}

/** personName from a person_list row's columns. */
export function personNameOf(r: { first_name: string | null; last_name: string | null }): string {
  return personName({ firstName: r.first_name ?? "", lastName: r.last_name ?? "" });
}

export interface Choosable {
  id: number;
  /** personName */
  name: string;
  /** the company's display name */
  company?: string | null;
  username?: string | null;
}

/**
 * The labels of a person chooser, in the given order: a name that occurs once stands alone; a
 * repeated name gets its company beside it, and its username (else #id) as well when the
 * company does not tell the people apart either. So no two options ever read the same. With
 * `company: "always"` (a chooser across companies) every name carries its company.
 */
export function chooserLabels(people: readonly Choosable[], opts: { company?: "always" | "when-repeated" } = {}): string[] {
  // each person's keys once: a locale's lower case is the costly part (HR's leave list: 0.2 ms a page)
  const names = people.map((p) => p.name.toLocaleLowerCase("it"));
  const withCompany = people.map((p, i) => `${names[i]}\u0000${p.company ?? ""}`);
  const count = (keys: string[]) => {
    const m = new Map<string, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  const byName = count(names);
  const byNameAndCompany = count(withCompany);
  return people.map((p, i) => {
    const repeated = (byName.get(names[i]) ?? 0) > 1;
    const extra: string[] = [];
    if (p.company && (repeated || opts.company === "always")) extra.push(p.company);
    if (repeated && (!p.company || (byNameAndCompany.get(withCompany[i]) ?? 0) > 1)) extra.push(p.username || `#${p.id}`);
    return extra.length ? `${p.name} (${extra.join(", ")})` : p.name;
  });
}
