import { defaultChannels } from "../notification/topics";
import type { Decider } from "../shared/decider";
import { DomainError, notFound, ruleBroken } from "../shared/errors";
import { checkAccessChange, checkLastAdministrator, checkPasswordReset, checkRoleOffered, checkStatusChange, type Grantor } from "../access/grants";
import type { Capability, Principal, Role } from "../access/permissions";
import type { CompanyCode } from "../company/companies";
import type {
  ContactDetails,
  EmployeeRecord,
  LegalDocumentText,
  NotificationSettings,
  PersonalData,
  PersonDetails,
  PersonEvent,
  PersonFile,
} from "./events";
import { checkEmployeeRecord, checkPersonInput, keepHiddenFields, normalizedPerson, type PersonInput, type PersonIssue } from "./input";
import { LIMITS, SITE_ROLES } from "./types";

export type PersonCommand =
  | {
      type: "RegisterPerson";
      personId: number;
      input: PersonInput;
      /** null: the system (the seed, the operator's command-line tools), which only the basic rules bind */
      grantor: Grantor | null;
    }
  | { type: "AssignRole"; role: Role | null }
  | { type: "SetCapabilities"; capabilities: Capability[] }
  | {
      type: "ChangeAccess";
      role: Role | null;
      capabilities: Capability[];
      grantor: Grantor;
      /** the active administrators other than this person, read when the command was made */
      otherActiveAdmins: number;
    }
  /** HR's whole form: identity, contacts, company, role, employee record, quick id */
  | { type: "EditPerson"; input: PersonInput; grantor: Grantor; otherActiveAdmins: number }
  /** the person's own full profile form (update profile): identity and contacts */
  | { type: "ChangePersonDetails"; details: PersonDetails; contact: ContactDetails }
  /** the person's own restricted form: contacts only */
  | { type: "ChangeContactDetails"; contact: ContactDetails }
  | { type: "ChangeAvatar"; avatar: PersonFile | null }
  | { type: "AddLegalDocument"; documentId: string; text: LegalDocumentText; expiresAt: string | null; signed: boolean; file: PersonFile | null }
  | { type: "RemoveLegalDocument"; documentId: string }
  | { type: "AssignSites"; siteIds: number[] }
  | { type: "ChangeNotificationSettings"; settings: NotificationSettings }
  | { type: "SetPassword"; grantor: Grantor | null }
  /** a null grantor is the system (the operator's command-line tools) */
  | { type: "DeactivatePerson"; grantor: Grantor | null; otherActiveAdmins: number }
  | { type: "ActivatePerson"; grantor: Grantor | null }
  | { type: "ErasePerson"; grantor: Grantor | null; otherActiveAdmins: number };

export interface LegalDocumentState {
  documentId: string;
  file: PersonFile;
}

export interface PersonState {
  personId: number;
  exists: boolean;
  erased: boolean;
  active: boolean;
  role: Role | null;
  capabilities: Capability[];
  companyCode: CompanyCode | null;
  /** the personal data as last recorded (null once erased, or while unreadable) */
  details: PersonDetails | null;
  contact: ContactDetails | null;
  email: string | null;
  employee: EmployeeRecord | null;
  quickSalId: string | null;
  avatar: PersonFile | null;
  documents: LegalDocumentState[];
  siteIds: number[];
  settings: NotificationSettings;
}

const DEFAULT_SETTINGS: NotificationSettings = { sites: true, files: true, stampingHours: true, channels: defaultChannels(), language: null };

const initialPersonState = (): PersonState => ({
  personId: 0,
  exists: false,
  erased: false,
  active: false,
  role: null,
  capabilities: [],
  companyCode: null,
  details: null,
  contact: null,
  email: null,
  employee: null,
  quickSalId: null,
  avatar: null,
  documents: [],
  siteIds: [],
  settings: DEFAULT_SETTINGS,
});

function requireLive(state: PersonState) {
  if (!state.exists || state.erased) throw notFound();
}

function principalOf(state: PersonState): Principal {
  return {
    personId: state.personId,
    role: state.role,
    capabilities: state.capabilities,
    companyCode: state.companyCode ?? "cantiere",
    active: state.active,
  };
}

/** The first issue as the refusal (the form shows all of them before a command is ever sent). */
function refuse(issues: PersonIssue[]): void {
  const first = issues[0];
  if (first) throw ruleBroken(first.code, first.field ? { field: first.field } : undefined);
}

const detailsOf = (p: PersonalData): PersonDetails => ({
  firstName: p.firstName,
  lastName: p.lastName,
  birthday: p.birthday,
  gender: p.gender,
  civilStatus: p.civilStatus,
  childrenNumber: p.childrenNumber,
  motherLanguage: p.motherLanguage,
});
const contactOf = (p: PersonalData): ContactDetails => ({
  address: p.address,
  zip: p.zip,
  city: p.city,
  countryId: p.countryId,
  personalMail: p.personalMail,
  officeMail: p.officeMail,
  phones: p.phones,
});

/** A value as JSON with its objects' keys sorted: stored JSONB hands keys back in its own order. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const sortedUnique = <T extends string | number>(xs: readonly T[]) => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** What the recorded person would look like in the form (for a WORKER's hidden fields). */
function currentOf(state: PersonState) {
  if (!state.details || !state.contact || !state.employee || !state.companyCode) return null;
  return { details: state.details, contact: state.contact, companyCode: state.companyCode, employee: state.employee, quickSalId: state.quickSalId };
}

/** The role change's events: the role, and the assigned sites cleared when there were any. */
function roleEvents(state: PersonState, role: Role | null, stamp: { at: string; by: number | null }): PersonEvent[] {
  if (state.role === role) return [];
  const out: PersonEvent[] = [{ type: "PersonRoleAssigned", data: { personId: state.personId, role, previousRole: state.role, ...stamp } }];
  if (state.siteIds.length > 0) out.push({ type: "PersonSitesCleared", data: { personId: state.personId, previous: state.siteIds, reason: "role_changed", ...stamp } });
  return out;
}

/**
 * People are registered once; their identity, contacts, employee record, company, quick id, role
 * and flags change through their own events; they are deactivated, reactivated and erased.
 */
export const personDecider: Decider<PersonState, PersonCommand, PersonEvent> = {
  streamType: "person",
  initialState: initialPersonState,
  evolve(state, event) {
    switch (event.type) {
      case "PersonRegistered": {
        const p = event.data.personal;
        return {
          ...state,
          personId: event.data.personId,
          exists: true,
          active: true,
          role: event.data.role,
          capabilities: event.data.capabilities,
          companyCode: event.data.companyCode,
          details: p ? detailsOf(p) : null,
          contact: p ? contactOf(p) : null,
          email: p?.email ?? null,
          employee: event.data.employee,
          quickSalId: event.data.quickSalId,
        };
      }
      case "PersonRoleAssigned":
        return { ...state, role: event.data.role };
      case "PersonCapabilitiesSet":
        return { ...state, capabilities: event.data.capabilities };
      case "PersonDeactivated":
        return { ...state, active: false };
      case "PersonActivated":
        return { ...state, active: true };
      case "PersonPasswordSet":
        return state;
      case "PersonErased":
        return { ...state, erased: true, active: false, details: null, contact: null, email: null, avatar: null, documents: [] };
      case "PersonDetailsChanged":
        return { ...state, details: event.data.personal };
      case "PersonContactDetailsChanged":
        return { ...state, contact: event.data.personal };
      case "EmployeeRecordChanged":
        return { ...state, employee: event.data.employee };
      case "PersonCompanyChanged":
        return { ...state, companyCode: event.data.companyCode };
      case "PersonQuickSalIdAssigned":
        return { ...state, quickSalId: event.data.quickSalId };
      case "PersonAvatarChanged":
        return { ...state, avatar: event.data.avatar };
      case "LegalDocumentAdded":
        return { ...state, documents: [...state.documents, { documentId: event.data.documentId, file: event.data.file }] };
      case "LegalDocumentRemoved":
        return { ...state, documents: state.documents.filter((d) => d.documentId !== event.data.documentId) };
      case "PersonSitesAssigned":
        return { ...state, siteIds: event.data.siteIds };
      case "PersonSitesCleared":
        return { ...state, siteIds: [] };
      case "PersonNotificationSettingsChanged":
        return { ...state, settings: event.data.settings };
    }
  },
  decide(command, state, ctx) {
    const stamp = { at: ctx.now, by: ctx.actorId };
    switch (command.type) {
      case "RegisterPerson": {
        if (state.exists) throw ruleBroken("user_already_exists", { field: "username" });
        const input = normalizedPerson(command.input);
        if (command.grantor) {
          refuse(checkPersonInput(input, "create"));
          checkRoleOffered(command.grantor, input.role, null);
          // what the new person may do, the grantor must be able to do (ADR-0006)
          const nobody: Principal = { personId: command.personId, role: null, capabilities: [], companyCode: input.companyCode, active: true };
          checkAccessChange(command.grantor, nobody, { ...nobody, role: input.role, capabilities: [...input.capabilities] });
        } else {
          // the system registers what it was given; only what every person needs is checked
          refuse(checkPersonInput(input, "create").filter((i) => !i.field?.startsWith("employee.") && i.field !== "gender" && i.field !== "birthday"));
        }
        const personal: PersonalData = { ...input.details, ...input.contact, username: input.username ?? "", email: input.email };
        return [
          {
            type: "PersonRegistered",
            data: {
              personId: command.personId,
              companyCode: input.companyCode,
              role: input.role,
              capabilities: sortedUnique(input.capabilities),
              employee: input.employee,
              quickSalId: input.quickSalId ?? null,
              personal,
              ...stamp,
            },
          },
        ];
      }
      case "AssignRole":
        requireLive(state);
        return roleEvents(state, command.role, stamp);
      case "SetCapabilities": {
        requireLive(state);
        const next = sortedUnique(command.capabilities);
        if (same(next, sortedUnique(state.capabilities))) return [];
        return [{ type: "PersonCapabilitiesSet", data: { personId: state.personId, capabilities: next, previous: state.capabilities, ...stamp } }];
      }
      case "ChangeAccess": {
        requireLive(state);
        const capabilities = sortedUnique(command.capabilities);
        const before = principalOf(state);
        checkAccessChange(command.grantor, before, { ...before, role: command.role, capabilities });
        checkLastAdministrator(before, { role: command.role, active: before.active }, command.otherActiveAdmins);
        const out: PersonEvent[] = roleEvents(state, command.role, stamp);
        if (!same(capabilities, sortedUnique(state.capabilities))) {
          out.push({ type: "PersonCapabilitiesSet", data: { personId: state.personId, capabilities, previous: state.capabilities, ...stamp } });
        }
        return out;
      }
      case "EditPerson": {
        requireLive(state);
        const current = currentOf(state);
        if (!current) throw new DomainError("rule", "person.personal_data_unreadable");
        // the flags are the permission screen's: the form's rules use the recorded ones
        let input = normalizedPerson({ ...command.input, capabilities: state.capabilities, username: null });
        input = keepHiddenFields(input, current);
        if (input.email !== state.email) throw ruleBroken("person.email_fixed", { field: "email" });
        refuse(checkPersonInput(input, "edit"));
        checkRoleOffered(command.grantor, input.role, state.role);
        const before = principalOf(state);
        if (input.role !== state.role) {
          checkAccessChange(command.grantor, before, { ...before, role: input.role });
          checkLastAdministrator(before, { role: input.role, active: before.active }, command.otherActiveAdmins);
        } else if (command.grantor.personId === state.personId) {
          // HR's form on oneself: the employee record, company and quick id are someone else's to set
          throw new DomainError("forbidden", "permission.own_change");
        }
        const out: PersonEvent[] = [];
        if (!same(input.details, current.details)) out.push({ type: "PersonDetailsChanged", data: { personId: state.personId, personal: input.details, ...stamp } });
        if (!same(input.contact, current.contact)) out.push({ type: "PersonContactDetailsChanged", data: { personId: state.personId, personal: input.contact, ...stamp } });
        if (input.companyCode !== current.companyCode) {
          out.push({ type: "PersonCompanyChanged", data: { personId: state.personId, companyCode: input.companyCode, previous: current.companyCode, ...stamp } });
        }
        if (!same(input.employee, current.employee)) {
          out.push({ type: "EmployeeRecordChanged", data: { personId: state.personId, employee: input.employee, previous: current.employee, ...stamp } });
        }
        if (input.quickSalId !== undefined && input.quickSalId !== current.quickSalId) {
          out.push({ type: "PersonQuickSalIdAssigned", data: { personId: state.personId, quickSalId: input.quickSalId, previous: current.quickSalId, ...stamp } });
        }
        out.push(...roleEvents(state, input.role, stamp));
        return out;
      }
      case "ChangePersonDetails": {
        requireLive(state);
        const current = currentOf(state);
        if (!current) throw new DomainError("rule", "person.personal_data_unreadable");
        const input = normalizedPerson({
          details: command.details,
          contact: command.contact,
          email: state.email ?? "",
          username: null,
          companyCode: current.companyCode,
          role: state.role,
          capabilities: state.capabilities,
          employee: current.employee,
          quickSalId: undefined,
        });
        const next = keepHiddenFields(input, current);
        refuse(checkPersonInput(next, "edit"));
        const out: PersonEvent[] = [];
        if (!same(next.details, current.details)) out.push({ type: "PersonDetailsChanged", data: { personId: state.personId, personal: next.details, ...stamp } });
        if (!same(next.contact, current.contact)) out.push({ type: "PersonContactDetailsChanged", data: { personId: state.personId, personal: next.contact, ...stamp } });
        return out;
      }
      case "ChangeContactDetails": {
        requireLive(state);
        const current = currentOf(state);
        if (!current) throw new DomainError("rule", "person.personal_data_unreadable");
        const input = normalizedPerson({
          details: current.details,
          contact: command.contact,
          email: state.email ?? "",
          username: null,
          companyCode: current.companyCode,
          role: state.role,
          capabilities: state.capabilities,
          employee: current.employee,
          quickSalId: undefined,
        });
        const next = keepHiddenFields(input, current);
        // only the contact part is this form's: the rest was recorded by someone else's rules
        refuse(checkPersonInput(next, "edit").filter((i) => ["address", "zip", "city", "countryId", "personalMail", "officeMail", "phones"].some((f) => i.field === f || i.field?.startsWith(`${f}[`))));
        if (same(next.contact, current.contact)) return [];
        return [{ type: "PersonContactDetailsChanged", data: { personId: state.personId, personal: next.contact, ...stamp } }];
      }
      case "ChangeAvatar":
        requireLive(state);
        if (same(command.avatar, state.avatar)) return [];
        return [{ type: "PersonAvatarChanged", data: { personId: state.personId, avatar: command.avatar, previous: state.avatar, ...stamp } }];
      case "AddLegalDocument": {
        requireLive(state);
        const title = command.text.title.trim();
        const number = command.text.number?.trim() || null;
        if (!title) throw ruleBroken("errors.required", { field: "title" });
        if (title.length > LIMITS.documentTitle) throw ruleBroken("forms.errors.too_long", { field: "title" });
        if (number && number.length > LIMITS.documentNumber) throw ruleBroken("forms.errors.too_long", { field: "number" });
        if (!command.file) throw ruleBroken("person.document_file_required", { field: "file" });
        if (command.expiresAt !== null && !/^\d{4}-\d{2}-\d{2}$/.test(command.expiresAt)) throw ruleBroken("errors.invalid_date", { field: "expiresAt" });
        if (state.documents.some((d) => d.documentId === command.documentId)) return [];
        if (state.documents.length >= LIMITS.documents) throw ruleBroken("person.too_many_documents");
        return [
          {
            type: "LegalDocumentAdded",
            data: { personId: state.personId, documentId: command.documentId, expiresAt: command.expiresAt, signed: command.signed, file: command.file, personal: { title, number }, ...stamp },
          },
        ];
      }
      case "RemoveLegalDocument":
        requireLive(state);
        if (!state.documents.some((d) => d.documentId === command.documentId)) throw notFound();
        return [{ type: "LegalDocumentRemoved", data: { personId: state.personId, documentId: command.documentId, ...stamp } }];
      case "AssignSites": {
        requireLive(state);
        const siteIds = sortedUnique(command.siteIds.filter((id) => Number.isSafeInteger(id) && id > 0));
        if (siteIds.length > 0 && (state.role === null || !SITE_ROLES.includes(state.role))) throw ruleBroken("person.sites_not_for_role", { field: "siteIds" });
        if (same(siteIds, state.siteIds)) return [];
        return [{ type: "PersonSitesAssigned", data: { personId: state.personId, siteIds, previous: state.siteIds, ...stamp } }];
      }
      case "ChangeNotificationSettings":
        requireLive(state);
        if (same(command.settings, state.settings)) return [];
        return [{ type: "PersonNotificationSettingsChanged", data: { personId: state.personId, settings: command.settings, ...stamp } }];
      case "SetPassword":
        requireLive(state);
        if (command.grantor) checkPasswordReset(command.grantor, principalOf(state));
        return [{ type: "PersonPasswordSet", data: { personId: state.personId, byAdministrator: command.grantor !== null, ...stamp } }];
      case "DeactivatePerson":
        requireLive(state);
        if (!state.active) return [];
        checkStatusChange(command.grantor, principalOf(state), false);
        checkLastAdministrator(principalOf(state), { role: state.role, active: false }, command.otherActiveAdmins);
        return [{ type: "PersonDeactivated", data: { personId: state.personId, ...stamp } }];
      case "ActivatePerson":
        requireLive(state);
        if (state.active) return [];
        checkStatusChange(command.grantor, principalOf(state), true);
        return [{ type: "PersonActivated", data: { personId: state.personId, ...stamp } }];
      case "ErasePerson":
        if (!state.exists) throw notFound();
        if (state.erased) return [];
        checkStatusChange(command.grantor, principalOf(state), false);
        checkLastAdministrator(principalOf(state), { role: state.role, active: false }, command.otherActiveAdmins);
        return [{ type: "PersonErased", data: { personId: state.personId, ...stamp } }];
    }
  },
};

/** The employee record's rules alone (the seed and the importers check records with them). */
export { checkEmployeeRecord };
