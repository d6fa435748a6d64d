// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The person commands as the screens run them, through the real store (issue 11, ADR-0033): HR
// registers people of its own companies with their account (a taken username beside its field, a
// double submit registering one person), edits them with the version the form showed (a stale one
// is a conflict, the email is fixed, a WORKER's hidden fields keep what is recorded), the person
// changes their own details, contacts and settings, HR assigns a WORKER's sites. A database of its
// own: the administrators raced at the end are this file's to demote.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { verifyPassword } from "../../app/auth/password.server";
import { personDecider, type PersonState } from "../../app/domain/person/decider";
import { settingsFromToggles, type PersonEvent } from "../../app/domain/person/events";
import type { PersonInput } from "../../app/domain/person/input";
import { ConcurrencyError, isDomainError } from "../../app/domain/shared/errors";
import { readStream } from "../../app/events/store.server";
import { assignSites } from "../../app/areas/people/assign-sites.server";
import { changeNotificationSettings } from "../../app/areas/notifications/change-notification-settings.server";
import { changeOwnContacts } from "../../app/areas/people/change-own-contacts.server";
import { changeOwnDetails } from "../../app/areas/people/change-own-details.server";
import { createPerson } from "../../app/areas/people/create-person.server";
import { editPerson } from "../../app/areas/people/edit-person.server";
import { useOwnDb } from "./helpers";
import { employeeRecord, metaOf, newPerson, userOf } from "./people";

const get = useOwnDb(8);
let sql: ReturnType<typeof get>["sql"];
let admin: CurrentUser;
/** HR of Cantiere alone (no LIST_ALL_EMPLOYEE) and HR of Metalsky alone */
let hrCantiere: CurrentUser;
let hrMetalsky: CurrentUser;
let cantiereSites: number[];

beforeAll(async () => {
  sql = get().sql;
  const [a] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'admin'`;
  admin = await userOf(sql, Number(a.id));
  hrCantiere = await newPerson(sql, { role: "HR", companyCode: "cantiere", prefix: "hr-c" });
  hrMetalsky = await newPerson(sql, { role: "HR", companyCode: "metalsky", prefix: "hr-m" });
  cantiereSites = (await sql<{ id: number }[]>`SELECT id FROM site_list WHERE company_code = 'cantiere' ORDER BY id LIMIT 2`).map((r) => Number(r.id));
});

/** The error a refused operation throws, as code, field and status. */
async function refusalOf(run: Promise<unknown>): Promise<{ code: string; field: string | undefined; status: number; conflict: boolean }> {
  try {
    await run;
  } catch (e) {
    if (!isDomainError(e)) throw e;
    return { code: e.code, field: e.field, status: e.status, conflict: e instanceof ConcurrencyError };
  }
  throw new Error("the operation was not refused");
}

/** The person's state folded from their stream, as the decider sees it. */
async function stateOf(id: number): Promise<PersonState> {
  const events = await readStream(sql, `person-${id}`);
  return events.reduce((s, e) => personDecider.evolve(s, e as unknown as PersonEvent), personDecider.initialState());
}

const typesOf = async (id: number) => (await readStream(sql, `person-${id}`)).map((e) => e.type);

/** HR's form for a new EMPLOYEE of Cantiere with two phones, under a fresh username. */
function newEmployee(over: Partial<PersonInput> = {}): PersonInput {
  const username = `nuovo-${randomUUID().slice(0, 8)}`;
  return {
    details: { firstName: "Nadia", lastName: "Nuova", birthday: "1991-03-02", gender: "female", civilStatus: "married", childrenNumber: 2, motherLanguage: "german" },
    contact: {
      address: "Via Nassa 5",
      zip: "6900",
      city: "Lugano",
      countryId: 1,
      personalMail: "nadia@bluewin.ch",
      officeMail: null,
      phones: [
        { number: "+41 79 200 30 40", type: "mobile" },
        { number: "+41 91 600 10 01", type: "workoffice" },
      ],
    },
    email: `${username}@cantiere-group.ch`,
    username,
    companyCode: "cantiere",
    role: "EMPLOYEE",
    capabilities: ["LIST_IN_HR_MODULE"],
    employee: employeeRecord({ badgeId: 4711 }),
    quickSalId: "Q-4711",
    ...over,
  };
}

/** The recorded person as HR's edit form would send it back unchanged. */
async function formOf(id: number): Promise<PersonInput> {
  const s = await stateOf(id);
  if (!s.details || !s.contact || !s.employee || !s.companyCode || !s.email) throw new Error("unreadable person");
  return { details: s.details, contact: s.contact, email: s.email, username: null, companyCode: s.companyCode, role: s.role, capabilities: s.capabilities, employee: s.employee, quickSalId: s.quickSalId };
}

describe("creating a person", () => {
  it("HR registers an employee with two phones, the employee record and an account whose password works", async () => {
    const input = newEmployee();
    const outcome = await createPerson(sql, hrCantiere, { person: input, password: "Segreto12" }, metaOf(hrCantiere.id));
    expect(outcome.eventTypes).toEqual(["PersonRegistered"]);
    const [registered] = await readStream(sql, `person-${outcome.id}`);
    expect(registered.data).toMatchObject({ companyCode: "cantiere", role: "EMPLOYEE", employee: { badgeId: 4711 }, by: hrCantiere.id, personal: { phones: input.contact.phones, personalMail: "nadia@bluewin.ch" } });
    // HR of Cantiere lacks update quickSalId: the form's quick id is not taken
    expect(registered.data).toMatchObject({ quickSalId: null });
    const [account] = await sql<{ username: string; password_hash: string }[]>`SELECT username, password_hash FROM accounts WHERE person_id = ${outcome.id}`;
    expect(account.username).toBe(input.username);
    expect(await verifyPassword(account.password_hash, "Segreto12")).toBe(true);
    // the personal data is stored encrypted with the person's own key (ADR-0007)
    const [raw] = await sql<{ personal: unknown; subject: string }[]>`SELECT data->'personal' AS personal, pii_subject AS subject FROM events WHERE stream_id = ${`person-${outcome.id}`}`;
    expect(raw).toMatchObject({ subject: `person-${outcome.id}`, personal: { $enc: expect.stringMatching(/^v1\./) } });
  });

  it("an administrator sets the quick id; the same form sent twice registers one person", async () => {
    const input = newEmployee();
    const meta = metaOf(admin.id);
    const first = await createPerson(sql, admin, { person: input, password: "Segreto12" }, meta);
    const again = await createPerson(sql, admin, { person: input, password: "Segreto12" }, meta);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect((await stateOf(first.id)).quickSalId).toBe("Q-4711");
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM accounts WHERE username = ${input.username}`;
    expect(n).toBe(1);
  });

  it("a taken username is user_already_exists beside the username field, whatever its case", async () => {
    const r = await refusalOf(createPerson(sql, hrCantiere, { person: newEmployee({ username: "Employee" }), password: "Segreto12" }, metaOf(hrCantiere.id)));
    expect(r).toMatchObject({ code: "user_already_exists", field: "username", status: 422 });
  });

  it("HR of another company is refused beside the company, and nothing is registered", async () => {
    const input = newEmployee();
    const r = await refusalOf(createPerson(sql, hrMetalsky, { person: input, password: "Segreto12" }, metaOf(hrMetalsky.id)));
    expect(r).toMatchObject({ code: "person.company_not_in_scope", field: "companyCode", status: 403 });
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM accounts WHERE username = ${input.username}`;
    expect(n).toBe(0);
    // the same person in Metalsky is HR of Metalsky's to register
    const ok = await createPerson(sql, hrMetalsky, { person: { ...input, companyCode: "metalsky" }, password: "Segreto12" }, metaOf(hrMetalsky.id));
    expect((await stateOf(ok.id)).companyCode).toBe("metalsky");
  });

  it("HR is offered the HR-association roles only, needs update hr, and the password follows the spec's rule", async () => {
    expect(await refusalOf(createPerson(sql, hrCantiere, { person: newEmployee({ role: "ADMIN" }), password: "Segreto12" }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "person.role_not_offered",
      field: "role",
      status: 403,
    });
    const employee = await newPerson(sql, { role: "EMPLOYEE" });
    expect(await refusalOf(createPerson(sql, employee, { person: newEmployee(), password: "Segreto12" }, metaOf(employee.id)))).toMatchObject({ code: "errors.forbidden", status: 403 });
    expect(await refusalOf(createPerson(sql, hrCantiere, { person: newEmployee(), password: "segreto" }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "validationMessagePassword",
      field: "password",
    });
    // a new password is at most 128 characters (TEXT_LIMITS.password): the refusal carries the limit
    const tooLong = createPerson(sql, hrCantiere, { person: newEmployee(), password: `Segreto12${"x".repeat(120)}` }, metaOf(hrCantiere.id));
    await expect(tooLong).rejects.toMatchObject({ code: "forms.errors.too_long_max", field: "password", params: { max: 128 } });
  });

  it("refuses an employee without the employee record beside the first missing field", async () => {
    const r = await refusalOf(createPerson(sql, hrCantiere, { person: newEmployee({ employee: employeeRecord({ hiredAt: null }) }), password: "Segreto12" }, metaOf(hrCantiere.id)));
    expect(r).toMatchObject({ code: "errors.required", field: "employee.hiredAt", status: 422 });
  });
});

describe("editing a person", () => {
  it("saves with the version the form showed; a stale version is a conflict and changes nothing", async () => {
    const { id } = await createPerson(sql, hrCantiere, { person: newEmployee(), password: "Segreto12" }, metaOf(hrCantiere.id));
    const form = await formOf(id);
    const changed = { ...form, contact: { ...form.contact, city: "Bellinzona" }, employee: { ...form.employee, workPercentage: 80 } };
    const saved = await editPerson(sql, hrCantiere, { personId: id, person: changed, expectedVersion: 1 }, metaOf(hrCantiere.id));
    expect(saved.eventTypes).toEqual(["PersonContactDetailsChanged", "EmployeeRecordChanged"]);
    expect(saved.version).toBe(3);
    // nothing changed: nothing recorded (the stored record's keys come back from JSONB in another order)
    expect((await editPerson(sql, hrCantiere, { personId: id, person: await formOf(id), expectedVersion: 3 }, metaOf(hrCantiere.id))).eventTypes).toEqual([]);

    const stale = await refusalOf(editPerson(sql, hrCantiere, { personId: id, person: { ...changed, contact: { ...changed.contact, city: "Locarno" } }, expectedVersion: 1 }, metaOf(hrCantiere.id)));
    expect(stale).toMatchObject({ conflict: true, status: 409 });
    expect((await stateOf(id)).contact?.city).toBe("Bellinzona");
  });

  it("refuses an email change beside the email and a termination before the hire date beside the termination", async () => {
    const { id } = await createPerson(sql, hrCantiere, { person: newEmployee(), password: "Segreto12" }, metaOf(hrCantiere.id));
    const form = await formOf(id);
    expect(await refusalOf(editPerson(sql, hrCantiere, { personId: id, person: { ...form, email: "altra@cantiere-group.ch" }, expectedVersion: 1 }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "person.email_fixed",
      field: "email",
    });
    const early = { ...form, employee: { ...form.employee, terminatedAt: "2019-12-31" } };
    expect(await refusalOf(editPerson(sql, hrCantiere, { personId: id, person: early, expectedVersion: 1 }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "person.hire_after_termination",
      field: "employee.terminatedAt",
    });
    expect(await typesOf(id)).toEqual(["PersonRegistered"]);
  });

  it("keeps what a WORKER's form hides: birthday, gender, private phones, company, badge, hire date, work percentage, holidays, quick id", async () => {
    const worker = await newPerson(sql, { role: "WORKER", phones: [{ number: "+41 79 555 66 77", type: "mobile" }, { number: "+41 91 600 20 20", type: "workoffice" }] });
    const before = await stateOf(worker.id);
    const form = await formOf(worker.id);
    // what the WORKER's form sends: none of the hidden fields, its company filled by the schema's fallback
    const sent: PersonInput = {
      ...form,
      details: { ...form.details, firstName: "Walter", birthday: null, gender: null },
      contact: { ...form.contact, phones: [{ number: "+41 91 600 20 21", type: "workoffice" }] },
      companyCode: "cantiere",
      employee: { ...form.employee, badgeId: null, hiredAt: null, workPercentage: null, holidaysCount: null, breakTime: 30 },
      quickSalId: null,
    };
    await editPerson(sql, admin, { personId: worker.id, person: sent, expectedVersion: 1 }, metaOf(admin.id));
    const after = await stateOf(worker.id);
    expect(after.details).toEqual({ ...before.details, firstName: "Walter" });
    expect(after.contact?.phones).toEqual([{ number: "+41 91 600 20 21", type: "workoffice" }, { number: "+41 79 555 66 77", type: "mobile" }]);
    expect(after.employee).toEqual({ ...before.employee, breakTime: 30 });
    expect(after.companyCode).toBe("cantiere");
  });

  it("HR of Metalsky cannot edit a person of Cantiere (not found); HR of Cantiere cannot move one to Metalsky", async () => {
    const { id } = await createPerson(sql, hrCantiere, { person: newEmployee(), password: "Segreto12" }, metaOf(hrCantiere.id));
    const form = await formOf(id);
    expect(await refusalOf(editPerson(sql, hrMetalsky, { personId: id, person: form, expectedVersion: 1 }, metaOf(hrMetalsky.id)))).toMatchObject({ code: "errors.not_found", status: 404 });
    expect(await refusalOf(editPerson(sql, hrCantiere, { personId: id, person: { ...form, companyCode: "metalsky" }, expectedVersion: 1 }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "person.company_not_in_scope",
      field: "companyCode",
    });
    // nobody edits their own record through HR's form
    const self = await formOf(hrCantiere.id);
    expect(await refusalOf(editPerson(sql, hrCantiere, { personId: hrCantiere.id, person: { ...self, contact: { ...self.contact, city: "Chiasso" } }, expectedVersion: null }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "permission.own_change",
    });
  });

  it("a role change clears the assigned sites", async () => {
    const worker = await newPerson(sql, { role: "WORKER" });
    await assignSites(sql, hrCantiere, { personId: worker.id, siteIds: cantiereSites, expectedVersion: 1 }, metaOf(hrCantiere.id));
    expect((await stateOf(worker.id)).siteIds).toEqual([...cantiereSites].sort((a, b) => a - b));
    const form = await formOf(worker.id);
    const outcome = await editPerson(sql, admin, { personId: worker.id, person: { ...form, role: "INTERIM" }, expectedVersion: 2 }, metaOf(admin.id));
    expect(outcome.eventTypes).toEqual(["PersonRoleAssigned", "PersonSitesCleared"]);
    expect((await stateOf(worker.id)).siteIds).toEqual([]);
  });
});

describe("the person's own forms", () => {
  it("an employee changes identity and contacts; a stale version is a conflict", async () => {
    const me = await userOf(sql, (await createPerson(sql, hrCantiere, { person: newEmployee(), password: "Segreto12" }, metaOf(hrCantiere.id))).id);
    const form = await formOf(me.id);
    const outcome = await changeOwnDetails(sql, me, { details: { ...form.details, lastName: "Sposata" }, contact: { ...form.contact, zip: "6500", city: "Bellinzona" }, expectedVersion: 1 }, metaOf(me.id));
    expect(outcome.eventTypes).toEqual(["PersonDetailsChanged", "PersonContactDetailsChanged"]);
    expect(await refusalOf(changeOwnDetails(sql, me, { details: form.details, contact: form.contact, expectedVersion: 1 }, metaOf(me.id)))).toMatchObject({ conflict: true });
    const s = await stateOf(me.id);
    expect({ last: s.details?.lastName, city: s.contact?.city }).toEqual({ last: "Sposata", city: "Bellinzona" });
  });

  it("a WORKER may not use the full form, but changes their contacts and keeps the private phones the form hides", async () => {
    const worker = await newPerson(sql, { role: "WORKER", phones: [{ number: "+41 79 555 66 78", type: "home" }] });
    const form = await formOf(worker.id);
    expect(await refusalOf(changeOwnDetails(sql, worker, { details: form.details, contact: form.contact, expectedVersion: 1 }, metaOf(worker.id)))).toMatchObject({ code: "errors.forbidden" });
    await changeOwnContacts(sql, worker, { contact: { ...form.contact, phones: [{ number: "+41 79 555 66 79", type: "workmobile" }] }, expectedVersion: 1 }, metaOf(worker.id));
    expect((await stateOf(worker.id)).contact?.phones).toEqual([{ number: "+41 79 555 66 79", type: "workmobile" }, { number: "+41 79 555 66 78", type: "home" }]);
    expect(await refusalOf(changeOwnContacts(sql, worker, { contact: { ...form.contact, countryId: null }, expectedVersion: 2 }, metaOf(worker.id)))).toMatchObject({ code: "errors.required", field: "countryId" });
  });

  it("records the notification toggles once; the same ones again record nothing", async () => {
    const me = await newPerson(sql, { role: "EMPLOYEE" });
    const off = settingsFromToggles({ sites: false, files: true, stampingHours: false });
    expect((await changeNotificationSettings(sql, me, { settings: off, expectedVersion: 1 }, metaOf(me.id))).eventTypes).toEqual(["PersonNotificationSettingsChanged"]);
    expect((await changeNotificationSettings(sql, me, { settings: off, expectedVersion: 2 }, metaOf(me.id))).eventTypes).toEqual([]);
    expect((await stateOf(me.id)).settings).toEqual(off);
  });
});

describe("assigned sites", () => {
  it("HR assigns sites it sees to a WORKER; an unknown site, another company's person and a role without sites are refused", async () => {
    const worker = await newPerson(sql, { role: "WORKER" });
    expect(await refusalOf(assignSites(sql, hrCantiere, { personId: worker.id, siteIds: [cantiereSites[0], 987_654_321], expectedVersion: 1 }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "person.unknown_site",
      field: "siteIds",
    });
    expect(await refusalOf(assignSites(sql, hrMetalsky, { personId: worker.id, siteIds: [], expectedVersion: 1 }, metaOf(hrMetalsky.id)))).toMatchObject({ code: "errors.not_found" });
    const employee = await newPerson(sql, { role: "EMPLOYEE" });
    expect(await refusalOf(assignSites(sql, hrCantiere, { personId: employee.id, siteIds: [cantiereSites[0]], expectedVersion: 1 }, metaOf(hrCantiere.id)))).toMatchObject({
      code: "person.sites_not_for_role",
      field: "siteIds",
    });
    const ok = await assignSites(sql, hrCantiere, { personId: worker.id, siteIds: [cantiereSites[0]], expectedVersion: 1 }, metaOf(hrCantiere.id));
    expect(ok.eventTypes).toEqual(["PersonSitesAssigned"]);
  });
});

describe("the last administrator", () => {
  it("two administrators demoting each other through HR's form at once: one is refused, one administrator stays", async () => {
    const other = await newPerson(sql, { role: "ADMIN", prefix: "adm" });
    const others = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE role = 'ADMIN' AND active AND id NOT IN (${admin.id}, ${other.id})`;
    for (const o of others) {
      const form = await formOf(Number(o.id));
      await editPerson(sql, admin, { personId: Number(o.id), person: { ...form, role: "HR" }, expectedVersion: null }, metaOf(admin.id));
    }
    const [formA, formB] = [await formOf(admin.id), await formOf(other.id)];
    const results = await Promise.allSettled([
      editPerson(sql, admin, { personId: other.id, person: { ...formB, role: "HR" }, expectedVersion: null }, metaOf(admin.id)),
      editPerson(sql, other, { personId: admin.id, person: { ...formA, role: "HR" }, expectedVersion: null }, metaOf(other.id)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(isDomainError(refused.reason) && refused.reason.code).toBe("permission.last_admin");
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM person_list WHERE role = 'ADMIN' AND active`;
    expect(n).toBe(1);
  });
});
