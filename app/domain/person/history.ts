// A person in a history (issue 18, ADR-0011): the stream folded with personDecider.evolve, the state shown field by
// field (describeState). Pure; the audit's record page reads the stream.
import { eventUnionOf } from "../shared/event-schemas";
import { companyValue, presentValue, stateHistoryPlug } from "../shared/history";
import { personDecider, type PersonState } from "./decider";
import { personEvents, type PersonEvent } from "./events";

/**
 * A person's plug into the audit's history: its own decider, its stored shapes, its state's fields —
 * without the personal data (ADR-0007: names, birthday, contact details, e-mail and the legal
 * documents' texts are the person's, not the audit's; the events still show when they changed).
 */
export const personHistory = stateHistoryPlug<PersonState, PersonEvent>(personDecider, eventUnionOf(personEvents), "audit.field.person", ["personId", "exists", "details", "contact", "email", "documents"], {}, {
  // the notification channels are the person's own settings, not the audit's (the events still show when they changed)
  omit: ["settings.channels"],
  keyed: { role: "access_names.roles", capabilities: "access_names.capabilities" },
  // a photo is there or not: its storage keys and checksum are the storage's, not the auditor's
  summary: { avatar: presentValue, companyCode: companyValue },
});
