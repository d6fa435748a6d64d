// How a history shows a value and a person: the describer's plain data, translated and named here.
import type { TFunction } from "i18next";
import type { HistoryItem, HistoryValue } from "~/domain/shared/history";
import type { PeopleNames } from "~/events/queries/people.server";

/** A person's name as the history shows it: "Last First", or "person #id" when erased or unknown; null is the system. */
export function personLabel(t: TFunction, people: PeopleNames, id: number | null): string {
  if (id === null) return t("history.system");
  return people[String(id)] ?? t("history.unknown_person", { id });
}

/** The translated label of an event type (`history.event.<Type>`), or the type itself. */
export function eventLabel(t: TFunction, type: string): string {
  return t(`history.event.${type}`, { defaultValue: type });
}

/** A field's label: its translation, or the raw name the generic describer gave. */
export function fieldLabel(t: TFunction, f: { label: string; labelDefault?: string }): string {
  const fallback = f.labelDefault ?? f.label;
  // a field that holds others (an assignment, the daily log) names itself with "_" beside its parts' labels
  const own: unknown = t(f.label, { defaultValue: fallback, returnObjects: true });
  return typeof own === "string" ? own : t(`${f.label}._`, { defaultValue: fallback });
}

export function valueText(t: TFunction, people: PeopleNames, value: HistoryValue): string {
  if (value === null) return "—";
  if ("list" in value) return value.list.map((x: HistoryItem) => valueText(t, people, x)).join(", ");
  if ("text" in value) return value.text;
  if ("person" in value) return personLabel(t, people, value.person);
  return t(value.key, { ...(value.params ?? {}), defaultValue: value.key });
}

