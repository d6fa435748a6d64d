// Given/when/then for the notifications' rules (issue 18): which events and which facts call for a
// notification, to whom and how often; the inbox's reading; the toggles.
import { describe, expect, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { inboxDecider, isRead } from "./inbox";
import { messageParams, safeLink } from "./message";
import { addDays, notificationsForEvent, periodicNotifications, type NotifiableEvent } from "./rules";
import { completeChannels, defaultChannels, wants } from "./topics";

const event = (type: string, data: Record<string, unknown>, actorId: number | null = 9): NotifiableEvent => ({ type, eventId: `ev-${type}`, data, actorId });

describe("a recorded request", () => {
  it("a leave request waits for the leave approvers of the requester's companies, never the requester", () => {
    const [n] = notificationsForEvent(event("LeaveRequested", { leaveId: 7, personId: 42, at: CTX.now, by: 42 }, 42));
    expect(n).toMatchObject({ audience: { approversOf: "leave", subjectPersonId: 42 }, topic: "approvalWaiting", kind: "leave_waiting", link: "/app/hr/leave-requests", exceptPersonId: 42 });
  });
  it("an expense and a tool request wait for their own approvers; a signed checklist for the checklist approvers", () => {
    expect(notificationsForEvent(event("ExpenseSubmitted", { expenseId: 3, personId: 42 }))[0].audience).toEqual({ approversOf: "expense", subjectPersonId: 42 });
    expect(notificationsForEvent(event("ToolRequested", { toolId: 5, requestId: 2, personId: 42 }))[0].audience).toEqual({ approversOf: "tool", subjectPersonId: 42 });
    expect(notificationsForEvent(event("ChecklistSigned", { checklistId: 4, siteId: 1 }))[0]).toMatchObject({ audience: { approversOf: "checklist", subjectPersonId: null }, link: "/app/admin/checklist-requests/4/view" });
  });
});

describe("a first of two approvals (ADR-0139)", () => {
  it("tells the approvers again that the request waits (the second approval), never the one who gave the first", () => {
    const [n] = notificationsForEvent(event("LeaveFirstApproved", { leaveId: 7, personId: 42, at: CTX.now, by: 9, ruleId: 1, secondRight: "update:hr" }, 9));
    expect(n).toMatchObject({ audience: { approversOf: "leave", subjectPersonId: 42 }, kind: "leave_waiting", occurrence: "leave_waiting:ev-LeaveFirstApproved", exceptPersonId: 9 });
    const [x] = notificationsForEvent(event("ExpenseFirstApproved", { expenseId: 3, personId: 42, by: 9 }, 9));
    expect(x).toMatchObject({ audience: { approversOf: "expense", subjectPersonId: 42 }, kind: "expense_waiting", exceptPersonId: 9 });
  });
});

describe("a decided request", () => {
  it("an approved leave tells its requester, linking to its history, once per event", () => {
    const e = event("LeaveApproved", { leaveId: 7, personId: 42, at: CTX.now, by: 9 });
    const [n] = notificationsForEvent(e);
    expect(n).toEqual({ audience: { person: 42 }, topic: "requestDecided", kind: "leave_approved", occurrence: "leave_approved:ev-LeaveApproved", link: "/app/profile/leaves/7/history", params: { id: 7 }, exceptPersonId: 9 });
    expect(notificationsForEvent(e)).toEqual([n]);
  });
  it("a rejected expense, a decided tool request and a decided checklist tell their people", () => {
    expect(notificationsForEvent(event("ExpenseRejected", { expenseId: 3, personId: 42 }))[0]).toMatchObject({ kind: "expense_rejected", audience: { person: 42 } });
    expect(notificationsForEvent(event("ToolRequestApproved", { toolId: 5, requestId: 2 }))[0]).toMatchObject({ kind: "tool_request_approved", audience: { toolRequester: { toolId: 5, requestId: 2 } } });
    expect(notificationsForEvent(event("ChecklistRejected", { checklistId: 4, siteId: 1 }))[0]).toMatchObject({ kind: "checklist_rejected", audience: { checklistPeople: 4 } });
  });
});

describe("sites, files and stamping hours", () => {
  it("only the newly assigned sites are announced, one occurrence each", () => {
    const ns = notificationsForEvent(event("PersonSitesAssigned", { personId: 42, siteIds: [1, 2, 3], previous: [2] }));
    expect(ns.map((n) => [n.topic, n.params.siteId, n.occurrence])).toEqual([
      ["sites", 1, "site_assigned:ev-PersonSitesAssigned:1"],
      ["sites", 3, "site_assigned:ev-PersonSitesAssigned:3"],
    ]);
  });
  it("a file tells the site's team; a corrected stamp tells its person", () => {
    expect(notificationsForEvent(event("SiteFileUploaded", { siteId: 8 }))[0]).toMatchObject({ topic: "files", audience: { siteTeam: 8 } });
    expect(notificationsForEvent(event("StampCorrected", { stampId: 5, personId: 42 }))[0]).toMatchObject({ topic: "stampingHours", audience: { person: 42 } });
  });
  it("any other event calls for nothing", () => {
    expect(notificationsForEvent(event("LeaveRequestWithdrawn", { leaveId: 7, personId: 42 }))).toEqual([]);
  });
});

describe("the periodic check", () => {
  const today = "2026-03-10";
  const none = { overdue: [], expiring: [], due: [], openClockIns: [] };
  it("a tool past its end date is overdue from the next day on, one occurrence per assignment", () => {
    const ns = periodicNotifications(today, { ...none, overdue: [{ assignmentId: "5:1", toolId: 5, personId: 42, endDate: "2026-03-09" }, { assignmentId: "5:2", toolId: 5, personId: 43, endDate: today }] });
    expect(ns).toEqual([{ audience: { person: 42 }, topic: "toolOverdue", kind: "tool_overdue", occurrence: "tool_overdue:5:1", link: "/app/profile/tools", params: { toolId: 5, date: "2026-03-09" }, exceptPersonId: null }]);
  });
  it("a legal document is announced within 30 days of its expiry, not before and not after it expired", () => {
    const doc = (documentId: string, expiresAt: string) => ({ documentId, personId: 42, expiresAt });
    const ns = periodicNotifications(today, { ...none, expiring: [doc("a", addDays(today, 30)), doc("b", addDays(today, 31)), doc("c", "2026-03-09"), doc("d", today)] });
    expect(ns.map((n) => n.occurrence)).toEqual(["document_expiring:a:2026-04-09", "document_expiring:d:2026-03-10"]);
  });
  it("a mandatory checklist is due from the day before it must be ready; it tells the site's team", () => {
    const ns = periodicNotifications(today, { ...none, due: [{ checklistId: 1, siteId: 3, readyBy: "2026-03-11" }, { checklistId: 2, siteId: 3, readyBy: "2026-03-12" }] });
    expect(ns.map((n) => [n.occurrence, n.audience])).toEqual([["checklist_due:1:2026-03-11", { siteTeam: 3 }]]);
  });
  it("a mandatory template due on a site reminds its team once per interval, and not once a checklist of this interval exists", () => {
    const m = (templateId: number, notifyEach: "daily" | "weekly" | "monthly", lastDate: string | null) => ({ siteId: 3, templateId, notifyEach, lastDate });
    const ns = periodicNotifications(today, { ...none, mandatory: [m(1, "weekly", "2026-03-06"), m(2, "weekly", "2026-03-09"), m(3, "daily", null), m(4, "monthly", "2026-03-01")] });
    expect(ns.map((n) => [n.kind, n.occurrence, n.audience])).toEqual([
      ["checklist_mandatory_due", "checklist_mandatory_due:3:1:2026-03-09", { siteTeam: 3 }],
      ["checklist_mandatory_due", "checklist_mandatory_due:3:3:2026-03-10", { siteTeam: 3 }],
    ]);
    // the next week is another occurrence: the team is reminded again
    expect(periodicNotifications("2026-03-16", { ...none, mandatory: [m(1, "weekly", "2026-03-06")] })[0].occurrence).toBe("checklist_mandatory_due:3:1:2026-03-16");
  });
  it("a clock-in of an earlier day with no clock-out is a forgotten clock-out; today's is not yet", () => {
    const ns = periodicNotifications(today, { ...none, openClockIns: [{ stampId: 11, personId: 42, day: "2026-03-09" }, { stampId: 12, personId: 43, day: today }] });
    expect(ns.map((n) => [n.kind, n.occurrence])).toEqual([["clock_out_missing", "clock_out_missing:11"]]);
  });
});

describe("the inbox", () => {
  const read = (notificationId: number) => ({ type: "NotificationRead" as const, data: { personId: 42, notificationId, at: CTX.now } });
  it("when nothing was read: marking one records it; marking all records up to the newest shown", () => {
    given(inboxDecider).when({ type: "MarkNotificationRead", personId: 42, notificationId: 5 }).thenEvents([read(5)]);
    given(inboxDecider).when({ type: "MarkAllNotificationsRead", personId: 42, upTo: 9 }).thenEvents([{ type: "NotificationsAllRead", data: { personId: 42, upTo: 9, at: CTX.now } }]);
  });
  it("when read already: marking it again, or all up to an older one, records nothing", () => {
    given(inboxDecider, [read(5)]).when({ type: "MarkNotificationRead", personId: 42, notificationId: 5 }).thenNothing();
    const all = { type: "NotificationsAllRead" as const, data: { personId: 42, upTo: 9, at: CTX.now } };
    given(inboxDecider, [all]).when({ type: "MarkNotificationRead", personId: 42, notificationId: 7 }).thenNothing();
    given(inboxDecider, [all]).when({ type: "MarkAllNotificationsRead", personId: 42, upTo: 8 }).thenNothing();
    given(inboxDecider, [all]).when({ type: "MarkNotificationRead", personId: 42, notificationId: 10 }).thenEvents([read(10)]);
  });
  it("marking a line of identical notices records each one not read yet, once", () => {
    given(inboxDecider, [read(6)]).when({ type: "MarkNotificationRead", personId: 42, notificationId: 5, alsoIds: [6, 7, 7] }).thenEvents([read(5), read(7)]);
  });
  it("reading all folds the single reads below it away", () => {
    const s = [read(3), read(12), { type: "NotificationsAllRead" as const, data: { personId: 42, upTo: 9, at: CTX.now } }].reduce(inboxDecider.evolve, inboxDecider.initialState());
    expect(s).toEqual({ readUpTo: 9, readIds: [12] });
    expect([1, 9, 10, 12].map((id) => isRead(s, id))).toEqual([true, true, false, true]);
  });
});

describe("the toggles and the message", () => {
  it("everything is on until changed; stored channels are completed with the defaults", () => {
    expect(wants(defaultChannels(), "clockOutMissing", "email")).toBe(true);
    const c = completeChannels({ requestDecided: { inApp: true, email: false } });
    expect([wants(c, "requestDecided", "inApp"), wants(c, "requestDecided", "email"), wants(c, "sites", "email")]).toEqual([true, false, true]);
  });
  it("dates read the Swiss way; a link leaves /app never", () => {
    expect(messageParams({ id: 7, date: "2026-03-09" })).toEqual({ id: "7", date: "09.03.2026" });
    expect(safeLink("/app/profile/leaves/7/history")).toBe("/app/profile/leaves/7/history");
    expect(safeLink("https://evil.example/app")).toBe("/app/notifications");
    expect(safeLink("//evil.example")).toBe("/app/notifications");
  });
});
