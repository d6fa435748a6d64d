// The person's choice lists and the rules of who counts as an employee (ADR-0033). Pure.
import type { Capability, Role } from "../access/permissions";

/** One list for the form and the events; the spec's 1/0 reading maps male→1, female→0 (ADR-0033). */
export const GENDERS = ["male", "female", "neutral"] as const;
export type Gender = (typeof GENDERS)[number];

export const CIVIL_STATUSES = ["single", "married", "widowed", "separated", "divorced"] as const;
export type CivilStatus = (typeof CIVIL_STATUSES)[number];

export const MOTHER_LANGUAGES = ["italian", "german", "french", "english"] as const;
export type MotherLanguage = (typeof MOTHER_LANGUAGES)[number];

/** 1 Switzerland, 2 Italy (the spec's codes). */
export const COUNTRIES = [1, 2] as const;
export type CountryId = (typeof COUNTRIES)[number];

export const PHONE_TYPES = ["mobile", "home", "workmobile", "workoffice", "workc3x"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
/** The phone entries a WORKER's form does not show: their private numbers. */
export const PERSONAL_PHONE_TYPES: readonly PhoneType[] = ["mobile", "home"];

/** The spec's break options in minutes (0, 0.5, 0.75, 1, 1.25, 1.5 hours). */
export const BREAK_TIMES = [0, 30, 45, 60, 75, 90] as const;
export type BreakTime = (typeof BREAK_TIMES)[number];

export const LIMITS = {
  name: 100,
  username: 60,
  email: 200,
  address: 200,
  zip: 20,
  city: 100,
  phone: 40,
  phones: 10,
  quickSalId: 40,
  children: 30,
  documentTitle: 200,
  documentNumber: 100,
  documents: 30,
} as const;

/** The roles that have employee records (the others are clients, auditors, or have no role). */
const EMPLOYEE_ROLES: readonly Role[] = ["ADMIN", "HR", "EMPLOYEE", "ASSOCIATE", "WORKER", "INTERIM"];

/** The role whose form hides the employee and private fields (the spec's "probably the worker"). */
const HIDDEN_FIELDS_ROLE: Role = "WORKER";

/** The capability that also hides the employee fields: whoever does not clock in keeps no time-keeping record (ADR-0033). */
const HIDDEN_FIELDS_CAPABILITY: Capability = "NO_STAMPINGLOG";

/** The two roles that may have assigned construction sites (the spec: "two roles, not named"; ADR-0033). */
export const SITE_ROLES: readonly Role[] = ["WORKER", "INTERIM"];


/** Whether the employee record is required: an employee role, not WORKER, without NO_STAMPINGLOG. */
export function needsEmployeeRecord(role: Role | null, capabilities: readonly Capability[]): boolean {
  return role !== null && EMPLOYEE_ROLES.includes(role) && role !== HIDDEN_FIELDS_ROLE && !capabilities.includes(HIDDEN_FIELDS_CAPABILITY);
}

/** Whether the form hides the WORKER fields (quick id, birthday, gender, private phones, company, badge, hire date, work percentage, holidays). */
export function hidesWorkerFields(role: Role | null): boolean {
  return role === HIDDEN_FIELDS_ROLE;
}

/** Whether the employee fields are shown at all (hidden for WORKER and for NO_STAMPINGLOG). */
export function showsEmployeeFields(role: Role | null, capabilities: readonly Capability[]): boolean {
  return role !== HIDDEN_FIELDS_ROLE && !capabilities.includes(HIDDEN_FIELDS_CAPABILITY);
}
