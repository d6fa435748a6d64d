// The rules of one stamp record (stream `stamp-<id>`, ADR-0030): clocked by the person (the
// server's time; in turn, ADR-0042), added by HR for someone, corrected or deleted with a reason by someone who may
// (never on their own stamps), or proposed by the person as the missing partner of an unpaired
// stamp and then accepted or refused by HR. Nothing is overwritten: the original values and every
// change are events of the stream. A stamp without a place is accepted and marked, never refused.
import { Temporal } from "temporal-polyfill";
import { accessOf } from "../access/permissions";
import { fold, type Decider } from "../shared/decider";
import { DomainError, forbidden, notFound, ruleBroken } from "../shared/errors";
import { INPUT_ERRORS } from "../shared/inputs";
import { assertWithinLimit } from "../shared/text-limits";
import { parseClockTime, parseZurichDateTime, toIsoOffset, zurichAt } from "../shared/zurich-time";
import { expectedKind, stampMoment, type LastStamp } from "./clock";
import { geofenceOf } from "./geofence";
import type { PartnerFacts, PlaceInput, RecordStamp, StampCommand } from "./commands";
import { refuseInLockedMonth } from "../month-close/month";
import type { StampEvent } from "./events";
import {
  MAX_PAIR_MINUTES,
  mayDeleteStamps,
  OFFLINE_LIMITS,
  mayManageStamps,
  partnerKind,
  REASON_MAX,
  type PlaceSource,
  type StampActor,
  type StampKind,
  type StampPlace,
  type StampSource,
  type StampStatus,
} from "./types";

export interface StampState {
  stampId: number;
  personId: number;
  /** null: nothing recorded yet */
  status: StampStatus | null;
  kind: StampKind | null;
  stampedAt: string | null;
  /** the values first recorded (or proposed), kept through corrections */
  originalKind: StampKind | null;
  originalStampedAt: string | null;
  source: StampSource | null;
  deviceAt: string | null;
  placeSource: PlaceSource;
  /** null when made without a place, or when the person has been erased */
  place: StampPlace | null;
  /** the site the stamp names (ADR-0122); null: no site */
  siteId: number | null;
  /** the place lay outside the site's radius when stamped */
  offSite: boolean;
  /** metres from the site when measured; null otherwise or once erased */
  distanceM: number | null;
  /** the unpaired stamp a proposal completes */
  partnerStampId: number | null;
  /** the latest reason given (HR's entry, correction, deletion, refusal); "" when none or erased */
  reason: string;
  recordedAt: string | null;
  recordedBy: number | null;
  corrections: number;
  correctedAt: string | null;
  correctedBy: number | null;
  /** who accepted, refused or deleted it, and when */
  closedAt: string | null;
  closedBy: number | null;
}

const initialStampState = (): StampState => ({
  stampId: 0,
  personId: 0,
  status: null,
  kind: null,
  stampedAt: null,
  originalKind: null,
  originalStampedAt: null,
  source: null,
  deviceAt: null,
  placeSource: "none",
  place: null,
  siteId: null,
  offSite: false,
  distanceM: null,
  partnerStampId: null,
  reason: "",
  recordedAt: null,
  recordedBy: null,
  corrections: 0,
  correctedAt: null,
  correctedBy: null,
  closedAt: null,
  closedBy: null,
});

const MINUTE_NS = 60n * 1_000_000_000n;


function instantOf(s: string): Temporal.ZonedDateTime {
  const z = parseZurichDateTime(s);
  // recorded values and ctx.now are always readable; anything else is a programming error
  if (!z) throw new RangeError(`not an instant: ${s}`);
  return z;
}

/** The device's clock as sent by the browser: only an absolute instant (with Z or an offset) is kept. */
function deviceTimeOf(sent: string | null): string | null {
  if (typeof sent !== "string" || sent.length > 64) return null;
  try {
    return toIsoOffset(Temporal.Instant.from(sent.trim()).toZonedDateTimeISO("Europe/Zurich"));
  } catch {
    return null;
  }
}

/**
 * A queued stamp's time (ADR-0124): the device's clock at the tap, to the second, when it lies
 * within OFFLINE_LIMITS of the server's time and after the person's last stamp; otherwise the
 * refusal the device's queue shows ("in the future", "older than 72 hours", "before your last stamp").
 */
function queuedStampTime(deviceAt: string | null, now: string, last: LastStamp | null): string {
  const device = deviceTimeOf(deviceAt);
  if (device === null) throw ruleBroken("stamping.queued.no_time");
  const ms = Temporal.Instant.from(device).epochMilliseconds;
  const nowMs = Temporal.Instant.from(now).epochMilliseconds;
  if (ms > nowMs + OFFLINE_LIMITS.aheadMinutes * 60_000) throw ruleBroken("stamping.queued.future", { params: stampMoment(device) });
  if (ms < nowMs - OFFLINE_LIMITS.behindHours * 3_600_000) throw ruleBroken("stamping.queued.too_old", { params: { ...stampMoment(device), hours: OFFLINE_LIMITS.behindHours } });
  if (last && ms <= Temporal.Instant.from(last.stampedAt).epochMilliseconds) throw ruleBroken("stamping.queued.before_last", { params: { ...stampMoment(device), last: stampMoment(last.stampedAt).time, lastDate: stampMoment(last.stampedAt).date } });
  return toIsoOffset(Temporal.Instant.fromEpochMilliseconds(Math.floor(ms / 1000) * 1000).toZonedDateTimeISO("Europe/Zurich"));
}

const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);

/** A usable place or none: coordinates out of range (or missing) never refuse a stamp, they mark it placeless. */
export function placeOf(input: PlaceInput): { placeSource: PlaceSource; place: StampPlace | null } {
  if (input.source === "none") return { placeSource: "none", place: null };
  const { latitude, longitude } = input;
  if (!finite(latitude) || !finite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { placeSource: "none", place: null };
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const label = input.source === "preset" ? input.label.trim().slice(0, 200) || null : null;
  return { placeSource: input.source, place: { latitude: round(latitude), longitude: round(longitude), label } };
}

function reasonOf(reason: string, required: boolean): string {
  const r = (reason ?? "").trim();
  if (required && r === "") throw ruleBroken("stamping.reason_required", { field: "reason" });
  assertWithinLimit(r, REASON_MAX, "reason");
  return r;
}

/** An entered time as the stored instant; not readable → invalid date, after now → in the future. */
function enteredTime(stampedAt: string, now: string): string {
  const z = parseZurichDateTime(stampedAt);
  if (!z) throw ruleBroken("errors.invalid_date", { field: "stampedAt" });
  if (Temporal.ZonedDateTime.compare(z, instantOf(now)) > 0) throw ruleBroken("stamping.in_future", { field: "stampedAt" });
  return toIsoOffset(z);
}

/** An ISO instant with offset ("2026-03-10T07:30:00+01:00") on a quarter hour of its wall time, to the second. */
function onQuarterHour(iso: string): boolean {
  const m = /T\d{2}:(\d{2}):(\d{2})/.exec(iso);
  return m !== null && Number(m[1]) % 15 === 0 && Number(m[2]) === 0;
}

function requireManager(actor: StampActor, personId: number): void {
  if (!mayManageStamps(actor)) throw forbidden();
  // nobody changes their own working time (ADR-0030)
  if (actor.personId === personId) throw new DomainError("forbidden", "stamping.own_stamps");
}

function requireExists(state: StampState): void {
  if (state.status === null) throw notFound();
}

function requireStatus(state: StampState, status: StampStatus, code: string): void {
  if (state.status !== status) throw ruleBroken(code, { params: { status: state.status ?? "" } });
}

/**
 * The instant a proposal's one field names. A missing clock-out (the partner is an ENTRATA) is on
 * the clock-in's Zurich date, or the next date when the time is not after the clock-in (a night
 * shift); a missing clock-in is on the clock-out's date, or the date before when the time is not
 * before it. Either way at most 16 hours from the partner and never in the future. When the time
 * only fits as a night shift and that does not work either, the message says what is wrong: the
 * clock-out must come after the clock-in at 07:02 (or the clock-in before the clock-out).
 */
export function proposedInstant(
  partner: Pick<PartnerFacts, "kind" | "stampedAt">,
  time: string,
  now: string,
): { ok: true; stampedAt: string } | { ok: false; code: string; params?: Record<string, string> } {
  const clock = parseClockTime(time);
  if (!clock) return { ok: false, code: "errors.invalid_time" };
  const p = instantOf(partner.stampedAt);
  let z = zurichAt(p.toPlainDate(), clock);
  let shifted = false;
  if (partner.kind === "ENTRATA") {
    if (Temporal.ZonedDateTime.compare(z, p) <= 0) {
      z = zurichAt(p.toPlainDate().add({ days: 1 }), clock);
      shifted = true;
    }
  } else if (Temporal.ZonedDateTime.compare(z, p) >= 0) {
    z = zurichAt(p.toPlainDate().subtract({ days: 1 }), clock);
    shifted = true;
  }
  const gap = (z.epochNanoseconds > p.epochNanoseconds ? z.epochNanoseconds - p.epochNanoseconds : p.epochNanoseconds - z.epochNanoseconds) / MINUTE_NS;
  const tooFar = gap >= BigInt(MAX_PAIR_MINUTES);
  const future = Temporal.ZonedDateTime.compare(z, instantOf(now)) > 0;
  if (shifted && (tooFar || future)) {
    // the time is on the wrong side of the partner on its own day: say so, not what the next day's reading broke
    const code = partner.kind === "ENTRATA" ? "stamping.proposal.exit_before_entry" : "stamping.proposal.entry_after_exit";
    return { ok: false, code, params: { time: stampMoment(partner.stampedAt).time } };
  }
  if (tooFar) return { ok: false, code: "stamping.proposal_too_far" };
  if (future) return { ok: false, code: "stamping.in_future" };
  return { ok: true, stampedAt: toIsoOffset(z) };
}

/**
 * The clock records in turn (ADR-0042): on duty (the latest stamp a clock-in less than 16 hours
 * old) only a clock-out, otherwise only a clock-in. A clock-out while off duty is accepted only on
 * the "I forgot to clock in" path, with the time the work started: after the person's last stamp,
 * at most 16 hours before now; that start then goes to HR as a proposal.
 */
function checkTurn(command: Pick<RecordStamp, "kind" | "last" | "missingEntryTime">, now: string): void {
  const { kind, last } = command;
  const forgotEntry = typeof command.missingEntryTime === "string";
  if (forgotEntry && kind !== "USCITA") throw ruleBroken("stamping.kind_required");
  const expected = expectedKind(last, now);
  if (expected === "USCITA" && last) {
    // a second clock-in, or "I forgot to clock in" while clocked in
    if (kind === "ENTRATA" || forgotEntry) throw ruleBroken("stamping.clock.already_in", { params: stampMoment(last.stampedAt) });
    return;
  }
  if (kind === "ENTRATA") return;
  if (!forgotEntry) throw ruleBroken("stamping.clock.not_in");
  const when = proposedInstant({ kind: "USCITA", stampedAt: toIsoOffset(instantOf(now)) }, command.missingEntryTime as string, now);
  if (!when.ok) throw ruleBroken(when.code, { field: "missingEntryTime", params: when.params });
  if (last && instantOf(when.stampedAt).epochNanoseconds <= instantOf(last.stampedAt).epochNanoseconds) {
    throw ruleBroken("stamping.clock.entry_before_last", { field: "missingEntryTime", params: stampMoment(last.stampedAt) });
  }
}

/**
 * The crew's turn (ADR-0123 on ADR-0042): the foreman records only the stamp the person's clock
 * expects — a clock-in for someone off duty, a clock-out for someone on duty; there is no "I forgot"
 * path here (that is the person's own, or HR's).
 */
function checkCrewTurn(kind: StampKind, last: LastStamp | null, now: string): void {
  const expected = expectedKind(last, now);
  if (kind === expected) return;
  if (kind === "ENTRATA" && last) throw ruleBroken("stamping.crew.already_in", { params: stampMoment(last.stampedAt) });
  throw ruleBroken("stamping.crew.not_in");
}

/**
 * Stamps: a person clocks in and out for themselves, in turn (not with NO_STAMPINGLOG); someone with update
 * stampingsLog adds, corrects and decides proposals for others; deleting also needs update
 * profile; nobody changes their own stamps; a person proposes the missing partner of their own
 * unpaired stamp. Every change keeps the values before it.
 */
export const stampDecider: Decider<StampState, StampCommand, StampEvent> = {
  streamType: "stamp",
  initialState: initialStampState,
  evolve(state, event) {
    const d = event.data;
    switch (event.type) {
      case "StampRecorded":
        return {
          ...initialStampState(),
          stampId: d.stampId,
          personId: d.personId,
          status: "ACTIVE",
          kind: event.data.kind,
          stampedAt: event.data.stampedAt,
          originalKind: event.data.kind,
          originalStampedAt: event.data.stampedAt,
          source: event.data.source,
          deviceAt: event.data.deviceAt,
          placeSource: event.data.placeSource,
          place: event.data.personal?.place ?? null,
          siteId: event.data.siteId,
          offSite: event.data.offSite,
          distanceM: event.data.personal?.distanceM ?? null,
          reason: event.data.personal?.reason ?? "",
          recordedAt: d.at,
          recordedBy: d.by,
        };
      case "MissingStampProposed":
        return {
          ...initialStampState(),
          stampId: d.stampId,
          personId: d.personId,
          status: "PROPOSED",
          kind: event.data.kind,
          stampedAt: event.data.stampedAt,
          originalKind: event.data.kind,
          originalStampedAt: event.data.stampedAt,
          source: "proposal",
          partnerStampId: event.data.partnerStampId,
          recordedAt: d.at,
          recordedBy: d.by,
        };
      case "StampCorrected":
        return {
          ...state,
          kind: event.data.kind,
          stampedAt: event.data.stampedAt,
          reason: event.data.personal?.reason ?? "",
          corrections: state.corrections + 1,
          correctedAt: d.at,
          correctedBy: d.by,
        };
      case "StampDeleted":
        return { ...state, status: "DELETED", reason: event.data.personal?.reason ?? "", closedAt: d.at, closedBy: d.by };
      case "MissingStampAccepted":
        return { ...state, status: "ACTIVE", closedAt: d.at, closedBy: d.by };
      case "MissingStampRefused":
        return { ...state, status: "REFUSED", reason: event.data.personal?.reason ?? "", closedAt: d.at, closedBy: d.by };
    }
  },
  decide(command, state, ctx) {
    const at = ctx.now;
    switch (command.type) {
      case "RecordStamp": {
        if (state.status !== null) throw ruleBroken("errors.already_exists");
        const personId = command.person.personId;
        if (command.recordedBy.personId !== personId) throw forbidden();
        if (!accessOf(command.person).canStamp) throw new DomainError("forbidden", "stamping.no_stampinglog");
        // only a site of the person's own (a forged choice); the list offers no other
        if (command.site && !command.site.assigned) throw ruleBroken("stamping.site.not_assigned", { field: "siteId" });
        // a stamp from the device's queue holds the time of its tap (ADR-0124); the turn is judged then
        const queued = command.queued === true && !command.missingEntryTime;
        const stampedAt = queued ? queuedStampTime(command.deviceAt, at, command.last) : toIsoOffset(instantOf(at));
        refuseInLockedMonth(command.lockedMonths, [stampedAt]);
        checkTurn(command, stampedAt);
        const { placeSource, place } = placeOf(command.place);
        // a flag, never a refusal (ADR-0122)
        const fence = geofenceOf(place, command.site);
        return [
          {
            type: "StampRecorded",
            data: {
              stampId: command.stampId,
              personId,
              kind: command.kind,
              stampedAt,
              source: queued ? "offline" : "clock",
              siteId: command.site?.siteId ?? null,
              offSite: fence.offSite,
              deviceAt: deviceTimeOf(command.deviceAt),
              placeSource,
              personal: place ? { place, reason: "", distanceM: fence.distanceM } : null,
              at,
              by: personId,
            },
          },
        ];
      }
      case "RecordCrewStamp": {
        if (state.status !== null) throw ruleBroken("errors.already_exists");
        // only a FOREMAN of this site's team, checked on the facts read now (ADR-0123)
        if (!command.foremanOnSite) throw new DomainError("forbidden", "stamping.crew.not_foreman");
        const personId = command.person.personId;
        // the foreman's own stamp is made on their own clock, with their own place
        if (command.foreman.personId === personId) throw ruleBroken("stamping.crew.own_stamp");
        if (!command.onTeam) throw ruleBroken("stamping.crew.not_on_team");
        if (!accessOf(command.person).canStamp) throw ruleBroken("stamping.person_no_stampinglog");
        refuseInLockedMonth(command.lockedMonths, [at]);
        checkCrewTurn(command.kind, command.last, at);
        return [
          {
            type: "StampRecorded",
            data: {
              stampId: command.stampId,
              personId,
              kind: command.kind,
              stampedAt: toIsoOffset(instantOf(at)),
              source: "crew",
              siteId: command.site.siteId,
              offSite: false,
              deviceAt: null,
              placeSource: "none",
              personal: null,
              at,
              by: command.foreman.personId,
            },
          },
        ];
      }
      case "AddStamp": {
        if (state.status !== null) throw ruleBroken("errors.already_exists");
        const personId = command.person.personId;
        requireManager(command.addedBy, personId);
        if (!accessOf(command.person).canStamp) throw ruleBroken("stamping.person_no_stampinglog");
        const stampedAt = enteredTime(command.stampedAt, at);
        refuseInLockedMonth(command.lockedMonths, [stampedAt], "stampedAt");
        const reason = reasonOf(command.reason, true);
        return [
          {
            type: "StampRecorded",
            data: {
              stampId: command.stampId,
              personId,
              kind: command.kind,
              stampedAt,
              source: "hr",
              siteId: null,
              offSite: false,
              deviceAt: null,
              placeSource: "none",
              personal: { place: null, reason, distanceM: null },
              at,
              by: command.addedBy.personId,
            },
          },
        ];
      }
      case "CorrectStamp": {
        requireExists(state);
        requireManager(command.correctedBy, state.personId);
        requireStatus(state, "ACTIVE", "stamping.not_active");
        const stampedAt = enteredTime(command.stampedAt, at);
        // neither the month the stamp was in nor the one it moves to may be locked (ADR-0138)
        refuseInLockedMonth(command.lockedMonths, [state.stampedAt, stampedAt], "stampedAt");
        // a new time is on the quarter hour (spec part 2 §5: date-time steps are 15 minutes); the
        // stamp's own time is kept as it is, so a clock stamp at 07:58 can have its kind corrected
        if (stampedAt !== state.stampedAt && !onQuarterHour(stampedAt)) throw ruleBroken(INPUT_ERRORS.quarterHour, { field: "stampedAt" });
        const reason = reasonOf(command.reason, true);
        // the same values again (a second tab, a repeat): nothing to record
        if (command.kind === state.kind && stampedAt === state.stampedAt) return [];
        return [
          {
            type: "StampCorrected",
            data: {
              stampId: state.stampId,
              personId: state.personId,
              kind: command.kind,
              stampedAt,
              previousKind: state.kind as StampKind,
              previousStampedAt: state.stampedAt as string,
              personal: { reason },
              at,
              by: command.correctedBy.personId,
            },
          },
        ];
      }
      case "DeleteStamp": {
        requireExists(state);
        if (!mayDeleteStamps(command.deletedBy)) throw forbidden();
        if (command.deletedBy.personId === state.personId) throw new DomainError("forbidden", "stamping.own_stamps");
        requireStatus(state, "ACTIVE", "stamping.not_active");
        refuseInLockedMonth(command.lockedMonths, [state.stampedAt]);
        const reason = reasonOf(command.reason, true);
        return [{ type: "StampDeleted", data: { stampId: state.stampId, personId: state.personId, personal: { reason }, at, by: command.deletedBy.personId } }];
      }
      case "ProposeMissingStamp": {
        if (state.status !== null) throw ruleBroken("errors.already_exists");
        const { partner } = command;
        if (command.proposedBy.personId !== command.personId) throw forbidden();
        // someone else's stamp reads exactly like an unknown one
        if (partner.personId !== command.personId) throw notFound();
        if (partner.status !== "ACTIVE" || !partner.unpaired) throw ruleBroken("stamping.not_unpaired");
        if (partner.pendingProposal) throw ruleBroken("stamping.proposal_pending");
        const when = proposedInstant(partner, command.time, at);
        if (!when.ok) throw ruleBroken(when.code, { field: "time", params: when.params });
        refuseInLockedMonth(command.lockedMonths, [when.stampedAt], "time");
        return [
          {
            type: "MissingStampProposed",
            data: {
              stampId: command.stampId,
              personId: command.personId,
              kind: partnerKind(partner.kind),
              stampedAt: when.stampedAt,
              partnerStampId: partner.stampId,
              at,
              by: command.proposedBy.personId,
            },
          },
        ];
      }
      case "AcceptMissingStamp":
      case "RefuseMissingStamp": {
        requireExists(state);
        requireManager(command.decidedBy, state.personId);
        requireStatus(state, "PROPOSED", "stamping.not_proposed");
        const ref = { stampId: state.stampId, personId: state.personId, at, by: command.decidedBy.personId };
        if (command.type === "AcceptMissingStamp") {
          // an accepted proposal counts in its month: not in a locked one (ADR-0138); a refusal changes no hours
          refuseInLockedMonth(command.lockedMonths, [state.stampedAt]);
          return [{ type: "MissingStampAccepted", data: ref }];
        }
        const reason = reasonOf(command.reason, false);
        return [{ type: "MissingStampRefused", data: { ...ref, personal: reason ? { reason } : null } }];
      }
    }
  },
};

/** A stamp record's state from its events (as a history page folds them). */
export function foldStamp(events: readonly StampEvent[]): StampState {
  return fold(stampDecider, [...events]);
}

/** The state after the first `count` events: the record exactly as it was then ("state at"). */
export function stampStateAt(events: readonly StampEvent[], count: number): StampState {
  return foldStamp(events.slice(0, Math.max(0, count)));
}
