// person_list — inline: every person with role, capabilities, company and employee record; read by
// the sign-in, the HR, admin and permission lists and every "who is this" lookup, so the lists
// filter and sort in SQL: names, username, email, badge, hire date, active, the avatar's
// thumbnail and the soonest expiry of the person's legal documents (HR's "expiring" mark).
//
// Version 2 (ADR-0033): names follow PersonDetailsChanged, the company PersonCompanyChanged, the
// employee record EmployeeRecordChanged; the avatar and the documents' expiries were added. It
// handles every person event, so `stream_version` is always the stream's (the forms' expected
// version). Personal fields are blanked when the person is erased (ADR-0007), to exactly what a
// rebuild after the key is gone gives: the events then read back with `personal: null`, and the
// erasure itself removes the avatar and the documents (their files are deleted).
import type { Capability, Role } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import type { PersonEvent } from "~/domain/person/events";
import type { EventOf } from "../catalog.server";
import { defineProjection, type Row } from "../projection.server";
import { PERSON_EVENT_TYPES, personIdOf, type PersonEventType } from "./person-events.server";

/** The table's columns (last_position aside); a type, not an interface, so it is a Row's record. */
export type PersonListFields = {
  id: number;
  company_code: CompanyCode;
  role: Role | null;
  capabilities: Capability[];
  active: boolean;
  erased: boolean;
  first_name: string;
  last_name: string;
  username: string | null;
  email: string | null;
  badge_id: number | null;
  hired_at: string | Date | null;
  terminated_at: string | Date | null;
  work_percentage: number | null;
  holidays_count: number | null;
  break_time: number | null;
  winter_start: string | null;
  winter_end: string | null;
  summer_start: string | null;
  summer_end: string | null;
  /** the avatar's small image (null: no avatar, the lists show initials) */
  avatar_thumbnail_key: string | null;
  /** the live documents' expiry dates by document id (null: no expiry), to find the soonest again when one goes */
  document_expiries: Record<string, string | null>;
  /** the soonest expiry among the live documents (null: none expires) */
  soonest_document_expiry: string | Date | null;
  search: string;
  created_at: string | Date;
  stream_version: number;
};
export type PersonListRow = PersonListFields & Row;

function searchOf(...parts: (string | number | null | undefined)[]) {
  return parts
    .filter((p) => p !== null && p !== undefined && p !== "")
    .join(" ")
    .toLowerCase();
}

const searchOfRow = (r: Pick<PersonListRow, "first_name" | "last_name" | "username" | "email" | "badge_id">) => searchOf(r.first_name, r.last_name, r.username, r.email, r.badge_id);

/** The earliest of the expiry dates (YYYY-MM-DD compare as text); null when none has one. */
function soonestOf(expiries: Record<string, string | null>): string | null {
  let soonest: string | null = null;
  for (const d of Object.values(expiries)) if (d !== null && (soonest === null || d < soonest)) soonest = d;
  return soonest;
}

type Fields = Omit<PersonListFields, "stream_version">;

export const personList = defineProjection<PersonListRow, PersonEventType>({
  name: "person_list",
  version: 2,
  mode: "inline",
  handles: PERSON_EVENT_TYPES,
  key: "id",
  keyType: "bigint",
  createdBy: ["PersonRegistered"],
  keyOf: personIdOf,
  evolve(row, e) {
    const next = evolvePerson(row, e);
    return next ? { ...next, stream_version: e.version } : null;
  },
});

function evolvePerson(row: PersonListRow | null, ev: EventOf<PersonEventType>): Fields | null {
  if (ev.type === "PersonRegistered") {
    const d = ev.data;
    const p = d.personal;
    const fields: Fields = {
      id: d.personId,
      company_code: d.companyCode,
      role: d.role,
      capabilities: d.capabilities,
      active: true,
      erased: p === null,
      first_name: p?.firstName ?? "",
      last_name: p?.lastName ?? "",
      username: p?.username ?? null,
      email: p?.email ?? null,
      ...employeeColumns(d.employee),
      avatar_thumbnail_key: null,
      document_expiries: {},
      soonest_document_expiry: null,
      search: "",
      created_at: d.at,
    };
    return { ...fields, search: searchOfRow(fields) };
  }
  if (!row) return null; // an event for a person this table never saw: nothing to change
  const { last_position: _position, stream_version: _version, ...r } = row;
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
      return { ...r, active: false, erased: true, first_name: "", last_name: "", username: null, email: null, search: "", avatar_thumbnail_key: null, document_expiries: {}, soonest_document_expiry: null };
    case "PersonDetailsChanged": {
      const p = ev.data.personal;
      const next = { ...r, first_name: p?.firstName ?? "", last_name: p?.lastName ?? "" };
      return { ...next, search: searchOfRow(next) };
    }
    case "EmployeeRecordChanged": {
      const next = { ...r, ...employeeColumns(ev.data.employee) };
      return { ...next, search: searchOfRow(next) };
    }
    case "PersonCompanyChanged":
      return { ...r, company_code: ev.data.companyCode };
    case "PersonAvatarChanged":
      return { ...r, avatar_thumbnail_key: ev.data.avatar?.thumbnailKey ?? null };
    case "LegalDocumentAdded":
    case "LegalDocumentRemoved": {
      const expiries = { ...(r.document_expiries ?? {}) };
      if (ev.type === "LegalDocumentAdded") expiries[ev.data.documentId] = ev.data.expiresAt;
      else delete expiries[ev.data.documentId];
      return { ...r, document_expiries: expiries, soonest_document_expiry: soonestOf(expiries) };
    }
    // the rest changes no column of the list, only the stream version
    case "PersonPasswordSet":
    case "PersonContactDetailsChanged":
    case "PersonQuickSalIdAssigned":
    case "PersonSitesAssigned":
    case "PersonSitesCleared":
    case "PersonNotificationSettingsChanged":
      return r;
  }
}

function employeeColumns(x: Extract<PersonEvent, { type: "PersonRegistered" }>["data"]["employee"]) {
  return {
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
  };
}
