// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// `personal` holds the person's personal data; the store encrypts it with the person's own key,
// and erasure deletes that key (ADR-0007). Everything outside `personal` is not personal data.
import type { DomainEvent } from "../shared/decider";
import type { Capability, Role } from "../access/permissions";
import type { CompanyCode } from "../company/companies";

export interface PersonalData {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  birthday: string | null; // YYYY-MM-DD
  gender: "male" | "female" | "neutral" | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  countryId: 1 | 2 | null; // 1 Switzerland, 2 Italy
  phone: string | null;
  civilStatus: "married" | "widowed" | "separated" | "divorced" | "single" | null;
  childrenNumber: number | null;
  motherLanguage: "german" | "french" | "italian" | "english" | null;
}

/** The employee record: working terms, not personal data. Times are HH:mm. */
export interface EmployeeRecord {
  badgeId: number | null;
  hiredAt: string | null; // YYYY-MM-DD
  terminatedAt: string | null;
  workPercentage: number | null; // 1..100
  holidaysCount: number | null; // days per year
  breakTime: number | null; // minutes
  winterStart: string;
  winterEnd: string;
  summerStart: string;
  summerEnd: string;
}

export type PersonRegistered = DomainEvent<
  "PersonRegistered",
  {
    personId: number;
    companyCode: CompanyCode;
    role: Role | null;
    capabilities: Capability[];
    employee: EmployeeRecord;
    personal: PersonalData | null;
    at: string;
    by: number | null;
  }
>;
export type PersonRoleAssigned = DomainEvent<"PersonRoleAssigned", { personId: number; role: Role | null; previousRole: Role | null; at: string; by: number | null }>;
export type PersonCapabilitiesSet = DomainEvent<"PersonCapabilitiesSet", { personId: number; capabilities: Capability[]; previous: Capability[]; at: string; by: number | null }>;
export type PersonDeactivated = DomainEvent<"PersonDeactivated", { personId: number; at: string; by: number | null }>;
export type PersonActivated = DomainEvent<"PersonActivated", { personId: number; at: string; by: number | null }>;
/** A password was set (by the person or an administrator); the secret itself is never an event. */
export type PersonPasswordSet = DomainEvent<"PersonPasswordSet", { personId: number; byAdministrator: boolean; at: string; by: number | null }>;
export type PersonErased = DomainEvent<"PersonErased", { personId: number; at: string; by: number | null }>;

export type PersonEvent =
  | PersonRegistered
  | PersonRoleAssigned
  | PersonCapabilitiesSet
  | PersonDeactivated
  | PersonActivated
  | PersonPasswordSet
  | PersonErased;
