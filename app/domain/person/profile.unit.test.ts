// The person's record (issue 11): registration by HR, HR's form, the person's own forms, legal
// documents, the avatar, assigned sites and settings. Given/when/then, no I/O.
import { describe, expect, it } from "vitest";
import { rolesOffered } from "../access/grants";
import { ROLES } from "../access/roles";
import { CTX, given } from "../shared/testing";
import { personDecider, type PersonCommand } from "./decider";
import type { PersonEvent, PersonFile } from "./events";
import { employee, grantorWith, personal, personInput, register, registered } from "./fixtures";
import { checkPersonInput, type PersonInput } from "./input";
import { settingsFromToggles, upcastPersonRegisteredV1 } from "./events";

const at = CTX.now;
const by = CTX.actorId;
const admin = grantorWith("ADMIN", 1);
const hr = grantorWith("HR", 2);
const edit = (over: Partial<PersonInput> = {}, grantor = hr, otherActiveAdmins = 1): PersonCommand => ({ type: "EditPerson", input: personInput({ username: null, ...over }), grantor, otherActiveAdmins });
const codes = (input: PersonInput, mode: "create" | "edit" = "create") => checkPersonInput(input, mode).map((i) => `${i.field}:${i.code}`);
const file = (key: string): PersonFile => ({ key, thumbnailKey: null, contentType: "application/pdf", size: 1200, sha256: "a".repeat(64) });

describe("the person form's rules", () => {
  it("always requires first name, last name, country and email; the email by the spec's rule", () => {
    const input = personInput({ details: { ...personInput().details, firstName: " ", lastName: "" }, email: "", contact: { ...personInput().contact, countryId: null } });
    expect(codes(input)).toEqual(["firstName:errors.required", "lastName:errors.required", "email:errors.required", "countryId:errors.required"]);
    expect(codes(personInput({ email: "not an email" }))).toEqual(["email:validationMessageEmail"]);
    expect(codes(personInput({ contact: { ...personInput().contact, officeMail: "x@y" } }))).toEqual(["officeMail:validationMessageEmail"]);
  });

  it("requires the employee record of an employee: gender, birthday, badge, hire date, work percentage, holidays, break", () => {
    const empty = { ...employee, badgeId: null, hiredAt: null, workPercentage: null, holidaysCount: null, breakTime: null };
    const input = personInput({ employee: empty, details: { ...personInput().details, gender: null, birthday: null } });
    expect(codes(input)).toEqual([
      "gender:errors.required", "birthday:errors.required", "employee.badgeId:errors.required", "employee.hiredAt:errors.required",
      "employee.workPercentage:errors.required", "employee.holidaysCount:errors.required", "employee.breakTime:errors.required",
    ]);
  });

  it("does not require it of a WORKER, of NO_STAMPINGLOG, of a client or of someone without a role", () => {
    const empty = { ...employee, badgeId: null, hiredAt: null, workPercentage: null, holidaysCount: null, breakTime: null };
    const details = { ...personInput().details, gender: null, birthday: null };
    expect(codes(personInput({ role: "WORKER", employee: empty, details }))).toEqual([]);
    expect(codes(personInput({ capabilities: ["NO_STAMPINGLOG"], employee: empty, details }))).toEqual([]);
    expect(codes(personInput({ role: "CLIENT", employee: empty, details }))).toEqual([]);
    expect(codes(personInput({ role: null, employee: empty, details }))).toEqual([]);
  });

  it("work percentage whole 1–100, holidays whole 1–365, badge whole ≥ 1, break from the spec's choices", () => {
    expect(codes(personInput({ employee: { ...employee, workPercentage: 0 } }))).toEqual(["employee.workPercentage:person.work_percentage_range"]);
    expect(codes(personInput({ employee: { ...employee, workPercentage: 101 } }))).toEqual(["employee.workPercentage:person.work_percentage_range"]);
    expect(codes(personInput({ employee: { ...employee, workPercentage: 50.5 } }))).toEqual(["employee.workPercentage:person.work_percentage_range"]);
    expect(codes(personInput({ employee: { ...employee, holidaysCount: 366 } }))).toEqual(["employee.holidaysCount:person.holidays_range"]);
    expect(codes(personInput({ employee: { ...employee, holidaysCount: 0 } }))).toEqual(["employee.holidaysCount:person.holidays_range"]);
    expect(codes(personInput({ employee: { ...employee, badgeId: 0 } }))).toEqual(["employee.badgeId:person.badge_min"]);
    expect(codes(personInput({ employee: { ...employee, breakTime: 50 } }))).toEqual(["employee.breakTime:forms.errors.invalid_choice"]);
    expect(codes(personInput({ employee: { ...employee, workPercentage: 1, holidaysCount: 365, badgeId: 1, breakTime: 90 } }))).toEqual([]);
  });

  it("refuses a termination before the hire date; the same day is fine", () => {
    expect(codes(personInput({ employee: { ...employee, hiredAt: "2020-05-01", terminatedAt: "2020-04-30" } }))).toEqual(["employee.terminatedAt:person.hire_after_termination"]);
    expect(codes(personInput({ employee: { ...employee, hiredAt: "2020-05-01", terminatedAt: "2020-05-01" } }))).toEqual([]);
  });

  it("checks each phone entry: a number people can dial, one of the spec's types", () => {
    const phones = [
      { number: "+41 91 600 10 00", type: "workoffice" as const },
      { number: "12", type: "mobile" as const },
      { number: "", type: "home" as const },
    ];
    expect(codes(personInput({ contact: { ...personInput().contact, phones } }))).toEqual(["phones[1].number:person.phone_invalid", "phones[2].number:errors.required"]);
  });

  it("asks a username on create only, letters, digits and . _ - @", () => {
    expect(codes(personInput({ username: "" }))).toEqual(["username:errors.required"]);
    expect(codes(personInput({ username: "due parole" }))).toEqual(["username:person.username_invalid"]);
    expect(codes(personInput({ username: "h" }))).toEqual(["username:person.username_invalid"]);
    expect(codes(personInput({ username: "hr" }))).toEqual([]);
    expect(codes(personInput({ username: null }), "edit")).toEqual([]);
    expect(codes(personInput({ username: "hr" }))).toEqual([]);
    expect(codes(personInput({ username: "zoë.müller" }))).toEqual([]);
    expect(codes(personInput({ username: "x" }))).toEqual(["username:person.username_invalid"]);
  });
});

describe("person: registration by HR and by an administrator", () => {
  it("records every field: identity, contacts with several phones, employee record, quick id", () => {
    const phones = [
      { number: "+41 79 100 10 20", type: "mobile" as const },
      { number: "+41 91 600 10 00", type: "workoffice" as const },
    ];
    given(personDecider)
      .when(register({ contact: { ...personInput().contact, phones, personalMail: "Emilio@Bluewin.ch" }, quickSalId: "Q-17" }, admin))
      .thenEvents([
        {
          type: "PersonRegistered",
          data: {
            personId: 42, companyCode: "cantiere", role: "EMPLOYEE", capabilities: ["LIST_IN_HR_MODULE"], employee, quickSalId: "Q-17",
            personal: { ...personal, phones, personalMail: "emilio@bluewin.ch" }, at, by,
          },
        },
      ]);
  });

  it("HR is offered the HR-association roles only; an administrator any", () => {
    given(personDecider).when(register({ role: "WORKER", capabilities: [] }, hr)).thenThrows("person.role_not_offered", { kind: "forbidden", field: "role" });
    given(personDecider).when(register({ role: "ADMIN", capabilities: [] }, hr)).thenThrows("person.role_not_offered");
    for (const role of ["HR", "EMPLOYEE", "ASSOCIATE"] as const) {
      given(personDecider).when(register({ role, capabilities: [] }, hr)).thenEvents([expect.objectContaining({ type: "PersonRegistered" }) as PersonEvent]);
    }
    given(personDecider).when(register({ role: "WORKER", capabilities: [] }, admin)).thenEvents([expect.objectContaining({ type: "PersonRegistered" }) as PersonEvent]);
  });

  it("an administrator is offered every role, CLIENT included: a client's narrowing rights make nobody stronger", () => {
    expect(rolesOffered(admin)).toEqual([...ROLES]);
    expect(rolesOffered(hr)).toEqual(["HR", "EMPLOYEE", "ASSOCIATE"]);
    given(personDecider).when(register({ role: "CLIENT", capabilities: [] }, admin)).thenEvents([expect.objectContaining({ type: "PersonRegistered" }) as PersonEvent]);
    given(personDecider).when(register({ role: "CLIENT", capabilities: [] }, hr)).thenThrows("person.role_not_offered");
  });

  it("nobody registers someone with a flag they could not grant themselves", () => {
    given(personDecider).when(register({ role: "EMPLOYEE", capabilities: ["EDIT_INVENTORY"] }, hr)).thenThrows("permission.cannot_grant");
  });

  it("applies the form's rules to HR's registration; the system (seed, command line) only needs names, email and country", () => {
    const bare = { ...employee, badgeId: null, hiredAt: null, workPercentage: null, holidaysCount: null, breakTime: null };
    given(personDecider).when(register({ employee: bare }, hr)).thenThrows("errors.required", { field: "employee.badgeId" });
    given(personDecider).when(register({ employee: bare, role: "ADMIN" }, null)).thenEvents([expect.objectContaining({ type: "PersonRegistered" }) as PersonEvent]);
    given(personDecider).when(register({ email: "" }, null)).thenThrows("errors.required", { field: "email" });
  });
});

describe("person: HR's form on a registered person", () => {
  const history = [registered()];

  it("records each part that changed as its own fact, nothing for what stayed", () => {
    const contact = { ...personInput().contact, city: "Bellinzona", phones: [{ number: "+41 79 555 55 55", type: "mobile" as const }] };
    given(personDecider, history)
      .when(edit({ contact, employee: { ...employee, workPercentage: 80 }, quickSalId: "Q-9" }))
      .thenEvents([
        { type: "PersonContactDetailsChanged", data: { personId: 42, personal: contact, at, by } },
        { type: "EmployeeRecordChanged", data: { personId: 42, employee: { ...employee, workPercentage: 80 }, previous: employee, at, by } },
        { type: "PersonQuickSalIdAssigned", data: { personId: 42, quickSalId: "Q-9", previous: null, at, by } },
      ]);
    given(personDecider, history).when(edit()).thenNothing();
  });

  it("records nothing when only the stored order of keys differs (JSONB hands them back sorted its own way)", () => {
    const reordered = (o: object) => Object.fromEntries(Object.entries(o).reverse());
    const stored = registered({ employee: reordered(employee) as typeof employee });
    given(personDecider, [stored]).when(edit()).thenNothing();
    const settings = { type: "PersonNotificationSettingsChanged" as const, data: { personId: 42, settings: reordered(settingsFromToggles({ sites: false, files: true, stampingHours: false })) as never, at, by } };
    given(personDecider, [registered(), settings]).when({ type: "ChangeNotificationSettings", settings: settingsFromToggles({ sites: false, files: true, stampingHours: false }) }).thenNothing();
  });

  it("refuses to change the email once the user exists", () => {
    given(personDecider, history).when(edit({ email: "other@cantiere-group.ch" })).thenThrows("person.email_fixed", { field: "email" });
  });

  it("refuses a termination before the hire date beside the field", () => {
    given(personDecider, history).when(edit({ employee: { ...employee, terminatedAt: "2010-01-01" } })).thenThrows("person.hire_after_termination", { field: "employee.terminatedAt" });
  });

  it("moves the person to another company as a fact of its own", () => {
    given(personDecider, history)
      .when(edit({ companyCode: "metalsky" }))
      .thenEvents([{ type: "PersonCompanyChanged", data: { personId: 42, companyCode: "metalsky", previous: "cantiere", at, by } }]);
  });

  it("a role change clears the assigned sites", () => {
    const worker = [registered({ role: "WORKER" }), { type: "PersonSitesAssigned", data: { personId: 42, siteIds: [3, 5], previous: [], at, by } } as PersonEvent];
    given(personDecider, worker)
      .when(edit({ role: "INTERIM" }, admin))
      .thenEvents([
        { type: "PersonRoleAssigned", data: { personId: 42, role: "INTERIM", previousRole: "WORKER", at, by } },
        { type: "PersonSitesCleared", data: { personId: 42, previous: [3, 5], reason: "role_changed", at, by } },
      ]);
  });

  it("keeps what a WORKER's form does not show: birthday, gender, private phones, company, badge, hire date, work percentage, holidays, quick id", () => {
    const phones = [{ number: "+41 79 100 10 20", type: "mobile" as const }, { number: "+41 91 600 10 00", type: "workoffice" as const }];
    const worker = [registered({ role: "WORKER", quickSalId: "Q-1", personal: { ...personal, phones } })];
    const sent = personInput({
      username: null,
      role: "WORKER",
      details: { ...personInput().details, birthday: null, gender: null, firstName: "Emiliano" },
      contact: { ...personInput().contact, phones: [{ number: "+41 91 600 99 99", type: "workoffice" }] },
      companyCode: "sitaf",
      quickSalId: null,
      employee: { ...employee, badgeId: null, hiredAt: null, workPercentage: null, holidaysCount: null, breakTime: 30 },
    });
    given(personDecider, worker)
      .when({ type: "EditPerson", input: sent, grantor: admin, otherActiveAdmins: 1 })
      .thenEvents([
        { type: "PersonDetailsChanged", data: { personId: 42, personal: { ...personInput().details, firstName: "Emiliano" }, at, by } },
        {
          type: "PersonContactDetailsChanged",
          data: { personId: 42, personal: { ...personInput().contact, phones: [{ number: "+41 91 600 99 99", type: "workoffice" }, { number: "+41 79 100 10 20", type: "mobile" }] }, at, by },
        },
        { type: "EmployeeRecordChanged", data: { personId: 42, employee: { ...employee, breakTime: 30 }, previous: employee, at, by } },
      ]);
  });

  it("HR cannot make someone an administrator, nor take ADMIN away; the last administrator keeps it", () => {
    given(personDecider, history).when(edit({ role: "ADMIN" })).thenThrows("person.role_not_offered");
    const anAdmin = [registered({ role: "ADMIN" })];
    given(personDecider, anAdmin).when(edit({ role: "HR" })).thenThrows("permission.cannot_remove");
    given(personDecider, anAdmin).when(edit({ role: "HR" }, admin, 0)).thenThrows("permission.last_admin");
  });

  it("nobody edits their own record through HR's form", () => {
    given(personDecider, [registered({ personId: 2 })]).when(edit({}, hr)).thenThrows("permission.own_change");
  });

  it("a person whose personal data was erased is not found", () => {
    given(personDecider, [registered(), { type: "PersonErased", data: { personId: 42, at, by } }]).when(edit()).thenThrows("errors.not_found");
  });
});

describe("person: the person's own forms", () => {
  const history = [registered()];

  it("the full form changes identity and contacts, never the email or the employee record", () => {
    const details = { ...personInput().details, civilStatus: "married" as const, childrenNumber: 1 };
    given(personDecider, history)
      .when({ type: "ChangePersonDetails", details, contact: personInput().contact })
      .thenEvents([{ type: "PersonDetailsChanged", data: { personId: 42, personal: details, at, by } }]);
  });

  it("the restricted form changes contacts only, checked by the same rules", () => {
    const contact = { ...personInput().contact, personalMail: "emilio@bluewin.ch" };
    given(personDecider, history)
      .when({ type: "ChangeContactDetails", contact })
      .thenEvents([{ type: "PersonContactDetailsChanged", data: { personId: 42, personal: contact, at, by } }]);
    given(personDecider, history).when({ type: "ChangeContactDetails", contact: { ...contact, personalMail: "nope" } }).thenThrows("validationMessageEmail", { field: "personalMail" });
  });

  it("the notification settings are kept per person; the same settings again record nothing", () => {
    given(personDecider, history)
      .when({ type: "ChangeNotificationSettings", settings: settingsFromToggles({ sites: false, files: true, stampingHours: true }) })
      .thenEvents([{ type: "PersonNotificationSettingsChanged", data: { personId: 42, settings: settingsFromToggles({ sites: false, files: true, stampingHours: true }), at, by } }]);
    given(personDecider, history).when({ type: "ChangeNotificationSettings", settings: settingsFromToggles({ sites: true, files: true, stampingHours: true }) }).thenNothing();
  });

  it("the avatar is replaced or removed, the previous one named for its deletion", () => {
    const photo = { ...file("public/profile-pics/a.jpg"), contentType: "image/jpeg", thumbnailKey: "public/profile-pics/a.thumb.webp" };
    const state = given(personDecider, history)
      .when({ type: "ChangeAvatar", avatar: photo })
      .thenEvents([{ type: "PersonAvatarChanged", data: { personId: 42, avatar: photo, previous: null, at, by } }]);
    expect(state.avatar).toEqual(photo);
    given(personDecider, [...history, { type: "PersonAvatarChanged", data: { personId: 42, avatar: photo, previous: null, at, by } }])
      .when({ type: "ChangeAvatar", avatar: null })
      .thenEvents([{ type: "PersonAvatarChanged", data: { personId: 42, avatar: null, previous: photo, at, by } }]);
  });
});

describe("person: legal documents", () => {
  const history = [registered()];
  const add = (over: Partial<Extract<PersonCommand, { type: "AddLegalDocument" }>> = {}): PersonCommand => ({
    type: "AddLegalDocument",
    documentId: "0d7c1b32-5c3a-4f1e-9a5d-2b8f3a9e6c01",
    text: { title: "Carta d'identità", number: "C1234567" },
    expiresAt: "2030-05-31",
    signed: false,
    file: file("legal-documents/a.pdf"),
    ...over,
  });

  it("adds a document with its title, number, expiry and file; the title and number are personal", () => {
    given(personDecider, history)
      .when(add())
      .thenEvents([
        {
          type: "LegalDocumentAdded",
          data: { personId: 42, documentId: "0d7c1b32-5c3a-4f1e-9a5d-2b8f3a9e6c01", expiresAt: "2030-05-31", signed: false, file: file("legal-documents/a.pdf"), personal: { title: "Carta d'identità", number: "C1234567" }, at, by },
        },
      ]);
  });

  it("requires a title and a file", () => {
    given(personDecider, history).when(add({ text: { title: " ", number: null } })).thenThrows("errors.required", { field: "title" });
    given(personDecider, history).when(add({ file: null })).thenThrows("person.document_file_required", { field: "file" });
  });

  it("removes a document it has; another id is not found", () => {
    const added: PersonEvent = {
      type: "LegalDocumentAdded",
      data: { personId: 42, documentId: "d1", expiresAt: null, signed: true, file: file("legal-documents/a.pdf"), personal: { title: "Contratto", number: null }, at, by },
    };
    given(personDecider, [...history, added]).when({ type: "RemoveLegalDocument", documentId: "d1" }).thenEvents([{ type: "LegalDocumentRemoved", data: { personId: 42, documentId: "d1", at, by } }]);
    given(personDecider, [...history, added]).when({ type: "RemoveLegalDocument", documentId: "d2" }).thenThrows("errors.not_found");
  });
});

describe("person: assigned sites (WORKER and INTERIM only)", () => {
  it("assigns sites to a WORKER, each once and in order", () => {
    given(personDecider, [registered({ role: "WORKER" })])
      .when({ type: "AssignSites", siteIds: [5, 3, 5] })
      .thenEvents([{ type: "PersonSitesAssigned", data: { personId: 42, siteIds: [3, 5], previous: [], at, by } }]);
  });

  it("refuses sites for other roles", () => {
    given(personDecider, [registered()]).when({ type: "AssignSites", siteIds: [3] }).thenThrows("person.sites_not_for_role", { field: "siteIds" });
  });

  it("a role change on the permission screen clears them too", () => {
    const worker = [registered({ role: "WORKER" }), { type: "PersonSitesAssigned", data: { personId: 42, siteIds: [3], previous: [], at, by } } as PersonEvent];
    given(personDecider, worker)
      .when({ type: "ChangeAccess", role: "INTERIM", capabilities: ["LIST_IN_HR_MODULE"], grantor: admin, otherActiveAdmins: 1 })
      .thenEvents([
        { type: "PersonRoleAssigned", data: { personId: 42, role: "INTERIM", previousRole: "WORKER", at, by } },
        { type: "PersonSitesCleared", data: { personId: 42, previous: [3], reason: "role_changed", at, by } },
      ]);
  });
});

describe("PersonRegistered version 1", () => {
  it("is read as version 2: its one phone a mobile entry, no other mails, no quick id", () => {
    const { personalMail: _a, officeMail: _b, phones: _c, ...rest } = personal;
    const v1 = { ...registered().data, quickSalId: undefined, personal: { ...rest, phone: "+41 79 1" } };
    expect(upcastPersonRegisteredV1(v1)).toEqual({ ...registered().data, personal: { ...personal, phones: [{ number: "+41 79 1", type: "mobile" }] } });
    expect(upcastPersonRegisteredV1({ ...v1, personal: { ...rest, phone: null } })).toMatchObject({ personal: { phones: [] } });
    expect(upcastPersonRegisteredV1({ ...v1, personal: null })).toMatchObject({ personal: null, quickSalId: null });
  });
});
