// Test support for the stamping rules (as app/domain/leave/fixtures.ts): the people, rights and
// events the unit tests share. Pure data; no test runner.
import type { Principal } from "../access/permissions";
import type { AddStamp, PartnerFacts, RecordCrewStamp, RecordStamp } from "./commands";
import type { StampSiteFacts } from "./geofence";
import type { StampEvent } from "./events";
import type { StampActor } from "./types";

export const PERSON = 42;
export const STAMP = 9001;

/** The worker whose stamps these are: a WORKER of Sitaf. */
export const workerPrincipal: Principal = { personId: PERSON, role: "WORKER", capabilities: [], companyCode: "sitaf", active: true };
export const worker: StampActor = { personId: PERSON, rights: ["read:sites", "read:profile"] };
/** HR: update stampingsLog and update profile. */
export const hr: StampActor = { personId: 7, rights: ["read:hr", "update:hr", "update:stampingsLog", "update:profile"] };
/** A worker with STAMPINGS_LOG_MANAGEMENT: update stampingsLog, but only read profile. */
export const stampsUpdater: StampActor = { personId: 12, rights: ["read:sites", "read:profile", "update:stampingsLog"] };
/** Reads hr and stampingsLog, updates neither. */
export const reader: StampActor = { personId: 11, rights: ["read:hr", "read:stampingsLog", "read:audit"] };
export const hrPrincipal: Principal = { personId: 7, role: "HR", capabilities: [], companyCode: "sitaf", active: true };

/** Tuesday 10 March 2026 (CET, +01:00). */
export const MORNING = "2026-03-10T07:00:00.000Z"; // 08:00 in Zurich
export const EVENING = "2026-03-10T16:30:00.000Z"; // 17:30 in Zurich
export const LATER = "2026-03-11T09:00:00.000Z";

export const clockIn = (overrides: Partial<RecordStamp> = {}): RecordStamp => ({
  type: "RecordStamp",
  stampId: STAMP,
  person: workerPrincipal,
  recordedBy: worker,
  kind: "ENTRATA",
  deviceAt: "2026-03-10T06:59:41.000Z",
  place: { source: "device", latitude: 46.1946, longitude: 9.0244 },
  last: null,
  site: null,
  ...overrides,
});

/** A site of the worker's in Bellinzona, with the default radius of 300 m. */
export const SITE: StampSiteFacts = { siteId: 31, title: "Residenza Lugano A", latitude: 46.1946, longitude: 9.0244, radiusM: 300 };
/** The site's foreman. */
export const foreman: StampActor = { personId: 55, rights: ["read:sites", "read:profile"] };

/** The foreman clocks the worker in at the site. */
export const crewStamp = (overrides: Partial<RecordCrewStamp> = {}): RecordCrewStamp => ({
  type: "RecordCrewStamp",
  stampId: STAMP,
  person: workerPrincipal,
  foreman,
  foremanOnSite: true,
  onTeam: true,
  site: SITE,
  kind: "ENTRATA",
  last: null,
  ...overrides,
});

export const addStamp = (overrides: Partial<AddStamp> = {}): AddStamp => ({
  type: "AddStamp",
  stampId: STAMP,
  person: workerPrincipal,
  addedBy: hr,
  kind: "USCITA",
  stampedAt: "2026-03-10 17:00:00",
  reason: "Dimenticato di timbrare l'uscita",
  ...overrides,
});

type Ref = { stampId?: number; personId?: number; at?: string; by?: number };
const ref = (r: Ref, at: string, by: number) => ({ stampId: r.stampId ?? STAMP, personId: r.personId ?? PERSON, at: r.at ?? at, by: r.by ?? by });

/** The worker's clock-in at 08:00 in Zurich, with the device's place. */
export const recorded = (r: Ref & { kind?: "ENTRATA" | "USCITA"; stampedAt?: string } = {}): StampEvent => ({
  type: "StampRecorded",
  data: {
    ...ref(r, MORNING, PERSON),
    kind: r.kind ?? "ENTRATA",
    stampedAt: r.stampedAt ?? "2026-03-10T08:00:00+01:00",
    source: "clock",
    siteId: null,
    offSite: false,
    deviceAt: "2026-03-10T07:59:41+01:00",
    placeSource: "device",
    personal: { place: { latitude: 46.1946, longitude: 9.0244, label: null }, reason: "", distanceM: null },
  },
});

export const corrected = (r: Ref & { stampedAt?: string; previousStampedAt?: string } = {}): StampEvent => ({
  type: "StampCorrected",
  data: {
    ...ref(r, LATER, hr.personId),
    kind: "ENTRATA",
    stampedAt: r.stampedAt ?? "2026-03-10T07:30:00+01:00",
    previousKind: "ENTRATA",
    previousStampedAt: r.previousStampedAt ?? "2026-03-10T08:00:00+01:00",
    personal: { reason: "Era in cantiere dalle 7:30" },
  },
});

export const deleted = (r: Ref = {}): StampEvent => ({ type: "StampDeleted", data: { ...ref(r, LATER, hr.personId), personal: { reason: "Doppia timbratura" } } });

export const proposed = (r: Ref & { stampedAt?: string; partnerStampId?: number } = {}): StampEvent => ({
  type: "MissingStampProposed",
  data: { ...ref(r, LATER, PERSON), kind: "USCITA", stampedAt: r.stampedAt ?? "2026-03-10T17:00:00+01:00", partnerStampId: r.partnerStampId ?? 9000 },
});

/** An unpaired clock-in of the worker at 08:00 on 10 March (a forgotten clock-out). */
export const openEntry = (overrides: Partial<PartnerFacts> = {}): PartnerFacts => ({
  stampId: 9000,
  personId: PERSON,
  kind: "ENTRATA",
  status: "ACTIVE",
  stampedAt: "2026-03-10T08:00:00+01:00",
  unpaired: true,
  pendingProposal: false,
  ...overrides,
});
