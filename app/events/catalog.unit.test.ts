// The event catalog: every decider's stream has schemas, every event a decider's fixtures record
// reads back, old shapes read back through their upcasters, erased personal data reads back, and a
// row that does not match is an error naming its stream, version and type, with no values in it.
import { describe, expect, it } from "vitest";
import { checklistDecider } from "~/domain/checklist/decider";
import { checklistTemplateDecider } from "~/domain/checklist/template";
import { inboxDecider } from "~/domain/notification/inbox";
import { calendarEventDecider } from "~/domain/calendar/decider";
import { companyDecider } from "~/domain/company/decider";
import { dailyHoursDecider } from "~/domain/daily-hours/decider";
import { delegationDecider } from "~/domain/delegation/decider";
import { monthCloseDecider } from "~/domain/month-close/decider";
import { approvalRuleDecider } from "~/domain/approval-rule/decider";
import { expenseDecider } from "~/domain/expense/decider";
import * as expense from "~/domain/expense/fixtures";
import { calendarFeedDecider } from "~/domain/calendar-feed/decider";
import { festivityDecider } from "~/domain/festivity/decider";
import { journalDecider } from "~/domain/journal/decider";
import { leaveDecider } from "~/domain/leave/decider";
import * as leave from "~/domain/leave/fixtures";
import { personDecider } from "~/domain/person/decider";
import { registered } from "~/domain/person/fixtures";
import { siteDecider } from "~/domain/site/decider";
import { favouriteSitesDecider } from "~/domain/site/favourites";
import { scheduleDecider } from "~/domain/site/schedule";
import { siteFilesDecider } from "~/domain/site-files/decider";
import { stampDecider } from "~/domain/stamping/decider";
import * as stamp from "~/domain/stamping/fixtures";
import { supportDecider } from "~/domain/support/decider";
import { workingHoursDecider } from "~/domain/working-hours/decider";
import { workingTimeDecider } from "~/domain/working-time/decider";
import type { DomainEvent } from "~/domain/shared/decider";
import { toolCategoryDecider } from "~/domain/tool/category";
import { toolDecider } from "~/domain/tool/decider";
import { aggregateEvents, decodeEvent, decodeStream, EventDecodeError, eventSchemasOf } from "./catalog.server";
import { inStream } from "./projection-spec";
import type { StoredEvent } from "./store.server";
import { upcast } from "./upcasters";

const deciders = [
  companyDecider,
  inboxDecider,
  personDecider,
  siteDecider,
  favouriteSitesDecider,
  scheduleDecider,
  siteFilesDecider,
  festivityDecider,
  calendarEventDecider,
  calendarFeedDecider,
  journalDecider,
  supportDecider,
  leaveDecider,
  stampDecider,
  workingHoursDecider,
  workingTimeDecider,
  dailyHoursDecider,
  expenseDecider,
  toolDecider,
  toolCategoryDecider,
  checklistTemplateDecider,
  checklistDecider,
  delegationDecider,
  monthCloseDecider,
  approvalRuleDecider,
];

/** A row as the store gives it: upcast, and (for erased subjects) `personal` already null. */
function row(streamId: string, e: DomainEvent, schemaVersion = 1): StoredEvent {
  const [stored] = inStream(streamId, [e]);
  const up = upcast({ type: e.type, schemaVersion, data: stored.data as Record<string, unknown> });
  return { ...stored, type: up.type, schemaVersion: up.schemaVersion, data: up.data };
}

const erasedPersonal = (e: DomainEvent): DomainEvent => ({ ...e, data: { ...(e.data as object), personal: null } });

describe("the catalog", () => {
  it("has the schemas of every decider's stream, and of no stream twice", () => {
    for (const d of deciders) expect(eventSchemasOf(d).streamType, d.streamType).toBe(d.streamType);
    expect(new Set(aggregateEvents.map((a) => a.streamType)).size).toBe(aggregateEvents.length);
    expect(aggregateEvents.map((a) => a.streamType).sort()).toEqual(deciders.map((d) => d.streamType).sort());
  });

  it("refuses a decider whose stream it does not know, unless the decider brings its own schemas", () => {
    expect(() => eventSchemasOf({ streamType: "probe" })).toThrow(/no event schemas for stream type probe/);
    const own = { streamType: "probe", data: {} };
    expect(eventSchemasOf({ streamType: "probe", events: own })).toBe(own);
  });
});

describe("decoding the events the deciders record", () => {
  const cases: [string, DomainEvent[]][] = [
    ["leave-4711", [leave.requested(), leave.approved(), leave.rejected(), leave.withdrawn()]],
    ["expense-4711", [expense.submitted(), expense.submitted(expense.eurDetails), expense.approved({ account: "6200" }), expense.rejected(), expense.withdrawn()]],
    ["stamp-9001", [stamp.recorded(), stamp.corrected(), stamp.deleted(), stamp.proposed()]],
    ["person-42", [registered()]],
  ];
  for (const [streamId, events] of cases) {
    it(`reads back ${streamId}'s events as JSON stores them`, () => {
      const rows = events.map((e) => row(streamId, JSON.parse(JSON.stringify(e)) as DomainEvent));
      for (const r of rows) expect(decodeEvent(r)).toBe(r);
    });
  }

  it("reads back erased personal data: `personal` is null once the subject's key is gone (ADR-0007)", () => {
    const erased: [string, DomainEvent][] = [
      ["leave-4711", leave.requested()],
      ["expense-4711", expense.submitted()],
      ["stamp-9001", stamp.recorded()],
      ["stamp-9001", stamp.corrected()],
      ["stamp-9001", stamp.deleted()],
      ["person-42", registered()],
      ["person-42", { type: "PersonDetailsChanged", data: { personId: 42, personal: null, at: "2026-03-01T08:00:00.000Z", by: 1 } }],
      ["person-42", { type: "PersonContactDetailsChanged", data: { personId: 42, personal: null, at: "2026-03-01T08:00:00.000Z", by: 1 } }],
      ["dailyhours-5", { type: "DailyHoursRecorded", data: { entryId: 5, personId: 42, siteId: 3, startAt: "2026-03-02T07:00:00+01:00", endAt: "2026-03-02T12:00:00+01:00", minutes: 300, personal: null, at: "2026-03-02T12:00:00.000Z", by: 7 } }],
      ["support-3", { type: "SupportRequestSubmitted", data: { requestId: 3, personId: 42, page: null, personal: null, at: "2026-03-02T12:00:00.000Z" } }],
    ];
    for (const [streamId, e] of erased) {
      const r = row(streamId, erasedPersonal(e));
      expect(decodeEvent(r).data).toMatchObject({ personal: null });
    }
  });

  it("reads a PersonRegistered of schema version 1 (one phone) through its upcaster as version 2 (ADR-0033)", () => {
    const { personalMail: _m, officeMail: _o, phones: _p, ...v1Personal } = registered().data.personal!;
    const { quickSalId: _q, ...v1 } = registered().data;
    const r = row("person-42", { type: "PersonRegistered", data: { ...v1, personal: { ...v1Personal, phone: "+41 79 1" } } }, 1);
    expect(r.schemaVersion).toBe(2);
    expect(decodeEvent(r).data).toMatchObject({ quickSalId: null, personal: { phones: [{ number: "+41 79 1", type: "mobile" }], personalMail: null } });
    // and erased before it was upcast
    const erased = row("person-42", { type: "PersonRegistered", data: { ...v1, personal: null } }, 1);
    expect(decodeEvent(erased).data).toMatchObject({ quickSalId: null, personal: null });
  });

  it("checks a row's data once: the same data is not parsed again by the next projection", () => {
    const r = row("leave-4711", leave.approved());
    expect(decodeEvent(r)).toBe(r);
    expect(decodeEvent(r, ["LeaveApproved"])).toBe(r);
  });
});

describe("a row that does not match", () => {
  it("is an error naming the stream, the version and the type, and the paths — never the values", () => {
    const bad = row("leave-4711", { type: "LeaveRequested", data: { ...leave.requested().data, personId: "Mario Rossi" } });
    let caught: unknown;
    try {
      decodeEvent(bad);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(EventDecodeError);
    const err = caught as EventDecodeError;
    expect(err).toMatchObject({ streamId: "leave-4711", version: 1, eventType: "LeaveRequested" });
    expect(err.message).toMatch(/LeaveRequested in stream leave-4711 at version 1/);
    expect(err.message).toMatch(/personId: invalid_type/);
    expect(err.message).not.toMatch(/Mario/);
  });

  it("is an error when a field is missing, or the type is unknown, or belongs to another stream", () => {
    const { personal: _p, ...withoutPersonal } = { ...(leave.requested().data as object), personal: null };
    expect(() => decodeEvent(row("leave-4711", { type: "LeaveRequested", data: withoutPersonal }))).toThrow(/personal: invalid_type/);
    expect(() => decodeEvent(row("leave-4711", { type: "LeaveTeleported", data: {} }))).toThrow(/LeaveTeleported .* no schema declares this event type/);
    expect(() => decodeEvent(row("person-42", leave.approved()))).toThrow(/a leave event in a person stream/);
  });

  it("is an error for a projection that does not handle its type", () => {
    expect(() => decodeEvent(row("leave-4711", leave.approved()), ["LeaveRequested"])).toThrow(/expected one of LeaveRequested/);
  });

  it("stops a decider's history: decodeStream refuses the row, not only a projection", () => {
    const history = [row("leave-4711", leave.requested()), { ...row("leave-4711", leave.approved()), version: 2, data: { leaveId: 4711 } }];
    expect(() => decodeStream(eventSchemasOf(leaveDecider), history)).toThrow(/LeaveApproved in stream leave-4711 at version 2/);
  });
});
