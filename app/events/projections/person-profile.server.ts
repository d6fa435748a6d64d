// person_profile — inline: one row per person, shaped like the profile and edit screens (the
// person's own dashboard and forms, HR's and the administrator's person view and edit form), read
// right after the redirect. Identity, contacts with the phone entries, email and username, company,
// role and flags, the employee record, the quick id, the avatar's files, the notification
// settings (true until changed), the assigned sites, and the stream version (the forms' expected
// version: every person event is handled).
//
// Identity and contacts are personal data (ADR-0007, ADR-0033): an erased person's events read
// back with `personal: null`, and PersonErased blanks exactly those columns, so the row right
// after an erasure is the row a rebuild after the key is gone gives. The erasure also drops the
// avatar (its files are deleted); everything outside `personal` stays.
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import type { ContactDetails, EmployeeRecord, PersonDetails, PersonFile, Phone } from "~/domain/person/events";
import type { CivilStatus, Gender, MotherLanguage } from "~/domain/person/types";
import type { EventOf } from "../catalog.server";
import { defineProjection, type Row } from "../projection.server";
import { PERSON_EVENT_TYPES, personIdOf, type PersonEventType } from "./person-events.server";

/** The table's columns (last_position aside); a type, not an interface, so it is a Row's record. */
export type PersonProfileFields = {
  id: number;
  company_code: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  active: boolean;
  erased: boolean;
  username: string | null;
  email: string | null;
  first_name: string;
  last_name: string;
  birthday: string | Date | null;
  gender: Gender | null;
  civil_status: CivilStatus | null;
  children_number: number | null;
  mother_language: MotherLanguage | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  country_id: number | null;
  personal_mail: string | null;
  office_mail: string | null;
  phones: Phone[];
  quick_sal_id: string | null;
  badge_id: number | null;
  hired_at: string | Date | null;
  terminated_at: string | Date | null;
  work_percentage: number | null;
  holidays_count: number | null;
  break_time: number | null;
  winter_start: string;
  winter_end: string;
  summer_start: string;
  summer_end: string;
  avatar: PersonFile | null;
  notify_sites: boolean;
  notify_files: boolean;
  notify_stamping_hours: boolean;
  site_ids: number[];
  created_at: string | Date;
  updated_at: string | Date;
  updated_by: number | null;
  stream_version: number;
};
export type PersonProfileRow = PersonProfileFields & Row;

type Fields = Omit<PersonProfileFields, "stream_version">;

const detailsColumns = (p: PersonDetails | null) => ({
  first_name: p?.firstName ?? "",
  last_name: p?.lastName ?? "",
  birthday: p?.birthday ?? null,
  gender: p?.gender ?? null,
  civil_status: p?.civilStatus ?? null,
  children_number: p?.childrenNumber ?? null,
  mother_language: p?.motherLanguage ?? null,
});

const contactColumns = (c: ContactDetails | null) => ({
  address: c?.address ?? null,
  zip: c?.zip ?? null,
  city: c?.city ?? null,
  country_id: c?.countryId ?? null,
  personal_mail: c?.personalMail ?? null,
  office_mail: c?.officeMail ?? null,
  phones: c?.phones ?? [],
});

const employeeColumns = (x: EmployeeRecord) => ({
  badge_id: x.badgeId,
  hired_at: x.hiredAt,
  terminated_at: x.terminatedAt,
  work_percentage: x.workPercentage,
  holidays_count: x.holidaysCount,
  break_time: x.breakTime,
  winter_start: x.winterStart,
  winter_end: x.winterEnd,
  summer_start: x.summerStart,
  summer_end: x.summerEnd,
});

export const personProfile = defineProjection<PersonProfileRow, PersonEventType>({
  name: "person_profile",
  version: 1,
  mode: "inline",
  handles: PERSON_EVENT_TYPES,
  key: "id",
  keyType: "bigint",
  createdBy: ["PersonRegistered"],
  keyOf: personIdOf,
  evolve(row, e) {
    const next = evolveProfile(row, e);
    if (!next) return null;
    return { ...next, updated_at: e.data.at, updated_by: e.data.by, stream_version: e.version };
  },
});

function evolveProfile(row: PersonProfileRow | null, ev: EventOf<PersonEventType>): Omit<Fields, "updated_at" | "updated_by"> | null {
  if (ev.type === "PersonRegistered") {
    const d = ev.data;
    const p = d.personal;
    return {
      id: d.personId,
      company_code: d.companyCode,
      role: d.role,
      capabilities: d.capabilities,
      active: true,
      erased: p === null,
      username: p?.username ?? null,
      email: p?.email ?? null,
      ...detailsColumns(p),
      ...contactColumns(p),
      quick_sal_id: d.quickSalId,
      ...employeeColumns(d.employee),
      avatar: null,
      notify_sites: true,
      notify_files: true,
      notify_stamping_hours: true,
      site_ids: [],
      created_at: d.at,
    };
  }
  if (!row) return null; // an event for a person this table never saw: nothing to change
  const { last_position: _position, stream_version: _version, updated_at: _at, updated_by: _by, ...r } = row;
  switch (ev.type) {
    case "PersonRoleAssigned":
      return { ...r, role: ev.data.role };
    case "PersonCapabilitiesSet":
      return { ...r, capabilities: ev.data.capabilities };
    case "PersonDeactivated":
      return { ...r, active: false };
    case "PersonActivated":
      return { ...r, active: true };
    case "PersonErased":
      // what the events give once the key is gone: no identity, contacts, email or username; no avatar
      return { ...r, active: false, erased: true, username: null, email: null, ...detailsColumns(null), ...contactColumns(null), avatar: null };
    case "PersonDetailsChanged":
      return { ...r, ...detailsColumns(ev.data.personal) };
    case "PersonContactDetailsChanged":
      return { ...r, ...contactColumns(ev.data.personal) };
    case "EmployeeRecordChanged":
      return { ...r, ...employeeColumns(ev.data.employee) };
    case "PersonCompanyChanged":
      return { ...r, company_code: ev.data.companyCode };
    case "PersonQuickSalIdAssigned":
      return { ...r, quick_sal_id: ev.data.quickSalId };
    case "PersonAvatarChanged":
      return { ...r, avatar: ev.data.avatar };
    case "PersonSitesAssigned":
      return { ...r, site_ids: ev.data.siteIds };
    case "PersonSitesCleared":
      return { ...r, site_ids: [] };
    case "PersonNotificationSettingsChanged":
      return { ...r, notify_sites: ev.data.settings.sites, notify_files: ev.data.settings.files, notify_stamping_hours: ev.data.settings.stampingHours };
    // the documents are legal_document_list's; a password is no column
    case "PersonPasswordSet":
    case "LegalDocumentAdded":
    case "LegalDocumentRemoved":
      return r;
  }
}
