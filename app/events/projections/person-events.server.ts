// The person aggregate's event types, for the projections that keep a person's stream version.
//
// A projection whose rows carry `stream_version` (the expected version of the person's forms:
// HR's edit, the permission screen, the profile) must handle every event of the stream, or a form
// rendered after an event it skipped carries a stale version and is refused as a conflict.
import type { PersonEvent } from "~/domain/person/events";
import type { EventOf } from "../catalog.server";

export const PERSON_EVENT_TYPES = [
  "PersonRegistered",
  "PersonRoleAssigned",
  "PersonCapabilitiesSet",
  "PersonDeactivated",
  "PersonActivated",
  "PersonPasswordSet",
  "PersonErased",
  "PersonDetailsChanged",
  "PersonContactDetailsChanged",
  "EmployeeRecordChanged",
  "PersonCompanyChanged",
  "PersonQuickSalIdAssigned",
  "PersonAvatarChanged",
  "LegalDocumentAdded",
  "LegalDocumentRemoved",
  "PersonSitesAssigned",
  "PersonSitesCleared",
  "PersonNotificationSettingsChanged",
] as const satisfies readonly PersonEvent["type"][];

// why: a new person event that is missing above fails the type check here, not a form in production
type Missing = Exclude<PersonEvent["type"], (typeof PERSON_EVENT_TYPES)[number]>;
const everyPersonEvent: [Missing] extends [never] ? true : Missing = true;
void everyPersonEvent;

export type PersonEventType = (typeof PERSON_EVENT_TYPES)[number];

/** The person a person event is about (every one names them). */
export const personIdOf = (e: EventOf<PersonEventType>): number => e.data.personId;
