// Given/when/then for the monthly sign-off and the period lock (ADR-0138).
import { describe, expect, it } from "vitest";
import { ctx, given } from "../shared/testing";
import type { Right } from "../access/permissions";
import { monthCloseDecider, type MonthActor, type MonthCloseCommand } from "./decider";
import type { MonthCloseEvent } from "./events";
import { monthCloseId, monthOf, parseMonth, refuseInLockedMonth } from "./month";

// Monday 2 November 2026, 09:00 in Zurich
const NOW = "2026-11-02T08:00:00.000Z";
const at = ctx({ now: NOW });
const actor = (personId: number, rights: Right[], ownMonth = true): MonthActor => ({ personId, rights, ownMonth });
const worker = actor(12, ["read:profile", "read:sites"]);
const hr = actor(7, ["read:hr", "update:hr", "update:leave", "update:stampingsLog"]);
const supervisor = actor(9, ["read:stampingsLog", "update:stampingsLog", "read:profile"]);
const colleague = actor(13, ["read:profile"]);
const on = { personId: 12, month: "2026-10" };

const sign = (o: Partial<Extract<MonthCloseCommand, { type: "SignMonth" }>> = {}): MonthCloseCommand => ({ type: "SignMonth", ...on, signer: worker, comment: "", ...o });
const countersign = (o: Partial<Extract<MonthCloseCommand, { type: "CountersignMonth" }>> = {}): MonthCloseCommand => ({ type: "CountersignMonth", ...on, countersigner: hr, comment: "", ...o });
const signed: MonthCloseEvent = { type: "MonthSigned", data: { ...on, by: 12, at: "2026-11-01T10:00:00.000Z", personal: null } };
const countersigned: MonthCloseEvent = { type: "MonthCountersigned", data: { ...on, by: 7, at: "2026-11-01T11:00:00.000Z", personal: null } };

describe("month close: when the month is open", () => {
  it("the person signs their month, with a comment", () => {
    given(monthCloseDecider)
      .when(sign({ comment: "  Due ore di straordinario il 14  " }), at)
      .thenEvents([{ type: "MonthSigned", data: { ...on, by: 12, at: NOW, personal: { comment: "Due ore di straordinario il 14" } } }]);
  });
  it("the current month can be signed, a month not yet begun cannot", () => {
    given(monthCloseDecider).when(sign({ month: "2026-11" }), at).thenEvents([{ type: "MonthSigned", data: { personId: 12, month: "2026-11", by: 12, at: NOW, personal: null } }]);
    given(monthCloseDecider).when(sign({ month: "2026-12" }), at).thenThrows("month_close.not_begun");
  });
  it("nobody signs someone else's month, not even HR", () => {
    given(monthCloseDecider).when(sign({ signer: hr }), at).thenThrows("errors.forbidden", { kind: "forbidden" });
    // an auditor (or a client) keeps no hours or expenses: no month of their own to sign or comment on (ADR-0006)
    const auditor = { ...worker, ownMonth: false };
    given(monthCloseDecider).when(sign({ signer: auditor }), at).thenThrows("errors.forbidden", { kind: "forbidden" });
    given(monthCloseDecider).when({ type: "CommentMonth", ...on, author: auditor, comment: "x" }, at).thenThrows("errors.forbidden");
  });
  it("refuses a malformed month", () => {
    given(monthCloseDecider).when(sign({ month: "2026-13" }), at).thenThrows("errors.invalid_date", { field: "month" });
  });
  it("there is nothing to countersign, send back or reopen yet", () => {
    given(monthCloseDecider).when(countersign(), at).thenThrows("month_close.not_signed");
    given(monthCloseDecider).when({ type: "SendMonthBack", ...on, hr, reason: "x" }, at).thenThrows("month_close.not_signed");
    given(monthCloseDecider).when({ type: "ReopenMonth", ...on, hr, reason: "x" }, at).thenThrows("month_close.not_locked");
  });
});

describe("month close: when the person has signed", () => {
  it("HR countersigns, and the month is locked", () => {
    const s = given(monthCloseDecider, [signed]).when(countersign({ comment: "ok" }), at).thenEvents([{ type: "MonthCountersigned", data: { ...on, by: 7, at: NOW, personal: { comment: "ok" } } }]);
    expect(s.status).toBe("COUNTERSIGNED");
    expect(s.signedBy).toBe(12);
    expect(s.countersignedBy).toBe(7);
  });
  it("a stamping supervisor countersigns too", () => {
    given(monthCloseDecider, [signed]).when(countersign({ countersigner: supervisor }), at).thenEvents([{ type: "MonthCountersigned", data: { ...on, by: 9, at: NOW, personal: null } }]);
  });
  it("a colleague without the right, and the person themselves, do not", () => {
    given(monthCloseDecider, [signed]).when(countersign({ countersigner: colleague }), at).thenThrows("errors.forbidden");
    given(monthCloseDecider, [signed]).when(countersign({ countersigner: { ...hr, personId: 12 } }), at).thenThrows("errors.forbidden");
  });
  it("signing twice is refused", () => {
    given(monthCloseDecider, [signed]).when(sign(), at).thenThrows("month_close.already_signed");
  });
  it("HR sends it back with a reason; the person signs again", () => {
    const back: MonthCloseEvent = { type: "MonthSentBack", data: { ...on, by: 7, at: NOW, personal: { reason: "Manca l'uscita del 14" } } };
    const s = given(monthCloseDecider, [signed]).when({ type: "SendMonthBack", ...on, hr, reason: " Manca l'uscita del 14 " }, at).thenEvents([back]);
    expect(s.status).toBe("OPEN");
    given(monthCloseDecider, [signed, back]).when(sign(), at).thenEvents([{ type: "MonthSigned", data: { ...on, by: 12, at: NOW, personal: null } }]);
  });
  it("a send-back needs a reason and HR", () => {
    given(monthCloseDecider, [signed]).when({ type: "SendMonthBack", ...on, hr, reason: "  " }, at).thenThrows("month_close.reason_required", { field: "reason" });
    given(monthCloseDecider, [signed]).when({ type: "SendMonthBack", ...on, hr: supervisor, reason: "x" }, at).thenThrows("errors.forbidden");
  });
  it("either side comments; a colleague does not", () => {
    given(monthCloseDecider, [signed]).when({ type: "CommentMonth", ...on, author: worker, comment: "Vedi nota" }, at).thenEvents([{ type: "MonthCommented", data: { ...on, by: 12, at: NOW, personal: { comment: "Vedi nota" } } }]);
    given(monthCloseDecider, [signed]).when({ type: "CommentMonth", ...on, author: supervisor, comment: "Visto" }, at).thenEvents([{ type: "MonthCommented", data: { ...on, by: 9, at: NOW, personal: { comment: "Visto" } } }]);
    given(monthCloseDecider, [signed]).when({ type: "CommentMonth", ...on, author: colleague, comment: "x" }, at).thenThrows("errors.forbidden");
    given(monthCloseDecider, [signed]).when({ type: "CommentMonth", ...on, author: worker, comment: "" }, at).thenThrows("month_close.comment_required", { field: "comment" });
  });
});

describe("month close: when the month is countersigned", () => {
  it("it cannot be countersigned again nor sent back: HR reopens it with a reason", () => {
    given(monthCloseDecider, [signed, countersigned]).when(countersign(), at).thenThrows("month_close.already_countersigned");
    given(monthCloseDecider, [signed, countersigned]).when({ type: "SendMonthBack", ...on, hr, reason: "x" }, at).thenThrows("month_close.locked_reopen_instead");
    const s = given(monthCloseDecider, [signed, countersigned])
      .when({ type: "ReopenMonth", ...on, hr, reason: "Correzione timbratura del 14" }, at)
      .thenEvents([{ type: "MonthReopened", data: { ...on, by: 7, at: NOW, personal: { reason: "Correzione timbratura del 14" } } }]);
    expect(s).toEqual({ status: "OPEN", signedBy: null, signedAt: null, countersignedBy: null, countersignedAt: null });
  });
  it("a reopening needs a reason, and HR", () => {
    given(monthCloseDecider, [signed, countersigned]).when({ type: "ReopenMonth", ...on, hr, reason: "" }, at).thenThrows("month_close.reason_required", { field: "reason" });
    given(monthCloseDecider, [signed, countersigned]).when({ type: "ReopenMonth", ...on, hr: supervisor, reason: "x" }, at).thenThrows("errors.forbidden");
  });
});

describe("the period lock", () => {
  it("refuses a day, a Zurich wall time or an instant in a locked month, naming the month", () => {
    expect(() => refuseInLockedMonth(["2026-10"], ["2026-10-14"], "date")).toThrow("month_close.locked");
    expect(() => refuseInLockedMonth(["2026-10"], ["2026-10-14 08:00:00"])).toThrow("month_close.locked");
    // 31 October 23:30 UTC is 1 November in Zurich: not locked
    expect(() => refuseInLockedMonth(["2026-10"], ["2026-10-31T23:30:00.000Z"])).not.toThrow();
    expect(() => refuseInLockedMonth(["2026-11"], ["2026-10-31T23:30:00.000Z"])).toThrow("month_close.locked");
    try {
      refuseInLockedMonth(["2026-10"], [null, "2026-09-30", "2026-10-01"], "stampedAt");
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: "month_close.locked", field: "stampedAt", params: { month: "10.2026" } });
    }
  });
  it("lets everything through when no month is locked", () => {
    expect(() => refuseInLockedMonth([], ["2026-10-14"])).not.toThrow();
    expect(() => refuseInLockedMonth(undefined, ["2026-10-14"])).not.toThrow();
  });
  it("one stream per person and month", () => {
    expect(monthCloseId(12, "2026-10")).toBe(12_202_610);
    expect(parseMonth("2026-10")).toBe("2026-10");
    expect(parseMonth("1999-10")).toBeNull();
    expect(monthOf("2026-10-31T23:30:00.000Z")).toBe("2026-11");
    expect(() => monthCloseId(0, "2026-10")).toThrow();
  });
});
