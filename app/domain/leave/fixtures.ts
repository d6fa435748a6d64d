// Test support for the leave rules (as app/domain/shared/testing.ts): the people, rights and hours
// the unit tests share, and builders for recorded events. Pure data; no test runner.
import type { LeaveSurroundings, RequestLeave } from "./commands";
import type { LeaveDetails, LeaveEvent } from "./events";
import type { LeaveInput } from "./period";
import type { LeaveActor } from "./types";
import type { WorkingHours, WorkingHoursPerson } from "./working-hours";

export const PERSON = 42;

/** The employee the requests are about: no right to decide. */
export const employee: LeaveActor = { personId: PERSON, rights: ["read:sites", "read:profile", "update:profile"] };
/** HR with update hr and update leave. */
export const hr: LeaveActor = { personId: 7, rights: ["read:hr", "update:hr", "read:leave", "update:leave"] };
export const otherHr: LeaveActor = { personId: 8, rights: ["update:hr", "update:leave"] };
/** Only update leave. */
export const leaveManager: LeaveActor = { personId: 9, rights: ["update:leave"] };
/** Only update hr. */
export const hrUpdater: LeaveActor = { personId: 10, rights: ["update:hr"] };
/** Reads leave and hr, updates neither. */
export const leaveReader: LeaveActor = { personId: 11, rights: ["read:leave", "read:hr", "read:audit"] };
/** Another employee. */
export const colleague: LeaveActor = { personId: 43, rights: ["read:sites", "read:profile", "update:profile"] };

export const personHours: WorkingHoursPerson = { personId: PERSON, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" };
export const PERSON_HOURS: WorkingHours = { winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00", source: "person", ruleId: null };
export const workingTime = { person: personHours, rules: [] };
/** No other request of the person and no festivity. */
export const noSurroundings: LeaveSurroundings = { others: [], festivities: [] };

/** A holiday from Monday 2 March 2026 08:00 to Wednesday 4 March 12:00 (Zurich wall time). */
export const rangeInput: LeaveInput = {
  leaveType: 1,
  period: { shape: "range", startAt: "2026-03-02T08:00", endAt: "2026-03-04T12:00" },
  description: "Settimana bianca",
};

export const rangeDetails: LeaveDetails = {
  leaveType: 1,
  shape: "range",
  startAt: "2026-03-02T08:00:00+01:00",
  endAt: "2026-03-04T12:00:00+01:00",
  startDate: "2026-03-02",
  endDate: "2026-03-04",
  hours: null,
  minutes: null,
  workingHours: PERSON_HOURS,
};

export const requestLeave = (overrides: Partial<RequestLeave> = {}): RequestLeave => ({
  type: "RequestLeave",
  leaveId: 4711,
  personId: PERSON,
  personRole: "EMPLOYEE",
  personCapabilities: [],
  recordedBy: employee,
  leave: rangeInput,
  workingTime,
  surroundings: noSurroundings,
  ...overrides,
});

export const REQUESTED_AT = "2026-02-20T09:00:00.000Z";
export const DECIDED_AT = "2026-02-21T10:00:00.000Z";

type Stamp = { leaveId?: number; personId?: number; at?: string; by?: number };
const stamp = (s: Stamp, at: string, by: number) => ({ leaveId: s.leaveId ?? 4711, personId: s.personId ?? PERSON, at: s.at ?? at, by: s.by ?? by });

export const requested = (
  details: LeaveDetails = rangeDetails,
  s: Stamp & { description?: string | null } = {},
): LeaveEvent => ({
  type: "LeaveRequested",
  data: {
    ...stamp(s, REQUESTED_AT, PERSON),
    details,
    personal: s.description === null ? null : { description: s.description ?? "Settimana bianca" },
  },
});
export const approved = (s: Stamp = {}): LeaveEvent => ({ type: "LeaveApproved", data: stamp(s, DECIDED_AT, hr.personId) });
export const rejected = (s: Stamp = {}): LeaveEvent => ({ type: "LeaveRejected", data: stamp(s, DECIDED_AT, hr.personId) });
export const withdrawn = (s: Stamp = {}): LeaveEvent => ({ type: "LeaveRequestWithdrawn", data: stamp(s, DECIDED_AT, PERSON) });
