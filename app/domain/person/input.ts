// The person form's rules, one set for the decider and the form schema (as leave's period.ts), so
// the browser, the action and the rules refuse the same input with the same keys (ADR-0033). Pure.
import type { Capability, Role } from "../access/permissions";
import { ROLES } from "../access/permissions";
import { COMPANY_CODES, type CompanyCode } from "../company/companies";
import { isEmail } from "../shared/inputs";
import type { ContactDetails, EmployeeRecord, PersonDetails, Phone } from "./events";
import {
  BREAK_TIMES,
  CIVIL_STATUSES,
  COUNTRIES,
  GENDERS,
  hidesWorkerFields,
  LIMITS,
  MOTHER_LANGUAGES,
  needsEmployeeRecord,
  PHONE_TYPES,
} from "./types";

/** What the person form holds once its texts are read (dates YYYY-MM-DD, times HH:mm, numbers as numbers). */
export interface PersonInput {
  details: PersonDetails;
  contact: ContactDetails;
  /** the work email: given on create, fixed afterwards */
  email: string;
  /** given on create only (the login name) */
  username: string | null;
  companyCode: CompanyCode;
  role: Role | null;
  capabilities: readonly Capability[];
  employee: EmployeeRecord;
  /** undefined: the author may not change it (no update quickSalId) */
  quickSalId: string | null | undefined;
}

export interface PersonIssue {
  code: string;
  /** the form field at fault (`phones[1].number`, `employee.badgeId` …), null for the whole form */
  field: string | null;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A login name: letters, digits and . _ - @, 2 to 60 of them (the demo's are first.last, and `hr`). */
const USERNAME = /^[a-z0-9._@-]{2,60}$/i;
/** A phone number as people write one: digits, spaces, + ( ) / . -, at least 6 digits. */
const PHONE = /^\+?[0-9 ()/.-]{6,40}$/;

const blank = (s: string | null | undefined) => s === null || s === undefined || s.trim() === "";

/** Everything wrong with a person's form, each on its field. `mode` create also checks the username. */
export function checkPersonInput(input: PersonInput, mode: "create" | "edit"): PersonIssue[] {
  const issues: PersonIssue[] = [];
  const add = (code: string, field: string | null) => issues.push({ code, field });
  const text = (value: string | null | undefined, field: string, max: number, required = false) => {
    if (blank(value)) {
      if (required) add("errors.required", field);
    } else if ((value as string).trim().length > max) add("forms.errors.too_long", field);
  };

  const d = input.details;
  text(d.firstName, "firstName", LIMITS.name, true);
  text(d.lastName, "lastName", LIMITS.name, true);
  if (d.gender !== null && !GENDERS.includes(d.gender)) add("forms.errors.invalid_choice", "gender");
  if (d.civilStatus !== null && !CIVIL_STATUSES.includes(d.civilStatus)) add("forms.errors.invalid_choice", "civilStatus");
  if (d.motherLanguage !== null && !MOTHER_LANGUAGES.includes(d.motherLanguage)) add("forms.errors.invalid_choice", "motherLanguage");
  if (d.childrenNumber !== null && (!Number.isInteger(d.childrenNumber) || d.childrenNumber < 0 || d.childrenNumber > LIMITS.children)) {
    add("person.children_range", "childrenNumber");
  }
  if (d.birthday !== null && !DATE.test(d.birthday)) add("errors.invalid_date", "birthday");

  if (mode === "create") {
    if (blank(input.username)) add("errors.required", "username");
    else if (!USERNAME.test((input.username as string).trim())) add("person.username_invalid", "username");
  }
  if (blank(input.email)) add("errors.required", "email");
  else if (!isEmail(input.email) || input.email.trim().length > LIMITS.email) add("validationMessageEmail", "email");

  const c = input.contact;
  for (const [field, value] of [["personalMail", c.personalMail], ["officeMail", c.officeMail]] as const) {
    if (!blank(value) && (!isEmail(value as string) || (value as string).length > LIMITS.email)) add("validationMessageEmail", field);
  }
  text(c.address, "address", LIMITS.address);
  text(c.zip, "zip", LIMITS.zip);
  text(c.city, "city", LIMITS.city);
  if (c.countryId === null) add("errors.required", "countryId");
  else if (!COUNTRIES.includes(c.countryId)) add("forms.errors.invalid_choice", "countryId");
  if (c.phones.length > LIMITS.phones) add("person.too_many_phones", "phones");
  c.phones.forEach((p: Phone, i) => {
    if (blank(p.number)) add("errors.required", `phones[${i}].number`);
    else if (!PHONE.test(p.number.trim()) || (p.number.match(/\d/g) ?? []).length < 6) add("person.phone_invalid", `phones[${i}].number`);
    if (!PHONE_TYPES.includes(p.type)) add("forms.errors.invalid_choice", `phones[${i}].type`);
  });

  if (!COMPANY_CODES.includes(input.companyCode)) add("forms.errors.invalid_choice", "companyCode");
  if (input.role !== null && !ROLES.includes(input.role)) add("forms.errors.invalid_choice", "role");
  if (input.quickSalId !== undefined) text(input.quickSalId, "quickSalId", LIMITS.quickSalId);

  issues.push(...checkEmployeeRecord(input.employee, input.role, input.capabilities, d));
  return issues;
}

/**
 * The employee record's rules: for an employee (not WORKER, not NO_STAMPINGLOG) gender, birthday,
 * badge, hire date, work percentage, holidays and break are required; whoever fills them fills
 * them right (work 1–100, holidays 1–365, badge ≥ 1, all whole; hired on or before terminated).
 */
export function checkEmployeeRecord(e: EmployeeRecord, role: Role | null, capabilities: readonly Capability[], details: Pick<PersonDetails, "gender" | "birthday">): PersonIssue[] {
  const issues: PersonIssue[] = [];
  const add = (code: string, field: string) => issues.push({ code, field });
  if (needsEmployeeRecord(role, capabilities)) {
    if (details.gender === null) add("errors.required", "gender");
    if (details.birthday === null) add("errors.required", "birthday");
    if (e.badgeId === null) add("errors.required", "employee.badgeId");
    if (e.hiredAt === null) add("errors.required", "employee.hiredAt");
    if (e.workPercentage === null) add("errors.required", "employee.workPercentage");
    if (e.holidaysCount === null) add("errors.required", "employee.holidaysCount");
    if (e.breakTime === null) add("errors.required", "employee.breakTime");
  }
  if (e.badgeId !== null && (!Number.isInteger(e.badgeId) || e.badgeId < 1 || e.badgeId > 999_999_999)) add("person.badge_min", "employee.badgeId");
  if (e.workPercentage !== null && (!Number.isInteger(e.workPercentage) || e.workPercentage < 1 || e.workPercentage > 100)) add("person.work_percentage_range", "employee.workPercentage");
  if (e.holidaysCount !== null && (!Number.isInteger(e.holidaysCount) || e.holidaysCount < 1 || e.holidaysCount > 365)) add("person.holidays_range", "employee.holidaysCount");
  if (e.breakTime !== null && !(BREAK_TIMES as readonly number[]).includes(e.breakTime)) add("forms.errors.invalid_choice", "employee.breakTime");
  if (e.hiredAt !== null && !DATE.test(e.hiredAt)) add("errors.invalid_date", "employee.hiredAt");
  if (e.terminatedAt !== null && !DATE.test(e.terminatedAt)) add("errors.invalid_date", "employee.terminatedAt");
  if (e.hiredAt !== null && e.terminatedAt !== null && DATE.test(e.hiredAt) && DATE.test(e.terminatedAt) && e.hiredAt > e.terminatedAt) {
    add("person.hire_after_termination", "employee.terminatedAt");
  }
  for (const season of ["winter", "summer"] as const) {
    const start = e[`${season}Start`];
    const end = e[`${season}End`];
    if (!CLOCK.test(start)) add("errors.invalid_time", `employee.${season}Start`);
    if (!CLOCK.test(end)) add("errors.invalid_time", `employee.${season}End`);
    if (CLOCK.test(start) && CLOCK.test(end) && start >= end) add("errors.start_after_end", `employee.${season}End`);
  }
  return issues;
}

/**
 * What an edit keeps of a WORKER's record because their form does not show it (the spec: the role
 * hides quick id, birthday, gender, private phones, company, badge, hire date, work percentage and
 * holidays): the new input with those fields taken from what is recorded.
 */
export function keepHiddenFields(next: PersonInput, current: { details: PersonDetails; contact: ContactDetails; companyCode: CompanyCode; employee: EmployeeRecord; quickSalId: string | null }): PersonInput {
  if (!hidesWorkerFields(next.role)) return next;
  const privatePhones = current.contact.phones.filter((p) => p.type === "mobile" || p.type === "home");
  return {
    ...next,
    details: { ...next.details, birthday: current.details.birthday, gender: current.details.gender },
    contact: { ...next.contact, phones: [...next.contact.phones.filter((p) => p.type !== "mobile" && p.type !== "home"), ...privatePhones] },
    companyCode: current.companyCode,
    quickSalId: current.quickSalId,
    employee: {
      ...next.employee,
      badgeId: current.employee.badgeId,
      hiredAt: current.employee.hiredAt,
      workPercentage: current.employee.workPercentage,
      holidaysCount: current.employee.holidaysCount,
    },
  };
}

/** Texts trimmed, empty ones null: what is stored. */
export function normalizedPerson(input: PersonInput): PersonInput {
  const t = (s: string | null) => (s === null || s.trim() === "" ? null : s.trim());
  return {
    ...input,
    details: { ...input.details, firstName: input.details.firstName.trim(), lastName: input.details.lastName.trim() },
    email: input.email.trim().toLowerCase(),
    username: input.username === null ? null : input.username.trim().toLowerCase(),
    contact: {
      address: t(input.contact.address),
      zip: t(input.contact.zip),
      city: t(input.contact.city),
      countryId: input.contact.countryId,
      personalMail: t(input.contact.personalMail)?.toLowerCase() ?? null,
      officeMail: t(input.contact.officeMail)?.toLowerCase() ?? null,
      phones: input.contact.phones.map((p) => ({ number: p.number.trim().replace(/\s+/g, " "), type: p.type })),
    },
    quickSalId: input.quickSalId === undefined ? undefined : t(input.quickSalId),
  };
}
