// The person forms' schemas (ADR-0033): HR's person form (new and edit), the person's own full
// profile form and restricted contacts form, a legal document, the avatar's buttons, the
// notification settings and the assigned sites. One schema per form, used by conform in the
// browser and by parseForm in the action; messages are translation keys. Every text is read the
// Swiss way (22.11.2026, 7.30, 1'000) and the result is checked by the decider's own rules
// (checkPersonInput), so the browser, the action and the rules refuse the same input with the
// same keys, every issue beside its field at once. Files (the avatar, a document's file) are not
// in these schemas: they are checked by their bytes where they arrive (app/storage/upload.server.ts).
import { z } from "zod";
import { LANGUAGES, type Language } from "~/i18n/config";
import { NOTIFICATION_TOPICS, type TopicChannels } from "../notification/topics";
import { CAPABILITIES, ROLES, type Capability, type Role } from "../access/permissions";
import { passwordProblem } from "../access/password-rules";
import { COMPANY_CODES, type CompanyCode } from "../company/companies";
import { dateInputValue, INPUT_ERRORS, parseClockTime, parseNumber, readSwissDate } from "../shared/inputs";
import { ACKNOWLEDGED } from "../shared/input-schemas";
import type { ContactDetails, EmployeeRecord, LegalDocumentText, NotificationSettings, PersonDetails, Phone } from "./events";
import { checkPersonInput, type PersonInput, type PersonIssue } from "./input";
import { CIVIL_STATUSES, COUNTRIES, GENDERS, hidesWorkerFields, LIMITS, MOTHER_LANGUAGES, type CountryId, type PhoneType } from "./types";

/** "" and missing are the same: nothing entered. */
const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const text = z.preprocess(emptyToUndefined, z.string().trim().optional());
/** A secret is taken as typed: no trimming. */
const secret = z.preprocess(emptyToUndefined, z.string().optional());

/** The hidden fields every command form carries (STYLE: idempotency and expected version). */
const commandFields = {
  /** the command id, issued when the form was rendered: a repeat appends nothing */
  commandId: text,
  /** the version the user saw: a different current version is a conflict */
  expectedVersion: z.preprocess(
    (v) => {
      const e = emptyToUndefined(v);
      return typeof e === "string" ? Number(e.trim()) : e;
    },
    z.number().int().nonnegative().optional(),
  ),
};

/** A repeated field (checkboxes, a multiple select) as a list, whatever arrived. */
const list = <T extends z.ZodTypeAny>(item: T) => z.preprocess((v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** The usual working hours of a new person (the demo companies' and the working-hours rules' default). */
export const DEFAULT_WORKING_HOURS: Pick<EmployeeRecord, "winterStart" | "winterEnd" | "summerStart" | "summerEnd"> = {
  winterStart: "07:30",
  winterEnd: "16:30",
  summerStart: "07:00",
  summerEnd: "17:00",
};

// ---- the raw fields, as the forms name them ------------------------------------------------

const detailsFields = {
  firstName: text,
  lastName: text,
  /** DD.MM.YYYY or YYYY-MM-DD */
  birthday: text,
  gender: text,
  civilStatus: text,
  childrenNumber: text,
  motherLanguage: text,
};

/** A phone row: `phones[i].number`, `phones[i].type`; a row missing from the middle is an empty row. */
const phoneRow = z.preprocess((v) => (v === undefined || v === null ? {} : v), z.object({ number: text, type: text }));

const contactFields = {
  address: text,
  zip: text,
  city: text,
  /** 1 Switzerland, 2 Italy */
  countryId: text,
  personalMail: text,
  officeMail: text,
  phones: z.preprocess((v) => (v === undefined || v === null || v === "" ? [] : v), z.array(phoneRow)),
};

const employeeFields = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.object({
    badgeId: text,
    hiredAt: text,
    terminatedAt: text,
    workPercentage: text,
    holidaysCount: text,
    /** minutes: 0, 30, 45, 60, 75, 90 */
    breakTime: text,
    winterStart: text,
    winterEnd: text,
    summerStart: text,
    summerEnd: text,
  }),
);

type RawDetails = { [K in keyof typeof detailsFields]?: string };
type RawContact = { [K in Exclude<keyof typeof contactFields, "phones">]?: string } & { phones: { number?: string; type?: string }[] };
type RawEmployee = z.infer<typeof employeeFields>;

// ---- reading the texts -----------------------------------------------------------------------

/** Collects the reading problems, one per field (the first). */
class Issues {
  readonly list: PersonIssue[] = [];
  fail(field: string, code: string): null {
    if (!this.has(field)) this.list.push({ field, code });
    return null;
  }
  has(field: string): boolean {
    return this.list.some((i) => i.field === field);
  }
  /** The rules' issues, except on a field whose text could not even be read. */
  addRules(issues: readonly PersonIssue[], keep: (field: string | null) => boolean = () => true): void {
    for (const i of issues) if (keep(i.field) && !(i.field && this.has(i.field))) this.list.push(i);
  }
}

const date = (s: string | undefined, field: string, issues: Issues): string | null => {
  if (s === undefined) return null;
  const r = readSwissDate(s);
  return r.ok ? r.value : issues.fail(field, r.error);
};

/** A number as typed ("1'000", "80"); whether it is whole and in range is the rules' to say, with their own key. */
const number = (s: string | undefined, field: string, issues: Issues): number | null => {
  if (s === undefined) return null;
  const r = parseNumber(s);
  return r.ok ? r.value : issues.fail(field, r.error);
};

const choice = <T extends string>(s: string | undefined, options: readonly T[], field: string, issues: Issues): T | null => {
  if (s === undefined) return null;
  return (options as readonly string[]).includes(s) ? (s as T) : issues.fail(field, INPUT_ERRORS.choice);
};

function readDetails(f: RawDetails, issues: Issues): PersonDetails {
  return {
    firstName: f.firstName ?? "",
    lastName: f.lastName ?? "",
    birthday: date(f.birthday, "birthday", issues),
    gender: choice(f.gender, GENDERS, "gender", issues),
    civilStatus: choice(f.civilStatus, CIVIL_STATUSES, "civilStatus", issues),
    childrenNumber: number(f.childrenNumber, "childrenNumber", issues),
    motherLanguage: choice(f.motherLanguage, MOTHER_LANGUAGES, "motherLanguage", issues),
  };
}

function readContact(f: RawContact, issues: Issues): ContactDetails {
  let countryId: CountryId | null = null;
  if (f.countryId !== undefined) {
    const n = Number(f.countryId);
    countryId = (COUNTRIES as readonly number[]).includes(n) && /^\d+$/.test(f.countryId) ? (n as CountryId) : issues.fail("countryId", INPUT_ERRORS.choice);
  }
  return {
    address: f.address ?? null,
    zip: f.zip ?? null,
    city: f.city ?? null,
    countryId,
    personalMail: f.personalMail ?? null,
    officeMail: f.officeMail ?? null,
    // an unknown type is kept for the rules to name (forms.errors.invalid_choice beside it)
    phones: f.phones.map((p): Phone => ({ number: p.number ?? "", type: (p.type ?? "") as PhoneType })),
  };
}

/** A time as typed ("7:30", "07.30", "0730") as "HH:mm"; nothing typed takes `fallback`. */
function time(s: string | undefined, fallback: string, field: string, issues: Issues): string {
  if (s === undefined) return fallback;
  const t = parseClockTime(s);
  if (t && t.endsWith(":00")) return t.slice(0, 5);
  issues.fail(field, INPUT_ERRORS.time);
  return fallback;
}

function readEmployee(f: RawEmployee, hours: typeof DEFAULT_WORKING_HOURS, issues: Issues): EmployeeRecord {
  return {
    badgeId: number(f.badgeId, "employee.badgeId", issues),
    hiredAt: date(f.hiredAt, "employee.hiredAt", issues),
    terminatedAt: date(f.terminatedAt, "employee.terminatedAt", issues),
    workPercentage: number(f.workPercentage, "employee.workPercentage", issues),
    holidaysCount: number(f.holidaysCount, "employee.holidaysCount", issues),
    breakTime: number(f.breakTime, "employee.breakTime", issues),
    winterStart: time(f.winterStart, hours.winterStart, "employee.winterStart", issues),
    winterEnd: time(f.winterEnd, hours.winterEnd, "employee.winterEnd", issues),
    summerStart: time(f.summerStart, hours.summerStart, "employee.summerStart", issues),
    summerEnd: time(f.summerEnd, hours.summerEnd, "employee.summerEnd", issues),
  };
}

function report(issues: Issues, ctx: z.RefinementCtx): boolean {
  for (const i of issues.list) ctx.addIssue({ code: z.ZodIssueCode.custom, message: i.code, path: i.field ? pathOf(i.field) : [] });
  return issues.list.length > 0;
}

/** "phones[1].number" → ["phones", 1, "number"], the path conform names the field by. */
export function pathOf(field: string): (string | number)[] {
  return field.split(/\.|\[(\d+)\]\.?/).flatMap((part, i): (string | number)[] => (part === undefined || part === "" ? [] : i % 2 === 1 ? [Number(part)] : [part]));
}

// ---- HR's person form ------------------------------------------------------------------------

export interface PersonFormOptions {
  /** create: username, password and confirmation are asked; edit: neither (both are fixed or elsewhere) */
  mode: "create" | "edit";
  /**
   * The company of a WORKER, whose form does not show it: on create the HR user's own company, on
   * edit the recorded one. Everyone else's form must name the company.
   */
  companyCode: CompanyCode;
  /**
   * Edit: the recorded capability flags (the permission screen sets them; the rules of who needs an
   * employee record read them). Create: none given, the form's `capabilities` checkboxes are read.
   */
  capabilities?: readonly Capability[];
  /** what an empty working-hours field takes: on edit the recorded hours; DEFAULT_WORKING_HOURS otherwise */
  hours?: typeof DEFAULT_WORKING_HOURS;
}

/** What HR's person form parses to. */
export interface PersonFormValue {
  person: PersonInput;
  /** create: the new account's password (the spec's rule, confirmed); edit: null */
  password: string | null;
  /** create: the legal document given with the new person (its file is the multipart body's `documentFile`), or null; edit: null */
  document: LegalDocumentFormValue["document"] | null;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

const NO_ROLE = ["", "NONE"];

/**
 * HR's person form, in sections. Field names: firstName, lastName, birthday, gender, civilStatus,
 * childrenNumber, motherLanguage; username and email (email is shown but fixed on edit); address,
 * zip, city, countryId, personalMail, officeMail, phones[i].number, phones[i].type; companyCode,
 * role ("" or NONE for none), capabilities (create, repeated); employee.badgeId, employee.hiredAt,
 * employee.terminatedAt, employee.workPercentage, employee.holidaysCount, employee.breakTime,
 * employee.winterStart, employee.winterEnd, employee.summerStart, employee.summerEnd; quickSalId;
 * password and confirmPassword (create); commandId, expectedVersion. Phone rows are added and
 * removed with conform's list intents (a submit button, so without JavaScript too).
 */
export function personFormSchema(opts: PersonFormOptions) {
  const hours = opts.hours ?? DEFAULT_WORKING_HOURS;
  return z
    .object({
      ...detailsFields,
      username: text,
      email: text,
      ...contactFields,
      companyCode: text,
      role: text,
      capabilities: list(z.string()),
      employee: employeeFields,
      quickSalId: text,
      password: secret,
      confirmPassword: secret,
      // create only: a legal document attached at once (its file, `documentFile`, comes with the multipart body)
      document: z.object({ title: text, number: text, expiresAt: text, signed: z.preprocess(emptyToUndefined, z.string().optional()) }).optional(),
      ...commandFields,
    })
    .transform((f, ctx): PersonFormValue => {
      const issues = new Issues();
      const role: Role | null = f.role === undefined || NO_ROLE.includes(f.role) ? null : choice(f.role, ROLES, "role", issues);
      let capabilities: Capability[] = [];
      if (opts.mode === "edit") capabilities = [...(opts.capabilities ?? [])];
      else if (f.capabilities.some((c) => !(CAPABILITIES as readonly string[]).includes(c))) issues.fail("capabilities", INPUT_ERRORS.choice);
      else capabilities = f.capabilities as Capability[];

      let companyCode: CompanyCode = opts.companyCode;
      if (f.companyCode !== undefined) companyCode = choice(f.companyCode, COMPANY_CODES, "companyCode", issues) ?? opts.companyCode;
      else if (!hidesWorkerFields(role)) issues.fail("companyCode", INPUT_ERRORS.required);

      const person: PersonInput = {
        details: readDetails(f, issues),
        contact: readContact(f, issues),
        email: f.email ?? "",
        username: opts.mode === "create" ? (f.username ?? "") : null,
        companyCode,
        role,
        capabilities,
        employee: readEmployee(f.employee, hours, issues),
        quickSalId: f.quickSalId ?? null,
      };
      issues.addRules(checkPersonInput(person, opts.mode));

      let password: string | null = null;
      if (opts.mode === "create") {
        const problem = f.password === undefined ? INPUT_ERRORS.required : passwordProblem(f.password);
        if (problem) issues.fail("password", problem);
        if (f.password !== undefined && f.password !== f.confirmPassword) issues.fail("confirmPassword", "passwords_do_not_match");
        password = f.password ?? null;
      }
      const document = opts.mode === "create" ? readCreateDocument(f.document, issues) : null;
      if (report(issues, ctx)) return z.NEVER;
      return { person, password, document, commandId: f.commandId, expectedVersion: f.expectedVersion };
    });
}

/** The create form's legal document: nothing when none of its fields is filled, else the document form's rules (a title; number and expiry checked). */
function readCreateDocument(d: { title?: string; number?: string; expiresAt?: string; signed?: string } | undefined, issues: Issues): LegalDocumentFormValue["document"] | null {
  if (!d || (d.title === undefined && d.number === undefined && d.expiresAt === undefined && d.signed === undefined)) return null;
  if (d.title === undefined) issues.fail("document.title", INPUT_ERRORS.required);
  else if (d.title.length > LIMITS.documentTitle) issues.fail("document.title", INPUT_ERRORS.tooLong);
  if (d.number !== undefined && d.number.length > LIMITS.documentNumber) issues.fail("document.number", INPUT_ERRORS.tooLong);
  const expiresAt = date(d.expiresAt, "document.expiresAt", issues);
  return { text: { title: d.title ?? "", number: d.number ?? null }, expiresAt, signed: d.signed !== undefined };
}

const DETAILS_FIELDS = ["firstName", "lastName", "birthday", "gender", "civilStatus", "childrenNumber", "motherLanguage"];
const CONTACT_FIELDS = ["address", "zip", "city", "countryId", "personalMail", "officeMail", "phones"];
const isOneOf = (fields: readonly string[]) => (field: string | null) => field !== null && fields.some((f) => field === f || field.startsWith(`${f}[`));

/** A stand-in for what the person's own forms do not carry, so the shared rules can run on the rest. */
const ownInput = (details: PersonDetails, contact: ContactDetails, role: Role | null, capabilities: readonly Capability[]): PersonInput => ({
  details,
  contact,
  email: "own@example.ch",
  username: null,
  companyCode: COMPANY_CODES[0],
  role,
  capabilities,
  employee: { badgeId: null, hiredAt: null, terminatedAt: null, workPercentage: null, holidaysCount: null, breakTime: null, ...DEFAULT_WORKING_HOURS },
  quickSalId: undefined,
});

// ---- the person's own forms --------------------------------------------------------------------

export interface OwnProfileFormValue {
  details: PersonDetails;
  contact: ContactDetails;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/**
 * The person's own full profile form (update profile): identity and contacts, the same field names
 * as HR's form. `role` and `capabilities` are the person's own: an employee must give gender and
 * birthday (a WORKER's form does not show them, nor the private phones: the decider keeps those).
 */
export function ownProfileSchema(opts: { role: Role | null; capabilities: readonly Capability[] }) {
  return z.object({ ...detailsFields, ...contactFields, ...commandFields }).transform((f, ctx): OwnProfileFormValue => {
    const issues = new Issues();
    const details = readDetails(f, issues);
    const contact = readContact(f, issues);
    issues.addRules(checkPersonInput(ownInput(details, contact, opts.role, opts.capabilities), "edit"), isOneOf([...DETAILS_FIELDS, ...CONTACT_FIELDS]));
    if (report(issues, ctx)) return z.NEVER;
    return { details, contact, commandId: f.commandId, expectedVersion: f.expectedVersion };
  });
}

export interface OwnContactsFormValue {
  contact: ContactDetails;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/** The restricted profile form (without update profile): contacts only; the avatar and the password have their own forms. */
export const ownContactsSchema = z.object({ ...contactFields, ...commandFields }).transform((f, ctx): OwnContactsFormValue => {
  const issues = new Issues();
  const contact = readContact(f, issues);
  const blank: PersonDetails = { firstName: "-", lastName: "-", birthday: null, gender: null, civilStatus: null, childrenNumber: null, motherLanguage: null };
  issues.addRules(checkPersonInput(ownInput(blank, contact, null, []), "edit"), isOneOf(CONTACT_FIELDS));
  if (report(issues, ctx)) return z.NEVER;
  return { contact, commandId: f.commandId, expectedVersion: f.expectedVersion };
});

// ---- legal documents ---------------------------------------------------------------------------

export interface LegalDocumentFormValue {
  document: { text: LegalDocumentText; expiresAt: string | null; signed: boolean };
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/** A checkbox: ticked sends "on" (or a value of its own); unticked sends nothing. */
const checkbox = z.preprocess(emptyToUndefined, z.string().optional()).transform((v) => v !== undefined);

/**
 * A new legal document: title (required), number, expiresAt (DD.MM.YYYY), signed (checkbox);
 * commandId, expectedVersion. The file (`file`, required; PDF, JPEG or PNG) is read from the
 * multipart body and checked by its bytes.
 */
export const legalDocumentSchema = z
  .object({ title: text, number: text, expiresAt: text, signed: checkbox, ...commandFields })
  .transform((f, ctx): LegalDocumentFormValue => {
    const issues = new Issues();
    if (f.title === undefined) issues.fail("title", INPUT_ERRORS.required);
    else if (f.title.length > LIMITS.documentTitle) issues.fail("title", INPUT_ERRORS.tooLong);
    if (f.number !== undefined && f.number.length > LIMITS.documentNumber) issues.fail("number", INPUT_ERRORS.tooLong);
    const expiresAt = date(f.expiresAt, "expiresAt", issues);
    if (report(issues, ctx)) return z.NEVER;
    return {
      document: { text: { title: f.title ?? "", number: f.number ?? null }, expiresAt, signed: f.signed },
      commandId: f.commandId,
      expectedVersion: f.expectedVersion,
    };
  });

/** The remove button of a document (after its confirmation). */
export const removeLegalDocumentSchema = z.object({
  intent: z.literal("remove-legal-document"),
  documentId: z.preprocess(emptyToUndefined, z.string({ required_error: INPUT_ERRORS.required }).regex(/^[0-9a-f]{32}$/, "errors.not_found")),
  ...commandFields,
});

// ---- the avatar, the settings, the assigned sites ----------------------------------------------

/** The avatar's two buttons: a new photo (the file `avatar`, JPEG, PNG or WebP, from the multipart body) or none. */
export const avatarFormSchema = z.object({
  intent: z.preprocess(emptyToUndefined, z.enum(["change-avatar", "remove-avatar"], { errorMap: () => ({ message: INPUT_ERRORS.required }) })),
  ...commandFields,
});

/** Removing the photo (its files are deleted): irreversible, so the box is required. */
export const removeAvatarSchema = avatarFormSchema.extend({ acknowledged: ACKNOWLEDGED });

export interface NotificationSettingsFormValue {
  settings: NotificationSettings;
  commandId: string | undefined;
  expectedVersion: number | undefined;
}

/**
 * The profile's settings (ADR-0084): per topic an in-app checkbox (named as the topic: `sites`,
 * `files`, `stampingHours`, `requestDecided` …) and an e-mail checkbox (`<topic>Email`), and the
 * mails' language; the theme is its own form.
 */
export const notificationSettingsSchema = z
  .object({
    language: z.preprocess(emptyToUndefined, z.enum(LANGUAGES, { errorMap: () => ({ message: INPUT_ERRORS.choice }) }).optional()),
    ...commandFields,
  })
  // why catchall: the eighteen checkboxes are named after the topics (NOTIFICATION_TOPICS); any other field is read as an unchecked box and ignored
  .catchall(checkbox)
  .transform((f): NotificationSettingsFormValue => {
    const flags = f as Record<string, unknown>;
    const channels = Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, { inApp: flags[t] === true, email: flags[`${t}Email`] === true }])) as TopicChannels;
    return {
      settings: { sites: channels.sites.inApp, files: channels.files.inApp, stampingHours: channels.stampingHours.inApp, channels, language: (f.language as Language | undefined) ?? null },
      commandId: f.commandId as string | undefined,
      expectedVersion: f.expectedVersion as number | undefined,
    };
  });

/** The construction sites a WORKER or INTERIM is assigned to: `siteIds`, repeated (none clears them). */
export const assignSitesSchema = z
  .object({ siteIds: list(z.string()), ...commandFields })
  .transform((f, ctx): { siteIds: number[]; commandId: string | undefined; expectedVersion: number | undefined } => {
    const ids = f.siteIds.map((s) => s.trim());
    if (ids.some((s) => !/^\d{1,15}$/.test(s) || Number(s) <= 0)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "person.unknown_site", path: ["siteIds"] });
      return z.NEVER;
    }
    return { siteIds: [...new Set(ids.map(Number))], commandId: f.commandId, expectedVersion: f.expectedVersion };
  });

// ---- default values ----------------------------------------------------------------------------

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** A recorded person as HR's form's default values (conform's `defaultValue`; dates as DD.MM.YYYY). */
export function personFormDefaults(input: PersonInput) {
  const { details: d, contact: c, employee: e } = input;
  return {
    ...ownFormDefaults(d, c),
    username: input.username ?? "",
    email: input.email,
    companyCode: input.companyCode,
    role: input.role ?? "",
    capabilities: [...input.capabilities],
    employee: {
      badgeId: str(e.badgeId),
      hiredAt: dateInputValue(e.hiredAt),
      terminatedAt: dateInputValue(e.terminatedAt),
      workPercentage: str(e.workPercentage),
      holidaysCount: str(e.holidaysCount),
      breakTime: str(e.breakTime),
      winterStart: e.winterStart,
      winterEnd: e.winterEnd,
      summerStart: e.summerStart,
      summerEnd: e.summerEnd,
    },
    quickSalId: input.quickSalId ?? "",
  };
}

/** The person's own record as the own forms' default values. */
export function ownFormDefaults(d: PersonDetails, c: ContactDetails) {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    birthday: dateInputValue(d.birthday),
    gender: d.gender ?? "",
    civilStatus: d.civilStatus ?? "",
    childrenNumber: str(d.childrenNumber),
    motherLanguage: d.motherLanguage ?? "",
    address: c.address ?? "",
    zip: c.zip ?? "",
    city: c.city ?? "",
    countryId: str(c.countryId),
    personalMail: c.personalMail ?? "",
    officeMail: c.officeMail ?? "",
    phones: c.phones.map((p) => ({ number: p.number, type: p.type })),
  };
}
