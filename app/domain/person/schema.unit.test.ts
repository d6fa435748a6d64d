// The person forms' schemas, read as conform reads a posted form (nested names such as
// `phones[1].number` and `employee.badgeId`): good input becomes the decider's PersonInput, every
// problem lands beside its own field, all at once, with the rules' own keys.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { employee, personInput } from "./fixtures";
import {
  assignSitesSchema,
  avatarFormSchema,
  DEFAULT_WORKING_HOURS,
  legalDocumentSchema,
  notificationSettingsSchema,
  ownContactsSchema,
  ownFormDefaults,
  ownProfileSchema,
  pathOf,
  personFormDefaults,
  personFormSchema,
  removeLegalDocumentSchema,
} from "./schema";

const COMMAND_ID = "7b0f1c9e-3d2a-4f6b-9c1d-2e3f4a5b6c7d";

/** A posted form: repeated names for lists, nested names as conform writes them. */
function form(values: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
}

function parse<S extends ZodTypeAny>(schema: S, values: Record<string, string | string[]>) {
  return parseWithZod(form(values), { schema });
}

/** Each field's first message, by the field's name. */
function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }): Record<string, string> {
  return Object.fromEntries(Object.entries(submission.error ?? {}).flatMap(([k, v]) => (v && v.length > 0 ? [[k, v[0]]] : [])));
}

function valueOf<S extends ZodTypeAny>(submission: ReturnType<typeof parse<S>>) {
  if (submission.status !== "success") throw new Error(`refused: ${JSON.stringify(errorsOf(submission))}`);
  return submission.value;
}

/** HR's new-employee form as a person fills it in: Swiss dates, times with a dot, two phones. */
const filled: Record<string, string | string[]> = {
  firstName: " Emilio ",
  lastName: "Impiegato",
  birthday: "12.04.1980",
  gender: "male",
  civilStatus: "single",
  childrenNumber: "0",
  motherLanguage: "italian",
  username: "employee",
  email: "employee@cantiere-group.ch",
  address: "Via Cantonale 12",
  zip: "6900",
  city: "Lugano",
  countryId: "1",
  personalMail: "",
  officeMail: "",
  "phones[0].number": "+41 79 100 10 20",
  "phones[0].type": "mobile",
  "phones[1].number": "+41 91 600 10 00",
  "phones[1].type": "workoffice",
  companyCode: "cantiere",
  role: "EMPLOYEE",
  capabilities: ["LIST_IN_HR_MODULE"],
  "employee.badgeId": "1'002",
  "employee.hiredAt": "01.03.2014",
  "employee.terminatedAt": "",
  "employee.workPercentage": "100",
  "employee.holidaysCount": "20",
  "employee.breakTime": "60",
  "employee.winterStart": "7.30",
  "employee.winterEnd": "16:30",
  "employee.summerStart": "0700",
  "employee.summerEnd": "17:00",
  quickSalId: "",
  password: "Segreto12",
  confirmPassword: "Segreto12",
  commandId: COMMAND_ID,
};

const create = personFormSchema({ mode: "create", companyCode: "cantiere" });
const without = (...names: string[]) => Object.fromEntries(Object.entries(filled).filter(([k]) => !names.includes(k)));

describe("HR's person form, new", () => {
  it("reads every section into the decider's input: Swiss dates, numbers with apostrophes, times, several phones", () => {
    const v = valueOf(parse(create, filled));
    expect(v).toEqual({
      person: personInput({
        contact: { ...personInput().contact, phones: [{ number: "+41 79 100 10 20", type: "mobile" }, { number: "+41 91 600 10 00", type: "workoffice" }] },
        employee: { ...employee, winterStart: "07:30", summerStart: "07:00" },
        quickSalId: null,
      }),
      password: "Segreto12",
      document: null,
      commandId: COMMAND_ID,
      expectedVersion: undefined,
    });
  });

  it("when a legal document is given with the new person, then it is read as the documents page reads one", () => {
    const v = valueOf(parse(create, { ...filled, "document.title": "Permesso B", "document.number": "B-1234", "document.expiresAt": "31.12.2027", "document.signed": "on" }));
    expect(v.document).toEqual({ text: { title: "Permesso B", number: "B-1234" }, expiresAt: "2027-12-31", signed: true });
  });

  it("when a document is given without its title, or with a bad expiry, then each beside its field", () => {
    expect(errorsOf(parse(create, { ...filled, "document.number": "B-1", "document.expiresAt": "31.02.2027" }))).toEqual({
      "document.title": "errors.required",
      "document.expiresAt": expect.any(String),
    });
  });

  it("refuses an empty form with each required field named, at once", () => {
    expect(errorsOf(parse(create, { role: "EMPLOYEE" }))).toEqual({
      firstName: "errors.required",
      lastName: "errors.required",
      username: "errors.required",
      email: "errors.required",
      countryId: "errors.required",
      companyCode: "errors.required",
      gender: "errors.required",
      birthday: "errors.required",
      "employee.badgeId": "errors.required",
      "employee.hiredAt": "errors.required",
      "employee.workPercentage": "errors.required",
      "employee.holidaysCount": "errors.required",
      "employee.breakTime": "errors.required",
      password: "errors.required",
    });
  });

  it("puts each bad value beside its field with the rules' key, once per field", () => {
    const bad = {
      ...filled,
      birthday: "31.02.1980",
      email: "employee at cantiere",
      officeMail: "x@y",
      countryId: "3",
      childrenNumber: "tre",
      "phones[0].type": "fax",
      "phones[1].number": "12",
      "employee.badgeId": "0",
      "employee.workPercentage": "150",
      "employee.holidaysCount": "20.5",
      "employee.breakTime": "50",
      "employee.hiredAt": "01.05.2020",
      "employee.terminatedAt": "30.04.2020",
      "employee.winterStart": "25:00",
      "employee.summerEnd": "06:00",
      role: "BOSS",
    };
    expect(errorsOf(parse(create, bad))).toEqual({
      birthday: "errors.invalid_date",
      email: "validationMessageEmail",
      officeMail: "validationMessageEmail",
      countryId: "forms.errors.invalid_choice",
      childrenNumber: "forms.errors.invalid_number",
      "phones[0].type": "forms.errors.invalid_choice",
      "phones[1].number": "person.phone_invalid",
      "employee.badgeId": "person.badge_min",
      "employee.workPercentage": "person.work_percentage_range",
      "employee.holidaysCount": "person.holidays_range",
      "employee.breakTime": "forms.errors.invalid_choice",
      "employee.terminatedAt": "person.hire_after_termination",
      "employee.winterStart": "errors.invalid_time",
      "employee.summerEnd": "errors.start_after_end",
      role: "forms.errors.invalid_choice",
    });
  });

  it("asks for a password by the spec's rule, confirmed; a password is taken as typed, spaces and all", () => {
    expect(errorsOf(parse(create, { ...filled, password: "segreto", confirmPassword: "segreto" }))).toEqual({ password: "validationMessagePassword" });
    expect(errorsOf(parse(create, { ...filled, confirmPassword: "Segreto13" }))).toEqual({ confirmPassword: "passwords_do_not_match" });
    expect(errorsOf(parse(create, { ...filled, password: " Segreto12", confirmPassword: " Segreto12" }))).toEqual({ password: "validationMessagePassword" });
    expect(errorsOf(parse(create, without("password", "confirmPassword")))).toEqual({ password: "errors.required" });
  });

  it("refuses a new password over 128 characters beside the field with the limit (TEXT_LIMITS.password); 128 pass", () => {
    const at128 = `Segreto12${"x".repeat(119)}`;
    expect(errorsOf(parse(create, { ...filled, password: `${at128}y`, confirmPassword: `${at128}y` }))).toEqual({ password: 'forms.errors.too_long_max|{"max":128}' });
    expect(errorsOf(parse(create, { ...filled, password: at128, confirmPassword: at128 }))).toEqual({});
  });

  it("refuses a username with spaces, a year outside 1900–2100, an unknown company or flag", () => {
    expect(errorsOf(parse(create, { ...filled, username: "due parole", birthday: "12.04.0980", companyCode: "acme", capabilities: ["LIST_IN_HR_MODULE", "GOD_MODE"] }))).toEqual({
      username: "person.username_invalid",
      birthday: "forms.errors.year_range",
      companyCode: "forms.errors.invalid_choice",
      capabilities: "forms.errors.invalid_choice",
    });
  });

  it("gives a WORKER, whose form hides the company and the employee record, the HR user's company and no required record", () => {
    const worker = without("companyCode", "birthday", "gender", "employee.badgeId", "employee.hiredAt", "employee.workPercentage", "employee.holidaysCount");
    const v = valueOf(parse(personFormSchema({ mode: "create", companyCode: "metalsky" }), { ...worker, role: "WORKER" }));
    expect(v.person).toMatchObject({ role: "WORKER", companyCode: "metalsky", details: { birthday: null, gender: null }, employee: { badgeId: null, hiredAt: null } });
  });

  it("reads no role from an empty choice or NONE, and a person without a role needs no employee record", () => {
    const bare = without("companyCode", "gender", "birthday", "employee.badgeId", "employee.hiredAt", "employee.workPercentage", "employee.holidaysCount", "employee.breakTime");
    for (const role of ["", "NONE"]) {
      expect(errorsOf(parse(create, { ...bare, role, companyCode: "sitaf" }))).toEqual({});
      expect(valueOf(parse(create, { ...bare, role, companyCode: "sitaf" })).person.role).toBeNull();
    }
  });

  it("fills empty working hours with the usual ones", () => {
    const v = valueOf(parse(create, { ...filled, "employee.winterStart": "", "employee.winterEnd": "", "employee.summerStart": "", "employee.summerEnd": "" }));
    expect(v.person.employee).toMatchObject(DEFAULT_WORKING_HOURS);
  });

  it("reads a form with a phone row missing from the middle as an empty row, named", () => {
    const holes = { ...without("phones[1].number", "phones[1].type"), "phones[2].number": "+41 91 600 10 00", "phones[2].type": "workoffice" };
    expect(errorsOf(parse(create, holes))).toEqual({ "phones[1].number": "errors.required", "phones[1].type": "forms.errors.invalid_choice" });
  });

  it("refuses more than ten phones", () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [[`phones[${i}].number`, `+41 79 100 10 ${10 + i}`], [`phones[${i}].type`, "workmobile"]]).flat());
    expect(errorsOf(parse(create, { ...without("phones[0].number", "phones[0].type", "phones[1].number", "phones[1].type"), ...many }))).toEqual({ phones: "person.too_many_phones" });
  });
});

describe("HR's person form, edit", () => {
  const edit = personFormSchema({ mode: "edit", companyCode: "cantiere", capabilities: ["NO_STAMPINGLOG"], hours: { winterStart: "08:00", winterEnd: "17:00", summerStart: "07:30", summerEnd: "16:30" } });

  it("asks neither username nor password, reads the expected version, and takes the recorded flags", () => {
    const v = valueOf(parse(edit, { ...without("username", "password", "confirmPassword", "employee.winterStart", "employee.winterEnd"), capabilities: ["ALL_CHECKLISTS"], expectedVersion: "7" }));
    expect(v.person.username).toBeNull();
    expect(v.person.capabilities).toEqual(["NO_STAMPINGLOG"]);
    expect(v.password).toBeNull();
    expect(v.expectedVersion).toBe(7);
    expect(v.person.employee).toMatchObject({ winterStart: "08:00", winterEnd: "17:00", summerStart: "07:00", summerEnd: "17:00" });
  });

  it("needs no employee record from NO_STAMPINGLOG, still checks what is filled in", () => {
    const empty = without("gender", "birthday", "employee.badgeId", "employee.hiredAt", "employee.workPercentage", "employee.holidaysCount", "employee.breakTime");
    expect(errorsOf(parse(edit, empty))).toEqual({});
    expect(errorsOf(parse(edit, { ...empty, "employee.workPercentage": "0" }))).toEqual({ "employee.workPercentage": "person.work_percentage_range" });
  });

  it("refuses a termination before the hire date beside the termination date", () => {
    expect(errorsOf(parse(edit, { ...filled, "employee.terminatedAt": "28.02.2014" }))).toEqual({ "employee.terminatedAt": "person.hire_after_termination" });
  });

  it("shows a recorded person as its default values, which read back to the same input", () => {
    const recorded = personInput({
      contact: { ...personInput().contact, phones: [{ number: "+41 79 100 10 20", type: "mobile" }, { number: "+41 91 600 10 00", type: "workc3x" }] },
      employee: { ...employee, terminatedAt: "2030-12-31" },
      quickSalId: "Q-17",
    });
    const defaults = personFormDefaults(recorded);
    expect(defaults).toMatchObject({ birthday: "12.04.1980", countryId: "1", employee: { hiredAt: "01.03.2014", badgeId: "1002", breakTime: "60" }, quickSalId: "Q-17" });
    const flat: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(defaults)) {
      if (k === "employee") for (const [ek, ev] of Object.entries(v as Record<string, string>)) flat[`employee.${ek}`] = ev;
      else if (k === "phones") (v as { number: string; type: string }[]).forEach((p, i) => Object.assign(flat, { [`phones[${i}].number`]: p.number, [`phones[${i}].type`]: p.type }));
      else flat[k] = v as string | string[];
    }
    const schema = personFormSchema({ mode: "edit", companyCode: "cantiere", capabilities: recorded.capabilities });
    expect(valueOf(parse(schema, flat)).person).toEqual({ ...recorded, username: null });
  });
});

describe("the own profile forms", () => {
  const own = { ...without("username", "email", "companyCode", "role", "capabilities", "password", "confirmPassword"), expectedVersion: "3" };

  it("the full form reads identity and contacts, with the version", () => {
    const v = valueOf(parse(ownProfileSchema({ role: "EMPLOYEE", capabilities: [] }), own));
    expect(v.details).toEqual(personInput().details);
    expect(v.contact.phones).toHaveLength(2);
    expect(v.expectedVersion).toBe(3);
  });

  it("an employee must give gender and birthday; a WORKER, whose form hides them, need not", () => {
    const hidden = { ...own, gender: "", birthday: "" };
    expect(errorsOf(parse(ownProfileSchema({ role: "EMPLOYEE", capabilities: [] }), hidden))).toEqual({ gender: "errors.required", birthday: "errors.required" });
    expect(errorsOf(parse(ownProfileSchema({ role: "WORKER", capabilities: [] }), hidden))).toEqual({});
  });

  it("names only the own form's fields: nothing about the employee record, email or company", () => {
    expect(errorsOf(parse(ownProfileSchema({ role: "EMPLOYEE", capabilities: [] }), { firstName: "Emilio", countryId: "9" }))).toEqual({
      lastName: "errors.required",
      countryId: "forms.errors.invalid_choice",
      gender: "errors.required",
      birthday: "errors.required",
    });
  });

  it("the restricted form reads the contacts only and refuses what the contacts rules refuse", () => {
    const v = valueOf(parse(ownContactsSchema, { ...own, firstName: "ignored" }));
    expect(v).toEqual({ contact: { ...personInput().contact, phones: [{ number: "+41 79 100 10 20", type: "mobile" }, { number: "+41 91 600 10 00", type: "workoffice" }] }, commandId: COMMAND_ID, expectedVersion: 3 });
    expect(errorsOf(parse(ownContactsSchema, { personalMail: "me(at)home", "phones[0].number": "", "phones[0].type": "home" }))).toEqual({
      countryId: "errors.required",
      personalMail: "validationMessageEmail",
      "phones[0].number": "errors.required",
    });
  });

  it("shows the recorded identity and contacts as default values", () => {
    const d = personInput();
    expect(ownFormDefaults(d.details, d.contact)).toMatchObject({ firstName: "Emilio", birthday: "12.04.1980", childrenNumber: "0", countryId: "1", phones: [{ number: "+41 79 100 10 20", type: "mobile" }] });
  });
});

describe("a legal document", () => {
  it("reads title, number, expiry and the signed box", () => {
    expect(valueOf(parse(legalDocumentSchema, { title: " Permesso B ", number: "B-123", expiresAt: "31.12.2027", signed: "on", commandId: COMMAND_ID, expectedVersion: "4" }))).toEqual({
      document: { text: { title: "Permesso B", number: "B-123" }, expiresAt: "2027-12-31", signed: true },
      commandId: COMMAND_ID,
      expectedVersion: 4,
    });
    expect(valueOf(parse(legalDocumentSchema, { title: "Contratto" })).document).toEqual({ text: { title: "Contratto", number: null }, expiresAt: null, signed: false });
  });

  it("requires the title; refuses an impossible expiry date and overlong texts", () => {
    expect(errorsOf(parse(legalDocumentSchema, { expiresAt: "30.02.2027", number: "9".repeat(101) }))).toEqual({
      title: "errors.required",
      number: "forms.errors.too_long",
      expiresAt: "errors.invalid_date",
    });
    expect(errorsOf(parse(legalDocumentSchema, { title: "x".repeat(201) }))).toEqual({ title: "forms.errors.too_long" });
  });

  it("the remove button names a document id", () => {
    expect(valueOf(parse(removeLegalDocumentSchema, { intent: "remove-legal-document", documentId: "a".repeat(32), expectedVersion: "5" }))).toMatchObject({ documentId: "a".repeat(32), expectedVersion: 5 });
    expect(errorsOf(parse(removeLegalDocumentSchema, { intent: "remove-legal-document", documentId: "../etc/passwd" }))).toEqual({ documentId: "errors.not_found" });
  });
});

describe("avatar, settings and assigned sites", () => {
  it("the avatar form is one of its two buttons", () => {
    expect(valueOf(parse(avatarFormSchema, { intent: "remove-avatar", expectedVersion: "2" }))).toMatchObject({ intent: "remove-avatar", expectedVersion: 2 });
    expect(errorsOf(parse(avatarFormSchema, { intent: "delete-everything" }))).toEqual({ intent: "errors.required" });
  });

  it("reads the toggles, in-app and e-mail per topic; an unticked box is off; the mail language is one of the four", () => {
    const v = valueOf(parse(notificationSettingsSchema, { sites: "on", stampingHours: "on", requestDecidedEmail: "on", language: "de", expectedVersion: "1" }));
    expect(v).toMatchObject({ settings: { sites: true, files: false, stampingHours: true, language: "de" }, commandId: undefined, expectedVersion: 1 });
    expect(v.settings.channels.sites).toEqual({ inApp: true, email: false });
    expect(v.settings.channels.requestDecided).toEqual({ inApp: false, email: true });
    expect(v.settings.channels.clockOutMissing).toEqual({ inApp: false, email: false });
    expect(errorsOf(parse(notificationSettingsSchema, { language: "xx" }))).toEqual({ language: "forms.errors.invalid_choice" });
  });

  it("reads the chosen sites once each; none clears them; a non-id is refused", () => {
    expect(valueOf(parse(assignSitesSchema, { siteIds: ["12", "7", "12"] })).siteIds).toEqual([12, 7]);
    expect(valueOf(parse(assignSitesSchema, {})).siteIds).toEqual([]);
    expect(errorsOf(parse(assignSitesSchema, { siteIds: ["12", "x"] }))).toEqual({ siteIds: "person.unknown_site" });
    expect(errorsOf(parse(assignSitesSchema, { siteIds: ["0"] }))).toEqual({ siteIds: "person.unknown_site" });
  });
});

describe("field paths", () => {
  it("names a field as conform does", () => {
    expect(pathOf("phones[1].number")).toEqual(["phones", 1, "number"]);
    expect(pathOf("employee.badgeId")).toEqual(["employee", "badgeId"]);
    expect(pathOf("phones")).toEqual(["phones"]);
    expect(pathOf("phones[3]")).toEqual(["phones", 3]);
  });
});
