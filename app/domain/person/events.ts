// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// `personal` holds the person's personal data; the store encrypts it with the person's own key,
// and erasure deletes that key (ADR-0007). Everything outside `personal` is not personal data.
// Files (avatar, legal documents) are named by random keys outside `personal`; erasure deletes
// the files themselves.
import { z } from "zod/v4";
import { LANGUAGES, type Language } from "~/i18n/config";
import { defaultChannels, NOTIFICATION_TOPICS, type NotificationTopic, type TopicChannels } from "../notification/topics";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";
import { CAPABILITIES, ROLES, type Capability, type Role } from "../access/permissions";
import { COMPANY_CODES, type CompanyCode } from "../company/companies";
import { CIVIL_STATUSES, COUNTRIES, GENDERS, MOTHER_LANGUAGES, PHONE_TYPES, type BreakTime, type CivilStatus, type CountryId, type Gender, type MotherLanguage, type PhoneType } from "./types";

export interface Phone {
  number: string;
  type: PhoneType;
}

/** Who the person is: the identity fields a person or HR edits together. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  birthday: string | null; // YYYY-MM-DD
  gender: Gender | null;
  civilStatus: CivilStatus | null;
  childrenNumber: number | null;
  motherLanguage: MotherLanguage | null;
}

/** How to reach the person (the work email is fixed once the user exists, so it is not here). */
export interface ContactDetails {
  address: string | null;
  zip: string | null;
  city: string | null;
  countryId: CountryId | null;
  personalMail: string | null;
  officeMail: string | null;
  phones: Phone[];
}

/** PersonRegistered's personal data, schema version 2: several phones and two more mail addresses. */
export interface PersonalData extends PersonDetails, ContactDetails {
  username: string;
  email: string;
}

/** PersonRegistered's personal data as schema version 1 recorded it (one phone); upcast to 2. */
export interface PersonalDataV1 extends PersonDetails, Omit<ContactDetails, "personalMail" | "officeMail" | "phones"> {
  username: string;
  email: string;
  phone: string | null;
}

/** The employee record: working terms, not personal data. Times are HH:mm. */
export interface EmployeeRecord {
  badgeId: number | null;
  hiredAt: string | null; // YYYY-MM-DD
  terminatedAt: string | null;
  workPercentage: number | null; // 1..100
  holidaysCount: number | null; // days per year, 1..365
  breakTime: BreakTime | number | null; // minutes
  winterStart: string;
  winterEnd: string;
  summerStart: string;
  summerEnd: string;
}

/** A stored file an event names: the key in the store, what the content check found, its fingerprint. */
export interface PersonFile {
  key: string;
  thumbnailKey: string | null;
  contentType: string;
  size: number;
  sha256: string;
}

/** What a legal document says: personal (an identity card's number names its holder). */
export interface LegalDocumentText {
  title: string;
  number: string | null;
}

/** Schema version 2 (version 1: `personal` was PersonalDataV1 and there was no quickSalId). */
export type PersonRegistered = DomainEvent<
  "PersonRegistered",
  {
    personId: number;
    companyCode: CompanyCode;
    role: Role | null;
    capabilities: Capability[];
    employee: EmployeeRecord;
    quickSalId: string | null;
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

export type PersonDetailsChanged = DomainEvent<"PersonDetailsChanged", { personId: number; personal: PersonDetails | null; at: string; by: number | null }>;
export type PersonContactDetailsChanged = DomainEvent<"PersonContactDetailsChanged", { personId: number; personal: ContactDetails | null; at: string; by: number | null }>;
export type EmployeeRecordChanged = DomainEvent<"EmployeeRecordChanged", { personId: number; employee: EmployeeRecord; previous: EmployeeRecord; at: string; by: number | null }>;
export type PersonCompanyChanged = DomainEvent<"PersonCompanyChanged", { personId: number; companyCode: CompanyCode; previous: CompanyCode; at: string; by: number | null }>;
export type PersonQuickSalIdAssigned = DomainEvent<"PersonQuickSalIdAssigned", { personId: number; quickSalId: string | null; previous: string | null; at: string; by: number | null }>;
export type PersonAvatarChanged = DomainEvent<"PersonAvatarChanged", { personId: number; avatar: PersonFile | null; previous: PersonFile | null; at: string; by: number | null }>;
export type LegalDocumentAdded = DomainEvent<
  "LegalDocumentAdded",
  { personId: number; documentId: string; expiresAt: string | null; signed: boolean; file: PersonFile; personal: LegalDocumentText | null; at: string; by: number | null }
>;
export type LegalDocumentRemoved = DomainEvent<"LegalDocumentRemoved", { personId: number; documentId: string; at: string; by: number | null }>;
/** The construction sites a WORKER or INTERIM is assigned to (ADR-0033). */
export type PersonSitesAssigned = DomainEvent<"PersonSitesAssigned", { personId: number; siteIds: number[]; previous: number[]; at: string; by: number | null }>;
/** A role change cleared the assigned sites (the spec: "changing the role clears the assigned construction sites"). */
export type PersonSitesCleared = DomainEvent<"PersonSitesCleared", { personId: number; previous: number[]; reason: "role_changed"; at: string; by: number | null }>;
/**
 * The profile's notification toggles. Schema version 2 (ADR-0084) added `channels` (in-app and
 * e-mail per topic, app/domain/notification/topics.ts) and the mails' `language`; the three first
 * booleans stay, each the in-app switch of its topic (what the profile projection shows).
 */
export interface NotificationSettings {
  sites: boolean;
  files: boolean;
  stampingHours: boolean;
  channels: TopicChannels;
  language: Language | null;
}
export type PersonNotificationSettingsChanged = DomainEvent<"PersonNotificationSettingsChanged", { personId: number; settings: NotificationSettings; at: string; by: number | null }>;

export type PersonEvent =
  | PersonRegistered
  | PersonRoleAssigned
  | PersonCapabilitiesSet
  | PersonDeactivated
  | PersonActivated
  | PersonPasswordSet
  | PersonErased
  | PersonDetailsChanged
  | PersonContactDetailsChanged
  | EmployeeRecordChanged
  | PersonCompanyChanged
  | PersonQuickSalIdAssigned
  | PersonAvatarChanged
  | LegalDocumentAdded
  | LegalDocumentRemoved
  | PersonSitesAssigned
  | PersonSitesCleared
  | PersonNotificationSettingsChanged;

// Schemas for reading rows back (after decryption and upcasting: a PersonRegistered of schema
// version 1 is read as version 2). `personal` is null once the person is erased (ADR-0007).
const ref = { personId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const role = z.enum(ROLES);
const capabilities = z.array(z.enum(CAPABILITIES));
const companyCode = z.enum(COMPANY_CODES);

const personDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  // dates as text: the form checks them, version 1 stored what it was given
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  civilStatus: z.enum(CIVIL_STATUSES).nullable(),
  childrenNumber: z.number().int().nullable(),
  motherLanguage: z.enum(MOTHER_LANGUAGES).nullable(),
});
const contactDetailsSchema = z.object({
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.union([z.literal(COUNTRIES[0]), z.literal(COUNTRIES[1])]).nullable(),
  personalMail: z.string().nullable(),
  officeMail: z.string().nullable(),
  phones: z.array(z.object({ number: z.string(), type: z.enum(PHONE_TYPES) })),
});
const personalDataSchema = personDetailsSchema.merge(contactDetailsSchema).extend({ username: z.string(), email: z.string() });
// why numbers, not the form's choices: version 1 recorded any break in minutes and any holidays count
const employeeRecordSchema = z.object({
  badgeId: z.number().int().nullable(),
  hiredAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  workPercentage: z.number().nullable(),
  holidaysCount: z.number().nullable(),
  breakTime: z.number().nullable(),
  winterStart: z.string(),
  winterEnd: z.string(),
  summerStart: z.string(),
  summerEnd: z.string(),
});
const personFileSchema = z.object({
  key: z.string().min(1),
  thumbnailKey: z.string().min(1).nullable(),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().min(1),
});
const siteIds = z.array(z.number().int());

/** Every person event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const personEvents = eventSchemas<PersonEvent>("person", {
  PersonRegistered: z.object({
    ...ref,
    companyCode,
    role: role.nullable(),
    capabilities,
    employee: employeeRecordSchema,
    quickSalId: z.string().nullable(),
    personal: personalDataSchema.nullable(),
  }),
  PersonRoleAssigned: z.object({ ...ref, role: role.nullable(), previousRole: role.nullable() }),
  PersonCapabilitiesSet: z.object({ ...ref, capabilities, previous: capabilities }),
  PersonDeactivated: z.object(ref),
  PersonActivated: z.object(ref),
  PersonPasswordSet: z.object({ ...ref, byAdministrator: z.boolean() }),
  PersonErased: z.object(ref),
  PersonDetailsChanged: z.object({ ...ref, personal: personDetailsSchema.nullable() }),
  PersonContactDetailsChanged: z.object({ ...ref, personal: contactDetailsSchema.nullable() }),
  EmployeeRecordChanged: z.object({ ...ref, employee: employeeRecordSchema, previous: employeeRecordSchema }),
  PersonCompanyChanged: z.object({ ...ref, companyCode, previous: companyCode }),
  PersonQuickSalIdAssigned: z.object({ ...ref, quickSalId: z.string().nullable(), previous: z.string().nullable() }),
  PersonAvatarChanged: z.object({ ...ref, avatar: personFileSchema.nullable(), previous: personFileSchema.nullable() }),
  LegalDocumentAdded: z.object({
    ...ref,
    documentId: z.string().min(1),
    expiresAt: ymd.nullable(),
    signed: z.boolean(),
    file: personFileSchema,
    personal: z.object({ title: z.string(), number: z.string().nullable() }).nullable(),
  }),
  LegalDocumentRemoved: z.object({ ...ref, documentId: z.string().min(1) }),
  PersonSitesAssigned: z.object({ ...ref, siteIds, previous: siteIds }),
  PersonSitesCleared: z.object({ ...ref, previous: siteIds, reason: z.literal("role_changed") }),
  PersonNotificationSettingsChanged: z.object({
    ...ref,
    settings: z.object({
      sites: z.boolean(),
      files: z.boolean(),
      stampingHours: z.boolean(),
      channels: z.object(Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, z.object({ inApp: z.boolean(), email: z.boolean() })])) as unknown as Record<NotificationTopic, z.ZodType<{ inApp: boolean; email: boolean }>>),
      language: z.enum(LANGUAGES).nullable(),
    }),
  }),
});


/** The schema version every new event of these types is written with (older ones are upcast). */
export const PERSON_SCHEMA_VERSIONS: Partial<Record<PersonEvent["type"], number>> = { PersonRegistered: 2, PersonNotificationSettingsChanged: 2 };

/** Version 1 of PersonNotificationSettingsChanged to version 2: each of the three toggles is both channels of its topic; the other topics stay on; no mail language. */
export function upcastNotificationSettingsV1(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, settings: settingsFromToggles(data.settings as { sites: boolean; files: boolean; stampingHours: boolean }) };
}

/** The settings of the three first toggles alone (version 1's shape): each is both channels of its topic, the other topics on. */
export function settingsFromToggles(v1: { sites: boolean; files: boolean; stampingHours: boolean }): NotificationSettings {
  const channels = defaultChannels();
  channels.sites = { inApp: v1.sites, email: v1.sites };
  channels.files = { inApp: v1.files, email: v1.files };
  channels.stampingHours = { inApp: v1.stampingHours, email: v1.stampingHours };
  return { sites: v1.sites, files: v1.files, stampingHours: v1.stampingHours, channels, language: null };
}

/** Version 1 of PersonRegistered to version 2: the one phone becomes a mobile entry; no other mails, no quick id. */
export function upcastPersonRegisteredV1(data: Record<string, unknown>): Record<string, unknown> {
  const personal = data.personal as (PersonalDataV1 & { erased?: boolean }) | null;
  let next: PersonalData | null = null;
  if (personal) {
    const { phone, ...rest } = personal;
    next = { ...rest, personalMail: null, officeMail: null, phones: phone ? [{ number: phone, type: "mobile" }] : [] };
  }
  return { ...data, quickSalId: data.quickSalId ?? null, personal: next };
}
