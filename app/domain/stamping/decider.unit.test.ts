// Given/when/then for the stamp rules: clocking (the server's time, the device's beside it, a
// place or none), HR's entry, corrections and deletions with reasons, proposals for a forgotten
// stamp and HR's decision on them; nobody changes their own stamps.
import { describe, expect, it } from "vitest";
import { ctx, given } from "../shared/testing";
import { expectedKind } from "./clock";
import { foldStamp, proposedInstant, stampDecider, stampStateAt } from "./decider";
import {
  addStamp,
  clockIn,
  corrected,
  deleted,
  EVENING,
  hr,
  hrPrincipal,
  LATER,
  MORNING,
  openEntry,
  PERSON,
  proposed,
  reader,
  recorded,
  crewStamp,
  foreman,
  SITE,
  STAMP,
  stampsUpdater,
  worker,
  workerPrincipal,
} from "./fixtures";

const at = (now: string) => ctx({ now });

describe("when nothing is recorded", () => {
  it("clocking in records the server's time, with the device's time and place beside it", () => {
    given(stampDecider)
      .when(clockIn(), at(MORNING))
      .thenEvents([
        {
          type: "StampRecorded",
          data: {
            stampId: STAMP,
            personId: PERSON,
            kind: "ENTRATA",
            stampedAt: "2026-03-10T08:00:00+01:00",
            source: "clock",
            siteId: null,
            offSite: false,
            deviceAt: "2026-03-10T07:59:41+01:00",
            placeSource: "device",
            personal: { place: { latitude: 46.1946, longitude: 9.0244, label: null }, reason: "", distanceM: null },
            at: MORNING,
            by: PERSON,
          },
        },
      ]);
  });

  it("the stamp's time is the server's even when the device's clock is hours off", () => {
    const [e] = stampDecider.decide(clockIn({ kind: "USCITA", deviceAt: "2026-03-10T02:00:00Z", last: { id: 1, kind: "ENTRATA", status: "ACTIVE", stampedAt: "2026-03-10T08:00:00+01:00" } }), stampDecider.initialState(), at(EVENING));
    expect(e.data).toMatchObject({ kind: "USCITA", stampedAt: "2026-03-10T17:30:00+01:00", deviceAt: "2026-03-10T03:00:00+01:00" });
  });

  it("a stamp from the device's queue holds the time of its tap, to the second; the event keeps when it arrived (ADR-0124)", () => {
    const [e] = stampDecider.decide(clockIn({ queued: true, deviceAt: "2026-03-10T05:12:34.567Z" }), stampDecider.initialState(), at(EVENING));
    expect(e.data).toMatchObject({ kind: "ENTRATA", source: "offline", stampedAt: "2026-03-10T06:12:34+01:00", deviceAt: "2026-03-10T06:12:34+01:00", at: EVENING });
  });

  it("a queued stamp's turn is judged at its tap: a clock-out tapped within 16 hours of the clock-in", () => {
    const last = { id: 1, kind: "ENTRATA" as const, status: "ACTIVE" as const, stampedAt: "2026-03-10T08:00:00+01:00" };
    const [e] = stampDecider.decide(clockIn({ kind: "USCITA", queued: true, deviceAt: "2026-03-10T12:00:00+01:00", last }), stampDecider.initialState(), at("2026-03-11T06:00:00+01:00"));
    expect(e.data).toMatchObject({ kind: "USCITA", source: "offline", stampedAt: "2026-03-10T12:00:00+01:00" });
  });

  it("a queued stamp is refused when its device time is missing, in the future, older than 72 hours or not after the last stamp", () => {
    const now = "2026-03-10T17:30:00+01:00";
    const refusal = (over: Parameters<typeof clockIn>[0]) => {
      try {
        stampDecider.decide(clockIn({ queued: true, ...over }), stampDecider.initialState(), at(now));
      } catch (err) {
        return (err as { code: string }).code;
      }
      return "accepted";
    };
    expect(refusal({ deviceAt: null })).toBe("stamping.queued.no_time");
    expect(refusal({ deviceAt: "2026-03-10T17:36:00+01:00" })).toBe("stamping.queued.future");
    expect(refusal({ deviceAt: "2026-03-10T17:34:00+01:00" })).toBe("accepted");
    expect(refusal({ deviceAt: "2026-03-07T17:29:00+01:00" })).toBe("stamping.queued.too_old");
    expect(refusal({ deviceAt: "2026-03-07T17:31:00+01:00" })).toBe("accepted");
    const last = { id: 1, kind: "USCITA" as const, status: "ACTIVE" as const, stampedAt: "2026-03-10T12:00:00+01:00" };
    expect(refusal({ deviceAt: "2026-03-10T11:00:00+01:00", last })).toBe("stamping.queued.before_last");
    expect(refusal({ deviceAt: "2026-03-10T12:00:01+01:00", last })).toBe("accepted");
  });

  it("a stamp without a place is accepted and marked as such", () => {
    const [e] = stampDecider.decide(clockIn({ place: { source: "none" }, deviceAt: null }), stampDecider.initialState(), at(MORNING));
    expect(e.data).toMatchObject({ placeSource: "none", personal: null, deviceAt: null });
  });

  it("unusable coordinates or device time never refuse a stamp: they are dropped and the stamp marked placeless", () => {
    for (const place of [
      { source: "device" as const, latitude: 123, longitude: 9 },
      { source: "device" as const, latitude: Number.NaN, longitude: 9 },
      { source: "device" as const, latitude: 46, longitude: -181 },
    ]) {
      const [e] = stampDecider.decide(clockIn({ place, deviceAt: "yesterday" }), stampDecider.initialState(), at(MORNING));
      expect(e.data).toMatchObject({ placeSource: "none", personal: null, deviceAt: null });
    }
  });

  it("a company site preset keeps its name", () => {
    const [e] = stampDecider.decide(
      clockIn({ place: { source: "preset", latitude: 46.1946, longitude: 9.0244, label: "Sitaf – Via San Gottardo 88" } }),
      stampDecider.initialState(),
      at(MORNING),
    );
    expect(e.data).toMatchObject({ placeSource: "preset", personal: { place: { label: "Sitaf – Via San Gottardo 88" } } });
  });

  it("a person with NO_STAMPINGLOG does not clock in", () => {
    given(stampDecider)
      .when(clockIn({ person: { ...workerPrincipal, capabilities: ["NO_STAMPINGLOG"] } }), at(MORNING))
      .thenThrows("stamping.no_stampinglog", { kind: "forbidden" });
  });

  it("neither do clients, auditors, people without a role or inactive people", () => {
    for (const person of [
      { ...workerPrincipal, role: "CLIENT" as const },
      { ...workerPrincipal, role: "AUDITOR" as const },
      { ...workerPrincipal, role: null },
      { ...workerPrincipal, active: false },
    ]) {
      given(stampDecider).when(clockIn({ person }), at(MORNING)).thenThrows("stamping.no_stampinglog");
    }
  });

  it("nobody clocks in for someone else, not even HR", () => {
    given(stampDecider).when(clockIn({ recordedBy: hr }), at(MORNING)).thenThrows("errors.forbidden", { kind: "forbidden" });
  });

  it("HR adds a stamp for someone at the time they enter, with the reason", () => {
    given(stampDecider)
      .when(addStamp(), at(LATER))
      .thenEvents([
        {
          type: "StampRecorded",
          data: {
            stampId: STAMP,
            personId: PERSON,
            kind: "USCITA",
            stampedAt: "2026-03-10T17:00:00+01:00",
            source: "hr",
            siteId: null,
            offSite: false,
            deviceAt: null,
            placeSource: "none",
            personal: { place: null, reason: "Dimenticato di timbrare l'uscita", distanceM: null },
            at: LATER,
            by: hr.personId,
          },
        },
      ]);
  });

  it("adding needs update stampingsLog", () => {
    given(stampDecider).when(addStamp({ addedBy: reader }), at(LATER)).thenThrows("errors.forbidden");
    given(stampDecider).when(addStamp({ addedBy: worker }), at(LATER)).thenThrows("errors.forbidden");
  });

  it("nobody adds a stamp for themselves", () => {
    given(stampDecider).when(addStamp({ person: hrPrincipal }), at(LATER)).thenThrows("stamping.own_stamps", { kind: "forbidden" });
  });

  it("HR's entry needs a readable time not in the future and a reason", () => {
    given(stampDecider).when(addStamp({ stampedAt: "2026-02-30 08:00:00" }), at(LATER)).thenThrows("errors.invalid_date", { field: "stampedAt" });
    given(stampDecider).when(addStamp({ stampedAt: "2026-03-11 10:15:00" }), at(LATER)).thenThrows("stamping.in_future", { field: "stampedAt" });
    given(stampDecider).when(addStamp({ reason: "  " }), at(LATER)).thenThrows("stamping.reason_required", { field: "reason" });
  });

  it("HR's entry with a reason over 500 characters is refused beside the field with the limit (TEXT_LIMITS)", () => {
    given(stampDecider).when(addStamp({ reason: "x".repeat(501) }), at(LATER)).thenThrows("forms.errors.too_long_max", { field: "reason", params: { max: 500 } });
    // at the limit, counted after trimming and with a line break once (a browser sends CR LF)
    given(stampDecider).when(addStamp({ reason: ` ${"x".repeat(498)}\r\ny ` }), at(LATER)).thenEvents([expect.objectContaining({ type: "StampRecorded" }) as never]);
  });

  it("HR adds nothing for a person who does not clock in", () => {
    given(stampDecider)
      .when(addStamp({ person: { ...workerPrincipal, capabilities: ["NO_STAMPINGLOG"] } }), at(LATER))
      .thenThrows("stamping.person_no_stampinglog");
  });

  it("correcting, deleting or deciding an unknown stamp is not found", () => {
    given(stampDecider).when({ type: "CorrectStamp", correctedBy: hr, kind: "ENTRATA", stampedAt: "2026-03-10 07:30:00", reason: "x" }, at(LATER)).thenThrows("errors.not_found");
    given(stampDecider).when({ type: "DeleteStamp", deletedBy: hr, reason: "x" }, at(LATER)).thenThrows("errors.not_found");
    given(stampDecider).when({ type: "AcceptMissingStamp", decidedBy: hr }, at(LATER)).thenThrows("errors.not_found");
  });
});

describe("when recorded", () => {
  const correct = (overrides = {}) => ({ type: "CorrectStamp" as const, correctedBy: hr, kind: "ENTRATA" as const, stampedAt: "2026-03-10 07:30:00", reason: "Era in cantiere dalle 7:30", ...overrides });

  it("a second record on the same stream is refused", () => {
    given(stampDecider, [recorded()]).when(clockIn(), at(MORNING)).thenThrows("errors.already_exists");
  });

  it("HR corrects the time with a reason; the previous values are in the event and the original stays known", () => {
    const state = given(stampDecider, [recorded()])
      .when(correct(), at(LATER))
      .thenEvents([
        {
          type: "StampCorrected",
          data: {
            stampId: STAMP,
            personId: PERSON,
            kind: "ENTRATA",
            stampedAt: "2026-03-10T07:30:00+01:00",
            previousKind: "ENTRATA",
            previousStampedAt: "2026-03-10T08:00:00+01:00",
            personal: { reason: "Era in cantiere dalle 7:30" },
            at: LATER,
            by: hr.personId,
          },
        },
      ]);
    expect(state).toMatchObject({ stampedAt: "2026-03-10T07:30:00+01:00", originalStampedAt: "2026-03-10T08:00:00+01:00", corrections: 1, correctedBy: hr.personId, status: "ACTIVE" });
  });

  it("the kind can be corrected too (a clock-in pressed for a clock-out)", () => {
    const [e] = stampDecider.decide(correct({ kind: "USCITA", stampedAt: "2026-03-10 08:00:00" }), foldStamp([recorded()]), at(LATER));
    expect(e.data).toMatchObject({ kind: "USCITA", previousKind: "ENTRATA", stampedAt: "2026-03-10T08:00:00+01:00" });
  });

  it("a new time off the quarter hour (09:07) is refused beside the time; the stamp's own minute may stay when only the kind changes", () => {
    given(stampDecider, [recorded()]).when(correct({ stampedAt: "2026-03-10 09:07:00" }), at(LATER)).thenThrows("forms.errors.quarter_hour", { field: "stampedAt" });
    given(stampDecider, [recorded()]).when(correct({ stampedAt: "2026-03-10 07:59:00" }), at(LATER)).thenThrows("forms.errors.quarter_hour", { field: "stampedAt" });
    const [e] = stampDecider.decide(correct({ kind: "USCITA", stampedAt: "2026-03-10 07:58:00" }), foldStamp([recorded({ stampedAt: "2026-03-10T07:58:00+01:00" })]), at(LATER));
    expect(e.data).toMatchObject({ kind: "USCITA", stampedAt: "2026-03-10T07:58:00+01:00" });
  });

  it("correcting to the same values records nothing", () => {
    given(stampDecider, [recorded()]).when(correct({ stampedAt: "2026-03-10 08:00:00" }), at(LATER)).thenNothing();
  });

  it("correcting needs update stampingsLog, a reason and a time not in the future, and is never one's own", () => {
    given(stampDecider, [recorded()]).when(correct({ correctedBy: reader }), at(LATER)).thenThrows("errors.forbidden");
    given(stampDecider, [recorded()]).when(correct({ correctedBy: worker }), at(LATER)).thenThrows("errors.forbidden");
    given(stampDecider, [recorded({ personId: hr.personId, by: hr.personId })]).when(correct(), at(LATER)).thenThrows("stamping.own_stamps");
    given(stampDecider, [recorded()]).when(correct({ reason: "" }), at(LATER)).thenThrows("stamping.reason_required", { field: "reason" });
    given(stampDecider, [recorded()]).when(correct({ stampedAt: "2026-03-12 07:30:00" }), at(LATER)).thenThrows("stamping.in_future", { field: "stampedAt" });
    given(stampDecider, [recorded()]).when(correct({ stampedAt: "soon" }), at(LATER)).thenThrows("errors.invalid_date", { field: "stampedAt" });
  });

  it("someone with only STAMPINGS_LOG_MANAGEMENT corrects but does not delete", () => {
    const [e] = stampDecider.decide(correct({ correctedBy: stampsUpdater }), foldStamp([recorded()]), at(LATER));
    expect(e.type).toBe("StampCorrected");
    given(stampDecider, [recorded()]).when({ type: "DeleteStamp", deletedBy: stampsUpdater, reason: "Doppia" }, at(LATER)).thenThrows("errors.forbidden");
  });

  it("HR deletes it with a reason; it stays in the history", () => {
    const state = given(stampDecider, [recorded()])
      .when({ type: "DeleteStamp", deletedBy: hr, reason: "Doppia timbratura" }, at(LATER))
      .thenEvents([deleted()]);
    expect(state).toMatchObject({ status: "DELETED", closedBy: hr.personId, reason: "Doppia timbratura", stampedAt: "2026-03-10T08:00:00+01:00" });
  });

  it("nobody deletes their own stamp, and the employee has no delete right here at all", () => {
    given(stampDecider, [recorded({ personId: hr.personId, by: hr.personId })])
      .when({ type: "DeleteStamp", deletedBy: hr, reason: "x" }, at(LATER))
      .thenThrows("stamping.own_stamps", { kind: "forbidden" });
    const employee = { personId: PERSON, rights: ["read:profile", "update:profile"] as const };
    given(stampDecider, [recorded()]).when({ type: "DeleteStamp", deletedBy: { ...employee, rights: [...employee.rights] }, reason: "x" }, at(LATER)).thenThrows("errors.forbidden");
  });

  it("deleting needs a reason", () => {
    given(stampDecider, [recorded()]).when({ type: "DeleteStamp", deletedBy: hr, reason: " " }, at(LATER)).thenThrows("stamping.reason_required");
  });

  it("a correction's or a deletion's reason over 500 characters is refused beside the field with the limit", () => {
    const refusal = ["forms.errors.too_long_max", { field: "reason", params: { max: 500 } }] as const;
    given(stampDecider, [recorded()]).when(correct({ reason: "x".repeat(501) }), at(LATER)).thenThrows(...refusal);
    given(stampDecider, [recorded()]).when({ type: "DeleteStamp", deletedBy: hr, reason: "x".repeat(501) }, at(LATER)).thenThrows(...refusal);
    given(stampDecider, [recorded()]).when({ type: "DeleteStamp", deletedBy: hr, reason: "x".repeat(500) }, at(LATER)).thenEvents([expect.objectContaining({ type: "StampDeleted" }) as never]);
  });

  it("a stamp that is not waiting for HR cannot be accepted or refused", () => {
    given(stampDecider, [recorded()]).when({ type: "AcceptMissingStamp", decidedBy: hr }, at(LATER)).thenThrows("stamping.not_proposed", { params: { status: "ACTIVE" } });
  });
});

describe("when corrected", () => {
  it("every correction is its own event and the state at each version is the record as it was", () => {
    const second = corrected({ stampedAt: "2026-03-10T07:15:00+01:00", previousStampedAt: "2026-03-10T07:30:00+01:00" });
    const events = [recorded(), corrected(), second];
    expect(foldStamp(events)).toMatchObject({ stampedAt: "2026-03-10T07:15:00+01:00", originalStampedAt: "2026-03-10T08:00:00+01:00", corrections: 2 });
    expect(stampStateAt(events, 1).stampedAt).toBe("2026-03-10T08:00:00+01:00");
    expect(stampStateAt(events, 2).stampedAt).toBe("2026-03-10T07:30:00+01:00");
  });
});

describe("when deleted", () => {
  it("it is final: no correction, no second deletion", () => {
    given(stampDecider, [recorded(), deleted()])
      .when({ type: "CorrectStamp", correctedBy: hr, kind: "ENTRATA", stampedAt: "2026-03-10 07:30:00", reason: "x" }, at(LATER))
      .thenThrows("stamping.not_active", { params: { status: "DELETED" } });
    given(stampDecider, [recorded(), deleted()]).when({ type: "DeleteStamp", deletedBy: hr, reason: "x" }, at(LATER)).thenThrows("stamping.not_active");
  });
});

describe("a proposal for a forgotten stamp", () => {
  const propose = (overrides = {}) => ({
    type: "ProposeMissingStamp" as const,
    stampId: STAMP,
    personId: PERSON,
    proposedBy: worker,
    partner: openEntry(),
    time: "17:00",
    ...overrides,
  });

  it("names the missing clock-out on the clock-in's day", () => {
    const state = given(stampDecider).when(propose(), at(LATER)).thenEvents([proposed()]);
    expect(state).toMatchObject({ status: "PROPOSED", kind: "USCITA", source: "proposal", partnerStampId: 9000 });
  });

  it("a time not after a late clock-in is the next morning (a night shift), also across the spring DST change", () => {
    const partner = openEntry({ stampedAt: "2026-03-28T22:00:00+01:00" });
    const [e] = stampDecider.decide(propose({ partner, time: "06:00" }), stampDecider.initialState(), at("2026-03-30T08:00:00Z"));
    expect(e.data).toMatchObject({ kind: "USCITA", stampedAt: "2026-03-29T06:00:00+02:00" });
  });

  it("a forgotten clock-in is proposed before the clock-out", () => {
    const partner = openEntry({ kind: "USCITA", stampedAt: "2026-03-10T17:30:00+01:00" });
    const [e] = stampDecider.decide(propose({ partner, time: "07:45" }), stampDecider.initialState(), at(LATER));
    expect(e.data).toMatchObject({ kind: "ENTRATA", stampedAt: "2026-03-10T07:45:00+01:00" });
    const night = openEntry({ kind: "USCITA", stampedAt: "2026-03-11T05:00:00+01:00" });
    const [n] = stampDecider.decide(propose({ partner: night, time: "21:00" }), stampDecider.initialState(), at(LATER));
    expect(n.data).toMatchObject({ stampedAt: "2026-03-10T21:00:00+01:00" });
  });

  it("at most 16 hours from its partner and never in the future", () => {
    const early = openEntry({ stampedAt: "2026-03-10T07:00:00+01:00" });
    given(stampDecider).when(propose({ partner: early, time: "23:30" }), at(LATER)).thenThrows("stamping.proposal_too_far", { field: "time" });
    given(stampDecider).when(propose({ time: "17:00" }), at("2026-03-10T12:00:00Z")).thenThrows("stamping.in_future", { field: "time" });
    given(stampDecider).when(propose({ time: "25:00" }), at(LATER)).thenThrows("errors.invalid_time", { field: "time" });
  });

  it("a clock-out earlier than the clock-in says so, with the clock-in's time (not 'in the future')", () => {
    const entry = openEntry({ stampedAt: "2026-03-10T07:02:00+01:00" });
    // read as the next morning it would be in the future
    given(stampDecider)
      .when(propose({ partner: entry, time: "06:30" }), at("2026-03-10T16:00:00Z"))
      .thenThrows("stamping.proposal.exit_before_entry", { field: "time", params: { time: "07:02" } });
    // read as the next morning it would be more than 16 hours later
    given(stampDecider)
      .when(propose({ partner: entry, time: "06:30" }), at(LATER))
      .thenThrows("stamping.proposal.exit_before_entry", { field: "time", params: { time: "07:02" } });
    given(stampDecider).when(propose({ partner: entry, time: "07:02" }), at(LATER)).thenThrows("stamping.proposal.exit_before_entry", { params: { time: "07:02" } });
  });

  it("a clock-in later than the clock-out says so, with the clock-out's time", () => {
    const exit = openEntry({ kind: "USCITA", stampedAt: "2026-03-10T17:30:00+01:00" });
    given(stampDecider)
      .when(propose({ partner: exit, time: "18:00" }), at(LATER))
      .thenThrows("stamping.proposal.entry_after_exit", { field: "time", params: { time: "17:30" } });
  });

  it("only for one's own unpaired stamp, once at a time", () => {
    given(stampDecider).when(propose({ proposedBy: hr }), at(LATER)).thenThrows("errors.forbidden");
    given(stampDecider).when(propose({ partner: openEntry({ personId: 43 }) }), at(LATER)).thenThrows("errors.not_found");
    given(stampDecider).when(propose({ partner: openEntry({ unpaired: false }) }), at(LATER)).thenThrows("stamping.not_unpaired");
    given(stampDecider).when(propose({ partner: openEntry({ status: "DELETED" }) }), at(LATER)).thenThrows("stamping.not_unpaired");
    given(stampDecider).when(propose({ partner: openEntry({ pendingProposal: true }) }), at(LATER)).thenThrows("stamping.proposal_pending");
  });

  it("HR accepts it: it counts from then on and can be corrected like any stamp", () => {
    const state = given(stampDecider, [proposed()])
      .when({ type: "AcceptMissingStamp", decidedBy: hr }, at(LATER))
      .thenEvents([{ type: "MissingStampAccepted", data: { stampId: STAMP, personId: PERSON, at: LATER, by: hr.personId } }]);
    expect(state).toMatchObject({ status: "ACTIVE", closedBy: hr.personId, stampedAt: "2026-03-10T17:00:00+01:00" });
    const [e] = stampDecider.decide(
      { type: "CorrectStamp", correctedBy: hr, kind: "USCITA", stampedAt: "2026-03-10 17:15:00", reason: "Orario del cantiere" },
      state,
      at(LATER),
    );
    expect(e.type).toBe("StampCorrected");
  });

  it("HR's refusal with a reason over 500 characters is refused beside the reason with the limit; 500 are kept", () => {
    given(stampDecider, [proposed()])
      .when({ type: "RefuseMissingStamp", decidedBy: hr, reason: "x".repeat(501) }, at(LATER))
      .thenThrows("forms.errors.too_long_max", { field: "reason", params: { max: 500 } });
    given(stampDecider, [proposed()])
      .when({ type: "RefuseMissingStamp", decidedBy: hr, reason: "x".repeat(500) }, at(LATER))
      .thenEvents([expect.objectContaining({ type: "MissingStampRefused", data: expect.objectContaining({ personal: { reason: "x".repeat(500) } }) }) as never]);
  });

  it("HR refuses it, with or without a reason; refused is final", () => {
    given(stampDecider, [proposed()])
      .when({ type: "RefuseMissingStamp", decidedBy: hr, reason: "Non era in cantiere" }, at(LATER))
      .thenEvents([{ type: "MissingStampRefused", data: { stampId: STAMP, personId: PERSON, at: LATER, by: hr.personId, personal: { reason: "Non era in cantiere" } } }]);
    const refusedState = given(stampDecider, [proposed()])
      .when({ type: "RefuseMissingStamp", decidedBy: hr, reason: "" }, at(LATER))
      .thenEvents([{ type: "MissingStampRefused", data: { stampId: STAMP, personId: PERSON, at: LATER, by: hr.personId, personal: null } }]);
    expect(refusedState.status).toBe("REFUSED");
    const refusedEvent = { type: "MissingStampRefused" as const, data: { stampId: STAMP, personId: PERSON, at: LATER, by: hr.personId, personal: null } };
    given(stampDecider, [proposed(), refusedEvent]).when({ type: "AcceptMissingStamp", decidedBy: hr }, at(LATER)).thenThrows("stamping.not_proposed");
  });

  it("the employee does not decide, and HR does not decide their own proposal", () => {
    given(stampDecider, [proposed()]).when({ type: "AcceptMissingStamp", decidedBy: worker }, at(LATER)).thenThrows("errors.forbidden");
    given(stampDecider, [proposed({ personId: hr.personId, by: hr.personId })]).when({ type: "AcceptMissingStamp", decidedBy: hr }, at(LATER)).thenThrows("stamping.own_stamps");
  });

  it("a proposal is not corrected or deleted while it waits", () => {
    given(stampDecider, [proposed()]).when({ type: "DeleteStamp", deletedBy: hr, reason: "x" }, at(LATER)).thenThrows("stamping.not_active", { params: { status: "PROPOSED" } });
  });
});

describe("the clock records in turn", () => {
  const entryAt = (stampedAt: string, status: "ACTIVE" | "PROPOSED" = "ACTIVE") => ({ id: 8000, kind: "ENTRATA" as const, status, stampedAt });
  const exitAt = (stampedAt: string, status: "ACTIVE" | "PROPOSED" = "ACTIVE") => ({ id: 8001, kind: "USCITA" as const, status, stampedAt });
  const NOON = "2026-03-10T11:00:00.000Z"; // 12:00 in Zurich

  it("with no stamp yet, only a clock-in: a clock-out without a clock-in is refused", () => {
    given(stampDecider).when(clockIn({ kind: "USCITA" }), at(MORNING)).thenThrows("stamping.clock.not_in", { kind: "rule" });
  });

  it("after a clock-in, a second clock-in is refused with the time of the first; the clock-out is recorded", () => {
    const last = entryAt("2026-03-10T07:02:00+01:00");
    given(stampDecider)
      .when(clockIn({ last }), at(NOON))
      .thenThrows("stamping.clock.already_in", { kind: "rule", params: { date: "10.03.2026", time: "07:02" } });
    const [e] = stampDecider.decide(clockIn({ kind: "USCITA", last }), stampDecider.initialState(), at(NOON));
    expect(e.data).toMatchObject({ kind: "USCITA", stampedAt: "2026-03-10T12:00:00+01:00" });
  });

  it("after a clock-out, only a clock-in", () => {
    const last = exitAt("2026-03-10T12:00:00+01:00");
    given(stampDecider).when(clockIn({ kind: "USCITA", last }), at(EVENING)).thenThrows("stamping.clock.not_in");
    expect(stampDecider.decide(clockIn({ last }), stampDecider.initialState(), at(EVENING))).toHaveLength(1);
  });

  it("a night shift's clock-out the next morning is in turn", () => {
    const last = entryAt("2026-03-09T22:00:00+01:00");
    expect(stampDecider.decide(clockIn({ kind: "USCITA", last }), stampDecider.initialState(), at("2026-03-10T05:00:00Z"))).toHaveLength(1);
    given(stampDecider).when(clockIn({ last }), at("2026-03-10T05:00:00Z")).thenThrows("stamping.clock.already_in", { params: { date: "09.03.2026", time: "22:00" } });
  });

  it("a clock-in 16 hours old or more is a forgotten clock-out (flagged): the person clocks in again", () => {
    const last = entryAt("2026-03-09T08:00:00+01:00");
    expect(stampDecider.decide(clockIn({ last }), stampDecider.initialState(), at(MORNING))).toHaveLength(1);
    given(stampDecider).when(clockIn({ kind: "USCITA", last }), at(MORNING)).thenThrows("stamping.clock.not_in");
  });

  it("a proposed clock-out waiting for HR ends the shift: the person clocks in again", () => {
    const last = exitAt("2026-03-10T11:30:00+01:00", "PROPOSED");
    expect(stampDecider.decide(clockIn({ last }), stampDecider.initialState(), at(NOON))).toHaveLength(1);
  });

  it("'I forgot to clock in': a clock-out while off duty with the time the work started is recorded", () => {
    const last = exitAt("2026-03-09T17:00:00+01:00");
    const [e] = stampDecider.decide(clockIn({ kind: "USCITA", last, missingEntryTime: "07:45" }), stampDecider.initialState(), at(EVENING));
    expect(e).toMatchObject({ type: "StampRecorded", data: { kind: "USCITA", stampedAt: "2026-03-10T17:30:00+01:00", source: "clock" } });
  });

  it("the forgotten start must be after the last stamp, before now and within 16 hours", () => {
    const last = exitAt("2026-03-10T12:00:00+01:00");
    given(stampDecider)
      .when(clockIn({ kind: "USCITA", last, missingEntryTime: "11:00" }), at(EVENING))
      .thenThrows("stamping.clock.entry_before_last", { field: "missingEntryTime", params: { date: "10.03.2026", time: "12:00" } });
    given(stampDecider)
      .when(clockIn({ kind: "USCITA", last, missingEntryTime: "18:00" }), at(EVENING))
      .thenThrows("stamping.proposal.entry_after_exit", { field: "missingEntryTime", params: { time: "17:30" } });
    given(stampDecider).when(clockIn({ kind: "USCITA", last, missingEntryTime: "7" }), at(EVENING)).thenThrows("errors.invalid_time", { field: "missingEntryTime" });
  });

  it("'I forgot to clock in' while clocked in is a second clock-in, refused", () => {
    const last = entryAt("2026-03-10T08:00:00+01:00");
    given(stampDecider).when(clockIn({ kind: "USCITA", last, missingEntryTime: "07:30" }), at(EVENING)).thenThrows("stamping.clock.already_in", { params: { date: "10.03.2026", time: "08:00" } });
    given(stampDecider).when(clockIn({ kind: "ENTRATA", missingEntryTime: "07:30" }), at(EVENING)).thenThrows("stamping.kind_required");
  });
});

describe("when nothing is recorded: the site and the geofence (ADR-0122)", () => {
  const mySite = { ...SITE, assigned: true };
  it("a stamp at one of the person's sites names it; within the radius it is not flagged", () => {
    // 100 m north of the site
    const [e] = stampDecider.decide(clockIn({ site: mySite, place: { source: "device", latitude: 46.1955, longitude: 9.0244 } }), stampDecider.initialState(), at(MORNING));
    expect(e.data).toMatchObject({ siteId: 31, offSite: false, personal: { distanceM: 100 } });
  });

  it("a stamp farther than the radius is stored and flagged with its distance, never refused", () => {
    // about 1.2 km north of the site
    const [e] = stampDecider.decide(clockIn({ site: mySite, place: { source: "device", latitude: 46.2054, longitude: 9.0244 } }), stampDecider.initialState(), at(MORNING));
    expect(e.type).toBe("StampRecorded");
    expect(e.data).toMatchObject({ siteId: 31, offSite: true, personal: { distanceM: 1201 } });
    const state = foldStamp([e]);
    expect(state).toMatchObject({ siteId: 31, offSite: true, distanceM: 1201 });
  });

  it("a wider radius takes the same place in", () => {
    const [e] = stampDecider.decide(clockIn({ site: { ...mySite, radiusM: 1500 }, place: { source: "device", latitude: 46.2054, longitude: 9.0244 } }), stampDecider.initialState(), at(MORNING));
    expect(e.data).toMatchObject({ offSite: false, personal: { distanceM: 1201 } });
  });

  it("without a position, or at a site without coordinates, the stamp names the site and is not measured", () => {
    const [none] = stampDecider.decide(clockIn({ site: mySite, place: { source: "none" } }), stampDecider.initialState(), at(MORNING));
    expect(none.data).toMatchObject({ siteId: 31, offSite: false, placeSource: "none", personal: null });
    const [nowhere] = stampDecider.decide(clockIn({ site: { ...mySite, latitude: null, longitude: null } }), stampDecider.initialState(), at(MORNING));
    expect(nowhere.data).toMatchObject({ siteId: 31, offSite: false, personal: { distanceM: null } });
  });

  it("a site that is not the person's is refused beside the field", () => {
    given(stampDecider).when(clockIn({ site: { ...SITE, assigned: false } }), at(MORNING)).thenThrows("stamping.site.not_assigned", { field: "siteId" });
  });
});

describe("when nothing is recorded: the foreman clocks in the crew (ADR-0123)", () => {
  it("records the stamp for the person at the foreman's site, made by the foreman, at the server's time and without a place", () => {
    given(stampDecider)
      .when(crewStamp(), at(MORNING))
      .thenEvents([
        {
          type: "StampRecorded",
          data: {
            stampId: STAMP,
            personId: PERSON,
            kind: "ENTRATA",
            stampedAt: "2026-03-10T08:00:00+01:00",
            source: "crew",
            siteId: SITE.siteId,
            offSite: false,
            deviceAt: null,
            placeSource: "none",
            personal: null,
            at: MORNING,
            by: foreman.personId,
          },
        },
      ]);
  });

  it("a clock-out for someone on duty, in turn", () => {
    const last = { id: 1, kind: "ENTRATA" as const, status: "ACTIVE" as const, stampedAt: "2026-03-10T08:00:00+01:00" };
    const [e] = stampDecider.decide(crewStamp({ kind: "USCITA", last }), stampDecider.initialState(), at(EVENING));
    expect(e.data).toMatchObject({ kind: "USCITA", source: "crew", by: foreman.personId });
    given(stampDecider).when(crewStamp({ last }), at(EVENING)).thenThrows("stamping.crew.already_in", { params: { date: "10.03.2026", time: "08:00" } });
    given(stampDecider).when(crewStamp({ kind: "USCITA" }), at(EVENING)).thenThrows("stamping.crew.not_in");
  });

  it("someone who is not FOREMAN on the site's team is refused", () => {
    given(stampDecider).when(crewStamp({ foremanOnSite: false }), at(MORNING)).thenThrows("stamping.crew.not_foreman", { kind: "forbidden" });
  });

  it("only a member of the site's team, who clocks in at all, and not the foreman's own stamp", () => {
    given(stampDecider).when(crewStamp({ onTeam: false }), at(MORNING)).thenThrows("stamping.crew.not_on_team");
    given(stampDecider).when(crewStamp({ person: { ...workerPrincipal, capabilities: ["NO_STAMPINGLOG"] } }), at(MORNING)).thenThrows("stamping.person_no_stampinglog");
    given(stampDecider)
      .when(crewStamp({ person: { ...workerPrincipal, personId: foreman.personId } }), at(MORNING))
      .thenThrows("stamping.crew.own_stamp");
  });
});

describe("expectedKind", () => {
  it("a clock-out after a clock-in less than 16 hours old, a clock-in otherwise", () => {
    const entry = { id: 1, kind: "ENTRATA" as const, status: "ACTIVE" as const, stampedAt: "2026-03-10T08:00:00+01:00" };
    expect(expectedKind(null, MORNING)).toBe("ENTRATA");
    expect(expectedKind(entry, "2026-03-10T23:59:00+01:00")).toBe("USCITA");
    expect(expectedKind(entry, "2026-03-11T00:00:00+01:00")).toBe("ENTRATA");
    expect(expectedKind({ ...entry, kind: "USCITA" }, "2026-03-10T09:00:00+01:00")).toBe("ENTRATA");
  });
});

describe("proposedInstant", () => {
  it("across the autumn DST change a night shift's clock-out lands on the next morning in CET", () => {
    expect(proposedInstant({ kind: "ENTRATA", stampedAt: "2026-10-24T22:00:00+02:00" }, "06:00", "2026-10-26T08:00:00Z")).toEqual({
      ok: true,
      stampedAt: "2026-10-25T06:00:00+01:00",
    });
  });
});
