// Shared test data of the person aggregate (unit tests only).
import type { Grantor } from "../access/grants";
import { accessOf } from "../access/permissions";
import type { PersonCommand } from "./decider";
import type { EmployeeRecord, PersonalData, PersonRegistered } from "./events";
import type { PersonInput } from "./input";

export const personal: PersonalData = {
  firstName: "Emilio",
  lastName: "Impiegato",
  username: "employee",
  email: "employee@cantiere-group.ch",
  birthday: "1980-04-12",
  gender: "male",
  address: "Via Cantonale 12",
  zip: "6900",
  city: "Lugano",
  countryId: 1,
  personalMail: null,
  officeMail: null,
  phones: [{ number: "+41 79 100 10 20", type: "mobile" }],
  civilStatus: "single",
  childrenNumber: 0,
  motherLanguage: "italian",
};

export const employee: EmployeeRecord = {
  badgeId: 1002,
  hiredAt: "2014-03-01",
  terminatedAt: null,
  workPercentage: 100,
  holidaysCount: 20,
  breakTime: 60,
  winterStart: "07:30",
  winterEnd: "16:30",
  summerStart: "07:00",
  summerEnd: "17:00",
};

/** The form's input for `personal` and `employee` as an EMPLOYEE of Cantiere. */
export function personInput(over: Partial<PersonInput> = {}): PersonInput {
  const p = personal;
  return {
    details: { firstName: p.firstName, lastName: p.lastName, birthday: p.birthday, gender: p.gender, civilStatus: p.civilStatus, childrenNumber: p.childrenNumber, motherLanguage: p.motherLanguage },
    contact: { address: p.address, zip: p.zip, city: p.city, countryId: p.countryId, personalMail: p.personalMail, officeMail: p.officeMail, phones: p.phones },
    email: p.email,
    username: p.username,
    companyCode: "cantiere",
    role: "EMPLOYEE",
    capabilities: ["LIST_IN_HR_MODULE"],
    employee,
    quickSalId: null,
    ...over,
  };
}

export const register = (over: Partial<PersonInput> = {}, grantor: Grantor | null = null): Extract<PersonCommand, { type: "RegisterPerson" }> => ({
  type: "RegisterPerson",
  personId: 42,
  input: personInput(over),
  grantor,
});

export const registered = (over: Partial<PersonRegistered["data"]> = {}): PersonRegistered => ({
  type: "PersonRegistered",
  data: {
    personId: 42,
    companyCode: "cantiere",
    role: "EMPLOYEE",
    capabilities: ["LIST_IN_HR_MODULE"],
    employee,
    quickSalId: null,
    personal,
    at: "2026-01-05T07:00:00.000Z",
    by: 1,
    ...over,
  },
});

/** A grantor with the default rights of a role (and those of the flags). */
export function grantorWith(role: "ADMIN" | "HR", personId = 1, capabilities: PersonInput["capabilities"] = []): Grantor {
  return { personId, role, rights: [...accessOf({ personId, role, capabilities: [...capabilities], companyCode: "cantiere", active: true }).rights] };
}
