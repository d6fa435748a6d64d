// The choice lists of the person's own forms and profile, as translated options. Pure: the route
// modules and components share them.
import type { TFunction } from "i18next";
import { CIVIL_STATUSES, COUNTRIES, GENDERS, MOTHER_LANGUAGES, PERSONAL_PHONE_TYPES, PHONE_TYPES, type PhoneType } from "~/domain/person/types";
import type { SelectOption } from "../forms/fields";

const options = (values: readonly (string | number)[], prefix: string, t: TFunction): SelectOption[] => values.map((v) => ({ value: String(v), label: t(`${prefix}.${v}`) }));

export const genderOptions = (t: TFunction) => options(GENDERS, "own_profile.gender", t);
export const civilStatusOptions = (t: TFunction) => options(CIVIL_STATUSES, "own_profile.civil_status", t);
export const motherLanguageOptions = (t: TFunction) => options(MOTHER_LANGUAGES, "own_profile.mother_language", t);
export const countryOptions = (t: TFunction) => options(COUNTRIES, "own_profile.country", t);

/** The phone types a form offers: a WORKER's form leaves out the private ones (the decider keeps the recorded ones). */
export function phoneTypeOptions(t: TFunction, hidePrivate: boolean): SelectOption[] {
  const types: readonly PhoneType[] = hidePrivate ? PHONE_TYPES.filter((p) => !PERSONAL_PHONE_TYPES.includes(p)) : PHONE_TYPES;
  return options(types, "own_profile.phone_type", t);
}

/** A recorded choice as its label; "—" for none, the raw value for one no list knows. */
export function choiceLabel(t: TFunction, prefix: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  return t(`${prefix}.${value}`, { defaultValue: String(value) });
}
