// Reads of the person_profile projection: one person's whole record, as the profile, the person
// view and the edit forms show it (ADR-0033).
import type { Queryable } from "~/db.server";
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import type { ContactDetails, EmployeeRecord, NotificationSettings, PersonDetails, PersonFile, Phone } from "~/domain/person/events";
import type { BreakTime, CountryId } from "~/domain/person/types";
import type { PersonProfileFields } from "../projections/person-profile.server";

export interface PersonProfile {
  id: number;
  /** the person's stream version: the expected version their forms carry */
  version: number;
  companyCode: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  active: boolean;
  username: string | null;
  email: string | null;
  details: PersonDetails;
  contact: ContactDetails;
  employee: EmployeeRecord;
  quickSalId: string | null;
  /** the photo's stored files; null: none (initials are shown) */
  avatar: PersonFile | null;
  /** the three toggles the profile shows (the in-app switch of each; the rest: notification_preference) */
  settings: Pick<NotificationSettings, "sites" | "files" | "stampingHours">;
  /** the construction sites a WORKER or INTERIM is assigned to, by id */
  siteIds: number[];
  /** ISO instants */
  createdAt: string;
  updatedAt: string;
}

/** The columns read: the projection's, with the types a read gives (dates as text, instants as Dates). */
type Row = Omit<
  PersonProfileFields,
  | "id"
  | "capabilities"
  | "erased"
  | "birthday"
  | "phones"
  | "hired_at"
  | "terminated_at"
  | "site_ids"
  | "created_at"
  | "updated_at"
  | "updated_by"
> & {
  id: string | number;
  capabilities: Capability[] | null;
  birthday: string | null;
  phones: Phone[] | null;
  hired_at: string | null;
  terminated_at: string | null;
  site_ids: (string | number)[] | null;
  created_at: Date;
  updated_at: Date;
};

function profileOf(r: Row): PersonProfile {
  return {
    id: Number(r.id),
    version: r.stream_version,
    companyCode: r.company_code,
    role: r.role,
    capabilities: r.capabilities ?? [],
    active: r.active,
    username: r.username,
    email: r.email,
    details: {
      firstName: r.first_name,
      lastName: r.last_name,
      birthday: r.birthday,
      gender: r.gender,
      civilStatus: r.civil_status,
      childrenNumber: r.children_number,
      motherLanguage: r.mother_language,
    },
    contact: {
      address: r.address,
      zip: r.zip,
      city: r.city,
      countryId: r.country_id as CountryId | null,
      personalMail: r.personal_mail,
      officeMail: r.office_mail,
      phones: r.phones ?? [],
    },
    employee: {
      badgeId: r.badge_id,
      hiredAt: r.hired_at,
      terminatedAt: r.terminated_at,
      workPercentage: r.work_percentage,
      holidaysCount: r.holidays_count,
      breakTime: r.break_time as BreakTime | number | null,
      winterStart: r.winter_start,
      winterEnd: r.winter_end,
      summerStart: r.summer_start,
      summerEnd: r.summer_end,
    },
    quickSalId: r.quick_sal_id,
    avatar: r.avatar,
    settings: { sites: r.notify_sites, files: r.notify_files, stampingHours: r.notify_stamping_hours },
    siteIds: (r.site_ids ?? []).map(Number),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/**
 * One person's record; null for an unknown or erased person, and — when `companies` is given (HR's
 * scope) — for a person of another company, so the page answers 404 as for an unknown id.
 */
export async function personProfileOf(db: Queryable, personId: number, opts: { companies?: readonly CompanyCode[] } = {}): Promise<PersonProfile | null> {
  if (!Number.isSafeInteger(personId) || personId <= 0) return null;
  const [row] = await db<Row[]>`
    SELECT id, stream_version, company_code, role, capabilities, active, username, email,
           first_name, last_name, birthday::text AS birthday, gender, civil_status, children_number, mother_language,
           address, zip, city, country_id, personal_mail, office_mail, phones, quick_sal_id,
           badge_id, hired_at::text AS hired_at, terminated_at::text AS terminated_at, work_percentage, holidays_count, break_time,
           winter_start, winter_end, summer_start, summer_end, avatar, notify_sites, notify_files, notify_stamping_hours,
           site_ids, created_at, updated_at
    FROM person_profile
    WHERE id = ${personId} AND NOT erased
      ${opts.companies ? db`AND company_code = ANY(${[...opts.companies]}::text[])` : db``}`;
  return row ? profileOf(row) : null;
}
