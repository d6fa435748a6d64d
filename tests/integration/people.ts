// People for the person-operation tests: the signed-in user as the app builds it, and quick
// registrations by the system (the seed's and the command-line tools' way, no grantor).
import { randomUUID } from "node:crypto";
import type { CurrentUser } from "../../app/auth/user.server";
import type { Sql } from "../../app/db.server";
import { accessOf, type Capability, type Principal, type Role } from "../../app/domain/access/permissions";
import type { CompanyCode } from "../../app/domain/company/companies";
import type { EmployeeRecord, Phone } from "../../app/domain/person/events";
import { personById } from "../../app/events/queries/people.server";
import { registerPerson } from "../../app/areas/people/register-person.server";

export const NOW = "2026-11-25T09:00:00.000Z";
export const metaOf = (actorId: number | null, commandId: string = randomUUID()) => ({ actorId, now: NOW, commandId });

/** The user as getCurrentUser builds it from person_list. */
export async function userOf(sql: Sql, id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error(`no person ${id}`);
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

export const employeeRecord = (over: Partial<EmployeeRecord> = {}): EmployeeRecord => ({
  badgeId: 2001,
  hiredAt: "2020-02-01",
  terminatedAt: null,
  workPercentage: 100,
  holidaysCount: 25,
  breakTime: 60,
  winterStart: "07:30",
  winterEnd: "16:30",
  summerStart: "07:00",
  summerEnd: "17:00",
  ...over,
});

let n = 0;

/** Registers someone as the system does, with a fresh username (`<prefix>-<random>`), and returns them as a user. */
export async function newPerson(
  sql: Sql,
  opts: { role: Role | null; companyCode?: CompanyCode; capabilities?: Capability[]; phones?: Phone[]; birthday?: string | null; prefix?: string },
): Promise<CurrentUser> {
  const username = `${opts.prefix ?? "p"}${++n}-${randomUUID().slice(0, 6)}`;
  const { id } = await registerPerson(
    sql,
    {
      companyCode: opts.companyCode ?? "cantiere",
      role: opts.role,
      capabilities: opts.capabilities ?? ["LIST_IN_HR_MODULE"],
      employee: employeeRecord({ badgeId: 3000 + n }),
      personal: {
        firstName: "Test",
        lastName: `Person ${n}`,
        username,
        email: `${username}@example.ch`,
        birthday: opts.birthday === undefined ? "1985-06-15" : opts.birthday,
        gender: "female",
        address: "Via Test 1",
        zip: "6900",
        city: "Lugano",
        countryId: 1,
        personalMail: null,
        officeMail: null,
        phones: opts.phones ?? [],
        civilStatus: null,
        childrenNumber: null,
        motherLanguage: null,
      },
      passwordHash: null,
    },
    metaOf(null),
  );
  return userOf(sql, id);
}
