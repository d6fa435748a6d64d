import { describe, expect, it } from "vitest";
import { describeLeave, leaveHistory } from "../leave/history";
import type { LeaveEvent } from "../leave/events";
import { approved, DECIDED_AT, hr, PERSON, rangeDetails, requested, REQUESTED_AT } from "../leave/fixtures";
import type { DomainEvent } from "./decider";
import { describeState, diffFields, genericHistoryPlug, peopleOf, replayHistory, versionAtPosition, versionAtTime, type HistoryEventInput } from "./history";

const EDITED_AT = "2026-02-20T15:30:00.000Z";
const edited: LeaveEvent = {
  type: "LeaveRequestEdited",
  data: {
    leaveId: 4711,
    personId: PERSON,
    details: { ...rangeDetails, endAt: "2026-03-05T12:00:00+01:00", endDate: "2026-03-05" },
    personal: { description: "Settimana bianca" },
    at: EDITED_AT,
    by: PERSON,
  },
};

/** Events as the store hands them to a history, positions interleaved with other streams. */
function stream(events: DomainEvent[], actors: (number | null)[] = []): HistoryEventInput[] {
  return events.map((event, i) => ({
    version: i + 1,
    position: 100 + i * 10,
    recordedAt: (event.data as { at?: string }).at ?? REQUESTED_AT,
    actorId: actors[i] ?? null,
    commandType: null,
    event,
  }));
}

const valueOf = (fields: ReturnType<typeof describeLeave>, key: string) => fields.find((f) => f.key === key)?.value;

describe("history: a leave request requested, edited, approved", () => {
  const events = stream([requested(), edited, approved()], [PERSON, PERSON, hr.personId]);

  it("lists every event with who issued it and what it changed", () => {
    const h = replayHistory(leaveHistory, events);
    expect(h.version).toBe(3);
    expect(h.steps.map((s) => [s.version, s.type, s.actorId, s.readable])).toEqual([
      [1, "LeaveRequested", PERSON, true],
      [2, "LeaveRequestEdited", PERSON, true],
      [3, "LeaveApproved", hr.personId, true],
    ]);
    // the request sets every field it knows, from nothing
    expect(h.steps[0].changes.map((c) => c.key)).toEqual(["status", "type", "shape", "from", "to", "description", "requestedBy", "requestedAt"]);
    expect(h.steps[0].changes.every((c) => c.before === null)).toBe(true);
    // the edit changed the end and said who and when
    expect(h.steps[1].changes).toEqual([
      { key: "to", label: "leave.history.field.to", labelDefault: undefined, before: { text: "04.03.2026 12:00" }, after: { text: "05.03.2026 12:00" } },
      { key: "editedBy", label: "leave.history.field.editedBy", labelDefault: undefined, before: null, after: { person: PERSON } },
      { key: "editedAt", label: "leave.history.field.editedAt", labelDefault: undefined, before: null, after: { text: "20.02.2026 16:30" } },
    ]);
    expect(h.steps[2].changes.map((c) => [c.key, c.after])).toEqual([
      ["status", { key: "leave.status.APPROVED" }],
      ["decidedBy", { person: hr.personId }],
      ["decidedAt", { text: "21.02.2026 11:00" }],
    ]);
    expect(DECIDED_AT).toBe("2026-02-21T10:00:00.000Z");
  });

  it("shows the current state by default, and any earlier one on request (state at)", () => {
    expect(replayHistory(leaveHistory, events).at).toBe(3);
    expect(valueOf(replayHistory(leaveHistory, events).state, "status")).toEqual({ key: "leave.status.APPROVED" });
    const pending = replayHistory(leaveHistory, events, 1);
    expect(pending.at).toBe(1);
    expect(valueOf(pending.state, "status")).toEqual({ key: "leave.status.PENDING" });
    expect(valueOf(pending.state, "to")).toEqual({ text: "04.03.2026 12:00" });
    expect(valueOf(pending.state, "decidedBy")).toBeNull();
    // the steps do not depend on the state chosen
    expect(pending.steps).toEqual(replayHistory(leaveHistory, events).steps);
  });

  it("clamps a version outside the stream: below 0 is before the first event, above the end is now", () => {
    expect(replayHistory(leaveHistory, events, -5).at).toBe(0);
    expect(valueOf(replayHistory(leaveHistory, events, -5).state, "status")).toBeNull();
    expect(replayHistory(leaveHistory, events, 99).at).toBe(3);
    expect(replayHistory(leaveHistory, events, Number.NaN).at).toBe(3);
  });

  it("names every person it shows: the actors and the people in the fields", () => {
    expect(peopleOf(replayHistory(leaveHistory, events)).sort()).toEqual([hr.personId, PERSON].sort());
  });

  it("finds the version a global position falls at (the PDF footer's position)", () => {
    expect(versionAtPosition(events, 99)).toBe(0);
    expect(versionAtPosition(events, 100)).toBe(1);
    expect(versionAtPosition(events, 115)).toBe(2);
    expect(versionAtPosition(events, 10_000)).toBe(3);
  });
});

describe("history: a stored event the aggregate cannot read", () => {
  it("is listed as unreadable and not folded; the rest still replays", () => {
    const broken = { type: "LeaveApproved", data: { leaveId: "x" } } as unknown as DomainEvent;
    const h = replayHistory(leaveHistory, stream([requested(), broken]));
    expect(h.steps.map((s) => [s.type, s.readable, s.changes.length])).toEqual([
      ["LeaveRequested", true, 8],
      ["LeaveApproved", false, 0],
    ]);
    expect(valueOf(h.state, "status")).toEqual({ key: "leave.status.PENDING" });
  });
});

describe("history: the generic plug for a record without a describer", () => {
  const plug = genericHistoryPlug("site");
  const events = stream([
    { type: "SiteRegistered", data: { siteId: 3, title: "Scuola Agno", tags: ["a", "b"], personal: { secret: "x" } } },
    { type: "SiteDetailsRevised", data: { siteId: 3, title: "Scuola Agno B", offer: 1200 } },
  ]);

  it("folds the events' data field by field, leaving personal data out", () => {
    const h = replayHistory(plug, events);
    expect(h.state).toEqual([
      { key: "offer", label: "history.data.offer", labelDefault: "offer", value: { text: "1200" } },
      { key: "siteId", label: "history.data.siteId", labelDefault: "siteId", value: { text: "3" } },
      { key: "tags", label: "history.data.tags", labelDefault: "tags", value: { text: "a, b" } },
      { key: "title", label: "history.data.title", labelDefault: "title", value: { text: "Scuola Agno B" } },
    ]);
    expect(h.steps[1].changes.map((c) => [c.key, c.before, c.after])).toEqual([
      ["offer", null, { text: "1200" }],
      ["title", { text: "Scuola Agno" }, { text: "Scuola Agno B" }],
    ]);
  });
});

describe("diffFields", () => {
  it("reports a field that disappears as changed to nothing", () => {
    expect(diffFields([{ key: "a", label: "l", value: { text: "1" } }], [])).toEqual([{ key: "a", label: "l", labelDefault: undefined, before: { text: "1" }, after: null }]);
    expect(diffFields([{ key: "a", label: "l", value: null }], [])).toEqual([]);
  });
});

// issue 37: an amount reads as on the pages, with its record's currency ("CHF 85'000.00")
describe("an amount in a described state", () => {
  it("is shown with the currency beside it, in Swiss form", () => {
    const fields = describeState({ details: { offer: 8_500_000, laborCost: 123_450, currency: "CHF" } }, "audit.field.site", [], {}, { money: ["details.offer", "details.laborCost"] });
    expect(fields.find((f) => f.key === "details.offer")?.value).toEqual({ text: "CHF 85'000.00" });
    expect(fields.find((f) => f.key === "details.laborCost")?.value).toEqual({ text: "CHF 1'234.50" });
  });

  it("without a currency beside it, is the amount alone", () => {
    const fields = describeState({ details: { offer: 8_500_000 } }, "audit.field.site", [], {}, { money: ["details.offer"] });
    expect(fields.find((f) => f.key === "details.offer")?.value).toEqual({ text: "85'000.00" });
  });
});

// issue 37: the state at a date and time is the stream up to its last event recorded by then
describe("the version at an instant", () => {
  const events = [
    { version: 1, recordedAt: "2026-05-04T07:00:00.000Z" },
    { version: 2, recordedAt: "2026-05-05T08:30:00.000Z" },
  ];
  it("is the last event recorded at or before it; 0 before the first", () => {
    expect(versionAtTime(events, "2026-05-01T00:00:00Z")).toBe(0);
    expect(versionAtTime(events, "2026-05-04T07:00:00Z")).toBe(1);
    expect(versionAtTime(events, "2026-05-05T08:29:59Z")).toBe(1);
    expect(versionAtTime(events, "2026-05-05T10:30:00+02:00")).toBe(2);
  });
});
