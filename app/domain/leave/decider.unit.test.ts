import { describe, expect, it } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import type { LeaveCommand } from "./commands";
import { foldLeave, leaveDecider, leaveDecisionProblem, leaveStateAt, mayManageLeave } from "./decider";
import { leaveEventSchema, type LeaveDetails, type LeaveEvent } from "./events";
import {
  approved,
  colleague,
  DECIDED_AT,
  employee,
  hr,
  hrUpdater,
  leaveManager,
  leaveReader,
  noSurroundings,
  otherHr,
  PERSON,
  PERSON_HOURS,
  personHours,
  rangeDetails,
  rangeInput,
  rejected,
  requested,
  REQUESTED_AT,
  requestLeave,
  withdrawn,
  workingTime,
} from "./fixtures";
import type { OtherLeave } from "./overlap";
import type { LeaveInput, LeavePeriodInput } from "./period";
import { LEAVE_TYPE_CODES } from "./types";
import type { WorkingHoursRule } from "./working-hours";

const at = CTX.now;
const withPeriod = (period: LeavePeriodInput, rest: Partial<LeaveInput> = {}): LeaveInput => ({ ...rangeInput, ...rest, period });
const allDay = (startDate: string | null, endDate: string | null = null) => withPeriod({ shape: "allDay", startDate, endDate });
const hours = (h: number | null, m: number | null, date: string | null = "2026-03-02", startTime: string | null = null) =>
  withPeriod({ shape: "hours", date, hours: h, minutes: m, startTime });

const edit = (leave: LeaveInput = rangeInput, editedBy = employee, surroundings = noSurroundings): LeaveCommand => ({ type: "EditLeaveRequest", editedBy, leave, workingTime, surroundings });
const withdraw = (withdrawnBy = employee): LeaveCommand => ({ type: "WithdrawLeaveRequest", withdrawnBy });
const approve = (decidedBy = hr, others: OtherLeave[] = []): LeaveCommand => ({ type: "ApproveLeave", decidedBy, others, secondApproval: { rules: [], festivities: [] } });
const reject = (decidedBy = hr): LeaveCommand => ({ type: "RejectLeave", decidedBy });

/** The single event a command produces when accepted. */
function onlyEvent(history: LeaveEvent[], command: LeaveCommand, context = CTX): LeaveEvent {
  const events = leaveDecider.decide(command, foldLeave(history), context);
  expect(events).toHaveLength(1);
  return events[0];
}
const detailsOf = (e: LeaveEvent): LeaveDetails => {
  if (e.type !== "LeaveRequested" && e.type !== "LeaveRequestEdited") throw new Error(`no details in ${e.type}`);
  return e.data.details;
};

describe("leave: when nothing requested", () => {
  it("the employee requests a from/to holiday in Zurich wall time; it starts PENDING", () => {
    const state = given(leaveDecider)
      .when(requestLeave())
      .thenEvents([
        { type: "LeaveRequested", data: { leaveId: 4711, personId: PERSON, details: rangeDetails, personal: { description: "Settimana bianca" }, at, by: PERSON } },
      ]);
    expect(state).toEqual({
      leaveId: 4711,
      personId: PERSON,
      status: "PENDING",
      details: rangeDetails,
      personal: { description: "Settimana bianca" },
      requestedAt: at,
      requestedBy: PERSON,
      editedAt: null,
      editedBy: null,
      decidedAt: null,
      decidedBy: null,
      decidedFor: null,
      firstApproval: null,
      withdrawnAt: null,
      withdrawnBy: null,
    });
  });

  it("takes instants with an offset or Z and records them in Zurich time", () => {
    const e = onlyEvent([], requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-02T07:00:00Z", endAt: "2026-03-04T12:00:00+01:00" }) }));
    expect(detailsOf(e)).toEqual(rangeDetails);
  });

  it("records when from the context's clock and who from the command", () => {
    given(leaveDecider)
      .when(requestLeave(), ctx({ now: "2026-05-05T05:05:05.000Z" }))
      .thenEvents([
        {
          type: "LeaveRequested",
          data: { leaveId: 4711, personId: PERSON, details: rangeDetails, personal: { description: "Settimana bianca" }, at: "2026-05-05T05:05:05.000Z", by: PERSON },
        },
      ]);
  });

  it("accepts every type code, paternity (11) included", () => {
    for (const code of LEAVE_TYPE_CODES) {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: { ...rangeInput, leaveType: code } }))).leaveType).toBe(code);
    }
  });

  describe("validation", () => {
    it("type is required", () => {
      given(leaveDecider).when(requestLeave({ leave: { ...rangeInput, leaveType: null } })).thenThrows("errors.required", { kind: "rule", field: "type" });
    });

    it.each([0, 12, -1, 1.5])("type %s is not a type", (code) => {
      given(leaveDecider).when(requestLeave({ leave: { ...rangeInput, leaveType: code } })).thenThrows("leave.invalid_type", { field: "type" });
    });

    it("a from/to leave needs its start and its end", () => {
      given(leaveDecider)
        .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: null, endAt: "2026-03-04T12:00" }) }))
        .thenThrows("errors.required", { kind: "rule", field: "startAt" });
      given(leaveDecider)
        .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-04T12:00", endAt: "  " }) }))
        .thenThrows("errors.required", { field: "endAt" });
    });

    it("refuses a date-time that is not one", () => {
      given(leaveDecider)
        .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-02-30T08:00", endAt: "2026-03-04T12:00" }) }))
        .thenThrows("errors.invalid_date", { field: "startAt" });
      given(leaveDecider)
        .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-02T08:00", endAt: "04.03.2026 12:00" }) }))
        .thenThrows("errors.invalid_date", { field: "endAt" });
    });

    it("the start may not be after the end (equal is not after, but counts no working time)", () => {
      given(leaveDecider)
        .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-04T12:15", endAt: "2026-03-04T12:00" }) }))
        .thenThrows("errors.start_after_end", { kind: "rule", field: "endAt" });
      // the same instant written with two offsets is not "after"; a period of no length is refused as 0:00 h
      given(leaveDecider)
        .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-04T12:00:00+01:00", endAt: "2026-03-04T11:00:00Z" }) }))
        .thenThrows("leave.no_working_time", { kind: "rule" });
    });

    it("refuses a leave longer than a year", () => {
      given(leaveDecider)
        .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-02T08:00", endAt: "2027-03-04T12:00" }) }))
        .thenThrows("leave.too_long", { field: "endAt" });
      given(leaveDecider).when(requestLeave({ leave: allDay("2026-03-02", "2027-03-03") })).thenThrows("leave.too_long", { field: "endDate" });
      // 366 days, both ends included, is still allowed
      expect(detailsOf(onlyEvent([], requestLeave({ leave: allDay("2026-03-02", "2027-03-02") }))).endDate).toBe("2027-03-02");
    });

    it("the description is personal, trimmed and at most 2000 characters", () => {
      const e = onlyEvent([], requestLeave({ leave: { ...rangeInput, description: "  dentista  " } }));
      expect(e.type === "LeaveRequested" && e.data.personal).toEqual({ description: "dentista" });
      const none = onlyEvent([], requestLeave({ leave: { ...rangeInput, description: null } }));
      expect(none.type === "LeaveRequested" && none.data.personal).toEqual({ description: "" });
      given(leaveDecider)
        .when(requestLeave({ leave: { ...rangeInput, description: "x".repeat(2001) } }))
        .thenThrows("forms.errors.too_long_max", { field: "description", params: { max: 2000 } });
      const atLimit = onlyEvent([], requestLeave({ leave: { ...rangeInput, description: ` ${"x".repeat(2000)} ` } }));
      expect(atLimit.type === "LeaveRequested" && atLimit.data.personal).toEqual({ description: "x".repeat(2000) });
    });
  });

  describe("all day", () => {
    it("Friday 2026-03-27 (CET) takes the winter hours", () => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: allDay("2026-03-27") })))).toEqual({
        leaveType: 1,
        shape: "allDay",
        startAt: "2026-03-27T07:30:00+01:00",
        endAt: "2026-03-27T16:30:00+01:00",
        startDate: "2026-03-27",
        endDate: "2026-03-27",
        hours: null,
        minutes: null,
        workingHours: PERSON_HOURS,
      });
    });

    it("Monday 2026-03-30 (CEST) takes the summer hours", () => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: allDay("2026-03-30", "2026-03-30") })))).toMatchObject({
        startAt: "2026-03-30T07:00:00+02:00",
        endAt: "2026-03-30T17:00:00+02:00",
        startDate: "2026-03-30",
        endDate: "2026-03-30",
      });
    });

    it("across the switch: starts at the winter start of the first day, ends at the summer end of the last", () => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: allDay("2026-03-27", "2026-03-30") })))).toMatchObject({
        startAt: "2026-03-27T07:30:00+01:00",
        endAt: "2026-03-30T17:00:00+02:00",
      });
    });

    it("a rule naming the person beats a rule for all users, which beats the person's own fields", () => {
      const forAll: WorkingHoursRule = { id: 1, allUsers: true, userIds: [], winterStart: "08:00", winterEnd: "17:00", summerStart: "07:15", summerEnd: "16:15" };
      const forPerson: WorkingHoursRule = { id: 2, allUsers: false, userIds: [PERSON], winterStart: "07:00", winterEnd: "15:00", summerStart: "06:30", summerEnd: "15:30" };
      const byAll = detailsOf(onlyEvent([], requestLeave({ leave: allDay("2026-03-27"), workingTime: { person: personHours, rules: [forAll] } })));
      expect(byAll).toMatchObject({ startAt: "2026-03-27T08:00:00+01:00", endAt: "2026-03-27T17:00:00+01:00", workingHours: { source: "allUsersRule", ruleId: 1 } });
      const byPerson = detailsOf(onlyEvent([], requestLeave({ leave: allDay("2026-03-30"), workingTime: { person: personHours, rules: [forAll, forPerson] } })));
      expect(byPerson).toMatchObject({ startAt: "2026-03-30T06:30:00+02:00", endAt: "2026-03-30T15:30:00+02:00", workingHours: { source: "personRule", ruleId: 2 } });
    });

    it("needs no start and end time, but a first day", () => {
      given(leaveDecider).when(requestLeave({ leave: allDay(null) })).thenThrows("errors.required", { field: "startDate" });
      given(leaveDecider).when(requestLeave({ leave: allDay("2026-02-30") })).thenThrows("errors.invalid_date", { field: "startDate" });
    });

    it("the first day may not be after the last", () => {
      given(leaveDecider).when(requestLeave({ leave: allDay("2026-03-30", "2026-03-27") })).thenThrows("errors.start_after_end", { field: "endDate" });
    });

    it("is refused when the person has no usable working hours", () => {
      given(leaveDecider)
        .when(requestLeave({ leave: allDay("2026-03-27"), workingTime: { person: { ...personHours, winterStart: null }, rules: [] } }))
        .thenThrows("leave.no_working_hours", { kind: "rule", field: undefined });
    });

    it("refuses working hours of another person (a caller's mistake, not the user's)", () => {
      expect(() =>
        leaveDecider.decide(requestLeave({ workingTime: { person: { ...personHours, personId: 43 }, rules: [] } }), foldLeave([]), CTX),
      ).toThrow(/working hours of person 43/);
    });
  });

  describe("hours", () => {
    it("a number of hours and minutes on one day, from the day's working start", () => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: hours(2, 30) })))).toEqual({
        leaveType: 1,
        shape: "hours",
        startAt: "2026-03-02T07:30:00+01:00",
        endAt: "2026-03-02T10:00:00+01:00",
        startDate: "2026-03-02",
        endDate: "2026-03-02",
        hours: 2,
        minutes: 30,
        workingHours: PERSON_HOURS,
      });
    });

    it("from a given start time; in summer the offset is +02:00", () => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: hours(1, 15, "2026-07-06", "14:00") })))).toMatchObject({
        startAt: "2026-07-06T14:00:00+02:00",
        endAt: "2026-07-06T15:15:00+02:00",
      });
    });

    it.each([1, 2, 3, 4, 5, 6, 7, 8])("%i hours are allowed", (h) => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: hours(h, 0) }))).hours).toBe(h);
    });

    it.each([0, 15, 30, 45])("%i minutes are allowed", (m) => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: hours(1, m) }))).minutes).toBe(m);
    });

    it("no minutes given means 0", () => {
      expect(detailsOf(onlyEvent([], requestLeave({ leave: hours(3, null) }))).minutes).toBe(0);
    });

    it.each([0, 9, -1, 2.5])("%s hours are refused", (h) => {
      given(leaveDecider).when(requestLeave({ leave: hours(h, 0) })).thenThrows("leave.invalid_hours", { kind: "rule", field: "hours" });
    });

    it.each([5, 10, 60, -15, 7.5])("%s minutes are refused", (m) => {
      given(leaveDecider).when(requestLeave({ leave: hours(2, m) })).thenThrows("leave.invalid_minutes", { field: "minutes" });
    });

    it("hours and the day are required; a start time must be a time and end on the same day", () => {
      given(leaveDecider).when(requestLeave({ leave: hours(null, 0) })).thenThrows("errors.required", { field: "hours" });
      given(leaveDecider).when(requestLeave({ leave: hours(2, 0, null) })).thenThrows("errors.required", { field: "date" });
      given(leaveDecider).when(requestLeave({ leave: hours(2, 0, "2026-03-02", "2pm") })).thenThrows("errors.invalid_time", { field: "startTime" });
      given(leaveDecider).when(requestLeave({ leave: hours(2, 0, "2026-03-02", "23:00") })).thenThrows("leave.hours_one_day", { field: "startTime" });
      // ending exactly at midnight is still that day
      expect(detailsOf(onlyEvent([], requestLeave({ leave: hours(2, 0, "2026-03-02", "22:00") }))).endAt).toBe("2026-03-03T00:00:00+01:00");
    });

    it("with a start time it needs no working hours; without one it does", () => {
      const none = { person: { ...personHours, summerEnd: null }, rules: [] };
      expect(detailsOf(onlyEvent([], requestLeave({ leave: hours(2, 0, "2026-03-02", "09:00"), workingTime: none }))).workingHours).toBeNull();
      given(leaveDecider).when(requestLeave({ leave: hours(2, 0), workingTime: none })).thenThrows("leave.no_working_hours");
    });
  });

  describe("who may request", () => {
    it("HR records a request for someone; it starts PENDING too, recorded by HR", () => {
      const state = given(leaveDecider)
        .when(requestLeave({ recordedBy: hr }))
        .thenEvents([requested(rangeDetails, { at, by: hr.personId })]);
      expect(state).toMatchObject({ status: "PENDING", personId: PERSON, requestedBy: hr.personId });
    });

    it("update leave alone or update hr alone is enough to record for someone", () => {
      expect(onlyEvent([], requestLeave({ recordedBy: leaveManager })).data.by).toBe(leaveManager.personId);
      expect(onlyEvent([], requestLeave({ recordedBy: hrUpdater })).data.by).toBe(hrUpdater.personId);
    });

    it("NO_LEAVE stops a person requesting leave for themselves", () => {
      given(leaveDecider).when(requestLeave({ personCapabilities: ["LIST_IN_HR_MODULE", "NO_LEAVE"] })).thenThrows("leave.no_leave", { kind: "forbidden" });
    });

    it("an auditor or a client requests no leave for themselves, even without NO_LEAVE (they write nothing of the kind)", () => {
      for (const personRole of ["AUDITOR", "CLIENT", null] as const) {
        given(leaveDecider).when(requestLeave({ personRole, personCapabilities: [] })).thenThrows("leave.no_leave", { kind: "forbidden" });
      }
    });

    it("NO_LEAVE does not stop HR recording a sickness for the person", () => {
      const sickness = { ...rangeInput, leaveType: 3, description: "influenza" };
      given(leaveDecider)
        .when(requestLeave({ personCapabilities: ["NO_LEAVE"], recordedBy: hr, leave: sickness }))
        .thenEvents([requested({ ...rangeDetails, leaveType: 3 }, { at, by: hr.personId, description: "influenza" })]);
    });

    it("NO_LEAVE stops an HR person requesting for themselves as well", () => {
      given(leaveDecider)
        .when(requestLeave({ personId: hr.personId, personCapabilities: ["NO_LEAVE"], recordedBy: hr, workingTime: { person: { ...personHours, personId: hr.personId }, rules: [] } }))
        .thenThrows("leave.no_leave", { kind: "forbidden" });
    });

    it("a colleague without update leave or hr cannot record for someone else", () => {
      given(leaveDecider).when(requestLeave({ recordedBy: colleague })).thenThrows("errors.forbidden", { kind: "forbidden" });
      given(leaveDecider).when(requestLeave({ recordedBy: leaveReader })).thenThrows("errors.forbidden", { kind: "forbidden" });
    });
  });

  it.each<[string, LeaveCommand]>([
    ["edit", edit()],
    ["withdraw", withdraw()],
    ["approve", approve()],
    ["reject", reject()],
  ])("%s: there is nothing to act on", (_name, command) => {
    given(leaveDecider).when(command).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("leave: when pending", () => {
  const history = [requested()];

  it("cannot be requested twice", () => {
    given(leaveDecider, history).when(requestLeave()).thenThrows("errors.already_exists");
  });

  describe("edit", () => {
    const changed: LeaveInput = { leaveType: 1, period: { shape: "allDay", startDate: "2026-03-27", endDate: "2026-03-30" }, description: "Pasqua" };
    const changedDetails: LeaveDetails = {
      leaveType: 1,
      shape: "allDay",
      startAt: "2026-03-27T07:30:00+01:00",
      endAt: "2026-03-30T17:00:00+02:00",
      startDate: "2026-03-27",
      endDate: "2026-03-30",
      hours: null,
      minutes: null,
      workingHours: PERSON_HOURS,
    };

    it("the person changes it; the event carries the full new details", () => {
      const state = given(leaveDecider, history)
        .when(edit(changed))
        .thenEvents([{ type: "LeaveRequestEdited", data: { leaveId: 4711, personId: PERSON, details: changedDetails, personal: { description: "Pasqua" }, at, by: PERSON } }]);
      expect(state).toMatchObject({ status: "PENDING", details: changedDetails, personal: { description: "Pasqua" }, editedAt: at, editedBy: PERSON, requestedAt: REQUESTED_AT });
    });

    it("HR (update leave or hr) corrects someone's request", () => {
      expect(onlyEvent(history, edit(changed, hr)).data.by).toBe(hr.personId);
      expect(onlyEvent(history, edit(changed, hrUpdater)).data.by).toBe(hrUpdater.personId);
    });

    it("a colleague cannot", () => {
      given(leaveDecider, history).when(edit(changed, colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
    });

    it("an edit that changes nothing records nothing", () => {
      given(leaveDecider, history).when(edit(rangeInput)).thenNothing();
      // the stored instants in another spelling are still the same request
      given(leaveDecider, history)
        .when(edit(withPeriod({ shape: "range", startAt: "2026-03-02T07:00:00Z", endAt: "2026-03-04T11:00:00Z" })))
        .thenNothing();
    });

    it("a changed description alone is an edit", () => {
      const e = onlyEvent(history, edit({ ...rangeInput, description: "Settimana bianca a Davos" }));
      expect(e).toEqual({
        type: "LeaveRequestEdited",
        data: { leaveId: 4711, personId: PERSON, details: rangeDetails, personal: { description: "Settimana bianca a Davos" }, at, by: PERSON },
      });
    });

    it("is validated like a request", () => {
      given(leaveDecider, history).when(edit({ ...rangeInput, leaveType: null })).thenThrows("errors.required", { field: "type" });
      given(leaveDecider, history).when(edit(hours(9, 0))).thenThrows("leave.invalid_hours", { field: "hours" });
      given(leaveDecider, history)
        .when(edit(withPeriod({ shape: "range", startAt: "2026-03-05T08:00", endAt: "2026-03-04T08:00" })))
        .thenThrows("errors.start_after_end", { field: "endAt" });
    });
  });

  describe("withdraw", () => {
    it("the person withdraws it; it no longer counts", () => {
      const state = given(leaveDecider, history)
        .when(withdraw())
        .thenEvents([{ type: "LeaveRequestWithdrawn", data: { leaveId: 4711, personId: PERSON, at, by: PERSON } }]);
      expect(state).toMatchObject({ status: "WITHDRAWN", withdrawnAt: at, withdrawnBy: PERSON, decidedAt: null, decidedBy: null });
    });

    it("HR may withdraw it for the person; a colleague may not", () => {
      expect(onlyEvent(history, withdraw(hr)).data.by).toBe(hr.personId);
      given(leaveDecider, history).when(withdraw(colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
    });
  });

  describe("decide", () => {
    it("HR approves: the approver and the time are recorded", () => {
      const state = given(leaveDecider, history)
        .when(approve(), ctx({ now: "2026-02-22T15:30:00.000Z" }))
        .thenEvents([{ type: "LeaveApproved", data: { leaveId: 4711, personId: PERSON, at: "2026-02-22T15:30:00.000Z", by: hr.personId } }]);
      expect(state).toMatchObject({ status: "APPROVED", decidedBy: hr.personId, decidedAt: "2026-02-22T15:30:00.000Z" });
    });

    it("HR rejects", () => {
      const state = given(leaveDecider, history)
        .when(reject())
        .thenEvents([{ type: "LeaveRejected", data: { leaveId: 4711, personId: PERSON, at, by: hr.personId } }]);
      expect(state).toMatchObject({ status: "REJECTED", decidedBy: hr.personId, decidedAt: at });
    });

    it("update leave alone or update hr alone may decide", () => {
      expect(onlyEvent(history, approve(leaveManager)).data.by).toBe(leaveManager.personId);
      expect(onlyEvent(history, reject(hrUpdater)).data.by).toBe(hrUpdater.personId);
    });

    it.each<[string, (a: typeof hr) => LeaveCommand]>([
      ["approve", approve],
      ["reject", reject],
    ])("%s needs update leave or update hr", (_n, cmd) => {
      given(leaveDecider, history).when(cmd(leaveReader)).thenThrows("errors.forbidden", { kind: "forbidden" });
      given(leaveDecider, history).when(cmd(colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
      given(leaveDecider, history).when(cmd(employee)).thenThrows("errors.forbidden", { kind: "forbidden" });
    });

    it("nobody decides a request about themselves, whoever recorded it", () => {
      const ownByHimself = [requested(rangeDetails, { personId: hr.personId, by: hr.personId })];
      given(leaveDecider, ownByHimself).when(approve(hr)).thenThrows("leave.own_decision", { kind: "forbidden" });
      given(leaveDecider, ownByHimself).when(reject(hr)).thenThrows("leave.own_decision", { kind: "forbidden" });
      const ownByColleague = [requested(rangeDetails, { personId: hr.personId, by: otherHr.personId })];
      given(leaveDecider, ownByColleague).when(approve(hr)).thenThrows("leave.own_decision", { kind: "forbidden" });
      // another HR person may decide it
      expect(onlyEvent(ownByColleague, approve(otherHr)).type).toBe("LeaveApproved");
    });

    it("the recorder may decide a request they recorded for someone else", () => {
      expect(onlyEvent([requested(rangeDetails, { by: hr.personId })], approve(hr)).type).toBe("LeaveApproved");
    });
  });

  describe("after the person was erased (personal read back as null)", () => {
    const erasedHistory = [requested(rangeDetails, { description: null })];

    it("folds, and is still decided, withdrawn and edited", () => {
      expect(foldLeave(erasedHistory)).toMatchObject({ status: "PENDING", personal: null, details: rangeDetails });
      expect(onlyEvent(erasedHistory, approve()).type).toBe("LeaveApproved");
      expect(onlyEvent(erasedHistory, withdraw()).type).toBe("LeaveRequestWithdrawn");
      expect(onlyEvent(erasedHistory, edit(rangeInput))).toMatchObject({ type: "LeaveRequestEdited", data: { personal: { description: "Settimana bianca" } } });
    });
  });
});

const closedCases: [string, LeaveEvent[], { status: string; by: number; at: string }][] = [
  ["approved", [requested(), approved()], { status: "APPROVED", by: hr.personId, at: DECIDED_AT }],
  ["rejected", [requested(), rejected()], { status: "REJECTED", by: hr.personId, at: DECIDED_AT }],
  ["withdrawn", [requested(), withdrawn()], { status: "WITHDRAWN", by: PERSON, at: DECIDED_AT }],
];

for (const [name, history, closed] of closedCases) {
  describe(`leave: when ${name}`, () => {
    it("keeps who closed it and when", () => {
      const state = foldLeave(history);
      expect(state.status).toBe(closed.status);
      if (name === "withdrawn") expect(state).toMatchObject({ withdrawnBy: closed.by, withdrawnAt: closed.at, decidedBy: null });
      else expect(state).toMatchObject({ decidedBy: closed.by, decidedAt: closed.at, withdrawnBy: null });
    });

    it.each<[string, LeaveCommand]>([
      ["edited", edit({ ...rangeInput, description: "changed" })],
      ["edited by HR", edit({ ...rangeInput, description: "changed" }, hr)],
      ["withdrawn", withdraw()],
      ["approved", approve()],
      ["approved by another HR person", approve(otherHr)],
      ["rejected", reject()],
    ])("cannot be %s: edit_allow_only_on_pending, naming who closed it and when", (_n, command) => {
      given(leaveDecider, history).when(command).thenThrows("edit_allow_only_on_pending", { kind: "rule", params: closed });
    });

    it("the refusal is a 422", () => {
      const err = given(leaveDecider, history).when(approve(otherHr)).thenThrows("edit_allow_only_on_pending");
      expect(err.status).toBe(422);
    });

    it("cannot be requested again", () => {
      given(leaveDecider, history).when(requestLeave()).thenThrows("errors.already_exists");
    });

    it("the rights and own-decision rules still come first", () => {
      given(leaveDecider, history).when(approve(colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
      given(leaveDecider, history).when(edit(rangeInput, colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
    });
  });
}

describe("leave: events read back and history", () => {
  it("every event the decider records matches the stored-shape schema, erased personal data too", () => {
    const events: LeaveEvent[] = [
      onlyEvent([], requestLeave()),
      onlyEvent([], requestLeave({ leave: allDay("2026-03-27", "2026-03-30") })),
      onlyEvent([], requestLeave({ leave: hours(8, 45) })),
      onlyEvent([requested()], edit(hours(1, 15, "2026-03-03", "13:00"))),
      onlyEvent([requested()], withdraw()),
      onlyEvent([requested()], approve()),
      onlyEvent([requested()], reject()),
      requested(rangeDetails, { description: null }),
    ];
    for (const e of events) expect(leaveEventSchema.parse(JSON.parse(JSON.stringify(e)))).toEqual(e);
  });

  it("the schema refuses an unknown type code or shape", () => {
    const bad = requested({ ...rangeDetails, leaveType: 12 as never });
    expect(leaveEventSchema.safeParse(bad).success).toBe(false);
    expect(leaveEventSchema.safeParse(requested({ ...rangeDetails, shape: "halfDay" as never })).success).toBe(false);
  });

  it("the state at an earlier event shows the request as it was then", () => {
    const events = [requested(), onlyEvent([requested()], edit(allDay("2026-03-27"))), approved()];
    expect(leaveStateAt(events, 1)).toMatchObject({ status: "PENDING", details: rangeDetails, editedAt: null });
    expect(leaveStateAt(events, 2)).toMatchObject({ status: "PENDING", details: { shape: "allDay", startDate: "2026-03-27" }, editedBy: PERSON });
    expect(leaveStateAt(events, 3)).toMatchObject({ status: "APPROVED", decidedBy: hr.personId });
    expect(leaveStateAt(events, 0).status).toBeNull();
  });

  it("mayManageLeave: update leave or update hr", () => {
    expect(mayManageLeave(hr)).toBe(true);
    expect(mayManageLeave(leaveManager)).toBe(true);
    expect(mayManageLeave(hrUpdater)).toBe(true);
    expect(mayManageLeave(leaveReader)).toBe(false);
    expect(mayManageLeave(employee)).toBe(false);
  });
});

// Issue 23: one person, one absence at a time. The other requests come in the command (the
// operation reads them); the refusal names the other request's dates.
describe("leave: overlapping another request of the same person", () => {
  const christmas: OtherLeave = {
    leaveId: 900,
    status: "PENDING",
    period: { shape: "allDay", startAt: "2026-12-29T07:30:00+01:00", endAt: "2026-12-30T16:30:00+01:00", startDate: "2026-12-29", endDate: "2026-12-30" },
  };
  const approvedChristmas: OtherLeave = { ...christmas, status: "APPROVED" };
  const around = (others: OtherLeave[]) => ({ others, festivities: [] });

  describe("when nothing requested", () => {
    it("the person's request over their pending one is refused, naming its dates", () => {
      given(leaveDecider)
        .when(requestLeave({ leave: allDay("2026-12-30", "2026-12-31"), surroundings: around([christmas]) }))
        .thenThrows("leave.overlaps_own", { kind: "rule", params: { id: 900, from: "29.12.2026", to: "30.12.2026" } });
    });

    it("the same days requested twice are refused; an approved one too", () => {
      given(leaveDecider).when(requestLeave({ leave: allDay("2026-12-29", "2026-12-30"), surroundings: around([christmas]) })).thenThrows("leave.overlaps_own");
      given(leaveDecider).when(requestLeave({ leave: allDay("2026-12-29", "2026-12-29"), surroundings: around([approvedChristmas]) })).thenThrows("leave.overlaps_own");
    });

    it("HR recording for the person gets the number and whether the other waits or is approved", () => {
      given(leaveDecider)
        .when(requestLeave({ recordedBy: hr, leave: allDay("2026-12-28", "2026-12-29"), surroundings: around([christmas]) }))
        .thenThrows("leave.overlaps_pending", { params: { id: 900, from: "29.12.2026", to: "30.12.2026" } });
      given(leaveDecider)
        .when(requestLeave({ recordedBy: hr, leave: allDay("2026-12-28", "2026-12-29"), surroundings: around([approvedChristmas]) }))
        .thenThrows("leave.overlaps_approved", { params: { id: 900, from: "29.12.2026", to: "30.12.2026" } });
    });

    it("hours inside a from/to period overlap; the times are named for a period that is not whole days", () => {
      const morning: OtherLeave = {
        leaveId: 901,
        status: "PENDING",
        period: { shape: "range", startAt: "2026-03-02T08:00:00+01:00", endAt: "2026-03-02T12:00:00+01:00", startDate: "2026-03-02", endDate: "2026-03-02" },
      };
      given(leaveDecider)
        .when(requestLeave({ leave: hours(2, 0, "2026-03-02", "11:00"), surroundings: around([morning]) }))
        .thenThrows("leave.overlaps_own", { params: { id: 901, from: "02.03.2026 08:00", to: "02.03.2026 12:00" } });
    });

    it("the next day, or the afternoon after a morning, does not overlap", () => {
      expect(onlyEvent([], requestLeave({ leave: allDay("2026-12-31", "2027-01-04"), surroundings: around([christmas]) })).type).toBe("LeaveRequested");
      const morning: OtherLeave = {
        leaveId: 901,
        status: "APPROVED",
        period: { shape: "range", startAt: "2026-03-02T08:00:00+01:00", endAt: "2026-03-02T12:00:00+01:00", startDate: "2026-03-02", endDate: "2026-03-02" },
      };
      expect(onlyEvent([], requestLeave({ leave: hours(2, 0, "2026-03-02", "12:00"), surroundings: around([morning]) })).type).toBe("LeaveRequested");
    });
  });

  describe("when pending", () => {
    const history = [requested()];
    const march: OtherLeave = {
      leaveId: 902,
      status: "APPROVED",
      period: { shape: "allDay", startAt: "2026-03-05T07:30:00+01:00", endAt: "2026-03-06T16:30:00+01:00", startDate: "2026-03-05", endDate: "2026-03-06" },
    };

    it("an edit moving it over another request is refused; HR is told which one", () => {
      given(leaveDecider, history).when(edit(allDay("2026-03-04", "2026-03-05"), employee, around([march]))).thenThrows("leave.overlaps_own", { params: { id: 902, from: "05.03.2026", to: "06.03.2026" } });
      given(leaveDecider, history).when(edit(allDay("2026-03-04", "2026-03-05"), hr, around([march]))).thenThrows("leave.overlaps_approved", { params: { id: 902, from: "05.03.2026", to: "06.03.2026" } });
    });

    it("the request itself among the others is no overlap", () => {
      const self: OtherLeave = { leaveId: 4711, status: "PENDING", period: rangeDetails };
      expect(onlyEvent(history, edit(allDay("2026-03-02", "2026-03-03"), employee, around([self]))).type).toBe("LeaveRequestEdited");
    });

    it("a request recorded before the rule may keep its period: only its description changes", () => {
      const clash: OtherLeave = { leaveId: 903, status: "PENDING", period: rangeDetails };
      expect(onlyEvent(history, edit({ ...rangeInput, description: "Davos" }, employee, around([clash]))).type).toBe("LeaveRequestEdited");
    });

    it("approving it over an approved request is refused, naming it; over a pending one it is not", () => {
      const approvedClash: OtherLeave = { leaveId: 904, status: "APPROVED", period: { ...rangeDetails, startAt: "2026-03-04T07:30:00+01:00", endAt: "2026-03-04T16:30:00+01:00", startDate: "2026-03-04", endDate: "2026-03-04", shape: "allDay" } };
      given(leaveDecider, history).when(approve(hr, [approvedClash])).thenThrows("leave.overlaps_approved", { kind: "rule", params: { id: 904, from: "04.03.2026", to: "04.03.2026" } });
      expect(onlyEvent(history, approve(hr, [{ ...approvedClash, status: "PENDING" }])).type).toBe("LeaveApproved");
      // rejecting is always possible: that is how the clash is resolved
      expect(onlyEvent(history, reject(hr)).type).toBe("LeaveRejected");
    });
  });
});

// Issue 23: a request that counts 0:00 h is no request.
describe("leave: no working day, no request", () => {
  it("a weekend is refused", () => {
    given(leaveDecider).when(requestLeave({ leave: allDay("2026-03-07", "2026-03-08") })).thenThrows("leave.no_working_day", { kind: "rule" });
    given(leaveDecider)
      .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-07T08:00", endAt: "2026-03-08T17:00" }) }))
      .thenThrows("leave.no_working_day");
    given(leaveDecider).when(requestLeave({ leave: hours(2, 0, "2026-03-07") })).thenThrows("leave.no_working_day");
  });

  it("only festivities of the person's company (and the weekend) are refused; one working day among them is enough", () => {
    const festivities = ["2026-12-25", "2026-12-26"];
    given(leaveDecider)
      .when(requestLeave({ leave: allDay("2026-12-25", "2026-12-27"), surroundings: { others: [], festivities } }))
      .thenThrows("leave.no_working_day");
    expect(onlyEvent([], requestLeave({ leave: allDay("2026-12-24", "2026-12-27"), surroundings: { others: [], festivities } })).type).toBe("LeaveRequested");
  });

  it("a working day outside its working hours counts nothing and is refused", () => {
    given(leaveDecider)
      .when(requestLeave({ leave: withPeriod({ shape: "range", startAt: "2026-03-02T18:00", endAt: "2026-03-02T20:00" }) }))
      .thenThrows("leave.no_working_time", { kind: "rule" });
  });

  it("an edit onto a weekend is refused", () => {
    given(leaveDecider, [requested()]).when(edit(allDay("2026-03-07", "2026-03-08"))).thenThrows("leave.no_working_day");
  });
});

// The bulk preview asks the same rules the decider throws with: for each state, the problem it
// shows is the refusal a decision would get, params included.
describe("leave: decisionProblem is what the decider throws", () => {
  const approvedOther: OtherLeave = { leaveId: 901, status: "APPROVED", period: { shape: "range", startAt: rangeDetails.startAt, endAt: rangeDetails.endAt, startDate: rangeDetails.startDate, endDate: rangeDetails.endDate } };
  const cases: [string, LeaveEvent[], LeaveCommand][] = [
    ["nothing requested", [], approve()],
    ["pending, a colleague", [requested()], approve(colleague)],
    ["pending, one's own", [requested()], reject({ ...hr, personId: PERSON })],
    ["pending, over an approved request", [requested()], approve(hr, [approvedOther])],
    ["approved", [requested(), approved()], reject(otherHr)],
    ["withdrawn", [requested(), withdrawn()], approve()],
  ];
  for (const [name, history, command] of cases) {
    it(name, () => {
      const { state } = given(leaveDecider, history);
      const decidedBy = (command as { decidedBy: typeof hr }).decidedBy;
      const intent = command.type === "ApproveLeave" ? { decision: "approve" as const, others: command.others } : { decision: "reject" as const };
      const problem = leaveDecisionProblem(state, decidedBy, intent);
      expect(problem).not.toBeNull();
      const thrown = given(leaveDecider, history).when(command).thenThrows(problem?.code ?? "");
      expect({ kind: thrown.kind, params: thrown.params }).toEqual({ kind: problem?.kind, params: problem?.params });
    });
  }
  it("none while pending and decidable", () => {
    expect(leaveDecisionProblem(given(leaveDecider, [requested()]).state, hr, { decision: "approve", others: [] })).toBeNull();
    expect(leaveDecisionProblem(given(leaveDecider, [requested()]).state, leaveManager, { decision: "reject" })).toBeNull();
  });
});
