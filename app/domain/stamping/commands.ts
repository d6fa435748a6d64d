// Commands on one stamp record (stream `stamp-<id>`). Each names the person acting with the rights
// they hold, so the rules check who may act here and not only in the route; `now` comes from the
// command context and is the stamp's time when clocking. Intents on forms mirror them:
// record-stamp, add-stamp, correct-stamp, delete-stamp, propose-missing-stamp,
// accept-missing-stamp, refuse-missing-stamp.
import type { Principal } from "../access/permissions";
import type { LastStamp } from "./clock";
import type { StampSiteFacts } from "./geofence";
import type { LockedMonths } from "../month-close/month";
import type { StampActor, StampKind, StampPlace, StampStatus } from "./types";

/**
 * The person's locked months (countersigned, ADR-0138), read by the command: a stamp dated in one is
 * refused. Absent: nothing is locked.
 */
export interface UnderPeriodLock {
  lockedMonths?: LockedMonths;
}

/** Where the person says they are, as the form sent it; anything unusable becomes "no place". */
export type PlaceInput =
  | { source: "device"; latitude: number; longitude: number }
  | { source: "preset"; latitude: number; longitude: number; label: string }
  | { source: "none" };

/**
 * The person clocks in or out with the clock button: the stamp's time is the server's (`now`), the
 * device's time is kept beside it. `person` is the person clocking (NO_STAMPINGLOG, no role,
 * CLIENT and AUDITOR do not clock in). The clock records in turn (ADR-0042): `last` is what the
 * person stamped last, read from the stamp list.
 */
export interface RecordStamp extends UnderPeriodLock {
  type: "RecordStamp";
  stampId: number;
  person: Principal;
  recordedBy: StampActor;
  kind: StampKind;
  /** the browser's clock, as sent (ISO 8601); null when not sent */
  deviceAt: string | null;
  place: PlaceInput;
  /** the person's latest active or proposed stamp up to now; null when none */
  last: LastStamp | null;
  /**
   * The site the person chose on the clock form, read from our records (ADR-0122), with whether it
   * is one of the person's sites (assigned in their profile or on its team); null: no site.
   */
  site: (StampSiteFacts & { assigned: boolean }) | null;
  /**
   * "I forgot to clock in": a clock-out while off duty, with the time the work started ("HH:mm");
   * that start is then proposed to HR as the missing clock-in. Absent for the clock buttons.
   */
  missingEntryTime?: string | null;
  /**
   * Tapped without a connection and sent later from the device's queue (ADR-0124): the stamp's time
   * is `deviceAt`, within the limits of OFFLINE_LIMITS; absent or false for a stamp sent at once.
   */
  queued?: boolean;
}

/**
 * The site's foreman clocks a member of the crew in or out (ADR-0123): the server's time, the
 * foreman's site, no place (the foreman vouches for where; the worker's whereabouts are not the
 * foreman's position). `foremanOnSite`: the actor is FOREMAN on the site's team now; `onTeam`: the
 * person is on that team. The person's turn is kept as on their own clock (ADR-0042).
 */
export interface RecordCrewStamp extends UnderPeriodLock {
  type: "RecordCrewStamp";
  stampId: number;
  person: Principal;
  foreman: StampActor;
  foremanOnSite: boolean;
  onTeam: boolean;
  site: StampSiteFacts;
  kind: StampKind;
  last: LastStamp | null;
}

/** HR records a stamp for someone else (update stampingsLog), at a time they enter, with a reason. */
export interface AddStamp extends UnderPeriodLock {
  type: "AddStamp";
  stampId: number;
  person: Principal;
  addedBy: StampActor;
  kind: StampKind;
  /** Zurich wall time "YYYY-MM-DD HH:mm:ss" (or an instant) */
  stampedAt: string;
  reason: string;
}

/** Correct an active stamp's kind or time (update stampingsLog, not one's own), with a reason. */
export interface CorrectStamp extends UnderPeriodLock {
  type: "CorrectStamp";
  correctedBy: StampActor;
  kind: StampKind;
  stampedAt: string;
  reason: string;
}

/** Delete an active stamp (update profile and update stampingsLog, not one's own), with a reason. */
export interface DeleteStamp extends UnderPeriodLock {
  type: "DeleteStamp";
  deletedBy: StampActor;
  reason: string;
}

/** What the rules need to know about the unpaired stamp a proposal completes (read from the stamp list). */
export interface PartnerFacts {
  stampId: number;
  personId: number;
  kind: StampKind;
  status: StampStatus;
  /** the Zurich offset form ("2026-03-10T07:58:12+01:00") */
  stampedAt: string;
  /** no partner in the day's pairing (a forgotten clock-out or clock-in) */
  unpaired: boolean;
  /** another proposal for it is waiting for HR */
  pendingProposal: boolean;
}

/**
 * The person proposes the missing partner of their unpaired stamp with one field: the time
 * ("HH:mm"). A missing clock-out is on the clock-in's day, or on the next day when the time is not
 * after the clock-in (a night shift); a missing clock-in is before the clock-out, on its day or the
 * day before. The proposal counts once HR accepts it.
 */
export interface ProposeMissingStamp extends UnderPeriodLock {
  type: "ProposeMissingStamp";
  stampId: number;
  personId: number;
  proposedBy: StampActor;
  partner: PartnerFacts;
  time: string;
}

/** HR accepts a pending proposal (update stampingsLog, not one's own). */
export interface AcceptMissingStamp extends UnderPeriodLock {
  type: "AcceptMissingStamp";
  decidedBy: StampActor;
}

/** HR refuses a pending proposal (update stampingsLog, not one's own), with an optional reason. */
export interface RefuseMissingStamp {
  type: "RefuseMissingStamp";
  decidedBy: StampActor;
  reason: string;
}

export type StampCommand = RecordStamp | RecordCrewStamp | AddStamp | CorrectStamp | DeleteStamp | ProposeMissingStamp | AcceptMissingStamp | RefuseMissingStamp;

export type { StampPlace };
